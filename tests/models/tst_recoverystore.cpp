// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "procedures/recoverystore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

class tst_RecoveryStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString folder(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

private Q_SLOTS:
    void saveListRemove()
    {
        const RecoveryStore store(folder("a/recovery"));
        QVERIFY(store.entries().isEmpty());

        const RecoveryEntry first {
            RecoveryStore::newId(), u"/home/me/refill.md"_s, u"# Refill\n\ncall `x()` — ü"_s,
            QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5, 6), QTimeZone::utc())};
        const RecoveryEntry second {RecoveryStore::newId(), QString(), u"untitled draft"_s,
                                    QDateTime(QDate(2026, 1, 1), QTime(0, 0), QTimeZone::utc())};
        QString error;
        QVERIFY2(store.save(first, &error), qPrintable(error));
        QVERIFY2(store.save(second, &error), qPrintable(error));
        // The folder holds what the user wrote: private to them.
        const QFileDevice::Permissions permissions = QFile::permissions(store.directory());
        QVERIFY(permissions.testFlags(QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                      | QFileDevice::ExeOwner));
        QVERIFY(!(permissions
                  & (QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ReadOther
                     | QFileDevice::WriteOther)));
        QCOMPARE(store.entries(), (QList<RecoveryEntry> {second, first}));

        // A later autosave replaces the copy.
        RecoveryEntry edited = first;
        edited.text = u"changed"_s;
        QVERIFY(store.save(edited, &error));
        QCOMPARE(store.entries(), (QList<RecoveryEntry> {second, edited}));

        QVERIFY(store.remove(second.id));
        QCOMPARE(store.entries(), QList<RecoveryEntry> {edited});
        QVERIFY(store.remove(second.id));
        QVERIFY(store.remove(edited.id));
        QVERIFY(store.entries().isEmpty());
    }

    void savedAtIsFilledIn()
    {
        const RecoveryStore store(folder("b"));
        QString error;
        const QString id = RecoveryStore::newId();
        QVERIFY(store.save({id, QString(), u"x"_s, {}}, &error));
        const QList<RecoveryEntry> entries = store.entries();
        QCOMPARE(entries.size(), 1);
        QVERIFY(entries.first().savedAt.isValid());
        QVERIFY(qAbs(entries.first().savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    }

    void idsCannotLeaveTheFolder_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("empty") << QString();
        QTest::newRow("parent") << u"../escape"_s;
        QTest::newRow("separator") << u"a/b"_s;
        QTest::newRow("dot") << u"a.b"_s;
        QTest::newRow("too long") << QString(65, u'a');
    }

    void idsCannotLeaveTheFolder()
    {
        QFETCH(QString, id);
        const RecoveryStore store(folder("c/inner"));
        QString error;
        QVERIFY(!store.save({id, QString(), u"x"_s, {}}, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(QDir(folder("c")).entryList(QDir::Files).isEmpty());
        QVERIFY(store.entries().isEmpty());
    }

    void damagedFilesAreSkipped()
    {
        const RecoveryStore store(folder("d"));
        QString error;
        const QString good = RecoveryStore::newId();
        QVERIFY(store.save({good, QString(), u"good"_s, {}}, &error));
        const auto plant = [&](const QString &name, const QByteArray &bytes) {
            QFile file(store.directory() + u'/' + name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        };
        plant(u"broken.recovery.json"_s, "{\"file\": \"\", \"text\": ");
        plant(u"array.recovery.json"_s, "[1, 2]");
        plant(u"number.recovery.json"_s, "{\"file\": \"\", \"text\": 5}");
        plant(u"duplicate.recovery.json"_s, "{\"file\": \"\", \"text\": \"a\", \"text\": \"b\"}");
        plant(u"bad.id.recovery.json"_s, "{\"file\": \"\", \"text\": \"a\"}");
        plant(u"other.txt"_s, "{\"file\": \"\", \"text\": \"a\"}");
        const QList<RecoveryEntry> entries = store.entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().id, good);
        QCOMPARE(entries.first().text, u"good"_s);
    }

    void newIdsAreValidAndDistinct()
    {
        const QString a = RecoveryStore::newId();
        QVERIFY(RecoveryStore::isValidId(a));
        QVERIFY(a != RecoveryStore::newId());
    }
};

QTEST_GUILESS_MAIN(tst_RecoveryStore)
#include "tst_recoverystore.moc"

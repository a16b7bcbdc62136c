// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "procedures/procedurefile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_ProcedureFile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void roundTrip()
    {
        const QString path = m_dir.filePath(u"refill.md"_s);
        const QString text = u"# Refill\n\nCall `lookup_patient()` first — ünïcödé, 😀.\r\n"_s;
        QString error;
        QVERIFY2(ProcedureFile::write(path, text, &error), qPrintable(error));
        QCOMPARE(readBytes(path), text.toUtf8());
        QCOMPARE(ProcedureFile::read(path, &error), text);

        // Saving again replaces the content.
        QVERIFY(ProcedureFile::write(path, u"short"_s, &error));
        QCOMPARE(ProcedureFile::read(path, &error), u"short"_s);
        QVERIFY(ProcedureFile::write(path, QString(), &error));
        QCOMPARE(ProcedureFile::read(path, &error), QString());
    }

    void byteOrderMarkIsDropped()
    {
        const QString path = m_dir.filePath(u"bom.md"_s);
        QVERIFY(writeBytes(path, QByteArray("\xEF\xBB\xBFhello")));
        QString error;
        QCOMPARE(ProcedureFile::read(path, &error), u"hello"_s);
    }

    void unreadableFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        QTest::newRow("invalid UTF-8") << QByteArray("abc \xC3\x28 def") << u"not UTF-8"_s;
        QTest::newRow("Latin-1") << QByteArray("caf\xE9") << u"not UTF-8"_s;
        QTest::newRow("overlong") << QByteArray("\xC0\xAF") << u"not UTF-8"_s;
        QTest::newRow("truncated") << QByteArray("end \xE2\x82") << u"not UTF-8"_s;
        QTest::newRow("binary") << QByteArray("PK\x03\x04\0\0", 6) << u"binary"_s;
        QTest::newRow("too large")
            << QByteArray(ProcedureFile::MaxBytes + 1, 'a') << u"larger than 4 MiB"_s;
    }

    void unreadableFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        const QString path = m_dir.filePath(u"bad.md"_s);
        QVERIFY(writeBytes(path, content));
        QString error;
        QVERIFY(!ProcedureFile::read(path, &error));
        QVERIFY2(error.contains(reason), qPrintable(error));
        QVERIFY2(error.contains(path), qPrintable(error));
    }

    // A file name may hold "%1": the message must name the file as it is.
    void placeholderInPathIsKept()
    {
        const QString path = m_dir.filePath(u"100%1 %2.md"_s);
        QVERIFY(writeBytes(path, QByteArray(ProcedureFile::MaxBytes + 1, 'a')));
        QString error;
        QVERIFY(!ProcedureFile::read(path, &error));
        QCOMPARE(error,
                 u"%1 is larger than 4 MiB, too large for a procedure"_s.replace(u"%1"_s, path));
    }

    void largestFileIsRead()
    {
        const QString path = m_dir.filePath(u"large.md"_s);
        QVERIFY(writeBytes(path, QByteArray(ProcedureFile::MaxBytes, 'a')));
        QString error;
        const auto text = ProcedureFile::read(path, &error);
        QVERIFY2(text, qPrintable(error));
        QCOMPARE(text->size(), ProcedureFile::MaxBytes);
    }

    void missingAndSpecialFiles()
    {
        QString error;
        QVERIFY(!ProcedureFile::read(m_dir.filePath(u"missing.md"_s), &error));
        QVERIFY2(error.contains(u"does not exist"_s), qPrintable(error));
        QVERIFY(!ProcedureFile::read(m_dir.path(), &error));
        QVERIFY2(error.contains(u"not a regular file"_s), qPrintable(error));
        // A device would never end.
        QVERIFY(!ProcedureFile::read(u"/dev/zero"_s, &error));
        QVERIFY2(error.contains(u"not a regular file"_s), qPrintable(error));
    }

    void failedWriteKeepsTheOldFile()
    {
        const QString path = m_dir.filePath(u"kept.md"_s);
        QString error;
        QVERIFY(ProcedureFile::write(path, u"old text"_s, &error));

        // A disk that fills up mid-write, simulated with a file size limit that also binds
        // root: the write fails with EFBIG instead of the SIGXFSZ that would end the test.
        const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit previous {};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &previous), 0);
        rlimit tight = previous;
        tight.rlim_cur = 4096;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &tight), 0);
        const bool written = ProcedureFile::write(path, QString(64 * 1024, u'x'), &error);
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &previous), 0);
        std::signal(SIGXFSZ, previousHandler);

        QVERIFY(!written);
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(readBytes(path), QByteArray("old text"));
        // No temporary file is left behind either.
        QCOMPARE(QDir(m_dir.path()).entryList({u"kept.md*"_s}, QDir::Files | QDir::Hidden),
                 QStringList {u"kept.md"_s});
    }

    void readOnlyFolder()
    {
        if (geteuid() == 0)
            QSKIP("root writes into read-only folders; failedWriteKeepsTheOldFile covers it");
        QTemporaryDir folder;
        const QString path = folder.filePath(u"kept.md"_s);
        QString error;
        QVERIFY(ProcedureFile::write(path, u"old text"_s, &error));
        QVERIFY(
            QFile::setPermissions(folder.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const bool written = ProcedureFile::write(path, u"new text"_s, &error);
        QFile::setPermissions(folder.path(),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                  | QFileDevice::ExeOwner);
        QVERIFY(!written);
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(readBytes(path), QByteArray("old text"));
    }

    void missingFolder()
    {
        QString error;
        QVERIFY(!ProcedureFile::write(m_dir.filePath(u"no/such/folder/p.md"_s), u"x"_s, &error));
        QVERIFY2(error.contains(u"cannot be written"_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(tst_ProcedureFile)
#include "tst_procedurefile.moc"

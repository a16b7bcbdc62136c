// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The catalog service: the one way the user's data changes, announced once
// stored (issue 15). Real SQLite on the store's own thread.

#include "catalog/catalogservice.h"
#include "catalogstaging.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

class tst_CatalogService : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;
    QList<QList<ToolKey>> m_announced;

    // Runs `work` through the service and waits for its answer.
    template<typename Work> QString edit(Work work, QObject *context)
    {
        std::optional<QString> answer;
        m_store->userData().edit(std::move(work), context,
                                 [&answer](const QString &error) { answer = error; });
        if (!QTest::qWaitFor([&] { return answer.has_value(); }, 10000))
            return QStringLiteral("no answer");
        return *answer;
    }

    static auto pin(int n, qint64 version)
    {
        return [n, version](CatalogDatabase &, UserDataEditor &editor) {
            QString error;
            editor.pin(QStringLiteral("Vendor"), Staging::toolId(n), version, &error);
            return error;
        };
    }

private Q_SLOTS:
    void init()
    {
        m_store = std::make_unique<CatalogStore>();
        QString error;
        QVERIFY2(
            m_store->open(
                m_dir.filePath(
                    QStringLiteral("%1.sqlite").arg(QLatin1String(QTest::currentTestFunction()))),
                &error),
            qPrintable(error));
        bool synced = false;
        m_store->run(
            [](CatalogDatabase &db) {
                return Staging::sync(db, QStringLiteral("Vendor"),
                                     {Staging::tool(1, QStringLiteral("alpha"), 2),
                                      Staging::tool(2, QStringLiteral("beta"))},
                                     {Staging::tool(1, QStringLiteral("alpha"), 1)});
            },
            this, [&synced](bool ok) { synced = ok; });
        QTRY_VERIFY(synced);
        m_announced.clear();
        connect(&m_store->userData(), &CatalogService::userDataChanged, this,
                [this](const QList<ToolKey> &tools) { m_announced.append(tools); });
    }

    void cleanup() { m_store.reset(); }

    // A write is announced once, naming the tool, before the caller hears back.
    void aWriteIsAnnounced()
    {
        QCOMPARE(edit(pin(1, 1), this), QString());
        QCOMPARE(m_announced.size(), 1);
        QCOMPARE(m_announced.first(),
                 QList<ToolKey> {(ToolKey {QStringLiteral("Vendor"), Staging::toolId(1)})});
    }

    // Several writes in one piece of work: one announcement, each tool once.
    void severalWritesAreOneAnnouncement()
    {
        const QString error = edit(
            [](CatalogDatabase &, UserDataEditor &editor) {
                QString failure;
                const QString vendor = QStringLiteral("Vendor");
                editor.pin(vendor, Staging::toolId(1), 1, &failure);
                editor.pin(vendor, Staging::toolId(2), 1, &failure);
                editor.unpin(vendor, Staging::toolId(1), &failure);
                return failure;
            },
            this);
        QCOMPARE(error, QString());
        QCOMPARE(m_announced.size(), 1);
        QCOMPARE(m_announced.first().size(), 2);
        QCOMPARE(m_announced.first().at(0).nativeId, Staging::toolId(1));
        QCOMPARE(m_announced.first().at(1).nativeId, Staging::toolId(2));
    }

    // A write the catalog refuses changes nothing and announces nothing.
    void aRefusedWriteIsNotAnnounced()
    {
        QVERIFY(!edit(pin(1, 9), this).isEmpty());
        QVERIFY(m_announced.isEmpty());
    }

    // The asker gone (a closed window): the change still happened and is
    // announced; only the answer is dropped.
    void aWriteIsAnnouncedWhenTheAskerIsGone()
    {
        auto *asker = new QObject;
        bool answered = false;
        m_store->userData().edit(pin(2, 1), asker,
                                 [&answered](const QString &) { answered = true; });
        delete asker;
        QTRY_COMPARE(m_announced.size(), 1);
        QVERIFY(!answered);
    }
};

QTEST_GUILESS_MAIN(tst_CatalogService)
#include "tst_catalogservice.moc"

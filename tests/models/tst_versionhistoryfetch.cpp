// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A tool's history fetched on demand: the real reference provider over
// loopback HTTP, the real network service and SQLite catalog.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "client/providerclients.h"
#include "errorarguments.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"
#include "silentserver.h"
#include "sync/versionfetch.h"
#include "sync/versionhistoryfetch.h"
#include "syntheticcatalog.h"

using namespace Toolshelf;
using namespace Fixture;

namespace {

std::vector<std::unique_ptr<Catalog>> synthetic(qsizetype tools, int versions)
{
    std::vector<std::unique_ptr<Catalog>> catalogs;
    catalogs.push_back(std::make_unique<SyntheticCatalog>(tools, 3, versions, 5));
    return catalogs;
}

QString toolIdAt(const ProviderServer &server, qsizetype index)
{
    return static_cast<const SyntheticCatalog &>(server.catalog(0)).toolIdAt(index);
}

} // namespace

class tst_VersionHistoryFetch : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    // Without a keychain: the provider needs no credentials.
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;
    std::unique_ptr<CatalogStore> m_store;
    CatalogDatabase m_reader;

    static Provider providerFor(const ProviderServer &server)
    {
        Provider provider;
        provider.name = QStringLiteral("Vendor");
        provider.baseUrl = server.baseUrl(0);
        return provider;
    }

    VersionHistoryFetch *fetch(const Provider &provider, const QString &toolId, QObject *parent)
    {
        auto *history
            = new VersionHistoryFetch(m_clients.get(), m_store.get(), provider, toolId, parent);
        SyncLimits limits;
        limits.pageLimit = 2;
        history->setLimits(limits);
        return history;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials = std::make_unique<CredentialStore>(
            QStringLiteral("Toolshelf tst_versionhistoryfetch"));
        m_clients = std::make_unique<ProviderClients>(m_credentials.get(), m_network.get());
    }

    void init()
    {
        static int counter = 0;
        const QString path = m_dir.filePath(QStringLiteral("catalog%1.sqlite").arg(++counter));
        m_store = std::make_unique<CatalogStore>();
        QString error;
        QVERIFY2(m_store->open(path, &error), qPrintable(error));
        QVERIFY2(m_reader.open(path, &error), qPrintable(error));
    }

    void cleanup()
    {
        m_reader.close();
        m_store.reset();
    }

    void storesEveryPageOfTheHistory()
    {
        auto server = startServer({}, synthetic(4, 5));
        const QString toolId = toolIdAt(*server, 2);
        QObject owner;
        VersionHistoryFetch *history = fetch(providerFor(*server), toolId, &owner);
        QSignalSpy progressed(history, &VersionHistoryFetch::progressed);
        QSignalSpy finished(history, &VersionHistoryFetch::finished);
        history->start();
        QVERIFY(finished.wait(10000));
        QVERIFY2(!ErrorArguments::error(finished.first(), 0),
                 qPrintable(ErrorArguments::text(finished.first(), 0)));
        // Five versions two to a page: three pages, each reported.
        QCOMPARE(progressed.size(), 3);
        QCOMPARE(progressed.last().at(0).toInt(), 3);
        QCOMPARE(progressed.last().at(1).toInt(), 5);
        QCOMPARE(m_reader.versionNumbers(QStringLiteral("Vendor"), toolId),
                 (QList<qint64> {1, 2, 3, 4, 5}));
        // Other tools' histories are not touched.
        QVERIFY(m_reader.versionNumbers(QStringLiteral("Vendor"), toolIdAt(*server, 1)).isEmpty());
        const std::optional<StoredSignature> oldest
            = m_reader.signature(QStringLiteral("Vendor"), toolId, 1);
        QVERIFY(oldest);
        QCOMPARE(oldest->signature.version, 1);
        QCOMPARE(oldest->signature.toolId, toolId);
    }

    void failsWithTheCauseAndStoresNothing()
    {
        auto server = startServer({}, synthetic(2, 3));
        // An id this catalog never issued: the provider answers 404.
        const QString unknown = QStringLiteral("00000000-0000-4000-8000-00000000ffff");
        QObject owner;
        VersionHistoryFetch *history = fetch(providerFor(*server), unknown, &owner);
        QSignalSpy finished(history, &VersionHistoryFetch::finished);
        history->start();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.size(), 1);
        QVERIFY(ErrorArguments::error(finished.first(), 0));
        const QString error = ErrorArguments::text(finished.first(), 0);
        QVERIFY2(error.contains(QLatin1String("404")), qPrintable(error));
        QVERIFY(m_reader.versionNumbers(QStringLiteral("Vendor"), unknown).isEmpty());
    }

    void refusesAnIdThatIsNoPathSegment()
    {
        QObject owner;
        Provider provider;
        provider.name = QStringLiteral("Vendor");
        provider.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/api"));
        VersionHistoryFetch *history = fetch(provider, QStringLiteral(".."), &owner);
        QSignalSpy finished(history, &VersionHistoryFetch::finished);
        history->start();
        QCOMPARE(finished.size(), 1);
        QVERIFY(ErrorArguments::error(finished.first(), 0));
        QVERIFY(ErrorArguments::text(finished.first(), 0).contains(QLatin1String("URL")));
    }

    void cancelStopsAtOnce()
    {
        Fixture::SilentServer silent;
        QObject owner;
        VersionHistoryFetch *history = fetch(silent.provider(), QStringLiteral("tool"), &owner);
        QSignalSpy finished(history, &VersionHistoryFetch::finished);
        history->start();
        QTRY_COMPARE(silent.connections(), 1);
        history->cancel();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(ErrorArguments::error(finished.first(), 0)->code(), Error::Code::Cancelled);
        QCOMPARE(ErrorArguments::text(finished.first(), 0), QStringLiteral("cancelled"));
        history->cancel();
        QCOMPARE(finished.size(), 1);
        // The request was aborted: the server sees its connection close.
        QTRY_VERIFY2(silent.allClosed(), silent.describe().constData());
    }

    void destroyingCancels()
    {
        Fixture::SilentServer silent;
        auto owner = std::make_unique<QObject>();
        VersionHistoryFetch *history
            = fetch(silent.provider(), QStringLiteral("tool"), owner.get());
        history->start();
        QTRY_COMPARE(silent.connections(), 1);
        owner.reset();
        QTRY_VERIFY2(silent.allClosed(), silent.describe().constData());
    }

    // Pages are parsed on a thread of the fetch's own: destroying the fetch
    // while one is being parsed waits for it, and nothing it posted arrives.
    void destroyingWhileParsingIsSafe()
    {
        auto server = startServer({}, synthetic(2, 40));
        for (int round = 0; round < 5; ++round) {
            auto owner = std::make_unique<QObject>();
            VersionHistoryFetch *history
                = fetch(providerFor(*server), toolIdAt(*server, 1), owner.get());
            int pagesSeen = 0;
            connect(history, &VersionHistoryFetch::progressed, history,
                    [&](int pages) { pagesSeen = pages; });
            history->start();
            // Pages arrive two versions at a time; stop somewhere in the middle,
            // with the next page requested and maybe being parsed.
            QTRY_VERIFY(pagesSeen >= 1 + round);
            owner.reset();
            QTest::qWait(50);
            QVERIFY(pagesSeen < 20);
        }
    }

    // The single-version fetch the command line and the panel share.
    void versionFetchStoresOneVersion()
    {
        auto server = startServer({}, synthetic(2, 4));
        const QString toolId = toolIdAt(*server, 1);
        VersionFetch single(m_clients.get(), m_store.get(), providerFor(*server), toolId, 2);
        QSignalSpy finished(&single, &VersionFetch::finished);
        single.start();
        QVERIFY(finished.wait(10000));
        QVERIFY2(!ErrorArguments::error(finished.first(), 0),
                 qPrintable(ErrorArguments::text(finished.first(), 0)));
        QCOMPARE(m_reader.versionNumbers(QStringLiteral("Vendor"), toolId), (QList<qint64> {2}));
    }
};

QTEST_GUILESS_MAIN(tst_VersionHistoryFetch)
#include "tst_versionhistoryfetch.moc"

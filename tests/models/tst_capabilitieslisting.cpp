// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The a2t capabilities dialect's listing against the reference provider in
// that dialect, over loopback: the capabilities file, offset pages, the group
// tree level by level, and the guards a broken server needs.

#include "client/providerauthenticator.h"
#include "filecatalog.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"
#include "sync/capabilitieslisting.h"
#include "sync/syncbudget.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QTcpServer>
#include <QUrlQuery>

#include <deque>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

std::vector<std::unique_ptr<Catalog>> bundled(const QString &slug)
{
    QString error;
    std::vector<std::unique_ptr<Catalog>> catalogs;
    catalogs.push_back(FileCatalog::load(u":/catalogs/"_s + slug, &error));
    if (!catalogs.back())
        qFatal("%s", qPrintable(error));
    return catalogs;
}

// A port on loopback for `server`: bind() works on every Qt 6, while
// QHttpServer::listen() is gone in 6.8.
quint16 listen(QHttpServer &server)
{
    auto *tcp = new QTcpServer(&server);
    if (!tcp->listen(QHostAddress::LocalHost, 0))
        qFatal("cannot listen");
    server.bind(tcp);
    return tcp->serverPort();
}

struct Result
{
    QStringList keys;
    QHash<QString, QStringList> groupPaths;
    int pages = 0;
    std::optional<qint64> toolsExpected;
    ListingScope scope;
    QStringList notes;
    std::optional<Error> error;
    bool finished = false;
};

} // namespace

class tst_CapabilitiesListing : public QObject
{
    Q_OBJECT

    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderAuthenticator> m_authenticator;
    std::deque<SyncBudget> m_budgets;

    struct Options
    {
        int pageLimit = 100;
        qint64 maxTools = SyncLimits().maxTools;
        // What the catalog keeps, and the groups to read alone.
        QList<CatalogGroup> known;
        QStringList only;
    };

    Result list(const QUrl &base, int pageLimit = 100)
    {
        return list(base, Options {pageLimit, SyncLimits().maxTools, {}, {}});
    }

    Result list(const QUrl &base, const Options &options)
    {
        SyncLimits limits;
        limits.pageLimit = options.pageLimit;
        limits.maxTools = options.maxTools;
        SyncBudget &budget = m_budgets.emplace_back(limits);
        budget.start();
        CapabilitiesListing listing(u"Provider"_s, base, m_authenticator.get(), m_network.get(),
                                    &budget);
        listing.setGroups(options.known, options.only);
        Result result;
        connect(&listing, &ToolListing::page, &listing, [&result](const DialectPage &page, qint64) {
            for (const DialectTool &entry : page.tools) {
                result.keys.append(entry.tool.key.nativeId);
                result.groupPaths.insert(entry.tool.key.nativeId, entry.tool.groupPath);
            }
        });
        connect(&listing, &ToolListing::finished, &listing,
                [&result](const std::optional<Error> &error) {
                    result.error = error;
                    result.finished = true;
                });
        listing.start();
        if (!QTest::qWaitFor([&result] { return result.finished; }, 20000))
            qFatal("the listing did not finish");
        result.pages = listing.pagesRead();
        result.toolsExpected = listing.toolsExpected();
        result.scope = listing.scope();
        result.notes = listing.notes();
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials = std::make_unique<CredentialStore>(u"Toolshelf tst_capabilitieslisting"_s);
        Provider provider;
        provider.name = u"Provider"_s;
        provider.baseUrl = QUrl(u"http://127.0.0.1"_s);
        m_authenticator = std::make_unique<ProviderAuthenticator>(provider, m_credentials.get(),
                                                                  m_network.get());
    }

    // Without groups: every tool, by offset, the server's limit honoured
    // (asked for 100, answered 2 at a time).
    void pagesByOffset()
    {
        ProviderConfig config;
        config.dialect = ProviderConfig::Dialect::A2tCapabilities;
        config.capabilities.groups = false;
        config.maxPageLimit = 2;
        auto server = Fixture::startServer(config, bundled(u"skycast-weather"_s));
        const Result result = list(server->baseUrl(0));
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.keys.size(), 5);
        QCOMPARE(result.pages, 3);
        // Progress counts against the server's total.
        QCOMPARE(result.toolsExpected, std::optional<qint64>(5));
        QVERIFY(result.keys.contains(u"lookup_weather_by_city"_s));
    }

    // With groups: the tree level by level, each group's tools keyed by the
    // group and filed under its path of names; endpoints where the file says.
    void readsTheGroupTree()
    {
        ProviderConfig config;
        config.dialect = ProviderConfig::Dialect::A2tCapabilities;
        config.root = u"/v1"_s;
        config.capabilities.toolsPath = u"/api/tool-list"_s;
        config.maxPageLimit = 1;
        auto server = Fixture::startServer(config, bundled(u"skycast-weather"_s));
        const Result result = list(server->baseUrl(0));
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.keys.size(), 5);
        // The top level's total and each group's, added up as they were met.
        QCOMPARE(result.toolsExpected, std::optional<qint64>(5));
        QVERIFY2(result.keys.contains(u"weather/forecast/get_forecast_by_city"_s),
                 qPrintable(result.keys.join(u", ")));
        QCOMPARE(result.groupPaths.value(u"weather/forecast/get_forecast_by_city"_s),
                 (QStringList {u"Weather"_s, u"Forecast"_s}));
    }

    // Read whole, the tree comes with every group's path and count, and
    // every tool of the provider is covered.
    void aWholeListingCoversEveryTool()
    {
        ProviderConfig config;
        config.dialect = ProviderConfig::Dialect::A2tCapabilities;
        auto server = Fixture::startServer(config, bundled(u"skycast-weather"_s));
        const Result result = list(server->baseUrl(0));
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QVERIFY(!result.scope.groups);
        QVERIFY(result.scope.tree);
        QVERIFY(result.notes.isEmpty());
        const QList<CatalogGroup> &tree = *result.scope.tree;
        QVERIFY(tree.size() > 2);
        // The top level first, as read.
        QCOMPARE(tree.first().parentId, QString());
        const auto forecast = std::find_if(tree.begin(), tree.end(), [](const CatalogGroup &g) {
            return g.id == u"weather/forecast"_s;
        });
        QVERIFY(forecast != tree.end());
        QCOMPARE(forecast->parentId, u"weather"_s);
        QCOMPARE(forecast->path, (QStringList {u"Weather"_s, u"Forecast"_s}));
        QVERIFY(forecast->toolCount.value_or(0) > 0);
    }

    // More tools than a sync reads, with groups and search: a marketplace.
    // Its tree and top-level tools are read, and the groups the catalog
    // holds already; the scope says so, and a note tells the user why.
    void aMarketplaceIsReadInPart()
    {
        ProviderConfig config;
        config.dialect = ProviderConfig::Dialect::A2tCapabilities;
        auto server = Fixture::startServer(config, bundled(u"skycast-weather"_s));
        Result result = list(server->baseUrl(0), Options {100, 2, {}, {}});
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        for (const QString &key : std::as_const(result.keys))
            QVERIFY2(!key.contains(u'/'), qPrintable(key));
        QCOMPARE(result.scope.groups, std::optional<QStringList>(QStringList {QString()}));
        QVERIFY(result.scope.tree);
        QVERIFY(result.scope.tree->size() > 2);
        QCOMPARE(result.notes.size(), 1);
        QVERIFY2(result.notes.first().contains(u"more than the 2"_s),
                 qPrintable(result.notes.first()));

        // The group opened before is read again with the top level.
        QList<CatalogGroup> known = *result.scope.tree;
        for (CatalogGroup &group : known) {
            if (group.id == u"weather/forecast"_s)
                group.loadedAt = QDateTime::currentDateTimeUtc();
        }
        result = list(server->baseUrl(0), Options {100, 2, known, {}});
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.scope.groups,
                 std::optional<QStringList>(QStringList {QString(), u"weather/forecast"_s}));
        QVERIFY2(result.keys.contains(u"weather/forecast/get_forecast_by_city"_s),
                 qPrintable(result.keys.join(u", ")));
        for (const QString &key : std::as_const(result.keys))
            QVERIFY2(!key.contains(u'/') || key.startsWith(u"weather/forecast/"_s),
                     qPrintable(key));

        // Without search it cannot be browsed in part: it is read whole.
        config.capabilities.search = false;
        auto plain = Fixture::startServer(config, bundled(u"skycast-weather"_s));
        result = list(plain->baseUrl(0), Options {100, 2, {}, {}});
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QVERIFY(!result.scope.groups);
        QCOMPARE(result.keys.size(), 5);
    }

    // A group opened: its tools alone, filed where the catalog's tree says,
    // and nothing else covered; no tree is read.
    void aGroupIsReadAlone()
    {
        ProviderConfig config;
        config.dialect = ProviderConfig::Dialect::A2tCapabilities;
        auto server = Fixture::startServer(config, bundled(u"skycast-weather"_s));
        const Result whole = list(server->baseUrl(0));
        QVERIFY(whole.scope.tree);
        Result result = list(server->baseUrl(0),
                             Options {100, 2, *whole.scope.tree, {u"weather/forecast"_s}});
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QVERIFY(!result.keys.isEmpty());
        for (const QString &key : std::as_const(result.keys)) {
            QVERIFY2(key.startsWith(u"weather/forecast/"_s), qPrintable(key));
            QCOMPARE(result.groupPaths.value(key), (QStringList {u"Weather"_s, u"Forecast"_s}));
        }
        QCOMPARE(result.scope.groups,
                 std::optional<QStringList>(QStringList {u"weather/forecast"_s}));
        QVERIFY(!result.scope.tree);

        // A group the catalog does not know cannot be filed: said, not read.
        result = list(server->baseUrl(0), Options {100, 2, *whole.scope.tree, {u"nowhere"_s}});
        QVERIFY(result.error);
        QVERIFY2(result.error->text().contains(u"nowhere"_s), qPrintable(result.error->text()));
        QVERIFY(result.keys.isEmpty());
    }

    // A server that sends the same page whatever offset is asked.
    void aRepeatedPageStops()
    {
        QHttpServer server;
        const QByteArray capabilities = "{\"features\": {\"groups\": false}}";
        const QByteArray page
            = "{\"tools\": [{\"name\": \"a\", \"description\": \"x\", \"input_schema\": {\"type\": "
              "\"object\"}}], \"total\": 3, \"offset\": 0}";
        server.route(u"/.well-known/a2t-capabilities.json"_s,
                     [capabilities] { return capabilities; });
        server.route(u"/tools"_s, [page] { return page; });
        const quint16 port = listen(server);
        const Result result = list(QUrl(u"http://127.0.0.1:%1"_s.arg(port)));
        QVERIFY(result.error);
        QCOMPARE(result.error->code(), Error::Code::Malformed);
        QVERIFY2(result.error->text().contains(u"a second time"_s),
                 qPrintable(result.error->text()));
        QCOMPARE(result.keys, QStringList {u"a"_s});
    }

    // The list grew while it was read: the sync fails, naming the cause.
    void aTotalThatChangesFails()
    {
        QHttpServer server;
        int calls = 0;
        server.route(u"/.well-known/a2t-capabilities.json"_s, [] { return QByteArray("{}"); });
        server.route(u"/tools"_s, [&calls](const QHttpServerRequest &request) -> QByteArray {
            const QString offset = QUrlQuery(request.url()).queryItemValue(u"offset"_s);
            ++calls;
            return QByteArray("{\"tools\": [{\"name\": \"t") + offset.toLatin1()
                + "\", \"input_schema\": {\"type\": \"object\"}}], \"offset\": " + offset.toLatin1()
                + ", \"total\": " + QByteArray::number(2 + calls) + "}";
        });
        const quint16 port = listen(server);
        const Result result = list(QUrl(u"http://127.0.0.1:%1"_s.arg(port)));
        QVERIFY(result.error);
        QVERIFY2(result.error->text().contains(u"total changed from 3 to 4"_s),
                 qPrintable(result.error->text()));
    }

    // Parents that go round: the tree ends there instead of for ever.
    void aGroupCycleFails()
    {
        QHttpServer server;
        server.route(u"/.well-known/a2t-capabilities.json"_s,
                     [] { return QByteArray("{\"features\": {\"groups\": true}}"); });
        server.route(u"/tools"_s, [] { return QByteArray("{\"tools\": [], \"total\": 0}"); });
        // Every group, whatever parent is asked for: a under b, b under a.
        server.route(u"/groups"_s, [] {
            return QByteArray("{\"groups\": [{\"id\": \"a\", \"parent_id\": \"b\"}, "
                              "{\"id\": \"b\", \"parent_id\": \"a\"}], \"total\": 2}");
        });
        const quint16 port = listen(server);
        const Result result = list(QUrl(u"http://127.0.0.1:%1"_s.arg(port)));
        QVERIFY(result.error);
        QVERIFY2(result.error->text().contains(u"go round"_s), qPrintable(result.error->text()));
        // Named by the page that said it, not by the list read next.
        QVERIFY2(result.error->text().contains(u"/groups?"_s), qPrintable(result.error->text()));
    }

    // Refused before a tool is asked for: credentials stay on the origin.
    void endpointsOnAnotherOriginAreRefused()
    {
        QHttpServer server;
        server.route(u"/.well-known/a2t-capabilities.json"_s, [] {
            return QByteArray("{\"endpoints\": {\"tools\": \"http://127.0.0.2:9/tools\"}}");
        });
        const quint16 port = listen(server);
        const Result result = list(QUrl(u"http://127.0.0.1:%1"_s.arg(port)));
        QVERIFY(result.error);
        QVERIFY2(result.error->text().contains(u"another origin"_s),
                 qPrintable(result.error->text()));
        QVERIFY(result.keys.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_CapabilitiesListing)
#include "tst_capabilitieslisting.moc"

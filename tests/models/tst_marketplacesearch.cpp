// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The providers' own search against the reference provider in seed 003's
// a2t over loopback, sifted against a real catalog: what the catalog holds
// is left out, groups come with whether their tools are read, a provider
// without search says so, and one of another dialect is not asked.

#include "catalog/catalogstore.h"
#include "client/providerclients.h"
#include "filecatalog.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"
#include "sync/marketplacesearch.h"
#include "sync/syncengine.h"

#include <QHttpServer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

std::vector<std::unique_ptr<Catalog>> skycast()
{
    QString error;
    std::vector<std::unique_ptr<Catalog>> catalogs;
    catalogs.push_back(FileCatalog::load(u":/catalogs/skycast-weather"_s, &error));
    if (!catalogs.back())
        qFatal("%s", qPrintable(error));
    return catalogs;
}

} // namespace

class tst_MarketplaceSearch : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;
    std::unique_ptr<CatalogStore> m_store;

    Provider provider(const QUrl &base)
    {
        Provider skycast;
        skycast.name = u"Skycast"_s;
        skycast.baseUrl = base;
        skycast.dialect = u"a2t-capabilities"_s;
        return skycast;
    }

    QList<MarketplaceSearch::Finding> search(const QList<Provider> &providers, const QString &query)
    {
        MarketplaceSearch search(m_clients.get(), m_store.get());
        QSignalSpy finished(&search, &MarketplaceSearch::finished);
        search.start(providers, query, 20);
        if (!finished.wait(20000))
            qFatal("the search did not finish");
        if (finished.first().at(0).toString() != query)
            qFatal("answered another query");
        return finished.first().at(1).value<QList<MarketplaceSearch::Finding>>();
    }

    bool sync(const Provider &provider)
    {
        SyncEngine engine(m_clients.get(), m_store.get());
        QSignalSpy finished(&engine, &SyncEngine::providerFinished);
        engine.sync({provider});
        return finished.wait(20000) && !finished.first().at(2).value<std::optional<Error>>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<QList<MarketplaceSearch::Finding>>();
        qRegisterMetaType<std::optional<Error>>();
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials = std::make_unique<CredentialStore>(u"Toolshelf tst_marketplacesearch"_s);
        m_clients = std::make_unique<ProviderClients>(m_credentials.get(), m_network.get());
    }

    void init()
    {
        static int catalogs = 0;
        m_store = std::make_unique<CatalogStore>();
        QString error;
        QVERIFY2(m_store->open(m_dir.filePath(u"catalog%1.sqlite"_s.arg(++catalogs)), &error),
                 qPrintable(error));
    }

    void cleanup() { m_store.reset(); }

    // Top-level tools: found while the catalog lacks them, left out once
    // it holds them.
    void toolsTheCatalogLacks()
    {
        ProviderConfig config = Fixture::capabilitiesConfig();
        config.capabilities.groups = false;
        auto server = Fixture::startServer(config, skycast());
        const Provider skycast = provider(server->baseUrl(0));
        QList<MarketplaceSearch::Finding> found = search({skycast}, u"weather"_s);
        QCOMPARE(found.size(), 1);
        QVERIFY(!found.first().error);
        QStringList names;
        for (const DialectTool &tool : found.first().tools)
            names.append(tool.tool.name);
        QVERIFY2(names.contains(u"lookup_weather_by_city"_s), qPrintable(names.join(u", ")));
        QCOMPARE(found.first().toolTotal, names.size());

        QVERIFY(sync(skycast));
        found = search({skycast}, u"weather"_s);
        QCOMPARE(found.size(), 1);
        QVERIFY(found.first().tools.isEmpty());
        // The server still counts them.
        QCOMPARE(found.first().toolTotal, names.size());
    }

    // Groups at every level, and whether their tools are read.
    void groupsWithTheirReadState()
    {
        auto server = Fixture::startServer(Fixture::capabilitiesConfig(), skycast());
        const Provider skycast = provider(server->baseUrl(0));
        QList<MarketplaceSearch::Finding> found = search({skycast}, u"forecast"_s);
        QCOMPARE(found.size(), 1);
        QVERIFY(!found.first().groups.isEmpty());
        for (const CatalogGroup &group : found.first().groups)
            QVERIFY(!group.loadedAt.isValid());
        QVERIFY(sync(skycast));
        found = search({skycast}, u"forecast"_s);
        QVERIFY(!found.first().groups.isEmpty());
        for (const CatalogGroup &group : found.first().groups) {
            QVERIFY(group.loadedAt.isValid());
            // Filed under the path the catalog's tree gives it.
            QVERIFY2(group.path.size() == 2, qPrintable(group.path.join(u'/')));
        }
    }

    // A server answering far more than asked: what was asked for is kept,
    // and the totals it gave.
    void moreThanAskedIsCut()
    {
        QHttpServer server;
        server.route(u"/.well-known/a2t-capabilities.json"_s, [] {
            return QByteArray("{\"features\": {\"groups\": true, \"search\": true}}");
        });
        QJsonArray tools;
        QJsonArray groups;
        for (int i = 0; i < 500; ++i) {
            tools.append(QJsonObject {{u"name"_s, u"tool_%1"_s.arg(i)},
                                      {u"description"_s, u"A tool."_s},
                                      {u"input_schema"_s, QJsonObject {{u"type"_s, u"object"_s}}}});
            groups.append(QJsonObject {{u"id"_s, u"g%1"_s.arg(i)}, {u"name"_s, u"G %1"_s.arg(i)}});
        }
        const QByteArray toolPage
            = QJsonDocument(
                  QJsonObject {{u"tools"_s, tools}, {u"total"_s, 100000}, {u"offset"_s, 0}})
                  .toJson(QJsonDocument::Compact);
        const QByteArray groupPage
            = QJsonDocument(
                  QJsonObject {{u"groups"_s, groups}, {u"total"_s, 7000}, {u"offset"_s, 0}})
                  .toJson(QJsonDocument::Compact);
        server.route(u"/tools"_s, [toolPage] { return toolPage; });
        server.route(u"/groups"_s, [groupPage] { return groupPage; });
        auto *tcp = new QTcpServer(&server);
        QVERIFY(tcp->listen(QHostAddress::LocalHost, 0));
        server.bind(tcp);
        const QList<MarketplaceSearch::Finding> found
            = search({provider(QUrl(u"http://127.0.0.1:%1"_s.arg(tcp->serverPort())))}, u"x"_s);
        QCOMPARE(found.size(), 1);
        QVERIFY(!found.first().error);
        QCOMPARE(found.first().tools.size(), 20);
        QCOMPARE(found.first().groups.size(), 20);
        QCOMPARE(found.first().toolTotal, 100000);
        QCOMPARE(found.first().groupTotal, 7000);
    }

    // Said, not guessed: a provider offering no search, and nothing asked of
    // a provider of another dialect.
    void whatCannotBeAsked()
    {
        ProviderConfig config = Fixture::capabilitiesConfig();
        config.capabilities.search = false;
        auto server = Fixture::startServer(config, skycast());
        QList<MarketplaceSearch::Finding> found
            = search({provider(server->baseUrl(0))}, u"weather"_s);
        QCOMPARE(found.size(), 1);
        QVERIFY(found.first().error);
        QVERIFY2(found.first().error->text().contains(u"no search"_s),
                 qPrintable(found.first().error->text()));
        Provider a2t = provider(server->baseUrl(0));
        a2t.dialect = u"a2t"_s;
        QVERIFY(search({a2t}, u"weather"_s).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_MarketplaceSearch)
#include "tst_marketplacesearch.moc"

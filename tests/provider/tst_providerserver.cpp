// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pagecursor.h"
#include "providerfixture.h"
#include "syntheticcatalog.h"

#include <QElapsedTimer>
#include <QTcpSocket>

using namespace Toolshelf;
using namespace Fixture;

namespace {

std::vector<std::unique_ptr<Catalog>> synthetic(qsizetype tools)
{
    std::vector<std::unique_ptr<Catalog>> catalogs;
    catalogs.push_back(std::make_unique<SyntheticCatalog>(tools, 5, 2, 42));
    return catalogs;
}

QByteArray invocation(const QString &tool, const QJsonArray &inputs)
{
    return QJsonDocument(QJsonObject {{QStringLiteral("name"), tool},
                                      {QStringLiteral("input_parameters"), inputs}})
        .toJson(QJsonDocument::Compact);
}

QJsonObject input(const QString &name, const QJsonValue &value)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("value"), value}};
}

// Sends a raw request whose reply the server delays. The server runs on this
// thread, so the wait lets it read the request before the caller goes on.
void sendDelayedRequest(QTcpSocket &client, const ProviderServer &server, const QByteArray &path)
{
    client.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(client.waitForConnected(5000));
    client.write("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    QVERIFY(client.waitForBytesWritten(5000));
    QTest::qWait(100);
    QCOMPARE(client.bytesAvailable(), 0);
}

// A client that is cancelled or times out: it goes before the reply is due.
void requestAndLeave(const ProviderServer &server, const QByteArray &path, bool abort)
{
    QTcpSocket client;
    sendDelayedRequest(client, server, path);
    if (abort)
        client.abort();
    else
        client.disconnectFromHost();
}

} // namespace

class tst_ProviderServer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Http m_http;

private Q_SLOTS:
    // --- enumeration (draft 6.1-6.3) ---------------------------------------

    void listsCurrentVersions()
    {
        auto server = startServer({}, demoCatalog(m_dir));
        const Response r = m_http.get(at(*server, QStringLiteral("/tools")));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.header("Content-Type"), QByteArray("application/json"));
        const QJsonArray items = r.json().value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 2);
        // Stable order by name; the current version of each tool.
        QCOMPARE(items.at(0)[QStringLiteral("name")].toString(),
                 QStringLiteral("lookup_weather_by_city"));
        QCOMPARE(items.at(0)[QStringLiteral("version")].toInt(), 2);
        QCOMPARE(items.at(1)[QStringLiteral("name")].toString(), QStringLiteral("search_flights"));
        // The catalog's own notes are not published.
        QVERIFY(!items.at(0).toObject().contains(QStringLiteral("x-behaviour")));
        QVERIFY(!r.json()[QStringLiteral("paging")].toObject().contains(QStringLiteral("next")));
    }

    void getsOneTool()
    {
        auto server = startServer({}, demoCatalog(m_dir));
        const Response r = m_http.get(at(*server, QStringLiteral("/tools/") + WeatherId));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json()[QStringLiteral("version")].toInt(), 2);
        QCOMPARE(r.json()[QStringLiteral("currentVersion")].toInt(), 2);
        QCOMPARE(
            m_http.get(at(*server, QStringLiteral("/tools/00000000-0000-4000-8000-000000000000")))
                .status,
            404);
    }

    void listsVersionsNewestFirst()
    {
        auto server = startServer({}, demoCatalog(m_dir));
        const Response all
            = m_http.get(at(*server, QStringLiteral("/tools/%1/versions").arg(WeatherId)));
        QCOMPARE(all.status, 200);
        const QJsonArray items = all.json()[QStringLiteral("items")].toArray();
        QCOMPARE(items.size(), 2);
        QCOMPARE(items.at(0)[QStringLiteral("version")].toInt(), 2);
        QCOMPARE(items.at(1)[QStringLiteral("version")].toInt(), 1);

        const Response paged = m_http.get(
            at(*server, QStringLiteral("/tools/%1/versions?pageLimit=1").arg(WeatherId)));
        const QString next
            = paged.json()[QStringLiteral("paging")][QStringLiteral("next")].toString();
        QVERIFY(!next.isEmpty());
        const Response second = m_http.get(at(
            *server,
            QStringLiteral("/tools/%1/versions?pageLimit=1&pageCursor=%2").arg(WeatherId, next)));
        QCOMPARE(second.json()[QStringLiteral("items")][0][QStringLiteral("version")].toInt(), 1);
    }

    void getsOneVersion_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("status");
        QTest::newRow("1") << QStringLiteral("1") << 200;
        QTest::newRow("2") << QStringLiteral("2") << 200;
        QTest::newRow("3") << QStringLiteral("3") << 404;
        QTest::newRow("0") << QStringLiteral("0") << 404;
        QTest::newRow("word") << QStringLiteral("latest") << 404;
    }

    void getsOneVersion()
    {
        QFETCH(QString, version);
        QFETCH(int, status);
        auto server = startServer({}, demoCatalog(m_dir));
        const Response r = m_http.get(
            at(*server, QStringLiteral("/tools/%1/versions/%2").arg(WeatherId, version)));
        QCOMPARE(r.status, status);
        if (status == 200)
            QCOMPARE(QString::number(r.json()[QStringLiteral("version")].toInt()), version);
        else
            QVERIFY(
                !r.json()[QStringLiteral("error")][QStringLiteral("message")].toString().isEmpty());
    }

    void servesUnderARoot()
    {
        ProviderConfig config;
        config.root = QStringLiteral("/v1");
        auto server = startServer(config, demoCatalog(m_dir));
        QVERIFY(server->baseUrl(0).path() == QStringLiteral("/v1"));
        QCOMPARE(m_http.get(at(*server, QStringLiteral("/tools"))).status, 200);
        QUrl bare = server->baseUrl(0);
        bare.setPath(QStringLiteral("/tools"));
        QCOMPARE(m_http.get(bare).status, 404);
    }

    void servesSeveralCatalogsBySlug()
    {
        auto catalogs = demoCatalog(m_dir);
        catalogs.push_back(std::make_unique<SyntheticCatalog>(3, 2, 1, 7));
        auto server = startServer({}, std::move(catalogs));
        QVERIFY(server->baseUrl(0).path().endsWith(QLatin1String("/demo")));
        QVERIFY(server->baseUrl(1).path().endsWith(QLatin1String("/synthetic")));
        QCOMPARE(m_http.get(at(*server, QStringLiteral("/tools"), 0))
                     .json()[QStringLiteral("items")]
                     .toArray()
                     .size(),
                 2);
        QCOMPARE(m_http.get(at(*server, QStringLiteral("/tools"), 1))
                     .json()[QStringLiteral("items")]
                     .toArray()
                     .size(),
                 3);
    }

    void rejectsWrongMethods()
    {
        auto server = startServer({}, demoCatalog(m_dir));
        QCOMPARE(m_http.post(at(*server, QStringLiteral("/tools")), "{}").status, 405);
        QCOMPARE(m_http.get(at(*server, QStringLiteral("/tools/%1:invoke").arg(WeatherId))).status,
                 405);
    }

    // --- pagination (draft 6.4) -------------------------------------------

    void paginationEdges_data()
    {
        QTest::addColumn<int>("tools");
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("items");
        QTest::addColumn<int>("pageLimit");
        QTest::addColumn<bool>("hasNext");
        QTest::newRow("empty catalog") << 0 << QString() << 200 << 0 << 50 << false;
        QTest::newRow("exactly one page")
            << 10 << QStringLiteral("pageLimit=10") << 200 << 10 << 10 << false;
        QTest::newRow("one more than a page")
            << 11 << QStringLiteral("pageLimit=10") << 200 << 10 << 10 << true;
        QTest::newRow("limit above the maximum")
            << 300 << QStringLiteral("pageLimit=5000") << 200 << 100 << 100 << true;
        QTest::newRow("default limit") << 300 << QString() << 200 << 50 << 50 << true;
        QTest::newRow("zero limit")
            << 10 << QStringLiteral("pageLimit=0") << 400 << 0 << 0 << false;
        QTest::newRow("word limit")
            << 10 << QStringLiteral("pageLimit=many") << 400 << 0 << 0 << false;
        QTest::newRow("garbage cursor")
            << 10 << QStringLiteral("pageCursor=%%%") << 400 << 0 << 0 << false;
        QTest::newRow("forged cursor")
            << 10 << QStringLiteral("pageCursor=djF8dG9vbHN8LTU") << 400 << 0 << 0 << false;
        QTest::newRow("cursor of another listing")
            << 10
            << QStringLiteral("pageCursor=") + PageCursor::encode(QStringLiteral("versions/x"), 2)
            << 400 << 0 << 0 << false;
        QTest::newRow("cursor past the end")
            << 10 << QStringLiteral("pageCursor=") + PageCursor::encode(QStringLiteral("tools"), 50)
            << 200 << 0 << 50 << false;
    }

    void paginationEdges()
    {
        QFETCH(int, tools);
        QFETCH(QString, query);
        QFETCH(int, status);
        QFETCH(int, items);
        QFETCH(int, pageLimit);
        QFETCH(bool, hasNext);
        auto server = startServer({}, synthetic(tools));
        const Response r = m_http.get(at(*server, QStringLiteral("/tools?") + query));
        QCOMPARE(r.status, status);
        if (status != 200) {
            QVERIFY(
                !r.json()[QStringLiteral("error")][QStringLiteral("code")].toString().isEmpty());
            return;
        }
        QCOMPARE(r.json()[QStringLiteral("items")].toArray().size(), items);
        const QJsonObject paging = r.json()[QStringLiteral("paging")].toObject();
        QCOMPARE(paging[QStringLiteral("pageLimit")].toInt(), pageLimit);
        QCOMPARE(paging.contains(QStringLiteral("next")), hasNext);
    }

    // Following `next` visits every tool exactly once.
    void walksEveryPage()
    {
        auto server = startServer({}, synthetic(257));
        QSet<QString> seen;
        QString cursor;
        int pages = 0;
        do {
            QString query = QStringLiteral("/tools?pageLimit=40");
            if (!cursor.isEmpty())
                query += QStringLiteral("&pageCursor=") + cursor;
            const Response r = m_http.get(at(*server, query));
            QCOMPARE(r.status, 200);
            for (const QJsonValue &item : r.json()[QStringLiteral("items")].toArray()) {
                const QString toolId = item[QStringLiteral("toolId")].toString();
                QVERIFY(!seen.contains(toolId));
                seen.insert(toolId);
            }
            cursor = r.json()[QStringLiteral("paging")][QStringLiteral("next")].toString();
            ++pages;
        } while (!cursor.isEmpty() && pages < 100);
        QCOMPARE(seen.size(), 257);
        QCOMPARE(pages, 7);
    }

    // --- invocation (draft 7) ---------------------------------------------

    void invokesWithTheScriptedBehaviour_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QJsonArray>("outputs");
        const QString weather = QStringLiteral("lookup_weather_by_city");
        QTest::newRow("current version, matching case")
            << QStringLiteral("/tools/%1:invoke").arg(WeatherId)
            << invocation(weather, {input(QStringLiteral("City"), QStringLiteral("Boston"))})
            << QJsonArray {
                   QJsonObject {{QStringLiteral("name"), QStringLiteral("Temperature")},
                                {QStringLiteral("value"), 21}},
                   QJsonObject {{QStringLiteral("name"), QStringLiteral("Summary")},
                                {QStringLiteral("value"), QStringLiteral("Sunny in Boston")}}};
        QTest::newRow("current version, default")
            << QStringLiteral("/tools/%1:invoke").arg(WeatherId)
            << invocation(weather,
                          {input(QStringLiteral("City"), QStringLiteral("Omaha")),
                           input(QStringLiteral("Units"), QStringLiteral("CELSIUS"))})
            << QJsonArray {
                   QJsonObject {{QStringLiteral("name"), QStringLiteral("Temperature")},
                                {QStringLiteral("value"), 15}},
                   QJsonObject {{QStringLiteral("name"), QStringLiteral("Summary")},
                                {QStringLiteral("value"), QStringLiteral("Cloudy in Omaha")}}};
        QTest::newRow("pinned version 1 has one output")
            << QStringLiteral("/tools/%1/versions/1:invoke").arg(WeatherId)
            << invocation(weather, {input(QStringLiteral("City"), QStringLiteral("Boston"))})
            << QJsonArray {QJsonObject {{QStringLiteral("name"), QStringLiteral("Temperature")},
                                        {QStringLiteral("value"), 21}}};
    }

    void invokesWithTheScriptedBehaviour()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        QFETCH(QJsonArray, outputs);
        auto server = startServer({}, demoCatalog(m_dir));
        const Response r = m_http.post(at(*server, path), body);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json()[QStringLiteral("output_parameters")].toArray(), outputs);
    }

    void validatesInvocations_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("parameter");
        const QString weather = QStringLiteral("lookup_weather_by_city");
        const QString flights = QStringLiteral("search_flights");
        const QString weatherPath = QStringLiteral("/tools/%1:invoke").arg(WeatherId);
        const QString flightsPath = QStringLiteral("/tools/%1:invoke").arg(FlightsId);
        const QJsonObject economy
            = input(QStringLiteral("Flight Class"), QStringLiteral("ECONOMY"));
        QTest::newRow("malformed body") << weatherPath << QByteArray("{\"name\": ")
                                        << QStringLiteral("malformed_request") << QString();
        QTest::newRow("duplicate keys")
            << weatherPath << QByteArray("{\"name\": \"a\", \"name\": \"b\"}")
            << QStringLiteral("malformed_request") << QString();
        QTest::newRow("wrong tool name")
            << weatherPath << invocation(flights, {}) << QStringLiteral("wrong_tool") << QString();
        QTest::newRow("missing required")
            << weatherPath << invocation(weather, {}) << QStringLiteral("missing_input")
            << QStringLiteral("City");
        QTest::newRow("unknown input")
            << weatherPath
            << invocation(weather,
                          {input(QStringLiteral("City"), QStringLiteral("x")),
                           input(QStringLiteral("Country"), QStringLiteral("US"))})
            << QStringLiteral("unknown_input") << QStringLiteral("Country");
        QTest::newRow("input given twice")
            << weatherPath
            << invocation(weather,
                          {input(QStringLiteral("City"), QStringLiteral("x")),
                           input(QStringLiteral("City"), QStringLiteral("y"))})
            << QStringLiteral("duplicate_input") << QStringLiteral("City");
        QTest::newRow("string given a number")
            << weatherPath << invocation(weather, {input(QStringLiteral("City"), 5)})
            << QStringLiteral("invalid_type") << QStringLiteral("City");
        QTest::newRow("enum value not allowed")
            << flightsPath
            << invocation(flights,
                          {input(QStringLiteral("Flight Class"), QStringLiteral("COACH")),
                           input(QStringLiteral("Passengers"), 1)})
            << QStringLiteral("value_not_allowed") << QStringLiteral("Flight Class");
        QTest::newRow("int above max")
            << flightsPath
            << invocation(flights, {economy, input(QStringLiteral("Passengers"), 10)})
            << QStringLiteral("out_of_range") << QStringLiteral("Passengers");
        QTest::newRow("int with a fraction")
            << flightsPath
            << invocation(flights, {economy, input(QStringLiteral("Passengers"), 1.5)})
            << QStringLiteral("invalid_type") << QStringLiteral("Passengers");
        QTest::newRow("boolean given a string")
            << flightsPath
            << invocation(flights,
                          {economy, input(QStringLiteral("Passengers"), 2),
                           input(QStringLiteral("Direct Only"), QStringLiteral("yes"))})
            << QStringLiteral("invalid_type") << QStringLiteral("Direct Only");
        QTest::newRow("optional input unknown to version 1")
            << QStringLiteral("/tools/%1/versions/1:invoke").arg(WeatherId)
            << invocation(weather,
                          {input(QStringLiteral("City"), QStringLiteral("x")),
                           input(QStringLiteral("Units"), QStringLiteral("CELSIUS"))})
            << QStringLiteral("unknown_input") << QStringLiteral("Units");
    }

    void validatesInvocations()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        QFETCH(QString, code);
        QFETCH(QString, parameter);
        auto server = startServer({}, demoCatalog(m_dir));
        const Response r = m_http.post(at(*server, path), body);
        QCOMPARE(r.status, 400);
        const QJsonObject error = r.json()[QStringLiteral("error")].toObject();
        QCOMPARE(error[QStringLiteral("code")].toString(), code);
        QCOMPARE(error[QStringLiteral("parameter")].toString(), parameter);
        QVERIFY(!error[QStringLiteral("message")].toString().isEmpty());
    }

    void acceptsAValidFlightSearch()
    {
        auto server = startServer({}, demoCatalog(m_dir));
        const Response r = m_http.post(
            at(*server, QStringLiteral("/tools/%1:invoke").arg(FlightsId)),
            invocation(QStringLiteral("search_flights"),
                       {input(QStringLiteral("Flight Class"), QStringLiteral("BUSINESS")),
                        input(QStringLiteral("Passengers"), 9),
                        input(QStringLiteral("Direct Only"), true)}));
        QCOMPARE(r.status, 200);
        // No behaviour scripted: each output is named, with a null value.
        QCOMPARE(
            r.json()[QStringLiteral("output_parameters")][0][QStringLiteral("name")].toString(),
            QStringLiteral("Offers"));
    }

    // --- faults -----------------------------------------------------------

    void latencyDelaysResponses()
    {
        ProviderConfig config;
        config.faults.latencyMs = 300;
        auto server = startServer(config, demoCatalog(m_dir));
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(m_http.get(at(*server, QStringLiteral("/tools"))).status, 200);
        QVERIFY(timer.elapsed() >= 290);
    }

    void survivesClientsThatLeaveBeforeALateReply()
    {
        ProviderConfig config;
        config.faults.latencyMs = 300;
        auto server = startServer(config, demoCatalog(m_dir));
        // Both ways a client can go: a reset and an orderly close.
        for (const bool abort : {true, false}) {
            requestAndLeave(*server, "/tools", abort);
            requestAndLeave(*server, "/tools/" + WeatherId.toUtf8(), abort);
        }
        // Every late reply is due now; the server must still be there to answer.
        QTest::qWait(400);
        QCOMPARE(m_http.get(at(*server, QStringLiteral("/tools"))).status, 200);
    }

    void goesAwayWithRepliesStillDelayed()
    {
        ProviderConfig config;
        config.faults.latencyMs = 300;
        auto server = startServer(config, demoCatalog(m_dir));
        QTcpSocket client;
        sendDelayedRequest(client, *server, "/tools");
        // The held reply must be released with the server, not when its timer was due.
        server.reset();
        QTRY_COMPARE(client.state(), QAbstractSocket::UnconnectedState);
        QTest::qWait(400);
        QCOMPARE(client.bytesAvailable(), 0);
    }

    void errorRateAnswers500()
    {
        ProviderConfig config;
        config.faults.errorRate = 1.0;
        auto server = startServer(config, demoCatalog(m_dir));
        QCOMPARE(m_http.get(at(*server, QStringLiteral("/tools"))).status, 500);
        QCOMPARE(m_http.post(at(*server, QStringLiteral("/tools/%1:invoke").arg(WeatherId)), "{}")
                     .status,
                 500);
    }

    void errorRateIsReproducible()
    {
        auto statuses = [this](quint64 seed) {
            ProviderConfig config;
            config.faults.errorRate = 0.5;
            config.faults.seed = seed;
            auto server = startServer(config, demoCatalog(m_dir));
            QList<int> result;
            for (int i = 0; i < 12; ++i)
                result.append(m_http.get(at(*server, QStringLiteral("/tools"))).status);
            return result;
        };
        const QList<int> first = statuses(3);
        QCOMPARE(statuses(3), first);
        QVERIFY(first.contains(500));
        QVERIFY(first.contains(200));
    }

    void rateLimitAnswers429WithRetryAfter()
    {
        ProviderConfig config;
        config.faults.rateLimitEvery = 2;
        config.faults.retryAfterSeconds = 7;
        auto server = startServer(config, demoCatalog(m_dir));
        QCOMPARE(m_http.get(at(*server, QStringLiteral("/tools"))).status, 200);
        const Response limited = m_http.get(at(*server, QStringLiteral("/tools")));
        QCOMPARE(limited.status, 429);
        QCOMPARE(limited.header("Retry-After"), QByteArray("7"));
        QCOMPARE(m_http.get(at(*server, QStringLiteral("/tools"))).status, 200);
    }

    void malformedPageIsCutOff()
    {
        ProviderConfig config;
        config.faults.malformedPage = 2;
        auto server = startServer(config, synthetic(30));
        const Response first = m_http.get(at(*server, QStringLiteral("/tools?pageLimit=10")));
        QVERIFY(!QJsonDocument::fromJson(first.body).isNull());
        const QString next
            = first.json()[QStringLiteral("paging")][QStringLiteral("next")].toString();
        const Response second
            = m_http.get(at(*server, QStringLiteral("/tools?pageLimit=10&pageCursor=") + next));
        QCOMPARE(second.status, 200);
        QJsonParseError error;
        QJsonDocument::fromJson(second.body, &error);
        QVERIFY(error.error != QJsonParseError::NoError);
    }

    void cursorLoopRepeatsTheCursor()
    {
        ProviderConfig config;
        config.faults.cursorLoop = true;
        auto server = startServer(config, synthetic(30));
        const QString next = m_http.get(at(*server, QStringLiteral("/tools?pageLimit=10")))
                                 .json()[QStringLiteral("paging")][QStringLiteral("next")]
                                 .toString();
        const Response second
            = m_http.get(at(*server, QStringLiteral("/tools?pageLimit=10&pageCursor=") + next));
        QCOMPARE(second.json()[QStringLiteral("paging")][QStringLiteral("next")].toString(), next);
    }

    void stalledPageNeverFinishes()
    {
        ProviderConfig config;
        config.faults.stallPage = 1;
        auto server = startServer(config, synthetic(5));
        const Response r = m_http.get(at(*server, QStringLiteral("/tools")), {}, 700);
        QCOMPARE(r.error, QNetworkReply::OperationCanceledError);
        QCOMPARE(r.status, 0);
        // Other endpoints still answer.
        QCOMPARE(
            m_http
                .get(
                    at(*server,
                       QStringLiteral("/tools/")
                           + static_cast<const SyntheticCatalog &>(server->catalog(0)).toolIdAt(0)))
                .status,
            200);
    }

    void redirectsToAnotherOrigin()
    {
        ProviderConfig config;
        config.faults.redirectTo = QUrl(QStringLiteral("http://127.0.0.2:9/"));
        auto server = startServer(config, demoCatalog(m_dir));
        const Response r = m_http.get(at(*server, QStringLiteral("/tools?pageLimit=5")));
        QCOMPARE(r.status, 302);
        QCOMPARE(r.header("Location"), QByteArray("http://127.0.0.2:9/tools?pageLimit=5"));
    }

    // --- scale ------------------------------------------------------------

    void serves100000Tools()
    {
        auto server = startServer({}, synthetic(100000));
        const auto &catalog = static_cast<const SyntheticCatalog &>(server->catalog(0));
        const Response last
            = m_http.get(at(*server,
                            QStringLiteral("/tools?pageLimit=100&pageCursor=")
                                + PageCursor::encode(QStringLiteral("tools"), 99950)));
        QCOMPARE(last.status, 200);
        QCOMPARE(last.json()[QStringLiteral("items")].toArray().size(), 50);
        QCOMPARE(last.json()[QStringLiteral("items")][49][QStringLiteral("toolId")].toString(),
                 catalog.toolIdAt(99999));
        QVERIFY(!last.json()[QStringLiteral("paging")].toObject().contains(QStringLiteral("next")));
    }
};

QTEST_GUILESS_MAIN(tst_ProviderServer)
#include "tst_providerserver.moc"

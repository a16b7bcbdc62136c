// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// PagedFetch against a loopback server that serves scripted pages and
// records every request: pages in order, cursor loops stopped after exactly
// the requests the loop needs, refused pages, cancel, hold and resume, and
// the next page asked for before its cursor's page is parsed.

#include "client/providerauthenticator.h"
#include "core/sha256.h"
#include "dialects/a2t/conformancelinter.h"
#include "net/networkservice.h"
#include "providers/credentialstore.h"
#include "signaturefixtures.h"
#include "silentserver.h"
#include "sync/pagedfetch.h"
#include "sync/syncbudget.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <QUrlQuery>

#include <deque>

using namespace Toolshelf;

namespace {

constexpr int PageLimit = 7;

// Serves GET /tools from a script: the body (and status) for each cursor,
// the empty cursor being the first page. Records the cursor and pageLimit
// of every request, in order.
class PageServer
{
public:
    PageServer()
    {
        m_server.route(QStringLiteral("/tools"),
                       [this](const QHttpServerRequest &request) { return answer(request); });
        // bind() works on every Qt 6; QHttpServer::listen() is gone in 6.8.
        auto *tcp = new QTcpServer(&m_server);
        if (!tcp->listen(QHostAddress::LocalHost, 0))
            qFatal("cannot listen");
        m_server.bind(tcp);
        m_url = QUrl(QStringLiteral("http://127.0.0.1:%1/tools").arg(tcp->serverPort()));
    }

    void serve(const QString &cursor, const QByteArray &body,
               QHttpServerResponder::StatusCode status = QHttpServerResponder::StatusCode::Ok)
    {
        m_script.insert(cursor, {body, status});
    }

    QUrl url() const { return m_url; }
    const QStringList &cursorsAsked() const { return m_cursors; }
    qsizetype requests() const { return m_cursors.size(); }
    const QStringList &pageLimitsAsked() const { return m_pageLimits; }

private:
    struct Reply
    {
        QByteArray body;
        QHttpServerResponder::StatusCode status;
    };

    QHttpServerResponse answer(const QHttpServerRequest &request)
    {
        const QUrlQuery query(request.url());
        const QString cursor
            = query.queryItemValue(QStringLiteral("pageCursor"), QUrl::FullyDecoded);
        m_cursors.append(cursor);
        m_pageLimits.append(query.queryItemValue(QStringLiteral("pageLimit")));
        const auto reply = m_script.constFind(cursor);
        if (reply == m_script.cend())
            return QHttpServerResponse(QHttpServerResponder::StatusCode::NotFound);
        return QHttpServerResponse("application/json", reply->body, reply->status);
    }

    QHttpServer m_server;
    QUrl m_url;
    QHash<QString, Reply> m_script;
    QStringList m_cursors;
    QStringList m_pageLimits;
};

// Records the cursor of every request the fetch makes, as it makes it: one
// it drops before the server has read it counts too.
class RecordingManager final : public QNetworkAccessManager
{
public:
    QStringList cursorsAsked;

protected:
    QNetworkReply *createRequest(Operation operation, const QNetworkRequest &request,
                                 QIODevice *data) override
    {
        cursorsAsked.append(QUrlQuery(request.url())
                                .queryItemValue(QStringLiteral("pageCursor"), QUrl::FullyDecoded));
        return QNetworkAccessManager::createRequest(operation, request, data);
    }
};

QJsonObject tool(const QString &name)
{
    static int count = 0;
    QJsonObject object = Fixtures::validTool();
    object.insert(
        QStringLiteral("toolId"),
        QStringLiteral("00000000-0000-4000-8000-%1").arg(++count, 12, 10, QLatin1Char('0')));
    object.insert(QStringLiteral("name"), name);
    return object;
}

// An {items, paging} page of tools with these names; `next` empty on the last.
QByteArray page(const QStringList &names, const QString &next)
{
    QJsonArray items;
    for (const QString &name : names)
        items.append(tool(name));
    QJsonObject paging {{QStringLiteral("pageLimit"), PageLimit}};
    if (!next.isEmpty())
        paging.insert(QStringLiteral("next"), next);
    return Fixtures::json(
        QJsonObject {{QStringLiteral("items"), items}, {QStringLiteral("paging"), paging}});
}

// Page i of `pages` leads to cursors[i]; the first page is asked for
// without one. Returns the bodies served.
QList<QByteArray> script(PageServer &server, const QList<QStringList> &pages,
                         const QStringList &cursors)
{
    QList<QByteArray> bodies;
    for (qsizetype i = 0; i < pages.size(); ++i) {
        bodies.append(page(pages.at(i), i < cursors.size() ? cursors.at(i) : QString()));
        server.serve(i == 0 ? QString() : cursors.at(i - 1), bodies.last());
    }
    return bodies;
}

// What a fetch delivered: each page's tool names and size, and how it ended.
struct Delivery
{
    QList<QStringList> pages;
    QList<qint64> bytes;
    int finishes = 0;
    bool ok = false;
    QString error;
    std::optional<Error> failure;
};

} // namespace

class tst_PagedFetch : public QObject
{
    Q_OBJECT

    RecordingManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    // Never read: the provider needs no credentials.
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderAuthenticator> m_authenticator;

    // Every fetch's budget, kept for the whole test: a fetch only points to its own.
    std::deque<SyncBudget> m_budgets;

    // The one place the fetch's limits are chosen.
    PagedFetch *fetch(const QUrl &url, QObject *parent, qint64 maxPages = SyncLimits().maxPages)
    {
        SyncLimits limits;
        limits.pageLimit = PageLimit;
        limits.maxPages = maxPages;
        SyncBudget &budget = m_budgets.emplace_back(limits);
        budget.start();
        return new PagedFetch(QStringLiteral("Scripted"), url, m_authenticator.get(),
                              m_network.get(), &budget, parent);
    }

    // Records what `fetch` delivers into `delivery`.
    static void record(PagedFetch *fetch, Delivery &delivery)
    {
        connect(fetch, &PagedFetch::page, fetch,
                [&delivery](const DialectPage &page, qint64 bytes) {
                    QStringList names;
                    for (const DialectTool &item : page.tools)
                        names.append(item.tool.name);
                    delivery.pages.append(names);
                    delivery.bytes.append(bytes);
                });
        connect(fetch, &PagedFetch::finished, fetch,
                [&delivery](const std::optional<Error> &error) {
                    ++delivery.finishes;
                    delivery.ok = !error;
                    delivery.error = error ? error->text() : QString();
                    delivery.failure = error;
                });
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_pagedfetch"));
        Provider provider;
        provider.name = QStringLiteral("Scripted");
        provider.baseUrl = QUrl(QStringLiteral("http://127.0.0.1"));
        m_authenticator = std::make_unique<ProviderAuthenticator>(provider, m_credentials.get(),
                                                                  m_network.get());
    }

    void init() { m_manager.cursorsAsked.clear(); }

    // A page reaches its receiver in the tool model, keyed to the provider,
    // linted by the page check where it was parsed, each finding's path the
    // tool's own, as the catalog stores it.
    void pagesArriveAsTools()
    {
        PageServer server;
        QJsonObject shouting = tool(QStringLiteral("NotSnakeCase"));
        const QByteArray body = Fixtures::json(QJsonObject {
            {QStringLiteral("items"), QJsonArray {tool(QStringLiteral("fine_tool")), shouting}},
            {QStringLiteral("paging"), QJsonObject {{QStringLiteral("pageLimit"), PageLimit}}}});
        server.serve({}, body);
        QList<DialectPage> pages;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner);
        pagedFetch->setPageCheck(
            [](ParsedDocument &page) { ConformanceLinter::lintDocument(page); });
        connect(pagedFetch, &PagedFetch::page, &owner,
                [&pages](const DialectPage &page, qint64) { pages.append(page); });
        pagedFetch->start();
        QTRY_COMPARE_WITH_TIMEOUT(pages.size(), 1, 10000);
        const QList<DialectTool> &tools = pages.first().tools;
        QCOMPARE(tools.size(), 2);
        for (const DialectTool &read : tools) {
            QCOMPARE(read.tool.key.provider, QStringLiteral("Scripted"));
            QCOMPARE(read.tool.dialect, QStringLiteral("a2t"));
            QCOMPARE(read.tool.digest, Sha256::hex(read.tool.nativeForm));
        }
        QCOMPARE(tools.at(1).path, QStringLiteral("$.items[1]"));
        QVERIFY(tools.at(0).diagnostics.isEmpty());
        QVERIFY(!tools.at(1).diagnostics.isEmpty());
        for (const Diagnostic &finding : tools.at(1).diagnostics)
            QVERIFY2(!finding.path.startsWith(QStringLiteral("$.items")), qPrintable(finding.path));
    }

    void pagesArriveInOrder_data()
    {
        QTest::addColumn<QList<QStringList>>("pages");
        QTest::addColumn<QStringList>("cursors");

        const QStringList ab {QStringLiteral("alpha_tool"), QStringLiteral("beta_tool")};
        const QStringList cd {QStringLiteral("gamma_tool"), QStringLiteral("delta_tool")};
        const QStringList e {QStringLiteral("epsilon_tool")};
        QTest::newRow("one page") << QList<QStringList> {ab} << QStringList {};
        QTest::newRow("three pages") << QList<QStringList> {ab, cd, e}
                                     << QStringList {QStringLiteral("p2"), QStringLiteral("p3")};
        QTest::newRow("an empty last page")
            << QList<QStringList> {ab, {}} << QStringList {QStringLiteral("p2")};
        QTest::newRow("an empty catalog") << QList<QStringList> {{}} << QStringList {};
        // Sent back exactly as received, whatever a query string makes of them.
        QTest::newRow("cursors with reserved characters")
            << QList<QStringList> {ab, cd, e}
            << QStringList {QStringLiteral("a+b/c=d&e f"), QStringLiteral("%20?#x;\u00e9")};
        // Cursors are opaque: one that looks like an earlier page's is no loop.
        QTest::newRow("cursors alike but different")
            << QList<QStringList> {ab, cd, e}
            << QStringList {QStringLiteral("page"), QStringLiteral("Page")};
        // Written with JSON escapes; asked for as the parse reads them.
        QTest::newRow("cursors with JSON escapes")
            << QList<QStringList> {ab, cd, e}
            << QStringList {QStringLiteral("q\"u\\o"), QStringLiteral("t\tab\x01")};
        // Pages that take longer to parse than the next takes to arrive on
        // loopback: the next page's answer comes before this page's outline.
        QList<QStringList> large(3);
        for (qsizetype page = 0; page < large.size(); ++page) {
            for (int i = 0; i < 1500; ++i)
                large[page].append(QStringLiteral("tool_%1_%2").arg(page).arg(i));
        }
        QTest::newRow("large pages")
            << large << QStringList {QStringLiteral("p2"), QStringLiteral("p3")};
    }

    void pagesArriveInOrder()
    {
        QFETCH(QList<QStringList>, pages);
        QFETCH(QStringList, cursors);
        PageServer server;
        const QList<QByteArray> bodies = script(server, pages, cursors);
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner);
        record(pagedFetch, delivery);
        pagedFetch->start();
        QTRY_COMPARE_WITH_TIMEOUT(delivery.finishes, 1, 10000);
        QVERIFY2(delivery.ok, qPrintable(delivery.error));
        QVERIFY(delivery.error.isEmpty());
        QCOMPARE(delivery.pages, pages);
        QCOMPARE(pagedFetch->pagesRead(), pages.size());
        for (qsizetype i = 0; i < pages.size(); ++i)
            QCOMPARE(delivery.bytes.at(i), bodies.at(i).size());
        QCOMPARE(server.cursorsAsked(), QStringList {QString()} + cursors);
        QCOMPARE(server.pageLimitsAsked(), QStringList(pages.size(), QString::number(PageLimit)));
        QTest::qWait(50);
        QCOMPARE(delivery.finishes, 1);
        // Each page asked for once, none dropped and asked again.
        QCOMPARE(m_manager.cursorsAsked, QStringList {QString()} + cursors);
    }

    // A cursor with escapes in its key and value: asked for once, as read.
    void escapedCursorIsAskedOnce()
    {
        PageServer server;
        server.serve(
            {}, R"({"items": [], "paging": {"pageLimit": 7, "ne\u0078t": "p\u0032\/\u00e9"}})");
        const QString second = QStringLiteral("p2/\u00e9");
        server.serve(second, page({QStringLiteral("second_tool")}, {}));
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner);
        record(pagedFetch, delivery);
        pagedFetch->start();
        QTRY_COMPARE_WITH_TIMEOUT(delivery.finishes, 1, 10000);
        QVERIFY2(delivery.ok, qPrintable(delivery.error));
        QCOMPARE(delivery.pages, (QList<QStringList> {{}, {QStringLiteral("second_tool")}}));
        QCOMPARE(m_manager.cursorsAsked, (QStringList {QString(), second}));
        QCOMPARE(server.cursorsAsked(), (QStringList {QString(), second}));
    }

    // A cursor the provider already sent stops the fetch, however long the
    // loop: every cursor is asked for once, and nothing after the repeat.
    void repeatedCursorStops_data()
    {
        QTest::addColumn<QStringList>("nexts"); // the cursor each page leads to

        QTest::newRow("a page leading to itself")
            << QStringList {QStringLiteral("a"), QStringLiteral("a")};
        QTest::newRow("a, b, a") << QStringList {QStringLiteral("a"), QStringLiteral("b"),
                                                 QStringLiteral("a")};
        QTest::newRow("back to the second cursor") << QStringList {
            QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("b")};
        QStringList cycle;
        for (int i = 1; i <= 50; ++i)
            cycle.append(QStringLiteral("c%1").arg(i));
        QTest::newRow("a cycle of fifty") << cycle + QStringList {QStringLiteral("c1")};
        QTest::newRow("a cycle of fifty back to its middle")
            << cycle + QStringList {QStringLiteral("c25")};
    }

    void repeatedCursorStops()
    {
        QFETCH(QStringList, nexts);
        PageServer server;
        QString cursor;
        for (qsizetype i = 0; i < nexts.size(); ++i) {
            server.serve(cursor, page({QStringLiteral("tool_%1").arg(i)}, nexts.at(i)));
            cursor = nexts.at(i);
        }
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner);
        record(pagedFetch, delivery);
        pagedFetch->start();
        QTRY_VERIFY_WITH_TIMEOUT(delivery.finishes == 1 || server.requests() > nexts.size(), 20000);
        // The first page without a cursor, then each cursor once; the one
        // seen again is not asked for, not even ahead of its page's parse.
        QCOMPARE(server.cursorsAsked(), QStringList {QString()} + nexts.first(nexts.size() - 1));
        QCOMPARE(m_manager.cursorsAsked, server.cursorsAsked());
        QCOMPARE(delivery.finishes, 1);
        QVERIFY(!delivery.ok);
        const QString repeated = nexts.last();
        QVERIFY2(delivery.error.contains(u'"' + repeated + u'"'), qPrintable(delivery.error));
        QTest::qWait(50);
        QCOMPARE(server.requests(), nexts.size());
        QCOMPARE(delivery.finishes, 1);
    }

    // A page that is no {items, paging} page fails the fetch, naming the
    // page and the cause; what came before it was delivered, nothing after.
    void refusedPageFails_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("cause");
        QTest::addColumn<Error::Code>("code");

        const QByteArray good = page({QStringLiteral("second_tool")}, {});
        const int ok = int(QHttpServerResponder::StatusCode::Ok);
        const Error::Code malformed = Error::Code::Malformed;
        QTest::newRow("malformed JSON")
            << good.left(good.size() / 2) << ok << QStringLiteral("malformed JSON") << malformed;
        QTest::newRow("an empty body")
            << QByteArray() << ok << QStringLiteral("malformed JSON") << malformed;
        QTest::newRow("an array of signatures")
            << Fixtures::json(QJsonArray {tool(QStringLiteral("second_tool"))}) << ok
            << QStringLiteral("not an {items, paging} page") << malformed;
        QTest::newRow("a single signature")
            << Fixtures::json(tool(QStringLiteral("second_tool"))) << ok
            << QStringLiteral("not an {items, paging} page") << malformed;
        QTest::newRow("items that are no array")
            << QByteArray(R"({"items": {"a": 1}, "paging": {}})") << ok
            << QStringLiteral("\"items\" must be an array") << malformed;
        QTest::newRow("a JSON string")
            << QByteArray(R"("items")") << ok << QStringLiteral("malformed JSON") << malformed;
        QTest::newRow("a duplicate key")
            << QByteArray(R"({"items": [], "items": [], "paging": {}})") << ok
            << QStringLiteral("duplicate key") << malformed;
        QTest::newRow("HTTP 404") << good << int(QHttpServerResponder::StatusCode::NotFound)
                                  << QStringLiteral("404") << Error::Code::Http;
        QTest::newRow("HTTP 401") << good << int(QHttpServerResponder::StatusCode::Unauthorized)
                                  << QStringLiteral("401") << Error::Code::Unauthorized;
        QTest::newRow("HTTP 403") << good << int(QHttpServerResponder::StatusCode::Forbidden)
                                  << QStringLiteral("403") << Error::Code::Unauthorized;
    }

    void refusedPageFails()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        QFETCH(QString, cause);
        QFETCH(Error::Code, code);
        PageServer server;
        server.serve(QString(), page({QStringLiteral("first_tool")}, QStringLiteral("p2")));
        server.serve(QStringLiteral("p2"), body, QHttpServerResponder::StatusCode(status));
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner);
        record(pagedFetch, delivery);
        pagedFetch->start();
        QTRY_COMPARE_WITH_TIMEOUT(delivery.finishes, 1, 10000);
        QVERIFY(!delivery.ok);
        QVERIFY2(delivery.error.contains(QLatin1String("page 2")), qPrintable(delivery.error));
        QVERIFY2(delivery.error.contains(cause), qPrintable(delivery.error));
        QCOMPARE(delivery.failure->rootCode(), code);
        QCOMPARE(delivery.pages, QList<QStringList> {{QStringLiteral("first_tool")}});
        QCOMPARE(server.cursorsAsked(), (QStringList {QString(), QStringLiteral("p2")}));
    }

    // A page whose cursor its scan found but whose parse refuses it: the
    // next page was asked for before the parse (this fails where the cursor
    // came from the parsed page), that request is dropped, and the fetch
    // fails as it always has, at that page, asking for nothing more.
    void refusedAfterItsCursorWasSeen_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("cause");

        QTest::newRow("garbage after the page")
            << page({QStringLiteral("second_tool")}, QStringLiteral("p3")) + "]"
            << QStringLiteral("malformed JSON");
        QTest::newRow("items that are no array")
            << QByteArray(R"({"items": {"a": 1}, "paging": {"next": "p3"}})")
            << QStringLiteral("\"items\" must be an array");
        QJsonObject single = tool(QStringLiteral("second_tool"));
        single.insert(QStringLiteral("paging"),
                      QJsonObject {{QStringLiteral("next"), QStringLiteral("p3")}});
        QTest::newRow("a signature with a cursor")
            << Fixtures::json(single) << QStringLiteral("not an {items, paging} page");
        QTest::newRow("an item that is no signature")
            << QByteArray(R"({"items": [1], "paging": {"next": "p3"}})")
            << QStringLiteral("is not a tool signature");
    }

    void refusedAfterItsCursorWasSeen()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, cause);
        PageServer server;
        server.serve(QString(), page({QStringLiteral("first_tool")}, QStringLiteral("p2")));
        server.serve(QStringLiteral("p2"), body);
        server.serve(QStringLiteral("p3"),
                     page({QStringLiteral("third_tool")}, QStringLiteral("p4")));
        server.serve(QStringLiteral("p4"), page({QStringLiteral("fourth_tool")}, {}));
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner);
        record(pagedFetch, delivery);
        pagedFetch->start();
        QTRY_COMPARE_WITH_TIMEOUT(delivery.finishes, 1, 10000);
        QVERIFY(!delivery.ok);
        QVERIFY2(delivery.error.startsWith(QLatin1String("page 2 of")), qPrintable(delivery.error));
        QVERIFY2(delivery.error.contains(cause), qPrintable(delivery.error));
        QCOMPARE(delivery.failure->rootCode(), Error::Code::Malformed);
        QCOMPARE(delivery.pages, QList<QStringList> {{QStringLiteral("first_tool")}});
        QTest::qWait(100);
        QCOMPARE(m_manager.cursorsAsked,
                 (QStringList {QString(), QStringLiteral("p2"), QStringLiteral("p3")}));
        QVERIFY(server.requests() <= 3);
        QCOMPARE(delivery.pages.size(), 1);
        QCOMPARE(delivery.finishes, 1);
    }

    // A page the provider refuses: the refusal is the cause, the page and the
    // list are where it happened, and the text reads as it always has.
    void refusedCredentialsAreTheCause()
    {
        PageServer server;
        server.serve(QString(), page({QStringLiteral("first_tool")}, QStringLiteral("p2")));
        server.serve(QStringLiteral("p2"), QByteArray(R"({"error": "no"})"),
                     QHttpServerResponder::StatusCode::Unauthorized);
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner);
        record(pagedFetch, delivery);
        pagedFetch->start();
        QTRY_COMPARE_WITH_TIMEOUT(delivery.finishes, 1, 10000);
        QVERIFY(delivery.failure);
        const Error &error = *delivery.failure;
        QCOMPARE(error.code(), Error::Code::Unauthorized);
        QCOMPARE(error.message(),
                 QString(QStringLiteral("page 2 of ") + server.url().toDisplayString()));
        QVERIFY(error.cause());
        QCOMPARE(error.cause()->code(), Error::Code::Unauthorized);
        QVERIFY2(error.cause()->message().contains(QLatin1String("401")),
                 qPrintable(error.cause()->message()));
        QCOMPARE(error.text(), error.message() + QStringLiteral(": ") + error.cause()->text());
        QCOMPARE(pagedFetch->failedStatus(), 401);
    }

    // The sync's page budget spent: Limit, at the page that spent it, with
    // the budget's own words (how to raise it).
    void pageBudgetIsALimit()
    {
        const QList<QStringList> pages {
            {QStringLiteral("one")}, {QStringLiteral("two")}, {QStringLiteral("three")}};
        PageServer server;
        script(server, pages, {QStringLiteral("p2"), QStringLiteral("p3")});
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner, 2);
        record(pagedFetch, delivery);
        pagedFetch->start();
        QTRY_COMPARE_WITH_TIMEOUT(delivery.finishes, 1, 10000);
        QVERIFY(delivery.failure);
        QCOMPARE(delivery.failure->code(), Error::Code::Limit);
        QCOMPARE(delivery.failure->rootCode(), Error::Code::Limit);
        QVERIFY2(delivery.failure->message().startsWith(QLatin1String("page 3 of ")),
                 qPrintable(delivery.error));
        QVERIFY2(delivery.error.contains(QLatin1String("page budget of 2")),
                 qPrintable(delivery.error));
        // The third page was received (that spent the budget), none after it.
        QTest::qWait(50);
        QCOMPARE(server.requests(), 3);
    }

    // cancel() ends the fetch before it returns and aborts the request in
    // flight; a second cancel() changes nothing.
    void cancelWhileAsking()
    {
        Fixture::SilentServer silent;
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch
            = fetch(QUrl(silent.provider().baseUrl.toString() + QStringLiteral("/tools")), &owner);
        record(pagedFetch, delivery);
        pagedFetch->start();
        QTRY_COMPARE(silent.connections(), 1);
        pagedFetch->cancel();
        QCOMPARE(delivery.finishes, 1);
        QVERIFY(!delivery.ok);
        QCOMPARE(delivery.error, QStringLiteral("cancelled"));
        QCOMPARE(delivery.failure->code(), Error::Code::Cancelled);
        QTRY_VERIFY2(silent.allClosed(), silent.describe().constData());
        pagedFetch->cancel();
        QCOMPARE(delivery.finishes, 1);
        QVERIFY(delivery.pages.isEmpty());
    }

    // Cancelled by the receiver of a page: no page after it, no request
    // after the one already in flight, and one finished().
    void cancelFromAPage_data()
    {
        QTest::addColumn<int>("cancelAt");
        QTest::newRow("the first page") << 1;
        QTest::newRow("the third page") << 3;
        QTest::newRow("the last page") << 5;
    }

    void cancelFromAPage()
    {
        QFETCH(int, cancelAt);
        const QList<QStringList> pages {{QStringLiteral("one")},
                                        {QStringLiteral("two")},
                                        {QStringLiteral("three")},
                                        {QStringLiteral("four")},
                                        {QStringLiteral("five")}};
        const QStringList cursors {QStringLiteral("p2"), QStringLiteral("p3"), QStringLiteral("p4"),
                                   QStringLiteral("p5")};
        PageServer server;
        script(server, pages, cursors);
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner);
        record(pagedFetch, delivery);
        connect(pagedFetch, &PagedFetch::page, pagedFetch, [&] {
            if (delivery.pages.size() == cancelAt)
                pagedFetch->cancel();
        });
        pagedFetch->start();
        QTRY_COMPARE_WITH_TIMEOUT(delivery.finishes, 1, 10000);
        QVERIFY(!delivery.ok);
        QCOMPARE(delivery.error, QStringLiteral("cancelled"));
        QCOMPARE(delivery.pages, pages.first(cancelAt));
        // The request for the next page may have left before the cancel;
        // the server sees it when it gets round to it. None after it.
        QTest::qWait(300);
        QVERIFY2(server.requests() <= cancelAt + 1, qPrintable(server.cursorsAsked().join(u',')));
        QCOMPARE(delivery.pages.size(), cancelAt);
        QCOMPARE(delivery.finishes, 1);
    }

    // Held, the fetch asks for no further page (the one already asked for
    // still arrives); resumed, it goes on where it stopped, asking for each
    // page once.
    void holdAndResume_data()
    {
        QTest::addColumn<int>("holdAt"); // the page whose receiver holds; 0 before start()
        QTest::addColumn<int>("askedWhileHeld");
        QTest::newRow("before the start") << 0 << 0;
        // The next page was asked for before this one was read.
        QTest::newRow("at the first page") << 1 << 2;
        QTest::newRow("at the second page") << 2 << 3;
    }

    void holdAndResume()
    {
        QFETCH(int, holdAt);
        QFETCH(int, askedWhileHeld);
        const QList<QStringList> pages {{QStringLiteral("one")},
                                        {QStringLiteral("two")},
                                        {QStringLiteral("three")},
                                        {QStringLiteral("four")}};
        const QStringList cursors {QStringLiteral("p2"), QStringLiteral("p3"),
                                   QStringLiteral("p4")};
        PageServer server;
        script(server, pages, cursors);
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner);
        record(pagedFetch, delivery);
        connect(pagedFetch, &PagedFetch::page, pagedFetch, [&] {
            if (delivery.pages.size() == holdAt)
                pagedFetch->hold();
        });
        if (holdAt == 0)
            pagedFetch->hold();
        pagedFetch->start();
        QTRY_COMPARE_WITH_TIMEOUT(server.requests(), askedWhileHeld, 10000);
        QTRY_COMPARE(delivery.pages.size(), askedWhileHeld);
        QTest::qWait(200);
        QCOMPARE(server.requests(), askedWhileHeld);
        // Not even asked for ahead: the cursor a held fetch's scan finds waits.
        QCOMPARE(m_manager.cursorsAsked.size(), askedWhileHeld);
        QCOMPARE(delivery.pages.size(), askedWhileHeld);
        QCOMPARE(delivery.finishes, 0);

        pagedFetch->resume();
        QTRY_COMPARE_WITH_TIMEOUT(delivery.finishes, 1, 10000);
        QVERIFY2(delivery.ok, qPrintable(delivery.error));
        QCOMPARE(delivery.pages, pages);
        QCOMPARE(server.cursorsAsked(), QStringList {QString()} + cursors);
        QCOMPARE(m_manager.cursorsAsked, QStringList {QString()} + cursors);
    }

    // resume() without a page due asks for nothing: each page once.
    void resumeWithNothingDueAsksNothing()
    {
        const QList<QStringList> pages {
            {QStringLiteral("one")}, {QStringLiteral("two")}, {QStringLiteral("three")}};
        const QStringList cursors {QStringLiteral("p2"), QStringLiteral("p3")};
        PageServer server;
        script(server, pages, cursors);
        Delivery delivery;
        QObject owner;
        PagedFetch *pagedFetch = fetch(server.url(), &owner);
        record(pagedFetch, delivery);
        connect(pagedFetch, &PagedFetch::page, pagedFetch, [pagedFetch] {
            pagedFetch->hold();
            pagedFetch->resume();
            pagedFetch->resume();
        });
        pagedFetch->start();
        QTRY_COMPARE_WITH_TIMEOUT(delivery.finishes, 1, 10000);
        QVERIFY2(delivery.ok, qPrintable(delivery.error));
        QCOMPARE(delivery.pages, pages);
        QTest::qWait(50);
        QCOMPARE(server.cursorsAsked(), QStringList {QString()} + cursors);
    }
};

QTEST_GUILESS_MAIN(tst_PagedFetch)
#include "tst_pagedfetch.moc"

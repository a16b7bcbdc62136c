// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ProviderSync against hostile and broken providers: every budget holds, junk
// never commits, a withdrawn pinned tool never blocks its provider, and a
// history never adds versions to another tool.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstorefixture.h"
#include "client/providerclients.h"
#include "errorarguments.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"
#include "rawserver.h"
#include "signaturefixtures.h"
#include "sync/providersync.h"
#include "syntheticcatalog.h"
#include "userdataedits.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QUrlQuery>

using namespace Toolshelf;
using namespace Fixture;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(Toolshelf::SyncSummary)

namespace {

struct Outcome
{
    bool ok = false;
    SyncSummary summary;
    QString error;
    // The error itself, with its code and causes; nothing on success.
    std::optional<Error> failure;
};

std::vector<std::unique_ptr<Catalog>> synthetic(qsizetype tools, int versions = 2)
{
    std::vector<std::unique_ptr<Catalog>> catalogs;
    catalogs.push_back(std::make_unique<SyntheticCatalog>(tools, 4, versions, 11));
    return catalogs;
}

// A tool of its own for index `i`: toolIds are UUIDs, names distinct.
QJsonObject toolNumber(qsizetype i, int version = 1, int current = 1)
{
    QJsonObject tool = Fixtures::version(Fixtures::validTool(), version, current);
    tool.insert(QStringLiteral("toolId"),
                QStringLiteral("00000000-0000-4000-8000-%1").arg(i, 12, 10, QLatin1Char('0')));
    tool.insert(QStringLiteral("name"), QStringLiteral("tool_number_%1").arg(i));
    return tool;
}

QByteArray page(const QJsonArray &items, const QString &next = {})
{
    QJsonObject paging {{QStringLiteral("pageLimit"), 10}};
    if (!next.isEmpty())
        paging.insert(QStringLiteral("next"), next);
    return Fixtures::json(
        QJsonObject {{QStringLiteral("items"), items}, {QStringLiteral("paging"), paging}});
}

RawResponse ok(const QByteArray &body)
{
    return {httpResponse(200, "OK", {{"Content-Type", "application/json"}}, body)};
}

// The path of a request without its query, and one query item.
QString pathOf(const RawRequest &request)
{
    return QUrl(QString::fromLatin1(request.path)).path();
}

QString cursorOf(const RawRequest &request)
{
    return QUrlQuery(QUrl(QString::fromLatin1(request.path)))
        .queryItemValue(QStringLiteral("pageCursor"), QUrl::FullyDecoded);
}

// Bytes of SQLite's temporary files this process holds open (they are
// unlinked once opened, so only /proc still sees them).
qint64 temporaryStorage()
{
    qint64 total = 0;
    const QDir fds(QStringLiteral("/proc/self/fd"));
    for (const QFileInfo &fd : fds.entryInfoList(QDir::Files | QDir::System)) {
        if (fd.symLinkTarget().contains(QLatin1String("etilqs")))
            total += QFileInfo(fd.filePath()).size();
    }
    return total;
}

} // namespace

class tst_ProviderSync : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;
    std::unique_ptr<CatalogStore> m_store;
    CatalogDatabase m_reader;
    SyncLimits m_limits;

    static Provider providerAt(const QUrl &baseUrl)
    {
        Provider p;
        p.name = QStringLiteral("Vendor");
        p.baseUrl = baseUrl;
        return p;
    }

    Outcome sync(const Provider &provider, int timeoutMs = 20000)
    {
        ProviderSync job(provider, m_clients.get(), m_store.get(), m_limits);
        QSignalSpy finished(&job, &ProviderSync::finished);
        job.start();
        if (!finished.wait(timeoutMs))
            return {false, {}, QStringLiteral("no answer"), std::nullopt};
        const QList<QVariant> args = finished.takeFirst();
        // The discard of a failed sync is posted: wait for the catalog's thread.
        QSignalSpy drained(this, &QObject::objectNameChanged);
        m_store->run([](CatalogDatabase &) { return true; }, this,
                     [this](bool) { setObjectName(objectName() + u'.'); });
        drained.wait(5000);
        const std::optional<Error> failure = ErrorArguments::error(args, 1);
        return {!failure, args.at(0).value<SyncSummary>(), ErrorArguments::text(args, 1), failure};
    }

    QString snapshot()
    {
        QStringList rows;
        for (const ToolSummary &t : m_reader.search(CatalogQuery {}))
            rows << t.toolId + u' ' + t.name + u' ' + QString::number(t.version)
                    + (t.flags.withdrawn ? QStringLiteral(" withdrawn") : QString());
        rows << QString::number(m_reader.toolCount());
        return rows.join(u'\n');
    }

    // A good catalog of `tools` tools, synced, so a failure can be shown to keep it.
    std::unique_ptr<ProviderServer> syncedCatalog(qsizetype tools = 12)
    {
        auto server = startServer({}, synthetic(tools));
        const Outcome first = sync(providerAt(server->baseUrl(0)));
        if (!first.ok)
            qWarning("the good sync failed: %s", qPrintable(first.error));
        return server;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<SyncSummary>();
        RetryPolicy fast;
        fast.baseDelay = 10ms;
        fast.maxDelay = 50ms;
        fast.seed = 7;
        m_network = std::make_unique<NetworkService>(&m_manager, fast);
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_providersync"));
        m_clients = std::make_unique<ProviderClients>(m_credentials.get(), m_network.get());
    }

    void init()
    {
        static int counter = 0;
        const QString path = m_dir.filePath(QStringLiteral("catalog%1.sqlite").arg(++counter));
        m_store = std::make_unique<CatalogStore>();
        const QString opened = CatalogStoreFixture::open(*m_store, path);
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        m_limits = SyncLimits();
        m_limits.pageLimit = 10;
        QString error;
        QVERIFY2(m_reader.open(path, &error), qPrintable(error));
    }

    void cleanup()
    {
        m_reader.close();
        m_store.reset();
    }

    // --- Finding 1: memory is bounded by what a page's bytes can justify ---

    // 600,000 "{}" are 1.8 MB on the wire; read as signatures they took
    // about 2.3 KB each (1.4 GB). They are refused before being parsed.
    void pageOfEmptyObjectsIsRefusedUnread()
    {
        auto good = syncedCatalog();
        const QString before = snapshot();
        QByteArray items;
        items.reserve(1800000);
        for (int i = 0; i < 600000; ++i)
            items += i ? ",{}" : "{}";
        RawServer hostile([&](const RawRequest &) {
            return ok("{\"items\":[" + items + "],\"paging\":{\"pageLimit\":10}}");
        });
        const Outcome outcome = sync(providerAt(hostile.url(QStringLiteral("/v"))));
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("objects and arrays")),
                 qPrintable(outcome.error));
        QCOMPARE(snapshot(), before);
    }

    void itemsPerPageAreCapped()
    {
        auto good = syncedCatalog();
        const QString before = snapshot();
        m_limits.maxItemsPerPage = 5;
        RawServer server([](const RawRequest &) {
            QJsonArray items;
            for (int i = 0; i < 6; ++i)
                items.append(toolNumber(i));
            return ok(page(items));
        });
        const Outcome outcome = sync(providerAt(server.url(QStringLiteral("/v"))));
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("holds 6 items, more than the 5")),
                 qPrintable(outcome.error));
        // Refused as a page no provider should send, before its items are read.
        QCOMPARE(outcome.failure->rootCode(), Error::Code::Malformed);
        QCOMPARE(snapshot(), before);
    }

    // --- Finding 6: a page of things that are not tools never commits ------

    void junkItemsFailTheSync_data()
    {
        QTest::addColumn<QByteArray>("items");
        QTest::newRow("numbers") << QByteArray("[1,2,3]");
        QTest::newRow("empty objects") << QByteArray("[{},{}]");
        QTest::newRow("no toolId") << QByteArray("[{\"name\":\"a_tool\",\"version\":1}]");
        QTest::newRow("toolId not a string") << QByteArray("[{\"toolId\":5,\"name\":\"a\"}]");
        QTest::newRow("junk among tools")
            << QByteArray("[" + Fixtures::json(toolNumber(1)) + ",\"tool\"]");
    }

    void junkItemsFailTheSync()
    {
        QFETCH(QByteArray, items);
        auto good = syncedCatalog();
        const QString before = snapshot();
        RawServer server([&](const RawRequest &) {
            return ok("{\"items\":" + items + ",\"paging\":{\"pageLimit\":10}}");
        });
        const Outcome outcome = sync(providerAt(server.url(QStringLiteral("/v"))));
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("is not a tool signature")),
                 qPrintable(outcome.error));
        QCOMPARE(outcome.failure->rootCode(), Error::Code::Malformed);
        QCOMPARE(snapshot(), before);
        QVERIFY(!m_reader.syncState(QStringLiteral("Vendor")).lastError.isEmpty());
    }

    // A tool that breaks the draft's rules is still a tool: kept, with findings.
    void brokenToolsAreKept()
    {
        RawServer server([](const RawRequest &) {
            QJsonObject broken = toolNumber(1);
            broken.insert(QStringLiteral("name"), QStringLiteral("Not Snake Case"));
            broken.insert(QStringLiteral("version"), -3);
            return ok(page({broken, toolNumber(2)}));
        });
        const Outcome outcome = sync(providerAt(server.url(QStringLiteral("/v"))));
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.summary.toolsListed, 2);
        QCOMPARE(m_reader.toolCount(), 2);
    }

    // --- Findings 4 and 5: deadline, byte and page budgets ---------------

    // Every page names a new cursor; 50 tools a page. Only the byte budget ends it.
    void endlessCursorsStopAtTheByteBudget()
    {
        auto good = syncedCatalog();
        const QString before = snapshot();
        m_limits.maxBytes = 2 * 1024 * 1024;
        m_limits.pageLimit = 50;
        int pages = 0;
        RawServer endless([&](const RawRequest &request) {
            const int at = cursorOf(request).toInt();
            QJsonArray items;
            for (int i = 0; i < 50; ++i)
                items.append(toolNumber(at * 50 + i));
            ++pages;
            return ok(page(items, QString::number(at + 1)));
        });
        const Outcome outcome = sync(providerAt(endless.url(QStringLiteral("/v"))), 60000);
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("byte budget")), qPrintable(outcome.error));
        QCOMPARE(outcome.failure->rootCode(), Error::Code::Limit);
        QVERIFY2(pages < 200, qPrintable(QString::number(pages)));
        QCOMPARE(snapshot(), before);
        // What was staged is gone from the disk too, not only from the table.
        QTRY_VERIFY2(temporaryStorage() < 1024 * 1024,
                     qPrintable(QString::number(temporaryStorage())));
    }

    void pageBudgetNamesItself()
    {
        m_limits.maxPages = 2;
        auto server = startServer({}, synthetic(30)); // three pages of ten
        const Outcome outcome = sync(providerAt(server->baseUrl(0)));
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("page budget of 2")),
                 qPrintable(outcome.error));
        QVERIFY2(outcome.error.contains(QLatin1String("--max-pages")), qPrintable(outcome.error));
        // A budget spent is Limit, under the page it was spent at.
        QCOMPARE(outcome.failure->code(), Error::Code::Limit);
        QCOMPARE(outcome.failure->rootCode(), Error::Code::Limit);
        QVERIFY2(outcome.failure->message().startsWith(QLatin1String("page 3 of ")),
                 qPrintable(outcome.failure->message()));
        // The catalog records the text the window and the command line show.
        QCOMPARE(m_reader.syncState(QStringLiteral("Vendor")).lastError, outcome.error);
        QCOMPARE(m_reader.toolCount(), 0);
    }

    // A cycle longer than one step is a loop too, and ends without repeating.
    void cursorCycleEndsAtTheFirstRepeat()
    {
        const QStringList cycle {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        int requests = 0;
        RawServer looping([&](const RawRequest &request) {
            ++requests;
            const qsizetype at = cycle.indexOf(cursorOf(request));
            return ok(page({toolNumber(at + 1)}, cycle.at((at + 1) % cycle.size())));
        });
        const Outcome outcome = sync(providerAt(looping.url(QStringLiteral("/v"))));
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("second time")), qPrintable(outcome.error));
        QCOMPARE(outcome.failure->rootCode(), Error::Code::Malformed);
        // "", a, b, c: the fourth page names "a" again.
        QCOMPARE(requests, 4);
    }

    // One byte every 100 ms keeps every transfer timeout alive; the deadline ends it.
    void tricklingProviderStopsAtTheDeadline()
    {
        m_limits.deadline = 2s;
        RawServer trickling([](const RawRequest &) {
            RawResponse response = ok(page({toolNumber(1)}));
            response.trickleMs = 100;
            return response;
        });
        QElapsedTimer timer;
        timer.start();
        const Outcome outcome = sync(providerAt(trickling.url(QStringLiteral("/v"))));
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("deadline")), qPrintable(outcome.error));
        QCOMPARE(outcome.failure->rootCode(), Error::Code::Limit);
        QVERIFY2(timer.elapsed() < 4000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(m_reader.toolCount(), 0);
    }

    // Retry-After: 60 on every page is days for a large catalog; the wait
    // counts against the deadline, and one that cannot end in time fails now.
    void retryAfterCountsAgainstTheDeadline()
    {
        m_limits.deadline = 3s;
        ProviderConfig config;
        config.faults.rateLimitEvery = 1;
        config.faults.retryAfterSeconds = 60;
        auto server = startServer(config, synthetic(5));
        QElapsedTimer timer;
        timer.start();
        const Outcome outcome = sync(providerAt(server->baseUrl(0)));
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("deadline")), qPrintable(outcome.error));
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    }

    // --- Finding 7: a withdrawn pinned tool never blocks its provider ----

    void pinnedToolWithdrawnIsKept()
    {
        auto before = startServer({}, synthetic(15, 3));
        const auto &catalog = static_cast<const SyntheticCatalog &>(before->catalog(0));
        const QString toolId = catalog.toolIdAt(14);
        QVERIFY(sync(providerAt(before->baseUrl(0))).ok);
        QString error;
        QVERIFY2(userData(m_reader).pin(QStringLiteral("Vendor"), toolId, 3, &error),
                 qPrintable(error));
        QVERIFY(sync(providerAt(before->baseUrl(0))).ok);
        const QList<qint64> versions = m_reader.versionNumbers(QStringLiteral("Vendor"), toolId);
        QCOMPARE(versions, (QList<qint64> {1, 2, 3}));

        // The same tools but the last: GET /tools/{id}/versions now answers 404.
        auto after = startServer({}, synthetic(14, 3));
        for (int run = 0; run < 2; ++run) {
            const Outcome outcome = sync(providerAt(after->baseUrl(0)));
            QVERIFY2(outcome.ok, qPrintable(outcome.error));
            QCOMPARE(outcome.summary.toolsListed, 14);
            // Told once, when it happens.
            QCOMPARE(outcome.summary.notes.size(), run == 0 ? 1 : 0);
            if (run == 0)
                QVERIFY2(outcome.summary.notes.first().contains(QLatin1String("no longer listed")),
                         qPrintable(outcome.summary.notes.first()));
        }
        QCOMPARE(m_reader.versionNumbers(QStringLiteral("Vendor"), toolId), versions);
        QCOMPARE(m_reader.pinOf(QStringLiteral("Vendor"), toolId)->version, 3);
        const auto stored = m_reader.signature(QStringLiteral("Vendor"), toolId);
        QVERIFY(stored.has_value());
        QVERIFY(stored->flags.withdrawn);
    }

    // A pinned tool still listed whose history answers 404 (a provider that
    // keeps none): the sync goes on, the stored versions stay, the user is told.
    void pinnedHistoryGoneIsANote()
    {
        const QJsonObject v2 = toolNumber(1, 2, 2);
        bool historyGone = false;
        RawServer server([&](const RawRequest &request) {
            if (pathOf(request).endsWith(QLatin1String("/versions"))) {
                if (historyGone)
                    return RawResponse {httpResponse(404, "Not Found")};
                return ok(page({v2, toolNumber(1, 1, 2)}));
            }
            return ok(page({v2}));
        });
        const Provider provider = providerAt(server.url(QStringLiteral("/v")));
        QVERIFY(sync(provider).ok);
        const QString toolId = v2.value(QStringLiteral("toolId")).toString();
        QString error;
        QVERIFY2(userData(m_reader).pin(QStringLiteral("Vendor"), toolId, 2, &error),
                 qPrintable(error));
        QVERIFY(sync(provider).ok);
        QCOMPARE(m_reader.versionNumbers(QStringLiteral("Vendor"), toolId), (QList<qint64> {1, 2}));

        historyGone = true;
        const Outcome outcome = sync(provider);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.summary.notes.size(), 1);
        QVERIFY2(outcome.summary.notes.first().contains(QLatin1String("HTTP 404")),
                 qPrintable(outcome.summary.notes.first()));
        QCOMPARE(m_reader.versionNumbers(QStringLiteral("Vendor"), toolId), (QList<qint64> {1, 2}));
        QCOMPARE(m_reader.syncState(QStringLiteral("Vendor")).lastNotes, outcome.summary.notes);
    }

    // --- Finding 8: a history never adds versions to another tool --------

    void foreignVersionsInAHistoryAreRefused()
    {
        const QJsonObject a = toolNumber(1);
        const QJsonObject b = toolNumber(2);
        RawServer server([&](const RawRequest &request) {
            if (pathOf(request).endsWith(QLatin1String("/versions")))
                return ok(page({a, toolNumber(2, 7, 7)}));
            return ok(page({a, b}));
        });
        const Provider provider = providerAt(server.url(QStringLiteral("/v")));
        QVERIFY(sync(provider).ok);
        const QString aId = a.value(QStringLiteral("toolId")).toString();
        const QString bId = b.value(QStringLiteral("toolId")).toString();
        QString error;
        QVERIFY2(userData(m_reader).pin(QStringLiteral("Vendor"), aId, 1, &error),
                 qPrintable(error));
        const Outcome outcome = sync(provider);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.summary.notes.size(), 1);
        QVERIFY2(outcome.summary.notes.first().contains(bId),
                 qPrintable(outcome.summary.notes.first()));
        QCOMPARE(m_reader.versionNumbers(QStringLiteral("Vendor"), bId), (QList<qint64> {1}));
        QCOMPARE(m_reader.versionNumbers(QStringLiteral("Vendor"), aId), (QList<qint64> {1}));
    }
};

QTEST_GUILESS_MAIN(tst_ProviderSync)
#include "tst_providersync.moc"

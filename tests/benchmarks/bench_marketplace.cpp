// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Benchmark: a marketplace of seed 003's a2t (the reference provider's
// synthetic one, 2,000,000 tools in 2,000 vendor groups below 20 domain
// groups, run as its own process). Prints:
//  - the time to a usable catalog: from an empty catalog, the sync that reads
//    the group tree and the top-level tools (the provider holds more than
//    SyncLimits::maxTools), committed, until a search of it answers; beside
//    curl fetching the same requests;
//  - remote search latency (MarketplaceSearch: the provider's own search of
//    tools and groups, sifted against the catalog), p50 and p95 over many
//    queries; beside curl asking the same two requests of each query;
//  - the time to read one vendor group when it is opened.
//
//   bench_marketplace [--tools N] [--groups N] [--queries N] [--provider PATH]

#include "benchsupport.h"
#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "client/providerclients.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "net/networkservice.h"
#include "providers/credentialstore.h"
#include "sync/marketplacesearch.h"
#include "sync/syncengine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QUrlQuery>

#include <algorithm>

using namespace Toolshelf;

namespace {

constexpr int Tags = 20;
constexpr int RemoteLimit = 20;

// Words a designer would type: domains, objects, verbs and a vendor.
const char *const Words[]
    = {"billing",  "crm",      "logistics", "healthcare", "travel",   "weather",  "invoice",
       "shipment", "customer", "payment",   "refund",     "contract", "employee", "forecast",
       "approve",  "cancel",   "schedule",  "export",     "vendor 7", "lab",      "ticket",
       "region",   "email",    "archive",   "summarize",  "track",    "insurance"};

QUrl searchUrl(const QUrl &base, const QString &list, const QString &query)
{
    QUrl url(base.toString() + list);
    QUrlQuery items;
    items.addQueryItem(QStringLiteral("q"), QString::fromLatin1(QUrl::toPercentEncoding(query)));
    items.addQueryItem(QStringLiteral("limit"), QString::number(RemoteLimit));
    items.addQueryItem(QStringLiteral("offset"), QStringLiteral("0"));
    url.setQuery(items);
    return url;
}

// curl fetching `urls` in one process, one connection; each request's time in ms.
std::optional<QList<double>> curlTimes(const QList<QUrl> &urls, const QString &configFile)
{
    if (!Bench::writeCurlConfig(configFile, urls))
        return std::nullopt;
    QProcess curl;
    curl.start(QStringLiteral("curl"),
               {QStringLiteral("-s"), QStringLiteral("-f"), QStringLiteral("-w"),
                QStringLiteral("%{time_total}\\n"), QStringLiteral("-K"), configFile});
    if (!curl.waitForFinished(600000) || curl.exitCode() != 0)
        return std::nullopt;
    QList<double> times;
    for (const QByteArray &line : curl.readAllStandardOutput().split('\n')) {
        if (!line.isEmpty())
            times.append(line.toDouble() * 1000);
    }
    return times;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption toolsOption(QStringLiteral("tools"),
                                         QStringLiteral("Tools in the marketplace."),
                                         QStringLiteral("N"), QStringLiteral("2000000"));
    const QCommandLineOption groupsOption(QStringLiteral("groups"),
                                          QStringLiteral("Vendor groups (default 2000)."),
                                          QStringLiteral("N"), QStringLiteral("2000"));
    const QCommandLineOption queriesOption(QStringLiteral("queries"),
                                           QStringLiteral("Remote searches timed (default 200)."),
                                           QStringLiteral("N"), QStringLiteral("200"));
    const QCommandLineOption providerOption(
        QStringLiteral("provider"), QStringLiteral("toolshelf-provider binary."),
        QStringLiteral("PATH"), QStringLiteral(TOOLSHELF_PROVIDER_BINARY));
    parser.addOptions({toolsOption, groupsOption, queriesOption, providerOption});
    parser.addHelpOption();
    parser.process(app);
    const qint64 tools = parser.value(toolsOption).toLongLong();
    const int queries = std::max(1, parser.value(queriesOption).toInt());
    QTextStream out(stdout);

    QProcess provider;
    const QUrl base = Bench::startProvider(
        provider, parser.value(providerOption),
        {QStringLiteral("--synthetic"), QStringLiteral("%1:%2:1:7").arg(tools).arg(Tags),
         QStringLiteral("--dialect"), A2tCapabilitiesDialect::DialectId,
         QStringLiteral("--synthetic-groups"), parser.value(groupsOption), QStringLiteral("--port"),
         QStringLiteral("0")});
    if (!base.isValid()) {
        out << "bench_marketplace: the provider did not start: " << provider.readAllStandardError()
            << '\n';
        return 1;
    }

    QTemporaryDir dir;
    QNetworkAccessManager manager;
    manager.setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    NetworkService network(&manager);
    CredentialStore credentials(QStringLiteral("Toolshelf benchmark"));
    CatalogStore store;
    QString error;
    if (!store.open(dir.filePath(QStringLiteral("catalog.sqlite")), &error)) {
        out << "bench_marketplace: " << error << '\n';
        return 1;
    }
    ProviderClients clients(&credentials, &network);
    SyncEngine engine(&clients, &store);
    Provider vendor;
    vendor.name = QStringLiteral("Marketplace");
    vendor.baseUrl = base;
    vendor.dialect = A2tCapabilitiesDialect::DialectId;

    // 1. A usable catalog: the partial sync, then a search that answers.
    std::optional<Error> failure;
    SyncSummary summary;
    int requests = 0;
    QObject::connect(&engine, &SyncEngine::progressed, &app,
                     [&](const QString &, const SyncProgress &progress) {
                         requests = std::max(requests, progress.pages);
                     });
    QObject::connect(
        &engine, &SyncEngine::providerFinished, &app,
        [&](const QString &, const SyncSummary &done, const std::optional<Error> &why) {
            failure = why;
            summary = done;
            app.quit();
        });
    QElapsedTimer timer;
    timer.start();
    engine.sync({vendor});
    app.exec();
    const double syncSeconds = double(timer.nsecsElapsed()) / 1e9;
    if (failure) {
        out << "bench_marketplace: the sync failed: " << failure->text() << '\n';
        return 1;
    }
    qsizetype found = 0;
    store.run(
        [](CatalogDatabase &db) {
            CatalogQuery query;
            query.text = QStringLiteral("invoice");
            return db.count(query);
        },
        &app,
        [&](qsizetype count) {
            found = count;
            app.quit();
        });
    app.exec();
    const double usableSeconds = double(timer.nsecsElapsed()) / 1e9;
    QList<CatalogGroup> groups;
    store.run([](CatalogDatabase &db) { return db.groups(QStringLiteral("Marketplace")); }, &app,
              [&](const QList<CatalogGroup> &read) {
                  groups = read;
                  app.quit();
              });
    app.exec();

    // 2. Remote search, one query after the other, as a designer types them.
    MarketplaceSearch search(&clients, &store);
    QList<double> latencies;
    QList<QUrl> curlUrls;
    qint64 remoteTools = 0;
    qint64 remoteGroups = 0;
    QString searchError;
    QObject::connect(&search, &MarketplaceSearch::finished, &app,
                     [&](const QString &, const QList<MarketplaceSearch::Finding> &findings) {
                         latencies.append(double(timer.nsecsElapsed()) / 1e6);
                         for (const MarketplaceSearch::Finding &finding : findings) {
                             remoteTools += finding.toolTotal;
                             remoteGroups += finding.groups.size();
                             if (finding.error)
                                 searchError = finding.error->text();
                         }
                         app.quit();
                     });
    for (int i = 0; i < queries; ++i) {
        const QString word = QString::fromLatin1(Words[i % std::size(Words)]);
        // Past the first round, a second word narrows it as typing would.
        const QString query = i < int(std::size(Words))
            ? word
            : word + u' ' + QString::fromLatin1(Words[(i * 7) % std::size(Words)]).left(3);
        curlUrls << searchUrl(base, QStringLiteral("/tools"), query)
                 << searchUrl(base, QStringLiteral("/groups"), query);
        timer.restart();
        search.start({vendor}, query, RemoteLimit);
        app.exec();
    }
    if (!searchError.isEmpty()) {
        out << "bench_marketplace: a remote search failed: " << searchError << '\n';
        return 1;
    }
    const auto curl = curlTimes(curlUrls, dir.filePath(QStringLiteral("curl.cfg")));
    if (!curl || curl->size() != curlUrls.size()) {
        out << "bench_marketplace: curl failed\n";
        return 1;
    }
    QList<double> curlQueries;
    for (qsizetype i = 0; i + 1 < curl->size(); i += 2)
        curlQueries.append(curl->at(i) + curl->at(i + 1));

    // 3. One vendor group opened.
    const auto vendorGroup
        = std::find_if(groups.cbegin(), groups.cend(),
                       [](const CatalogGroup &g) { return !g.parentId.isEmpty(); });
    double groupSeconds = 0;
    qsizetype groupTools = 0;
    if (vendorGroup != groups.cend()) {
        timer.restart();
        engine.loadGroups(vendor, {vendorGroup->id});
        app.exec();
        groupSeconds = double(timer.nsecsElapsed()) / 1e9;
        groupTools = summary.newTools;
    }
    provider.terminate();
    provider.waitForFinished(5000);

    out << QStringLiteral("marketplace:    %1 tools in %2 groups; the sync read the tree and %3 "
                          "top-level tools (%4 pages of tools)\n")
               .arg(tools)
               .arg(groups.size())
               .arg(summary.toolsListed)
               .arg(requests);
    out << QStringLiteral("usable catalog: %1 s (sync %2 s; a search then found %3 tools) "
                          "(goal: at most 10 s)\n")
               .arg(usableSeconds, 0, 'f', 2)
               .arg(syncSeconds, 0, 'f', 2)
               .arg(found);
    out << QStringLiteral("remote search:  %1 queries, p50 %2 ms, p95 %3 ms, max %4 ms "
                          "(goal: p95 at most 300 ms); %5 groups shown, %6 top-level tools "
                          "matched in all\n")
               .arg(latencies.size())
               .arg(Bench::percentile(latencies, 0.5), 0, 'f', 1)
               .arg(Bench::percentile(latencies, 0.95), 0, 'f', 1)
               .arg(Bench::percentile(latencies, 1.0), 0, 'f', 1)
               .arg(remoteGroups)
               .arg(remoteTools);
    out << QStringLiteral("curl:           the same two requests a query, one after the other: "
                          "p50 %1 ms, p95 %2 ms; Toolshelf's p95 is %3x curl's\n")
               .arg(Bench::percentile(curlQueries, 0.5), 0, 'f', 1)
               .arg(Bench::percentile(curlQueries, 0.95), 0, 'f', 1)
               .arg(Bench::percentile(latencies, 0.95) / Bench::percentile(curlQueries, 0.95), 0,
                    'f', 1);
    out << QStringLiteral("group opened:   %1 s for its %2 tools\n")
               .arg(groupSeconds, 0, 'f', 2)
               .arg(groupTools);
    out << QStringLiteral("peak memory:    %1 MB\n").arg(Bench::peakMemoryKiB() / 1024);
    return 0;
}

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Benchmark: sync a 100,000-tool catalog from the reference provider (run as
// its own process, as a vendor's server would be) into a fresh catalog, and
// fetch the same pages with curl in the same run for comparison. Prints tools
// per second, pages per second for both, their ratio, and peak memory, and
// the CPU both processes spent during the fetch phase: what bounds the rate
// when the provider shares the machine's cores.
//
// With --dialect a2t-capabilities the provider speaks seed 003's a2t as a
// synthetic marketplace: --groups vendor groups (rounded up to a multiple of
// the 20 tags) below one top-level group per tag; curl then fetches every
// request the sync makes: the capabilities file, the group tree level by
// level and each list of tools, page by page.
//
// With --rtt-ms N the clients compare again over a link with N ms of round
// trip, where what bounds a sync's rate is how soon it asks for the next
// page: a tc netem namespace where the kernel has netem and the benchmark
// may make one (root), else a delaying proxy on this machine's loopback.
//
//   bench_sync [--tools N] [--page-limit N] [--dialect a2t|a2t-capabilities]
//              [--groups N] [--provider PATH] [--rtt-ms N [--link-only]]

#include "benchsupport.h"
#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "client/providerclients.h"
#include "delayinglink.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "net/networkservice.h"
#include "netemnamespace.h"
#include "pagecursor.h"
#include "providers/credentialstore.h"
#include "sync/syncengine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>
#include <chrono>
#include <optional>

#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

using namespace Toolshelf;

namespace {

// User and system CPU of this process (all its threads), in seconds.
double ownCpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// The same for another process, from /proc/PID/stat (utime and stime, the
// 14th and 15th fields, counted after the command name's closing parenthesis).
double processCpuSeconds(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return 0;
    return double(fields.at(11).toLongLong() + fields.at(12).toLongLong())
        / double(sysconf(_SC_CLK_TCK));
}

QJsonObject getJson(QNetworkAccessManager &manager, const QUrl &url)
{
    QNetworkReply *reply = manager.get(QNetworkRequest(url));
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    reply->deleteLater();
    return QJsonDocument::fromJson(reply->readAll()).object();
}

QUrl paged(QUrl url, int limit, qint64 offset, const QString &parent = {})
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("limit"), QString::number(limit));
    query.addQueryItem(QStringLiteral("offset"), QString::number(offset));
    if (!parent.isEmpty())
        query.addQueryItem(QStringLiteral("parent_id"),
                           QString::fromLatin1(QUrl::toPercentEncoding(parent)));
    url.setQuery(query);
    return url;
}

// Every request a sync of seed 003's a2t makes of `base`, found by walking
// the server as the sync does: the capabilities file, the top-level tools,
// each level of groups (asked by parent) and each group's tools, by
// `pageLimit`. `groups` gets the number of groups.
QList<QUrl> capabilitiesRequests(const QUrl &base, int pageLimit, int *groups)
{
    QNetworkAccessManager manager;
    const QString root = base.toString();
    QList<QUrl> requests {QUrl(root + QStringLiteral("/.well-known/a2t-capabilities.json"))};
    struct List
    {
        QUrl url;
        bool ofGroups;
        QString parent;
    };
    QList<List> lists {{QUrl(root + QStringLiteral("/tools")), false, {}},
                       {QUrl(root + QStringLiteral("/groups")), true, {}}};
    *groups = 0;
    while (!lists.isEmpty()) {
        const List list = lists.takeFirst();
        for (qint64 offset = 0;;) {
            const QUrl url = paged(list.url, pageLimit, offset, list.parent);
            requests.append(url);
            const QJsonObject page = getJson(manager, url);
            const QJsonArray entries
                = page.value(list.ofGroups ? QStringLiteral("groups") : QStringLiteral("tools"))
                      .toArray();
            for (const QJsonValue &entry : entries) {
                if (!list.ofGroups)
                    break;
                ++*groups;
                const QString id = entry.toObject().value(QStringLiteral("id")).toString();
                lists.append({QUrl(root + QStringLiteral("/groups/")
                                   + QString::fromLatin1(QUrl::toPercentEncoding(id))
                                   + QStringLiteral("/tools")),
                              false,
                              {}});
                lists.append({QUrl(root + QStringLiteral("/groups")), true, id});
            }
            offset += entries.size();
            if (entries.isEmpty() || offset >= page.value(QStringLiteral("total")).toInteger())
                break;
        }
    }
    return requests;
}

// What a comparison is asked for.
struct Options
{
    int tools = 0;
    int pageLimit = 0;
    bool capabilities = false;
    QString groups;
    QString providerBinary;
};

// The provider in its own process, serving the synthetic catalog; for seed
// 003's a2t as its marketplace (SyntheticMarketplace): one top-level group
// per tag and --groups vendor groups below them. Its address, or an invalid
// URL (its stderr says why).
QUrl startProvider(QProcess &provider, const Options &options)
{
    int tags = 50;
    int versions = 3;
    if (options.capabilities) {
        tags = 20;
        // The server serves only current versions: older ones would be generated for nothing.
        versions = 1;
    }
    QStringList arguments {QStringLiteral("--synthetic"),
                           QStringLiteral("%1:%2:%3:7").arg(options.tools).arg(tags).arg(versions),
                           QStringLiteral("--port"),
                           QStringLiteral("0"),
                           QStringLiteral("--max-page-limit"),
                           QString::number(options.pageLimit)};
    if (options.capabilities)
        arguments << QStringLiteral("--dialect") << A2tCapabilitiesDialect::DialectId
                  << QStringLiteral("--synthetic-groups") << options.groups;
    return Bench::startProvider(provider, options.providerBinary, arguments);
}

// Every request the sync makes of `base`, in its order; `groups` gets the
// number of groups (seed 003's a2t).
QList<QUrl> syncRequests(const QUrl &base, const Options &options, int *groups)
{
    *groups = 0;
    if (options.capabilities)
        return capabilitiesRequests(base, options.pageLimit, groups);
    QList<QUrl> requests;
    const int pageLimit = options.pageLimit;
    for (int page = 0; page < (options.tools + pageLimit - 1) / pageLimit; ++page) {
        QString url = base.toString() + QStringLiteral("/tools?pageLimit=%1").arg(pageLimit);
        if (page > 0)
            url += QStringLiteral("&pageCursor=")
                + PageCursor::encode(QStringLiteral("tools"), qsizetype(page) * pageLimit);
        requests.append(QUrl(url));
    }
    return requests;
}

// curl fetching `requests` in one process that keeps its connection, each
// answer into the file of the same index in `outputs` (else /dev/null);
// false when it failed (`error` says why).
bool runCurl(const QList<QUrl> &requests, const QString &config, const QStringList &outputs,
             QString *error)
{
    if (!Bench::writeCurlConfig(config, requests, outputs)) {
        *error = QStringLiteral("cannot write ") + config;
        return false;
    }
    QProcess curl;
    curl.start(QStringLiteral("curl"),
               {QStringLiteral("-s"), QStringLiteral("-f"), QStringLiteral("-K"), config});
    if (!curl.waitForFinished(600000) || curl.exitCode() != 0) {
        *error
            = QStringLiteral("curl failed: ") + QString::fromLocal8Bit(curl.readAllStandardError());
        return false;
    }
    return true;
}

// curl's seconds for `requests`, or nothing when it failed.
std::optional<double> curlSeconds(const QList<QUrl> &requests, const QString &config,
                                  QString *error)
{
    QElapsedTimer timer;
    timer.start();
    if (!runCurl(requests, config, {}, error))
        return std::nullopt;
    return double(timer.nsecsElapsed()) / 1e9;
}

// How many answers the parse reference reads: enough for a stable figure,
// few enough to keep in memory at any catalog size.
constexpr qsizetype ParseSample = 200;

// Qt's JSON parser alone, building the DOM of the first answers of
// `requests` (fetched again by curl, untimed) on this thread: what every
// page costs before any of Toolshelf's own checks, against the provider's
// CPU per request. Milliseconds of CPU per request, the best of three
// rounds; nothing when curl failed or an answer was not JSON.
std::optional<double> domParseMs(const QList<QUrl> &requests, const QString &dir, QString *error)
{
    const QList<QUrl> sample = requests.mid(0, ParseSample);
    QStringList files;
    for (qsizetype i = 0; i < sample.size(); ++i)
        files.append(QStringLiteral("%1/answer-%2.json").arg(dir).arg(i));
    if (!runCurl(sample, dir + QStringLiteral("/parse.cfg"), files, error))
        return std::nullopt;
    QByteArrayList answers;
    for (const QString &name : std::as_const(files)) {
        QFile file(name);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot read ") + name;
            return std::nullopt;
        }
        answers.append(file.readAll());
    }
    const auto threadCpu = [] {
        timespec now {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
    };
    double best = -1;
    for (int round = 0; round < 3; ++round) {
        const double start = threadCpu();
        for (const QByteArray &answer : std::as_const(answers)) {
            QJsonParseError parseError {};
            const QJsonDocument document = QJsonDocument::fromJson(answer, &parseError);
            if (parseError.error != QJsonParseError::NoError) {
                *error = QStringLiteral("an answer is not JSON: ") + parseError.errorString();
                return std::nullopt;
            }
        }
        const double spent = threadCpu() - start;
        if (best < 0 || spent < best)
            best = spent;
    }
    return answers.isEmpty() ? 0 : 1000 * best / double(answers.size());
}

// One Toolshelf sync: when its phases ended and what the fetch phase cost.
struct SyncRun
{
    QString failure; // empty when every page was read and stored
    double seconds = 0; // end to end
    double fetchSeconds = 0; // the last page received, parsed and linted
    double ownCpu = 0; // in the fetch phase
    double providerCpu = 0;
    SyncProgress last;
};

// The real sync engine reading `base` into a fresh catalog at `catalogFile`;
// `pages` tool pages make its fetch phase.
SyncRun syncOnce(const QUrl &base, const Options &options, int pages, const QString &catalogFile,
                 qint64 providerPid)
{
    SyncRun run;
    QNetworkAccessManager manager;
    manager.setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    NetworkService network(&manager);
    CredentialStore credentials(QStringLiteral("Toolshelf benchmark"));
    CatalogStore store;
    if (!store.open(catalogFile, &run.failure))
        return run;
    ProviderClients clients(&credentials, &network);
    SyncEngine engine(&clients, &store);
    SyncLimits limits;
    limits.pageLimit = options.pageLimit;
    engine.setLimits(limits);
    Provider vendor;
    vendor.name = QStringLiteral("Synthetic");
    vendor.baseUrl = base;
    if (options.capabilities)
        vendor.dialect = A2tCapabilitiesDialect::DialectId;
    QElapsedTimer timer;
    QEventLoop loop;
    QObject::connect(&engine, &SyncEngine::progressed, &loop,
                     [&](const QString &, const SyncProgress &progress) {
                         run.last = progress;
                         if (progress.pages == pages && run.fetchSeconds == 0) {
                             run.fetchSeconds = double(timer.nsecsElapsed()) / 1e9;
                             run.ownCpu += ownCpuSeconds();
                             run.providerCpu += processCpuSeconds(providerPid);
                         }
                     });
    bool ok = false;
    QObject::connect(&engine, &SyncEngine::providerFinished, &loop,
                     [&](const QString &, const SyncSummary &, const std::optional<Error> &why) {
                         ok = !why;
                         if (why)
                             run.failure = QStringLiteral("the sync failed: ") + why->text();
                         loop.quit();
                     });
    run.ownCpu = -ownCpuSeconds();
    run.providerCpu = -processCpuSeconds(providerPid);
    timer.start();
    QTimer::singleShot(0, &loop, [&] { engine.sync({vendor}); });
    loop.exec();
    run.seconds = double(timer.nsecsElapsed()) / 1e9;
    if (ok && run.fetchSeconds == 0)
        run.failure = QStringLiteral("the sync read %1 pages, not the %2 curl fetched")
                          .arg(run.last.pages)
                          .arg(pages);
    else if (!ok && run.failure.isEmpty())
        run.failure = QStringLiteral("the sync failed");
    return run;
}

// Both clients fetching the same requests from one provider.
struct Comparison
{
    QList<QUrl> requests;
    int pages = 0; // tool pages among the requests: what the sync's progress counts
    int groups = 0;
    double curlSeconds = 0;
    SyncRun sync;
    // Qt's JSON parse of the first answers alone, ms of CPU per request
    // (loopback runs only).
    std::optional<double> domParseMs;
    // What a delaying proxy saw of each client.
    std::optional<Bench::DelayingLink::Measured> curlOnLink;
    std::optional<Bench::DelayingLink::Measured> syncOnLink;
};

// curl, then the sync, reaching the provider at `direct` through `port`:
// its own, or that of `proxy` in front of it. The requests are listed
// directly: walking a marketplace over a slow link would take longer than
// the runs.
std::optional<Comparison> compareClients(const QUrl &direct, int port, const Options &options,
                                         qint64 providerPid, Bench::DelayingLink *proxy,
                                         QString *error)
{
    Comparison result;
    for (QUrl url : syncRequests(direct, options, &result.groups)) {
        url.setPort(port);
        result.requests.append(url);
    }
    result.pages
        = int(std::count_if(result.requests.cbegin(), result.requests.cend(), [](const QUrl &url) {
              return url.path().endsWith(QLatin1String("/tools"));
          }));
    QTemporaryDir dir;
    const std::optional<double> curl
        = curlSeconds(result.requests, dir.filePath(QStringLiteral("curl.cfg")), error);
    if (!curl)
        return std::nullopt;
    result.curlSeconds = *curl;
    if (proxy)
        result.curlOnLink = proxy->take();
    QUrl base = direct;
    base.setPort(port);
    result.sync = syncOnce(base, options, result.pages,
                           dir.filePath(QStringLiteral("catalog.sqlite")), providerPid);
    if (proxy)
        result.syncOnLink = proxy->take();
    if (!result.sync.failure.isEmpty()) {
        *error = result.sync.failure;
        return std::nullopt;
    }
    return result;
}

void printCatalog(const Comparison &result, const Options &options, QTextStream &out)
{
    out << QStringLiteral("catalog: %1 tools, %2 pages of %3, %4 MB\n")
               .arg(options.tools)
               .arg(result.pages)
               .arg(options.pageLimit)
               .arg(double(result.sync.last.bytes) / 1e6, 0, 'f', 1);
    if (options.capabilities)
        out << QStringLiteral("seed 003's a2t: %1 groups; %2 requests in all (capabilities file, "
                              "group levels, tool pages)\n")
                   .arg(result.groups)
                   .arg(result.requests.size());
}

// Every request the sync made (group levels and the capabilities file
// included) in its fetch phase, against curl making the same ones; and what
// the fetch phase cost in CPU, with the request rate the cores allow at that
// cost: when the phase kept them busy, no reordering of the same work makes
// it faster.
void printLoopback(const Comparison &result, const Options &options, QTextStream &out)
{
    const SyncRun &sync = result.sync;
    const auto fetched = double(result.requests.size());
    const double appPageRate = fetched / sync.fetchSeconds;
    const double curlPageRate = fetched / result.curlSeconds;
    printCatalog(result, options, out);
    out << QStringLiteral(
               "toolshelf sync: %1 s end to end, %2 tools/s (fetch, parse, lint, store, commit)\n")
               .arg(sync.seconds, 0, 'f', 2)
               .arg(double(sync.last.tools) / sync.seconds, 0, 'f', 0);
    out << QStringLiteral(
               "  fetch phase:  %1 s, %2 requests/s (every page received, parsed and linted)\n")
               .arg(sync.fetchSeconds, 0, 'f', 2)
               .arg(appPageRate, 0, 'f', 1);
    out << QStringLiteral("curl:           %1 s, %2 requests/s (fetch only)\n")
               .arg(result.curlSeconds, 0, 'f', 2)
               .arg(curlPageRate, 0, 'f', 1);
    out << QStringLiteral("ratio:          %1% of curl's request rate (target: at least 90%)\n")
               .arg(100.0 * appPageRate / curlPageRate, 0, 'f', 0);
    const int cores = QThread::idealThreadCount();
    const double cpuPerPage = (sync.ownCpu + sync.providerCpu) / fetched;
    const double ceiling = cores / cpuPerPage;
    out << QStringLiteral("fetch-phase CPU: toolshelf %1 ms/request (all threads), provider %2 "
                          "ms/request; %3 core(s) %4% busy\n")
               .arg(1000 * sync.ownCpu / fetched, 0, 'f', 2)
               .arg(1000 * sync.providerCpu / fetched, 0, 'f', 2)
               .arg(cores)
               .arg(100 * (sync.ownCpu + sync.providerCpu) / (cores * sync.fetchSeconds), 0, 'f',
                    0);
    if (result.domParseMs)
        out << QStringLiteral("  reference: Qt's JSON parser alone, building the DOM of the same "
                              "answers (the first %1): %2 ms/request\n")
                   .arg(std::min(ParseSample, result.requests.size()))
                   .arg(*result.domParseMs, 0, 'f', 2);
    out << QStringLiteral(
               "  at that cost the cores allow at most %1 requests/s: %2% of curl's rate\n")
               .arg(ceiling, 0, 'f', 0)
               .arg(100 * ceiling / curlPageRate, 0, 'f', 0);
    out << QStringLiteral("peak memory:    %1 MB\n")
               .arg(double(Bench::peakMemoryKiB()) / 1024.0, 0, 'f', 0);
}

// Each client's pages (every request, for seed 003's a2t), seconds and rate
// over the link; the sync's fetch phase is what compares with curl, which
// neither parses nor stores.
void printLink(const Comparison &result, const Options &options, int rttMs, QTextStream &out)
{
    const QString unit
        = options.capabilities ? QStringLiteral("requests") : QStringLiteral("pages");
    const qsizetype fetched = result.requests.size();
    const SyncRun &sync = result.sync;
    printCatalog(result, options, out);
    const auto line = [&](const QString &client, double seconds, const QString &note) {
        out << QStringLiteral("%1 %2 %3 in %4 s: %5 %3/s, %6 ms each%7\n")
                   .arg(client)
                   .arg(fetched)
                   .arg(unit)
                   .arg(seconds, 0, 'f', 2)
                   .arg(double(fetched) / seconds, 0, 'f', 1)
                   .arg(1000 * seconds / double(fetched), 0, 'f', 1)
                   .arg(note);
    };
    line(QStringLiteral("curl:                "), result.curlSeconds,
         QStringLiteral(" (fetch only)"));
    line(QStringLiteral("toolshelf fetch phase:"), sync.fetchSeconds,
         QStringLiteral(" (every page received, parsed and linted)"));
    out << QStringLiteral("toolshelf end to end:  %1 s, %2 tools/s (fetch, parse, lint, store, "
                          "commit)\n")
               .arg(sync.seconds, 0, 'f', 2)
               .arg(double(sync.last.tools) / sync.seconds, 0, 'f', 0);
    const double ratio = result.curlSeconds / sync.fetchSeconds;
    out << QStringLiteral("ratio: %1% of curl's %2 rate (goal: at least 95%): %3\n")
               .arg(100 * ratio, 0, 'f', 1)
               .arg(unit.chopped(1))
               .arg(ratio >= 0.95 ? QStringLiteral("met") : QStringLiteral("not met"));
    // A request cannot be answered in less than the round trip: if curl's
    // were, the link delayed nothing (a netem that accepted the delay but
    // does not apply it) and the figures above are the loopback's.
    if (1000 * result.curlSeconds / double(fetched) < rttMs)
        out << QStringLiteral("warning: curl took less than the %1 ms round trip a request; "
                              "the link did not delay them\n")
                   .arg(rttMs);
}

// What the proxy saw: that it held chunks for as long as asked, and each
// client's own part of a round trip, from the last byte of an answer to its
// next request (what makes the two rates differ; the link and the provider
// are the same for both).
void printProxy(const Comparison &result, QTextStream &out)
{
    const auto line = [&](const QString &client, const Bench::DelayingLink::Measured &seen) {
        out << QStringLiteral("proxy, %1 %2 chunks held %3 ms on average (at most %4); next "
                              "request %5 ms after an answer's last byte on average (at most %6)\n")
                   .arg(client)
                   .arg(seen.chunks)
                   .arg(seen.meanHeldMs, 0, 'f', 3)
                   .arg(seen.maxHeldMs, 0, 'f', 1)
                   .arg(seen.meanTurnaroundMs, 0, 'f', 2)
                   .arg(seen.maxTurnaroundMs, 0, 'f', 1);
    };
    line(QStringLiteral("curl:     "), *result.curlOnLink);
    line(QStringLiteral("toolshelf:"), *result.syncOnLink);
}

// The comparison as it has always been: both clients straight to the
// provider on this machine's loopback.
int compareOnLoopback(const Options &options, QTextStream &out)
{
    QProcess provider;
    const QUrl base = startProvider(provider, options);
    if (!base.isValid()) {
        out << "bench_sync: the provider did not start: " << provider.readAllStandardError()
            << '\n';
        return 1;
    }
    QString error;
    std::optional<Comparison> result
        = compareClients(base, base.port(), options, provider.processId(), nullptr, &error);
    QTemporaryDir answers;
    if (result) {
        result->domParseMs = domParseMs(result->requests, answers.path(), &error);
        if (!result->domParseMs)
            result.reset();
    }
    provider.terminate();
    provider.waitForFinished(5000);
    if (!result) {
        out << "bench_sync: " << error << '\n';
        return 1;
    }
    printLoopback(*result, options, out);
    return 0;
}

// Both clients over a link of `rttMs`: the loopback itself when it is a
// netem namespace's (`netem` names it), else through a delaying proxy in
// front of the provider; `why` says why the proxy.
int compareOverLink(const Options &options, int rttMs, const QString &netem, const QString &why,
                    QTextStream &out)
{
    QProcess provider;
    const QUrl base = startProvider(provider, options);
    if (!base.isValid()) {
        out << "bench_sync: the provider did not start: " << provider.readAllStandardError()
            << '\n';
        return 1;
    }
    std::optional<Bench::DelayingLink> proxy;
    int port = base.port();
    const double oneWay = rttMs / 2.0;
    if (netem.isEmpty()) {
        proxy.emplace(quint16(port), std::chrono::microseconds(rttMs * 500));
        port = proxy->start();
        out << QStringLiteral("link: %1 ms round trip through a delaying proxy on 127.0.0.1 "
                              "(its own thread, each chunk held %2 ms each way); tc netem is not "
                              "available: %3\n")
                   .arg(rttMs)
                   .arg(oneWay)
                   .arg(why);
    } else {
        out << QStringLiteral("link: %1 ms round trip by tc netem (%2 ms each way) on the "
                              "loopback of network namespace %3, MTU 1500\n")
                   .arg(rttMs)
                   .arg(oneWay)
                   .arg(netem);
    }
    out.flush();
    QString error;
    const std::optional<Comparison> result = port == 0
        ? std::nullopt
        : compareClients(base, port, options, provider.processId(), proxy ? &*proxy : nullptr,
                         &error);
    provider.terminate();
    provider.waitForFinished(5000);
    if (!result) {
        out << "bench_sync: " << (port == 0 ? QStringLiteral("the proxy did not listen") : error)
            << '\n';
        return 1;
    }
    printLink(*result, options, rttMs, out);
    if (proxy)
        printProxy(*result, out);
    return 0;
}

// Over a link of `rttMs`: this program again, inside a netem namespace,
// where the machine makes one; else here, through the delaying proxy.
int compareOverLink(const Options &options, int rttMs, QTextStream &out)
{
    Bench::NetemNamespace netem;
    QString why;
    if (!netem.create(std::chrono::microseconds(rttMs * 500), &why))
        return compareOverLink(options, rttMs, {}, why, out);
    out.flush();
    QProcess inside;
    inside.setProcessChannelMode(QProcess::ForwardedChannels);
    inside.start(QStringLiteral("ip"),
                 netem.exec(QCoreApplication::applicationFilePath(),
                            QCoreApplication::arguments().mid(1)
                                << QStringLiteral("--link-only") << QStringLiteral("--in-netem")
                                << netem.name()));
    if (!inside.waitForFinished(-1) || inside.exitStatus() != QProcess::NormalExit)
        return 1;
    return inside.exitCode();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption toolsOption(
        QStringLiteral("tools"),
        QStringLiteral("Tools in the catalog (default 100000; 20000 over the --rtt-ms link)."),
        QStringLiteral("N"));
    const QCommandLineOption pageOption(QStringLiteral("page-limit"),
                                        QStringLiteral("Tools per page."), QStringLiteral("N"),
                                        QStringLiteral("100"));
    const QCommandLineOption providerOption(
        QStringLiteral("provider"), QStringLiteral("toolshelf-provider binary."),
        QStringLiteral("PATH"), QStringLiteral(TOOLSHELF_PROVIDER_BINARY));
    const QCommandLineOption dialectOption(QStringLiteral("dialect"),
                                           QStringLiteral("a2t (default) or a2t-capabilities."),
                                           QStringLiteral("ID"), QStringLiteral("a2t"));
    const QCommandLineOption groupsOption(
        QStringLiteral("groups"),
        QStringLiteral("a2t-capabilities: this many vendor groups below the tags' groups "
                       "(default 1000)."),
        QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption rttOption(
        QStringLiteral("rtt-ms"),
        QStringLiteral("Then compare again over a link with this round-trip time: tc netem where "
                       "the kernel has it and this is root, else a delaying proxy (default 0: "
                       "no link)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption linkOnlyOption(
        QStringLiteral("link-only"),
        QStringLiteral("With --rtt-ms: only the comparison over the link."));
    // This program run again inside the netem namespace the first one made.
    QCommandLineOption netemOption(QStringLiteral("in-netem"), QStringLiteral("Internal."),
                                   QStringLiteral("NAMESPACE"));
    netemOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({toolsOption, pageOption, dialectOption, groupsOption, providerOption,
                       rttOption, linkOnlyOption, netemOption});
    parser.addHelpOption();
    parser.process(app);
    Options options;
    options.tools = parser.isSet(toolsOption) ? parser.value(toolsOption).toInt() : 100000;
    options.pageLimit = parser.value(pageOption).toInt();
    options.capabilities = parser.value(dialectOption) == A2tCapabilitiesDialect::DialectId;
    options.groups = parser.value(groupsOption);
    options.providerBinary = parser.value(providerOption);
    const int rttMs = parser.value(rttOption).toInt();
    QTextStream out(stdout);
    if (parser.isSet(linkOnlyOption) && rttMs <= 0) {
        out << "bench_sync: --link-only needs --rtt-ms\n";
        return 1;
    }
    if (!parser.isSet(linkOnlyOption)) {
        if (const int failed = compareOnLoopback(options, out))
            return failed;
    }
    if (rttMs <= 0)
        return 0;
    // A smaller catalog: at tens of milliseconds a page, 200 pages are seconds.
    Options overLink = options;
    overLink.tools = parser.isSet(toolsOption) ? options.tools : 20000;
    if (parser.isSet(netemOption))
        return compareOverLink(overLink, rttMs, parser.value(netemOption), {}, out);
    return compareOverLink(overLink, rttMs, out);
}

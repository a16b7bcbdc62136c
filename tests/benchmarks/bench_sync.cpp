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
//   bench_sync [--tools N] [--page-limit N] [--dialect a2t|a2t-capabilities]
//              [--groups N] [--provider PATH]

#include "benchsupport.h"
#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "client/providerclients.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "net/networkservice.h"
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

#include <sys/resource.h>
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

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption toolsOption(QStringLiteral("tools"),
                                         QStringLiteral("Tools in the catalog."),
                                         QStringLiteral("N"), QStringLiteral("100000"));
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
    parser.addOptions({toolsOption, pageOption, dialectOption, groupsOption, providerOption});
    parser.addHelpOption();
    parser.process(app);
    const int tools = parser.value(toolsOption).toInt();
    const int pageLimit = parser.value(pageOption).toInt();
    const bool capabilities = parser.value(dialectOption) == A2tCapabilitiesDialect::DialectId;
    QTextStream out(stdout);

    // The provider in its own process, serving the synthetic catalog; for
    // seed 003's a2t as its marketplace (SyntheticMarketplace): one top-level
    // group per tag and --groups vendor groups below them.
    int tags = 50;
    int versions = 3;
    if (capabilities) {
        tags = 20;
        // The server serves only current versions: older ones would be generated for nothing.
        versions = 1;
    }
    QStringList arguments {QStringLiteral("--synthetic"),
                           QStringLiteral("%1:%2:%3:7").arg(tools).arg(tags).arg(versions),
                           QStringLiteral("--port"),
                           QStringLiteral("0"),
                           QStringLiteral("--max-page-limit"),
                           QString::number(pageLimit)};
    if (capabilities)
        arguments << QStringLiteral("--dialect") << A2tCapabilitiesDialect::DialectId
                  << QStringLiteral("--synthetic-groups") << parser.value(groupsOption);
    QProcess provider;
    const QUrl base = Bench::startProvider(provider, parser.value(providerOption), arguments);
    if (!base.isValid()) {
        out << "bench_sync: the provider did not start: " << provider.readAllStandardError()
            << '\n';
        return 1;
    }

    // 1. curl: the same pages, one process reusing its connection.
    QTemporaryDir dir;
    QList<QUrl> requests;
    int groups = 0;
    if (capabilities) {
        requests = capabilitiesRequests(base, pageLimit, &groups);
    } else {
        for (int page = 0; page < (tools + pageLimit - 1) / pageLimit; ++page) {
            QString url = base.toString() + QStringLiteral("/tools?pageLimit=%1").arg(pageLimit);
            if (page > 0)
                url += QStringLiteral("&pageCursor=")
                    + PageCursor::encode(QStringLiteral("tools"), qsizetype(page) * pageLimit);
            requests.append(QUrl(url));
        }
    }
    // Tool pages: what the sync's progress counts.
    const auto pages = int(std::count_if(requests.cbegin(), requests.cend(), [](const QUrl &url) {
        return url.path().endsWith(QLatin1String("/tools"));
    }));
    const QString config = dir.filePath(QStringLiteral("curl.cfg"));
    if (!Bench::writeCurlConfig(config, requests))
        return 1;
    QElapsedTimer timer;
    timer.start();
    QProcess curl;
    curl.start(QStringLiteral("curl"),
               {QStringLiteral("-s"), QStringLiteral("-f"), QStringLiteral("-K"), config});
    if (!curl.waitForFinished(600000) || curl.exitCode() != 0) {
        out << "bench_sync: curl failed: " << curl.readAllStandardError() << '\n';
        return 1;
    }
    const double curlSeconds = double(timer.nsecsElapsed()) / 1e9;

    // 2. Toolshelf: the real sync engine into a fresh catalog.
    QNetworkAccessManager manager;
    manager.setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    NetworkService network(&manager);
    CredentialStore credentials(QStringLiteral("Toolshelf benchmark"));
    CatalogStore store;
    QString error;
    if (!store.open(dir.filePath(QStringLiteral("catalog.sqlite")), &error)) {
        out << "bench_sync: " << error << '\n';
        return 1;
    }
    ProviderClients clients(&credentials, &network);
    SyncEngine engine(&clients, &store);
    SyncLimits limits;
    limits.pageLimit = pageLimit;
    engine.setLimits(limits);
    Provider vendor;
    vendor.name = QStringLiteral("Synthetic");
    vendor.baseUrl = base;
    if (capabilities)
        vendor.dialect = A2tCapabilitiesDialect::DialectId;
    bool ok = false;
    SyncProgress last;
    // When the last page has been received: the rest is storing and committing.
    double fetchSeconds = 0;
    double ownCpu = 0;
    double providerCpu = 0;
    QObject::connect(&engine, &SyncEngine::progressed, &app,
                     [&](const QString &, const SyncProgress &progress) {
                         last = progress;
                         if (progress.pages == pages && fetchSeconds == 0) {
                             fetchSeconds = double(timer.nsecsElapsed()) / 1e9;
                             ownCpu += ownCpuSeconds();
                             providerCpu += processCpuSeconds(provider.processId());
                         }
                     });
    QObject::connect(&engine, &SyncEngine::providerFinished, &app,
                     [&](const QString &, const SyncSummary &, const std::optional<Error> &why) {
                         ok = !why;
                         error = why ? why->text() : QString();
                         app.quit();
                     });
    ownCpu = -ownCpuSeconds();
    providerCpu = -processCpuSeconds(provider.processId());
    timer.restart();
    QTimer::singleShot(0, &app, [&] { engine.sync({vendor}); });
    app.exec();
    const double syncSeconds = double(timer.nsecsElapsed()) / 1e9;
    provider.terminate();
    provider.waitForFinished(5000);
    if (!ok) {
        out << "bench_sync: the sync failed: " << error << '\n';
        return 1;
    }
    if (fetchSeconds == 0) {
        out << QStringLiteral("bench_sync: the sync read %1 pages, not the %2 curl fetched\n")
                   .arg(last.pages)
                   .arg(pages);
        return 1;
    }

    // Every request the sync made (group levels and the capabilities file
    // included) in its fetch phase, against curl making the same ones.
    const auto fetched = double(requests.size());
    const double appPageRate = fetched / fetchSeconds;
    const double curlPageRate = fetched / curlSeconds;
    out << QStringLiteral("catalog: %1 tools, %2 pages of %3, %4 MB\n")
               .arg(tools)
               .arg(pages)
               .arg(pageLimit)
               .arg(double(last.bytes) / 1e6, 0, 'f', 1);
    if (capabilities)
        out << QStringLiteral("seed 003's a2t: %1 groups; %2 requests in all (capabilities file, "
                              "group levels, tool pages)\n")
                   .arg(groups)
                   .arg(requests.size());
    out << QStringLiteral(
               "toolshelf sync: %1 s end to end, %2 tools/s (fetch, parse, lint, store, commit)\n")
               .arg(syncSeconds, 0, 'f', 2)
               .arg(last.tools / syncSeconds, 0, 'f', 0);
    out << QStringLiteral(
               "  fetch phase:  %1 s, %2 requests/s (every page received, parsed and linted)\n")
               .arg(fetchSeconds, 0, 'f', 2)
               .arg(appPageRate, 0, 'f', 1);
    out << QStringLiteral("curl:           %1 s, %2 requests/s (fetch only)\n")
               .arg(curlSeconds, 0, 'f', 2)
               .arg(curlPageRate, 0, 'f', 1);
    out << QStringLiteral("ratio:          %1% of curl's request rate (target: at least 90%)\n")
               .arg(100.0 * appPageRate / curlPageRate, 0, 'f', 0);
    // What the fetch phase cost in CPU, and the page rate the cores allow at
    // that cost: when the phase kept them busy, no reordering of the same work
    // makes it faster.
    const int cores = QThread::idealThreadCount();
    const double cpuPerPage = (ownCpu + providerCpu) / fetched;
    const double ceiling = cores / cpuPerPage;
    out << QStringLiteral("fetch-phase CPU: toolshelf %1 ms/request (all threads), provider %2 "
                          "ms/request; %3 core(s) %4% busy\n")
               .arg(1000 * ownCpu / fetched, 0, 'f', 2)
               .arg(1000 * providerCpu / fetched, 0, 'f', 2)
               .arg(cores)
               .arg(100 * (ownCpu + providerCpu) / (cores * fetchSeconds), 0, 'f', 0);
    out << QStringLiteral(
               "  at that cost the cores allow at most %1 requests/s: %2% of curl's rate\n")
               .arg(ceiling, 0, 'f', 0)
               .arg(100 * ceiling / curlPageRate, 0, 'f', 0);
    out << QStringLiteral("peak memory:    %1 MB\n")
               .arg(double(Bench::peakMemoryKiB()) / 1024.0, 0, 'f', 0);
    return 0;
}

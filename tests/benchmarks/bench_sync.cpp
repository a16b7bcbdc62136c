// Benchmark: sync a 100,000-tool catalog from the reference provider (run as
// its own process, as a vendor's server would be) into a fresh catalog, and
// fetch the same pages with curl in the same run for comparison. Prints tools
// per second, pages per second for both, their ratio, and peak memory, and
// the CPU both processes spent during the fetch phase: what bounds the rate
// when the provider shares the machine's cores.
//
//   bench_sync [--tools N] [--page-limit N] [--provider PATH]

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "client/providerclients.h"
#include "net/networkservice.h"
#include "pagecursor.h"
#include "providers/credentialstore.h"
#include "sync/syncengine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <sys/resource.h>
#include <unistd.h>

using namespace Toolshelf;

namespace {

qint64 peakMemoryKiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

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
    parser.addOptions({toolsOption, pageOption, providerOption});
    parser.addHelpOption();
    parser.process(app);
    const int tools = parser.value(toolsOption).toInt();
    const int pageLimit = parser.value(pageOption).toInt();
    QTextStream out(stdout);

    // The provider in its own process, serving the synthetic catalog.
    QProcess provider;
    provider.start(parser.value(providerOption),
                   {QStringLiteral("--synthetic"), QStringLiteral("%1:50:3:7").arg(tools),
                    QStringLiteral("--port"), QStringLiteral("0"),
                    QStringLiteral("--max-page-limit"), QString::number(pageLimit)});
    if (!provider.waitForReadyRead(30000)) {
        out << "bench_sync: the provider did not start: " << provider.readAllStandardError()
            << '\n';
        return 1;
    }
    const QByteArray line = provider.readLine().trimmed();
    const QUrl base(QString::fromUtf8(line.mid(line.lastIndexOf(' ') + 1)));

    // 1. curl: the same pages, one process reusing its connection.
    QTemporaryDir dir;
    const int pages = (tools + pageLimit - 1) / pageLimit;
    QFile config(dir.filePath(QStringLiteral("curl.cfg")));
    if (!config.open(QIODevice::WriteOnly))
        return 1;
    for (int page = 0; page < pages; ++page) {
        QString url = base.toString() + QStringLiteral("/tools?pageLimit=%1").arg(pageLimit);
        if (page > 0)
            url += QStringLiteral("&pageCursor=")
                + PageCursor::encode(QStringLiteral("tools"), qsizetype(page) * pageLimit);
        config.write("url = \"" + url.toUtf8() + "\"\noutput = \"/dev/null\"\n");
    }
    config.close();
    QElapsedTimer timer;
    timer.start();
    QProcess curl;
    curl.start(
        QStringLiteral("curl"),
        {QStringLiteral("-s"), QStringLiteral("-f"), QStringLiteral("-K"), config.fileName()});
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

    const double appPageRate = last.pages / fetchSeconds;
    const double curlPageRate = pages / curlSeconds;
    out << QStringLiteral("catalog: %1 tools, %2 pages of %3, %4 MB\n")
               .arg(tools)
               .arg(pages)
               .arg(pageLimit)
               .arg(double(last.bytes) / 1e6, 0, 'f', 1);
    out << QStringLiteral(
               "toolshelf sync: %1 s end to end, %2 tools/s (fetch, parse, lint, store, commit)\n")
               .arg(syncSeconds, 0, 'f', 2)
               .arg(last.tools / syncSeconds, 0, 'f', 0);
    out << QStringLiteral(
               "  fetch phase:  %1 s, %2 pages/s (every page received, parsed and linted)\n")
               .arg(fetchSeconds, 0, 'f', 2)
               .arg(appPageRate, 0, 'f', 1);
    out << QStringLiteral("curl:           %1 s, %2 pages/s (fetch only)\n")
               .arg(curlSeconds, 0, 'f', 2)
               .arg(curlPageRate, 0, 'f', 1);
    out << QStringLiteral("ratio:          %1% of curl's page rate (target: at least 90%)\n")
               .arg(100.0 * appPageRate / curlPageRate, 0, 'f', 0);
    // What the fetch phase cost in CPU, and the page rate the cores allow at
    // that cost: when the phase kept them busy, no reordering of the same work
    // makes it faster.
    const int cores = QThread::idealThreadCount();
    const double cpuPerPage = (ownCpu + providerCpu) / last.pages;
    const double ceiling = cores / cpuPerPage;
    out << QStringLiteral("fetch-phase CPU: toolshelf %1 ms/page (all threads), provider %2 "
                          "ms/page; %3 core(s) %4% busy\n")
               .arg(1000 * ownCpu / last.pages, 0, 'f', 2)
               .arg(1000 * providerCpu / last.pages, 0, 'f', 2)
               .arg(cores)
               .arg(100 * (ownCpu + providerCpu) / (cores * fetchSeconds), 0, 'f', 0);
    out << QStringLiteral("  at that cost the cores allow at most %1 pages/s: %2% of curl's rate\n")
               .arg(ceiling, 0, 'f', 0)
               .arg(100 * ceiling / curlPageRate, 0, 'f', 0);
    out << QStringLiteral("peak memory:    %1 MB\n")
               .arg(double(peakMemoryKiB()) / 1024.0, 0, 'f', 0);
    return 0;
}

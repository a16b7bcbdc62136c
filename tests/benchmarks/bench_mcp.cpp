// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Benchmark: MCP. Two figures, each beside its reference measured in the
// same run.
//
// 1. A 10,000-tool server over streamable HTTP (the reference provider with
//    --dialect mcp, in its own process): Toolshelf's sync into a fresh
//    catalog against a plain curl JSON-RPC loop posting the same tools/list
//    pages in one connection. Prints tools/s for both and their ratio
//    (goal: at least 0.9).
// 2. server-everything started over stdio (TOOLSHELF_MCP_EVERYTHING, which
//    packaging/setup.sh installs): the time from `toolshelf provider add
//    --stdio` to a search that finds its tool, against a bare client that
//    starts the server and reads its tools/list answer.
//
//   bench_mcp [--tools N] [--provider PATH] [--toolshelf PATH] [--runs N]

#include "benchsupport.h"
#include "catalog/catalogstore.h"
#include "client/providerclients.h"
#include "dialects/mcp/mcpdialect.h"
#include "dialects/mcp/mcpmessages.h"
#include "net/networkservice.h"
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
#include <QTimer>

using namespace Toolshelf;

namespace {

// Posts one JSON-RPC message as a client would; the reply's body and session header.
std::pair<QJsonObject, QByteArray> post(QNetworkAccessManager &manager, const QUrl &url,
                                        const QByteArray &body, const QByteArray &session)
{
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", "application/json, text/event-stream");
    if (!session.isEmpty())
        request.setRawHeader("Mcp-Session-Id", session);
    QNetworkReply *reply = manager.post(request, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    reply->deleteLater();
    return {QJsonDocument::fromJson(reply->readAll()).object(), reply->rawHeader("Mcp-Session-Id")};
}

// The curl side of figure 1: a session opened here, then every tools/list
// page posted by curl in one process (cursors are the server's offsets,
// walked here first so curl asks exactly what the sync asks).
bool writeCurlLoop(const QString &fileName, const QUrl &endpoint, int *pages)
{
    QNetworkAccessManager manager;
    const auto [initialized, session] = post(manager, endpoint, McpMessages::initialize(1), {});
    if (session.isEmpty())
        return false;
    QStringList cursors {QString()};
    for (;;) {
        QJsonObject params;
        if (!cursors.constLast().isEmpty())
            params.insert(QStringLiteral("cursor"), cursors.constLast());
        const QJsonObject page
            = post(manager, endpoint, McpMessages::request(2, QStringLiteral("tools/list"), params),
                   session)
                  .first.value(QStringLiteral("result"))
                  .toObject();
        const QString next = page.value(QStringLiteral("nextCursor")).toString();
        if (next.isEmpty())
            break;
        cursors.append(next);
    }
    QFile config(fileName);
    if (!config.open(QIODevice::WriteOnly))
        return false;
    for (const QString &cursor : std::as_const(cursors)) {
        if (&cursor != &cursors.constFirst())
            config.write("next\n");
        QJsonObject params;
        if (!cursor.isEmpty())
            params.insert(QStringLiteral("cursor"), cursor);
        const QByteArray body = McpMessages::request(2, QStringLiteral("tools/list"), params);
        config.write("url = \"" + endpoint.toEncoded() + "\"\n");
        config.write("header = \"Content-Type: application/json\"\n");
        config.write("header = \"Accept: application/json, text/event-stream\"\n");
        config.write("header = \"Mcp-Session-Id: " + session + "\"\n");
        config.write("header = \"MCP-Protocol-Version: 2025-11-25\"\n");
        // The body has no quotes to escape beyond JSON's own.
        config.write("data = \"" + QByteArray(body).replace('\\', "\\\\").replace('"', "\\\"")
                     + "\"\n");
        config.write("output = \"/dev/null\"\n");
    }
    *pages = int(cursors.size());
    return config.flush();
}

// Runs `program` to its end; its wall time in seconds, or a negative one.
double timed(const QString &program, const QStringList &arguments, QByteArray *output = nullptr)
{
    QElapsedTimer timer;
    timer.start();
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitCode() != 0)
        return -1;
    if (output)
        *output = process.readAllStandardOutput();
    return double(timer.nsecsElapsed()) / 1e9;
}

// The bare client of figure 2: starts the server, initializes, lists, ends.
double bareStdioClient(const QString &everything)
{
    QElapsedTimer timer;
    timer.start();
    QProcess server;
    server.start(everything, {QStringLiteral("stdio")});
    if (!server.waitForStarted(30000))
        return -1;
    server.write(McpMessages::initialize(1) + '\n');
    QByteArray seen;
    const auto waitFor = [&](const QByteArray &marker) {
        while (!seen.contains(marker)) {
            if (!server.waitForReadyRead(30000))
                return false;
            seen += server.readAllStandardOutput();
        }
        return true;
    };
    if (!waitFor("\"id\":1"))
        return -1;
    server.write(McpMessages::notification(QStringLiteral("notifications/initialized")) + '\n');
    server.write(McpMessages::request(2, QStringLiteral("tools/list")) + '\n');
    if (!waitFor("\"id\":2"))
        return -1;
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    server.closeWriteChannel();
    if (!server.waitForFinished(5000))
        server.kill();
    return seconds;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption toolsOption(QStringLiteral("tools"),
                                         QStringLiteral("Tools on the HTTP server."),
                                         QStringLiteral("N"), QStringLiteral("10000"));
    const QCommandLineOption providerOption(
        QStringLiteral("provider"), QStringLiteral("toolshelf-provider binary."),
        QStringLiteral("PATH"), QStringLiteral(TOOLSHELF_PROVIDER_BINARY));
    const QCommandLineOption toolshelfOption(
        QStringLiteral("toolshelf"), QStringLiteral("toolshelf binary."), QStringLiteral("PATH"),
        QStringLiteral(TOOLSHELF_BINARY));
    const QCommandLineOption runsOption(QStringLiteral("runs"),
                                        QStringLiteral("Runs of each stdio measurement (median)."),
                                        QStringLiteral("N"), QStringLiteral("5"));
    parser.addOptions({toolsOption, providerOption, toolshelfOption, runsOption});
    parser.addHelpOption();
    parser.process(app);
    const int tools = parser.value(toolsOption).toInt();
    QTextStream out(stdout);

    // 1. Streamable HTTP.
    QProcess provider;
    const QUrl base = Bench::startProvider(provider, parser.value(providerOption),
                                           {QStringLiteral("--synthetic"),
                                            QStringLiteral("%1:50:1:7").arg(tools),
                                            QStringLiteral("--dialect"), QStringLiteral("mcp"),
                                            QStringLiteral("--port"), QStringLiteral("0")});
    if (!base.isValid()) {
        out << "bench_mcp: the provider did not start: " << provider.readAllStandardError() << '\n';
        return 1;
    }
    const QUrl endpoint(base.toString() + QStringLiteral("/mcp"));
    QTemporaryDir dir;
    int pages = 0;
    const QString config = dir.filePath(QStringLiteral("curl.cfg"));
    if (!writeCurlLoop(config, endpoint, &pages)) {
        out << "bench_mcp: could not walk the server's pages\n";
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    QProcess curl;
    curl.start(QStringLiteral("curl"),
               {QStringLiteral("-s"), QStringLiteral("-f"), QStringLiteral("-K"), config});
    if (!curl.waitForFinished(600000) || curl.exitCode() != 0) {
        out << "bench_mcp: curl failed: " << curl.readAllStandardError() << '\n';
        return 1;
    }
    const double curlSeconds = double(timer.nsecsElapsed()) / 1e9;

    QNetworkAccessManager manager;
    manager.setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    NetworkService network(&manager);
    CredentialStore credentials(QStringLiteral("Toolshelf benchmark"));
    CatalogStore store;
    QString error;
    if (!store.open(dir.filePath(QStringLiteral("catalog.sqlite")), &error)) {
        out << "bench_mcp: " << error << '\n';
        return 1;
    }
    ProviderClients clients(&credentials, &network);
    SyncEngine engine(&clients, &store);
    Provider vendor;
    vendor.name = QStringLiteral("Synthetic");
    vendor.baseUrl = endpoint;
    vendor.dialect = McpDialect::DialectId;
    bool ok = false;
    SyncProgress last;
    // When the last page has been received: the rest is storing and committing.
    double fetchSeconds = 0;
    QObject::connect(&engine, &SyncEngine::progressed, &app,
                     [&](const QString &, const SyncProgress &progress) {
                         last = progress;
                         if (progress.pages == pages && fetchSeconds == 0)
                             fetchSeconds = double(timer.nsecsElapsed()) / 1e9;
                     });
    QObject::connect(&engine, &SyncEngine::providerFinished, &app,
                     [&](const QString &, const SyncSummary &, const std::optional<Error> &why) {
                         ok = !why;
                         error = why ? why->text() : QString();
                         app.quit();
                     });
    timer.restart();
    QTimer::singleShot(0, &app, [&] { engine.sync({vendor}); });
    app.exec();
    const double syncSeconds = double(timer.nsecsElapsed()) / 1e9;
    provider.terminate();
    provider.waitForFinished(5000);
    if (!ok || last.tools != tools) {
        out << "bench_mcp: the sync failed: " << error << " (" << last.tools << " tools)\n";
        return 1;
    }
    const double appRate = tools / syncSeconds;
    const double curlRate = tools / curlSeconds;
    out << QStringLiteral("MCP over streamable HTTP: %1 tools in %2 tools/list pages\n")
               .arg(tools)
               .arg(pages);
    out << QStringLiteral("  toolshelf sync: %1 s, %2 tools/s (initialize, every page parsed, "
                          "linted, stored, committed, DELETE)\n")
               .arg(syncSeconds, 0, 'f', 2)
               .arg(appRate, 0, 'f', 0);
    out << QStringLiteral("    fetch phase: %1 s, %2 tools/s (every page received, parsed and "
                          "linted)\n")
               .arg(fetchSeconds, 0, 'f', 2)
               .arg(tools / fetchSeconds, 0, 'f', 0);
    out << QStringLiteral("  curl JSON-RPC loop: %1 s, %2 tools/s (the same pages, fetch only)\n")
               .arg(curlSeconds, 0, 'f', 2)
               .arg(curlRate, 0, 'f', 0);
    out << QStringLiteral("  ratio: %1 end to end, %2 in the fetch phase (goal: at least 0.9)\n")
               .arg(appRate / curlRate, 0, 'f', 2)
               .arg(tools / fetchSeconds / curlRate, 0, 'f', 2);

    // 2. stdio: server-everything, from provider add to a search that finds it.
    const QString everything = qEnvironmentVariable("TOOLSHELF_MCP_EVERYTHING");
    if (everything.isEmpty()) {
        out << "stdio: skipped (TOOLSHELF_MCP_EVERYTHING is not set; packaging/setup.sh "
               "installs server-everything)\n";
        return 0;
    }
    const QString toolshelf = parser.value(toolshelfOption);
    QList<double> app2;
    QList<double> bare;
    for (int run = 0; run < parser.value(runsOption).toInt(); ++run) {
        bare.append(bareStdioClient(everything));
        const QString profile = dir.filePath(QStringLiteral("stdio-%1").arg(run));
        const QStringList in {QStringLiteral("--profile"), profile};
        QElapsedTimer clock;
        clock.start();
        QByteArray found;
        const bool done
            = timed(toolshelf,
                    in
                        + QStringList {QStringLiteral("provider"), QStringLiteral("add"),
                                       QStringLiteral("Everything"), QStringLiteral("--stdio"),
                                       QStringLiteral("--"), everything, QStringLiteral("stdio")})
                >= 0
            && timed(toolshelf,
                     in + QStringList {QStringLiteral("sync"), QStringLiteral("Everything")})
                >= 0
            && timed(toolshelf, in + QStringList {QStringLiteral("search"), QStringLiteral("echo")},
                     &found)
                >= 0
            && found.contains("Everything/echo");
        if (!done || bare.constLast() < 0) {
            out << "bench_mcp: the stdio run failed\n";
            return 1;
        }
        app2.append(double(clock.nsecsElapsed()) / 1e9);
    }
    const double appMedian = Bench::percentile(app2, 0.5);
    const double bareMedian = Bench::percentile(bare, 0.5);
    out << QStringLiteral("MCP over stdio (server-everything, median of %1 runs):\n")
               .arg(app2.size());
    out << QStringLiteral("  provider add --stdio, sync, search finds echo: %1 ms (three "
                          "processes, the server started once by sync)\n")
               .arg(1000 * appMedian, 0, 'f', 0);
    out << QStringLiteral("  bare client (start the server, initialize, tools/list): %1 ms\n")
               .arg(1000 * bareMedian, 0, 'f', 0);
    out << QStringLiteral("  ratio: %1 of the bare client's time\n")
               .arg(appMedian / bareMedian, 0, 'f', 2);
    return 0;
}

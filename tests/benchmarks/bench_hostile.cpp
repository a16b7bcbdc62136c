// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Benchmark: what a hostile provider costs a `toolshelf sync`, measured on the
// real command in its own process against a server in another process:
//
//  1. reference: the peak memory of syncing the three bundled sample vendors
//     from toolshelf-provider (20 tools);
//  2. a 60 MB page of "{}" items (about 20 million of them): peak memory
//     (goal: at most 400 MB) and how long until the sync is refused;
//  3. a 60 MB page of 10,000 large, well-formed tools, the most a page may
//     hold: peak memory (the same goal, for a page that is read);
//  4. a provider that trickles one byte every 10 seconds: how long after its
//     deadline (`sync --timeout`) the sync gives up (goal: at most 5 s).
//
//   bench_hostile [--timeout SECONDS] [--toolshelf PATH] [--provider PATH]
//
// The servers run as this program in --serve mode: Linux carries ru_maxrss
// across fork and exec, so a child started by a process that held a 60 MB
// page would report that process's peak. This one stays small.

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <memory>

extern char **environ;

namespace {

constexpr qsizetype PageBytes = 60 * 1000 * 1000;

QByteArray emptyObjectsPage()
{
    QByteArray page;
    page.reserve(PageBytes + 100);
    page += "{\"items\":[{}";
    while (page.size() < PageBytes)
        page += ",{}";
    page += "],\"paging\":{\"pageLimit\":100}}";
    return page;
}

// 10,000 tools of about 6 KB each: long descriptions and many parameters, all
// well-formed, so the page is read and staged, not refused.
QByteArray largeToolsPage()
{
    const QString text
        = QString(QStringLiteral("Looks up the record and explains it. ")).repeated(45);
    QByteArray page = "{\"items\":[";
    for (int i = 0; i < 10000; ++i) {
        QJsonArray inputs;
        for (int p = 0; p < 12; ++p)
            inputs.append(QJsonObject {{QStringLiteral("id"), QStringLiteral("p%1").arg(p)},
                                       {QStringLiteral("name"), QStringLiteral("Param %1").arg(p)},
                                       {QStringLiteral("description"), text.left(300)}});
        const QJsonObject tool {
            {QStringLiteral("toolId"),
             QStringLiteral("00000000-0000-4000-8000-%1").arg(i, 12, 10, QLatin1Char('0'))},
            {QStringLiteral("name"), QStringLiteral("large_tool_number_%1").arg(i)},
            {QStringLiteral("description"), text.left(1900)},
            {QStringLiteral("version"), 1},
            {QStringLiteral("currentVersion"), 1},
            {QStringLiteral("tags"), QJsonArray {QStringLiteral("large")}},
            {QStringLiteral("input_parameters"), inputs},
            {QStringLiteral("output_parameters"),
             QJsonArray {QJsonObject {{QStringLiteral("id"), QStringLiteral("out")},
                                      {QStringLiteral("name"), QStringLiteral("Out")},
                                      {QStringLiteral("description"), text.left(300)}}}}};
        if (i > 0)
            page += ',';
        page += QJsonDocument(tool).toJson(QJsonDocument::Compact);
    }
    page += "],\"paging\":{\"pageLimit\":10000}}";
    return page;
}

// --serve MODE: answers every request with the mode's page; "trickle" sends
// its page one byte every ten seconds. Prints its base URL, then serves.
int serve(const QString &mode)
{
    const QByteArray body = mode == QLatin1String("empty") ? emptyObjectsPage()
        : mode == QLatin1String("large")                   ? largeToolsPage()
                                         : QByteArray("{\"items\":[],\"paging\":{}}");
    const QByteArray response = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                                "Content-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 1;
    QObject::connect(&server, &QTcpServer::newConnection, &server, [&] {
        while (QTcpSocket *socket = server.nextPendingConnection()) {
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [socket, &response, mode] {
                if (!socket->readAll().contains("\r\n\r\n")
                    || socket->property("answered").toBool())
                    return;
                socket->setProperty("answered", true);
                if (mode != QLatin1String("trickle")) {
                    socket->write(response);
                    return;
                }
                auto *timer = new QTimer(socket);
                auto sent = std::make_shared<qsizetype>(0);
                const auto next = [socket, sent, &response] {
                    if (*sent < response.size())
                        socket->write(response.mid((*sent)++, 1));
                };
                QObject::connect(timer, &QTimer::timeout, socket, next);
                next();
                timer->start(10000);
            });
            QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        }
    });
    QTextStream(stdout) << "http://127.0.0.1:" << server.serverPort() << "/vendor\n" << Qt::flush;
    return QCoreApplication::exec();
}

struct Run
{
    int exitCode = -1;
    double seconds = 0;
    qint64 peakKiB = 0;
    QString output;
};

// Runs a command to its end (or `timeoutSeconds`) and reads its peak memory
// from wait4(), which QProcess does not expose.
Run run(const QStringList &command, const QString &logPath, int timeoutSeconds = 600)
{
    Run result;
    QList<QByteArray> args;
    for (const QString &arg : command)
        args.append(arg.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &arg : args)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const QByteArray log = logPath.toLocal8Bit();
    posix_spawn_file_actions_addopen(&actions, 1, log.constData(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0600);
    posix_spawn_file_actions_adddup2(&actions, 1, 2);
    pid_t pid = 0;
    QElapsedTimer timer;
    timer.start();
    const int spawned = posix_spawn(&pid, argv.front(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return result;
    int status = 0;
    rusage usage {};
    while (wait4(pid, &status, WNOHANG, &usage) == 0) {
        if (timer.elapsed() > timeoutSeconds * 1000LL) {
            kill(pid, SIGKILL);
            wait4(pid, &status, 0, &usage);
            break;
        }
        QThread::msleep(5);
    }
    result.seconds = double(timer.nsecsElapsed()) / 1e9;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.peakKiB = usage.ru_maxrss;
    QFile file(logPath);
    if (file.open(QIODevice::ReadOnly))
        result.output = QString::fromUtf8(file.readAll()).trimmed();
    return result;
}

// A server process: this program in --serve mode, or toolshelf-provider.
struct Server
{
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
    QStringList urls;

    bool start(const QString &program, const QStringList &arguments, int lines)
    {
        process->start(program, arguments);
        while (urls.size() < lines && process->waitForReadyRead(120000)) {
            while (process->canReadLine()) {
                const QByteArray line = process->readLine().trimmed();
                urls.append(QString::fromUtf8(line.mid(line.lastIndexOf(' ') + 1)));
            }
        }
        return urls.size() >= lines;
    }
    ~Server()
    {
        process->kill();
        process->waitForFinished();
    }
};

QString mb(qint64 kib)
{
    return QString::number(double(kib) / 1024.0, 'f', 0) + QStringLiteral(" MB");
}

// The last line the command wrote: the sync's verdict on the provider.
QString lastLine(const QString &output)
{
    const QString line = output.section(u'\n', -1);
    return line.size() > 150 ? line.left(150) + QStringLiteral("...") : line;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption serveOption(QStringLiteral("serve"), QStringLiteral("Server mode."),
                                         QStringLiteral("MODE"));
    const QCommandLineOption timeoutOption(QStringLiteral("timeout"),
                                           QStringLiteral("The trickling sync's deadline."),
                                           QStringLiteral("SECONDS"), QStringLiteral("20"));
    const QCommandLineOption toolshelfOption(
        QStringLiteral("toolshelf"), QStringLiteral("toolshelf binary."), QStringLiteral("PATH"),
        QStringLiteral(TOOLSHELF_BINARY));
    const QCommandLineOption providerOption(
        QStringLiteral("provider"), QStringLiteral("toolshelf-provider binary."),
        QStringLiteral("PATH"), QStringLiteral(TOOLSHELF_PROVIDER_BINARY));
    parser.addOptions({serveOption, timeoutOption, toolshelfOption, providerOption});
    parser.addHelpOption();
    parser.process(app);
    if (parser.isSet(serveOption))
        return serve(parser.value(serveOption));

    QTextStream out(stdout);
    const QString toolshelf = parser.value(toolshelfOption);
    const int timeout = parser.value(timeoutOption).toInt();
    QTemporaryDir dir;
    int profiles = 0;
    // A fresh profile with one provider, then `sync` with `extra` measured.
    const auto syncOnce = [&](const QStringList &urls, const QStringList &extra) {
        const QString profile = dir.filePath(QStringLiteral("profile%1").arg(++profiles));
        const QString log = dir.filePath(QStringLiteral("log"));
        for (int i = 0; i < urls.size(); ++i)
            run({toolshelf, QStringLiteral("--profile"), profile, QStringLiteral("provider"),
                 QStringLiteral("add"), QStringLiteral("Vendor%1").arg(i), urls.at(i)},
                log);
        return run(
            QStringList {toolshelf, QStringLiteral("--profile"), profile, QStringLiteral("sync")}
                + extra,
            log);
    };
    out << "bench_hostile: toolshelf sync against hostile providers (own processes)\n" << Qt::flush;

    Server reference;
    if (!reference.start(parser.value(providerOption),
                         {QStringLiteral("--port"), QStringLiteral("0")}, 3)) {
        out << "bench_hostile: toolshelf-provider did not start\n";
        return 1;
    }
    const Run baseline = syncOnce(reference.urls, {});
    out << "reference, 3 sample vendors (20 tools): peak " << mb(baseline.peakKiB) << ", "
        << QString::number(baseline.seconds, 'f', 2) << " s, exit " << baseline.exitCode << '\n'
        << Qt::flush;

    for (const QString &mode : {QStringLiteral("empty"), QStringLiteral("large")}) {
        Server hostile;
        if (!hostile.start(QCoreApplication::applicationFilePath(),
                           {QStringLiteral("--serve"), mode}, 1)) {
            out << "bench_hostile: the " << mode << " server did not start\n";
            return 1;
        }
        const Run sync = syncOnce(hostile.urls, {});
        out << (mode == QLatin1String("empty") ? "60 MB page of \"{}\" items"
                                               : "60 MB page of 10,000 large tools")
            << ": peak " << mb(sync.peakKiB) << " (goal <= 400 MB; "
            << QString::number(double(sync.peakKiB) / double(std::max<qint64>(1, baseline.peakKiB)),
                               'f', 1)
            << "x the reference), " << QString::number(sync.seconds, 'f', 2) << " s, exit "
            << sync.exitCode << "\n  " << lastLine(sync.output) << '\n'
            << Qt::flush;
    }

    Server trickle;
    if (!trickle.start(QCoreApplication::applicationFilePath(),
                       {QStringLiteral("--serve"), QStringLiteral("trickle")}, 1)) {
        out << "bench_hostile: the trickling server did not start\n";
        return 1;
    }
    const Run slow
        = syncOnce(trickle.urls, {QStringLiteral("--timeout"), QString::number(timeout)});
    out << "trickle, one byte every 10 s, --timeout " << timeout << ": given up after "
        << QString::number(slow.seconds, 'f', 2) << " s, "
        << QString::number(slow.seconds - timeout, 'f', 2)
        << " s after the deadline (goal <= 5 s), exit " << slow.exitCode << "\n  "
        << lastLine(slow.output) << '\n';
    return 0;
}

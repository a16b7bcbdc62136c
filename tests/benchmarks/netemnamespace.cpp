// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "netemnamespace.h"

#include <QCoreApplication>
#include <QProcess>

#include <utility>

namespace Toolshelf::Bench {

namespace {

// Runs `program` with `arguments`; false with the command and what it said
// (or why it did not start) in `why`.
bool run(const QString &program, const QStringList &arguments, QString *why)
{
    QProcess process;
    process.start(program, arguments);
    if (process.waitForFinished(10000) && process.exitStatus() == QProcess::NormalExit
        && process.exitCode() == 0)
        return true;
    const QString said = QString::fromLocal8Bit(process.readAllStandardError()).trimmed();
    *why = program + u' ' + arguments.join(u' ') + QStringLiteral(": ")
        + (said.isEmpty() ? process.errorString() : said);
    return false;
}

} // namespace

NetemNamespace::NetemNamespace()
    : m_name(QStringLiteral("toolshelf-bench-%1").arg(QCoreApplication::applicationPid()))
{ }

NetemNamespace::~NetemNamespace()
{
    remove();
}

bool NetemNamespace::create(std::chrono::microseconds oneWay, QString *why)
{
    const QString ip = QStringLiteral("ip");
    if (!run(ip, {QStringLiteral("netns"), QStringLiteral("add"), m_name}, why))
        return false;
    m_created = true;
    const QString delay = QStringLiteral("%1us").arg(oneWay.count());
    if (run(ip,
            {QStringLiteral("-n"), m_name, QStringLiteral("link"), QStringLiteral("set"),
             QStringLiteral("lo"), QStringLiteral("mtu"), QStringLiteral("1500"),
             QStringLiteral("up")},
            why)
        && run(ip,
               exec(QStringLiteral("tc"),
                    {QStringLiteral("qdisc"), QStringLiteral("add"), QStringLiteral("dev"),
                     QStringLiteral("lo"), QStringLiteral("root"), QStringLiteral("netem"),
                     QStringLiteral("delay"), delay}),
               why))
        return true;
    remove();
    return false;
}

QStringList NetemNamespace::exec(const QString &program, const QStringList &arguments) const
{
    return QStringList {QStringLiteral("netns"), QStringLiteral("exec"), m_name, program}
    + arguments;
}

// Deleting the namespace takes its loopback's qdisc with it.
void NetemNamespace::remove()
{
    if (!std::exchange(m_created, false))
        return;
    QString why;
    if (!run(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("delete"), m_name},
             &why))
        qWarning("bench_sync: the namespace stays: %s", qPrintable(why));
}

} // namespace Toolshelf::Bench

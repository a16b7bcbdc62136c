// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// For the tests that run the real `toolshelf` binary as a user would: one
// command on a profile, its stdin given, its exit status and output read.

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QStringList>

namespace ToolshelfProcess {

struct Result
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

// `toolshelf --profile PROFILE ARGUMENTS...` with `input` on stdin, the
// administrator's providers read from `managed` unless it is empty (a file
// that need not exist, so the machine's own never leak in), and `extra` in
// the environment.
inline Result run(const QString &profile, const QString &managed, const QStringList &arguments,
                  const QByteArray &input = {}, const QProcessEnvironment &extra = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!managed.isEmpty())
        env.insert(QStringLiteral("TOOLSHELF_MANAGED_PROVIDERS"), managed);
    env.insert(extra);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(TOOLSHELF_BINARY),
                  QStringList {QStringLiteral("--profile"), profile} + arguments);
    QSignalSpy finished(&process, &QProcess::finished);
    process.write(input);
    process.closeWriteChannel();
    if (!finished.wait(90000))
        qFatal("toolshelf %s did not finish", qPrintable(arguments.join(u' ')));
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

} // namespace ToolshelfProcess

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/command.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace Toolshelf {

// The headless front end: global options and dispatch to subcommands.
class CommandLine final : public QObject
{
    Q_OBJECT

public:
    explicit CommandLine(QObject *parent = nullptr);
    ~CommandLine() override;

    // True when the arguments ask for the command line rather than the
    // window, decided before any QCoreApplication exists.
    static bool wantsCommandLine(const QStringList &arguments);

    // `arguments` as in QCoreApplication::arguments(): program name first.
    // Returns the exit code, or Command::Pending when the command goes on in
    // the event loop and will emit finished(); `io` must live until then.
    int run(const QStringList &arguments, CommandIo &io);

Q_SIGNALS:
    void finished(int exitCode);

private:
    QString helpText() const;
    // Why `value` given to --profile is no profile: missing, an option, or a
    // command's name when it came as a separate argument.
    std::optional<QString> profileProblem(const QString &value, bool separate) const;
    Command *find(const QString &name) const;

    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace Toolshelf

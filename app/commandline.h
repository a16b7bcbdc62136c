#pragma once

#include "command.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace Toolshelf {

// The headless front end: global options and dispatch to subcommands.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CommandLine)

public:
    CommandLine();

    // True when the arguments ask for the command line rather than the
    // window, decided before any QCoreApplication exists.
    static bool wantsCommandLine(const QStringList &arguments);

    // `arguments` as in QCoreApplication::arguments(): program name first.
    int run(const QStringList &arguments, CommandIo &io);

private:
    QString helpText() const;
    Command *find(const QString &name) const;

    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace Toolshelf

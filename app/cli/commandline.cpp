// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/commandline.h"

#include "cli/exportbundlecommand.h"
#include "cli/exportskillcommand.h"
#include "cli/exportsurfacecommand.h"
#include "cli/exporttoolscommand.h"
#include "cli/importbundlecommand.h"
#include "cli/invokecommand.h"
#include "cli/lintcommand.h"
#include "cli/logincommand.h"
#include "cli/overridecommand.h"
#include "cli/pincommand.h"
#include "cli/providercommand.h"
#include "cli/searchcommand.h"
#include "cli/showcommand.h"
#include "cli/synccommand.h"
#include "procedures/procedurefile.h"

#include <algorithm>

namespace Toolshelf {

namespace {

bool isHelp(const QString &argument)
{
    return argument == QLatin1String("-h") || argument == QLatin1String("--help")
        || argument == QLatin1String("help");
}

// What a file manager hands the window to open (the desktop entry's %F):
// procedures and bundles by their names, and any path, which no command's
// name is; the window says what it cannot open.
bool isFileToOpen(const QString &argument)
{
    return ProcedureFile::hasProcedureName(argument)
        || argument.endsWith(QLatin1String(".zip"), Qt::CaseInsensitive) || argument.contains(u'/');
}

bool isVersion(const QString &argument)
{
    return argument == QLatin1String("-v") || argument == QLatin1String("--version");
}

const QString ProfileOption = QStringLiteral("--profile");

// `--profile DIR` or `--profile=DIR`: the value, how many arguments it took,
// and whether it was a separate argument.
struct ProfileValue
{
    QString value;
    int taken = 1;
    bool separate = false;
};

std::optional<ProfileValue> profileValue(const QStringList &arguments, qsizetype i)
{
    const QString &argument = arguments.at(i);
    if (argument.startsWith(ProfileOption + u'='))
        return ProfileValue {argument.mid(ProfileOption.size() + 1), 1, false};
    if (argument == ProfileOption)
        return ProfileValue {i + 1 < arguments.size() ? arguments.at(i + 1) : QString(), 2, true};
    return std::nullopt;
}

} // namespace

CommandLine::~CommandLine() = default;

CommandLine::CommandLine(QObject *parent)
    : QObject(parent)
{
    m_commands.push_back(std::make_unique<LintCommand>());
    m_commands.push_back(std::make_unique<ProviderCommand>());
    m_commands.push_back(std::make_unique<SearchCommand>());
    m_commands.push_back(std::make_unique<ShowCommand>());
    m_commands.push_back(std::make_unique<PinCommand>(PinCommand::Mode::Pin));
    m_commands.push_back(std::make_unique<PinCommand>(PinCommand::Mode::Unpin));
    m_commands.push_back(std::make_unique<OverrideCommand>());
    m_commands.push_back(std::make_unique<LoginCommand>());
    m_commands.push_back(std::make_unique<SyncCommand>());
    m_commands.push_back(std::make_unique<InvokeCommand>());
    m_commands.push_back(std::make_unique<ExportBundleCommand>());
    m_commands.push_back(std::make_unique<ImportBundleCommand>());
    m_commands.push_back(std::make_unique<ExportToolsCommand>());
    m_commands.push_back(std::make_unique<ExportSkillCommand>());
    m_commands.push_back(std::make_unique<ExportSurfaceCommand>());
}

bool CommandLine::wantsCommandLine(const QStringList &arguments)
{
    const CommandLine commands;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (const auto profile = profileValue(arguments, i)) {
            // A profile that is none is a usage error, which the command line reports.
            if (commands.profileProblem(profile->value, profile->separate))
                return true;
            i += profile->taken - 1;
            continue;
        }
        const QString &argument = arguments.at(i);
        if (isHelp(argument) || isVersion(argument))
            return true;
        // A subcommand, or a word that is none; but "toolshelf notes.md"
        // opens the procedure in the window, and "toolshelf team.zip" the
        // bundle's import preview, as a file manager would.
        if (!argument.startsWith(u'-'))
            return !isFileToOpen(argument);
    }
    return false;
}

int CommandLine::run(const QStringList &arguments, CommandIo &io)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (const auto profile = profileValue(arguments, i)) {
            if (const auto problem = profileProblem(profile->value, profile->separate)) {
                io.err << QStringLiteral("toolshelf: ") << *problem << u'\n';
                return 2;
            }
            io.profile = Profile::resolve(profile->value);
            i += profile->taken - 1;
            continue;
        }
        const QString &argument = arguments.at(i);
        if (isHelp(argument)) {
            io.out << helpText();
            return 0;
        }
        if (isVersion(argument)) {
            io.out << QStringLiteral("toolshelf %1\n").arg(QStringLiteral(TOOLSHELF_VERSION));
            return 0;
        }
        if (argument.startsWith(u'-')) {
            io.err << tr("toolshelf: unknown option %1; see toolshelf --help\n").arg(argument);
            return 2;
        }
        Command *command = find(argument);
        if (!command) {
            io.err << tr("toolshelf: unknown command \"%1\"; see toolshelf --help\n").arg(argument);
            return 2;
        }
        io.finish = [this](int exitCode) { Q_EMIT finished(exitCode); };
        return command->run(arguments.mid(i + 1), io);
    }
    io.err << helpText();
    return 2;
}

std::optional<QString> CommandLine::profileProblem(const QString &value, bool separate) const
{
    if (value.isEmpty())
        return tr("--profile needs a directory, as in --profile ~/toolshelf-work");
    if (!separate)
        return std::nullopt;
    // "--profile --demo": the folder was forgotten, and an option would become one.
    if (value.startsWith(u'-'))
        return tr("--profile needs a directory before %1").arg(value);
    // "--profile sync": the folder was forgotten; a folder named after a
    // command is still reachable as ./sync or --profile=sync.
    if (find(value))
        return tr("--profile needs a directory: \"%1\" is a command. Write toolshelf "
                  "--profile DIR %1, or --profile ./%1 for a folder of that name.")
            .arg(value);
    return std::nullopt;
}

QString CommandLine::helpText() const
{
    QString text = tr("Usage: toolshelf [COMMAND [OPTIONS...]]\n"
                      "\n"
                      "Without a command, opens the Toolshelf window. With one, runs headless.\n"
                      "\n"
                      "Commands:\n");
    qsizetype width = 0;
    for (const auto &command : m_commands)
        width = std::max(width, command->name().size());
    for (const auto &command : m_commands)
        text += QStringLiteral("  %1  %2\n")
                    .arg(command->name().leftJustified(width), command->summary());
    text += tr("\n"
               "Options:\n"
               "  --profile DIR  Keep all configuration and data in DIR (or set TOOLSHELF_HOME).\n"
               "  -h, --help     Show this help; `toolshelf COMMAND --help` for a command's.\n"
               "  -v, --version  Show the version.\n"
               "\n"
               "Exit status: 0 success, 1 the command found problems, 2 bad usage or "
               "unreadable input.\n");
    return text;
}

Command *CommandLine::find(const QString &name) const
{
    for (const auto &command : m_commands) {
        if (command->name() == name)
            return command.get();
    }
    return nullptr;
}

} // namespace Toolshelf

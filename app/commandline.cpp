#include "commandline.h"

#include "lintcommand.h"

namespace Toolshelf {

namespace {

bool isHelp(const QString &argument)
{
    return argument == QLatin1String("-h") || argument == QLatin1String("--help")
        || argument == QLatin1String("help");
}

bool isVersion(const QString &argument)
{
    return argument == QLatin1String("-v") || argument == QLatin1String("--version");
}

} // namespace

CommandLine::CommandLine()
{
    m_commands.push_back(std::make_unique<LintCommand>());
}

bool CommandLine::wantsCommandLine(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (isHelp(argument) || isVersion(argument) || !argument.startsWith(u'-'))
            return true;
    }
    return false;
}

int CommandLine::run(const QStringList &arguments, CommandIo &io)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
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
        return command->run(arguments.mid(i + 1), io);
    }
    io.err << helpText();
    return 2;
}

QString CommandLine::helpText() const
{
    QString text = tr("Usage: toolshelf [COMMAND [OPTIONS...]]\n"
                      "\n"
                      "Without a command, opens the Toolshelf window. With one, runs headless.\n"
                      "\n"
                      "Commands:\n");
    for (const auto &command : m_commands)
        text += QStringLiteral("  %1  %2\n")
                    .arg(command->name().leftJustified(12), command->summary());
    text += tr("\n"
               "Options:\n"
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

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/commandparser.h"

#include "cli/toolformat.h"
#include "core/textsafety.h"

namespace Toolshelf {

CommandParser::CommandParser(const QString &command)
    : m_command(command)
    , m_help({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."))
{
    m_parser.addOption(m_help);
}

void CommandParser::setDescription(const QString &description)
{
    // QCommandLineParser wraps the options but not the description.
    m_parser.setApplicationDescription(ToolFormat::wrapped(description, 0, 80).chopped(1));
}

std::optional<int> CommandParser::parse(const QStringList &arguments, CommandIo &io,
                                        const QString &usage)
{
    // The first argument stands for the program; the parser skips it.
    if (!m_parser.parse(QStringList {QStringLiteral("toolshelf")} + arguments))
        return usageError(io, m_parser.errorText());
    if (m_parser.isSet(m_help)) {
        // QCommandLineParser's own usage line names the program, not the command.
        QString text = m_parser.helpText();
        text.replace(0, text.indexOf(u'\n'), usage);
        io.out << text;
        return 0;
    }
    return std::nullopt;
}

std::optional<QString> CommandParser::requiredValue(const QCommandLineOption &option,
                                                    CommandIo &io) const
{
    const QString text = m_parser.value(option);
    if (!text.startsWith(u'-'))
        return text;
    usageError(io, tr("--%1 needs a value").arg(option.names().constLast()));
    return std::nullopt;
}

int CommandParser::usageError(CommandIo &io, const QString &problem) const
{
    return usageError(io, m_command, problem);
}

int CommandParser::usageError(CommandIo &io, const QString &command, const QString &problem)
{
    io.err << QStringLiteral("toolshelf %1: ").arg(command) << TextSafety::escapeUnsafe(problem)
           << u'\n' << tr("See: toolshelf %1 --help").arg(command) << u'\n';
    return 2;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/commandio.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

// How every subcommand reads its arguments: Qt's QCommandLineParser, with
// -h/--help printing the command's usage line, its description wrapped for
// 80 columns and the options; and a usage problem said on stderr as
// "toolshelf COMMAND: PROBLEM" with where the help is, exit status 2.
class CommandParser final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CommandParser)

public:
    // `command` as typed after "toolshelf" ("sync", "provider add").
    explicit CommandParser(const QString &command);

    void setDescription(const QString &description);
    void addOption(const QCommandLineOption &option) { m_parser.addOption(option); }
    void addOptions(const QList<QCommandLineOption> &options) { m_parser.addOptions(options); }
    void addPositionalArgument(const QString &name, const QString &description,
                               const QString &syntax = {})
    {
        m_parser.addPositionalArgument(name, description, syntax);
    }

    // Reads `arguments` (those after the command's name). Nothing when the
    // command goes on; else its exit status, the help or the problem said:
    // 0 for -h/--help, which prints `usage` ("Usage: toolshelf sync ...")
    // above the description and options; 2 for arguments it cannot read.
    std::optional<int> parse(const QStringList &arguments, CommandIo &io, const QString &usage);

    bool isSet(const QCommandLineOption &option) const { return m_parser.isSet(option); }
    QString value(const QCommandLineOption &option) const { return m_parser.value(option); }
    QStringList values(const QCommandLineOption &option) const { return m_parser.values(option); }
    QStringList positionalArguments() const { return m_parser.positionalArguments(); }
    // The value of an option that takes one. An option's name standing where
    // the value belongs ("--max-pages --json") is a missing value rather than
    // the value: nothing, after saying so.
    std::optional<QString> requiredValue(const QCommandLineOption &option, CommandIo &io) const;

    // Says a usage problem found after parsing; returns 2, the exit status.
    int usageError(CommandIo &io, const QString &problem) const;
    static int usageError(CommandIo &io, const QString &command, const QString &problem);

private:
    QString m_command;
    QCommandLineParser m_parser;
    QCommandLineOption m_help;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/lintcommand.h"

#include "cli/commandparser.h"
#include "core/textsafety.h"
#include "dialects/a2t/a2tdialect.h"
#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2t/signatureparser.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

struct FileDiagnostic
{
    QString file;
    Diagnostic diagnostic;
};

struct Tally
{
    int errors = 0;
    int warnings = 0;
    bool unreadable = false;
};

QString rulesText()
{
    QString text;
    // `lint` reads A2T documents: the draft's rules.
    for (Rule rule : A2tDialect().rules()) {
        text += QStringLiteral("%1  %2  %3\n")
                    .arg(ruleId(rule).leftJustified(32),
                         severityName(ruleSeverity(rule)).leftJustified(7), ruleSummary(rule));
    }
    return text;
}

// Reads and lints one file, appending what it finds; false when the file
// could not be read or parsed at all.
bool lintFile(const QString &fileName, QList<FileDiagnostic> &found, CommandIo &io)
{
    QFile file(fileName);
    const JsonLimits limits;
    if (!file.open(QIODevice::ReadOnly)) {
        io.err << LintCommand::tr("%1: error: cannot read: %2\n").arg(fileName, file.errorString());
        return false;
    }
    if (file.size() > limits.maxBytes) {
        io.err << LintCommand::tr(
                      "%1: error: the file is %2 bytes, more than the limit of %3 bytes\n")
                      .arg(fileName, QString::number(file.size()),
                           QString::number(limits.maxBytes));
        return false;
    }
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        io.err << LintCommand::tr("%1: error: cannot read: %2\n").arg(fileName, file.errorString());
        return false;
    }

    ParsedDocument document = SignatureParser::parseDocument(bytes, limits);
    if (!document.isReadable()) {
        found.append({fileName, *document.fatal});
        return false;
    }
    ConformanceLinter::lintDocument(document);
    for (const Diagnostic &d : std::as_const(document.diagnostics))
        found.append({fileName, d});
    for (const ParsedSignature &item : std::as_const(document.signatures)) {
        for (const Diagnostic &d : item.diagnostics)
            found.append({fileName, d});
    }
    return true;
}

void printText(const QList<FileDiagnostic> &found, CommandIo &io)
{
    for (const FileDiagnostic &f : found) {
        const Diagnostic &d = f.diagnostic;
        io.out << TextSafety::escapeLine(f.file) << u':' << TextSafety::escapeLine(d.path)
               << QStringLiteral(": ") << severityName(d.severity()) << QStringLiteral(": ")
               << ruleId(d.rule) << QStringLiteral(": ") << TextSafety::escapeLine(d.message)
               << u'\n';
    }
}

void printJson(const QList<FileDiagnostic> &found, CommandIo &io)
{
    QJsonArray array;
    for (const FileDiagnostic &f : found) {
        const Diagnostic &d = f.diagnostic;
        array.append(QJsonObject {{QStringLiteral("file"), f.file},
                                  {QStringLiteral("path"), d.path},
                                  {QStringLiteral("severity"), severityName(d.severity())},
                                  {QStringLiteral("rule"), ruleId(d.rule)},
                                  {QStringLiteral("message"), d.message}});
    }
    io.out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
}

} // namespace

QString LintCommand::name() const
{
    return QStringLiteral("lint");
}

QString LintCommand::summary() const
{
    return tr("Check A2T tool signature files against the protocol draft.");
}

int LintCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(
        tr("Checks A2T tool signatures (a signature, an array of them, or an enumeration page "
           "{items, paging}) against the MUSTs and SHOULDs of the draft. A page whose items all "
           "share one toolId is read as a version history.\n"
           "\n"
           "Prints FILE:PATH: SEVERITY: RULE: MESSAGE per finding, or with --json an array of "
           "{file, path, severity, rule, message}.\n"
           "Exit status: 0 no errors (warnings allowed), 1 errors found, 2 a file could not be "
           "read or parsed."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print findings as JSON."));
    const QCommandLineOption rulesOption(QStringLiteral("rules"),
                                         tr("List every rule with its severity and exit."));
    parser.addOption(jsonOption);
    parser.addOption(rulesOption);
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Signature files to check."),
                                 QStringLiteral("FILE..."));

    if (const std::optional<int> done
        = parser.parse(arguments, io, tr("Usage: toolshelf lint [options] FILE...")))
        return *done;
    if (parser.isSet(rulesOption)) {
        io.out << rulesText();
        return 0;
    }
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return parser.usageError(io, tr("no FILE given"));

    QList<FileDiagnostic> found;
    bool unreadable = false;
    for (const QString &file : files)
        unreadable |= !lintFile(file, found, io);

    if (parser.isSet(jsonOption))
        printJson(found, io);
    else
        printText(found, io);

    const auto errors = std::count_if(found.cbegin(), found.cend(), [](const FileDiagnostic &f) {
        return f.diagnostic.isError();
    });
    const auto warnings = found.size() - errors;
    io.err << tr("%n error(s)", nullptr, int(errors)) << QStringLiteral(", ")
           << tr("%n warning(s)", nullptr, int(warnings)) << QStringLiteral(", ")
           << tr("%n file(s) checked", nullptr, int(files.size())) << u'\n';
    if (unreadable)
        return 2;
    return errors > 0 ? 1 : 0;
}

} // namespace Toolshelf

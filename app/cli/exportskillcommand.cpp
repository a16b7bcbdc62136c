// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/exportskillcommand.h"

#include "catalog/catalogdatabase.h"
#include "cli/commandparser.h"
#include "cli/toolformat.h"
#include "core/textsafety.h"
#include "sharing/skillexporter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

namespace Toolshelf {

namespace {

// A procedure is a document a person writes; anything larger is a mistake.
constexpr qint64 MaxProcedureBytes = 4 * 1024 * 1024;

QString statusName(SkillExportResult::Status status)
{
    switch (status) {
    case SkillExportResult::Status::Written:
        return QStringLiteral("written");
    case SkillExportResult::Status::Refused:
        break;
    case SkillExportResult::Status::Failed:
        return QStringLiteral("failed");
    }
    return QStringLiteral("refused");
}

QJsonObject resultJson(const SkillExportResult &result)
{
    QJsonArray tools;
    for (const ProcedureTool &tool : result.tools) {
        QJsonArray matches;
        for (const ToolSummary &match : tool.matches)
            matches.append(QJsonObject {{QStringLiteral("provider"), match.provider},
                                        {QStringLiteral("toolId"), match.toolId},
                                        {QStringLiteral("version"), match.version},
                                        {QStringLiteral("pinned"), match.flags.pinned}});
        tools.append(QJsonObject {{QStringLiteral("name"), tool.name},
                                  {QStringLiteral("state"), procedureToolStateName(tool.state)},
                                  {QStringLiteral("matches"), matches}});
    }
    return {{QStringLiteral("status"), statusName(result.status)},
            {QStringLiteral("folder"), result.folder},
            {QStringLiteral("problems"), QJsonArray::fromStringList(result.problems)},
            {QStringLiteral("warnings"), QJsonArray::fromStringList(result.warnings)},
            {QStringLiteral("tools"), tools}};
}

int exitCode(SkillExportResult::Status status)
{
    switch (status) {
    case SkillExportResult::Status::Written:
        return 0;
    case SkillExportResult::Status::Refused:
        break;
    case SkillExportResult::Status::Failed:
        return 2;
    }
    return 1;
}

} // namespace

QString ExportSkillCommand::name() const
{
    return QStringLiteral("export-skill");
}

QString ExportSkillCommand::summary() const
{
    return tr("Export an operating procedure and its pinned tools as an Agent Skill.");
}

int ExportSkillCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(
        tr("Writes the operating procedure PROCEDURE.md (Markdown, UTF-8) as the Agent Skill "
           "folder DIR/NAME (agentskills.io): SKILL.md holds the frontmatter, then the "
           "procedure; references/tools/TOOL.json each tool's pinned version with your overrides "
           "applied; assets/toolshelf.lock.json each tool's provider, base URL, toolId, version "
           "and the SHA-256 of the vendor's version.\n"
           "\n"
           "The tools are those the procedure calls by writing their name followed by (), as in "
           "look_up_prescriptions(), and those given with --tool. Each must be the only tool of "
           "its name in the catalog and be pinned, so the skill ships exactly the versions it "
           "was tested with (see toolshelf pin). The frontmatter's metadata holds, for each tool, "
           "\"toolshelf.tool.NAME\": \"PROVIDER/TOOLID@VERSION\" (provider and toolId "
           "percent-encoded) and allowed-tools lists the tools' names.\n"
           "\n"
           "NAME is 1 to 64 lowercase letters, digits and single hyphens, neither first nor "
           "last; the description 1 to 1024 characters saying what the skill does and when to "
           "use it; the compatibility note at most 500. Nothing is written unless everything "
           "holds, and then the folder appears whole: an existing DIR/NAME is kept unless "
           "--force is given and it is a skill folder (it holds a SKILL.md). Every file is read "
           "back with its format's parser first; a skill that does not read back as written "
           "is refused.\n"
           "With --json, prints {status (written, refused or failed), folder, problems, "
           "warnings, tools: [{name, state (pinned, unpinned, unknown or ambiguous), matches: "
           "[{provider, toolId, version, pinned}]}]}.\n"
           "\n"
           "Exit status: 0 the skill is written; 1 refused, with every problem listed; 2 bad "
           "usage, an unreadable procedure or profile, or the folder could not be written."));
    const QCommandLineOption nameOption(
        QStringLiteral("name"), tr("The skill's name, also its folder's."), QStringLiteral("NAME"));
    const QCommandLineOption descriptionOption(QStringLiteral("description"),
                                               tr("What the skill does and when to use it."),
                                               QStringLiteral("TEXT"));
    const QCommandLineOption outOption(QStringLiteral("out"),
                                       tr("The folder to write the skill folder into."),
                                       QStringLiteral("DIR"));
    const QCommandLineOption licenseOption(QStringLiteral("license"), tr("The skill's license."),
                                           QStringLiteral("LICENSE"));
    const QCommandLineOption compatibilityOption(
        QStringLiteral("compatibility"),
        tr("What the skill needs to run (product, packages, network)."), QStringLiteral("TEXT"));
    const QCommandLineOption toolOption(
        QStringLiteral("tool"),
        tr("A tool the skill uses that the procedure does not call by name; repeatable."),
        QStringLiteral("TOOL"));
    const QCommandLineOption forceOption(QStringLiteral("force"),
                                         tr("Replace an existing skill folder DIR/NAME."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print the outcome as JSON."));
    parser.addOptions({nameOption, descriptionOption, outOption, licenseOption, compatibilityOption,
                       toolOption, forceOption, jsonOption});
    parser.addPositionalArgument(QStringLiteral("PROCEDURE.md"), tr("The procedure to export."));

    if (const std::optional<int> done
        = parser.parse(arguments, io,
                       tr("Usage: toolshelf export-skill PROCEDURE.md --name NAME "
                          "--description TEXT --out DIR [--license L] [--compatibility C] "
                          "[--tool TOOL...] [--force] [--json]")))
        return *done;
    if (parser.positionalArguments().size() != 1)
        return usageError(io, tr("name one procedure file"));
    for (const QCommandLineOption &required : {nameOption, descriptionOption, outOption}) {
        if (!parser.isSet(required))
            return usageError(io, tr("--%1 is required").arg(required.names().constFirst()));
    }
    if (parser.value(outOption).isEmpty())
        return usageError(io, tr("--out needs a folder"));

    const QString fileName = parser.positionalArguments().constFirst();
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return usageError(io, tr("cannot read %1: %2").arg(fileName, file.errorString()));
    if (file.size() > MaxProcedureBytes)
        return usageError(
            io,
            tr("%1 is %2 bytes, more than the limit of %3 bytes")
                .arg(fileName, QString::number(file.size()), QString::number(MaxProcedureBytes)));
    const QByteArray bytes = file.read(MaxProcedureBytes + 1);
    if (file.error() != QFileDevice::NoError || bytes.size() > MaxProcedureBytes)
        return usageError(io, tr("cannot read %1: %2").arg(fileName, file.errorString()));
    QStringDecoder decoder(QStringConverter::Utf8);
    const QString procedure = decoder(bytes);
    if (decoder.hasError())
        return usageError(io, tr("%1 is not UTF-8 text").arg(fileName));

    const QString skillName = parser.value(nameOption);
    const QString description = parser.value(descriptionOption);
    const QString outputDir = parser.value(outOption);
    SkillOptions options;
    options.license = parser.value(licenseOption);
    options.compatibility = parser.value(compatibilityOption);
    options.tools = parser.values(toolOption);
    options.replace = parser.isSet(forceOption);
    const bool json = parser.isSet(jsonOption);
    if (!open(io))
        return 2;

    const SkillExporter exporter
        = SkillExporter::forProviders(application().providers().providers());
    onCatalog(
        [exporter, procedure, skillName, description, options,
         outputDir](CatalogDatabase &database) {
            return exporter.exportSkill(database, procedure, skillName, description, options,
                                        outputDir);
        },
        [this, &io, json](const SkillExportResult &result) {
            const int code = exitCode(result.status);
            if (json) {
                io.out << QString::fromUtf8(
                    QJsonDocument(resultJson(result)).toJson(QJsonDocument::Indented));
                return finish(io, code);
            }
            for (const QString &warning : result.warnings)
                io.err
                    << tr("toolshelf %1: warning: %2").arg(name(), TextSafety::escapeLine(warning))
                    << u'\n';
            switch (result.status) {
            case SkillExportResult::Status::Written:
                io.out << tr("Wrote the skill %1 with %n tool(s).", nullptr,
                             int(result.tools.size()))
                              .arg(result.folder)
                       << u'\n';
                for (const ProcedureTool &tool : result.tools) {
                    const ToolSummary &match = tool.matches.constFirst();
                    io.out << QStringLiteral("  %1 v%2\n")
                                  .arg(ToolFormat::reference(match.provider, match.name),
                                       QString::number(match.version));
                }
                return finish(io, code);
            case SkillExportResult::Status::Refused:
                io.err << tr("toolshelf %1: the skill is not written:").arg(name()) << u'\n';
                for (const QString &problem : result.problems)
                    io.err << QStringLiteral("  - ") << TextSafety::escapeLine(problem) << u'\n';
                return finish(io, code);
            case SkillExportResult::Status::Failed:
                break;
            }
            fail(io, result.problems.join(u' '), code);
        });
    return Pending;
}

} // namespace Toolshelf

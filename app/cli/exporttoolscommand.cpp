// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/exporttoolscommand.h"

#include "catalog/catalogdatabase.h"
#include "cli/commandparser.h"
#include "cli/toolselection.h"
#include "core/textsafety.h"
#include "sharing/declarationfiles.h"
#include "sharing/tooldeclarations.h"
#include "sharing/tooldefinitions.h"

#include <QDir>

namespace Toolshelf {

namespace {

// The selected tools as the format takes them: definitions for an LLM API,
// or exports for the declaration formats.
struct Collected
{
    QList<ToolDefinitions::Definition> definitions;
    QList<ToolExport> exports;
    QString error;
};

} // namespace

QString ExportToolsCommand::summary() const
{
    return tr("Print tools as OpenAI, Anthropic or MCP tool definitions, Agent Tool "
              "declarations or ATDF documents.");
}

int ExportToolsCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(
        tr("Writes the tools named as PROVIDER/TOOL and every tool with one of the --tag values "
           "as tool definitions for an LLM API, with your overrides applied, each at its pinned "
           "version, else the one the catalog shows. Formats: openai (a JSON array of "
           "{\"type\": \"function\", \"function\": {\"name\", \"description\", \"parameters\"}}), "
           "anthropic (a JSON array of {\"name\", \"description\", \"input_schema\"}) and mcp (a "
           "tools/list result {\"tools\": [{\"name\", \"description\", \"inputSchema\"}]}). "
           "Parameters become a JSON Schema whose property keys are the inputs' ids (their "
           "names, which may hold spaces, are the properties' titles): int is an integer with "
           "its maximum, enum a string with its allowed values, whose meanings are added to the "
           "description. Tool names are made to fit the APIs ([a-zA-Z0-9_-], at most 64 "
           "characters, unique). Each tool is checked against the format's published rules "
           "(OpenAI: names ^[a-zA-Z0-9_-]{1,64}$; Anthropic: names ^[a-zA-Z0-9_-]{1,64}$ and "
           "property keys ^[a-zA-Z0-9_.-]{1,64}$; MCP: names ^[A-Za-z0-9_.-]{1,128}$; every "
           "input schema an object): an input id that breaks a rule is not replaced, the "
           "definitions are refused with the rule and the id. The definitions are read back "
           "before they are written; those that do not read back as written (two inputs of one "
           "id are one property of a schema) are refused.\n"
           "\n"
           "Portable declarations: agent-tool writes an Agent Tool v0.2.0 tool_declaration per "
           "tool (tool_id \"toolshelf:PROVIDER:ID\", the provider as its namespace, your alias "
           "as its name with the vendor's in aliases, your description, a lifecycle: available, "
           "deprecated where the provider marks it, retired once the provider withdrew it, "
           "tool_kind mcp_tool or function, the JSON Schema of its inputs and outputs, and "
           "external_mappings naming the protocol, provider, id, version and digest); atdf an "
           "ATDF v0.1 document (tool_id, description, when_to_use, how_to_use with inputs and "
           "outputs), atdf-enhanced an ATDF v0.2 one (with metadata, and each complex input's "
           "schema). One tool is one JSON object, several a JSON array. Each document is checked "
           "with its format's rules and read back before anything is written; one its format "
           "finds an error in is refused with the finding. With --out naming an existing folder, "
           "or ending in \"/\" (the folder is made, whole or not at all), each tool is a file of "
           "its own there, named after its name made safe as a file name (NAME.json, NAME-2.json "
           "for a second tool of the name), and the files written are listed; a file already "
           "there is replaced only when it holds the same tool's document (an earlier export), "
           "anything else in the way refuses the export before anything is written.\n"
           "\n"
           "Exit status: 0 written; 1 a tool was not found, the definitions were refused or the "
           "file cannot be written; 2 bad usage or an unreadable profile."));
    const QCommandLineOption formatOption(
        QStringLiteral("format"), tr("openai, anthropic, mcp, agent-tool, atdf or atdf-enhanced."),
        QStringLiteral("F"));
    const QCommandLineOption tagOption(QStringLiteral("tag"),
                                       tr("Also export every tool with tag T (repeatable)."),
                                       QStringLiteral("T"));
    const QCommandLineOption outOption(
        QStringLiteral("out"),
        tr("Write to FILE instead of the standard output; to a file per tool in DIR for "
           "agent-tool, atdf and atdf-enhanced."),
        QStringLiteral("FILE|DIR"));
    parser.addOptions({formatOption, tagOption, outOption});
    parser.addPositionalArgument(QStringLiteral("PROVIDER/TOOL"), tr("Tools to export."),
                                 QStringLiteral("[PROVIDER/TOOL...]"));
    if (const std::optional<int> done
        = parser.parse(arguments, io,
                       tr("Usage: toolshelf export-tools --format "
                          "openai|anthropic|mcp|agent-tool|atdf|atdf-enhanced "
                          "[PROVIDER/TOOL...] [--tag T] [--out FILE|DIR]")))
        return *done;
    const auto format = ToolDefinitions::formatFromName(parser.value(formatOption));
    const auto declared = ToolDeclarations::formatFromName(parser.value(formatOption));
    if (!format && !declared)
        return usageError(
            io, tr("choose --format openai, anthropic, mcp, agent-tool, atdf or atdf-enhanced"));
    const QString out = parser.value(outOption);
    if (format && !out.isEmpty() && DeclarationFiles::isFolder(out))
        return usageError(io,
                          tr("--out names a folder: a file per tool is written for "
                             "agent-tool, atdf and atdf-enhanced only"));
    const std::optional<QList<ToolReference>> parsed
        = parseReferences(parser.positionalArguments(), io);
    if (!parsed)
        return 2;
    const QList<ToolReference> references = *parsed;
    const QStringList tags = parser.values(tagOption);
    if (references.isEmpty() && tags.isEmpty())
        return usageError(io, tr("name tools as PROVIDER/TOOL or choose them with --tag"));
    if (!open(io))
        return 2;

    const QStringList configured = configuredProviders();
    onCatalog(
        [references, tags, configured,
         declarations = declared.has_value()](CatalogDatabase &database) {
            Collected collected;
            const auto selected = ToolSelection::resolve(database, references, tags, configured);
            if (const auto *error = std::get_if<QString>(&selected)) {
                collected.error = *error;
                return collected;
            }
            const QList<ToolSummary> &tools = std::get<QList<ToolSummary>>(selected);
            if (declarations) {
                auto exports = ToolDeclarations::collect(database, tools);
                if (const auto *error = std::get_if<QString>(&exports))
                    collected.error = *error;
                else
                    collected.exports = std::get<QList<ToolExport>>(std::move(exports));
                return collected;
            }
            for (const ToolSummary &tool : tools) {
                const auto edited = database.editedSignature(tool.provider, tool.toolId);
                if (!edited) {
                    collected.error = tr("%1/%2 is not in the catalog")
                                          .arg(TextSafety::escapeLine(tool.provider),
                                               TextSafety::escapeLine(tool.name));
                    return collected;
                }
                collected.definitions.append({edited->edited, edited->vendor.tool});
            }
            return collected;
        },
        [this, &io, format, declared, out](const Collected &collected) {
            if (!collected.error.isEmpty())
                return fail(io, collected.error);
            if (declared && !out.isEmpty() && DeclarationFiles::isFolder(out))
                return writeFolder(*declared, collected.exports, out, io);
            const auto rendered = declared
                ? ToolDeclarations::render(*declared, collected.exports)
                : ToolDefinitions::render(*format, collected.definitions);
            if (const auto *problem = std::get_if<QString>(&rendered))
                return fail(io,
                            (declared ? tr("the documents are not written: %1")
                                      : tr("the definitions are not written: %1"))
                                .arg(*problem));
            const QByteArray &json = std::get<QByteArray>(rendered);
            if (out.isEmpty()) {
                io.out << QString::fromUtf8(json);
                return finish(io, 0);
            }
            if (const std::optional<QString> problem = DeclarationFiles::writeFile(out, json))
                return fail(io, *problem);
            finish(io, 0);
        });
    return Pending;
}

void ExportToolsCommand::writeFolder(ToolDeclarations::Format format,
                                     const QList<ToolExport> &exports, const QString &folder,
                                     CommandIo &io)
{
    const auto files = ToolDeclarations::files(format, exports);
    if (const auto *problem = std::get_if<QString>(&files))
        return fail(io, tr("the documents are not written: %1").arg(*problem));
    const QList<ToolDeclarations::File> &written = std::get<QList<ToolDeclarations::File>>(files);
    if (const std::optional<QString> problem = DeclarationFiles::writeFolder(folder, written))
        return fail(io, *problem);
    for (const ToolDeclarations::File &file : written)
        io.out << QDir::toNativeSeparators(QDir(folder).filePath(file.name)) << u'\n';
    finish(io, 0);
}

} // namespace Toolshelf

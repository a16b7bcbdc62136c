#include "cli/exporttoolscommand.h"

#include "catalog/catalogdatabase.h"
#include "cli/commandparser.h"
#include "cli/toolselection.h"
#include "core/textsafety.h"
#include "sharing/tooldefinitions.h"

#include <QSaveFile>

namespace Toolshelf {

namespace {

struct Collected
{
    QList<ToolDefinitions::Definition> definitions;
    QString error;
};

} // namespace

QString ExportToolsCommand::summary() const
{
    return tr("Print tools as OpenAI, Anthropic or MCP tool definitions.");
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
           "Exit status: 0 written; 1 a tool was not found, the definitions were refused or the "
           "file cannot be written; 2 bad usage or an unreadable profile."));
    const QCommandLineOption formatOption(QStringLiteral("format"), tr("openai, anthropic or mcp."),
                                          QStringLiteral("F"));
    const QCommandLineOption tagOption(QStringLiteral("tag"),
                                       tr("Also export every tool with tag T (repeatable)."),
                                       QStringLiteral("T"));
    const QCommandLineOption outOption(QStringLiteral("out"),
                                       tr("Write to FILE instead of the standard output."),
                                       QStringLiteral("FILE"));
    parser.addOptions({formatOption, tagOption, outOption});
    parser.addPositionalArgument(QStringLiteral("PROVIDER/TOOL"), tr("Tools to export."),
                                 QStringLiteral("[PROVIDER/TOOL...]"));
    if (const std::optional<int> done
        = parser.parse(arguments, io,
                       tr("Usage: toolshelf export-tools --format "
                          "openai|anthropic|mcp [PROVIDER/TOOL...] [--tag T] "
                          "[--out FILE]")))
        return *done;
    const auto format = ToolDefinitions::formatFromName(parser.value(formatOption));
    if (!format)
        return usageError(io, tr("choose --format openai, anthropic or mcp"));
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
        [references, tags, configured](CatalogDatabase &database) {
            Collected collected;
            const auto selected = ToolSelection::resolve(database, references, tags, configured);
            if (const auto *error = std::get_if<QString>(&selected)) {
                collected.error = *error;
                return collected;
            }
            for (const ToolSummary &tool : std::get<QList<ToolSummary>>(selected)) {
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
        [this, &io, format = *format, out = parser.value(outOption)](const Collected &collected) {
            if (!collected.error.isEmpty())
                return fail(io, collected.error);
            const auto rendered = ToolDefinitions::render(format, collected.definitions);
            if (const auto *problem = std::get_if<QString>(&rendered))
                return fail(io, tr("the definitions are not written: %1").arg(*problem));
            const QByteArray &json = std::get<QByteArray>(rendered);
            if (out.isEmpty()) {
                io.out << QString::fromUtf8(json);
                return finish(io, 0);
            }
            QSaveFile file(out);
            if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size()
                || !file.commit())
                return fail(io, tr("cannot write %1: %2").arg(out, file.errorString()));
            finish(io, 0);
        });
    return Pending;
}

} // namespace Toolshelf

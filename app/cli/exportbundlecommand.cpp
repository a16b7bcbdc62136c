// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/exportbundlecommand.h"

#include "catalog/catalogdatabase.h"
#include "cli/commandparser.h"
#include "cli/toolselection.h"
#include "procedures/procedurefile.h"
#include "procedures/toolreferencescanner.h"
#include "sharing/bundlewriter.h"

#include "core/textsafety.h"

namespace Toolshelf {

QString ExportBundleCommand::summary() const
{
    return tr("Export tools, pinned, with your overrides as a bundle.");
}

// Before anything runs, so the command has not become Pending: said as fail()
// says it, with the exit status the help gives.
int ExportBundleCommand::procedureError(CommandIo &io, const QString &message)
{
    io.err << QStringLiteral("toolshelf %1: ").arg(name()) << TextSafety::escapeUnsafe(message)
           << u'\n';
    return 1;
}

int ExportBundleCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(
        tr("Writes a bundle (a zip file) of the tools named as PROVIDER/TOOL and of every tool "
           "with one of the --tag values, and the tools a procedure (--procedure) refers to as "
           "tool_name(); every name there must be the name of exactly one tool. Each tool is "
           "bundled at exactly one version: its "
           "pinned one, else the one the catalog shows, and importing pins that version. The "
           "bundle holds the signatures, your overrides with the vendor texts they replaced, "
           "and the providers' URLs and sign-in settings, never a secret. The file is written "
           "whole or not at all, and only once it reads back as an import reads it.\n"
           "\n"
           "Exit status: 0 written; 1 a tool was not found, the procedure cannot be read or "
           "names no tool, one or several tools, or the file cannot be written; 2 bad usage or "
           "an unreadable profile."));
    const QCommandLineOption tagOption(QStringLiteral("tag"),
                                       tr("Also bundle every tool with tag T (repeatable)."),
                                       QStringLiteral("T"));
    const QCommandLineOption outOption(QStringLiteral("out"), tr("The bundle file to write."),
                                       QStringLiteral("FILE.zip"));
    const QCommandLineOption procedureOption(
        QStringLiteral("procedure"), tr("Also bundle the tools the procedure in FILE refers to."),
        QStringLiteral("FILE"));
    parser.addOptions({tagOption, procedureOption, outOption});
    parser.addPositionalArgument(QStringLiteral("PROVIDER/TOOL"), tr("Tools to bundle."),
                                 QStringLiteral("[PROVIDER/TOOL...]"));
    if (const std::optional<int> done
        = parser.parse(arguments, io,
                       tr("Usage: toolshelf export-bundle [PROVIDER/TOOL...] [--tag "
                          "T] [--procedure FILE] --out FILE.zip")))
        return *done;
    const QString out = parser.value(outOption);
    if (out.isEmpty())
        return usageError(io, tr("say where to write the bundle with --out FILE.zip"));
    const std::optional<QList<ToolReference>> parsed
        = parseReferences(parser.positionalArguments(), io);
    if (!parsed)
        return 2;
    const QList<ToolReference> references = *parsed;
    const QStringList tags = parser.values(tagOption);
    const QString procedure = parser.value(procedureOption);
    if (references.isEmpty() && tags.isEmpty() && procedure.isEmpty())
        return usageError(
            io, tr("name tools as PROVIDER/TOOL or choose them with --tag or --procedure"));
    QStringList procedureNames;
    if (!procedure.isEmpty()) {
        QString error;
        const std::optional<QString> text = ProcedureFile::read(procedure, &error);
        if (!text) {
            return procedureError(io, tr("%1: %2").arg(procedure, error));
        }
        procedureNames = ToolReferenceScanner::names(ToolReferenceScanner::scan(*text));
        if (procedureNames.isEmpty()) {
            return procedureError(
                io, tr("%1 refers to no tool: write tool names as tool_name().").arg(procedure));
        }
    }
    if (!open(io))
        return 2;

    const QList<Provider> providers = application().providers().providers();
    const QStringList configured = configuredProviders();
    onCatalog(
        [references, tags, providers, configured, procedureNames](CatalogDatabase &database) {
            const auto selected
                = ToolSelection::resolve(database, references, tags, configured, procedureNames);
            if (const auto *error = std::get_if<QString>(&selected))
                return std::variant<Bundle, QString>(*error);
            return BundleWriter::collect(database, std::get<QList<ToolSummary>>(selected),
                                         providers, QStringLiteral("Toolshelf " TOOLSHELF_VERSION));
        },
        [this, &io, out](const std::variant<Bundle, QString> &collected) {
            if (const auto *error = std::get_if<QString>(&collected))
                return fail(io, *error);
            const Bundle &bundle = std::get<Bundle>(collected);
            QString error;
            if (!BundleWriter::write(bundle, out, &error))
                return fail(io, error);
            io.out << tr("Exported %1 with %2 to %3.")
                          .arg(tr("%n tool(s)", nullptr, int(bundle.manifest.tools.size())),
                               tr("%n override(s)", nullptr, int(bundle.manifest.overrides.size())),
                               out)
                   << u'\n';
            finish(io, 0);
        });
    return Pending;
}

} // namespace Toolshelf

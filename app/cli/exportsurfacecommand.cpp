// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/exportsurfacecommand.h"

#include "catalog/catalogdatabase.h"
#include "cli/commandparser.h"
#include "core/textsafety.h"
#include "procedures/procedurefile.h"
#include "sharing/declarationfiles.h"
#include "sharing/toolsurface.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Toolshelf {

QString ExportSurfaceCommand::summary() const
{
    return tr("Export an operating procedure's tools as an Agent Tool tool surface.");
}

int ExportSurfaceCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(
        tr("Writes the tools the operating procedure PROCEDURE.md refers to (as tool_name()) as "
           "an Agent Tool v0.2.0 tool_surface: schema_version \"0.2.0\", a surface_id made "
           "from the procedure's file name (\"toolshelf:procedure:NAME\"), scope \"skill\", "
           "producer, created_at, and:\n"
           "- loaded_tools: each pinned tool's full tool_declaration at its pinned version, "
           "with your texts applied (as export-tools --format agent-tool writes it);\n"
           "- deferred_tools: each other tool the catalog knows as a deferred_tool_ref "
           "(tool_id, name, namespace, search_hint, source, schema_visibility \"deferred\", "
           "loading_state \"discoverable\", native_ref) with the reason it is not loaded: no "
           "version is pinned;\n"
           "- blocked_tools: names no tool has (reason \"unknown_tool\") or several tools "
           "share (reason \"ambiguous_name\", with the candidates' tool ids), each with the "
           "name and the procedure lint's message;\n"
           "- tool_refs: the tool_id of every loaded and deferred tool.\n"
           "Every declaration is checked with the format's rules and the surface read back "
           "before anything is written. Blocked names are said on stderr as warnings.\n"
           "\n"
           "Exit status: 0 written; 1 a declaration was refused or the file cannot be written; "
           "2 bad usage, an unreadable procedure or profile."));
    const QCommandLineOption outOption(QStringLiteral("out"),
                                       tr("Write to FILE instead of the standard output."),
                                       QStringLiteral("FILE"));
    parser.addOption(outOption);
    parser.addPositionalArgument(QStringLiteral("PROCEDURE.md"), tr("The procedure to export."));
    if (const std::optional<int> done = parser.parse(
            arguments, io, tr("Usage: toolshelf export-surface PROCEDURE.md [--out FILE]")))
        return *done;
    if (parser.positionalArguments().size() != 1)
        return usageError(io, tr("name one procedure file"));
    const QString fileName = parser.positionalArguments().constFirst();
    QString error;
    const std::optional<QString> procedure = ProcedureFile::read(fileName, &error);
    if (!procedure)
        return usageError(io, error);
    const QString out = parser.value(outOption);
    if (!open(io))
        return 2;

    onCatalog(
        [text = *procedure, id = ToolSurface::surfaceId(fileName)](CatalogDatabase &database) {
            return ToolSurface::build(database, text, id, QDateTime::currentDateTimeUtc());
        },
        [this, &io, out](const std::variant<ToolSurface::Surface, QString> &built) {
            if (const auto *problem = std::get_if<QString>(&built))
                return fail(io, tr("the tool surface is not written: %1").arg(*problem));
            const ToolSurface::Surface &surface = std::get<ToolSurface::Surface>(built);
            for (const QJsonValue &blocked :
                 surface.json.value(QStringLiteral("blocked_tools")).toArray()) {
                io.err << tr("toolshelf %1: warning: %2 is blocked (%3): %4")
                              .arg(name(),
                                   TextSafety::escapeLine(
                                       blocked[QStringLiteral("name")].toString()),
                                   blocked[QStringLiteral("reason")].toString(),
                                   TextSafety::escapeLine(
                                       blocked[QStringLiteral("message")].toString()))
                       << u'\n';
            }
            if (out.isEmpty()) {
                io.out << QString::fromUtf8(surface.bytes);
                return finish(io, 0);
            }
            if (const std::optional<QString> problem
                = DeclarationFiles::writeFile(out, surface.bytes))
                return fail(io, *problem);
            io.out << tr("Wrote the tool surface %1: %n tool(s) loaded", nullptr,
                         int(surface.loaded))
                          .arg(out)
                   << QStringLiteral(", ") << tr("%n deferred", nullptr, int(surface.deferred))
                   << QStringLiteral(", ") << tr("%n blocked", nullptr, int(surface.blocked))
                   << u'\n';
            finish(io, 0);
        });
    return Pending;
}

} // namespace Toolshelf

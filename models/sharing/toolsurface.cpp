// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/toolsurface.h"

#include "catalog/catalogdatabase.h"
#include "core/textsafety.h"
#include "dialects/files/agenttoolformat.h"
#include "procedures/procedurelinter.h"
#include "procedures/procedurelintmessages.h"
#include "procedures/proceduretools.h"
#include "procedures/toolreferencescanner.h"
#include "sharing/tooldeclarations.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>

namespace Toolshelf {

namespace {

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

// A tool the agent may find and load later: who it is, as its declaration
// says, and how to reach it natively (as its external mapping names it).
QJsonObject deferredRef(const QJsonObject &declaration, const ToolExport &tool)
{
    QJsonObject ref {
        {key("schema_version"), AgentToolFormat::SchemaVersion},
        {key("loading_state"), key("discoverable")},
        {key("schema_visibility"), key("deferred")},
        {key("source"), tool.protocol},
        {key("reason"), ToolSurface::UnpinnedReason},
        {key("native_ref"),
         QJsonObject {
             {key("protocol"), tool.protocol},
             {key("provider"), tool.tool.key.provider},
             {key("native_id"), tool.tool.key.nativeId},
             {key("tool_name"), tool.vendorName.isEmpty() ? tool.tool.name : tool.vendorName}}},
    };
    for (const char *field : {"tool_id", "name", "namespace", "search_hint"}) {
        const QJsonValue value = declaration.value(key(field));
        if (value.isString())
            ref.insert(key(field), value);
    }
    return ref;
}

} // namespace

QString ToolSurface::surfaceId(const QString &procedureFile)
{
    QString name;
    bool gap = false;
    for (const QChar c : QFileInfo(procedureFile).completeBaseName().toLower()) {
        if (!c.isLetterOrNumber()) {
            gap = true;
            continue;
        }
        if (gap && !name.isEmpty())
            name.append(u'-');
        gap = false;
        name.append(c);
    }
    return QStringLiteral("toolshelf:procedure:") + (name.isEmpty() ? key("procedure") : name);
}

std::variant<ToolSurface::Surface, QString> ToolSurface::build(const CatalogDatabase &database,
                                                               const QString &procedure,
                                                               const QString &surfaceId,
                                                               const QDateTime &createdAt)
{
    const QList<ToolReferenceMatch> references = ToolReferenceScanner::scan(procedure);
    QString error;
    const QList<ProcedureTool> tools
        = ProcedureTools::resolve(database, ToolReferenceScanner::names(references), &error);
    if (!error.isEmpty())
        return tr("The catalog cannot be read: %1").arg(error);
    // The lint's own sentence for each name it blocks.
    QHash<QString, QString> findings;
    for (const ProcedureLintFinding &finding : ProcedureLinter::lint(
             procedure, references, tools, ProcedureLinter::inputNames(database, tools))) {
        if ((finding.kind == ProcedureLintKind::UnknownTool
             || finding.kind == ProcedureLintKind::AmbiguousTool)
            && !findings.contains(finding.tool))
            findings.insert(finding.tool, ProcedureLintMessages::describe(finding));
    }

    Surface surface;
    QJsonArray loaded;
    QJsonArray deferred;
    QJsonArray blocked;
    QStringList refs;
    for (const ProcedureTool &tool : tools) {
        switch (tool.state) {
        case ProcedureToolState::Unknown:
            blocked.append(QJsonObject {{key("name"), tool.name},
                                        {key("reason"), key("unknown_tool")},
                                        {key("message"), findings.value(tool.name)}});
            continue;
        case ProcedureToolState::Ambiguous: {
            QJsonArray candidates;
            for (const ToolSummary &match : tool.matches)
                candidates.append(AgentToolFormat::toolId({match.provider, match.toolId}));
            blocked.append(QJsonObject {{key("name"), tool.name},
                                        {key("reason"), key("ambiguous_name")},
                                        {key("message"), findings.value(tool.name)},
                                        {key("candidates"), candidates}});
            continue;
        }
        case ProcedureToolState::Pinned:
        case ProcedureToolState::Unpinned:
            break;
        }
        const ToolSummary &match = tool.matches.constFirst();
        // The pinned version, else the current one.
        const std::optional<EditedSignature> edited
            = database.editedSignature(match.provider, match.toolId);
        if (!edited)
            return tr("%1/%2 cannot be read from the catalog.")
                .arg(TextSafety::escapeLine(match.provider), TextSafety::escapeLine(tool.name));
        if (std::optional<QString> lost = ToolDeclarations::loss(*edited))
            return *lost;
        const ToolExport exported = ToolDeclarations::exportOf(*edited);
        const auto declaration
            = ToolDeclarations::document(ToolDeclarations::Format::AgentTool, exported);
        if (const auto *problem = std::get_if<QString>(&declaration))
            return *problem;
        const QJsonObject &json = std::get<QJsonObject>(declaration);
        refs.append(json.value(key("tool_id")).toString());
        if (tool.state == ProcedureToolState::Pinned)
            loaded.append(json);
        else
            deferred.append(deferredRef(json, exported));
    }
    surface.loaded = loaded.size();
    surface.deferred = deferred.size();
    surface.blocked = blocked.size();
    surface.json = {
        {key("schema_version"), AgentToolFormat::SchemaVersion},
        {key("surface_id"), surfaceId},
        {key("scope"), Scope},
        {key("producer"), QStringLiteral("Toolshelf " TOOLSHELF_VERSION)},
        {key("created_at"), createdAt.toUTC().toString(Qt::ISODate)},
        {key("surface_reason"),
         key("the tools an operating procedure refers to: pinned ones loaded, the others "
             "deferred until a version is pinned, unknown and ambiguous names blocked")},
        {key("tool_refs"), QJsonArray::fromStringList(refs)},
        {key("loaded_tools"), loaded},
        {key("deferred_tools"), deferred},
        {key("blocked_tools"), blocked},
    };
    surface.bytes = ToolDeclarations::bytes(surface.json);
    if (const std::optional<QString> problem
        = ToolDeclarations::readBack(surface.bytes, surface.json))
        return tr("The tool surface would not read back: %1").arg(*problem);
    return surface;
}

} // namespace Toolshelf

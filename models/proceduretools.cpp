#include "proceduretools.h"

#include "catalogdatabase.h"

#include <QHash>

namespace Toolshelf {

QString procedureToolStateName(ProcedureToolState state)
{
    switch (state) {
    case ProcedureToolState::Pinned:
        return QStringLiteral("pinned");
    case ProcedureToolState::Unpinned:
        return QStringLiteral("unpinned");
    case ProcedureToolState::Unknown:
        break;
    case ProcedureToolState::Ambiguous:
        return QStringLiteral("ambiguous");
    }
    return QStringLiteral("unknown");
}

namespace ProcedureTools {

QList<ProcedureTool> resolve(const CatalogDatabase &database, const QStringList &names,
                             QString *error)
{
    if (names.isEmpty())
        return {};
    const QList<ToolSummary> found = database.toolsNamed(names);
    if (!database.lastError().isEmpty()) {
        if (error)
            *error = database.lastError();
        return {};
    }
    QHash<QString, QList<ToolSummary>> byName;
    for (const ToolSummary &tool : found)
        byName[tool.shownName()].append(tool);
    QList<ProcedureTool> result;
    result.reserve(names.size());
    for (const QString &name : names) {
        ProcedureTool tool;
        tool.name = name;
        tool.matches = byName.value(name);
        if (tool.matches.size() > 1)
            tool.state = ProcedureToolState::Ambiguous;
        else if (tool.matches.size() == 1)
            tool.state = tool.matches.constFirst().flags.pinned ? ProcedureToolState::Pinned
                                                                : ProcedureToolState::Unpinned;
        result.append(tool);
    }
    return result;
}

} // namespace ProcedureTools

} // namespace Toolshelf

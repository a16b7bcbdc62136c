#include "toolselection.h"

#include "catalogdatabase.h"
#include "proceduretools.h"

#include <algorithm>

namespace Toolshelf {

std::variant<QList<ToolSummary>, QString>
ToolSelection::resolve(const CatalogDatabase &database, const QList<ToolReference> &references,
                       const QStringList &tags, const QStringList &configured,
                       const QStringList &procedureNames)
{
    QList<ToolSummary> tools;
    const auto add = [&tools](const ToolSummary &tool) {
        const bool known = std::any_of(tools.cbegin(), tools.cend(), [&](const ToolSummary &t) {
            return t.provider == tool.provider && t.toolId == tool.toolId;
        });
        if (!known)
            tools.append(tool);
    };
    for (const ToolReference &reference : references) {
        const auto resolved
            = reference.resolve(database, configured.contains(reference.provider()));
        if (const auto *error = std::get_if<QString>(&resolved))
            return *error;
        add(std::get<ToolSummary>(resolved));
    }
    for (const QString &tag : tags) {
        CatalogQuery query;
        query.tags = {tag};
        for (const ToolSummary &tool : database.search(query))
            add(tool);
    }
    if (!procedureNames.isEmpty()) {
        QString error;
        const QList<ProcedureTool> named
            = ProcedureTools::resolve(database, procedureNames, &error);
        if (!error.isEmpty())
            return error;
        // A bundle must hold what the procedure means: every name, not a guess.
        QStringList unknown;
        QStringList ambiguous;
        for (const ProcedureTool &tool : named) {
            if (tool.state == ProcedureToolState::Unknown) {
                unknown.append(tool.name);
            } else if (tool.state == ProcedureToolState::Ambiguous) {
                QStringList where;
                for (const ToolSummary &match : tool.matches)
                    where.append(QStringLiteral("%1/%2").arg(match.provider, match.toolId));
                ambiguous.append(tr("%1 (%2)").arg(tool.name, where.join(QStringLiteral(", "))));
            } else {
                add(tool.matches.constFirst());
            }
        }
        QStringList problems;
        if (!unknown.isEmpty())
            problems.append(tr("the procedure refers to tools no provider has: %1")
                                .arg(unknown.join(QStringLiteral(", "))));
        if (!ambiguous.isEmpty())
            problems.append(tr("the procedure refers to names several tools have: %1")
                                .arg(ambiguous.join(QStringLiteral("; "))));
        if (!problems.isEmpty())
            return problems.join(QStringLiteral("; "));
    }
    if (tools.isEmpty())
        return tr("no tool is selected: name tools as PROVIDER/TOOL or give a --tag that some "
                  "tool has");
    return tools;
}

} // namespace Toolshelf

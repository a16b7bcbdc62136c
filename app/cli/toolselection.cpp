// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/toolselection.h"

#include "catalog/catalogdatabase.h"
#include "procedures/proceduretools.h"

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
        const auto named = ProcedureTools::toolsFor(database, procedureNames);
        if (const auto *error = std::get_if<QString>(&named))
            return *error;
        for (const ToolSummary &tool : std::get<QList<ToolSummary>>(named))
            add(tool);
    }
    if (tools.isEmpty())
        return tr("no tool is selected: name tools as PROVIDER/TOOL or give a --tag that some "
                  "tool has");
    return tools;
}

} // namespace Toolshelf

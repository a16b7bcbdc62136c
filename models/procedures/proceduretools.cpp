// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "procedures/proceduretools.h"

#include "catalog/catalogdatabase.h"
#include "core/textsafety.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

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

std::variant<QList<ToolSummary>, QString> toolsFor(const CatalogDatabase &database,
                                                   const QStringList &names)
{
    QString error;
    const QList<ProcedureTool> named = resolve(database, names, &error);
    if (!error.isEmpty())
        return error;
    QList<ToolSummary> tools;
    QStringList unknown;
    QStringList ambiguous;
    for (const ProcedureTool &tool : named) {
        if (tool.state == ProcedureToolState::Unknown) {
            unknown.append(TextSafety::escapeLine(tool.name));
        } else if (tool.state == ProcedureToolState::Ambiguous) {
            QStringList where;
            for (const ToolSummary &match : tool.matches)
                where.append(QStringLiteral("%1/%2").arg(TextSafety::escapeLine(match.provider),
                                                         TextSafety::escapeLine(match.toolId)));
            ambiguous.append(QStringLiteral("%1 (%2)").arg(TextSafety::escapeLine(tool.name),
                                                           where.join(QStringLiteral(", "))));
        } else {
            const ToolSummary &match = tool.matches.constFirst();
            const bool known = std::any_of(tools.cbegin(), tools.cend(), [&](const ToolSummary &t) {
                return t.provider == match.provider && t.toolId == match.toolId;
            });
            if (!known)
                tools.append(match);
        }
    }
    QStringList problems;
    if (!unknown.isEmpty())
        problems.append(
            QCoreApplication::translate("Toolshelf::ProcedureTools",
                                        "the procedure refers to tools no provider has: %1")
                .arg(unknown.join(QStringLiteral(", "))));
    if (!ambiguous.isEmpty())
        problems.append(
            QCoreApplication::translate("Toolshelf::ProcedureTools",
                                        "the procedure refers to names several tools have: %1 "
                                        "(give all but one an alias)")
                .arg(ambiguous.join(QStringLiteral("; "))));
    if (!problems.isEmpty())
        return problems.join(QStringLiteral("; "));
    return tools;
}

} // namespace ProcedureTools

} // namespace Toolshelf

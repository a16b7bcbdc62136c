// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/toolreference.h"

#include "catalog/catalogdatabase.h"
#include "core/textsafety.h"

namespace Toolshelf {

namespace {

// Enough for the user to recognise the tool they meant.
constexpr qsizetype MaxSuggestions = 5;

QString escaped(const QString &text)
{
    return TextSafety::escapeLine(text);
}

// Tools the user may have meant, one a line, as they can be named back:
// by toolId when names collide, else by name.
QString candidateList(const QList<ToolSummary> &tools, bool byId)
{
    QStringList lines;
    for (const ToolSummary &tool : tools) {
        lines.append(
            byId ? QStringLiteral("  %1/%2  (%3)")
                       .arg(escaped(tool.provider), escaped(tool.toolId), escaped(tool.name))
                 : QStringLiteral("  %1/%2").arg(escaped(tool.provider), escaped(tool.name)));
    }
    return lines.join(u'\n');
}

} // namespace

std::optional<ToolReference> ToolReference::parse(const QString &text)
{
    const qsizetype slash = text.indexOf(u'/');
    if (slash <= 0 || slash == text.size() - 1)
        return std::nullopt;
    ToolReference reference;
    reference.m_provider = text.left(slash);
    reference.m_tool = text.mid(slash + 1);
    return reference;
}

std::variant<ToolSummary, QString> ToolReference::resolve(const CatalogDatabase &database,
                                                          bool configured) const
{
    const qsizetype toolCount = database.toolCount(m_provider);
    if (!database.lastError().isEmpty())
        return tr("the catalog cannot be read: %1").arg(database.lastError());
    if (toolCount == 0) {
        if (!configured)
            return tr("there is no provider named \"%1\"; see toolshelf provider list")
                .arg(escaped(m_provider));
        return tr("no tools of %1 are in the catalog yet; run: toolshelf sync %1")
            .arg(escaped(m_provider));
    }

    // A toolId names one tool for certain; UUIDs compare case-insensitively.
    for (const QString &toolId : QStringList {m_tool, m_tool.toLower(), m_tool.toUpper()}) {
        const std::optional<StoredSignature> stored = database.signature(m_provider, toolId);
        if (!stored)
            continue;
        for (const ToolSummary &tool : candidates(database, stored->signature.name)) {
            if (tool.toolId == toolId)
                return tool;
        }
    }

    QList<ToolSummary> exact;
    QList<ToolSummary> folded;
    QList<ToolSummary> similar;
    for (const ToolSummary &tool : candidates(database, m_tool)) {
        // The user's alias names the tool as well as the vendor's name does.
        if (tool.name == m_tool || tool.alias == m_tool)
            exact.append(tool);
        else if (tool.name.compare(m_tool, Qt::CaseInsensitive) == 0
                 || tool.alias.compare(m_tool, Qt::CaseInsensitive) == 0)
            folded.append(tool);
        else if (tool.name.contains(m_tool, Qt::CaseInsensitive) && similar.size() < MaxSuggestions)
            similar.append(tool);
    }
    const QList<ToolSummary> &matches = exact.isEmpty() ? folded : exact;
    if (matches.size() == 1)
        return matches.first();
    if (matches.size() > 1)
        return tr("%1 has %2 tools named \"%3\"; name one by its toolId:\n%4")
            .arg(escaped(m_provider), QString::number(matches.size()), escaped(m_tool),
                 candidateList(matches, true));
    if (similar.isEmpty())
        return tr("%1 has no tool named \"%2\" and none with that toolId; see toolshelf search "
                  "--provider %1")
            .arg(escaped(m_provider), escaped(m_tool));
    return tr("%1 has no tool named \"%2\" and none with that toolId. Similar names:\n%3")
        .arg(escaped(m_provider), escaped(m_tool), candidateList(similar, false));
}

QList<ToolSummary> ToolReference::candidates(const CatalogDatabase &database,
                                             const QString &name) const
{
    // The full-text index narrows a provider of many thousand tools down to
    // those whose text holds the name's words; a name without any searchable
    // word matches every tool of the provider, which is still correct.
    CatalogQuery query;
    query.providers = {m_provider};
    query.text = name;
    return database.search(query);
}

} // namespace Toolshelf

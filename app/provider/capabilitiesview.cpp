// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "capabilitiesview.h"

#include "capabilitiesjson.h"

#include <QJsonArray>

namespace Toolshelf {

namespace {

QString text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1StringView(key)).toString();
}

} // namespace

CapabilitiesView::CapabilitiesView(const Catalog &catalog, bool groups)
    : m_catalog(catalog)
{
    for (qsizetype i = 0; i < catalog.toolCount(); ++i) {
        const QJsonObject signature = catalog.currentAt(i);
        m_toolsByName.insert(text(signature, "name"), i);
        const QJsonArray tags = signature.value(QLatin1StringView("tags")).toArray();
        if (!groups || tags.isEmpty()) {
            m_topLevelTools.append(i);
            continue;
        }
        const QString first = tags.at(0).toString();
        qsizetype group = fileGroup(first, CapabilitiesJson::groupName(first), {});
        if (tags.size() > 1) {
            const QString second = tags.at(1).toString();
            group = fileGroup(first + u'/' + second, CapabilitiesJson::groupName(second), first);
        }
        m_groups[group].tools.append(i);
    }
}

qsizetype CapabilitiesView::fileGroup(const QString &id, const QString &name,
                                      const QString &parentId)
{
    const qsizetype known = groupIndex(id);
    if (known >= 0)
        return known;
    const qsizetype index = m_groups.size();
    m_groups.append(
        {id, name, QStringLiteral("The tools about %1.").arg(name.toLower()), parentId, {}, {}});
    m_groupsById.insert(id, index);
    if (parentId.isEmpty())
        m_topLevelGroups.append(index);
    else
        m_groups[groupIndex(parentId)].subgroups.append(index);
    return index;
}

const QList<qsizetype> &CapabilitiesView::toolsOf(qsizetype group) const
{
    return group == TopLevel ? m_topLevelTools : m_groups.at(group).tools;
}

QJsonObject CapabilitiesView::tool(qsizetype index) const
{
    return CapabilitiesJson::tool(m_catalog.currentAt(index));
}

QJsonObject CapabilitiesView::groupJson(qsizetype group) const
{
    const Group &g = m_groups.at(group);
    return CapabilitiesJson::group(g.id, g.name, g.description, g.tools.size(), g.parentId);
}

CapabilitiesPage CapabilitiesView::groups(qsizetype parent,
                                          const CapabilitiesPage::Request &request) const
{
    const auto matches = [&](qsizetype index) {
        const Group &group = m_groups.at(index);
        return CapabilitiesPage::matches(group.name, group.description, request.query);
    };
    if (parent == EveryLevel)
        return CapabilitiesPage::select(
            m_groups.size(), request, [](qsizetype i) { return i; }, matches);
    const QList<qsizetype> &candidates
        = parent == TopLevel ? m_topLevelGroups : m_groups.at(parent).subgroups;
    return CapabilitiesPage::select(
        candidates.size(), request, [&](qsizetype i) { return candidates.at(i); }, matches);
}

CapabilitiesPage CapabilitiesView::tools(qsizetype group,
                                         const CapabilitiesPage::Request &request) const
{
    const QList<qsizetype> &candidates = toolsOf(group);
    return CapabilitiesPage::select(
        candidates.size(), request, [&](qsizetype i) { return candidates.at(i); },
        [&](qsizetype index) {
            const QJsonObject signature = m_catalog.currentAt(index);
            return CapabilitiesPage::matches(text(signature, "name"),
                                             text(signature, "description"), request.query);
        });
}

qsizetype CapabilitiesView::toolIn(qsizetype group, const QString &name) const
{
    const qsizetype index = toolNamed(name);
    return index >= 0 && toolsOf(group).contains(index) ? index : -1;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "capabilitiessource.h"
#include "catalog.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Toolshelf {

// A catalog of A2T signatures as a server of seed 003's a2t serves it: each
// tool's current version as {name, description, input_schema}, filed in
// groups made from its tags (the first tag is its group, the second a group
// within that one), so the tree has two levels and a tool without tags is a
// top-level one. Built once, reading every tool: for file catalogs, whose
// tools are in memory anyway. The catalog must outlive it.
class CapabilitiesView final : public CapabilitiesSource
{
public:
    // With `groups` off every tool is a top-level one.
    CapabilitiesView(const Catalog &catalog, bool groups);

    const Catalog &catalog() const override { return m_catalog; }
    QJsonObject tool(qsizetype index) const override;
    qsizetype groupIndex(const QString &id) const override { return m_groupsById.value(id, -1); }
    QJsonObject groupJson(qsizetype group) const override;
    CapabilitiesPage groups(qsizetype parent,
                            const CapabilitiesPage::Request &request) const override;
    CapabilitiesPage tools(qsizetype group,
                           const CapabilitiesPage::Request &request) const override;
    qsizetype toolIn(qsizetype group, const QString &name) const override;
    qsizetype toolNamed(const QString &name) const override
    {
        return m_toolsByName.value(name, -1);
    }

private:
    struct Group
    {
        QString id;
        QString name;
        QString description;
        // Empty for a top-level group.
        QString parentId;
        // Tools filed directly in it (not in its subgroups).
        QList<qsizetype> tools;
        QList<qsizetype> subgroups;
    };

    qsizetype fileGroup(const QString &id, const QString &name, const QString &parentId);
    // The tools filed directly in a group or at the top level.
    const QList<qsizetype> &toolsOf(qsizetype group) const;

    const Catalog &m_catalog;
    QList<qsizetype> m_topLevelTools;
    QList<qsizetype> m_topLevelGroups;
    QList<Group> m_groups;
    QHash<QString, qsizetype> m_groupsById;
    QHash<QString, qsizetype> m_toolsByName;
};

} // namespace Toolshelf

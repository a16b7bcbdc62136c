#pragma once

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
// top-level one. Built once; the catalog must outlive it.
class CapabilitiesView
{
public:
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

    // With `groups` off every tool is a top-level one.
    CapabilitiesView(const Catalog &catalog, bool groups);

    const Catalog &catalog() const { return m_catalog; }
    qsizetype toolCount() const { return m_catalog.toolCount(); }
    // The index-th tool of the catalog in this dialect's form.
    QJsonObject tool(qsizetype index) const;
    // The catalog index of the tool of that name, or -1.
    qsizetype toolNamed(const QString &name) const { return m_toolsByName.value(name, -1); }

    // The tools filed at the top level, in the catalog's order.
    const QList<qsizetype> &topLevelTools() const { return m_topLevelTools; }
    const QList<Group> &groups() const { return m_groups; }
    // The index of a group in groups(), or -1.
    qsizetype groupIndex(const QString &id) const { return m_groupsById.value(id, -1); }
    // The group as served: {id, name, description, tool_count[, parent_id]}.
    QJsonObject groupJson(qsizetype index) const;

    // Whether a tool or a group matches a search (case-insensitive, in its
    // name or description). An empty query matches everything.
    bool toolMatches(qsizetype index, const QString &query) const;
    bool groupMatches(qsizetype index, const QString &query) const;

    // An A2T signature's inputs as the JSON Schema this dialect serves, keyed
    // by the inputs' names (what a call sends).
    static QJsonObject inputSchema(const QJsonObject &signature);

private:
    qsizetype fileGroup(const QString &id, const QString &name, const QString &parentId);

    const Catalog &m_catalog;
    QList<qsizetype> m_topLevelTools;
    QList<Group> m_groups;
    QHash<QString, qsizetype> m_groupsById;
    QHash<QString, qsizetype> m_toolsByName;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A provider's group tree and what a listing covered of it.

#include "catalog/cataloggroupswriter.h"

#include "catalog/catalogconnection.h"
#include "catalog/catalogdatabaseformat.h"

#include <QSqlQuery>

namespace Toolshelf {

using CatalogDatabaseFormat::sqlText;

CatalogGroupsWriter::CatalogGroupsWriter(CatalogConnection &connection)
    : m_sql(connection)
{ }

bool CatalogGroupsWriter::storeScope(const QString &provider, const ListingScope &scope,
                                     QString *error)
{
    const qint64 now = m_sql.now();
    if (!m_sql.run(QStringLiteral("DELETE FROM temp.covered"), {}, error))
        return false;
    if (scope.groups) {
        for (const QString &group : *scope.groups) {
            if (!m_sql.run(
                    QStringLiteral("INSERT OR IGNORE INTO temp.covered (group_id) VALUES (?)"),
                    {sqlText(group)}, error))
                return false;
        }
    }
    if (scope.tree) {
        // The tree replaces the stored one; a group keeps when its tools were
        // last read, which this listing may not have done again.
        QSqlQuery insert(m_sql.database());
        if (!insert.prepare(QStringLiteral(
                "INSERT INTO tool_groups (provider, group_id, parent_id, name, description, path,"
                " tool_count) VALUES (:p, :id, :parent, :name, :description, :path, :count)"
                " ON CONFLICT (provider, group_id) DO UPDATE SET parent_id = excluded.parent_id,"
                " name = excluded.name, description = excluded.description, path = excluded.path,"
                " tool_count = excluded.tool_count")))
            return m_sql.fail(m_sql.sqlError(insert), error);
        if (!m_sql.run(QStringLiteral("DELETE FROM temp.tree"), {}, error))
            return false;
        for (const CatalogGroup &group : *scope.tree) {
            insert.bindValue(QStringLiteral(":p"), provider);
            insert.bindValue(QStringLiteral(":id"), sqlText(group.id));
            insert.bindValue(QStringLiteral(":parent"), sqlText(group.parentId));
            insert.bindValue(QStringLiteral(":name"), sqlText(group.name));
            insert.bindValue(QStringLiteral(":description"), sqlText(group.description));
            insert.bindValue(QStringLiteral(":path"), CatalogDatabaseFormat::tagsJson(group.path));
            insert.bindValue(QStringLiteral(":count"),
                             group.toolCount ? QVariant(*group.toolCount) : QVariant());
            if (!insert.exec())
                return m_sql.fail(m_sql.sqlError(insert), error);
            if (!m_sql.run(QStringLiteral("INSERT OR IGNORE INTO temp.tree (group_id) VALUES (?)"),
                           {sqlText(group.id)}, error))
                return false;
        }
        // Groups gone from the tree take their tools along: they are
        // withdrawn as if their group had been read empty.
        if (!m_sql.run(QStringLiteral("INSERT OR IGNORE INTO temp.covered (group_id) SELECT"
                                      " DISTINCT group_id FROM tools WHERE provider = ? AND"
                                      " group_id <> '' AND group_id NOT IN (SELECT group_id FROM"
                                      " temp.tree)"),
                       {provider}, error)
            || !m_sql.run(QStringLiteral("DELETE FROM tool_groups WHERE provider = ? AND group_id"
                                         " NOT IN (SELECT group_id FROM temp.tree)"),
                          {provider}, error))
            return false;
    }
    // A listing of everything read every group there is.
    return scope.groups
        ? m_sql.run(QStringLiteral("UPDATE tool_groups SET loaded_at = ? WHERE provider = ? AND"
                                   " group_id IN (SELECT group_id FROM temp.covered)"),
                    {now, provider}, error)
        : m_sql.run(QStringLiteral("UPDATE tool_groups SET loaded_at = ? WHERE provider = ?"),
                    {now, provider}, error);
}

} // namespace Toolshelf

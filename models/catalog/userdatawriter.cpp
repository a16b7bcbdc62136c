// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Writing the user's own data: pins and text overrides.

#include "catalog/userdatawriter.h"

#include "catalog/catalogconnection.h"
#include "catalog/catalogdatabaseformat.h"
#include "catalog/catalogdatabasetransaction.h"
#include "catalog/catalogreader.h"
#include "catalog/catalogtoolrows.h"
#include "catalog/overridetext.h"
#include "core/textsafety.h"
#include "dialects/a2t/descriptionlimits.h"

#include <QSqlQuery>

#include <algorithm>

namespace Toolshelf {

using CatalogDatabaseFormat::sqlText;

namespace {

using OverrideText::normalized;

QVariantList keyValues(const OverrideTarget &target)
{
    return {target.provider, target.toolId, CatalogDatabaseFormat::overrideKindName(target.kind),
            sqlText(target.parameter), sqlText(target.enumValue)};
}

const QString KeyCondition = QStringLiteral(
    "provider = ? AND tool_id = ? AND kind = ? AND parameter = ? AND enum_value = ?");

} // namespace

UserDataWriter::UserDataWriter(CatalogConnection &connection, CatalogToolRows &rows,
                               const CatalogReader &reader)
    : m_sql(connection)
    , m_rows(rows)
    , m_reader(reader)
{ }

bool UserDataWriter::pin(const QString &provider, const QString &toolId, qint64 version,
                         QString *error, const QByteArray &digest)
{
    CatalogDatabaseTransaction transaction(m_sql.database());
    // Only a change of what searches find makes the search index stale.
    bool searchChanged = false;
    if (!m_sql.begin(transaction, error))
        return false;
    // Of several contents under one number, the current one, else the newest seen.
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT v.digest, d.diagnostics, d.signature, v.dialect"
                                        " FROM versions v"
                                        " JOIN version_documents d ON d.version_id = v.id"
                                        " LEFT JOIN tools t ON t.provider = v.provider AND"
                                        " t.tool_id = v.tool_id"
                                        " WHERE v.provider = ? AND v.tool_id = ? AND v.version = ?"
                                        " AND (? = '' OR v.digest = ?)"
                                        " ORDER BY (t.current_version = v.version AND"
                                        " t.current_digest = v.digest) DESC, v.last_seen DESC,"
                                        " v.revision DESC LIMIT 1"),
                         {provider, toolId, version, sqlText(QString::fromLatin1(digest)),
                          sqlText(QString::fromLatin1(digest))},
                         &row, error))
        return false;
    if (row.isEmpty())
        return m_sql.fail(
            tr("Version %1 of tool %2 from %3 is not in the catalog.")
                .arg(version)
                .arg(TextSafety::escapeLine(toolId), TextSafety::escapeLine(provider)),
            error);
    return m_sql.run(
               QStringLiteral("INSERT INTO pins (provider, tool_id, version, digest, pinned_at,"
                              " diagnostics, signature, dialect) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                              " ON CONFLICT (provider, tool_id) DO UPDATE SET"
                              " version = excluded.version, digest = excluded.digest,"
                              " pinned_at = excluded.pinned_at,"
                              " diagnostics = excluded.diagnostics,"
                              " signature = excluded.signature, dialect = excluded.dialect"),
               {provider, toolId, version, row.at(0), m_sql.now(), row.at(1), row.at(2), row.at(3)},
               error)
        && m_rows.refreshTool(provider, toolId, error, &searchChanged)
        && m_sql.commit(transaction, error, searchChanged);
}

bool UserDataWriter::unpin(const QString &provider, const QString &toolId, QString *error)
{
    CatalogDatabaseTransaction transaction(m_sql.database());
    bool searchChanged = false;
    return m_sql.begin(transaction, error)
        && m_sql.run(QStringLiteral("DELETE FROM pins WHERE provider = ? AND tool_id = ?"),
                     {provider, toolId}, error)
        && m_rows.refreshTool(provider, toolId, error, &searchChanged)
        && m_sql.commit(transaction, error, searchChanged);
}

bool UserDataWriter::setOverride(const OverrideTarget &rawTarget, const QString &newText,
                                 QString *error)
{
    const OverrideTarget target = normalized(rawTarget);
    CatalogDatabaseTransaction transaction(m_sql.database());
    bool searchChanged = false;
    if (!m_sql.begin(transaction, error))
        return false;
    const std::optional<StoredSignature> vendor
        = m_reader.signature(target.provider, target.toolId);
    if (!vendor)
        return m_sql.fail(tr("Tool %1 from %2 is not in the catalog.")
                              .arg(TextSafety::escapeLine(target.toolId),
                                   TextSafety::escapeLine(target.provider)),
                          error);
    const std::optional<QString> original = OverrideText::vendorText(vendor->signature, target);
    if (!original)
        return m_sql.fail(tr("Tool %1 has no parameter or allowed value \"%2\" to override.")
                              .arg(TextSafety::escapeLine(vendor->signature.name),
                                   TextSafety::escapeLine(
                                       target.enumValue.isEmpty()
                                           ? target.parameter
                                           : QString(target.parameter + u'.' + target.enumValue))),
                          error);
    if (target.kind == OverrideKind::ToolName && !acceptsAlias(target, newText, error))
        return false;
    // Rewriting an override keeps the vendor text it replaced and any open
    // conflict: the user has not necessarily read the vendor's new text.
    QVariantList values = keyValues(target);
    values << sqlText(newText) << sqlText(*original) << m_sql.now();
    return m_sql.run(QStringLiteral("INSERT INTO overrides (provider, tool_id, kind, parameter,"
                                    " enum_value, text, vendor_original, updated_at)"
                                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                                    " ON CONFLICT (provider, tool_id, kind, parameter, enum_value)"
                                    " DO UPDATE SET text = excluded.text,"
                                    " updated_at = excluded.updated_at"),
                     values, error)
        && m_rows.refreshTool(target.provider, target.toolId, error, &searchChanged)
        && m_sql.commit(transaction, error, searchChanged);
}

bool UserDataWriter::restoreOverride(const Override &entry, QString *error)
{
    const OverrideTarget target = normalized(entry.target);
    CatalogDatabaseTransaction transaction(m_sql.database());
    if (!m_sql.begin(transaction, error))
        return false;
    if (!m_rows.toolRow(target.provider, target.toolId))
        return m_sql.fail(tr("Tool %1 from %2 is not in the catalog.")
                              .arg(TextSafety::escapeLine(target.toolId),
                                   TextSafety::escapeLine(target.provider)),
                          error);
    if (target.kind == OverrideKind::ToolName && !acceptsAlias(target, entry.text, error))
        return false;
    // vendor_latest is recomputed by refreshTool against the displayed version.
    QVariantList values = keyValues(target);
    values << sqlText(entry.text) << sqlText(entry.vendorOriginal) << m_sql.now();
    return m_sql.run(QStringLiteral("INSERT INTO overrides (provider, tool_id, kind, parameter,"
                                    " enum_value, text, vendor_original, updated_at)"
                                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                                    " ON CONFLICT (provider, tool_id, kind, parameter, enum_value)"
                                    " DO UPDATE SET text = excluded.text,"
                                    " vendor_original = excluded.vendor_original,"
                                    " vendor_latest = NULL, updated_at = excluded.updated_at"),
                     values, error)
        && m_rows.refreshTool(target.provider, target.toolId, error, nullptr)
        && m_sql.commit(transaction, error);
}

bool UserDataWriter::clearOverride(const OverrideTarget &rawTarget, QString *error)
{
    const OverrideTarget target = normalized(rawTarget);
    CatalogDatabaseTransaction transaction(m_sql.database());
    bool searchChanged = false;
    return m_sql.begin(transaction, error)
        && m_sql.run(QString(u"DELETE FROM overrides WHERE " + KeyCondition), keyValues(target),
                     error)
        && m_rows.refreshTool(target.provider, target.toolId, error, &searchChanged)
        && m_sql.commit(transaction, error, searchChanged);
}

bool UserDataWriter::resolveConflict(const OverrideTarget &rawTarget, ConflictChoice choice,
                                     QString *error)
{
    const OverrideTarget target = normalized(rawTarget);
    CatalogDatabaseTransaction transaction(m_sql.database());
    bool searchChanged = false;
    if (!m_sql.begin(transaction, error))
        return false;
    QVariantList row;
    if (!m_sql.selectRow(QString(u"SELECT vendor_latest FROM overrides WHERE " + KeyCondition),
                         keyValues(target), &row, error))
        return false;
    if (row.isEmpty())
        return m_sql.fail(tr("There is no override of this text to settle."), error);
    if (row.at(0).isNull())
        return m_sql.commit(transaction, error, false); // settled already
    bool ok = false;
    if (choice == ConflictChoice::KeepMine) {
        QVariantList values {m_sql.now()};
        values << keyValues(target);
        ok = m_sql.run(QString(u"UPDATE overrides SET vendor_original = vendor_latest,"
                               u" vendor_latest = NULL, updated_at = ? WHERE "
                               + KeyCondition),
                       values, error);
    } else {
        ok = m_sql.run(QString(u"DELETE FROM overrides WHERE " + KeyCondition), keyValues(target),
                       error);
    }
    return ok && m_rows.refreshTool(target.provider, target.toolId, error, &searchChanged)
        && m_sql.commit(transaction, error, searchChanged);
}

bool UserDataWriter::acceptsAlias(const OverrideTarget &target, const QString &alias,
                                  QString *error) const
{
    if (const std::optional<QString> problem
        = DescriptionLimits::problem(OverrideKind::ToolName, alias))
        return m_sql.fail(tr("This alias cannot be used: %1.").arg(*problem), error);
    // The tool's own vendor name is no alias: the override would change nothing
    // while hiding the name the vendor's documentation uses.
    QVariantList own;
    if (!m_sql.selectRow(
            QStringLiteral("SELECT name FROM tools WHERE provider = ? AND tool_id = ?"),
            {target.provider, target.toolId}, &own, error))
        return false;
    if (!own.isEmpty() && own.at(0).toString() == alias)
        return m_sql.fail(
            tr("\"%1\" is already the tool's name.").arg(TextSafety::escapeLine(alias)), error);
    // Another tool known by the name, through its vendor's name (unless it has
    // an alias itself) or its alias: the LLM could not tell the two apart.
    // tools_name compares without case; names do not, so both conditions.
    QVariantList other;
    if (!m_sql.selectRow(
            QStringLiteral(
                "SELECT provider FROM tools t WHERE t.name = ? COLLATE NOCASE AND t.name = ?"
                " AND NOT (t.provider = ? AND t.tool_id = ?) AND NOT EXISTS (SELECT 1 FROM"
                " overrides a WHERE a.provider = t.provider AND a.tool_id = t.tool_id AND"
                " a.kind = 'tool-name')"
                " UNION ALL SELECT provider FROM overrides WHERE kind = 'tool-name' AND text = ?"
                " AND NOT (provider = ? AND tool_id = ?) LIMIT 1"),
            {alias, alias, target.provider, target.toolId, alias, target.provider, target.toolId},
            &other, error))
        return false;
    if (!other.isEmpty())
        return m_sql.fail(
            tr("A tool from %1 is already called \"%2\"; choose another name.")
                .arg(TextSafety::escapeLine(other.at(0).toString()), TextSafety::escapeLine(alias)),
            error);
    return true;
}

} // namespace Toolshelf

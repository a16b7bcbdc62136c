// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Rebuilding what the list shows for one tool: the displayed version, its
// tags, its search text and the state of its overrides.

#include "catalog/catalogtoolrows.h"

#include "catalog/catalogconnection.h"
#include "catalog/catalogdatabaseformat.h"
#include "catalog/overridetext.h"
#include "core/textsafety.h"

#include <QSqlQuery>

namespace Toolshelf {

using CatalogDatabaseFormat::sqlText;

std::optional<CatalogToolRows::Row> CatalogToolRows::toolRow(const QString &provider,
                                                             const QString &toolId) const
{
    QVariantList row;
    if (!m_sql.selectRow(
            QStringLiteral("SELECT id, current_version, current_digest, group_path,"
                           " discovered_by FROM tools WHERE provider = ? AND tool_id = ?"),
            {provider, toolId}, &row, nullptr)
        || row.isEmpty())
        return std::nullopt;
    return Row {row.at(0).toLongLong(), row.at(1).toLongLong(), row.at(2).toByteArray(),
                CatalogDatabaseFormat::tagsFromJson(row.at(3).toString()), row.at(4).toString()};
}

bool CatalogToolRows::refreshTool(const QString &provider, const QString &toolId, QString *error,
                                  bool *searchChanged)
{
    const std::optional<Row> tool = toolRow(provider, toolId);
    // A pin or override of a tool that is not in the catalog has nothing to show.
    return !tool || refreshTool(tool->id, nullptr, error, searchChanged);
}

bool CatalogToolRows::refreshTool(qint64 toolRowId, qsizetype *newConflicts, QString *error,
                                  bool *searchChanged)
{
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT provider, tool_id, current_version, current_digest"
                                        " FROM tools WHERE id = ?"),
                         {toolRowId}, &row, error))
        return false;
    if (row.isEmpty())
        return true;
    const QString provider = row.at(0).toString();
    const QString toolId = row.at(1).toString();
    qint64 version = row.at(2).toLongLong();
    QString digest = row.at(3).toString();

    // The pinned version if there is one. Its stored copy stands in when the
    // catalog no longer has it (the provider was removed and synced again
    // without the tool's history).
    QVariantList pin;
    if (!m_sql.selectRow(
            QStringLiteral("SELECT version, digest, diagnostics, signature, dialect FROM pins"
                           " WHERE provider = ? AND tool_id = ?"),
            {provider, toolId}, &pin, error))
        return false;
    if (!pin.isEmpty()) {
        version = pin.at(0).toLongLong();
        digest = pin.at(1).toString();
    }
    QVariantList document;
    if (!m_sql.selectRow(
            QStringLiteral("SELECT d.diagnostics, d.signature, v.dialect FROM versions v"
                           " JOIN version_documents d ON d.version_id = v.id"
                           " WHERE v.provider = ? AND v.tool_id = ? AND v.version = ?"
                           " AND v.digest = ?"),
            {provider, toolId, version, digest}, &document, error))
        return false;
    if (document.isEmpty() && !pin.isEmpty())
        document = {pin.at(2), pin.at(3), pin.at(4)};
    const std::optional<Tool> tool = document.isEmpty()
        ? std::nullopt
        : CatalogDatabaseFormat::toolFromDocument(provider, document.at(2).toString(),
                                                  document.at(1).toString(), version);
    if (!tool)
        return m_sql.fail(
            tr("The catalog has no readable copy of version %1 of tool %2 from %3.")
                .arg(version)
                .arg(TextSafety::escapeLine(toolId), TextSafety::escapeLine(provider)),
            error);
    const QList<Diagnostic> diagnostics
        = CatalogDatabaseFormat::diagnosticsFromJson(document.at(0).toString());

    // Overrides: note where the vendor's text moved away from the text the
    // user replaced, and make the user's text findable.
    QList<Override> overrides;
    if (!m_sql.selectRows(
            QStringLiteral("SELECT kind, parameter, enum_value, text, vendor_original,"
                           " vendor_latest FROM overrides"
                           " WHERE provider = ? AND tool_id = ?"),
            {provider, toolId},
            [&](const QSqlQuery &query) {
                const auto kind
                    = CatalogDatabaseFormat::overrideKindFromName(query.value(0).toString());
                if (!kind)
                    return;
                Override entry;
                entry.target = {provider, toolId, *kind, query.value(1).toString(),
                                query.value(2).toString()};
                entry.text = query.value(3).toString();
                entry.vendorOriginal = query.value(4).toString();
                if (!query.value(5).isNull())
                    entry.vendorLatest = query.value(5).toString();
                overrides.append(entry);
            },
            error))
        return false;
    CatalogDatabaseFormat::SearchText search = CatalogDatabaseFormat::searchText(*tool);
    const ToolSignature signature = CatalogDatabaseFormat::signatureOf(*tool);
    for (const Override &entry : std::as_const(overrides)) {
        if (entry.target.kind == OverrideKind::ToolName)
            search.name.append(QLatin1Char('\n') + entry.text);
        else if (entry.target.kind == OverrideKind::ToolDescription
                 || entry.target.kind == OverrideKind::WhenToUse)
            search.description.append(QLatin1Char('\n') + entry.text);
        // What a tool is not for names other tasks: a search for them must
        // not find it.
        else if (entry.target.kind != OverrideKind::WhenNotToUse)
            search.parameters.append(QLatin1Char('\n') + entry.text);
        const std::optional<QString> vendor = OverrideText::vendorText(signature, entry.target);
        // A target the version lacks is no conflict: the override just does not apply.
        if (!vendor)
            continue;
        const std::optional<QString> latest
            = *vendor == entry.vendorOriginal ? std::nullopt : vendor;
        if (latest == entry.vendorLatest)
            continue;
        if (latest && newConflicts)
            ++*newConflicts;
        if (!m_sql.run(
                QStringLiteral("UPDATE overrides SET vendor_latest = ? WHERE provider = ? AND"
                               " tool_id = ? AND kind = ? AND parameter = ? AND"
                               " enum_value = ?"),
                {latest ? sqlText(*latest) : QVariant(), provider, toolId,
                 CatalogDatabaseFormat::overrideKindName(entry.target.kind),
                 sqlText(entry.target.parameter), sqlText(entry.target.enumValue)},
                error))
            return false;
    }

    // What the search index holds of the tool, before and after: a pin of
    // the displayed version or a settled conflict leaves it as it was, and
    // then no index needs rebuilding.
    const QString searchRow = QStringLiteral(
        "SELECT t.name, t.tags, f.name, f.description, f.tags, f.parameters, f.provider"
        " FROM tools t LEFT JOIN tools_fts f ON f.rowid = t.id WHERE t.id = ?");
    QVariantList before;
    if (searchChanged && !m_sql.selectRow(searchRow, {toolRowId}, &before, error))
        return false;

    if (!m_sql.run(QStringLiteral("UPDATE tools SET display_version = ?, display_digest = ?,"
                                  " name = ?, description = ?, tags = ?, has_errors = ?,"
                                  " has_warnings = ? WHERE id = ?"),
                   {version, digest, sqlText(tool->name), sqlText(tool->description),
                    CatalogDatabaseFormat::tagsJson(tool->tags), containsError(diagnostics) ? 1 : 0,
                    CatalogDatabaseFormat::hasWarnings(diagnostics) ? 1 : 0, toolRowId},
                   error)
        || !m_sql.run(QStringLiteral("DELETE FROM tool_tags WHERE tool = ?"), {toolRowId}, error)
        || !m_sql.run(QStringLiteral("DELETE FROM tools_fts WHERE rowid = ?"), {toolRowId}, error)
        || !m_sql.run(QStringLiteral("INSERT INTO tools_fts (rowid, name, description, tags,"
                                     " parameters, provider) VALUES (?, ?, ?, ?, ?, ?)"),
                      {toolRowId, sqlText(search.name), sqlText(search.description),
                       sqlText(search.tags), sqlText(search.parameters), provider},
                      error))
        return false;
    for (const QString &tag : std::as_const(tool->tags)) {
        if (!m_sql.run(QStringLiteral("INSERT OR IGNORE INTO tool_tags (tag, tool) VALUES (?, ?)"),
                       {sqlText(tag), toolRowId}, error))
            return false;
    }
    if (searchChanged) {
        QVariantList after;
        if (!m_sql.selectRow(searchRow, {toolRowId}, &after, error))
            return false;
        if (before.size() != after.size())
            *searchChanged = true;
        for (qsizetype i = 0; i < before.size() && !*searchChanged; ++i)
            *searchChanged = before.at(i).isNull() != after.at(i).isNull()
                || before.at(i).toString() != after.at(i).toString();
    }
    return true;
}

CatalogToolRows::CatalogToolRows(CatalogConnection &connection)
    : m_sql(connection)
{ }

} // namespace Toolshelf

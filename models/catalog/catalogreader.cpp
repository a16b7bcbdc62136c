// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading the catalog: search, tag counts, signatures and sync state.

#include "catalog/catalogreader.h"

#include "catalog/catalogconnection.h"
#include "catalog/catalogdatabaseformat.h"
#include "catalog/catalogtoolrows.h"
#include "catalog/overridetext.h"
#include "dialects/dialectregistry.h"
#include "tool/signaturediff.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>
#include <tuple>

namespace Toolshelf {

using CatalogDatabaseFormat::sqlText;

namespace {

// Words are capped so a pasted document cannot build an enormous expression.
constexpr qsizetype MaxSearchWords = 32;

// FROM/WHERE shared by search(), count() and tagCounts(); `t` is the tools table.
struct Filter
{
    QString joins;
    QString where;
    QVariantList values;
    bool text = false;
};

Filter filterFor(const CatalogQuery &query)
{
    Filter filter;
    QStringList conditions;
    const QString match = CatalogReader::matchExpression(query.text);
    if (!match.isEmpty()) {
        filter.text = true;
        filter.joins = QStringLiteral(" JOIN tools_fts ON tools_fts.rowid = t.id");
        conditions.append(QStringLiteral("tools_fts MATCH ?"));
        filter.values.append(match);
    }
    if (!query.providers.isEmpty()) {
        QStringList marks;
        for (const QString &provider : query.providers) {
            marks.append(QStringLiteral("?"));
            filter.values.append(provider);
        }
        conditions.append(QString(u"t.provider IN (" + marks.join(QLatin1Char(',')) + u')'));
    }
    for (const QString &tag : query.tags) {
        // IN lets SQLite start from the tag's index entries when that is cheaper.
        conditions.append(QStringLiteral("t.id IN (SELECT tool FROM tool_tags WHERE tag = ?)"));
        filter.values.append(tag);
    }
    if (!query.groupPath.isEmpty()) {
        // The stored path is compact JSON, so the group and everything below
        // it start with the group's array without its closing bracket.
        const QString whole = CatalogDatabaseFormat::tagsJson(query.groupPath);
        const QString open = whole.chopped(1);
        conditions.append(QStringLiteral(
            "(t.group_path = ? OR substr(t.group_path, 1, length(?) + 1) = ? || ',')"));
        filter.values << whole << open << open;
    }
    if (!query.includeWithdrawn)
        conditions.append(QStringLiteral("t.listed = 1"));
    if (!conditions.isEmpty())
        filter.where = QString(u" WHERE " + conditions.join(QStringLiteral(" AND ")));
    return filter;
}

QString orderBy(const CatalogQuery &query, bool text)
{
    // By the name the list shows: the alias where the user gave one (`n`, of
    // SummaryJoins). The search index orders its tools the same way.
    const QString byName = QStringLiteral(
        "COALESCE(NULLIF(n.text, ''), t.name) COLLATE NOCASE, t.provider, t.tool_id");
    switch (query.sort) {
    case CatalogQuery::Sort::Name:
        break;
    case CatalogQuery::Sort::Provider:
        return QString(u" ORDER BY t.provider COLLATE NOCASE, " + byName);
    case CatalogQuery::Sort::RecentlyUpdated:
        return QString(u" ORDER BY t.updated_at DESC, " + byName);
    case CatalogQuery::Sort::Relevance:
        // A hit in the name counts most, then description and tags.
        if (text)
            return QString(u" ORDER BY bm25(tools_fts, 10.0, 4.0, 3.0, 1.0, 1.0), " + byName);
        break;
    }
    return QString(u" ORDER BY " + byName);
}

// The columns readSummary() reads, in order; a query may add its own after them.
constexpr int SummaryColumnCount = 22;
const QString SummaryColumns = QStringLiteral(
    "SELECT t.provider, t.tool_id, t.name, t.display_version, t.current_version, t.tags,"
    " t.description, o.text, t.has_errors, t.has_warnings, t.listed, t.changed_without_bump,"
    " p.version,"
    " EXISTS (SELECT 1 FROM overrides x WHERE x.provider = t.provider AND"
    " x.tool_id = t.tool_id),"
    " EXISTS (SELECT 1 FROM overrides x WHERE x.provider = t.provider AND"
    " x.tool_id = t.tool_id AND x.vendor_latest IS NOT NULL),"
    " n.text,"
    // Both documents only for a tool pinned behind its current version, so
    // the list knows whether the update breaks the pinned one.
    " CASE WHEN p.version < t.current_version THEN p.signature END,"
    " CASE WHEN p.version < t.current_version THEN (SELECT d.signature FROM versions v"
    " JOIN version_documents d ON d.version_id = v.id WHERE v.provider = t.provider AND"
    " v.tool_id = t.tool_id AND v.version = t.current_version AND"
    " v.digest = t.current_digest) END,"
    // And the dialects that read them back.
    " CASE WHEN p.version < t.current_version THEN p.dialect END,"
    " CASE WHEN p.version < t.current_version THEN (SELECT v.dialect FROM versions v"
    " WHERE v.provider = t.provider AND v.tool_id = t.tool_id AND"
    " v.version = t.current_version AND v.digest = t.current_digest) END,"
    " t.group_path, t.discovered_by");

const QString SummaryJoins = QStringLiteral(
    " LEFT JOIN pins p ON p.provider = t.provider AND p.tool_id = t.tool_id"
    " LEFT JOIN overrides o ON o.provider = t.provider AND o.tool_id = t.tool_id AND"
    " o.kind = 'tool-description' AND o.parameter = '' AND o.enum_value = ''"
    " LEFT JOIN overrides n ON n.provider = t.provider AND n.tool_id = t.tool_id AND"
    " n.kind = 'tool-name' AND n.parameter = '' AND n.enum_value = ''");

// What breaks a caller of `older` in `newer`: the inputs as JSON Schema
// where the dialect serves it, else as the A2T draft's rules say.
QList<SignatureChange> breakingChanges(const Tool &older, const Tool &newer)
{
    const bool schemas = Dialects::servesJsonSchema(older) && Dialects::servesJsonSchema(newer);
    return SignatureDiff::breaking(
        CatalogDatabaseFormat::signatureOf(older), CatalogDatabaseFormat::signatureOf(newer),
        schemas ? &older.input : nullptr, schemas ? &newer.input : nullptr);
}

ToolSummary readSummary(const QSqlQuery &query)
{
    ToolSummary summary;
    summary.provider = query.value(0).toString();
    summary.toolId = query.value(1).toString();
    summary.name = query.value(2).toString();
    summary.version = query.value(3).toLongLong();
    summary.currentVersion = query.value(4).toLongLong();
    summary.tags = CatalogDatabaseFormat::tagsFromJson(query.value(5).toString());
    summary.groupPath = CatalogDatabaseFormat::tagsFromJson(query.value(20).toString());
    summary.discoveredBy = query.value(21).toString();
    summary.description
        = query.value(7).isNull() ? query.value(6).toString() : query.value(7).toString();
    ToolFlags &flags = summary.flags;
    flags.hasErrors = query.value(8).toBool();
    flags.hasWarnings = query.value(9).toBool();
    flags.withdrawn = !query.value(10).toBool();
    flags.changedWithoutBump = query.value(11).toBool();
    flags.pinned = !query.value(12).isNull();
    flags.updateAvailable = flags.pinned && query.value(12).toLongLong() < summary.currentVersion;
    flags.overridden = query.value(13).toBool();
    flags.conflict = query.value(14).toBool();
    summary.alias = query.value(15).toString();
    if (flags.updateAvailable && !query.value(16).isNull() && !query.value(17).isNull()) {
        const auto pinned = CatalogDatabaseFormat::toolFromDocument(
            summary.provider, query.value(18).toString(), query.value(16).toString(),
            query.value(12).toLongLong());
        const auto current = CatalogDatabaseFormat::toolFromDocument(
            summary.provider, query.value(19).toString(), query.value(17).toString(),
            summary.currentVersion);
        flags.breakingUpdate = pinned && current && !breakingChanges(*pinned, *current).isEmpty();
    }
    return summary;
}

} // namespace

CatalogReader::CatalogReader(CatalogConnection &connection, const CatalogToolRows &rows)
    : m_sql(connection)
    , m_rows(rows)
{ }

QString CatalogReader::matchExpression(const QString &text)
{
    // Control characters separate words: SQLite would end the expression at
    // a NUL, leaving an unterminated string.
    QString cleaned = text;
    for (QChar &c : cleaned) {
        if (c.category() == QChar::Other_Control)
            c = QLatin1Char(' ');
    }
    QStringList terms;
    const QStringList words
        = cleaned.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    for (const QString &word : words) {
        // FTS5 tokenizes a quoted string with the table's tokenizer, so a word
        // of punctuation only would be an empty phrase: skip it.
        if (std::none_of(word.cbegin(), word.cend(), [](QChar c) { return c.isLetterOrNumber(); }))
            continue;
        QString quoted = word;
        quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        // "word"* is a prefix query for the phrase's last token; inside the
        // quotes AND, OR, NOT, NEAR, *, ^, :, ( and ) are plain text.
        terms.append(QString(u'"' + quoted + u"\"*"));
        if (terms.size() == MaxSearchWords)
            break;
    }
    return terms.join(QLatin1Char(' '));
}

QList<ToolSummary> CatalogReader::search(const CatalogQuery &query) const
{
    m_sql.clearLastError();
    const Filter filter = filterFor(query);
    QVariantList values = filter.values;
    values << (query.limit < 0 ? qint64(-1) : qint64(query.limit)) << qint64(query.offset);
    QList<ToolSummary> result;
    if (!m_sql.selectRows(
            QString(SummaryColumns + u" FROM tools t" + filter.joins + SummaryJoins + filter.where
                    + orderBy(query, filter.text) + u" LIMIT ? OFFSET ?"),
            values, [&](const QSqlQuery &row) { result.append(readSummary(row)); }, nullptr))
        return {};
    return result;
}

qsizetype CatalogReader::count(const CatalogQuery &query) const
{
    m_sql.clearLastError();
    const Filter filter = filterFor(query);
    QVariantList row;
    if (!m_sql.selectRow(QString(u"SELECT COUNT(*) FROM tools t" + filter.joins + filter.where),
                         filter.values, &row, nullptr))
        return 0;
    return row.value(0).toLongLong();
}

QList<TagCount> CatalogReader::tagCounts(const CatalogQuery &query) const
{
    m_sql.clearLastError();
    // A tag's count is the number of matching tools that carry it. Leaving the
    // query's own tag filter out for that tag would give the same number:
    // every tool counted for it carries it anyway.
    const Filter filter = filterFor(query);
    // Unfiltered, the counts come from the tag index alone.
    const QString from = filter.where.isEmpty()
        ? QStringLiteral("tool_tags g")
        : QString(u"tools t JOIN tool_tags g ON g.tool = t.id" + filter.joins);
    QList<TagCount> result;
    if (!m_sql.selectRows(
            QString(u"SELECT g.tag, COUNT(*) FROM " + from + filter.where
                    + u" GROUP BY g.tag ORDER BY COUNT(*) DESC, g.tag"),
            filter.values,
            [&](const QSqlQuery &row) {
                result.append({row.value(0).toString(), row.value(1).toLongLong()});
            },
            nullptr))
        return {};
    return result;
}

QList<GroupCount> CatalogReader::groupCounts(CatalogQuery query) const
{
    m_sql.clearLastError();
    // The matches but for the group: the tree shows where else they are.
    query.groupPath.clear();
    const Filter filter = filterFor(query);
    QMap<QStringList, qsizetype> counts;
    if (!m_sql.selectRows(
            QString(u"SELECT t.group_path, COUNT(*) FROM tools t" + filter.joins + filter.where
                    + u" GROUP BY t.group_path"),
            filter.values,
            [&](const QSqlQuery &row) {
                const QStringList path
                    = CatalogDatabaseFormat::tagsFromJson(row.value(0).toString());
                // Each group counts everything below it.
                for (qsizetype depth = 1; depth <= path.size(); ++depth)
                    counts[path.first(depth)] += row.value(1).toLongLong();
            },
            nullptr))
        return {};
    QList<GroupCount> result;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        result.append({it.key(), it.value()});
    return result;
}

QList<ToolSummary> CatalogReader::summaries(const QList<qint64> &rowIds) const
{
    m_sql.clearLastError();
    if (rowIds.isEmpty())
        return {};
    // One JSON array bound as one value: any number of ids, one statement.
    QByteArray ids = "[";
    for (const qint64 id : rowIds)
        ids += QByteArray::number(id) + ',';
    ids.back() = ']';
    QHash<qint64, ToolSummary> byRow;
    byRow.reserve(rowIds.size());
    if (!m_sql.selectRows(
            QString(SummaryColumns + u", t.id FROM tools t" + SummaryJoins
                    + u" WHERE t.id IN (SELECT value FROM json_each(?))"),
            {QString::fromLatin1(ids)},
            [&](const QSqlQuery &row) {
                byRow.insert(row.value(SummaryColumnCount).toLongLong(), readSummary(row));
            },
            nullptr))
        return {};
    QList<ToolSummary> result;
    result.reserve(rowIds.size());
    for (const qint64 id : rowIds) {
        const auto found = byRow.constFind(id);
        if (found != byRow.constEnd())
            result.append(*found);
    }
    return result;
}

QList<ToolSummary> CatalogReader::toolsNamed(const QStringList &names) const
{
    m_sql.clearLastError();
    if (names.isEmpty())
        return {};
    // One JSON array bound as one value, as in summaries(). The comparison is
    // case-insensitive so SQLite can use tools_name; names are case-sensitive
    // though, so the exact match is made here.
    QJsonArray array;
    for (const QString &name : names)
        array.append(name);
    const QString json = QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
    const QSet<QString> wanted(names.cbegin(), names.cend());
    QList<ToolSummary> result;
    const auto append = [&](const QSqlQuery &row) {
        ToolSummary summary = readSummary(row);
        if (wanted.contains(summary.shownName()))
            result.append(std::move(summary));
    };
    // By the vendor's name (a tool with an alias is no longer known by it),
    // then by alias: two lookups, so each uses its index.
    if (!m_sql.selectRows(
            QString(SummaryColumns + u" FROM tools t" + SummaryJoins
                    + u" WHERE t.name COLLATE NOCASE IN (SELECT value FROM json_each(?))"),
            {json}, append, nullptr)
        || !m_sql.selectRows(
            QString(SummaryColumns + u" FROM tools t" + SummaryJoins
                    + u" WHERE (t.provider, t.tool_id) IN (SELECT provider, tool_id"
                      u" FROM overrides WHERE kind = 'tool-name' AND text IN"
                      u" (SELECT value FROM json_each(?)))"),
            {json}, append, nullptr))
        return {};
    // A tool asked for by both its names comes from both lookups.
    std::sort(result.begin(), result.end(), [](const ToolSummary &a, const ToolSummary &b) {
        return std::tie(a.shownName(), a.provider, a.toolId)
            < std::tie(b.shownName(), b.provider, b.toolId);
    });
    result.erase(std::unique(result.begin(), result.end(),
                             [](const ToolSummary &a, const ToolSummary &b) {
                                 return a.provider == b.provider && a.toolId == b.toolId;
                             }),
                 result.end());
    return result;
}

ToolFlags CatalogReader::toolFlags(const QString &provider, const QString &toolId) const
{
    std::optional<ToolSummary> summary;
    m_sql.selectRows(
        QString(SummaryColumns + u" FROM tools t" + SummaryJoins
                + u" WHERE t.provider = ? AND t.tool_id = ?"),
        {provider, toolId}, [&](const QSqlQuery &row) { summary = readSummary(row); }, nullptr);
    if (summary)
        return summary->flags;
    // Not in the catalog (its provider was removed): only the user data speaks.
    ToolFlags flags;
    flags.withdrawn = true;
    flags.pinned = pinOf(provider, toolId).has_value();
    const QList<Override> own = overrides(provider, toolId);
    flags.overridden = !own.isEmpty();
    flags.conflict = std::any_of(own.cbegin(), own.cend(),
                                 [](const Override &entry) { return entry.isConflict(); });
    return flags;
}

std::optional<StoredSignature> CatalogReader::signature(const QString &provider,
                                                        const QString &toolId,
                                                        std::optional<qint64> version) const
{
    const std::optional<CatalogToolRows::Row> tool = m_rows.toolRow(provider, toolId);
    const std::optional<Pin> pin = pinOf(provider, toolId);
    if (!version) {
        if (pin)
            return loadSignature(provider, toolId, pin->version, pin->digest);
        if (tool)
            return loadSignature(provider, toolId, tool->currentVersion, tool->currentDigest);
        return std::nullopt;
    }
    if (pin && pin->version == *version)
        return loadSignature(provider, toolId, pin->version, pin->digest);
    if (tool && tool->currentVersion == *version)
        return loadSignature(provider, toolId, tool->currentVersion, tool->currentDigest);
    // An older version: of several contents under its number, the newest seen.
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT digest FROM versions WHERE provider = ? AND"
                                        " tool_id = ? AND version = ?"
                                        " ORDER BY last_seen DESC, revision DESC LIMIT 1"),
                         {provider, toolId, *version}, &row, nullptr)
        || row.isEmpty())
        return std::nullopt;
    return loadSignature(provider, toolId, *version, row.at(0).toByteArray());
}

std::optional<StoredSignature> CatalogReader::signatureByDigest(const QString &provider,
                                                                const QString &toolId,
                                                                const QByteArray &digest) const
{
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT version FROM versions WHERE provider = ? AND"
                                        " tool_id = ? AND digest = ? UNION SELECT version FROM pins"
                                        " WHERE provider = ? AND tool_id = ? AND digest = ?"),
                         {provider, toolId, QString::fromLatin1(digest), provider, toolId,
                          QString::fromLatin1(digest)},
                         &row, nullptr)
        || row.isEmpty())
        return std::nullopt;
    return loadSignature(provider, toolId, row.at(0).toLongLong(), digest);
}

std::optional<StoredSignature> CatalogReader::loadSignature(const QString &provider,
                                                            const QString &toolId, qint64 version,
                                                            const QByteArray &digest) const
{
    const QString digestText = QString::fromLatin1(digest);
    QVariantList row;
    if (!m_sql.selectRow(
            QStringLiteral("SELECT v.revision, v.first_seen, v.last_seen, d.diagnostics,"
                           " d.signature, (SELECT COUNT(*) FROM versions x WHERE"
                           " x.provider = v.provider AND x.tool_id = v.tool_id AND"
                           " x.version = v.version), v.dialect FROM versions v JOIN"
                           " version_documents d ON d.version_id = v.id"
                           " WHERE v.provider = ? AND v.tool_id = ? AND v.version = ? AND"
                           " v.digest = ?"),
            {provider, toolId, version, digestText}, &row, nullptr))
        return std::nullopt;
    StoredSignature stored;
    QString diagnostics;
    QString json;
    if (!row.isEmpty()) {
        stored.revision = row.at(0).toInt();
        stored.firstSeen = CatalogDatabaseFormat::timeFromMsecs(row.at(1));
        stored.lastSeen = CatalogDatabaseFormat::timeFromMsecs(row.at(2));
        diagnostics = row.at(3).toString();
        json = row.at(4).toString();
        stored.revisions = row.at(5).toInt();
        stored.dialect = row.at(6).toString();
    } else {
        // Only the pin's copy is left.
        if (!m_sql.selectRow(QStringLiteral("SELECT diagnostics, signature, dialect FROM pins WHERE"
                                            " provider = ? AND tool_id = ? AND version = ? AND"
                                            " digest = ?"),
                             {provider, toolId, version, digestText}, &row, nullptr)
            || row.isEmpty())
            return std::nullopt;
        diagnostics = row.at(0).toString();
        json = row.at(1).toString();
        stored.dialect = row.at(2).toString();
    }
    std::optional<Tool> read
        = CatalogDatabaseFormat::toolFromDocument(provider, stored.dialect, json, version);
    if (!read)
        return std::nullopt;
    stored.provider = provider;
    stored.signature = CatalogDatabaseFormat::signatureOf(*read);
    stored.tool = std::move(*read);
    stored.diagnostics = CatalogDatabaseFormat::diagnosticsFromJson(diagnostics);
    stored.digest = digest;
    // Not part of the stored document: the tool's, or this version's when the
    // tool has left the catalog.
    const std::optional<CatalogToolRows::Row> tool = m_rows.toolRow(provider, toolId);
    stored.signature.currentVersion = tool ? tool->currentVersion : stored.signature.version;
    if (tool) {
        stored.tool.groupPath = tool->groupPath;
        stored.discoveredBy = tool->discoveredBy;
    }
    stored.flags = toolFlags(provider, toolId);
    stored.flags.hasErrors = containsError(stored.diagnostics);
    stored.flags.hasWarnings = CatalogDatabaseFormat::hasWarnings(stored.diagnostics);
    return stored;
}

QList<qint64> CatalogReader::versionNumbers(const QString &provider, const QString &toolId) const
{
    QList<qint64> numbers;
    m_sql.selectRows(
        QStringLiteral("SELECT version FROM versions WHERE provider = ? AND tool_id = ?"
                       " UNION SELECT version FROM pins WHERE provider = ? AND"
                       " tool_id = ? ORDER BY 1"),
        {provider, toolId, provider, toolId},
        [&](const QSqlQuery &row) { numbers.append(row.value(0).toLongLong()); }, nullptr);
    return numbers;
}

ProviderSyncState CatalogReader::syncState(const QString &provider) const
{
    ProviderSyncState state;
    state.provider = provider;
    QVariantList row;
    if (!m_sql.selectRow(
            QStringLiteral("SELECT p.last_success_at, p.tool_count, p.last_error,"
                           " p.last_error_at, EXISTS (SELECT 1 FROM syncs s WHERE"
                           " s.provider = n.name AND s.kind = 'sync' AND s.state ="
                           " 'running') FROM (SELECT ? AS name) n LEFT JOIN providers p"
                           " ON p.name = n.name"),
            {provider}, &row, nullptr)
        || row.isEmpty())
        return state;
    state.lastSuccess = CatalogDatabaseFormat::timeFromMsecs(row.at(0));
    state.toolCount = row.at(1).toLongLong();
    state.lastError = row.at(2).toString();
    state.lastErrorAt = CatalogDatabaseFormat::timeFromMsecs(row.at(3));
    state.syncInProgress = row.at(4).toBool();
    QVariantList last;
    if (m_sql.selectRow(
            // A store of revealed tools is no listing: its notes are the call's.
            QStringLiteral("SELECT summary FROM syncs WHERE provider = ? AND kind = 'sync'"
                           " AND state = 'committed' AND revealed_by IS NULL"
                           " ORDER BY id DESC LIMIT 1"),
            {provider}, &last, nullptr)
        && !last.isEmpty()) {
        const QJsonArray notes = QJsonDocument::fromJson(last.at(0).toString().toUtf8())
                                     .object()
                                     .value(QStringLiteral("notes"))
                                     .toArray();
        for (const QJsonValue &note : notes)
            state.lastNotes.append(note.toString());
    }
    return state;
}

QStringList CatalogReader::providers() const
{
    QStringList names;
    // The tools' providers by skipping through the index on (provider,
    // tool_id) a provider at a time: a scan of a million tools took 135 ms
    // of every start.
    m_sql.selectRows(
        QStringLiteral("WITH RECURSIVE p (name) AS (SELECT (SELECT MIN(provider) FROM tools)"
                       " UNION ALL SELECT (SELECT MIN(provider) FROM tools WHERE provider >"
                       " p.name) FROM p WHERE p.name IS NOT NULL)"
                       " SELECT name FROM providers UNION SELECT name FROM p WHERE name IS NOT"
                       " NULL ORDER BY 1"),
        {}, [&](const QSqlQuery &row) { names.append(row.value(0).toString()); }, nullptr);
    return names;
}

QList<CatalogGroup> CatalogReader::groups(const QString &provider) const
{
    QList<CatalogGroup> groups;
    m_sql.selectRowsNamed(
        QStringLiteral("SELECT group_id, parent_id, name, description, path, tool_count,"
                       " loaded_at FROM tool_groups WHERE provider = :p ORDER BY path"),
        {{QStringLiteral(":p"), provider}},
        [&](const QSqlQuery &row) {
            CatalogGroup group;
            group.id = row.value(0).toString();
            group.parentId = row.value(1).toString();
            group.name = row.value(2).toString();
            group.description = row.value(3).toString();
            group.path = CatalogDatabaseFormat::tagsFromJson(row.value(4).toString());
            if (!row.value(5).isNull())
                group.toolCount = row.value(5).toLongLong();
            group.loadedAt = CatalogDatabaseFormat::timeFromMsecs(row.value(6));
            groups.append(group);
        },
        nullptr);
    return groups;
}

qsizetype CatalogReader::toolCount(const QString &provider) const
{
    QVariantList row;
    const bool ok = provider.isEmpty()
        ? m_sql.selectRow(QStringLiteral("SELECT COUNT(*) FROM tools"), {}, &row, nullptr)
        : m_sql.selectRow(QStringLiteral("SELECT COUNT(*) FROM tools WHERE provider = ?"),
                          {provider}, &row, nullptr);
    return ok ? row.value(0).toLongLong() : 0;
}

ProviderFootprint CatalogReader::footprint(const QString &provider) const
{
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT (SELECT COUNT(*) FROM tools WHERE provider = ?),"
                                        " (SELECT COUNT(*) FROM pins WHERE provider = ?),"
                                        " (SELECT COUNT(*) FROM overrides WHERE provider = ?)"),
                         {provider, provider, provider}, &row, nullptr))
        return {};
    return {row.value(0).toLongLong(), row.value(1).toLongLong(), row.value(2).toLongLong()};
}

std::optional<BreakingUpdate> CatalogReader::breakingUpdate(const QString &provider,
                                                            const QString &toolId) const
{
    const std::optional<Pin> pin = pinOf(provider, toolId);
    const std::optional<CatalogToolRows::Row> tool = m_rows.toolRow(provider, toolId);
    if (!pin || !tool || pin->version >= tool->currentVersion)
        return std::nullopt;
    const std::optional<StoredSignature> pinned
        = loadSignature(provider, toolId, pin->version, pin->digest);
    const std::optional<StoredSignature> current
        = loadSignature(provider, toolId, tool->currentVersion, tool->currentDigest);
    if (!pinned || !current)
        return std::nullopt;
    BreakingUpdate update {pin->version, tool->currentVersion,
                           breakingChanges(pinned->tool, current->tool)};
    if (update.changes.isEmpty())
        return std::nullopt;
    return update;
}

CatalogRevision CatalogReader::catalogRevision() const
{
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT catalog_id, revision FROM catalog_state"), {}, &row,
                         nullptr)
        || row.size() < 2)
        return {};
    return {row.at(0).toString(), row.at(1).toLongLong()};
}

QList<Pin> CatalogReader::pins(const QString &provider) const
{
    QList<Pin> result;
    m_sql.selectRows(
        QStringLiteral("SELECT provider, tool_id, version, digest, pinned_at FROM pins"
                       " WHERE ? = '' OR provider = ? ORDER BY provider, tool_id"),
        {sqlText(provider), sqlText(provider)},
        [&](const QSqlQuery &row) {
            result.append({row.value(0).toString(), row.value(1).toString(),
                           row.value(2).toLongLong(), row.value(3).toByteArray(),
                           CatalogDatabaseFormat::timeFromMsecs(row.value(4))});
        },
        nullptr);
    return result;
}

std::optional<Pin> CatalogReader::pinOf(const QString &provider, const QString &toolId) const
{
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT version, digest, pinned_at FROM pins"
                                        " WHERE provider = ? AND tool_id = ?"),
                         {provider, toolId}, &row, nullptr)
        || row.isEmpty())
        return std::nullopt;
    return Pin {provider, toolId, row.at(0).toLongLong(), row.at(1).toByteArray(),
                CatalogDatabaseFormat::timeFromMsecs(row.at(2))};
}

QList<Override> CatalogReader::overrides(const QString &provider, const QString &toolId) const
{
    QList<Override> result;
    m_sql.selectRows(
        QStringLiteral("SELECT provider, tool_id, kind, parameter, enum_value, text,"
                       " vendor_original, vendor_latest, updated_at FROM overrides"
                       " WHERE (? = '' OR provider = ?) AND (? = '' OR tool_id = ?)"
                       " ORDER BY provider, tool_id, kind, parameter, enum_value"),
        {sqlText(provider), sqlText(provider), sqlText(toolId), sqlText(toolId)},
        [&](const QSqlQuery &row) {
            const auto kind = CatalogDatabaseFormat::overrideKindFromName(row.value(2).toString());
            if (!kind)
                return;
            Override entry;
            entry.target = {row.value(0).toString(), row.value(1).toString(), *kind,
                            row.value(3).toString(), row.value(4).toString()};
            entry.text = row.value(5).toString();
            entry.vendorOriginal = row.value(6).toString();
            if (!row.value(7).isNull())
                entry.vendorLatest = row.value(7).toString();
            entry.updatedAt = CatalogDatabaseFormat::timeFromMsecs(row.value(8));
            result.append(entry);
        },
        nullptr);
    return result;
}

std::optional<EditedSignature> CatalogReader::editedSignature(const QString &provider,
                                                              const QString &toolId,
                                                              std::optional<qint64> version) const
{
    std::optional<StoredSignature> vendor = signature(provider, toolId, version);
    if (!vendor)
        return std::nullopt;
    EditedSignature edited;
    edited.overrides = overrides(provider, toolId);
    edited.edited = OverrideText::apply(vendor->signature, edited.overrides);
    edited.vendor = std::move(*vendor);
    edited.breakingUpdate = breakingUpdate(provider, toolId);
    return edited;
}

} // namespace Toolshelf

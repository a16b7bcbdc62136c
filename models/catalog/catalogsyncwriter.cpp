// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Staging and committing syncs, and every other write of provider data.

#include "catalog/catalogsyncwriter.h"

#include "catalog/catalogconnection.h"
#include "catalog/catalogdatabaseformat.h"
#include "catalog/catalogdatabasetransaction.h"
#include "catalog/cataloggroupswriter.h"
#include "catalog/catalogtoolrows.h"
#include "dialects/dialectregistry.h"
#include "tool/toolsearchtext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace Toolshelf {

using CatalogDatabaseFormat::sqlText;

namespace {

const QString SyncKind = QStringLiteral("sync");
// FTS5 keeps this much new text in memory before writing it as a segment of
// the index, which it later merges with the others. With its 1 MB default a
// million synthetic tools made sixteen times the segments to merge, and
// indexing them took 30 s; 23 s with 16 MB. Stored in the index's own
// settings, so it holds for every connection; the memory is only used while
// a transaction adds text.
const QString FtsHashSize
    = QStringLiteral("INSERT INTO tools_fts (tools_fts, rank) VALUES ('hashsize', 16777216)");
const QString FetchKind = QStringLiteral("fetch");

// What a listing of some groups may withdraw (ListingScope): the tools of the
// groups it covered. %1 is the alias of the tools table, with its dot.
const QString WithdrawableInScope
    = QStringLiteral(" AND %1group_id IN (SELECT group_id FROM temp.covered)");

QString summaryJson(const SyncSummary &summary)
{
    const QJsonObject object {
        {QStringLiteral("toolsListed"), summary.toolsListed},
        {QStringLiteral("newTools"), summary.newTools},
        {QStringLiteral("newVersions"), summary.newVersions},
        {QStringLiteral("changedWithoutBump"), summary.changedWithoutBump},
        {QStringLiteral("withdrawn"), summary.withdrawn},
        {QStringLiteral("conflicts"), summary.conflicts},
        {QStringLiteral("skipped"), summary.skipped},
        {QStringLiteral("notes"), QJsonArray::fromStringList(summary.notes)},
    };
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

CatalogSyncWriter::CatalogSyncWriter(CatalogConnection &connection, CatalogToolRows &rows)
    : m_sql(connection)
    , m_rows(rows)
{ }

qint64 CatalogSyncWriter::beginSync(const QString &provider, const QString &dialect, QString *error)
{
    if (provider.isEmpty()) {
        m_sql.fail(tr("A sync needs a provider name."), error);
        return 0;
    }
    if (!knowsDialect(dialect, error))
        return 0;
    CatalogDatabaseTransaction transaction(m_sql.database());
    if (!m_sql.begin(transaction, error))
        return 0;
    const qint64 time = m_sql.now();
    // A sync of this provider still 'running' belongs to a process that died
    // or gave up: its pages are garbage.
    if (!m_sql.run(
            QStringLiteral("DELETE FROM staging WHERE sync_id IN"
                           " (SELECT id FROM syncs WHERE provider = ? AND state = 'running')"),
            {provider}, error)
        || !m_sql.run(QStringLiteral("UPDATE syncs SET state = 'abandoned', finished_at = ?"
                                     " WHERE provider = ? AND state = 'running'"),
                      {time, provider}, error))
        return 0;
    const qint64 id = insertSyncRecord(provider, dialect, SyncKind, error);
    if (id == 0 || !m_sql.commit(transaction, error, false))
        return 0;
    return id;
}

bool CatalogSyncWriter::knowsDialect(const QString &dialect, QString *error) const
{
    // Only a dialect this build reads can read the stored documents back.
    if (const ToolDialect *known = Dialects::find(dialect); known && known->id() == dialect)
        return true;
    return m_sql.fail(tr("The catalog cannot store tools of the dialect \"%1\": this version of "
                         "Toolshelf does not know it.")
                          .arg(dialect.left(40)),
                      error);
}

bool CatalogSyncWriter::oneKnownDialect(const QList<DialectTool> &tools, QString *dialect,
                                        QString *error) const
{
    *dialect = tools.constFirst().tool.dialect;
    for (const DialectTool &read : tools) {
        if (read.tool.dialect != *dialect)
            return m_sql.fail(tr("Tools stored together came by two protocols, %1 and %2.")
                                  .arg(*dialect, read.tool.dialect),
                              error);
    }
    return knowsDialect(*dialect, error);
}

qint64 CatalogSyncWriter::insertSyncRecord(const QString &provider, const QString &dialect,
                                           const QString &kind, QString *error)
{
    QSqlQuery insert(m_sql.database());
    insert.prepare(QStringLiteral("INSERT INTO syncs (provider, dialect, kind, state, started_at)"
                                  " VALUES (?, ?, ?, 'running', ?)"));
    insert.bindValue(0, provider);
    insert.bindValue(1, dialect);
    insert.bindValue(2, kind);
    insert.bindValue(3, m_sql.now());
    if (!insert.exec()) {
        m_sql.fail(m_sql.sqlError(insert), error);
        return 0;
    }
    return insert.lastInsertId().toLongLong();
}

bool CatalogSyncWriter::syncProvider(qint64 syncId, const QString &kind, QString *provider,
                                     QString *error)
{
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT provider FROM syncs"
                                        " WHERE id = ? AND kind = ? AND state = 'running'"),
                         {syncId, kind}, &row, error))
        return false;
    if (row.isEmpty())
        return m_sql.fail(tr("Sync %1 is not in progress: it was committed, discarded or replaced "
                             "by a newer sync of the same provider.")
                              .arg(syncId),
                          error);
    *provider = row.constFirst().toString();
    return true;
}

bool CatalogSyncWriter::stage(qint64 syncId, const QList<DialectTool> &tools, StageKind kind,
                              QString *error)
{
    CatalogDatabaseTransaction transaction(m_sql.database());
    QString provider;
    return m_sql.begin(transaction, error) && syncProvider(syncId, SyncKind, &provider, error)
        && insertStaging(syncId, tools, kind, {}, error) && m_sql.commit(transaction, error, false);
}

bool CatalogSyncWriter::insertStaging(qint64 syncId, const QList<DialectTool> &tools,
                                      StageKind kind, const QString &requiredToolId, QString *error)
{
    QSqlQuery insert(m_sql.database());
    // Named placeholders: Qt formats a name for every positional value it
    // binds, which was a fifth of staging a page.
    if (!insert.prepare(QStringLiteral(
            "INSERT INTO staging (sync_id, kind, tool_id, version, digest, has_errors,"
            " has_warnings, parameters_text, diagnostics, signature, name, description, tags,"
            " group_path, group_id)"
            // The signature comes as UTF-8 bytes (a blob) and is stored as text.
            " VALUES (:sync, :kind, :tool, :version, :digest, :errors, :warnings, :parameters,"
            " :diagnostics, CAST(:signature AS TEXT), :name, :description, :tags, :group,"
            " :groupId)")))
        return m_sql.fail(m_sql.sqlError(insert), error);
    qsizetype skipped = 0;
    for (const DialectTool &read : tools) {
        const Tool &tool = read.tool;
        // A tool without its own id cannot be told apart from the others,
        // nor pinned: counted, not stored.
        if (tool.key.nativeId.isEmpty()) {
            ++skipped;
            continue;
        }
        if (!requiredToolId.isEmpty() && tool.key.nativeId != requiredToolId)
            return m_sql.fail(tr("Version %1 belongs to tool %2, not to %3.")
                                  .arg(tool.version)
                                  .arg(tool.key.nativeId, requiredToolId),
                              error);
        insert.bindValue(QStringLiteral(":sync"), syncId);
        insert.bindValue(QStringLiteral(":kind"), kind == StageKind::Listing ? 0 : 1);
        insert.bindValue(QStringLiteral(":tool"), tool.key.nativeId);
        insert.bindValue(QStringLiteral(":version"), tool.version);
        insert.bindValue(QStringLiteral(":digest"), QString::fromLatin1(tool.digest));
        insert.bindValue(QStringLiteral(":errors"), containsError(read.diagnostics) ? 1 : 0);
        insert.bindValue(QStringLiteral(":warnings"),
                         CatalogDatabaseFormat::hasWarnings(read.diagnostics) ? 1 : 0);
        // The one search column SQL cannot cheaply derive from the document.
        insert.bindValue(
            QStringLiteral(":parameters"),
            sqlText(read.parametersText ? *read.parametersText : ToolSearchText::parameters(tool)));
        insert.bindValue(QStringLiteral(":diagnostics"),
                         CatalogDatabaseFormat::diagnosticsJson(read.diagnostics));
        insert.bindValue(QStringLiteral(":signature"), tool.nativeForm);
        insert.bindValue(QStringLiteral(":name"), sqlText(tool.name));
        insert.bindValue(QStringLiteral(":description"), sqlText(tool.description));
        insert.bindValue(QStringLiteral(":tags"), CatalogDatabaseFormat::tagsJson(tool.tags));
        insert.bindValue(QStringLiteral(":group"), CatalogDatabaseFormat::tagsJson(tool.groupPath));
        insert.bindValue(QStringLiteral(":groupId"), sqlText(tool.groupId));
        if (!insert.exec())
            return m_sql.fail(m_sql.sqlError(insert), error);
    }
    if (skipped == 0)
        return true;
    return m_sql.run(QStringLiteral("UPDATE syncs SET skipped = skipped + ? WHERE id = ?"),
                     {skipped, syncId}, error);
}

QList<std::pair<QString, QString>> CatalogSyncWriter::listedPins(qint64 syncId, QString *error)
{
    QString provider;
    QList<std::pair<QString, QString>> listed;
    if (!syncProvider(syncId, SyncKind, &provider, error))
        return listed;
    // One pass over the sync's staged pages, however many tools it listed.
    m_sql.selectRowsNamed(
        QStringLiteral("SELECT tool_id, MAX(name) FROM staging WHERE sync_id = :s AND"
                       " kind = 0 AND tool_id IN (SELECT tool_id FROM pins WHERE"
                       " provider = :p) GROUP BY tool_id ORDER BY tool_id"),
        {{QStringLiteral(":s"), syncId}, {QStringLiteral(":p"), provider}},
        [&](const QSqlQuery &query) {
            listed.append({query.value(0).toString(), query.value(1).toString()});
        },
        error);
    return listed;
}

bool CatalogSyncWriter::noteWithdrawnPins(const QString &provider, bool scoped,
                                          SyncSummary *summary, QString *error)
{
    // Pinned tools this listing withdraws: the user chose them, so they hear
    // of it once, while the tools stay with every version they had.
    return m_sql.selectRowsNamed(
        QStringLiteral("SELECT t.name, p.version FROM tools t JOIN pins p ON p.provider ="
                       " t.provider AND p.tool_id = t.tool_id WHERE t.provider = :p AND"
                       " t.listed = 1 AND t.discovered_by IS NULL AND t.tool_id NOT IN"
                       " (SELECT tool_id FROM temp.listing)")
            + QString(scoped ? WithdrawableInScope.arg(QStringLiteral("t.")) : QString())
            + QStringLiteral(" ORDER BY t.name"),
        {{QStringLiteral(":p"), provider}},
        [&](const QSqlQuery &query) {
            summary->notes.append(
                tr("%1 (pinned at version %2) is no longer listed by the "
                   "provider; it is kept with its versions and marked "
                   "withdrawn.")
                    .arg(query.value(0).toString(), QString::number(query.value(1).toLongLong())));
        },
        error);
}

bool CatalogSyncWriter::dropStaged(qint64 syncId, QString *error)
{
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT EXISTS (SELECT 1 FROM staging WHERE sync_id <> ?)"),
                         {syncId}, &row, error))
        return false;
    if (row.value(0).toBool())
        return m_sql.run(QStringLiteral("DELETE FROM staging WHERE sync_id = ?"), {syncId}, error);
    // The only sync staging in this connection: a DELETE without WHERE frees
    // the table's pages at once, where deleting 100,000 rows one by one took
    // a second of the commit.
    return m_sql.run(QStringLiteral("DELETE FROM staging"), {}, error);
}

bool CatalogSyncWriter::commitSync(qint64 syncId, const ListingScope &scope, SyncSummary *summary,
                                   QString *error)
{
    CatalogDatabaseTransaction transaction(m_sql.database());
    QString provider;
    SyncSummary result;
    if (summary)
        result.notes = summary->notes;
    if (!m_sql.begin(transaction, error) || !syncProvider(syncId, SyncKind, &provider, error)
        || !m_sql.run(FtsHashSize, {}, error)
        || !CatalogGroupsWriter(m_sql).storeScope(provider, scope, error)
        || !mergeVersions(provider, syncId, &result, error)
        || !mergeListing(provider, syncId, scope.groups.has_value(), &result, error)
        || !storeDocuments(provider, syncId, error)
        || !refreshSpecialTools(provider, &result, error)
        || !finishSync(syncId, provider, &result, true, error))
        return false;
    m_sql.beforeCommit();
    if (!m_sql.commit(transaction, error))
        return false;
    if (summary)
        *summary = result;
    return true;
}

bool CatalogSyncWriter::mergeVersions(const QString &provider, qint64 syncId, SyncSummary *summary,
                                      QString *error)
{
    const QVariantMap values {
        {QStringLiteral(":p"), provider},
        {QStringLiteral(":s"), syncId},
        {QStringLiteral(":now"), m_sql.now()},
    };
    for (const char *table : {"staged", "listing", "changed", "rediagnosed"}) {
        if (!m_sql.run(QStringLiteral("DELETE FROM temp.%1").arg(QLatin1String(table)), {}, error))
            return false;
    }
    if (!numberCountedVersions(syncId, values, error))
        return false;
    // The distinct contents this sync saw, indexed in the connection's temp
    // store: staging itself carries no index but sync_id, so staging a page
    // only appends.
    if (!m_sql.runNamed(
            QStringLiteral("INSERT INTO temp.staged (tool_id, version, digest, first_seq,"
                           " last_seq) SELECT tool_id, version, digest, MIN(seq), MAX(seq)"
                           " FROM staging WHERE sync_id = :s"
                           " GROUP BY tool_id, version, digest"),
            values, error))
        return false;

    // New contents. A digest new under a known version number gets the next
    // revision; ROW_NUMBER numbers several new digests of one version arriving
    // in the same sync. SQLite materializes the SELECT before inserting (it
    // reads `versions`), so MAX(revision) sees only rows from before.
    if (!m_sql.runNamed(
            QStringLiteral(
                "INSERT INTO versions (provider, tool_id, version, digest, revision, first_seen,"
                " last_seen, first_sync, dialect)"
                " SELECT :p, n.tool_id, n.version, n.digest, n.rn + COALESCE((SELECT"
                " MAX(v.revision) FROM versions v WHERE v.provider = :p AND v.tool_id ="
                " n.tool_id AND v.version = n.version), 0), :now, :now, :s,"
                " (SELECT dialect FROM syncs WHERE id = :s)"
                " FROM (SELECT d.tool_id, d.version, d.digest, ROW_NUMBER() OVER (PARTITION BY"
                " d.tool_id, d.version ORDER BY d.first_seq) AS rn FROM temp.staged d"
                " WHERE NOT EXISTS (SELECT 1 FROM versions v WHERE v.provider = :p AND"
                " v.tool_id = d.tool_id AND v.version = d.version AND v.digest = d.digest)) n"),
            values, error))
        return false;
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT COUNT(*) FILTER (WHERE revision = 1),"
                                        " COUNT(*) FILTER (WHERE revision > 1)"
                                        " FROM versions WHERE provider = ? AND first_sync = ?"),
                         {provider, syncId}, &row, error))
        return false;
    summary->newVersions += row.value(0).toLongLong();
    summary->changedWithoutBump += row.value(1).toLongLong();

    return m_sql.runNamed(
               QStringLiteral("UPDATE versions SET last_seen = :now FROM temp.staged d"
                              " WHERE versions.provider = :p AND versions.tool_id ="
                              " d.tool_id AND versions.version = d.version AND"
                              " versions.digest = d.digest AND versions.first_sync <> :s"),
               values, error)
        // Content is locked, but the findings about it are Toolshelf's own and
        // may grow (compatibility checks need the history): keep the latest.
        && m_sql.runNamed(
            QStringLiteral("INSERT INTO temp.rediagnosed (version_id, diagnostics)"
                           " SELECT v.id, s.diagnostics FROM temp.staged d JOIN staging s ON"
                           " s.seq = d.last_seq JOIN versions v ON v.provider = :p AND"
                           " v.tool_id = d.tool_id AND v.version = d.version AND v.digest ="
                           " d.digest JOIN version_documents o ON o.version_id = v.id"
                           " WHERE v.first_sync <> :s AND o.diagnostics <> s.diagnostics"),
            values, error)
        && m_sql.run(QStringLiteral("UPDATE version_documents SET diagnostics = r.diagnostics"
                                    " FROM temp.rediagnosed r"
                                    " WHERE version_documents.version_id = r.version_id"),
                     {}, error)
        // The displayed version's findings set the tool's badges.
        && m_sql.run(
            QStringLiteral("INSERT OR IGNORE INTO temp.changed (tool_id, is_new)"
                           " SELECT t.tool_id, 0 FROM temp.rediagnosed r JOIN versions v ON"
                           " v.id = r.version_id JOIN tools t ON t.provider = v.provider AND"
                           " t.tool_id = v.tool_id AND t.display_version = v.version AND"
                           " t.display_digest = v.digest"),
            {}, error)
        && m_sql.run(
            QStringLiteral("UPDATE tools SET changed_without_bump = 1 WHERE provider = ? AND"
                           " changed_without_bump = 0 AND tool_id IN (SELECT tool_id FROM"
                           " versions WHERE provider = ? AND revision > 1)"),
            {provider, provider}, error);
}

bool CatalogSyncWriter::storeDocuments(const QString &provider, qint64 syncId, QString *error)
{
    // The signatures are most of what a sync writes (1.4 GB for a million
    // tools), so they are written last: until the transaction commits, every
    // page SQLite reads is first looked up in the write-ahead log, at a cost
    // that grows with the log, and before this the log stays small.
    return m_sql.run(
        QStringLiteral("INSERT INTO version_documents (version_id, diagnostics, signature)"
                       " SELECT v.id, s.diagnostics, s.signature FROM versions v"
                       " JOIN temp.staged d ON d.tool_id = v.tool_id AND d.version ="
                       " v.version AND d.digest = v.digest JOIN staging s ON s.seq ="
                       " d.first_seq WHERE v.provider = ? AND v.first_sync = ?"),
        {provider, syncId}, error);
}

bool CatalogSyncWriter::numberCountedVersions(qint64 syncId, const QVariantMap &values,
                                              QString *error)
{
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT dialect FROM syncs WHERE id = ?"), {syncId}, &row,
                         error))
        return false;
    const ToolDialect *dialect = Dialects::find(row.value(0).toString());
    if (!dialect || !dialect->countsVersions())
        return true;
    // A form seen before keeps its number, whatever number the staged row
    // came with (a bundle carries another catalog's count): the same content
    // is the same version, also when a server goes back to an earlier form.
    // Each new form gets the next number after the tool's highest, in the
    // order the sync met them.
    return m_sql.runNamed(
               QStringLiteral("UPDATE staging SET version = COALESCE((SELECT MAX(v.version) FROM"
                              " versions v WHERE v.provider = :p AND v.tool_id = staging.tool_id"
                              " AND v.digest = staging.digest), 0) WHERE sync_id = :s"),
               values, error)
        // Numbered in a keyed table first: joining staging to the numbering
        // query itself compared every staged row with every new form, which
        // took minutes for 20,000 new tools.
        && m_sql.run(QStringLiteral("DELETE FROM temp.numbered"), {}, error)
        && m_sql.runNamed(
            QStringLiteral(
                "INSERT INTO temp.numbered (tool_id, digest, number) SELECT d.tool_id, d.digest,"
                " ROW_NUMBER() OVER (PARTITION BY d.tool_id ORDER BY d.first_seq) +"
                " COALESCE((SELECT MAX(v.version) FROM versions v WHERE v.provider = :p AND"
                " v.tool_id = d.tool_id), 0) FROM (SELECT tool_id, digest, MIN(seq) AS"
                " first_seq FROM staging WHERE sync_id = :s AND version = 0 GROUP BY tool_id,"
                " digest) d"),
            values, error)
        && m_sql.runNamed(
            QStringLiteral("UPDATE staging SET version = (SELECT n.number FROM temp.numbered n"
                           " WHERE n.tool_id = staging.tool_id AND n.digest = staging.digest)"
                           " WHERE sync_id = :s AND version = 0"),
            values, error);
}

bool CatalogSyncWriter::mergeListing(const QString &provider, qint64 syncId, bool scoped,
                                     SyncSummary *summary, QString *error)
{
    const QVariantMap values {
        {QStringLiteral(":p"), provider},
        {QStringLiteral(":s"), syncId},
        {QStringLiteral(":now"), m_sql.now()},
    };
    // Tools revealed by a call are added to what is listed, not a listing of
    // their own: nothing is withdrawn for missing from it.
    QVariantList sync;
    if (!m_sql.selectRow(QStringLiteral("SELECT revealed_by FROM syncs WHERE id = ?"), {syncId},
                         &sync, error))
        return false;
    const QVariant revealedBy = sync.value(0);
    const bool revealed = !revealedBy.isNull();
    // The last listing row of each tool wins if a provider lists one twice;
    // SQLite takes the bare columns from the row that has the MAX().
    qsizetype listed = 0;
    if (!m_sql.runNamed(QStringLiteral("INSERT INTO temp.listing (tool_id, seq, version, digest)"
                                       " SELECT tool_id, MAX(seq), version, digest FROM staging"
                                       " WHERE sync_id = :s AND kind = 0 GROUP BY tool_id"),
                        values, error, &listed))
        return false;
    summary->toolsListed = listed;

    // Which tools need their displayed row, tags and search text rebuilt:
    // new ones and those whose current version changed. Unchanged tools cost
    // no writes, so a resync of 100,000 unchanged tools stays cheap.
    if (!m_sql.runNamed(QStringLiteral("INSERT OR REPLACE INTO temp.changed (tool_id, is_new)"
                                       " SELECT l.tool_id, t.id IS NULL FROM temp.listing l"
                                       " LEFT JOIN tools t ON t.provider = :p AND t.tool_id ="
                                       " l.tool_id WHERE t.id IS NULL OR t.current_version <>"
                                       " l.version OR t.current_digest <> l.digest"),
                        values, error))
        return false;
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT COUNT(*) FROM temp.changed WHERE is_new"), {}, &row,
                         error))
        return false;
    summary->newTools = row.value(0).toLongLong();

    // Changed tools first get the listed version displayed, its text taken
    // from the stored document; pinned and overridden ones are redone one by
    // one in refreshSpecialTools().
    qsizetype withdrawn = 0;
    const bool ok
        = m_sql.runNamed(
              QStringLiteral(
                  "INSERT INTO tools (provider, tool_id, current_version, current_digest,"
                  " display_version, display_digest, name, description, tags, group_path,"
                  " has_errors, has_warnings, listed, changed_without_bump, first_seen,"
                  " updated_at, discovered_by, group_id)"
                  " SELECT :p, l.tool_id, l.version, l.digest, l.version, l.digest,"
                  " s.name, s.description, s.tags, s.group_path, s.has_errors,"
                  " s.has_warnings, 1, EXISTS (SELECT 1 FROM versions r WHERE r.provider = :p"
                  " AND r.tool_id = l.tool_id AND r.revision > 1), :now, :now,"
                  " (SELECT revealed_by FROM syncs WHERE id = :s), s.group_id"
                  " FROM temp.changed c JOIN temp.listing l ON l.tool_id = c.tool_id"
                  " JOIN staging s ON s.seq = l.seq WHERE c.is_new"),
              values, error)
        && m_sql.runNamed(
            QStringLiteral("UPDATE tools SET current_version = l.version, current_digest ="
                           " l.digest, updated_at = CASE WHEN tools.current_version <> l.version"
                           " OR tools.current_digest <> l.digest THEN :now ELSE updated_at END,"
                           " listed = 1, withdrawn_at = NULL FROM temp.listing l"
                           " WHERE tools.provider = :p AND tools.tool_id = l.tool_id AND"
                           " (tools.current_version <> l.version OR tools.current_digest <>"
                           " l.digest OR tools.listed = 0)"),
            values, error)
        // A group renamed or a tool filed elsewhere under the same id: its
        // content, and so its version, is the same.
        && m_sql.runNamed(
            QStringLiteral("UPDATE tools SET group_path = s.group_path FROM temp.listing l"
                           " JOIN staging s ON s.seq = l.seq WHERE tools.provider = :p AND"
                           " tools.tool_id = l.tool_id AND tools.group_path <> s.group_path"),
            values, error)
        && m_sql.runNamed(
            QStringLiteral("UPDATE tools SET display_version = l.version, display_digest ="
                           " l.digest, name = s.name, description = s.description,"
                           " tags = s.tags,"
                           " has_errors = s.has_errors, has_warnings = s.has_warnings"
                           " FROM temp.changed c JOIN temp.listing l ON l.tool_id = c.tool_id"
                           " JOIN staging s ON s.seq = l.seq"
                           " WHERE c.is_new = 0 AND tools.provider = :p AND tools.tool_id ="
                           " c.tool_id"),
            values, error)
        && m_sql.runNamed(QStringLiteral("DELETE FROM tool_tags WHERE tool IN (SELECT t.id FROM"
                                         " temp.changed c JOIN tools t ON t.provider = :p AND"
                                         " t.tool_id = c.tool_id WHERE c.is_new = 0)"),
                          values, error)
        && m_sql.runNamed(QStringLiteral("DELETE FROM tools_fts WHERE rowid IN (SELECT t.id FROM"
                                         " temp.changed c JOIN tools t ON t.provider = :p AND"
                                         " t.tool_id = c.tool_id WHERE c.is_new = 0)"),
                          values, error)
        && m_sql.runNamed(
            QStringLiteral("INSERT OR IGNORE INTO tool_tags (tag, tool) SELECT j.value, t.id"
                           " FROM temp.changed c JOIN temp.listing l ON l.tool_id = c.tool_id"
                           " JOIN staging s ON s.seq = l.seq JOIN tools t ON t.provider = :p AND"
                           " t.tool_id = c.tool_id JOIN json_each(s.tags) j"),
            values, error)
        // The same columns as CatalogDatabaseFormat::searchText(), which
        // CatalogToolRows::refreshTool() uses.
        && m_sql.runNamed(
            QStringLiteral("INSERT INTO tools_fts (rowid, name, description, tags, parameters,"
                           " provider) SELECT t.id, t.name, t.description, (SELECT"
                           " group_concat(j.value, ' ') FROM json_each(s.tags) j),"
                           " s.parameters_text, :p FROM temp.changed c JOIN temp.listing l ON"
                           " l.tool_id = c.tool_id JOIN staging s ON s.seq = l.seq JOIN tools t"
                           " ON t.provider = :p AND t.tool_id = c.tool_id"),
            values, error)
        // A revealed tool the provider now lists is one of its tools.
        && (revealed
            || m_sql.runNamed(QStringLiteral("UPDATE tools SET discovered_by = NULL WHERE"
                                             " provider = :p AND discovered_by IS NOT NULL AND"
                                             " tool_id IN (SELECT tool_id FROM temp.listing)"),
                              values, error));
    if (!ok || revealed)
        return ok;
    // Revealed tools are never in a listing: only the user removes them.
    const QString inScope = scoped ? WithdrawableInScope.arg(QString()) : QString();
    const bool withdrew = noteWithdrawnPins(provider, scoped, summary, error)
        && m_sql.runNamed(QStringLiteral("UPDATE tools SET listed = 0, withdrawn_at = :now"
                                         " WHERE provider = :p AND listed = 1 AND"
                                         " discovered_by IS NULL AND tool_id NOT IN"
                                         " (SELECT tool_id FROM temp.listing)")
                              + inScope,
                          values, error, &withdrawn);
    summary->withdrawn = withdrawn;
    return withdrew;
}

bool CatalogSyncWriter::refreshSpecialTools(const QString &provider, SyncSummary *summary,
                                            QString *error)
{
    // Tools whose displayed text is not simply the listed version: pinned,
    // overridden (their conflicts are checked here too), or changed without
    // being listed (a withdrawn tool whose findings changed).
    QList<qint64> ids;
    if (!m_sql.selectRowsNamed(
            QStringLiteral("SELECT t.id FROM temp.changed c JOIN tools t ON t.provider = :p"
                           " AND t.tool_id = c.tool_id"
                           " WHERE c.tool_id NOT IN (SELECT tool_id FROM temp.listing)"
                           " OR EXISTS (SELECT 1 FROM pins p WHERE p.provider = :p AND"
                           " p.tool_id = c.tool_id)"
                           " OR EXISTS (SELECT 1 FROM overrides o WHERE o.provider = :p AND"
                           " o.tool_id = c.tool_id)"),
            {{QStringLiteral(":p"), provider}},
            [&](const QSqlQuery &query) { ids.append(query.value(0).toLongLong()); }, error))
        return false;
    for (qint64 id : std::as_const(ids)) {
        if (!m_rows.refreshTool(id, &summary->conflicts, error))
            return false;
    }
    return true;
}

bool CatalogSyncWriter::finishSync(qint64 syncId, const QString &provider, SyncSummary *summary,
                                   bool listing, QString *error)
{
    QVariantList row;
    if (!m_sql.selectRow(QStringLiteral("SELECT skipped FROM syncs WHERE id = ?"), {syncId}, &row,
                         error))
        return false;
    summary->skipped = row.value(0).toLongLong();
    const qint64 time = m_sql.now();
    // What the provider lists as far as the catalog knows: a listing of some
    // groups (a marketplace's) adds to the tools listed before.
    if (listing
        && !m_sql.selectRow(QStringLiteral("SELECT COUNT(*) FROM tools WHERE provider = ? AND"
                                           " listed = 1 AND discovered_by IS NULL"),
                            {provider}, &row, error))
        return false;
    const qint64 listedCount = row.value(0).toLongLong();
    if (listing
        && !m_sql.run(QStringLiteral("INSERT INTO providers (name, last_success_at, tool_count)"
                                     " VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET"
                                     " last_success_at = excluded.last_success_at,"
                                     " tool_count = excluded.tool_count"),
                      {provider, time, listedCount}, error))
        return false;
    return m_sql.run(QStringLiteral("UPDATE syncs SET state = 'committed', finished_at = ?,"
                                    " summary = ? WHERE id = ?"),
                     {time, summaryJson(*summary), syncId}, error)
        // The log keeps the provider's recent syncs and fetches, not all of them.
        && m_sql.run(
            QStringLiteral("DELETE FROM syncs WHERE provider = ? AND state <> 'running' AND"
                           " id NOT IN (SELECT id FROM syncs WHERE provider = ?"
                           " ORDER BY id DESC LIMIT 100)"),
            {provider, provider}, error)
        && dropStaged(syncId, error)
        && m_sql.run(QStringLiteral("DELETE FROM temp.staged"), {}, error)
        && m_sql.run(QStringLiteral("DELETE FROM temp.listing"), {}, error)
        && m_sql.run(QStringLiteral("DELETE FROM temp.changed"), {}, error)
        && m_sql.run(QStringLiteral("DELETE FROM temp.rediagnosed"), {}, error)
        && m_sql.run(QStringLiteral("DELETE FROM temp.covered"), {}, error)
        && m_sql.run(QStringLiteral("DELETE FROM temp.tree"), {}, error)
        && m_sql.run(QStringLiteral("DELETE FROM temp.numbered"), {}, error);
}

void CatalogSyncWriter::discardSync(qint64 syncId, const QString &errorMessage)
{
    CatalogDatabaseTransaction transaction(m_sql.database());
    QString provider;
    QString error;
    if (!m_sql.begin(transaction, &error) || !syncProvider(syncId, SyncKind, &provider, &error))
        return;
    const qint64 time = m_sql.now();
    if (dropStaged(syncId, &error)
        && m_sql.run(QStringLiteral("UPDATE syncs SET state = 'failed', finished_at = ?, error = ?"
                                    " WHERE id = ?"),
                     {time, sqlText(errorMessage), syncId}, &error)
        && m_sql.run(QStringLiteral("INSERT INTO providers (name, last_error, last_error_at)"
                                    " VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET"
                                    " last_error = excluded.last_error,"
                                    " last_error_at = excluded.last_error_at"),
                     {provider, sqlText(errorMessage), time}, &error))
        m_sql.commit(transaction, &error, false);
}

bool CatalogSyncWriter::storeVersions(const QString &provider, const QString &toolId,
                                      const QList<DialectTool> &versions, QString *error)
{
    if (provider.isEmpty() || toolId.isEmpty() || versions.isEmpty())
        return m_sql.fail(tr("Storing versions needs a provider and a tool."), error);
    // The fetch's record carries the dialect to every version it stores.
    QString dialect;
    if (!oneKnownDialect(versions, &dialect, error))
        return false;
    CatalogDatabaseTransaction transaction(m_sql.database());
    if (!m_sql.begin(transaction, error))
        return false;
    const qint64 fetchId = insertSyncRecord(provider, dialect, FetchKind, error);
    if (fetchId == 0)
        return false;
    // The same path as a sync without a listing, so the locked-version rule
    // is applied in exactly one place.
    SyncSummary summary;
    return insertStaging(fetchId, versions, StageKind::History, toolId, error)
        && mergeVersions(provider, fetchId, &summary, error)
        && storeDocuments(provider, fetchId, error)
        && refreshSpecialTools(provider, &summary, error)
        && finishSync(fetchId, provider, &summary, false, error)
        && m_sql.commit(transaction, error);
}

bool CatalogSyncWriter::storeRevealed(const QString &provider, const QString &revealedBy,
                                      const QList<DialectTool> &tools, SyncSummary *summary,
                                      QString *error)
{
    if (provider.isEmpty() || revealedBy.isEmpty())
        return m_sql.fail(tr("Storing revealed tools needs a provider and the tool that revealed "
                             "them."),
                          error);
    if (tools.isEmpty())
        return true;
    QString dialect;
    if (!oneKnownDialect(tools, &dialect, error))
        return false;
    CatalogDatabaseTransaction transaction(m_sql.database());
    if (!m_sql.begin(transaction, error))
        return false;
    const qint64 syncId = insertSyncRecord(provider, dialect, SyncKind, error);
    if (syncId == 0)
        return false;
    // The same path as a sync, so counting, pins and overrides are applied
    // in one place; the record says whose answer it was, which makes the
    // merge add these tools rather than list the provider anew.
    SyncSummary result;
    if (!m_sql.run(QStringLiteral("UPDATE syncs SET revealed_by = ? WHERE id = ?"),
                   {revealedBy, syncId}, error)
        || !insertStaging(syncId, tools, StageKind::Listing, {}, error)
        || !mergeVersions(provider, syncId, &result, error)
        || !mergeListing(provider, syncId, false, &result, error)
        || !storeDocuments(provider, syncId, error)
        || !refreshSpecialTools(provider, &result, error)
        || !finishSync(syncId, provider, &result, false, error)
        || !m_sql.commit(transaction, error))
        return false;
    if (summary)
        *summary = result;
    return true;
}

bool CatalogSyncWriter::removeProvider(const QString &provider, QString *error)
{
    CatalogDatabaseTransaction transaction(m_sql.database());
    // Deleting tools also deletes their tags (foreign key) and search rows
    // (trigger); deleting versions deletes their documents.
    return m_sql.begin(transaction, error)
        && m_sql.run(QStringLiteral("DELETE FROM tools WHERE provider = ?"), {provider}, error)
        && m_sql.run(QStringLiteral("DELETE FROM versions WHERE provider = ?"), {provider}, error)
        && m_sql.run(QStringLiteral("DELETE FROM staging WHERE sync_id IN"
                                    " (SELECT id FROM syncs WHERE provider = ?)"),
                     {provider}, error)
        && m_sql.run(QStringLiteral("DELETE FROM syncs WHERE provider = ?"), {provider}, error)
        && m_sql.run(QStringLiteral("DELETE FROM providers WHERE name = ?"), {provider}, error)
        && m_sql.run(QStringLiteral("DELETE FROM tool_groups WHERE provider = ?"), {provider},
                     error)
        && m_sql.run(QStringLiteral("DELETE FROM pins WHERE provider = ?"), {provider}, error)
        && m_sql.run(QStringLiteral("DELETE FROM overrides WHERE provider = ?"), {provider}, error)
        && m_sql.commit(transaction, error);
}

bool CatalogSyncWriter::clearCatalog(QString *error)
{
    CatalogDatabaseTransaction transaction(m_sql.database());
    if (!m_sql.begin(transaction, error))
        return false;
    for (const char *table : {"tool_tags", "tools_fts", "tools", "version_documents", "versions",
                              "staging", "syncs", "providers", "tool_groups"}) {
        if (!m_sql.run(QStringLiteral("DELETE FROM %1").arg(QLatin1String(table)), {}, error))
            return false;
    }
    return m_sql.commit(transaction, error);
}

// A version from a bundle rather than from its provider.
bool CatalogSyncWriter::storeImportedVersion(const QString &provider, const DialectTool &version,
                                             QString *error)
{
    const Tool &tool = version.tool;
    return m_sql.inTransaction(
        [&](QString *failure) {
            if (!storeVersions(provider, tool.key.nativeId, {version}, failure))
                return false;
            if (m_rows.toolRow(provider, tool.key.nativeId))
                return true;
            // A tool this catalog has never synced: list it at the bundled
            // version until a sync of its provider says what is current. A
            // counted version was numbered as it was stored.
            const QString digest = QString::fromLatin1(tool.digest);
            QVariantList stored;
            if (!m_sql.selectRow(QStringLiteral("SELECT MAX(version) FROM versions WHERE"
                                                " provider = ? AND tool_id = ? AND digest = ?"),
                                 {provider, tool.key.nativeId, digest}, &stored, failure))
                return false;
            const qint64 number
                = stored.value(0).isNull() ? tool.version : stored.value(0).toLongLong();
            return m_sql.run(
                       QStringLiteral("INSERT INTO tools (provider, tool_id, current_version,"
                                      " current_digest, display_version, display_digest, name,"
                                      " description, tags, listed, first_seen, updated_at)"
                                      " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)"),
                       {provider, tool.key.nativeId, number, digest, number, digest,
                        sqlText(tool.name), sqlText(tool.description),
                        CatalogDatabaseFormat::tagsJson(tool.tags), m_sql.now(), m_sql.now()},
                       failure)
                && m_rows.refreshTool(provider, tool.key.nativeId, failure, nullptr);
        },
        error);
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Connection settings and the schema of the catalog file: the ordered list of
// migrations that PRAGMA user_version counts.

#include "catalog/catalogschema.h"

#include "catalog/catalogconnection.h"
#include "catalog/catalogdatabasetransaction.h"
#include "core/logcategories.h"

#include <QSqlQuery>

#include <span>

namespace Toolshelf {

namespace {

// Version 1. Catalog tables (providers ... tools_fts) are rebuilt by syncing;
// pins and overrides are the user's work: they have no foreign key into the
// catalog, so nothing that drops catalog rows can take them along.
constexpr const char *SchemaV1[] = {
    // Sync state per provider.
    "CREATE TABLE providers ("
    " name TEXT PRIMARY KEY NOT NULL,"
    " last_success_at INTEGER,"
    " tool_count INTEGER NOT NULL DEFAULT 0,"
    " last_error TEXT,"
    " last_error_at INTEGER)",

    // One row per sync ('sync') or on-demand fetch ('fetch'). A 'running' row
    // whose process died is found and abandoned by the next beginSync().
    // AUTOINCREMENT: versions.first_sync keeps ids of deleted syncs, so an id
    // must never be handed out twice.
    "CREATE TABLE syncs ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " provider TEXT NOT NULL,"
    " kind TEXT NOT NULL CHECK (kind IN ('sync', 'fetch')),"
    " state TEXT NOT NULL CHECK (state IN ('running', 'committed', 'failed', 'abandoned')),"
    " started_at INTEGER NOT NULL,"
    " finished_at INTEGER,"
    " skipped INTEGER NOT NULL DEFAULT 0,"
    " error TEXT,"
    " summary TEXT)",
    "CREATE INDEX syncs_provider ON syncs (provider, state)",

    // Pages of a sync in progress, each committed on its own so a provider
    // with 100,000 tools never sits in memory; commitSync() merges them. Only
    // appended to (no index but sync_id), so a page costs few page writes.
    // Name, description and tags come in version 3.
    "CREATE TABLE staging ("
    " seq INTEGER PRIMARY KEY,"
    " sync_id INTEGER NOT NULL,"
    " kind INTEGER NOT NULL,"
    " tool_id TEXT NOT NULL,"
    " version INTEGER NOT NULL,"
    " digest TEXT NOT NULL,"
    " has_errors INTEGER NOT NULL,"
    " has_warnings INTEGER NOT NULL,"
    " parameters_text TEXT NOT NULL,"
    " diagnostics TEXT NOT NULL,"
    " signature TEXT NOT NULL)",
    "CREATE INDEX staging_sync ON staging (sync_id)",

    // Every version ever seen, never deleted by a sync. A provider that serves
    // different content under a known number (draft section 6.1 forbids it)
    // gets a second row with the next revision; the first stays.
    "CREATE TABLE versions ("
    " id INTEGER PRIMARY KEY,"
    " provider TEXT NOT NULL,"
    " tool_id TEXT NOT NULL,"
    " version INTEGER NOT NULL,"
    " digest TEXT NOT NULL,"
    " revision INTEGER NOT NULL,"
    " first_seen INTEGER NOT NULL,"
    " last_seen INTEGER NOT NULL,"
    " first_sync INTEGER NOT NULL,"
    " UNIQUE (provider, tool_id, version, digest))",
    "CREATE INDEX versions_first_sync ON versions (first_sync)",
    "CREATE INDEX versions_revised ON versions (provider, tool_id) WHERE revision > 1",
    // The documents apart from `versions`: every sync rewrites last_seen, and
    // SQLite rewrites a whole row to change one column. The signature is
    // CanonicalJson::versionBytes(), whose SHA-256 is the digest. Diagnostics
    // come first so comparing them never reads the signature's overflow pages.
    "CREATE TABLE version_documents ("
    " version_id INTEGER PRIMARY KEY REFERENCES versions (id) ON DELETE CASCADE,"
    " diagnostics TEXT NOT NULL,"
    " signature TEXT NOT NULL)",

    // One row per tool: its current version and what the list displays (the
    // pinned version if pinned, else the current one).
    "CREATE TABLE tools ("
    " id INTEGER PRIMARY KEY,"
    " provider TEXT NOT NULL,"
    " tool_id TEXT NOT NULL,"
    " current_version INTEGER NOT NULL,"
    " current_digest TEXT NOT NULL,"
    " display_version INTEGER NOT NULL,"
    " display_digest TEXT NOT NULL,"
    " name TEXT NOT NULL,"
    " description TEXT NOT NULL,"
    " tags TEXT NOT NULL,"
    " has_errors INTEGER NOT NULL DEFAULT 0,"
    " has_warnings INTEGER NOT NULL DEFAULT 0,"
    " listed INTEGER NOT NULL DEFAULT 1,"
    " changed_without_bump INTEGER NOT NULL DEFAULT 0,"
    " first_seen INTEGER NOT NULL,"
    " updated_at INTEGER NOT NULL,"
    " withdrawn_at INTEGER,"
    " UNIQUE (provider, tool_id))",
    "CREATE INDEX tools_name ON tools (name COLLATE NOCASE)",
    "CREATE INDEX tools_updated ON tools (updated_at)",
    "CREATE TABLE tool_tags ("
    " tag TEXT NOT NULL,"
    " tool INTEGER NOT NULL REFERENCES tools (id) ON DELETE CASCADE,"
    " PRIMARY KEY (tag, tool)) WITHOUT ROWID",
    "CREATE INDEX tool_tags_tool ON tool_tags (tool)",
    // rowid = tools.id. Underscores separate tokens, so "weather" finds
    // lookup_weather_by_city; diacritics are folded so "koln" finds "Köln".
    "CREATE VIRTUAL TABLE tools_fts USING fts5 ("
    " name, description, tags, parameters, provider,"
    " tokenize = 'unicode61 remove_diacritics 2')",
    "CREATE TRIGGER tools_fts_delete AFTER DELETE ON tools BEGIN"
    " DELETE FROM tools_fts WHERE rowid = old.id; END",

    // User data. A pin keeps a copy of the pinned document, so it still shows
    // what was pinned after the provider is removed and synced again.
    "CREATE TABLE pins ("
    " provider TEXT NOT NULL,"
    " tool_id TEXT NOT NULL,"
    " version INTEGER NOT NULL,"
    " digest TEXT NOT NULL,"
    " pinned_at INTEGER NOT NULL,"
    " diagnostics TEXT NOT NULL,"
    " signature TEXT NOT NULL,"
    " PRIMARY KEY (provider, tool_id))",
    // vendor_latest is set while the vendor's text differs from the one the
    // user replaced: a conflict for the user to settle.
    "CREATE TABLE overrides ("
    " provider TEXT NOT NULL,"
    " tool_id TEXT NOT NULL,"
    " kind TEXT NOT NULL,"
    " parameter TEXT NOT NULL DEFAULT '',"
    " enum_value TEXT NOT NULL DEFAULT '',"
    " text TEXT NOT NULL,"
    " vendor_original TEXT NOT NULL,"
    " vendor_latest TEXT,"
    " updated_at INTEGER NOT NULL,"
    " PRIMARY KEY (provider, tool_id, kind, parameter, enum_value))",
};

// Version 2. Counts the commits that may change what a search finds, so a
// search index saved to disk can tell at the next start whether it still
// describes the catalog; the random id tells one catalog file from another
// (a deleted and recreated catalog counts from 1 again).
constexpr const char *SchemaV2[] = {
    "CREATE TABLE catalog_state ("
    " id INTEGER PRIMARY KEY CHECK (id = 1),"
    " catalog_id TEXT NOT NULL,"
    " revision INTEGER NOT NULL)",
    "INSERT INTO catalog_state (id, catalog_id, revision)"
    " VALUES (1, lower(hex(randomblob(16))), 1)",
};

// The listed version's name, description and tags (a JSON array) staged as
// columns: the commit reads them for every new or changed tool, and taking
// them out of each signature's JSON there was a fifth of a large commit.
constexpr const char *SchemaV3[] = {
    "ALTER TABLE staging ADD COLUMN name TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE staging ADD COLUMN description TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE staging ADD COLUMN tags TEXT NOT NULL DEFAULT '[]'",
};

// Staging moves to a temporary table (createTempTables()): its rows are
// garbage once their process is gone, and in the file every staged page was
// written twice (WAL, then checkpoint) and deleted again by the commit.
constexpr const char *SchemaV4[] = {
    "DROP TABLE main.staging",
};

// The dialect a version came by (ToolDialect::id()), which reads its stored
// document back. A sync is of one provider in one dialect, so its record
// carries it to the versions it adds. Everything before spoke A2T. Adding a
// column with a constant default rewrites no rows, however large the catalog.
constexpr const char *SchemaV5[] = {
    "ALTER TABLE syncs ADD COLUMN dialect TEXT NOT NULL DEFAULT 'a2t'",
    "ALTER TABLE versions ADD COLUMN dialect TEXT NOT NULL DEFAULT 'a2t'",
    "ALTER TABLE pins ADD COLUMN dialect TEXT NOT NULL DEFAULT 'a2t'",
};

// Where the provider files each tool (Tool::groupPath, a JSON array of group
// names, outermost first): seed 003's groups, which search can filter by.
// Not in the native form, so filing a tool elsewhere is no new version.
constexpr const char *SchemaV6[] = {
    "ALTER TABLE tools ADD COLUMN group_path TEXT NOT NULL DEFAULT '[]'",
};

// Tools a call's answer revealed (seed 003's `tools_added` meta response):
// the tool whose answer named them, kept so the user can see where a tool
// came from and so a sync, whose listing never holds them, does not withdraw
// them. NULL for tools the provider lists. A sync that stores them records
// the revealing tool in syncs.revealed_by.
constexpr const char *SchemaV7[] = {
    "ALTER TABLE tools ADD COLUMN discovered_by TEXT",
    "ALTER TABLE syncs ADD COLUMN revealed_by TEXT",
};

// A marketplace (seed 003's a2t with more tools than a sync reads): its
// group tree is kept whole, each group with the count its server gave and
// when its tools were last read (NULL: never), so the tree shows groups whose
// tools are not in the catalog and a group can be read when it is opened.
// tools.group_id is the id of the group a tool was listed in (Tool::groupId;
// '' at the top level): what a sync of some groups may withdraw. Tools stored
// before are keyed "<group id>/<name>" (names hold no "/"): the id is what
// precedes the last "/" (rtrim strips every character but "/" from the end).
constexpr const char *SchemaV8[] = {
    "CREATE TABLE tool_groups ("
    " provider TEXT NOT NULL,"
    " group_id TEXT NOT NULL,"
    " parent_id TEXT NOT NULL,"
    " name TEXT NOT NULL,"
    " description TEXT NOT NULL,"
    " path TEXT NOT NULL,"
    " tool_count INTEGER,"
    " loaded_at INTEGER,"
    " PRIMARY KEY (provider, group_id))",
    "ALTER TABLE tools ADD COLUMN group_id TEXT NOT NULL DEFAULT ''",
    "UPDATE tools SET group_id = substr(tool_id, 1,"
    " length(rtrim(tool_id, replace(tool_id, '/', ''))) - 1)"
    " WHERE instr(tool_id, '/') > 0 AND EXISTS (SELECT 1 FROM versions v WHERE"
    " v.provider = tools.provider AND v.tool_id = tools.tool_id AND"
    " v.dialect = 'a2t-capabilities')",
};

struct Migration
{
    // The user_version the file has once the statements ran.
    int version;
    std::span<const char *const> statements;
};

// Append only: a file at version N runs every migration after N, in order,
// in one transaction. Never edit a migration that has shipped.
constexpr Migration Migrations[] = {
    {1, SchemaV1}, {2, SchemaV2}, {3, SchemaV3}, {4, SchemaV4},
    {5, SchemaV5}, {6, SchemaV6}, {7, SchemaV7}, {8, SchemaV8},
};

constexpr int LatestVersion = static_cast<int>(std::size(Migrations));

// Probed on a temporary table, so a file that will be refused is not written.
bool probe(const QSqlDatabase &db, const char *sql)
{
    QSqlQuery query(db);
    return query.exec(QString::fromLatin1(sql));
}

} // namespace

int CatalogSchema::version()
{
    return LatestVersion;
}

bool CatalogSchema::configure(CatalogConnection &connection, QString *error)
{
    // Another process (the command line, a second window) may hold the write
    // lock briefly; wait rather than fail.
    if (!connection.run(QStringLiteral("PRAGMA busy_timeout = 5000"), {}, error))
        return false;
    // Staging (a temporary table) holds a whole sync, some 200 MB for 100,000
    // tools and up to the sync's byte budget for a hostile provider: on disk,
    // whatever default this SQLite was built with. FULL auto-vacuum gives the
    // space back as soon as a sync's pages are deleted, where the file would
    // otherwise keep its largest size until the connection closes. Both must
    // come before the first temporary table (the probe below) exists.
    if (!connection.run(QStringLiteral("PRAGMA temp_store = FILE"), {}, error)
        || !connection.run(QStringLiteral("PRAGMA temp.auto_vacuum = FULL"), {}, error))
        return false;
    QVariantList row;
    if (!connection.selectRow(QStringLiteral("PRAGMA user_version"), {}, &row, error))
        return false;
    const int version = row.value(0).toInt();
    if (version > LatestVersion) {
        return connection.fail(
            tr("the file has catalog schema version %1, but this version of Toolshelf "
               "only knows versions up to %2. Use a newer Toolshelf; the file was "
               "left untouched.")
                .arg(version)
                .arg(LatestVersion),
            error);
    }
    if (!probe(connection.database(), "CREATE VIRTUAL TABLE temp.toolshelf_probe USING fts5 (x)"))
        return connection.fail(tr("this SQLite library lacks the FTS5 full-text search extension, "
                                  "which the catalog needs."),
                               error);
    probe(connection.database(), "DROP TABLE temp.toolshelf_probe");
    if (!probe(connection.database(), "SELECT json_each.value FROM json_each('[1]')"))
        return connection.fail(
            tr("this SQLite library lacks the JSON functions, which the catalog needs."), error);

    // WAL: readers never block the sync's writer, and a killed writer leaves
    // only uncommitted frames that the next open ignores. NORMAL is durable
    // across crashes of the process, which is what a sync needs.
    if (!connection.selectRow(QStringLiteral("PRAGMA journal_mode = WAL"), {}, &row, error))
        return false;
    // A first sync of 100,000 tools is one transaction of several hundred MB
    // in the WAL; without a limit the -wal file keeps that size for good.
    return connection.run(QStringLiteral("PRAGMA journal_size_limit = 67108864"), {}, error)
        && connection.run(QStringLiteral("PRAGMA synchronous = NORMAL"), {}, error)
        && connection.run(QStringLiteral("PRAGMA foreign_keys = ON"), {}, error);
}

bool CatalogSchema::migrate(CatalogConnection &connection, QString *error)
{
    CatalogDatabaseTransaction transaction(connection.database());
    if (!connection.begin(transaction, error))
        return false;
    // Read again under the write lock: another process may have migrated
    // the file since configure() looked.
    QVariantList row;
    if (!connection.selectRow(QStringLiteral("PRAGMA user_version"), {}, &row, error))
        return false;
    const int current = row.value(0).toInt();
    if (current > LatestVersion)
        return connection.fail(
            tr("the file has catalog schema version %1, but this version of Toolshelf "
               "only knows versions up to %2. Use a newer Toolshelf; the file was "
               "left untouched.")
                .arg(current)
                .arg(LatestVersion),
            error);
    if (current == LatestVersion)
        return connection.commit(transaction, error, false);
    qCInfo(lcCatalog) << "migrating the schema from version" << current << "to" << LatestVersion;
    for (const Migration &migration : Migrations) {
        if (migration.version <= current)
            continue;
        for (const char *statement : migration.statements) {
            if (!connection.run(QString::fromLatin1(statement), {}, error))
                return false;
        }
    }
    // user_version is part of the transaction: a failed migration leaves
    // neither tables nor a version number behind.
    return connection.run(QStringLiteral("PRAGMA user_version = %1").arg(LatestVersion), {}, error)
        && connection.commit(transaction, error, false);
}

bool CatalogSchema::createTempTables(CatalogConnection &connection, QString *error)
{
    static const char *const statements[] = {
        // Pages of a sync in progress, staged one transaction per page so a
        // provider with 100,000 tools never sits in memory; commitSync()
        // merges them into the catalog. Private to this connection and gone
        // with it, so a process that dies mid-sync leaves nothing behind;
        // SQLite keeps it in a temporary file, not in memory. The listed
        // version's name, description and tags are columns because the
        // commit reads them for every new or changed tool.
        "CREATE TEMP TABLE IF NOT EXISTS staging ("
        " seq INTEGER PRIMARY KEY,"
        " sync_id INTEGER NOT NULL,"
        " kind INTEGER NOT NULL,"
        " tool_id TEXT NOT NULL,"
        " version INTEGER NOT NULL,"
        " digest TEXT NOT NULL,"
        " has_errors INTEGER NOT NULL,"
        " has_warnings INTEGER NOT NULL,"
        " parameters_text TEXT NOT NULL,"
        " diagnostics TEXT NOT NULL,"
        " signature TEXT NOT NULL,"
        " name TEXT NOT NULL,"
        " description TEXT NOT NULL,"
        " tags TEXT NOT NULL,"
        " group_path TEXT NOT NULL,"
        " group_id TEXT NOT NULL)",
        "CREATE INDEX IF NOT EXISTS temp.staging_sync ON staging (sync_id)",
        // Scratch space of commitSync().
        "CREATE TEMP TABLE IF NOT EXISTS staged ("
        " tool_id TEXT NOT NULL, version INTEGER NOT NULL, digest TEXT NOT NULL,"
        " first_seq INTEGER NOT NULL, last_seq INTEGER NOT NULL,"
        " PRIMARY KEY (tool_id, version, digest)) WITHOUT ROWID",
        "CREATE TEMP TABLE IF NOT EXISTS listing ("
        " tool_id TEXT PRIMARY KEY, seq INTEGER NOT NULL,"
        " version INTEGER NOT NULL, digest TEXT NOT NULL)",
        // The groups a listing covered (ListingScope::groups).
        "CREATE TEMP TABLE IF NOT EXISTS covered (group_id TEXT PRIMARY KEY)",
        // The group ids of the tree a listing read (ListingScope::tree).
        "CREATE TEMP TABLE IF NOT EXISTS tree (group_id TEXT PRIMARY KEY)",
        "CREATE TEMP TABLE IF NOT EXISTS changed ("
        " tool_id TEXT PRIMARY KEY, is_new INTEGER NOT NULL)",
        "CREATE TEMP TABLE IF NOT EXISTS rediagnosed ("
        " version_id INTEGER PRIMARY KEY, diagnostics TEXT NOT NULL)",
        // The numbers new forms get (CatalogSyncWriter::numberCountedVersions),
        // keyed so each staged row finds its own without a scan.
        "CREATE TEMP TABLE IF NOT EXISTS numbered ("
        " tool_id TEXT NOT NULL, digest TEXT NOT NULL, number INTEGER NOT NULL,"
        " PRIMARY KEY (tool_id, digest)) WITHOUT ROWID",
    };
    for (const char *statement : statements) {
        if (!connection.run(QString::fromLatin1(statement), {}, error))
            return false;
    }
    return true;
}

bool CatalogSchema::prepare(CatalogConnection &connection, QString *error)
{
    return configure(connection, error) && migrate(connection, error)
        && createTempTables(connection, error);
}

} // namespace Toolshelf

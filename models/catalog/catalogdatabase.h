// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogconnection.h"
#include "catalog/catalogreader.h"
#include "catalog/catalogsync.h"
#include "catalog/catalogsyncwriter.h"
#include "catalog/catalogtoolrows.h"
#include "catalog/catalogtypes.h"
#include "catalog/cataloguserdata.h"
#include "catalog/userdatawriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>

namespace Toolshelf {

// The offline catalog in one SQLite file: every version of every tool ever
// seen, the user's pins and overrides, and a full-text index. Owns one
// connection, which Qt ties to the thread that called open(): use it only
// there. Writes are transactions, so a failed or killed sync leaves the
// previous catalog as it was.
//
// The work is split by responsibility, each part a class of its own over the
// one connection (CatalogConnection): CatalogSchema (the file's schema and
// migrations), CatalogSyncWriter (staging and committing syncs, every write
// of provider data), CatalogReader (every read), CatalogToolRows (what the
// list shows of each tool) and UserDataWriter (pins and overrides, reachable
// only through CatalogService). This class is their one front door.
class CatalogDatabase final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CatalogDatabase)
    Q_DISABLE_COPY_MOVE(CatalogDatabase)

public:
    // The newest schema this code knows (PRAGMA user_version).
    static int schemaVersion();

    CatalogDatabase();
    ~CatalogDatabase();

    // Creates or migrates the file. Refuses, without writing to it, a file
    // whose schema is newer than schemaVersion().
    bool open(const QString &path, QString *error);
    void close();
    bool isOpen() const { return m_connection.isOpen(); }
    QString path() const { return m_path; }
    // The last failure of a call that has no error parameter.
    QString lastError() const { return m_connection.lastError(); }

    // --- Sync: beginSync, stage* pages, then commitSync or discardSync. -----

    // A new sync of `provider`, which speaks `dialect` (a ToolDialect::id():
    // what reads the versions it stores back); discards what crashed syncs of
    // it left staged. Returns 0 on failure.
    qint64 beginSync(const QString &provider, const QString &dialect, QString *error = nullptr)
    {
        return m_sync.beginSync(provider, dialect, error);
    }
    // Stores one page in its own short transaction; memory stays bounded
    // however many tools a provider has.
    // A tool without its own id is counted as skipped, not stored.
    bool stage(qint64 syncId, const QList<DialectTool> &tools, StageKind kind, QString *error)
    {
        return m_sync.stage(syncId, tools, kind, error);
    }
    // The pinned tools of the sync's provider that its listing holds so far,
    // as (toolId, name): their histories are fetched; pinned tools it does not
    // list are withdrawn, and a history of theirs would only answer 404.
    QList<std::pair<QString, QString>> listedPins(qint64 syncId, QString *error)
    {
        return m_sync.listedPins(syncId, error);
    }
    // Applies everything staged in one transaction. `summary` may be null; notes
    // already in it are kept and stored with the sync's record. On failure
    // nothing changed and the sync stays open: discard it with the cause.
    // `scope` says what the listing covered (by default every tool): only
    // tools in it are withdrawn for missing, and a tree read replaces the
    // provider's groups.
    bool commitSync(qint64 syncId, SyncSummary *summary, QString *error,
                    const ListingScope &scope = {})
    {
        return m_sync.commitSync(syncId, scope, summary, error);
    }
    // Drops what was staged and records the failure for the provider; the
    // catalog itself does not change.
    void discardSync(qint64 syncId, const QString &errorMessage)
    {
        m_sync.discardSync(syncId, errorMessage);
    }
    // Versions fetched outside a sync (e.g. a tool's history on demand), all
    // of `toolId` and of one dialect, which their rows record.
    bool storeVersions(const QString &provider, const QString &toolId,
                       const QList<DialectTool> &versions, QString *error)
    {
        return m_sync.storeVersions(provider, toolId, versions, error);
    }
    // Tools a call of `revealedBy` (a tool id of `provider`) revealed, all of
    // one dialect: added to the provider's tools as a sync would add them
    // (versions counted, pins and overrides honoured), marked with the tool
    // that revealed them, and never withdrawn by a sync whose listing lacks
    // them. Nothing else of the provider changes. `summary` may be null.
    bool storeRevealed(const QString &provider, const QString &revealedBy,
                       const QList<DialectTool> &tools, SyncSummary *summary, QString *error)
    {
        return m_sync.storeRevealed(provider, revealedBy, tools, summary, error);
    }
    // A version from a bundle: stored like storeVersions(); a tool the catalog
    // lacks is listed at that version until a sync of its provider says which
    // version is current.
    bool storeImportedVersion(const QString &provider, const DialectTool &version, QString *error)
    {
        return m_sync.storeImportedVersion(provider, version, error);
    }
    // Drops everything filed under the provider's name: tools, versions,
    // sync state, and the user's pins and overrides, which would otherwise
    // attach to a later provider of the same name (another server, perhaps).
    bool removeProvider(const QString &provider, QString *error)
    {
        return m_sync.removeProvider(provider, error);
    }
    // Drops every provider's catalog data; pins and overrides stay.
    bool clearCatalog(QString *error) { return m_sync.clearCatalog(error); }

    // --- Reads. On failure they return nothing and set lastError(). --------

    QList<ToolSummary> search(const CatalogQuery &query) const { return m_reader.search(query); }
    // How many tools match, ignoring limit and offset.
    qsizetype count(const CatalogQuery &query) const { return m_reader.count(query); }
    // Tags of the matching tools, most frequent first.
    QList<TagCount> tagCounts(const CatalogQuery &query) const { return m_reader.tagCounts(query); }
    // The groups of the tools matching `query` but for its groupPath, each
    // with the number of them in it or below it, sorted by path: the group
    // tree beside the results (SearchIndex::Result::groups).
    QList<GroupCount> groupCounts(const CatalogQuery &query) const
    {
        return m_reader.groupCounts(query);
    }
    // Without a version: the pinned version, else the current one.
    std::optional<StoredSignature> signature(const QString &provider, const QString &toolId,
                                             std::optional<qint64> version = {}) const
    {
        return m_reader.signature(provider, toolId, version);
    }
    std::optional<StoredSignature> signatureByDigest(const QString &provider, const QString &toolId,
                                                     const QByteArray &digest) const
    {
        return m_reader.signatureByDigest(provider, toolId, digest);
    }
    // Every stored version number of a tool, ascending.
    QList<qint64> versionNumbers(const QString &provider, const QString &toolId) const
    {
        return m_reader.versionNumbers(provider, toolId);
    }
    // What the tool's current version breaks of its pinned one; nothing when
    // it is not pinned behind the current version, or nothing breaks.
    std::optional<BreakingUpdate> breakingUpdate(const QString &provider,
                                                 const QString &toolId) const
    {
        return m_reader.breakingUpdate(provider, toolId);
    }
    ProviderSyncState syncState(const QString &provider) const
    {
        return m_reader.syncState(provider);
    }
    // Providers with catalog data or sync state.
    QStringList providers() const { return m_reader.providers(); }
    // Tools of one provider, or of all with an empty name; withdrawn ones included.
    qsizetype toolCount(const QString &provider = {}) const { return m_reader.toolCount(provider); }
    // The provider's group tree as its last sync read it, by path; empty
    // for a provider that files no tools in groups.
    QList<CatalogGroup> groups(const QString &provider) const { return m_reader.groups(provider); }
    // What removeProvider() would take away.
    ProviderFootprint footprint(const QString &provider) const
    {
        return m_reader.footprint(provider);
    }
    // The rows of the tools with these tools.id values, in the order given.
    QList<ToolSummary> summaries(const QList<qint64> &rowIds) const
    {
        return m_reader.summaries(rowIds);
    }
    // The tools known by exactly one of `names` (their alias, or their vendor's
    // name when they have none), at every provider, withdrawn ones included; by
    // name, then provider and toolId. A procedure refers to tools by name alone
    // (draft section 1).
    QList<ToolSummary> toolsNamed(const QStringList &names) const
    {
        return m_reader.toolsNamed(names);
    }

    // --- The revision a search index is labelled with.

    // Changes with every commit, here or by another connection to the file,
    // that may change what a search finds: an index built from the catalog
    // answers as this database does while the revision stays the same.
    // Stored in the file, so it holds across runs. Empty on failure.
    CatalogRevision catalogRevision() const { return m_reader.catalogRevision(); }

    // --- User data: survives every sync, provider removal and clearCatalog.
    // Written only through CatalogService (UserDataEditor).

    // Every pin, or one provider's.
    QList<Pin> pins(const QString &provider = {}) const { return m_reader.pins(provider); }
    std::optional<Pin> pinOf(const QString &provider, const QString &toolId) const
    {
        return m_reader.pinOf(provider, toolId);
    }
    // A tool's overrides; with an empty toolId, every override of the provider;
    // with an empty provider too, all of them.
    QList<Override> overrides(const QString &provider = {}, const QString &toolId = {}) const
    {
        return m_reader.overrides(provider, toolId);
    }
    // signature() with the tool's overrides applied.
    std::optional<EditedSignature> editedSignature(const QString &provider, const QString &toolId,
                                                   std::optional<qint64> version = {}) const
    {
        return m_reader.editedSignature(provider, toolId, version);
    }

    // Runs `work` as one transaction: the writes it makes through this database
    // (pins, storeVersions, overrides...) are all kept, or none when it returns
    // false or a write fails.
    bool inTransaction(const std::function<bool(QString *error)> &work, QString *error)
    {
        return m_connection.inTransaction(work, error);
    }

    // Overrides whose target is missing from `vendor` are skipped.
    static ToolSignature applyOverrides(const ToolSignature &vendor,
                                        const QList<Override> &overrides);
    // The vendor's text for a target, or nothing when the signature lacks it.
    static std::optional<QString> vendorText(const ToolSignature &signature,
                                             const OverrideTarget &target);
    // An FTS5 MATCH expression for user text: each word a quoted prefix
    // phrase, so no input is read as FTS5 syntax. Empty when nothing is searchable.
    static QString matchExpression(const QString &text)
    {
        return CatalogReader::matchExpression(text);
    }

    // Tests pin time and stop inside a commit to kill the process there.
    void setClock(std::function<QDateTime()> clock) { m_connection.setClock(std::move(clock)); }
    void setBeforeCommitHook(std::function<void()> hook)
    {
        m_connection.setBeforeCommitHook(std::move(hook));
    }

private:
    // The user's data is written only through UserDataEditor, which only
    // CatalogService makes: every pin and override is announced.
    friend class UserDataEditor;

    // Declared in the order they depend on each other.
    CatalogConnection m_connection;
    CatalogToolRows m_rows {m_connection};
    CatalogReader m_reader {m_connection, m_rows};
    CatalogSyncWriter m_sync {m_connection, m_rows};
    UserDataWriter m_userData {m_connection, m_rows, m_reader};
    QString m_path;
};

} // namespace Toolshelf

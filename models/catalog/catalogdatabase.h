#pragma once

#include "catalog/catalogsync.h"
#include "catalog/catalogtypes.h"
#include "catalog/cataloguserdata.h"
#include "dialects/a2t/signatureparser.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

class QSqlQuery;

namespace Toolshelf {

class CatalogDatabaseTransaction;

// The offline catalog in one SQLite file: every version of every tool ever
// seen, the user's pins and overrides, and a full-text index. Owns one
// connection, which Qt ties to the thread that called open(): use it only
// there. Writes are transactions, so a failed or killed sync leaves the
// previous catalog as it was.
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
    bool isOpen() const;
    QString path() const { return m_path; }
    // The last failure of a call that has no error parameter.
    QString lastError() const { return m_lastError; }

    // --- Sync: beginSync, stage* pages, then commitSync or discardSync. -----

    // A new sync of `provider`, which speaks `dialect` (a ToolDialect::id():
    // what reads the versions it stores back); discards what crashed syncs of
    // it left staged. Returns 0 on failure.
    qint64 beginSync(const QString &provider, const QString &dialect, QString *error = nullptr);
    // Stores one page in its own short transaction; memory stays bounded
    // however many tools a provider has.
    bool stage(qint64 syncId, const QList<ParsedSignature> &signatures, StageKind kind,
               QString *error);
    // The pinned tools of the sync's provider that its listing holds so far,
    // as (toolId, name): their histories are fetched; pinned tools it does not
    // list are withdrawn, and a history of theirs would only answer 404.
    QList<std::pair<QString, QString>> listedPins(qint64 syncId, QString *error);
    // Applies everything staged in one transaction. `summary` may be null; notes
    // already in it are kept and stored with the sync's record. On failure
    // nothing changed and the sync stays open: discard it with the cause.
    bool commitSync(qint64 syncId, SyncSummary *summary, QString *error);
    // Drops what was staged and records the failure for the provider; the
    // catalog itself does not change.
    void discardSync(qint64 syncId, const QString &errorMessage);
    // Versions fetched outside a sync (e.g. a tool's history on demand).
    bool storeVersions(const QString &provider, const QString &dialect, const QString &toolId,
                       const QList<ParsedSignature> &signatures, QString *error);
    // A version from a bundle (catalogdatabaseimport.cpp): stored like
    // storeVersions(); a tool the catalog lacks is listed at that version
    // until a sync of its provider says which version is current.
    bool storeImportedVersion(const QString &provider, const ParsedSignature &signature,
                              QString *error);
    // Drops everything filed under the provider's name: tools, versions,
    // sync state, and the user's pins and overrides, which would otherwise
    // attach to a later provider of the same name (another server, perhaps).
    bool removeProvider(const QString &provider, QString *error);
    // Drops every provider's catalog data; pins and overrides stay.
    bool clearCatalog(QString *error);

    // --- Reads. On failure they return nothing and set lastError(). --------

    QList<ToolSummary> search(const CatalogQuery &query) const;
    // How many tools match, ignoring limit and offset.
    qsizetype count(const CatalogQuery &query) const;
    // Tags of the matching tools, most frequent first.
    QList<TagCount> tagCounts(const CatalogQuery &query) const;
    // Without a version: the pinned version, else the current one.
    std::optional<StoredSignature> signature(const QString &provider, const QString &toolId,
                                             std::optional<qint64> version = {}) const;
    std::optional<StoredSignature> signatureByDigest(const QString &provider, const QString &toolId,
                                                     const QByteArray &digest) const;
    // Every stored version number of a tool, ascending.
    QList<qint64> versionNumbers(const QString &provider, const QString &toolId) const;
    // What the tool's current version breaks of its pinned one; nothing when
    // it is not pinned behind the current version, or nothing breaks.
    std::optional<BreakingUpdate> breakingUpdate(const QString &provider,
                                                 const QString &toolId) const;
    ProviderSyncState syncState(const QString &provider) const;
    // Providers with catalog data or sync state.
    QStringList providers() const;
    // Tools of one provider, or of all with an empty name; withdrawn ones included.
    qsizetype toolCount(const QString &provider = {}) const;
    // What removeProvider() would take away.
    ProviderFootprint footprint(const QString &provider) const;
    // The rows of the tools with these tools.id values, in the order given.
    QList<ToolSummary> summaries(const QList<qint64> &rowIds) const;
    // The tools known by exactly one of `names` (their alias, or their vendor's
    // name when they have none), at every provider, withdrawn ones included; by
    // name, then provider and toolId. A procedure refers to tools by name alone
    // (draft section 1).
    QList<ToolSummary> toolsNamed(const QStringList &names) const;

    // --- The revision a search index is labelled with.

    // Changes with every commit, here or by another connection to the file,
    // that may change what a search finds: an index built from the catalog
    // answers as this database does while the revision stays the same.
    // Stored in the file, so it holds across runs. Empty on failure.
    CatalogRevision catalogRevision() const;

    // --- User data: survives every sync, provider removal and clearCatalog.

    // Every pin, or one provider's.
    QList<Pin> pins(const QString &provider = {}) const;
    std::optional<Pin> pinOf(const QString &provider, const QString &toolId) const;

    // A tool's overrides; with an empty toolId, every override of the provider;
    // with an empty provider too, all of them.
    QList<Override> overrides(const QString &provider = {}, const QString &toolId = {}) const;
    // signature() with the tool's overrides applied.
    std::optional<EditedSignature> editedSignature(const QString &provider, const QString &toolId,
                                                   std::optional<qint64> version = {}) const;

    // Runs `work` as one transaction: the writes it makes through this database
    // (pins, storeVersions, overrides...) are all kept, or none when it returns
    // false or a write fails.
    bool inTransaction(const std::function<bool(QString *error)> &work, QString *error);

    // Overrides whose target is missing from `vendor` are skipped.
    static ToolSignature applyOverrides(const ToolSignature &vendor,
                                        const QList<Override> &overrides);
    // The vendor's text for a target, or nothing when the signature lacks it.
    static std::optional<QString> vendorText(const ToolSignature &signature,
                                             const OverrideTarget &target);
    // An FTS5 MATCH expression for user text: each word a quoted prefix
    // phrase, so no input is read as FTS5 syntax. Empty when nothing is searchable.
    static QString matchExpression(const QString &text);

    // Tests pin time and stop inside a commit to kill the process there.
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }
    void setBeforeCommitHook(std::function<void()> hook) { m_beforeCommit = std::move(hook); }

private:
    // The user's data is written only through UserDataEditor, which only
    // CatalogService makes: every pin and override is announced.
    friend class UserDataEditor;

    // Fails when that version is not stored. With several contents under the
    // number, `digest` chooses; by default the current one, else the newest seen.
    bool pin(const QString &provider, const QString &toolId, qint64 version, QString *error,
             const QByteArray &digest = {});
    bool unpin(const QString &provider, const QString &toolId, QString *error);
    // Replaces the vendor's text of the displayed version; fails when the tool
    // or the target is not in the catalog, or for an alias (OverrideKind::ToolName)
    // another tool is known by.
    bool setOverride(const OverrideTarget &target, const QString &text, QString *error);
    bool clearOverride(const OverrideTarget &target, QString *error);
    bool resolveConflict(const OverrideTarget &target, ConflictChoice choice, QString *error);
    // Writes an override as another catalog had it, vendorOriginal included
    // (setOverride takes that from this catalog). When the displayed version's
    // text differs from vendorOriginal, the override is a conflict.
    bool restoreOverride(const Override &entry, QString *error);

    // The columns of a `tools` row the write paths need.
    struct ToolRow
    {
        qint64 id = 0;
        qint64 currentVersion = 0;
        QByteArray currentDigest;
    };

    // catalogdatabase.cpp: statements with positional (?) or named (:name)
    // values. Each prepares its own query and finishes it before returning.
    qint64 now() const;
    // Records `message` as lastError() and in `error`; returns false.
    bool fail(const QString &message, QString *error) const;
    QString sqlError(const QSqlQuery &query) const;
    bool begin(CatalogDatabaseTransaction &transaction, QString *error);
    // `catalogChanged`: false for writes that only touch sync bookkeeping.
    bool commit(CatalogDatabaseTransaction &transaction, QString *error,
                bool catalogChanged = true);
    bool run(const QString &sql, const QVariantList &values, QString *error,
             qsizetype *affected = nullptr);
    bool runNamed(const QString &sql, const QVariantMap &values, QString *error,
                  qsizetype *affected = nullptr);
    // Leaves `row` empty when nothing matches; false only on an SQL error.
    bool selectRow(const QString &sql, const QVariantList &values, QVariantList *row,
                   QString *error) const;
    bool selectRows(const QString &sql, const QVariantList &values,
                    const std::function<void(const QSqlQuery &)> &each, QString *error) const;
    bool selectRowsNamed(const QString &sql, const QVariantMap &values,
                         const std::function<void(const QSqlQuery &)> &each, QString *error) const;
    // Runs a prepared, bound query and hands each row to `each`.
    bool stepRows(QSqlQuery &query, const std::function<void(const QSqlQuery &)> &each,
                  QString *error) const;

    // catalogdatabaseschema.cpp
    bool configure(QString *error);
    bool migrate(QString *error);
    bool createTempTables(QString *error);

    // catalogdatabasesync.cpp
    // Returns the new sync's id, 0 on failure.
    qint64 insertSyncRecord(const QString &provider, const QString &dialect, const QString &kind,
                            QString *error);
    // Fails unless `dialect` is the id of one this build speaks.
    bool knowsDialect(const QString &dialect, QString *error) const;
    bool syncProvider(qint64 syncId, const QString &kind, QString *provider, QString *error);
    bool insertStaging(qint64 syncId, const QList<ParsedSignature> &signatures, StageKind kind,
                       const QString &requiredToolId, QString *error);
    bool dropStaged(qint64 syncId, QString *error);
    bool mergeVersions(const QString &provider, qint64 syncId, SyncSummary *summary,
                       QString *error);
    bool mergeListing(const QString &provider, qint64 syncId, SyncSummary *summary, QString *error);
    bool noteWithdrawnPins(const QString &provider, SyncSummary *summary, QString *error);
    bool refreshSpecialTools(const QString &provider, SyncSummary *summary, QString *error);
    bool finishSync(qint64 syncId, const QString &provider, SyncSummary *summary, bool listing,
                    QString *error);

    // catalogdatabaseuserdata.cpp
    // Whether `alias` follows the draft's naming rules, is not the tool's own
    // name, and no other tool is known by it.
    bool acceptsAlias(const OverrideTarget &target, const QString &alias, QString *error) const;

    // catalogdatabasedisplay.cpp
    std::optional<ToolRow> toolRow(const QString &provider, const QString &toolId) const;
    // `searchChanged` (may be null) is set when what a search finds or how it
    // sorts the tool changed: its name, tags or search text.
    bool refreshTool(qint64 toolRowId, qsizetype *newConflicts, QString *error,
                     bool *searchChanged = nullptr);
    bool refreshTool(const QString &provider, const QString &toolId, QString *error,
                     bool *searchChanged);

    // catalogdatabasequeries.cpp
    std::optional<StoredSignature> loadSignature(const QString &provider, const QString &toolId,
                                                 qint64 version, const QByteArray &digest) const;
    ToolFlags toolFlags(const QString &provider, const QString &toolId) const;

    QSqlDatabase m_db;
    QString m_connectionName;
    QString m_path;
    mutable QString m_lastError;
    // Transactions begun inside inTransaction() are savepoints of it.
    int m_transactionDepth = 0;
    std::function<QDateTime()> m_clock;
    std::function<void()> m_beforeCommit;
};

} // namespace Toolshelf

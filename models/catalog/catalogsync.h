#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace Toolshelf {

// Where a staged signature came from during a sync.
enum class StageKind {
    // GET /tools: the current versions; together they are the set of tools the
    // provider lists now, so tools missing from them are withdrawn.
    Listing,
    // GET /tools/{id}/versions: older versions, which say nothing about what is listed.
    History,
};

// What one committed sync changed, for the sync log and the status bar.
struct SyncSummary
{
    qsizetype toolsListed = 0;
    qsizetype newTools = 0;
    // Version numbers stored for the first time.
    qsizetype newVersions = 0;
    // Versions served again under a stored number with different content,
    // which the draft forbids (section 6.1); both contents are kept.
    qsizetype changedWithoutBump = 0;
    // Tools stored before that the listing no longer contains.
    qsizetype withdrawn = 0;
    // Overrides whose vendor text changed underneath them in this sync.
    qsizetype conflicts = 0;
    // Signatures without a toolId: they cannot be told apart, so they are not stored.
    qsizetype skipped = 0;
    // What the user should know about this sync that is no failure, one
    // translated sentence each: a pinned tool withdrawn and kept, a pinned
    // tool's history refused or gone. Provider text in them is not escaped.
    QStringList notes;

    friend bool operator==(const SyncSummary &, const SyncSummary &) = default;
};

// How the last syncs of one provider went.
struct ProviderSyncState
{
    QString provider;
    // Invalid until a sync has succeeded.
    QDateTime lastSuccess;
    // Tools in the last successful listing.
    qsizetype toolCount = 0;
    // The last failure, kept after later successes so the log can show it.
    QString lastError;
    QDateTime lastErrorAt;
    // A sync was begun and neither committed nor discarded (it may have crashed).
    bool syncInProgress = false;
    // SyncSummary::notes of the last successful sync.
    QStringList lastNotes;

    bool isFailing() const
    {
        return lastErrorAt.isValid() && (!lastSuccess.isValid() || lastErrorAt > lastSuccess);
    }
};

} // namespace Toolshelf

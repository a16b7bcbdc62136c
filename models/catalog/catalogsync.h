// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

// Where a staged signature came from during a sync.
enum class StageKind {
    // GET /tools: the current versions; together they are the set of tools the
    // provider lists now, so tools missing from them are withdrawn.
    Listing,
    // GET /tools/{id}/versions: older versions, which say nothing about what is listed.
    History,
};

// One group of a provider that files its tools in groups (seed 003's a2t),
// as a sync read it. Kept so the group tree can show a group whose tools were
// never read (a marketplace's) and so they can be read when it is opened.
struct CatalogGroup
{
    QString id;
    // Empty at the top level.
    QString parentId;
    QString name;
    QString description;
    // Names from the outermost group down to this one (Tool::groupPath).
    QStringList path;
    // Tools filed directly in it, where the provider said.
    std::optional<qint64> toolCount;
    // When its tools were last read into the catalog; invalid while they never were.
    QDateTime loadedAt;

    // The group among `groups` that `text` names: its id, else its path of
    // names joined by "/" ("Weather/Forecast"); nothing when none does.
    static std::optional<CatalogGroup> named(const QList<CatalogGroup> &groups, const QString &text)
    {
        for (const CatalogGroup &group : groups) {
            if (group.id == text)
                return group;
        }
        for (const CatalogGroup &group : groups) {
            if (group.path.join(u'/') == text)
                return group;
        }
        return std::nullopt;
    }

    friend bool operator==(const CatalogGroup &, const CatalogGroup &) = default;
};

// What a sync's listing covered: the commit withdraws only tools the listing
// could have seen, so a marketplace's unopened groups keep what they hold.
struct ListingScope
{
    // The groups whose tools were read whole (an empty id: the top-level
    // tools); nothing: every tool of the provider was listed.
    std::optional<QStringList> groups;
    // The provider's whole group tree as read; nothing when the listing did
    // not read it (loading one group). Tools of a group no longer in it are
    // withdrawn.
    std::optional<QList<CatalogGroup>> tree;

    friend bool operator==(const ListingScope &, const ListingScope &) = default;
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

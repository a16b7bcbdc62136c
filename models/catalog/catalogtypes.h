// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diagnostic.h"
#include "tool/tool.h"
#include "tool/toolsignature.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace Toolshelf {

// What the catalog knows about a tool beyond its signature, for badges and filters.
struct ToolFlags
{
    bool pinned = false;
    // Pinned to a version older than the current one.
    bool updateAvailable = false;
    // ...and the current version breaks a caller of the pinned one
    // (SignatureDiff::breaking): updating the pin needs care.
    bool breakingUpdate = false;
    bool hasErrors = false;
    bool hasWarnings = false;
    // The user rewrote some of the tool's text.
    bool overridden = false;
    // The provider changed a version without a new version number (draft section 6.1).
    bool changedWithoutBump = false;
    // The vendor changed text the user has overridden; the user should look again.
    bool conflict = false;
    // No longer in the provider's listing; its data is kept.
    bool withdrawn = false;

    friend bool operator==(const ToolFlags &, const ToolFlags &) = default;
};

// One row of the catalog list: the displayed (pinned, else current) version,
// with the user's description override applied.
struct ToolSummary
{
    QString provider;
    QString toolId;
    // The vendor's name.
    QString name;
    // The user's name for the tool (an override), or empty.
    QString alias;
    qint64 version = 0;
    qint64 currentVersion = 0;
    QStringList tags;
    // Where the provider files it (group names, outermost first); empty where it has no groups.
    QStringList groupPath;
    QString description;
    // The id of the tool whose answer revealed this one (seed 003's
    // `tools_added`); empty for tools the provider lists.
    QString discoveredBy;
    ToolFlags flags;

    // The name procedures, skills and LLM tool definitions use.
    const QString &shownName() const { return alias.isEmpty() ? name : alias; }
};

struct TagCount
{
    QString tag;
    qsizetype count = 0;

    friend bool operator==(const TagCount &, const TagCount &) = default;
};

// One group of the search results' tools (a node of the group tree): its
// path of names, outermost first, and how many of the tools are in it or in
// a group below it.
struct GroupCount
{
    QStringList path;
    qsizetype count = 0;

    friend bool operator==(const GroupCount &, const GroupCount &) = default;
};

// What the catalog holds of one provider: what removing it takes away.
struct ProviderFootprint
{
    qsizetype tools = 0;
    qsizetype pins = 0;
    // Texts the user replaced (descriptions, parameter and value texts, aliases).
    qsizetype overrides = 0;

    friend bool operator==(const ProviderFootprint &, const ProviderFootprint &) = default;
};

// Which catalog file, and how many times what its searches find has changed:
// a search index built at one revision answers as the catalog does until it moves.
struct CatalogRevision
{
    // Random per catalog file, so an index saved for one never answers for another.
    QString catalog;
    qint64 number = 0;

    friend bool operator==(const CatalogRevision &, const CatalogRevision &) = default;
};

// A filter over the catalog. Empty fields do not filter.
struct CatalogQuery
{
    enum class Sort {
        Name,
        Provider,
        // Most recently changed current version first.
        RecentlyUpdated,
        // Best text match first; the same as Name without text.
        Relevance,
    };

    // Words the user typed; every word must match as a prefix somewhere in the
    // tool's text. Never interpreted as FTS5 syntax.
    QString text;
    // Every tag must be present.
    QStringList tags;
    // Any of these providers.
    QStringList providers;
    // Only tools filed in this group or below it (names, outermost first).
    QStringList groupPath;
    bool includeWithdrawn = true;
    Sort sort = Sort::Name;
    // Negative: no limit.
    qsizetype limit = -1;
    qsizetype offset = 0;

    friend bool operator==(const CatalogQuery &, const CatalogQuery &) = default;
};

// One stored version of a tool, as the vendor sent it.
struct StoredSignature
{
    QString provider;
    // The ToolDialect::id() of the protocol this version came by.
    QString dialect;
    // signature.currentVersion is the tool's current version now, which the
    // draft lets change without a new version.
    ToolSignature signature;
    // The same version in the tool model, as its dialect read it back: its
    // schemas as served (the A2T model above cannot hold every JSON Schema).
    Tool tool;
    QList<Diagnostic> diagnostics;
    // The tool's ToolSummary::discoveredBy.
    QString discoveredBy;
    // CanonicalJson::versionDigest() of the signature.
    QByteArray digest;
    // 1 for the first content seen under this version number, 2 and up for
    // content the provider later served under the same number.
    int revision = 1;
    // How many different contents were seen under this version number.
    int revisions = 1;
    QDateTime firstSeen;
    QDateTime lastSeen;
    // The tool's flags, except hasErrors/hasWarnings which describe this version.
    ToolFlags flags;
};

} // namespace Toolshelf

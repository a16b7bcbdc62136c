// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "itemmodels/groupfacetmodel.h"
#include "providers/provider.h"
#include "sync/marketplacesearch.h"

#include <QObject>
#include <QTimer>

namespace Toolshelf {

class CatalogStore;
class ProviderClients;

// What the providers' own search finds for the search text and the catalog
// lacks (MarketplaceSearch), as the browser merges it into its results: the
// tools as rows behind the catalog's matches (ToolListModel::setRemoteTools),
// the groups not read yet marked in the group tree (GroupFacetModel::setFound).
// The servers are asked once typing pauses and again for every new text; the
// answer for an older text is dropped, and a new text clears the old one's.
class RemoteResults final : public QObject
{
    Q_OBJECT

public:
    // How long typing must pause before the servers are asked.
    static constexpr int DelayMs = 350;
    // What is asked of each provider, of tools and of groups.
    static constexpr int Limit = 20;

    RemoteResults(ProviderClients *clients, CatalogStore *store, QObject *parent = nullptr);

    // A new search text; `providers` are those that may be asked. Empty text
    // clears what was merged.
    void search(const QString &text, const QList<Provider> &providers);
    // Asks again for the same text: the catalog changed, and what it stored
    // since is no longer missing from it.
    void refresh();
    // What the servers added, for the line that counts the matches; empty
    // when they added nothing and all answered.
    QString summary() const { return m_summary; }

Q_SIGNALS:
    // New findings to merge (both empty: nothing is found any more); the summary is current.
    void found(const QList<Toolshelf::ToolSummary> &tools,
               const QList<Toolshelf::GroupFacetModel::UnreadGroup> &groups);

private:
    void ask();
    void merge(const QString &query, const QList<MarketplaceSearch::Finding> &findings);
    void clear();

    MarketplaceSearch m_search;
    QTimer m_delay;
    // Whether the last findings held anything, so a clear is said once.
    bool m_holding = false;
    QString m_text;
    QList<Provider> m_providers;
    QString m_summary;
};

} // namespace Toolshelf

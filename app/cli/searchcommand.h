// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/catalogcommand.h"
#include "sync/marketplacesearch.h"

#include <QPointer>

namespace Toolshelf {

// `toolshelf search [QUERY]`: finds tools in the offline catalog, no network;
// with --remote also what the providers' own search finds beyond it.
class SearchCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SearchCommand)

public:
    QString name() const override;
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;

private:
    // The catalog's matches, then (--remote) the providers' own search.
    void searchCatalog(const CatalogQuery &query, bool json, bool remote, CommandIo &io);
    // --group of a group not read yet: its tools are read first.
    void readGroupThenSearch(const CatalogQuery &query, bool json, bool remote, CommandIo &io);
    // --remote: the providers' own search, after the catalog's.
    void searchRemotely(const CatalogQuery &query, const QList<ToolSummary> &local, bool json,
                        CommandIo &io);
    static void printText(const QList<ToolSummary> &local,
                          const QList<MarketplaceSearch::Finding> &found, CommandIo &io);
    static void printJson(const QList<ToolSummary> &local,
                          const QList<MarketplaceSearch::Finding> &found, CommandIo &io);

    QPointer<MarketplaceSearch> m_remote;
};

} // namespace Toolshelf

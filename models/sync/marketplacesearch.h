// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"
#include "client/remotesearch.h"
#include "providers/provider.h"

#include <QObject>

#include <map>
#include <memory>

namespace Toolshelf {

class CatalogStore;
class ProviderClients;

// What a query finds on the providers' own servers and not in the catalog:
// each a2t capabilities provider with search is asked (RemoteSearch), and
// its answers are kept where the catalog lacks them: tools it does not hold,
// and groups, each with the path and read state the catalog's tree gives it.
// A marketplace's tools can so be found before their group is read.
class MarketplaceSearch final : public QObject
{
    Q_OBJECT

public:
    struct Finding
    {
        QString provider;
        // Tools the catalog does not hold, as the server answered them.
        QList<DialectTool> tools;
        qint64 toolTotal = 0;
        // The groups found; loadedAt is valid for those whose tools the
        // catalog holds already.
        QList<CatalogGroup> groups;
        qint64 groupTotal = 0;
        std::optional<Error> error;
    };

    MarketplaceSearch(ProviderClients *clients, CatalogStore *store, QObject *parent = nullptr);
    ~MarketplaceSearch() override;

    // Which providers can be asked: those speaking seed 003's a2t.
    static bool canAsk(const Provider &provider);
    // Asks `providers` (those canAsk) for `query`, at most `limit` of each
    // kind; a search running is cancelled. finished() follows once, later.
    void start(const QList<Provider> &providers, const QString &query, int limit);
    void cancel();
    bool isRunning() const { return m_waiting > 0; }

Q_SIGNALS:
    void finished(const QString &query, const QList<Toolshelf::MarketplaceSearch::Finding> &found);

private:
    void answered(const RemoteSearch::Result &result);

    ProviderClients *m_clients;
    CatalogStore *m_store;
    // One per provider, kept so its capabilities file is read once.
    std::map<QString, std::unique_ptr<RemoteSearch>> m_searches;
    QList<RemoteSearch::Result> m_results;
    QString m_query;
    int m_waiting = 0;
    // Tells the catalog's late answer for an earlier query from the current one's.
    quint64 m_generation = 0;
};

} // namespace Toolshelf

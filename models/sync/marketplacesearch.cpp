// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/marketplacesearch.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "client/providerclients.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"

#include <QHash>

namespace Toolshelf {

namespace {

// What the catalog lacks of one provider's answer.
MarketplaceSearch::Finding sift(const RemoteSearch::Result &result, CatalogDatabase &db)
{
    MarketplaceSearch::Finding finding;
    finding.provider = result.provider;
    finding.error = result.error;
    finding.toolTotal = result.toolTotal;
    finding.groupTotal = result.groupTotal;
    for (const DialectTool &tool : result.tools) {
        if (!db.signature(result.provider, tool.tool.key.nativeId))
            finding.tools.append(tool);
    }
    QHash<QString, CatalogGroup> known;
    for (const CatalogGroup &group : db.groups(result.provider))
        known.insert(group.id, group);
    for (const CapabilitiesGroup &group : result.groups) {
        if (const auto kept = known.constFind(group.id); kept != known.cend()) {
            finding.groups.append(*kept);
            continue;
        }
        // A group the last sync did not see: filed under its parent's path
        // where the catalog knows the parent.
        const QString name = group.name.isEmpty() ? group.id : group.name;
        QStringList path = known.value(group.parentId).path;
        path.append(name);
        finding.groups.append(
            {group.id, group.parentId, name, group.description, path, group.toolCount, {}});
    }
    return finding;
}

} // namespace

MarketplaceSearch::MarketplaceSearch(ProviderClients *clients, CatalogStore *store, QObject *parent)
    : QObject(parent)
    , m_clients(clients)
    , m_store(store)
{ }

MarketplaceSearch::~MarketplaceSearch() = default;

bool MarketplaceSearch::canAsk(const Provider &provider)
{
    return provider.dialect == A2tCapabilitiesDialect::DialectId;
}

void MarketplaceSearch::start(const QList<Provider> &providers, const QString &query, int limit)
{
    cancel();
    m_query = query;
    for (const Provider &provider : providers) {
        if (!canAsk(provider))
            continue;
        std::unique_ptr<RemoteSearch> &search = m_searches[provider.name];
        // A provider edited since (another URL, other credentials) starts afresh.
        if (!search || search->provider() != provider) {
            search = std::make_unique<RemoteSearch>(provider, m_clients->authenticator(provider),
                                                    m_clients->network());
            connect(search.get(), &RemoteSearch::finished, this, &MarketplaceSearch::answered);
        }
        ++m_waiting;
        search->start(query, limit);
    }
    if (m_waiting == 0) {
        // Nobody to ask: said later, as a search that ran would say it.
        QMetaObject::invokeMethod(
            this,
            [this, query, generation = m_generation] {
                if (generation == m_generation)
                    Q_EMIT finished(query, {});
            },
            Qt::QueuedConnection);
    }
}

void MarketplaceSearch::cancel()
{
    ++m_generation;
    for (const auto &[name, search] : m_searches)
        search->cancel();
    m_waiting = 0;
    m_results.clear();
}

void MarketplaceSearch::answered(const RemoteSearch::Result &result)
{
    if (result.query != m_query || m_waiting == 0)
        return;
    m_results.append(result);
    if (--m_waiting > 0)
        return;
    m_store->run(
        [results = std::exchange(m_results, {})](CatalogDatabase &db) {
            QList<Finding> found;
            for (const RemoteSearch::Result &one : results)
                found.append(sift(one, db));
            std::sort(found.begin(), found.end(),
                      [](const Finding &a, const Finding &b) { return a.provider < b.provider; });
            return found;
        },
        this,
        [this, query = m_query, generation = m_generation](const QList<Finding> &found) {
            if (generation == m_generation)
                Q_EMIT finished(query, found);
        });
}

} // namespace Toolshelf

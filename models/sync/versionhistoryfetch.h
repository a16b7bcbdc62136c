// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "dialects/tooldialect.h"
#include "providers/provider.h"
#include "sync/syncbudget.h"
#include "sync/toollisting.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

namespace Toolshelf {

class CatalogStore;
class NetworkService;
class ProviderAuthenticator;
class ProviderClients;

// Fetches a tool's whole version history on demand (every page of its
// listing, ToolListings::versions: GET {baseUrl}/tools/{toolId}/versions for
// A2T), linted the way a sync lints the histories of pinned tools, and stores it beside the tool's
// other versions in one transaction: a fetch that fails, or is cancelled before its last page,
// stores nothing. Destroying it cancels the request in flight.
class VersionHistoryFetch final : public QObject
{
    Q_OBJECT

public:
    // A history is one tool's: far fewer pages and bytes than a whole catalog.
    static SyncLimits defaultLimits();

    VersionHistoryFetch(ProviderClients *clients, CatalogStore *catalog, Provider provider,
                        QString toolId, QObject *parent = nullptr);
    ~VersionHistoryFetch() override;

    // Before start().
    void setLimits(SyncLimits limits) { m_budget = SyncBudget(limits); }
    const Provider &provider() const { return m_provider; }
    QString toolId() const { return m_toolId; }

    void start();
    // Effective at once: finished() with a Cancelled error follows.
    void cancel();

    // Stores versions of one tool in one transaction on the catalog's thread,
    // then calls done(error) on `context`'s thread: nothing on success, else
    // a Storage error caused by what the database said. Nothing is stored on
    // failure.
    static void storeVersions(CatalogStore *catalog, const Provider &provider,
                              const QString &toolId, QList<DialectTool> versions, QObject *context,
                              std::function<void(const std::optional<Error> &)> done);
    // Why a page of `toolId`'s history cannot be stored: it holds a version of
    // another tool, which would be stored under this one. Nothing when it is
    // all `toolId`'s. Translated; provider text in it is not escaped.
    static std::optional<QString> foreignVersion(const DialectPage &page, const QString &toolId);

Q_SIGNALS:
    // After each page read: pages so far and the versions they held.
    void progressed(int pages, int versions);
    // Once; nothing in `error` on success. Its text is translated and names
    // the cause; provider text in it is not escaped yet.
    void finished(const std::optional<Toolshelf::Error> &error);

private:
    void page(const DialectPage &page);
    void listed(const std::optional<Error> &error);
    void store();
    void finish(const std::optional<Error> &error);

    CatalogStore *m_catalog;
    NetworkService *m_network;
    Provider m_provider;
    QString m_toolId;
    SyncBudget m_budget;
    ProviderAuthenticator *m_authenticator;
    QPointer<ToolListing> m_fetch;
    QList<DialectTool> m_versions;
    int m_pages = 0;
    bool m_done = false;
};

} // namespace Toolshelf

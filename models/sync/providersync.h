// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"
#include "providers/provider.h"
#include "sync/syncbudget.h"
#include "sync/syncprogress.h"
#include "sync/toollisting.h"
#include "sync/toollistings.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <optional>

namespace Toolshelf {

class CatalogStore;
class NetworkService;
class ProviderAuthenticator;
class ProviderClients;

// One provider's sync: every page of its tool list, then the version history
// of each pinned tool the listing holds (ToolListings: in its dialect's paging), staged page by
// page and committed as one transaction — or, on any failure, cancel or budget spent, discarded so
// the previous catalog stays exactly as it was.
class ProviderSync final : public QObject
{
    Q_OBJECT

public:
    // Signs with the provider's authenticator in `clients`. With `groups`
    // (ids of the provider's groups) only their tools are read, and only
    // their tools can be withdrawn: a marketplace's group opened.
    ProviderSync(Provider provider, ProviderClients *clients, CatalogStore *store,
                 SyncLimits limits, QStringList groups = {}, QObject *parent = nullptr);
    ~ProviderSync() override;

    const Provider &provider() const { return m_provider; }
    const QStringList &groups() const { return m_groups; }
    const SyncProgress &progress() const { return m_progress; }

    void start();
    // Stops network work at once and discards what was staged.
    void cancel();

Q_SIGNALS:
    void progressed(const Toolshelf::SyncProgress &progress);
    // Once. On failure `error` names the cause (not the provider, which the
    // caller shows); the catalog is unchanged. The catalog's own failures are
    // Storage, caused by what the database said.
    void finished(const Toolshelf::SyncSummary &summary,
                  const std::optional<Toolshelf::Error> &error);

private:
    struct History
    {
        QString toolId;
        QString name;
    };

    ToolListings::Context listingContext();
    void listTools();
    void listingPage(const DialectPage &page, qint64 bytes);
    void listingDone(const std::optional<Error> &error);
    void fetchNextHistory();
    void historyPage(const DialectPage &page, qint64 bytes);
    void historyDone(const std::optional<Error> &error);
    void stage(const DialectPage &page, StageKind kind, qint64 bytes);
    void pageStaged(qint64 bytes);
    bool mustHold() const;
    void commit();
    // Stops whatever is in flight and fails with `error`.
    void stop(const Error &error);
    void fail(const Error &error);
    void done(const SyncSummary &summary, const std::optional<Error> &error);

    Provider m_provider;
    NetworkService *m_network;
    CatalogStore *m_store;
    SyncBudget m_budget;
    QTimer m_deadline;
    ProviderAuthenticator *m_authenticator;
    QPointer<ToolListing> m_fetch;
    SyncProgress m_progress;
    qint64 m_syncId = 0;
    QList<History> m_pendingHistories;
    History m_history;
    // The current history was refused for what it holds; the sync goes on.
    bool m_historyRefused = false;
    QStringList m_notes;
    QStringList m_groups;
    // The provider's groups as the catalog kept them when the sync began.
    QList<CatalogGroup> m_knownGroups;
    ListingScope m_scope;
    // Pages handed to the database thread and not stored yet, and their bytes.
    int m_pagesStaging = 0;
    qint64 m_bytesStaging = 0;
    // The first page the database could not stage. Only touched on the
    // database thread (by stage and commit work, which run there in order).
    std::shared_ptr<QString> m_stageFailure = std::make_shared<QString>();
    bool m_finished = false;
};

} // namespace Toolshelf

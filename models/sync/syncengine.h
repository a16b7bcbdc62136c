// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"
#include "core/error.h"
#include "providers/provider.h"
#include "sync/synclimits.h"
#include "sync/syncprogress.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <optional>

namespace Toolshelf {

class CatalogStore;
class Profile;
class ProviderClients;
class ProviderSync;
class SyncWriteLock;

// Syncs several providers at once. Each runs on its own: a slow or broken
// provider never delays the others, and each one's failure leaves only its
// own previous catalog in place.
class SyncEngine final : public QObject
{
    Q_OBJECT

public:
    SyncEngine(ProviderClients *clients, CatalogStore *store, QObject *parent = nullptr);

    // The window's syncs hold the profile's write lock while any runs
    // (SyncWriteLock), so commands in a terminal wait for them. While a
    // command holds it, a sync that starts waits for it: it counts as
    // syncing, its progress names the holder, and it can be cancelled.
    // The command line takes the lock per command instead (cli/writelock.h).
    void holdWriteLock(const Profile &profile);
    void setLimits(SyncLimits limits) { m_limits = limits; }
    const SyncLimits &limits() const { return m_limits; }
    // Starts a sync of each provider not already syncing.
    void sync(const QList<Provider> &providers);
    // Reads the tools of some of the provider's groups (ids) into the
    // catalog: a marketplace's groups, whose tools a sync leaves out until
    // they are opened. Reported as a sync of the provider; while one runs,
    // the groups wait for it to finish.
    void loadGroups(const Provider &provider, const QStringList &groups);
    // One provider, or all with an empty name; effective at once.
    void cancel(const QString &provider = {});
    bool isSyncing(const QString &provider) const
    {
        return m_running.contains(provider) || waitingForLock(provider);
    }
    // The groups being read or waiting to be, of `provider`.
    QStringList groupsLoading(const QString &provider) const;
    bool isIdle() const { return m_running.isEmpty() && m_waitingForLock.isEmpty(); }

Q_SIGNALS:
    void started(const QString &provider);
    void progressed(const QString &provider, const Toolshelf::SyncProgress &progress);
    // Nothing in `error` when the provider synced; else why not (ProviderSync::finished).
    void providerFinished(const QString &provider, const Toolshelf::SyncSummary &summary,
                          const std::optional<Toolshelf::Error> &error);
    // Every started sync has finished.
    void idle();

private:
    ProviderClients *m_clients;
    CatalogStore *m_store;
    SyncLimits m_limits;
    void start(const Provider &provider, const QStringList &groups);
    // `announced`: started() was emitted when it began to wait for the lock.
    void run(const Provider &provider, const QStringList &groups, bool announced);
    const std::pair<Provider, QStringList> *waitingForLock(const QString &provider) const;
    // The lock is free: the syncs that waited for it go.
    void runWaiting();
    void sayWaiting(const QString &provider);
    void finishIfIdle();

    QHash<QString, QPointer<ProviderSync>> m_running;
    // Groups asked for while their provider was syncing.
    QHash<QString, std::pair<Provider, QStringList>> m_waitingGroups;
    SyncWriteLock *m_writeLock = nullptr;
    // Syncs started while another process held the write lock, in order.
    QList<std::pair<Provider, QStringList>> m_waitingForLock;
};

} // namespace Toolshelf

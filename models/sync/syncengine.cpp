// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/syncengine.h"

#include "core/logcategories.h"
#include "core/textsafety.h"
#include "net/originpolicy.h"
#include "sync/providersync.h"
#include "sync/syncwritelock.h"

#include <QElapsedTimer>
#include <QFileInfo>

namespace Toolshelf {

namespace {

// Where a sync goes, for the log: a host or a program's name, never a path,
// a query string or a command's arguments, which may carry secrets.
QString logged(const Provider &provider)
{
    if (isLocal(provider))
        return QStringLiteral("local program ") + QFileInfo(provider.command.first()).fileName();
    if (provider.baseUrl.isLocalFile())
        return QStringLiteral("local files");
    return OriginPolicy::displayHost(provider.baseUrl);
}

} // namespace

SyncEngine::SyncEngine(ProviderClients *clients, CatalogStore *store, QObject *parent)
    : QObject(parent)
    , m_clients(clients)
    , m_store(store)
{ }

void SyncEngine::holdWriteLock(const Profile &profile)
{
    m_writeLock = new SyncWriteLock(profile, this);
    connect(m_writeLock, &SyncWriteLock::waiting, this, [this] {
        for (const auto &[provider, groups] : std::as_const(m_waitingForLock))
            sayWaiting(provider.name);
    });
    connect(m_writeLock, &SyncWriteLock::granted, this, &SyncEngine::runWaiting);
}

void SyncEngine::sync(const QList<Provider> &providers)
{
    for (const Provider &provider : providers) {
        if (!isSyncing(provider.name))
            start(provider, {});
    }
}

void SyncEngine::loadGroups(const Provider &provider, const QStringList &groups)
{
    if (groups.isEmpty())
        return;
    if (!isSyncing(provider.name))
        return start(provider, groups);
    auto &[waiting, ids] = m_waitingGroups[provider.name];
    waiting = provider;
    for (const QString &id : groups) {
        if (!ids.contains(id))
            ids.append(id);
    }
}

QStringList SyncEngine::groupsLoading(const QString &provider) const
{
    QStringList groups = m_waitingGroups.value(provider).second;
    if (const QPointer<ProviderSync> job = m_running.value(provider))
        groups += job->groups();
    if (const auto *waiting = waitingForLock(provider))
        groups += waiting->second;
    return groups;
}

const std::pair<Provider, QStringList> *SyncEngine::waitingForLock(const QString &provider) const
{
    for (const auto &waiting : m_waitingForLock) {
        if (waiting.first.name == provider)
            return &waiting;
    }
    return nullptr;
}

void SyncEngine::start(const Provider &provider, const QStringList &groups)
{
    if (!m_writeLock || m_writeLock->request())
        return run(provider, groups, false);
    m_waitingForLock.append({provider, groups});
    Q_EMIT started(provider.name);
    sayWaiting(provider.name);
}

void SyncEngine::sayWaiting(const QString &provider)
{
    SyncProgress progress;
    progress.waitingFor = m_writeLock->holder();
    Q_EMIT progressed(provider, progress);
}

void SyncEngine::runWaiting()
{
    const auto waiting = std::exchange(m_waitingForLock, {});
    for (const auto &[provider, groups] : waiting)
        run(provider, groups, true);
}

void SyncEngine::finishIfIdle()
{
    if (!isIdle())
        return;
    if (m_writeLock)
        m_writeLock->release();
    Q_EMIT idle();
}

void SyncEngine::run(const Provider &provider, const QStringList &groups, bool announced)
{
    auto *job = new ProviderSync(provider, m_clients, m_store, m_limits, groups, this);
    m_running.insert(provider.name, job);
    qCInfo(lcSync).noquote() << QStringLiteral("%1 (%2, %3): sync started%4")
                                    .arg(TextSafety::escapeLine(provider.name), provider.dialect,
                                         logged(provider),
                                         groups.isEmpty()
                                             ? QString()
                                             : QStringLiteral(", %1 groups").arg(groups.size()));
    QElapsedTimer clock;
    clock.start();
    connect(job, &ProviderSync::progressed, this,
            [this, name = provider.name](const SyncProgress &progress) {
                Q_EMIT progressed(name, progress);
            });
    connect(job, &ProviderSync::finished, this,
            [this, job, name = provider.name, clock, shown = TextSafety::escapeLine(provider.name)](
                const SyncSummary &summary, const std::optional<Error> &error) {
                if (error)
                    qCInfo(lcSync).noquote() << QStringLiteral("%1: sync failed after %2 ms: %3")
                                                    .arg(shown)
                                                    .arg(clock.elapsed())
                                                    .arg(TextSafety::escapeLine(error->text()));
                else
                    qCInfo(lcSync).noquote()
                        << QStringLiteral("%1: synced in %2 ms: %3 tools listed, %4 new, %5 new "
                                          "versions, %6 changed without a new number, %7 "
                                          "withdrawn, %8 skipped")
                               .arg(shown)
                               .arg(clock.elapsed())
                               .arg(summary.toolsListed)
                               .arg(summary.newTools)
                               .arg(summary.newVersions)
                               .arg(summary.changedWithoutBump)
                               .arg(summary.withdrawn)
                               .arg(summary.skipped);
                m_running.remove(name);
                job->deleteLater();
                Q_EMIT providerFinished(name, summary, error);
                if (const auto waiting = m_waitingGroups.take(name); !waiting.second.isEmpty())
                    start(waiting.first, waiting.second);
                finishIfIdle();
            });
    if (announced) // the wait is over: no longer say whom for
        Q_EMIT progressed(provider.name, SyncProgress {});
    else
        Q_EMIT started(provider.name);
    job->start();
}

void SyncEngine::cancel(const QString &provider)
{
    if (provider.isEmpty())
        m_waitingGroups.clear();
    else
        m_waitingGroups.remove(provider);
    // Those that wait for the write lock end here: no job of theirs exists.
    QStringList cancelled;
    m_waitingForLock.removeIf([&](const std::pair<Provider, QStringList> &waiting) {
        if (!provider.isEmpty() && waiting.first.name != provider)
            return false;
        cancelled.append(waiting.first.name);
        return true;
    });
    for (const QString &name : std::as_const(cancelled))
        Q_EMIT providerFinished(name, {}, Error(Error::Code::Cancelled, tr("cancelled")));
    if (!cancelled.isEmpty())
        finishIfIdle();
    // Copied: cancelling finishes jobs, which removes them from m_running.
    const auto running = m_running;
    for (auto it = running.cbegin(); it != running.cend(); ++it) {
        if ((provider.isEmpty() || it.key() == provider) && it.value())
            it.value()->cancel();
    }
}

} // namespace Toolshelf

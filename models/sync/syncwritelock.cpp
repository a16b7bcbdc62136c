// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/syncwritelock.h"

#include "core/logcategories.h"

namespace Toolshelf {

SyncWriteLock::SyncWriteLock(const Profile &profile, QObject *parent)
    : QObject(parent)
    , m_lock(profile)
{
    // Often enough that a sync follows a finished command without a felt
    // delay; a try is one failed open(O_EXCL), so the cost is nothing.
    m_retry.setInterval(std::chrono::milliseconds(500));
    connect(&m_retry, &QTimer::timeout, this, &SyncWriteLock::retry);
}

bool SyncWriteLock::request()
{
    if (m_retry.isActive())
        return false;
    switch (m_lock.tryAcquire()) {
    case ProfileWriteLock::Attempt::Taken:
        return true;
    case ProfileWriteLock::Attempt::Failed:
        qCWarning(lcSync).noquote() << QStringLiteral("cannot take the write lock %1; syncing "
                                                      "without it")
                                           .arg(m_lock.fileName());
        return true;
    case ProfileWriteLock::Attempt::Held:
        break;
    }
    m_holder = m_lock.holder();
    // Not the holder's command line, which may name paths.
    qCInfo(lcSync) << "waiting for the profile's write lock, which another process holds";
    m_retry.start();
    Q_EMIT waiting(m_holder);
    return false;
}

void SyncWriteLock::release()
{
    m_retry.stop();
    m_holder.clear();
    m_lock.release();
}

void SyncWriteLock::retry()
{
    const ProfileWriteLock::Attempt attempt = m_lock.tryAcquire();
    if (attempt == ProfileWriteLock::Attempt::Held) {
        if (const QString holder = m_lock.holder(); holder != m_holder) {
            m_holder = holder;
            Q_EMIT waiting(m_holder);
        }
        return;
    }
    m_retry.stop();
    m_holder.clear();
    Q_EMIT granted();
}

} // namespace Toolshelf

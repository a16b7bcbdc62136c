// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/profilewritelock.h"

#include <QObject>
#include <QTimer>

namespace Toolshelf {

// The profile's write lock as the window's syncs hold it: from the first
// sync that starts to the last that ends, so that a `toolshelf sync` or
// `pin` in a terminal waits for them and says why, as it waits for another
// command. When a command holds the lock, the window must not block: the
// lock is tried again twice a second until it is free, and each change of
// holder is said, so the wait can be shown.
class SyncWriteLock final : public QObject
{
    Q_OBJECT

public:
    explicit SyncWriteLock(const Profile &profile, QObject *parent = nullptr);

    // True when the syncs may write now: the lock is taken (or was), or it
    // cannot be made at all, in which case there is nothing to wait for and
    // SQLite's own locking is all there is. False while another process holds
    // it: waiting() says which, granted() follows once it is taken.
    bool request();
    // Every sync has ended (or waits no more): the lock goes to the next writer.
    void release();
    // Whom it waits for, while it does.
    QString holder() const { return m_holder; }

Q_SIGNALS:
    // Another process holds the lock; again when another one does.
    void waiting(const QString &holder);
    // The lock is taken after a wait.
    void granted();

private:
    void retry();

    ProfileWriteLock m_lock;
    QTimer m_retry;
    QString m_holder;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/profile.h"

#include <QCoreApplication>
#include <QLockFile>

#include <chrono>
#include <functional>

namespace Toolshelf {

// Writes to one profile, one process at a time: two `toolshelf sync` (or a
// sync and a pin, or the window's sync and a command's) at once would
// otherwise fetch side by side and one would fail on SQLite's lock with a less
// helpful message.
// The lock is a file in the profile's data directory that names its
// holder's process; a holder that was killed leaves it stale, and the next
// writer takes it over. Readers (search, show, exports) take no lock: the
// catalog's write-ahead log lets them read during a write.
class ProfileWriteLock
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ProfileWriteLock)

public:
    explicit ProfileWriteLock(const Profile &profile);

    // Takes the lock: at once when it is free; else it tells `waiting` who
    // holds it (once) and waits up to `patience`. False with `error` naming
    // the holder when it stays held. Kept until this object goes.
    bool acquire(std::chrono::milliseconds patience,
                 const std::function<void(const QString &holder)> &waiting, QString *error);

    // Takes the lock if it is free, never waiting: for the window, which
    // must not block and tries again on its own (SyncWriteLock).
    enum class Attempt {
        Taken,
        // Another process holds it: holder() says which.
        Held,
        // The lock file cannot be made (a read-only data directory, say).
        Failed,
    };
    Attempt tryAcquire();
    // Gives the lock up, for the next writer; acquire() takes it again.
    void release() { m_file.unlock(); }
    bool isHeld() const { return m_file.isLocked(); }
    // Who holds it now, for people (holder() below).
    QString holder() const { return holder(m_file); }

    QString fileName() const { return m_fileName; }

    // Who holds the lock at `fileName`, for people: the holder's command line
    // where this system can tell it ("toolshelf sync (process 4711)"), else
    // its process (and its computer, when another one's).
    static QString holder(const QLockFile &file);
    // A command line as holder() shows it: the program's name and its first
    // two words that are neither options nor paths (`toolshelf sync Vendor`
    // from `/usr/bin/toolshelf --profile /home/ada/work sync Vendor`), which
    // say what it does and keep the row it is shown in short.
    static QString commandShown(const QStringList &arguments);

private:
    QString m_fileName;
    QLockFile m_file;
};

} // namespace Toolshelf

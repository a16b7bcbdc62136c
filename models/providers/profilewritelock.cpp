// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/profilewritelock.h"

#include <QFile>
#include <QFileInfo>
#include <QSysInfo>

namespace Toolshelf {

namespace {

// The holder's command line, as Linux shows it (arguments separated by NUL).
QString commandLineOf(qint64 pid)
{
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!cmdline.open(QIODevice::ReadOnly))
        return {};
    QStringList words;
    for (const QByteArray &word : cmdline.read(4096).split('\0')) {
        if (!word.isEmpty())
            words.append(QString::fromLocal8Bit(word));
    }
    return ProfileWriteLock::commandShown(words);
}

} // namespace

ProfileWriteLock::ProfileWriteLock(const Profile &profile)
    : m_fileName(profile.dataDirectory() + QStringLiteral("/write.lock"))
    , m_file(m_fileName)
{
    // A sync may hold it for many minutes: only a holder that is gone makes
    // the lock stale, never its age.
    m_file.setStaleLockTime(std::chrono::milliseconds::zero());
}

bool ProfileWriteLock::acquire(std::chrono::milliseconds patience,
                               const std::function<void(const QString &)> &waiting, QString *error)
{
    if (m_file.tryLock(std::chrono::milliseconds::zero()))
        return true;
    if (m_file.error() == QLockFile::LockFailedError) {
        if (waiting)
            waiting(holder(m_file));
        if (m_file.tryLock(patience))
            return true;
    }
    if (error) {
        *error = m_file.error() == QLockFile::LockFailedError
            ? tr("%1 is still writing this profile; try again once it has finished")
                  .arg(holder(m_file))
            : tr("cannot take the profile's write lock %1").arg(m_fileName);
    }
    return false;
}

QString ProfileWriteLock::commandShown(const QStringList &arguments)
{
    if (arguments.isEmpty())
        return {};
    QStringList shown {QFileInfo(arguments.first()).fileName()};
    for (const QString &word : arguments.mid(1)) {
        if (shown.size() == 3)
            break;
        if (!word.startsWith(u'-') && !word.contains(u'/'))
            shown.append(word);
    }
    return shown.join(u' ');
}

ProfileWriteLock::Attempt ProfileWriteLock::tryAcquire()
{
    if (m_file.isLocked() || m_file.tryLock(std::chrono::milliseconds::zero()))
        return Attempt::Taken;
    return m_file.error() == QLockFile::LockFailedError ? Attempt::Held : Attempt::Failed;
}

QString ProfileWriteLock::holder(const QLockFile &file)
{
    qint64 pid = 0;
    QString host;
    QString application;
    if (!file.getLockInfo(&pid, &host, &application))
        return tr("another process");
    if (!host.isEmpty() && host != QSysInfo::machineHostName())
        return tr("process %1 on %2").arg(pid).arg(host);
    const QString command = commandLineOf(pid);
    return command.isEmpty() ? tr("process %1").arg(pid)
                             : tr("%1 (process %2)").arg(command).arg(pid);
}

} // namespace Toolshelf

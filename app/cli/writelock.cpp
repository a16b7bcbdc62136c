// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/writelock.h"

namespace Toolshelf {

std::unique_ptr<ProfileWriteLock> WriteLock::take(CommandIo &io, const QString &command)
{
    auto lock = std::make_unique<ProfileWriteLock>(io.profile);
    QString error;
    const auto waiting = [&io, &command](const QString &holder) {
        io.err << QStringLiteral("toolshelf %1: ").arg(command)
               << tr("waiting for %1, which is writing this profile…").arg(holder) << u'\n';
        io.err.flush();
    };
    if (lock->acquire(Patience, waiting, &error))
        return lock;
    io.err << QStringLiteral("toolshelf %1: ").arg(command) << error << u'\n';
    return nullptr;
}

} // namespace Toolshelf

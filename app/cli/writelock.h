// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/commandio.h"
#include "providers/profilewritelock.h"

#include <QCoreApplication>

#include <chrono>
#include <memory>

namespace Toolshelf {

// The profile's write lock as every writing command takes it: at once when
// free; else it says on standard error whom it waits for and waits.
class WriteLock
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::WriteLock)

public:
    // Long enough for another command's sync of a large provider to end;
    // a script that must not wait that long runs its commands in turn.
    static constexpr std::chrono::minutes Patience {10};

    // The lock, held until it is destroyed; nothing after saying why on
    // standard error ("toolshelf COMMAND: ...").
    static std::unique_ptr<ProfileWriteLock> take(CommandIo &io, const QString &command);
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/commandio.h"

#include <QString>
#include <QStringList>

namespace Toolshelf {

// One `toolshelf SUBCOMMAND`. Exit codes follow one convention across
// commands: 0 success, 1 the work found problems, 2 bad usage or unreadable input.
class Command
{
public:
    // Returned by run() when the command goes on in the event loop; it then
    // ends by calling CommandIo::finish with its exit code.
    static constexpr int Pending = -1;

    virtual ~Command() = default;

    virtual QString name() const = 0;
    // One line for `toolshelf --help`.
    virtual QString summary() const = 0;
    // `arguments` are those after the subcommand's name. `io` outlives the
    // command's work, also when it returns Pending.
    virtual int run(const QStringList &arguments, CommandIo &io) = 0;
};

} // namespace Toolshelf

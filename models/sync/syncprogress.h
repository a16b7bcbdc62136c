// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <optional>

namespace Toolshelf {

// How far one provider's sync has come, for progress bars and the CLI.
struct SyncProgress
{
    int pages = 0;
    qsizetype tools = 0;
    // How many tools the provider said it lists so far (ToolListing::toolsExpected()).
    std::optional<qint64> toolsExpected;
    qint64 bytes = 0;
    // Version histories fetched for pinned tools.
    int histories = 0;
    // Everything is fetched; the one transaction is being written (seconds
    // for a large catalog, during which the counts above stand still).
    bool saving = false;
    // Who holds the profile's write lock, while this sync waits for it to
    // start (SyncEngine::holdWriteLock); empty once it runs.
    QString waitingFor;
};

} // namespace Toolshelf

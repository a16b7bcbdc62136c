// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtGlobal>

#include <chrono>

namespace Toolshelf {

// What one provider's sync may cost at most, besides the per-request limits of
// NetworkService. The budgets are sized for the largest legitimate catalog, not
// the usual one: 2 million tools in pages of 50 (40,000 pages, about 3 GB of
// signatures) must sync within them on a link with 20 ms of round trip. A
// hostile or broken provider (a trickle, endless cursors, Retry-After on every
// page, huge pages) is stopped by them instead of holding a sync forever.
struct SyncLimits
{
    // Tools asked for per page (the draft's pageLimit).
    int pageLimit = 100;
    // A page may hold at most this many items whatever it was asked for: each
    // item costs memory to read, so the count is refused before reading them.
    qsizetype maxItemsPerPage = 10000;
    // Pages of one sync, listing and pinned tools' histories together.
    qint64 maxPages = 250000;
    // Body bytes of one sync; staging on disk takes about as much again.
    qint64 maxBytes = qint64(4) * 1024 * 1024 * 1024;
    // From the start until every page is in; writing the catalog afterwards is
    // local work bounded by the bytes. A server's Retry-After waits count too.
    std::chrono::seconds deadline {std::chrono::minutes(30)};
    // A provider with groups and search that holds more tools than this is a
    // marketplace: a sync reads its group tree and top-level tools, and a
    // group's tools when the user opens it (seed 003's lazy loading).
    qint64 maxTools = 100000;

    friend bool operator==(const SyncLimits &, const SyncLimits &) = default;
};

} // namespace Toolshelf

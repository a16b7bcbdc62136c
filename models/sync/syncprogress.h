#pragma once

#include <QtGlobal>

namespace Toolshelf {

// How far one provider's sync has come, for progress bars and the CLI.
struct SyncProgress
{
    int pages = 0;
    qsizetype tools = 0;
    qint64 bytes = 0;
    // Version histories fetched for pinned tools.
    int histories = 0;
    // Everything is fetched; the one transaction is being written (seconds
    // for a large catalog, during which the counts above stand still).
    bool saving = false;
};

} // namespace Toolshelf

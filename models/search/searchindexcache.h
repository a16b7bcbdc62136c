// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"

#include <QString>

#include <memory>

namespace Toolshelf {

class SearchIndex;

// Reads a SearchIndex from the file SearchIndexWriter wrote, in place, so a
// cold start searches from an index at once instead of building one for
// seconds, and an index's memory is pages the system may drop. The file is a cache:
// anything wrong with it (truncated, corrupt, hostile, of another catalog or
// of another build of Toolshelf) makes load() refuse it, never crash.
class SearchIndexCache
{
public:
    // Larger files are refused before anything is mapped. The file is
    // mapped, not read, so its size costs address space, not memory: 2
    // million tools make about 2 GB.
    static constexpr qint64 MaxFileSize = qint64(1) << 36;

    enum class Load {
        Loaded,
        Missing,
        Unreadable,
        // Not a search index file of this format version and byte order.
        WrongFormat,
        // Saved for another catalog file, or for a revision the catalog has not reached.
        ForeignRevision,
        // Sizes out of limits, lengths that do not add up, or data out of range.
        Malformed,
    };

    // The index saved in `file` if it was saved from the catalog `current`
    // names at `current`'s revision or before; `revision` gets its revision.
    // The index reads the file in place, mapped: it keeps the file open, and
    // a later write replaces the file without touching the one mapped.
    // Loading checks every position searches use, so a damaged file cannot
    // crash them, but reads neither the token sequence nor the postings (most
    // of the file): damage there would only give wrong answers, which
    // verify() finds afterwards.
    static std::unique_ptr<SearchIndex> load(const QString &file, const CatalogRevision &current,
                                             CatalogRevision *revision, Load *result = nullptr);
    // Whether the file `index` was loaded from is as saved, every byte (its
    // digest); true for an index that was built, not loaded. Reads the whole
    // file: about a second per gigabyte.
    static bool verify(const SearchIndex &index);
};

} // namespace Toolshelf

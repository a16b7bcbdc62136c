// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"

#include <QSqlDatabase>
#include <QString>

#include <atomic>
#include <memory>

namespace Toolshelf {

class SearchIndex;
class SearchIndexWriter;

// Reads a catalog file's search text (tools_fts), listing state and tags
// in one read transaction, so they are one snapshot, and writes them as the
// search index file `indexFile` (SearchIndexWriter; empty: a temporary file).
class SearchIndexReader
{
public:
    // Over its own read-only connection to the catalog at `path`, so it may
    // run on any thread beside the catalog's writer. The index written, read
    // in place; null on failure (`error` set) or once `cancel` (may be null)
    // is set. `revision` (may be null) gets the revision of the rows read.
    static std::unique_ptr<SearchIndex> read(const QString &path, const QString &indexFile,
                                             const std::atomic<bool> *cancel, QString *error,
                                             CatalogRevision *revision = nullptr);
    // Adds the rows of an open connection's catalog to `writer`, and
    // their revision to `revision`; false on failure (`error` set) or once
    // `cancel` is set. The caller finishes the writer.
    static bool read(const QSqlDatabase &connection, SearchIndexWriter *writer,
                     const std::atomic<bool> *cancel, QString *error, CatalogRevision *revision);
};

} // namespace Toolshelf

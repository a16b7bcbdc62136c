#pragma once

#include "catalog/catalogtypes.h"

#include <QSqlDatabase>
#include <QString>

#include <atomic>
#include <memory>

namespace Toolshelf {

class SearchIndex;

// Reads a catalog file's search text (tools_fts), listing state and tags
// into a SearchIndex, in one read transaction so they are one snapshot.
class SearchIndexReader
{
public:
    // Over its own read-only connection to the catalog at `path`, so it may
    // run on any thread beside the catalog's writer. Null on failure (`error`
    // set) or once `cancel` (may be null) is set; `revision` (may be null)
    // gets the revision of the rows read.
    static std::unique_ptr<SearchIndex> read(const QString &path, const std::atomic<bool> *cancel,
                                             QString *error, CatalogRevision *revision = nullptr);
    // The same over an open connection.
    static std::unique_ptr<SearchIndex> read(const QSqlDatabase &connection,
                                             const std::atomic<bool> *cancel, QString *error,
                                             CatalogRevision *revision = nullptr);
};

} // namespace Toolshelf

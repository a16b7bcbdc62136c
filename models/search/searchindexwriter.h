// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "search/searchindex.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QTemporaryFile>

#include <algorithm>
#include <array>
#include <atomic>
#include <memory>
#include <vector>

namespace Toolshelf {

class SearchIndexScratch;

// Builds the search index of a catalog straight into its file
// (SearchIndexFormat), in memory bounded by the number of tools, not by
// their text: a million tools' index is about a gigabyte, and building it
// on the heap took half again as much beside the catalog's own work. As
// tools are added, their tokens go to a scratch file beside the index; only
// the dictionary and a few numbers per tool stay in memory. finish() then
// writes the file front to back, reading the scratch file once for the
// token sequence and once per pass of postings or prefix columns.
class SearchIndexWriter final
{
public:
    // What one pass over the scratch file fills in memory at most: the
    // postings of a range of tokens, or the columns of a few prefixes.
    static constexpr qsizetype DefaultPassBytes = qsizetype(32) << 20;

    struct Tool
    {
        qint64 rowId = 0;
        QString provider;
        bool listed = true;
        qint64 updatedAt = 0;
        std::array<QString, SearchIndex::ColumnCount> text;
        // Tool::groupPath: where its provider files it.
        QStringList groupPath;
    };

    // Writes `file` (atomically: a reader sees the old file or the new one)
    // with scratch space beside it. An empty `file`: a temporary file,
    // removed from its folder as soon as finish() has mapped it.
    explicit SearchIndexWriter(const QString &file);
    ~SearchIndexWriter();
    SearchIndexWriter(const SearchIndexWriter &) = delete;
    SearchIndexWriter &operator=(const SearchIndexWriter &) = delete;

    // Tests make passes small, so that a small catalog takes several.
    void setPassBytes(qsizetype bytes) { m_passBytes = std::max<qsizetype>(bytes, 1); }

    // Room for this many tools and tool_tags rows: growing by doubling held
    // up to three times the per-tool numbers for a moment, the build's peak.
    void reserve(qsizetype tools, qsizetype tags);
    // Tools must be added in the catalog's name order (name COLLATE NOCASE,
    // provider, tool id): sorting by name is then sorting by position.
    void addTool(const Tool &tool);
    // One tool_tags row, after every tool; tags of unknown tools are ignored.
    void addTag(qint64 rowId, const QString &tag);
    // Writes the file as the index of `revision` and returns it mapped
    // (SearchIndexCache::load()). Null with `error` set when the disk
    // refused a write or the catalog is beyond the format's limits; null
    // without one once `cancel` (may be null) is set.
    std::unique_ptr<SearchIndex> finish(const CatalogRevision &revision,
                                        const std::atomic<bool> *cancel, QString *error);

private:
    // What finish() works out before writing the first byte.
    struct Tables;

    quint32 tokenId(const QString &token);
    quint32 groupNode(const QStringList &path);
    void fail(const QString &message);
    Tables tables() const;
    bool save(const CatalogRevision &revision, const std::atomic<bool> *cancel);
    // Frees what it has written and no later part needs.
    bool write(QIODevice &out, Tables &tables, const CatalogRevision &revision,
               const std::atomic<bool> *cancel);

    QString m_file;
    // Holds the name of the file written when none was given.
    std::unique_ptr<QTemporaryFile> m_anonymous;
    std::unique_ptr<SearchIndexScratch> m_scratch;
    QString m_error;
    qsizetype m_passBytes = DefaultPassBytes;

    // Per tool, by position in name order.
    std::vector<qint64> m_rowIds;
    std::vector<quint32> m_provider;
    std::vector<qint64> m_updatedAt;
    std::vector<quint8> m_listed;
    std::vector<quint32> m_group;
    // Where each tool's columns start in the token sequence; one more at the end.
    std::vector<quint32> m_columnStart;
    quint64 m_sequenceSize = 0;

    // Tokens by the id of their first sighting: interned in an open-addressing
    // table (with QHash, looking up 12 million tokens took most of a build),
    // each with the tools counted so far that hold it, which makes the postings' table.
    struct TokenSlot
    {
        QString token;
        quint32 hash = 0;
        quint32 id = 0;
    };
    std::vector<TokenSlot> m_tokenTable;
    QStringList m_tokens;
    std::vector<quint32> m_tokenTools;
    std::vector<quint32> m_tokenLastTool;

    QHash<QString, quint32> m_providerIds;
    QHash<QString, quint32> m_tagIds;
    QHash<std::pair<quint32, QString>, quint32> m_groupIds;
    QStringList m_groupNames {QString()};
    std::vector<quint32> m_groupParent {0};
    // (row id, tool), sorted when the first tag comes.
    std::vector<std::pair<qint64, quint32>> m_toolOfRow;
    std::vector<std::pair<quint32, quint32>> m_toolTags;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

namespace Toolshelf {

// The catalog's search text, for search as you type: the same matches,
// totals and tag counts as the FTS5 path of CatalogDatabase, in a few
// milliseconds for 100,000 tools. SearchIndexWriter writes it to a file and
// SearchIndexCache::load() reads that file in place; it is then only read, so
// an index may be used from any one thread at a time.
class SearchIndex final
{
public:
    // Empty until SearchIndexCache::load() fills it.
    SearchIndex();
    ~SearchIndex();
    // Its arrays point into the file it keeps mapped: never copied.
    SearchIndex(const SearchIndex &) = delete;
    SearchIndex &operator=(const SearchIndex &) = delete;

    // The columns of the tools_fts table, in its order.
    enum Column { Name, Description, Tags, Parameters, ProviderName, ColumnCount };

    struct Result
    {
        // The tools.id of the requested rows (limit and offset applied), in order.
        QList<qint64> rowIds;
        qsizetype total = 0;
        QList<TagCount> tags;
        // Every group holding a tool that matches the query but for its
        // groupPath, so the tree shows where else the matches are; sorted
        // by path, each group after its parent.
        QList<GroupCount> groups;
    };

    // What CatalogDatabase::search(), count() and tagCounts() answer for `query`.
    Result search(const CatalogQuery &query) const;
    qsizetype size() const { return qsizetype(m_rowIds.size()); }
    // The prefixes whose columns were made ahead.
    qsizetype prefixesMade() const { return qsizetype(m_prefixRanges.size() / 2); }
    // A search visits the tools in parts of at least this many, each on a
    // thread of its own (as many as there are cores). Tests lower it.
    static constexpr quint32 DefaultToolsPerPart = 16384;
    static void setToolsPerPart(quint32 tools);
    // Whether it reads a file in place (SearchIndexCache::load()): false
    // only for an index nothing was loaded into.
    bool isMapped() const { return bool(m_mapped); }

private:
    // Saves and loads exactly these members.
    friend class SearchIndexCache;

    // One word of the query: a phrase whose last token is a prefix.
    struct Word
    {
        std::vector<quint32> tokens;
        // Token ids [first, last) start with the phrase's last token.
        quint32 first = 0;
        quint32 last = 0;
    };

    bool parse(const QString &text, std::vector<Word> *words) const;
    // Per tool, the columns (bit per Column) in which `word` occurs; 0: none.
    // `owned` holds them unless they were made ahead, in the file.
    const quint8 *match(const Word &word, std::vector<quint8> *owned) const;
    quint8 phraseColumns(quint32 tool, const Word &word) const;
    // The columns made for the tokens [first, last), or null if none were.
    const quint8 *prefixColumns(quint32 first, quint32 last) const;
    // What a query asks of every tool, worked out once.
    struct Filter;
    // A range of tools one thread visits, and what it found there.
    struct Part;
    // False when nothing can match (a tag no tool has).
    bool prepare(const CatalogQuery &query, const std::vector<Word> &words, Filter *filter) const;
    // The part's matches, scores and group counts.
    void scan(const Filter &filter, Part *part) const;
    // The tags of the part's matches, or of its tools that do not match.
    void countTags(const Filter &filter, bool unmatched, Part *part) const;
    // The matches [from, to) in `sort`'s order.
    std::vector<quint32> window(CatalogQuery::Sort sort, const std::vector<Part> &parts,
                                size_t from, size_t to) const;
    void makeTagTotals() const;
    // Per group node, whether it is the query's group or below it; empty
    // when the query names no group. Nothing is inside a group that is not there.
    std::vector<bool> nodesInside(const QStringList &groupPath) const;
    QList<GroupCount> groupCounts(std::vector<qsizetype> direct) const;

    // The numbers searches read, as views into the file mapped read-only
    // (m_mapped), whose pages the system reads as searches touch them and may
    // drop again; SearchIndexWriter lays them out.
    // Per tool, indexed by its position in name order.
    std::span<const qint64> m_rowIds;
    std::span<const quint32> m_provider;
    std::span<const qint64> m_updatedAt;
    std::span<const quint8> m_listed;
    // The tool's tokens, column after column; a tool's columns start at
    // m_columnStart[tool * ColumnCount + column]; one more entry at the end.
    std::span<const quint32> m_sequence;
    std::span<const quint32> m_columnStart;
    // Tag ids per tool, ascending, from m_tagStart[tool] to m_tagStart[tool + 1].
    std::span<const quint32> m_tags;
    std::span<const quint32> m_tagStart;

    // Tokens in ascending order; a token's postings are tool << 5 | columns,
    // ascending, from m_postingStart[token] to m_postingStart[token + 1].
    QStringList m_tokens;
    std::span<const quint32> m_postings;
    std::span<const quint32> m_postingStart;
    // Words of one or two characters match the most postings (a million
    // tools' "i" about seventeen million): for each such prefix whose tokens
    // have more postings than there are tools, the columns of every tool for
    // that range of tokens, made once. Ranges are pairs of token ids
    // [first, last); m_prefixColumns holds one run of tools' bytes per range.
    std::span<const quint32> m_prefixRanges;
    std::span<const quint8> m_prefixColumns;

    QStringList m_providers;
    // Position under COLLATE NOCASE; names that compare equal share one.
    std::span<const quint32> m_providerRank;
    // Tag names in SQLite's (UTF-8 byte) order: a tag's id is its rank.
    QStringList m_tagNames;
    // The group tree: node 0 is the top level (no group); every other node
    // has a name and a parent made before it. Per tool, the node it is filed in.
    std::span<const quint32> m_group;
    std::span<const quint32> m_groupParent;
    QStringList m_groupNames {QString()};

    // Open while the index lives: closing it would unmap the views.
    std::unique_ptr<QFile> m_mapped;

    // Per tag id, the listed tools [0] and all tools [1] that carry it:
    // counted at the first query that needs them.
    mutable std::once_flag m_tagTotalsMade;
    mutable std::array<std::vector<qsizetype>, 2> m_tagTotals;
};

} // namespace Toolshelf

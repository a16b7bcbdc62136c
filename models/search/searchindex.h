#pragma once

#include "catalog/catalogtypes.h"

#include <QFile>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <span>
#include <vector>

namespace Toolshelf {

// The catalog's search text in memory, for search as you type: the same
// matches, totals and tag counts as the FTS5 path of CatalogDatabase, in a
// few milliseconds for 100,000 tools. Built once from the catalog's rows and
// then only read, so a built index may be used from any one thread at a time.
class SearchIndex final
{
public:
    SearchIndex();
    ~SearchIndex();
    // Its arrays may point into its own storage: never copied.
    SearchIndex(const SearchIndex &) = delete;
    SearchIndex &operator=(const SearchIndex &) = delete;

    // The columns of the tools_fts table, in its order.
    enum Column { Name, Description, Tags, Parameters, ProviderName, ColumnCount };

    struct Tool
    {
        qint64 rowId = 0;
        QString provider;
        bool listed = true;
        qint64 updatedAt = 0;
        std::array<QString, ColumnCount> text;
        // Tool::groupPath: where its provider files it.
        QStringList groupPath;
    };

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

    // Tools must be added in the catalog's name order (name COLLATE NOCASE,
    // provider, tool id): sorting by name is then sorting by position.
    void addTool(const Tool &tool);
    // One tool_tags row; tags of unknown tools are ignored.
    void addTag(qint64 rowId, const QString &tag);
    // Builds the dictionary and posting lists; call once, after every add.
    void finish();

    // What CatalogDatabase::search(), count() and tagCounts() answer for `query`.
    Result search(const CatalogQuery &query) const;
    qsizetype size() const { return qsizetype(m_rowIds.size()); }
    // The prefixes whose columns were made ahead.
    qsizetype prefixesMade() const { return qsizetype(m_prefixRanges.size() / 2); }
    // Whether it reads a saved file in place (SearchIndexCache::load()).
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
    void match(const Word &word, std::vector<quint8> *columns) const;
    quint8 phraseColumns(quint32 tool, const Word &word) const;
    // The columns made for the tokens [first, last), or null if none were.
    const quint8 *prefixColumns(quint32 first, quint32 last) const;
    struct Arrays;
    void addPrefixColumns(Arrays &built, quint32 tools) const;
    // The matches; `groupCounts` gets, per group node, the matches but for
    // the query's group that are filed directly in it.
    std::vector<quint32> filtered(const CatalogQuery &query, const std::vector<Word> &words,
                                  std::vector<quint32> *scores,
                                  std::vector<qsizetype> *groupCounts) const;
    // Per group node, whether it is the query's group or below it; empty
    // when the query names no group. Nothing is inside a group that is not there.
    std::vector<bool> nodesInside(const QStringList &groupPath) const;
    quint32 groupNode(const QStringList &path);
    QList<GroupCount> groupCounts(std::vector<qsizetype> direct) const;

    // The numbers searches read, as views: into the vectors a build filled
    // (m_built), or into a cache file mapped read-only (m_mapped), whose pages
    // the system reads as searches touch them and may drop again.
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

    // What the views above point into.
    std::unique_ptr<Arrays> m_built;
    // Open while the index lives: closing it would unmap the views.
    std::unique_ptr<QFile> m_mapped;
    // Points every view into m_built.
    void viewBuilt();

    // Only while building. Tokens are interned in an open-addressing table:
    // with QHash, looking up 12 million tokens took most of a build.
    struct TokenSlot
    {
        QString token;
        quint32 hash = 0;
        quint32 id = 0;
    };
    quint32 tokenId(const QString &token);
    std::vector<TokenSlot> m_tokenTable;
    QHash<QString, quint32> m_providerIds;
    QHash<QString, quint32> m_tagIds;
    QHash<std::pair<quint32, QString>, quint32> m_groupIds;
    QHash<qint64, quint32> m_toolOfRow;
    std::vector<std::pair<quint32, quint32>> m_toolTags;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "search/searchindexwriter.h"

#include "search/searchindex.h"
#include "search/searchindexcache.h"
#include "search/searchindexformat.h"
#include "search/searchindexscratch.h"
#include "search/searchtokenizer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <numeric>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace Toolshelf {

using namespace SearchIndexFormat;

namespace {

constexpr quint32 NoTool = 0xFFFFFFFF;

// SQLite's NOCASE: BINARY with ASCII letters folded.
QByteArray nocaseKey(const QString &text)
{
    QByteArray key = text.toUtf8();
    for (char &c : key) {
        if (c >= 'A' && c <= 'Z')
            c = char(c + ('a' - 'A'));
    }
    return key;
}

quint32 intern(QHash<QString, quint32> &ids, const QString &text)
{
    const auto found = ids.constFind(text);
    if (found != ids.constEnd())
        return *found;
    const auto id = quint32(ids.size());
    ids.insert(text, id);
    return id;
}

// Freed blocks of a few MB stay with glibc's allocator (it raises its mmap
// threshold after freeing the first), counted in the process's memory until
// it is asked to give them back.
void giveBackFreedMemory()
{
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

QString writeError(const QString &file, const QString &reason)
{
    return QCoreApplication::translate("Toolshelf::SearchIndexWriter",
                                       "Cannot write the search index %1: %2")
        .arg(QDir::toNativeSeparators(file), reason);
}

} // namespace

struct SearchIndexWriter::Tables
{
    // Tokens in ascending order, and each token's rank by first-sighting id.
    QStringList tokens;
    std::vector<quint32> rank;
    // A token's postings start at postingStart[rank]; one more at the end.
    std::vector<quint32> postingStart;
    // Pairs [first, last) of ranks whose columns are made ahead (SearchIndex).
    std::vector<quint32> prefixRanges;
    QStringList providers;
    std::vector<quint32> providerRank;
    // Tag names in SQLite's (UTF-8 byte) order; per tool, its tag ranks.
    QStringList tagNames;
    std::vector<quint32> tags;
    std::vector<quint32> tagStart;
};

SearchIndexWriter::SearchIndexWriter(const QString &file)
    : m_file(file)
{
    if (m_file.isEmpty()) {
        // A name of its own in the temporary folder, removed with this writer.
        m_anonymous = std::make_unique<QTemporaryFile>(
            QDir(QDir::tempPath()).filePath(QStringLiteral("toolshelf-search-index-XXXXXX")));
        if (m_anonymous->open()) {
            m_file = m_anonymous->fileName();
            m_anonymous->close();
        } else {
            m_file = QDir::tempPath();
            fail(m_anonymous->errorString());
        }
    }
    m_scratch = std::make_unique<SearchIndexScratch>(QFileInfo(m_file).absolutePath());
    if (!m_scratch->ok())
        fail(m_scratch->errorString());
}

SearchIndexWriter::~SearchIndexWriter() = default;

void SearchIndexWriter::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = writeError(m_file, message);
}

void SearchIndexWriter::reserve(qsizetype tools, qsizetype tags)
{
    m_toolTags.reserve(size_t(std::clamp<qsizetype>(tags, 0, qsizetype(MaxElements))));
    const auto count = size_t(std::clamp<qsizetype>(tools, 0, qsizetype(MaxTools)));
    m_rowIds.reserve(count);
    m_provider.reserve(count);
    m_updatedAt.reserve(count);
    m_listed.reserve(count);
    m_group.reserve(count);
    m_columnStart.reserve(count * SearchIndex::ColumnCount + 1);
}

void SearchIndexWriter::addTool(const Tool &tool)
{
    if (!m_error.isEmpty())
        return;
    const auto index = quint32(m_rowIds.size());
    if (index + 1 > MaxTools) {
        fail(QCoreApplication::translate("Toolshelf::SearchIndexWriter", "more than %L1 tools")
                 .arg(MaxTools));
        return;
    }
    m_rowIds.push_back(tool.rowId);
    m_provider.push_back(intern(m_providerIds, tool.provider));
    m_updatedAt.push_back(tool.updatedAt);
    m_listed.push_back(tool.listed ? 1 : 0);
    m_group.push_back(groupNode(tool.groupPath));
    for (const QString &text : tool.text) {
        m_columnStart.push_back(quint32(m_sequenceSize));
        SearchTokenizer::forEachToken(text, [this, index](const QString &token) {
            const quint32 id = tokenId(token);
            if (m_tokenLastTool[id] != index) {
                m_tokenLastTool[id] = index;
                ++m_tokenTools[id];
            }
            m_scratch->push(id);
            ++m_sequenceSize;
        });
    }
    // Postings are at most the sequence: both fit the format's positions.
    if (m_sequenceSize >= MaxElements)
        fail(QCoreApplication::translate("Toolshelf::SearchIndexWriter",
                                         "more than %L1 words of text")
                 .arg(MaxElements));
}

quint32 SearchIndexWriter::groupNode(const QStringList &path)
{
    quint32 node = 0;
    for (const QString &name : path) {
        const auto key = std::pair {node, name};
        const auto found = m_groupIds.constFind(key);
        if (found != m_groupIds.cend()) {
            node = *found;
            continue;
        }
        const auto made = quint32(m_groupNames.size());
        m_groupNames.append(name);
        m_groupParent.push_back(node);
        m_groupIds.insert(key, made);
        node = made;
    }
    return node;
}

quint32 SearchIndexWriter::tokenId(const QString &token)
{
    if (m_tokenTable.empty())
        m_tokenTable.resize(1024);
    quint32 hash = 2166136261U; // FNV-1a
    for (const QChar c : token)
        hash = (hash ^ c.unicode()) * 16777619U;
    const size_t mask = m_tokenTable.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        TokenSlot &slot = m_tokenTable[i];
        if (slot.hash == hash && slot.token == token)
            return slot.id;
        if (!slot.token.isNull())
            continue;
        const auto id = quint32(m_tokens.size());
        slot = {token, hash, id};
        m_tokens.append(token);
        m_tokenTools.push_back(0);
        m_tokenLastTool.push_back(NoTool);
        // Keep the table at most half full.
        if (size_t(m_tokens.size()) * 2 > m_tokenTable.size()) {
            std::vector<TokenSlot> old(m_tokenTable.size() * 2);
            old.swap(m_tokenTable);
            const size_t grown = m_tokenTable.size() - 1;
            for (TokenSlot &entry : old) {
                if (entry.token.isNull())
                    continue;
                size_t at = entry.hash & grown;
                while (!m_tokenTable[at].token.isNull())
                    at = (at + 1) & grown;
                m_tokenTable[at] = std::move(entry);
            }
        }
        return id;
    }
}

void SearchIndexWriter::addTag(qint64 rowId, const QString &tag)
{
    if (m_toolOfRow.size() != m_rowIds.size()) {
        m_toolOfRow.clear();
        m_toolOfRow.reserve(m_rowIds.size());
        for (quint32 tool = 0; tool < quint32(m_rowIds.size()); ++tool)
            m_toolOfRow.emplace_back(m_rowIds[tool], tool);
        std::sort(m_toolOfRow.begin(), m_toolOfRow.end());
    }
    const auto found = std::lower_bound(m_toolOfRow.cbegin(), m_toolOfRow.cend(),
                                        std::pair<qint64, quint32> {rowId, 0});
    if (found != m_toolOfRow.cend() && found->first == rowId)
        m_toolTags.emplace_back(found->second, intern(m_tagIds, tag));
}

SearchIndexWriter::Tables SearchIndexWriter::tables() const
{
    Tables made;
    const auto tools = quint32(m_rowIds.size());

    // Tokens numbered in sorted order, so a prefix is a range of ranks.
    std::vector<quint32> order(size_t(m_tokens.size()));
    std::iota(order.begin(), order.end(), 0U);
    std::sort(order.begin(), order.end(),
              [this](quint32 a, quint32 b) { return m_tokens.at(a) < m_tokens.at(b); });
    made.rank.resize(order.size());
    made.tokens.reserve(m_tokens.size());
    made.postingStart.assign(order.size() + 1, 0);
    for (quint32 rank = 0; rank < quint32(order.size()); ++rank) {
        made.rank[order[rank]] = rank;
        made.tokens.append(m_tokens.at(order[rank]));
        made.postingStart[rank + 1] = made.postingStart[rank] + m_tokenTools[order[rank]];
    }

    // Prefixes of one and two characters whose tokens have more postings
    // than there are tools, in token order.
    std::vector<std::pair<quint32, quint32>> ranges;
    const auto tokenCount = quint32(made.tokens.size());
    for (const qsizetype length : {1, 2}) {
        for (quint32 first = 0; first < tokenCount;) {
            const QStringView prefix = QStringView(made.tokens.at(first)).left(length);
            quint32 last = first + 1;
            while (last < tokenCount && made.tokens.at(last).startsWith(prefix))
                ++last;
            if (prefix.size() == length
                && made.postingStart[last] - made.postingStart[first] > tools)
                ranges.emplace_back(first, last);
            first = last;
        }
    }
    // A one-character prefix with a single two-character one below it: the
    // same range, made once.
    std::sort(ranges.begin(), ranges.end());
    ranges.erase(std::unique(ranges.begin(), ranges.end()), ranges.end());
    for (const auto &[first, last] : ranges) {
        made.prefixRanges.push_back(first);
        made.prefixRanges.push_back(last);
    }

    // Providers ranked as ORDER BY provider COLLATE NOCASE ranks them.
    made.providers.resize(m_providerIds.size());
    for (auto it = m_providerIds.cbegin(); it != m_providerIds.cend(); ++it)
        made.providers[*it] = it.key();
    std::vector<std::pair<QByteArray, quint32>> keys;
    for (quint32 id = 0; id < quint32(made.providers.size()); ++id)
        keys.emplace_back(nocaseKey(made.providers.at(id)), id);
    std::sort(keys.begin(), keys.end());
    made.providerRank.assign(keys.size(), 0);
    for (size_t i = 1; i < keys.size(); ++i)
        made.providerRank[keys[i].second]
            = made.providerRank[keys[i - 1].second] + (keys[i].first != keys[i - 1].first ? 1 : 0);

    // Tags numbered in SQLite's order, then grouped by tool.
    QStringList names(m_tagIds.size());
    for (auto it = m_tagIds.cbegin(); it != m_tagIds.cend(); ++it)
        names[*it] = it.key();
    std::vector<quint32> tagOrder(size_t(names.size()));
    std::iota(tagOrder.begin(), tagOrder.end(), 0U);
    std::sort(tagOrder.begin(), tagOrder.end(),
              [&names](quint32 a, quint32 b) { return binaryLess(names.at(a), names.at(b)); });
    std::vector<quint32> tagRank(tagOrder.size());
    for (quint32 rank = 0; rank < quint32(tagOrder.size()); ++rank) {
        tagRank[tagOrder[rank]] = rank;
        made.tagNames.append(names.at(tagOrder[rank]));
    }
    std::vector<std::pair<quint32, quint32>> toolTags;
    toolTags.reserve(m_toolTags.size());
    for (const auto &[tool, tag] : m_toolTags)
        toolTags.emplace_back(tool, tagRank[tag]);
    std::sort(toolTags.begin(), toolTags.end());
    toolTags.erase(std::unique(toolTags.begin(), toolTags.end()), toolTags.end());
    made.tagStart.assign(size_t(tools) + 1, 0);
    made.tags.reserve(toolTags.size());
    for (const auto &[tool, tag] : toolTags) {
        made.tags.push_back(tag);
        ++made.tagStart[tool + 1];
    }
    std::partial_sum(made.tagStart.begin(), made.tagStart.end(), made.tagStart.begin());
    return made;
}

std::unique_ptr<SearchIndex> SearchIndexWriter::finish(const CatalogRevision &revision,
                                                       const std::atomic<bool> *cancel,
                                                       QString *error)
{
    m_columnStart.push_back(quint32(m_sequenceSize));
    m_scratch->flush();
    if (m_error.isEmpty() && !m_scratch->ok())
        fail(m_scratch->errorString());
    const bool saved = m_error.isEmpty() && save(revision, cancel);
    // Loading reads the mapped file's tables: the heap's copies go first.
    m_rowIds = {};
    m_provider = {};
    m_updatedAt = {};
    m_listed = {};
    m_group = {};
    m_columnStart = {};
    m_scratch.reset();
    giveBackFreedMemory();
    std::unique_ptr<SearchIndex> index;
    if (saved) {
        index = SearchIndexCache::load(m_file, revision, nullptr);
        if (!index)
            fail(QCoreApplication::translate("Toolshelf::SearchIndexWriter",
                                             "the file written cannot be read back"));
    }
    if (!m_error.isEmpty())
        *error = m_error;
    // The map outlives the name; with none given, nobody else needs the file.
    m_anonymous.reset();
    return index;
}

bool SearchIndexWriter::save(const CatalogRevision &revision, const std::atomic<bool> *cancel)
{
    Tables made = tables();
    // What only adding and tables() look up, freed before the passes fill theirs.
    m_tokenTable = {};
    m_tokenTools = {};
    m_tokenLastTool = {};
    m_providerIds = {};
    m_tagIds = {};
    m_groupIds = {};
    m_toolOfRow = {};
    m_toolTags = {};
    giveBackFreedMemory();
    QSaveFile out(m_file);
    if (!out.open(QIODevice::WriteOnly)) {
        fail(out.errorString());
        return false;
    }
    if (!write(out, made, revision, cancel)) {
        out.cancelWriting();
        if (!(cancel && cancel->load()))
            fail(m_scratch->ok() ? out.errorString() : m_scratch->errorString());
        return false;
    }
    if (!out.commit()) {
        fail(out.errorString());
        return false;
    }
    return true;
}

bool SearchIndexWriter::write(QIODevice &out, Tables &made, const CatalogRevision &revision,
                              const std::atomic<bool> *cancel)
{
    const auto tools = quint32(m_rowIds.size());
    const auto tokenCount = quint32(made.tokens.size());
    std::array<quint64, SizeCount> sizes {};
    sizes[Tools] = tools;
    sizes[Sequence] = m_sequenceSize;
    sizes[Tokens] = tokenCount;
    sizes[TokenChars] = chars(made.tokens);
    sizes[Postings] = made.postingStart.back();
    sizes[Tags] = made.tags.size();
    sizes[Providers] = quint64(made.providers.size());
    sizes[ProviderChars] = chars(made.providers);
    sizes[TagNames] = quint64(made.tagNames.size());
    sizes[TagNameChars] = chars(made.tagNames);
    sizes[Groups] = quint64(m_groupNames.size());
    sizes[GroupNameChars] = chars(m_groupNames);
    sizes[PrefixRanges] = made.prefixRanges.size() / 2;
    const QByteArray catalog = revision.catalog.toUtf8().left(MaxCatalogIdBytes);

    Writer writer(out);
    writer.raw(Magic, sizeof Magic);
    writer.value(ByteOrderMark);
    writer.value(Version);
    writer.value(quint32(catalog.size()));
    writer.raw(catalog.constData(), catalog.size());
    writer.align();
    writer.value(revision.number);
    writer.raw(sizes.data(), qint64(sizeof sizes));
    writer.array(std::span<const qint64>(m_rowIds));
    writer.array(std::span<const quint32>(m_provider));
    writer.array(std::span<const qint64>(m_updatedAt));
    writer.array(std::span<const quint8>(m_listed));
    writer.array(std::span<const quint32>(m_columnStart));
    // Written: the passes below need none of them.
    m_rowIds = {};
    m_provider = {};
    m_updatedAt = {};
    m_listed = {};

    // The sequence by rank, as the scratch file holds it by first sighting.
    const std::span<const quint32> columnStart(m_columnStart);
    const std::span<const quint32> rank(made.rank);
    writer.beginArray();
    {
        m_scratch->rewind();
        std::vector<quint32> chunk;
        chunk.reserve(SearchIndexScratch::ChunkTokens);
        for (quint64 i = 0; i < m_sequenceSize && writer.ok(); ++i) {
            chunk.push_back(rank[m_scratch->next()]);
            if (chunk.size() == SearchIndexScratch::ChunkTokens || i + 1 == m_sequenceSize) {
                writer.raw(chunk.data(), qint64(chunk.size() * sizeof(quint32)));
                chunk.clear();
                if (cancel && cancel->load(std::memory_order_relaxed))
                    return false;
            }
        }
        if (!m_scratch->ok())
            return false;
    }
    writer.array(std::span<const quint32>(made.tagStart));
    writer.array(std::span<const quint32>(made.tags));
    made.tagStart = {};
    made.tags = {};
    giveBackFreedMemory();
    writer.strings(made.tokens);
    writer.array(std::span<const quint32>(made.postingStart));

    // Postings: each tool once per token, with the columns it occurs in,
    // for as many tokens at a time as fill the pass (at least one).
    const auto passPostings = quint32(std::min<qsizetype>(m_passBytes / 4, MaxElements));
    const std::vector<quint32> &start = made.postingStart;
    writer.beginArray();
    for (quint32 first = 0; first < tokenCount && writer.ok();) {
        quint32 last = first + 1;
        while (last < tokenCount && start[last + 1] - start[first] <= passPostings)
            ++last;
        std::vector<quint32> postings(start[last] - start[first], 0);
        std::vector<quint32> next(last - first);
        for (quint32 token = first; token < last; ++token)
            next[token - first] = start[token] - start[first];
        std::vector<quint32> lastTool(last - first, NoTool);
        const bool read = m_scratch->forEach(columnStart, rank, cancel,
                                             [&](quint32 tool, quint32 column, quint32 token) {
                                                 if (token < first || token >= last)
                                                     return;
                                                 const quint32 at = token - first;
                                                 if (lastTool[at] != tool) {
                                                     lastTool[at] = tool;
                                                     postings[next[at]++] = tool << ColumnBits;
                                                 }
                                                 postings[next[at] - 1] |= 1U << column;
                                             });
        if (!read)
            return false;
        writer.raw(postings.data(), qint64(postings.size() * sizeof(quint32)));
        first = last;
    }

    // The columns of every tool for each prefix range, as many ranges at a
    // time as fill the pass. A token lies in at most two ranges: ranges of
    // one length are disjoint, and each two-character one inside a one-character one.
    writer.array(std::span<const quint32>(made.prefixRanges));
    writer.beginArray();
    const size_t rangeCount = made.prefixRanges.size() / 2;
    const size_t perPass = std::max<size_t>(1, size_t(m_passBytes) / std::max<size_t>(tools, 1));
    for (size_t group = 0; group < rangeCount && writer.ok(); group += perPass) {
        const size_t count = std::min(perPass, rangeCount - group);
        std::vector<quint8> columns(count * tools, 0);
        std::vector<std::array<qint32, 2>> slots(tokenCount, {-1, -1});
        for (size_t i = 0; i < count; ++i) {
            const size_t range = group + i;
            for (quint32 token = made.prefixRanges[2 * range];
                 token < made.prefixRanges[2 * range + 1]; ++token)
                slots[token][slots[token][0] < 0 ? 0 : 1] = qint32(i);
        }
        const bool read = m_scratch->forEach(
            columnStart, rank, cancel, [&](quint32 tool, quint32 column, quint32 token) {
                for (const qint32 slot : slots[token]) {
                    if (slot >= 0)
                        columns[size_t(slot) * tools + tool] |= quint8(1U << column);
                }
            });
        if (!read)
            return false;
        writer.raw(columns.data(), qint64(columns.size()));
    }

    writer.strings(made.providers);
    writer.array(std::span<const quint32>(made.providerRank));
    writer.strings(made.tagNames);
    writer.array(std::span<const quint32>(m_group));
    writer.array(std::span<const quint32>(m_groupParent));
    writer.strings(m_groupNames);
    writer.finish();
    return writer.ok();
}

} // namespace Toolshelf

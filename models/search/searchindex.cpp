// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "search/searchindex.h"

#include "search/searchindexformat.h"
#include "search/searchtokenizer.h"

#include <QRegularExpression>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <functional>
#include <mutex>
#include <numeric>

namespace Toolshelf {

namespace {

// As CatalogDatabase::matchExpression caps them.
constexpr qsizetype MaxSearchWords = 32;
using SearchIndexFormat::ColumnBits;
static_assert(SearchIndex::ColumnCount == SearchIndexFormat::Columns);
constexpr quint32 ColumnMask = (1U << ColumnBits) - 1;
// The bm25 weights the FTS5 path ranks with: a hit in the name counts most.
constexpr std::array<quint32, SearchIndex::ColumnCount> ColumnWeights = {10, 4, 3, 1, 1};

// The highest score: every word found in every column.
constexpr quint32 MaxScore
    = quint32(MaxSearchWords) * std::accumulate(ColumnWeights.begin(), ColumnWeights.end(), 0U);

// The weight of every set of columns (a bit per column), looked up per tool
// and word: a million tools' one-letter word adds a million of them.
constexpr std::array<quint8, 1U << ColumnBits> Weights = [] {
    std::array<quint8, 1U << ColumnBits> weights {};
    for (quint32 columns = 0; columns < weights.size(); ++columns) {
        for (int column = 0; column < SearchIndex::ColumnCount; ++column) {
            if (columns & (1U << column))
                weights[columns] = quint8(weights[columns] + ColumnWeights[size_t(column)]);
        }
    }
    return weights;
}();

// Tools per part of a search below which another thread costs more than it saves.
std::atomic<quint32> toolsPerPart {SearchIndex::DefaultToolsPerPart};

size_t partsFor(quint32 tools)
{
    const auto most = size_t(std::max(1, QThread::idealThreadCount()));
    return std::clamp<size_t>(tools / std::max<quint32>(toolsPerPart.load(), 1), 1, most);
}

QThreadPool &searchThreads()
{
    // Threads of its own: work on the global pool (a sync hashing pages)
    // must not hold a keystroke up.
    static QThreadPool pool;
    return pool;
}

// Runs work(0) here and work(1 .. count - 1) on the search threads where
// one is free (else here too); returns when all are done.
void inParallel(size_t count, const std::function<void(size_t)> &work)
{
    QSemaphore done;
    int started = 0;
    for (size_t i = 1; i < count; ++i) {
        if (searchThreads().tryStart([&work, &done, i] {
                work(i);
                done.release();
            }))
            ++started;
        else
            work(i);
    }
    work(0);
    done.acquire(started);
}

} // namespace

void SearchIndex::setToolsPerPart(quint32 tools)
{
    toolsPerPart.store(tools);
}

SearchIndex::SearchIndex() = default;

SearchIndex::~SearchIndex() = default;

bool SearchIndex::parse(const QString &text, std::vector<Word> *words) const
{
    // The same words as CatalogDatabase::matchExpression makes phrases of.
    QString cleaned = text;
    for (QChar &c : cleaned) {
        if (c.category() == QChar::Other_Control)
            c = QLatin1Char(' ');
    }
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const QStringList parts = cleaned.split(space, Qt::SkipEmptyParts);
    qsizetype taken = 0;
    for (const QString &part : parts) {
        if (std::none_of(part.cbegin(), part.cend(), [](QChar c) { return c.isLetterOrNumber(); }))
            continue;
        if (taken++ == MaxSearchWords)
            break;
        QStringList tokens;
        SearchTokenizer::forEachToken(part, [&](const QString &token) { tokens.append(token); });
        // FTS5 matches nothing for an empty phrase.
        if (tokens.isEmpty())
            return false;
        Word word;
        for (qsizetype i = 0; i + 1 < tokens.size(); ++i) {
            const auto found = std::lower_bound(m_tokens.cbegin(), m_tokens.cend(), tokens.at(i));
            if (found == m_tokens.cend() || *found != tokens.at(i))
                return false;
            word.tokens.push_back(quint32(found - m_tokens.cbegin()));
        }
        const QString &prefix = tokens.last();
        const auto first = std::lower_bound(m_tokens.cbegin(), m_tokens.cend(), prefix);
        const auto last = std::partition_point(
            first, m_tokens.cend(), [&](const QString &token) { return token.startsWith(prefix); });
        if (first == last)
            return false;
        word.first = quint32(first - m_tokens.cbegin());
        word.last = quint32(last - m_tokens.cbegin());
        words->push_back(std::move(word));
    }
    return true;
}

const quint8 *SearchIndex::match(const Word &word, std::vector<quint8> *owned) const
{
    const auto tools = quint32(m_rowIds.size());
    const quint8 *made = prefixColumns(word.first, word.last);
    // The columns made ahead are read where they are, not copied.
    if (made && word.tokens.empty())
        return made;
    std::vector<quint8> columns;
    if (!made) {
        columns.assign(tools, 0);
        // A posting's tool is checked here, not when a saved index is
        // loaded, which would read every posting (SearchIndexCache).
        for (quint32 token = word.first; token < word.last; ++token) {
            for (quint32 i = m_postingStart[token]; i < m_postingStart[token + 1]; ++i) {
                const quint32 tool = m_postings[i] >> ColumnBits;
                if (tool < tools)
                    columns[tool] |= quint8(m_postings[i] & ColumnMask);
            }
        }
        made = columns.data();
    }
    if (word.tokens.empty()) {
        owned->swap(columns);
        return owned->data();
    }
    // A phrase: its tokens must be adjacent in one column. Check the tools
    // that have its first token and the last one's prefix.
    const quint32 head = word.tokens.front();
    owned->assign(tools, 0);
    for (quint32 i = m_postingStart[head]; i < m_postingStart[head + 1]; ++i) {
        const quint32 tool = m_postings[i] >> ColumnBits;
        if (tool < tools && made[tool])
            (*owned)[tool] = phraseColumns(tool, word);
    }
    return owned->data();
}

const quint8 *SearchIndex::prefixColumns(quint32 first, quint32 last) const
{
    const size_t ranges = m_prefixRanges.size() / 2;
    const size_t tools = m_rowIds.size();
    for (size_t i = 0; i < ranges; ++i) {
        if (m_prefixRanges[2 * i] == first && m_prefixRanges[2 * i + 1] == last)
            return (i + 1) * tools <= m_prefixColumns.size() ? m_prefixColumns.data() + i * tools
                                                             : nullptr;
    }
    return nullptr;
}

quint8 SearchIndex::phraseColumns(quint32 tool, const Word &word) const
{
    const size_t length = word.tokens.size() + 1;
    quint8 found = 0;
    for (quint32 column = 0; column < ColumnCount; ++column) {
        const quint32 at = tool * ColumnCount + column;
        const quint32 end = m_columnStart[at + 1];
        for (quint32 start = m_columnStart[at]; start + length <= end; ++start) {
            size_t i = 0;
            while (i < word.tokens.size() && m_sequence[start + i] == word.tokens[i])
                ++i;
            const quint32 last = m_sequence[start + i];
            if (i == word.tokens.size() && last >= word.first && last < word.last) {
                found |= quint8(1U << column);
                break;
            }
        }
    }
    return found;
}

std::vector<bool> SearchIndex::nodesInside(const QStringList &groupPath) const
{
    if (groupPath.isEmpty())
        return {};
    const auto nodes = quint32(m_groupNames.size());
    std::vector<bool> inside(nodes, false);
    // The path's node, step by step among each node's children; parents are
    // made before their children, so one pass then marks the subtree.
    quint32 at = 0;
    for (const QString &name : groupPath) {
        quint32 child = 1;
        while (child < nodes && !(m_groupParent[child] == at && m_groupNames.at(child) == name))
            ++child;
        if (child == nodes)
            return inside;
        at = child;
    }
    inside[at] = true;
    for (quint32 node = at + 1; node < nodes; ++node)
        inside[node] = inside[m_groupParent[node]];
    return inside;
}

QList<GroupCount> SearchIndex::groupCounts(std::vector<qsizetype> direct) const
{
    // Children are made after their parents: adding from the last node back
    // gives each node its whole subtree.
    for (auto node = quint32(direct.size()); node-- > 1;)
        direct[m_groupParent[node]] += direct[node];
    std::vector<QStringList> paths(direct.size());
    QList<GroupCount> counts;
    for (quint32 node = 1; node < quint32(direct.size()); ++node) {
        paths[node] = paths[m_groupParent[node]];
        paths[node].append(m_groupNames.at(node));
        if (direct[node] > 0)
            counts.append({paths[node], direct[node]});
    }
    std::sort(counts.begin(), counts.end(),
              [](const GroupCount &a, const GroupCount &b) { return a.path < b.path; });
    return counts;
}

struct SearchIndex::Filter
{
    std::vector<bool> inside;
    bool anyProvider = true;
    std::vector<bool> providerAllowed;
    bool listedOnly = true;
    std::vector<quint32> tags;
    std::vector<std::vector<quint8>> owned;
    std::vector<const quint8 *> columns;
    bool ranked = false;
    // Only the listing and the text narrow it down.
    bool unfiltered = true;
};

struct SearchIndex::Part
{
    quint32 first = 0;
    quint32 last = 0;
    std::vector<quint32> matches;
    std::vector<quint32> scores;
    // Per group node, the matches but for the query's group filed directly in it.
    std::vector<qsizetype> groups;
    // Per tag id: how many matches carry it, or, when the tags of the tools
    // that do not match are counted, minus how many of those do.
    std::vector<qsizetype> tags;
};

bool SearchIndex::prepare(const CatalogQuery &query, const std::vector<Word> &words,
                          Filter *filter) const
{
    filter->inside = nodesInside(query.groupPath);
    filter->anyProvider = query.providers.isEmpty();
    filter->providerAllowed.assign(size_t(m_providers.size()), filter->anyProvider);
    for (const QString &provider : query.providers) {
        const qsizetype id = m_providers.indexOf(provider);
        if (id >= 0)
            filter->providerAllowed[size_t(id)] = true;
    }
    filter->listedOnly = !query.includeWithdrawn;
    for (const QString &tag : query.tags) {
        const auto found = std::lower_bound(m_tagNames.cbegin(), m_tagNames.cend(), tag,
                                            SearchIndexFormat::binaryLess);
        if (found == m_tagNames.cend() || *found != tag)
            return false;
        filter->tags.push_back(quint32(found - m_tagNames.cbegin()));
    }
    filter->owned.resize(words.size());
    for (size_t i = 0; i < words.size(); ++i)
        filter->columns.push_back(match(words[i], &filter->owned[i]));
    filter->ranked = query.sort == CatalogQuery::Sort::Relevance;
    filter->unfiltered
        = query.providers.isEmpty() && query.tags.isEmpty() && query.groupPath.isEmpty();
    return true;
}

void SearchIndex::scan(const Filter &filter, Part *part) const
{
    // Everything the loop reads, in locals: through members and the
    // vectors it appends to, the compiler reloaded them for every tool.
    const quint8 *const listed = m_listed.data();
    const quint32 *const provider = m_provider.data();
    const quint32 *const group = m_group.data();
    const quint8 *const *const words = filter.columns.data();
    const size_t wordCount = filter.columns.size();
    const bool listedOnly = filter.listedOnly;
    const bool anyProvider = filter.anyProvider;
    const bool ranked = filter.ranked;
    const bool anyGroup = filter.inside.empty();
    std::vector<qsizetype> groups(size_t(m_groupNames.size()), 0);
    qsizetype *const groupCount = groups.data();
    std::vector<quint32> matches;
    std::vector<quint32> scores;
    matches.reserve(part->last - part->first);
    scores.reserve(ranked ? part->last - part->first : 0);
    for (quint32 tool = part->first; tool < part->last; ++tool) {
        if ((listedOnly && !listed[tool])
            || (!anyProvider && !filter.providerAllowed[provider[tool]]))
            continue;
        quint32 score = 0;
        size_t word = 0;
        for (; word < wordCount; ++word) {
            const quint8 found = words[word][tool];
            if (!found)
                break;
            score += Weights[found];
        }
        if (word < wordCount)
            continue;
        if (!filter.tags.empty()) {
            const auto first = m_tags.begin() + m_tagStart[tool];
            const auto last = m_tags.begin() + m_tagStart[tool + 1];
            if (!std::all_of(filter.tags.cbegin(), filter.tags.cend(),
                             [&](quint32 tag) { return std::binary_search(first, last, tag); }))
                continue;
        }
        ++groupCount[group[tool]];
        if (!anyGroup && !filter.inside[group[tool]])
            continue;
        matches.push_back(tool);
        if (ranked)
            scores.push_back(score);
    }
    part->groups = std::move(groups);
    part->matches = std::move(matches);
    part->scores = std::move(scores);
}

void SearchIndex::countTags(const Filter &filter, bool unmatched, Part *part) const
{
    part->tags.assign(size_t(m_tagNames.size()), 0);
    if (!unmatched) {
        for (const quint32 tool : part->matches) {
            for (quint32 i = m_tagStart[tool]; i < m_tagStart[tool + 1]; ++i)
                ++part->tags[m_tags[i]];
        }
        return;
    }
    size_t next = 0;
    for (quint32 tool = part->first; tool < part->last; ++tool) {
        if (next < part->matches.size() && part->matches[next] == tool) {
            ++next;
            continue;
        }
        if (filter.listedOnly && !m_listed[tool])
            continue;
        for (quint32 i = m_tagStart[tool]; i < m_tagStart[tool + 1]; ++i)
            --part->tags[m_tags[i]];
    }
}

void SearchIndex::makeTagTotals() const
{
    for (std::vector<qsizetype> &totals : m_tagTotals)
        totals.assign(size_t(m_tagNames.size()), 0);
    const auto tools = quint32(m_rowIds.size());
    for (quint32 tool = 0; tool < tools; ++tool) {
        for (quint32 i = m_tagStart[tool]; i < m_tagStart[tool + 1]; ++i) {
            ++m_tagTotals[1][m_tags[i]];
            if (m_listed[tool])
                ++m_tagTotals[0][m_tags[i]];
        }
    }
}

SearchIndex::Result SearchIndex::search(const CatalogQuery &query) const
{
    Result result;
    std::vector<Word> words;
    if (!parse(query.text, &words))
        return result;
    Filter filter;
    if (!prepare(query, words, &filter)) {
        result.groups = groupCounts(std::vector<qsizetype>(size_t(m_groupNames.size()), 0));
        return result;
    }
    // The tools in parts, each visited on a thread of its own: at a million
    // tools a one-letter word visits every one of them.
    const auto tools = quint32(m_rowIds.size());
    std::vector<Part> parts(partsFor(tools));
    for (size_t i = 0; i < parts.size(); ++i) {
        parts[i].first = quint32(quint64(tools) * i / parts.size());
        parts[i].last = quint32(quint64(tools) * (i + 1) / parts.size());
    }
    inParallel(parts.size(), [&](size_t i) { scan(filter, &parts[i]); });
    size_t total = 0;
    for (const Part &part : parts)
        total += part.matches.size();
    // A word of a letter or two matches most tools: then count the tags of
    // the tools it does not match and take them from those of every tool the
    // query could match, which are counted once. Only without filters but
    // the listing: with them, "every tool it could match" is another set.
    const bool unmatched = filter.unfiltered && size_t(tools) < total * 2;
    if (unmatched)
        std::call_once(m_tagTotalsMade, [this] { makeTagTotals(); });
    inParallel(parts.size(), [&](size_t i) { countTags(filter, unmatched, &parts[i]); });

    std::vector<qsizetype> groups(size_t(m_groupNames.size()), 0);
    std::vector<qsizetype> tagCounts = unmatched
        ? m_tagTotals[filter.listedOnly ? 0 : 1]
        : std::vector<qsizetype>(size_t(m_tagNames.size()), 0);
    for (const Part &part : parts) {
        for (size_t node = 0; node < groups.size(); ++node)
            groups[node] += part.groups[node];
        for (size_t tag = 0; tag < tagCounts.size(); ++tag)
            tagCounts[tag] += part.tags[tag];
    }
    result.total = qsizetype(total);
    result.groups = groupCounts(std::move(groups));
    std::vector<quint32> tagOrder;
    for (quint32 tag = 0; tag < quint32(tagCounts.size()); ++tag) {
        if (tagCounts[tag] > 0)
            tagOrder.push_back(tag);
    }
    std::stable_sort(tagOrder.begin(), tagOrder.end(),
                     [&](quint32 a, quint32 b) { return tagCounts[a] > tagCounts[b]; });
    for (const quint32 tag : tagOrder)
        result.tags.append({m_tagNames.at(tag), tagCounts[tag]});

    const size_t from = std::min(size_t(std::max<qsizetype>(query.offset, 0)), total);
    const size_t to = query.limit < 0 ? total : std::min(total, from + size_t(query.limit));
    for (const quint32 tool : window(query.sort, parts, from, to))
        result.rowIds.append(m_rowIds[tool]);
    return result;
}

std::vector<quint32> SearchIndex::window(CatalogQuery::Sort sort, const std::vector<Part> &parts,
                                         size_t from, size_t to) const
{
    std::vector<quint32> window(to - from);
    if (window.empty())
        return window;
    // By name, the order of the tools and so of the matches, part after
    // part: nothing to sort.
    if (sort == CatalogQuery::Sort::Name) {
        size_t base = 0;
        for (const Part &part : parts) {
            const size_t end = base + part.matches.size();
            for (size_t i = std::max(from, base); i < std::min(to, end); ++i)
                window[i - from] = part.matches[i - base];
            base = end;
        }
        return window;
    }
    // A score or a provider's rank is a small number: the matches are placed
    // by counting them per key, rather than by sorting every match (a
    // million for a one-letter word). Each part places its own, from where
    // the parts before it leave each key.
    if (sort == CatalogQuery::Sort::Relevance || sort == CatalogQuery::Sort::Provider) {
        const bool byScore = sort == CatalogQuery::Sort::Relevance;
        // Scores descending, ranks ascending; ties keep the name order.
        const auto keyOf = [&](const Part &part, size_t i) -> size_t {
            return byScore ? MaxScore - part.scores[i]
                           : m_providerRank[m_provider[part.matches[i]]];
        };
        const size_t keys = byScore ? MaxScore + 1 : size_t(m_providers.size());
        std::vector<std::vector<size_t>> next(parts.size());
        inParallel(parts.size(), [&](size_t p) {
            next[p].assign(keys, 0);
            for (size_t i = 0; i < parts[p].matches.size(); ++i)
                ++next[p][keyOf(parts[p], i)];
        });
        size_t start = 0;
        for (size_t key = 0; key < keys; ++key) {
            for (std::vector<size_t> &count : next)
                start += std::exchange(count[key], start);
        }
        inParallel(parts.size(), [&](size_t p) {
            const Part &part = parts[p];
            for (size_t i = 0; i < part.matches.size(); ++i) {
                const size_t at = next[p][keyOf(part, i)]++;
                if (at >= from && at < to)
                    window[at - from] = part.matches[i];
            }
        });
        return window;
    }
    // Newest first, ties by name: the matches with their keys, sorted as far as the window.
    std::vector<std::pair<qint64, quint32>> order;
    for (const Part &part : parts) {
        for (const quint32 tool : part.matches)
            order.emplace_back(-m_updatedAt[tool], tool);
    }
    std::partial_sort(order.begin(), order.begin() + qsizetype(to), order.end());
    for (size_t i = from; i < to; ++i)
        window[i - from] = order[i].second;
    return window;
}

} // namespace Toolshelf

#include "search/searchindex.h"

#include "search/searchindexformat.h"
#include "search/searchtokenizer.h"

#include <QRegularExpression>

#include <algorithm>
#include <mutex>

namespace Toolshelf {

namespace {

// As CatalogDatabase::matchExpression caps them.
constexpr qsizetype MaxSearchWords = 32;
constexpr quint32 ColumnBits = 5;
constexpr quint32 ColumnMask = (1U << ColumnBits) - 1;
// The bm25 weights the FTS5 path ranks with: a hit in the name counts most.
constexpr std::array<quint32, SearchIndex::ColumnCount> ColumnWeights = {10, 4, 3, 1, 1};

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

} // namespace

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

std::vector<quint32> SearchIndex::filtered(const CatalogQuery &query,
                                           const std::vector<Word> &words,
                                           std::vector<quint32> *scores,
                                           std::vector<qsizetype> *groupCounts) const
{
    std::vector<quint32> result;
    const std::vector<bool> inside = nodesInside(query.groupPath);
    std::vector<bool> providerAllowed(size_t(m_providers.size()), query.providers.isEmpty());
    for (const QString &provider : query.providers) {
        const qsizetype id = m_providers.indexOf(provider);
        if (id >= 0)
            providerAllowed[size_t(id)] = true;
    }
    std::vector<quint32> tags;
    for (const QString &tag : query.tags) {
        const auto found = std::lower_bound(m_tagNames.cbegin(), m_tagNames.cend(), tag,
                                            SearchIndexFormat::binaryLess);
        if (found == m_tagNames.cend() || *found != tag)
            return result;
        tags.push_back(quint32(found - m_tagNames.cbegin()));
    }
    std::vector<std::vector<quint8>> owned(words.size());
    std::vector<const quint8 *> columns(words.size());
    for (size_t i = 0; i < words.size(); ++i)
        columns[i] = match(words[i], &owned[i]);
    // Checked once, not per tool: this loop visits every tool.
    const bool anyProvider = query.providers.isEmpty();
    const bool listedOnly = !query.includeWithdrawn;
    const auto tools = quint32(m_rowIds.size());
    for (quint32 tool = 0; tool < tools; ++tool) {
        if ((listedOnly && !m_listed[tool]) || (!anyProvider && !providerAllowed[m_provider[tool]]))
            continue;
        quint32 score = 0;
        bool all = true;
        for (const quint8 *word : columns) {
            const quint8 found = word[tool];
            if (!found) {
                all = false;
                break;
            }
            score += Weights[found];
        }
        if (!all)
            continue;
        if (!tags.empty()) {
            const auto first = m_tags.begin() + m_tagStart[tool];
            const auto last = m_tags.begin() + m_tagStart[tool + 1];
            if (!std::all_of(tags.cbegin(), tags.cend(),
                             [&](quint32 tag) { return std::binary_search(first, last, tag); }))
                continue;
        }
        ++(*groupCounts)[m_group[tool]];
        if (!inside.empty() && !inside[m_group[tool]])
            continue;
        result.push_back(tool);
        if (scores)
            scores->push_back(score);
    }
    return result;
}

std::vector<qsizetype> SearchIndex::tagCounts(const CatalogQuery &query,
                                              const std::vector<quint32> &matches) const
{
    const auto tools = quint32(m_rowIds.size());
    // A word of a letter or two matches most tools: then count the tags of
    // the tools it does not match and take them from those of every tool the
    // query could match, which are counted once. Only without filters but
    // the listing: with them, "every tool it could match" is another set.
    const bool unfiltered
        = query.providers.isEmpty() && query.tags.isEmpty() && query.groupPath.isEmpty();
    if (unfiltered && size_t(tools) < matches.size() * 2) {
        std::call_once(m_tagTotalsMade, [this] { makeTagTotals(); });
        std::vector<qsizetype> counts = m_tagTotals[query.includeWithdrawn ? 1 : 0];
        size_t next = 0;
        for (quint32 tool = 0; tool < tools; ++tool) {
            if (next < matches.size() && matches[next] == tool) {
                ++next;
                continue;
            }
            if (!query.includeWithdrawn && !m_listed[tool])
                continue;
            for (quint32 i = m_tagStart[tool]; i < m_tagStart[tool + 1]; ++i)
                --counts[m_tags[i]];
        }
        return counts;
    }
    std::vector<qsizetype> counts(size_t(m_tagNames.size()), 0);
    for (const quint32 tool : matches) {
        for (quint32 i = m_tagStart[tool]; i < m_tagStart[tool + 1]; ++i)
            ++counts[m_tags[i]];
    }
    return counts;
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
    std::vector<quint32> scores;
    std::vector<qsizetype> groups(size_t(m_groupNames.size()), 0);
    const bool byScore = query.sort == CatalogQuery::Sort::Relevance;
    std::vector<quint32> matches = filtered(query, words, byScore ? &scores : nullptr, &groups);
    result.total = qsizetype(matches.size());
    result.groups = groupCounts(std::move(groups));

    const std::vector<qsizetype> tagCounts = this->tagCounts(query, matches);
    std::vector<quint32> tagOrder;
    for (quint32 tag = 0; tag < quint32(tagCounts.size()); ++tag) {
        if (tagCounts[tag] > 0)
            tagOrder.push_back(tag);
    }
    std::stable_sort(tagOrder.begin(), tagOrder.end(),
                     [&](quint32 a, quint32 b) { return tagCounts[a] > tagCounts[b]; });
    for (const quint32 tag : tagOrder)
        result.tags.append({m_tagNames.at(tag), tagCounts[tag]});

    const size_t from = std::min(size_t(std::max<qsizetype>(query.offset, 0)), matches.size());
    const size_t to
        = query.limit < 0 ? matches.size() : std::min(matches.size(), from + size_t(query.limit));
    result.rowIds.reserve(qsizetype(to - from));
    // By name, the order of the tools and so of `matches`: nothing to sort.
    if (query.sort == CatalogQuery::Sort::Name) {
        for (size_t i = from; i < to; ++i)
            result.rowIds.append(m_rowIds[matches[i]]);
        return result;
    }
    // A score or a provider's rank is a small number: the rows from..to are
    // placed by counting the matches per key, in one pass, rather than by
    // sorting every match (a million for a one-letter word).
    if (byScore || query.sort == CatalogQuery::Sort::Provider) {
        std::vector<quint32> keys(matches.size());
        quint32 highest = 0;
        for (size_t i = 0; i < matches.size(); ++i) {
            keys[i] = byScore ? scores[i] : m_providerRank[m_provider[matches[i]]];
            highest = std::max(highest, keys[i]);
        }
        // Scores descending, ranks ascending.
        if (byScore) {
            for (quint32 &key : keys)
                key = highest - key;
        }
        std::vector<size_t> next(size_t(highest) + 1, 0);
        for (const quint32 key : keys)
            ++next[key];
        size_t start = 0;
        for (size_t &count : next)
            start += std::exchange(count, start);
        std::vector<quint32> window(to - from);
        for (size_t i = 0; i < matches.size(); ++i) {
            // Ties keep the matches' order, which is by name.
            const size_t at = next[keys[i]]++;
            if (at >= from && at < to)
                window[at - from] = matches[i];
        }
        for (const quint32 tool : window)
            result.rowIds.append(m_rowIds[tool]);
        return result;
    }
    // Each match with its sort key; ties by name, which is the order of the
    // tools and so of `matches`.
    std::vector<std::pair<qint64, quint32>> order(matches.size());
    for (quint32 i = 0; i < quint32(matches.size()); ++i) {
        const quint32 tool = matches[i];
        qint64 key = 0;
        switch (query.sort) {
        case CatalogQuery::Sort::Name:
            break;
        case CatalogQuery::Sort::Provider:
            key = m_providerRank[m_provider[tool]];
            break;
        case CatalogQuery::Sort::RecentlyUpdated:
            key = -m_updatedAt[tool];
            break;
        case CatalogQuery::Sort::Relevance:
            key = -qint64(scores[i]);
            break;
        }
        order[i] = {key, i};
    }
    std::partial_sort(order.begin(), order.begin() + qsizetype(to), order.end());
    for (size_t i = from; i < to; ++i)
        result.rowIds.append(m_rowIds[matches[order[i].second]]);
    return result;
}

} // namespace Toolshelf

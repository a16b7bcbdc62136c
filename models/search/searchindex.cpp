#include "search/searchindex.h"

#include "search/searchtokenizer.h"

#include <QRegularExpression>

#include <algorithm>
#include <numeric>

namespace Toolshelf {

namespace {

// As CatalogDatabase::matchExpression caps them.
constexpr qsizetype MaxSearchWords = 32;
constexpr quint32 ColumnBits = 5;
constexpr quint32 ColumnMask = (1U << ColumnBits) - 1;
// The bm25 weights the FTS5 path ranks with: a hit in the name counts most.
constexpr std::array<quint32, SearchIndex::ColumnCount> ColumnWeights = {10, 4, 3, 1, 1};

quint32 weight(quint8 columns)
{
    quint32 sum = 0;
    for (int column = 0; column < SearchIndex::ColumnCount; ++column) {
        if (columns & (1U << column))
            sum += ColumnWeights[size_t(column)];
    }
    return sum;
}

// SQLite's BINARY order: UTF-8 bytes, which is code point order.
bool binaryLess(const QString &a, const QString &b)
{
    return a.toUtf8() < b.toUtf8();
}

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

template<typename T> std::span<const T> view(const std::vector<T> &v)
{
    return {v.data(), v.size()};
}

} // namespace

// The arrays a build fills; the views of SearchIndex point into them.
struct SearchIndex::Arrays
{
    std::vector<qint64> rowIds;
    std::vector<quint32> provider;
    std::vector<qint64> updatedAt;
    std::vector<quint8> listed;
    std::vector<quint32> sequence;
    std::vector<quint32> columnStart;
    std::vector<quint32> tags;
    std::vector<quint32> tagStart;
    std::vector<quint32> postings;
    std::vector<quint32> postingStart;
    std::vector<quint32> prefixRanges;
    std::vector<quint8> prefixColumns;
    std::vector<quint32> providerRank;
    std::vector<quint32> group;
    std::vector<quint32> groupParent {0};
};

SearchIndex::SearchIndex()
    : m_built(std::make_unique<Arrays>())
{
    viewBuilt();
}

SearchIndex::~SearchIndex() = default;

void SearchIndex::viewBuilt()
{
    const Arrays &built = *m_built;
    m_rowIds = view(built.rowIds);
    m_provider = view(built.provider);
    m_updatedAt = view(built.updatedAt);
    m_listed = view(built.listed);
    m_sequence = view(built.sequence);
    m_columnStart = view(built.columnStart);
    m_tags = view(built.tags);
    m_tagStart = view(built.tagStart);
    m_postings = view(built.postings);
    m_postingStart = view(built.postingStart);
    m_prefixRanges = view(built.prefixRanges);
    m_prefixColumns = view(built.prefixColumns);
    m_providerRank = view(built.providerRank);
    m_group = view(built.group);
    m_groupParent = view(built.groupParent);
}

void SearchIndex::addTool(const Tool &tool)
{
    Arrays &built = *m_built;
    const auto index = quint32(built.rowIds.size());
    m_toolOfRow.insert(tool.rowId, index);
    built.rowIds.push_back(tool.rowId);
    built.provider.push_back(intern(m_providerIds, tool.provider));
    built.updatedAt.push_back(tool.updatedAt);
    built.listed.push_back(tool.listed ? 1 : 0);
    built.group.push_back(groupNode(tool.groupPath));
    for (const QString &text : tool.text) {
        built.columnStart.push_back(quint32(built.sequence.size()));
        SearchTokenizer::forEachToken(text, [&built, this](const QString &token) {
            built.sequence.push_back(tokenId(token));
        });
    }
}

quint32 SearchIndex::groupNode(const QStringList &path)
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
        m_built->groupParent.push_back(node);
        m_groupIds.insert(key, made);
        node = made;
    }
    return node;
}

quint32 SearchIndex::tokenId(const QString &token)
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

void SearchIndex::addTag(qint64 rowId, const QString &tag)
{
    const auto tool = m_toolOfRow.constFind(rowId);
    if (tool != m_toolOfRow.constEnd())
        m_toolTags.emplace_back(*tool, intern(m_tagIds, tag));
}

void SearchIndex::finish()
{
    Arrays &built = *m_built;
    const auto tools = quint32(built.rowIds.size());
    built.columnStart.push_back(quint32(built.sequence.size()));

    // Number the tokens in sorted order, so a prefix is a range of ids.
    std::vector<quint32> order(size_t(m_tokens.size()));
    std::iota(order.begin(), order.end(), 0U);
    std::sort(order.begin(), order.end(),
              [this](quint32 a, quint32 b) { return m_tokens.at(a) < m_tokens.at(b); });
    std::vector<quint32> sortedId(order.size());
    QStringList sorted;
    sorted.reserve(m_tokens.size());
    for (quint32 rank = 0; rank < quint32(order.size()); ++rank) {
        sortedId[order[rank]] = rank;
        sorted.append(m_tokens.at(order[rank]));
    }
    m_tokens = sorted;
    for (quint32 &token : built.sequence)
        token = sortedId[token];

    // Posting lists: each tool once per token, with the columns it occurs in.
    // Counted first, then filled in place, so building needs no second copy.
    const auto tokenCount = quint32(order.size());
    constexpr quint32 None = 0xFFFFFFFF;
    std::vector<quint32> lastTool(tokenCount, None);
    built.postingStart.assign(size_t(tokenCount) + 1, 0);
    for (quint32 tool = 0; tool < tools; ++tool) {
        for (quint32 i = built.columnStart[tool * ColumnCount];
             i < built.columnStart[(tool + 1) * ColumnCount]; ++i) {
            const quint32 token = built.sequence[i];
            if (lastTool[token] != tool) {
                lastTool[token] = tool;
                ++built.postingStart[token + 1];
            }
        }
    }
    std::partial_sum(built.postingStart.begin(), built.postingStart.end(),
                     built.postingStart.begin());
    built.postings.assign(built.postingStart.back(), 0);
    std::vector<quint32> next(built.postingStart.begin(), built.postingStart.end() - 1);
    lastTool.assign(tokenCount, None);
    for (quint32 tool = 0; tool < tools; ++tool) {
        for (quint32 column = 0; column < ColumnCount; ++column) {
            const quint32 at = tool * ColumnCount + column;
            for (quint32 i = built.columnStart[at]; i < built.columnStart[at + 1]; ++i) {
                const quint32 token = built.sequence[i];
                if (lastTool[token] != tool) {
                    lastTool[token] = tool;
                    built.postings[next[token]++] = tool << ColumnBits;
                }
                built.postings[next[token] - 1] |= 1U << column;
            }
        }
    }

    addPrefixColumns(built, tools);

    // Providers ranked as ORDER BY provider COLLATE NOCASE ranks them.
    m_providers.resize(m_providerIds.size());
    for (auto it = m_providerIds.cbegin(); it != m_providerIds.cend(); ++it)
        m_providers[*it] = it.key();
    std::vector<std::pair<QByteArray, quint32>> keys;
    for (quint32 id = 0; id < quint32(m_providers.size()); ++id)
        keys.emplace_back(nocaseKey(m_providers.at(id)), id);
    std::sort(keys.begin(), keys.end());
    built.providerRank.assign(keys.size(), 0);
    for (size_t i = 1; i < keys.size(); ++i)
        built.providerRank[keys[i].second]
            = built.providerRank[keys[i - 1].second] + (keys[i].first != keys[i - 1].first ? 1 : 0);

    // Tags numbered in SQLite's order, then grouped by tool.
    m_tagNames.resize(m_tagIds.size());
    for (auto it = m_tagIds.cbegin(); it != m_tagIds.cend(); ++it)
        m_tagNames[*it] = it.key();
    std::vector<quint32> tagOrder(size_t(m_tagNames.size()));
    std::iota(tagOrder.begin(), tagOrder.end(), 0U);
    std::sort(tagOrder.begin(), tagOrder.end(), [this](quint32 a, quint32 b) {
        return binaryLess(m_tagNames.at(a), m_tagNames.at(b));
    });
    std::vector<quint32> tagRank(tagOrder.size());
    QStringList tagNames;
    for (quint32 rank = 0; rank < quint32(tagOrder.size()); ++rank) {
        tagRank[tagOrder[rank]] = rank;
        tagNames.append(m_tagNames.at(tagOrder[rank]));
    }
    m_tagNames = tagNames;
    for (auto &[tool, tag] : m_toolTags)
        tag = tagRank[tag];
    std::sort(m_toolTags.begin(), m_toolTags.end());
    m_toolTags.erase(std::unique(m_toolTags.begin(), m_toolTags.end()), m_toolTags.end());
    built.tagStart.assign(size_t(tools) + 1, 0);
    for (const auto &[tool, tag] : m_toolTags) {
        built.tags.push_back(tag);
        ++built.tagStart[tool + 1];
    }
    std::partial_sum(built.tagStart.begin(), built.tagStart.end(), built.tagStart.begin());

    std::vector<TokenSlot>().swap(m_tokenTable);
    m_providerIds = {};
    m_groupIds = {};
    m_tagIds = {};
    m_toolOfRow = {};
    std::vector<std::pair<quint32, quint32>>().swap(m_toolTags);
    built.sequence.shrink_to_fit();
    built.columnStart.shrink_to_fit();
    viewBuilt();
}

void SearchIndex::addPrefixColumns(Arrays &built, quint32 tools) const
{
    // Prefixes of one and two characters, in token order: ranges ascending.
    std::vector<std::pair<quint32, quint32>> ranges;
    const auto tokenCount = quint32(m_tokens.size());
    for (const qsizetype length : {1, 2}) {
        for (quint32 first = 0; first < tokenCount;) {
            // Tokens are sorted: those starting with one prefix are a range.
            const QStringView prefix = QStringView(m_tokens.at(first)).left(length);
            quint32 last = first + 1;
            while (last < tokenCount && m_tokens.at(last).startsWith(prefix))
                ++last;
            if (prefix.size() == length
                && built.postingStart[last] - built.postingStart[first] > tools)
                ranges.emplace_back(first, last);
            first = last;
        }
    }
    // A one-character prefix with a single two-character one below it: the
    // same range, made once.
    std::sort(ranges.begin(), ranges.end());
    ranges.erase(std::unique(ranges.begin(), ranges.end()), ranges.end());
    for (const auto &[first, last] : ranges) {
        built.prefixRanges.push_back(first);
        built.prefixRanges.push_back(last);
        const size_t at = built.prefixColumns.size();
        built.prefixColumns.resize(at + tools, 0);
        quint8 *out = built.prefixColumns.data() + at;
        for (quint32 i = built.postingStart[first]; i < built.postingStart[last]; ++i)
            out[built.postings[i] >> ColumnBits] |= quint8(built.postings[i] & ColumnMask);
    }
}

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

void SearchIndex::match(const Word &word, std::vector<quint8> *columns) const
{
    const auto tools = quint32(m_rowIds.size());
    columns->assign(tools, 0);
    quint8 *out = columns->data();
    if (const quint8 *made = prefixColumns(word.first, word.last)) {
        std::copy(made, made + tools, out);
    } else {
        // A posting's tool is checked here, not when a saved index is
        // loaded, which would read every posting (SearchIndexCache).
        for (quint32 token = word.first; token < word.last; ++token) {
            for (quint32 i = m_postingStart[token]; i < m_postingStart[token + 1]; ++i) {
                const quint32 tool = m_postings[i] >> ColumnBits;
                if (tool < tools)
                    out[tool] |= quint8(m_postings[i] & ColumnMask);
            }
        }
    }
    if (word.tokens.empty())
        return;
    // A phrase: its tokens must be adjacent in one column. Check the tools
    // that have its first token and the last one's prefix.
    const quint32 head = word.tokens.front();
    std::vector<quint8> phrase(tools, 0);
    for (quint32 i = m_postingStart[head]; i < m_postingStart[head + 1]; ++i) {
        const quint32 tool = m_postings[i] >> ColumnBits;
        if (tool < tools && out[tool])
            phrase[tool] = phraseColumns(tool, word);
    }
    columns->swap(phrase);
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
        const auto found
            = std::lower_bound(m_tagNames.cbegin(), m_tagNames.cend(), tag, binaryLess);
        if (found == m_tagNames.cend() || *found != tag)
            return result;
        tags.push_back(quint32(found - m_tagNames.cbegin()));
    }
    std::vector<std::vector<quint8>> columns(words.size());
    for (size_t i = 0; i < words.size(); ++i)
        match(words[i], &columns[i]);
    const auto tools = quint32(m_rowIds.size());
    for (quint32 tool = 0; tool < tools; ++tool) {
        if ((!query.includeWithdrawn && !m_listed[tool]) || !providerAllowed[m_provider[tool]])
            continue;
        quint32 score = 0;
        bool all = true;
        for (const std::vector<quint8> &word : columns) {
            if (!word[tool]) {
                all = false;
                break;
            }
            score += weight(word[tool]);
        }
        if (!all)
            continue;
        const auto first = m_tags.begin() + m_tagStart[tool];
        const auto last = m_tags.begin() + m_tagStart[tool + 1];
        if (!std::all_of(tags.cbegin(), tags.cend(),
                         [&](quint32 tag) { return std::binary_search(first, last, tag); }))
            continue;
        ++(*groupCounts)[m_group[tool]];
        if (!inside.empty() && !inside[m_group[tool]])
            continue;
        result.push_back(tool);
        scores->push_back(score);
    }
    return result;
}

SearchIndex::Result SearchIndex::search(const CatalogQuery &query) const
{
    Result result;
    std::vector<Word> words;
    if (!parse(query.text, &words))
        return result;
    std::vector<quint32> scores;
    std::vector<qsizetype> groups(size_t(m_groupNames.size()), 0);
    std::vector<quint32> matches = filtered(query, words, &scores, &groups);
    result.total = qsizetype(matches.size());
    result.groups = groupCounts(std::move(groups));

    std::vector<qsizetype> tagCounts(size_t(m_tagNames.size()), 0);
    for (const quint32 tool : matches) {
        for (quint32 i = m_tagStart[tool]; i < m_tagStart[tool + 1]; ++i)
            ++tagCounts[m_tags[i]];
    }
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
    if (query.sort == CatalogQuery::Sort::Relevance || query.sort == CatalogQuery::Sort::Provider) {
        const bool byScore = query.sort == CatalogQuery::Sort::Relevance;
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

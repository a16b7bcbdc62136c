// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHash>
#include <QList>

#include <algorithm>
#include <optional>
#include <type_traits>

namespace Toolshelf {

// Plans how a flat list model turns one list of rows into another with row
// removals and insertions, so a view keeps its current row, selection and
// scroll position when a search result only shrinks or grows.
namespace RowDiff {

// Rows first..last, inclusive.
struct Range
{
    qsizetype first = 0;
    qsizetype last = 0;

    friend bool operator==(const Range &, const Range &) = default;
};

struct Plan
{
    // Rows of the old list, last run first, so removing them in this order
    // keeps the indices of the runs still to come valid.
    QList<Range> removals;
    // Rows of the new list, first run first: inserted in this order, each run
    // lands at its final position.
    QList<Range> insertions;
};

// Beyond this many runs a reset costs a view less than following every one.
constexpr qsizetype DefaultMaxRanges = 100;

// Rows are told apart by keyOf(row). Returns nothing when a reset is the
// better answer: rows kept from `before` changed their order, a key occurs
// twice in `after`, or more than `maxRanges` runs would be needed. Rows kept
// may still differ in content; comparing them is the caller's job.
template<typename Row, typename KeyOf>
std::optional<Plan> plan(const QList<Row> &before, const QList<Row> &after, KeyOf keyOf,
                         qsizetype maxRanges = DefaultMaxRanges)
{
    using Key = std::decay_t<decltype(keyOf(after.front()))>;
    QHash<Key, qsizetype> afterIndex;
    afterIndex.reserve(after.size());
    for (qsizetype i = 0; i < after.size(); ++i) {
        Key key = keyOf(after.at(i));
        if (afterIndex.contains(key))
            return std::nullopt;
        afterIndex.insert(std::move(key), i);
    }

    Plan result;
    QList<bool> kept(after.size(), false);
    qsizetype lastKept = -1;
    for (qsizetype i = 0; i < before.size(); ++i) {
        const auto found = afterIndex.constFind(keyOf(before.at(i)));
        if (found == afterIndex.cend()) {
            if (!result.removals.isEmpty() && result.removals.last().last == i - 1)
                result.removals.last().last = i;
            else
                result.removals.append({i, i});
            continue;
        }
        // Also catches a key twice in `before`: both map to the same row.
        if (*found <= lastKept)
            return std::nullopt;
        lastKept = *found;
        kept[*found] = true;
    }
    for (qsizetype i = 0; i < after.size(); ++i) {
        if (kept.at(i))
            continue;
        if (!result.insertions.isEmpty() && result.insertions.last().last == i - 1)
            result.insertions.last().last = i;
        else
            result.insertions.append({i, i});
    }
    if (result.removals.size() + result.insertions.size() > maxRanges)
        return std::nullopt;
    std::reverse(result.removals.begin(), result.removals.end());
    return result;
}

} // namespace RowDiff

} // namespace Toolshelf

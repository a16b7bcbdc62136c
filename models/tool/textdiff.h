// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

namespace Toolshelf {

// A word-level comparison of two texts, for showing the user's description
// beside the vendor's: the longest common subsequence of words, whitespace
// and punctuation, bounded so that huge texts get a coarse answer quickly.
class TextDiff
{
public:
    enum class Kind {
        Same,
        // Only in the first text.
        Removed,
        // Only in the second text.
        Added,
    };

    struct Segment
    {
        Kind kind = Kind::Same;
        QString text;

        friend bool operator==(const Segment &, const Segment &) = default;
    };

    // The most cells of the comparison table (words of the differing middle
    // of one text times those of the other) worth filling: about 4 MB, a few
    // milliseconds. Beyond it the differing middle is one removal and one
    // addition.
    static constexpr qsizetype MaxCells = 1'000'000;

    // Adjacent segments never share a kind. The Same and Removed segments
    // concatenate to `before`, the Same and Added ones to `after`; within one
    // change the removal comes first.
    static QList<Segment> compare(const QString &before, const QString &after,
                                  qsizetype maxCells = MaxCells);
};

} // namespace Toolshelf

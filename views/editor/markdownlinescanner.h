// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringView>
#include <QtGlobal>

#include <vector>

namespace Toolshelf {

// Finds the Markdown structure of one line in time linear in the line's length.
class MarkdownLineScanner final
{
public:
    // What a character belongs to; nested markup gives a character several.
    enum class Category {
        Heading,
        Emphasis,
        Strong,
        Code,
        CodeBlock,
        Link,
        ListMarker,
        Quote,
        Rule,
    };
    static constexpr int CategoryCount = int(Category::Rule) + 1;

    static constexpr quint16 bit(Category category) { return quint16(1u << int(category)); }

    // The state between lines: NormalState, or a positive value inside a fenced code block.
    static constexpr int NormalState = 0;

    struct Result
    {
        std::vector<quint16> categories; // bit(Category) flags for each character
        int state = NormalState; // the state the next line starts in
    };

    // `previousState` is what the previous line returned; negative for the first line.
    static Result scan(QStringView line, int previousState);
};

} // namespace Toolshelf

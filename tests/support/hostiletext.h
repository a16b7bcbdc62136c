// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Shared by the tests of hostile provider text: finds what a terminal or a
// widget would not show as it is. Written out here rather than taken from
// TextSafety, which is what the tests check.

#include <QString>

namespace HostileText {

// The first character of `text` that is a control character (other than a
// line feed or a tab: a caller that wants one line checks for those itself),
// a bidi control, a zero-width or other invisible format character, a line or
// paragraph separator, or a tag character, as "U+XXXX at N"; else nothing.
inline QString invisibleIn(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        const bool control = (c < 0x20 && c != u'\n' && c != u'\t') || (c >= 0x7f && c < 0xa0);
        const bool format = c == 0xad || c == 0x061c || (c >= 0x200b && c <= 0x200f)
            || (c >= 0x2028 && c <= 0x202e) || (c >= 0x2060 && c <= 0x2069)
            || c == 0xfeff
            // Tag characters, U+E0000-U+E007F, in UTF-16.
            || (c == 0xdb40 && i + 1 < text.size() && text.at(i + 1).unicode() <= 0xdc7f);
        if (control || format)
            return QStringLiteral("U+%1 at %2")
                .arg(QString::number(c, 16).rightJustified(4, u'0'), QString::number(i));
    }
    return {};
}

} // namespace HostileText

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

namespace Toolshelf {

// Provider text reaches terminals, widgets and exports; these keep control
// characters, bidirectional controls and invisible characters from rewriting
// or hiding what the user sees. Each such character is replaced by a visible
// \uXXXX (\UXXXXXXXX beyond the BMP) escape.
//
// Unsafe everywhere: C0 and C1 controls and DEL, every Unicode format
// character (Cf: bidi marks, embeddings, overrides and isolates, zero-width
// space, joiner and non-joiner, word joiner, soft hyphen, BOM, tag
// characters...), the line and paragraph separators U+2028/U+2029, and
// surrogates that are not half of a pair. Zero-width joiners are escaped
// inside emoji and scripts that use them too: in a tool's name they make two
// names look alike, and a description is what an LLM reads, so the user must
// see every character of it. Variation selectors stay, so emoji show as meant.
namespace TextSafety {

// Unsafe in a line: besides the above, tab, line feed and carriage return.
bool isUnsafe(char32_t c);

// For text that may span lines (a description printed in a block): keeps
// tabs, line feeds and a carriage return before a line feed; a lone carriage
// return is escaped, since a terminal would overwrite the line with what follows.
bool containsUnsafe(QStringView text);
QString escapeUnsafe(QStringView text);

// For one-line fields (names, ids, tags, paths, rows of a list): tabs and
// line breaks are escaped as well.
bool containsUnsafeInLine(QStringView text);
QString escapeLine(QStringView text);

// escapeLine(), then cut to at most `limit` characters (UTF-16 units), the
// last an ellipsis when something was cut: for provider text in a row or line.
QString shortened(QStringView text, qsizetype limit);

} // namespace TextSafety

} // namespace Toolshelf

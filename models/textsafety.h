#pragma once

#include <QString>
#include <QStringView>

namespace Toolshelf {

// Provider text reaches terminals and widgets; these keep control characters
// and bidirectional overrides from rewriting what the user sees.
namespace TextSafety {

// C0/C1 controls other than tab and line breaks, and bidi embeddings,
// overrides and isolates (U+202A–U+202E, U+2066–U+2069).
bool isUnsafe(char16_t c);
bool containsUnsafe(QStringView text);

// Replaces every unsafe character with a visible \uXXXX escape.
QString escapeUnsafe(QStringView text);

// escapeUnsafe(), then cut to at most `limit` characters (UTF-16 units), the
// last an ellipsis when something was cut: for provider text in a row or line.
QString shortened(QStringView text, qsizetype limit);

} // namespace TextSafety

} // namespace Toolshelf

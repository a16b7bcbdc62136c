#include "textsafety.h"

#include <algorithm>

namespace Toolshelf::TextSafety {

bool isUnsafe(char16_t c)
{
    // Printable ASCII, nearly all provider text, decides in one comparison.
    if (c >= 0x20 && c < 0x7f)
        return false;
    return (c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r') || (c >= 0x7f && c < 0xa0)
        || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

bool containsUnsafe(QStringView text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return isUnsafe(c.unicode()); });
}

QString escapeUnsafe(QStringView text)
{
    if (!containsUnsafe(text))
        return text.toString();
    QString result;
    result.reserve(text.size() + 16);
    for (QChar c : text) {
        if (isUnsafe(c.unicode()))
            result += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            result += c;
    }
    return result;
}

QString shortened(QStringView text, qsizetype limit)
{
    // Escaping only lengthens, so the first `limit` characters are all that
    // can show; a huge text is not escaped whole.
    QString shown = escapeUnsafe(text.left(limit));
    if (text.size() <= limit && shown.size() <= limit)
        return shown;
    shown.truncate(std::max<qsizetype>(limit - 1, 0));
    // Half a surrogate pair would show as a replacement character.
    if (!shown.isEmpty() && shown.back().isHighSurrogate())
        shown.chop(1);
    return shown + QChar(0x2026);
}

} // namespace Toolshelf::TextSafety

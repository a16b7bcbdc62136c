// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/textsafety.h"

#include <algorithm>

namespace Toolshelf::TextSafety {

namespace {

enum class Lines { Kept, Escaped };

// The code point starting at `i`, and how many UTF-16 units it takes; a
// surrogate without its other half is returned as it is.
char32_t codePointAt(QStringView text, qsizetype i, qsizetype *units)
{
    const QChar c = text.at(i);
    if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
        *units = 2;
        return QChar::surrogateToUcs4(c, text.at(i + 1));
    }
    *units = 1;
    return c.unicode();
}

bool keptAt(QStringView text, qsizetype i, Lines lines)
{
    if (lines == Lines::Escaped)
        return false;
    const QChar c = text.at(i);
    return c == u'\t' || c == u'\n'
        || (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n');
}

// The index of the first character to escape, or -1.
qsizetype firstUnsafe(QStringView text, Lines lines)
{
    qsizetype units = 1;
    for (qsizetype i = 0; i < text.size(); i += units) {
        const char16_t unit = text.at(i).unicode();
        units = 1;
        // Printable ASCII, nearly all provider text, decides in one comparison.
        if (unit >= 0x20 && unit < 0x7f)
            continue;
        if (isUnsafe(codePointAt(text, i, &units)) && !keptAt(text, i, lines))
            return i;
    }
    return -1;
}

QString escaped(QStringView text, Lines lines)
{
    qsizetype i = firstUnsafe(text, lines);
    if (i < 0)
        return text.toString();
    QString result;
    result.reserve(text.size() + 16);
    result += text.first(i);
    qsizetype units = 1;
    for (; i < text.size(); i += units) {
        const char32_t c = codePointAt(text, i, &units);
        if (!isUnsafe(c) || keptAt(text, i, lines))
            result += text.mid(i, units);
        else if (c <= 0xffff)
            result += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            result += QStringLiteral("\\U%1").arg(uint(c), 8, 16, QLatin1Char('0'));
    }
    return result;
}

} // namespace

bool isUnsafe(char32_t c)
{
    if (c >= 0x20 && c < 0x7f)
        return false;
    if (c < 0x20 || (c >= 0x7f && c < 0xa0) || (c >= 0xd800 && c <= 0xdfff))
        return true;
    switch (QChar::category(c)) {
    case QChar::Other_Format:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return true;
    default:
        return false;
    }
}

bool containsUnsafe(QStringView text)
{
    return firstUnsafe(text, Lines::Kept) >= 0;
}

QString escapeUnsafe(QStringView text)
{
    return escaped(text, Lines::Kept);
}

bool containsUnsafeInLine(QStringView text)
{
    return firstUnsafe(text, Lines::Escaped) >= 0;
}

QString escapeLine(QStringView text)
{
    return escaped(text, Lines::Escaped);
}

QString shortened(QStringView text, qsizetype limit)
{
    // Escaping only lengthens, so the first `limit` characters are all that
    // can show; a huge text is not escaped whole. A pair cut in half there
    // is escaped, but past the limit, so it is cut off below.
    QString shown = escapeLine(text.left(limit));
    if (text.size() <= limit && shown.size() <= limit)
        return shown;
    shown.truncate(std::max<qsizetype>(limit - 1, 0));
    // Half a surrogate pair would show as a replacement character.
    if (!shown.isEmpty() && shown.back().isHighSurrogate())
        shown.chop(1);
    return shown + QChar(0x2026);
}

} // namespace Toolshelf::TextSafety

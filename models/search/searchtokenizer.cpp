// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "search/searchtokenizer.h"

namespace Toolshelf {

namespace {

// SQLite strips diacritics only from Latin letters (its table covers Latin-1,
// Latin Extended-A/B and Latin Extended Additional); Greek keeps its tonos.
bool isLatin(char32_t code)
{
    return code < 0x250 || (code >= 0x1E00 && code <= 0x1EFF);
}

// The base letter of a canonical decomposition, repeatedly, so "ǖ" gives "u".
char32_t withoutDiacritics(char32_t code)
{
    while (QChar::decompositionTag(code) == QChar::Canonical) {
        const QString parts = QChar::decomposition(code);
        if (parts.isEmpty())
            break;
        const char32_t base = parts.at(0).isHighSurrogate() && parts.size() > 1
            ? QChar::surrogateToUcs4(parts.at(0), parts.at(1))
            : parts.at(0).unicode();
        if (base == code)
            break;
        code = base;
    }
    return code;
}

} // namespace

char32_t SearchTokenizer::fold(char32_t code)
{
    // The common case first: ASCII letters and digits, everything else
    // (including '_' and '-') separates.
    if (code < 0x80) {
        if (code >= 'A' && code <= 'Z')
            return code + ('a' - 'A');
        if ((code >= 'a' && code <= 'z') || (code >= '0' && code <= '9'))
            return code;
        return Separator;
    }
    switch (QChar::category(code)) {
    case QChar::Mark_NonSpacing:
        // Combining diacritics belong to the token and are removed from it;
        // SQLite keeps the marks of blocks its tables predate.
        return code >= 0x300 && code <= 0x36F ? Dropped : code;
    case QChar::Other_PrivateUse:
        return code;
    case QChar::Letter_Uppercase:
    case QChar::Letter_Lowercase:
    case QChar::Letter_Titlecase:
    case QChar::Letter_Modifier:
    case QChar::Letter_Other:
    case QChar::Number_DecimalDigit:
    case QChar::Number_Letter:
    case QChar::Number_Other: {
        // SQLite lowercases only the Basic Multilingual Plane.
        const char32_t lower = code > 0xFFFF ? code : QChar::toLower(code);
        return isLatin(lower) ? withoutDiacritics(lower) : lower;
    }
    default:
        return Separator;
    }
}

void SearchTokenizer::appendCode(QString &token, char32_t code)
{
    if (QChar::requiresSurrogates(code)) {
        token.append(QChar(QChar::highSurrogate(code)));
        token.append(QChar(QChar::lowSurrogate(code)));
    } else {
        token.append(QChar(char16_t(code)));
    }
}

} // namespace Toolshelf

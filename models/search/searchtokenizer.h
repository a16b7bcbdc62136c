// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

#include <utility>

namespace Toolshelf {

// Splits text into tokens the way the catalog's FTS5 table does (unicode61,
// remove_diacritics 2), so the in-memory search index finds what FTS5 finds.
class SearchTokenizer final
{
public:
    // Calls `each(token)` for every token of `text`, in order. The token is a
    // buffer the next token overwrites: copying it is cheap, since it is shared.
    template<typename Each> static void forEachToken(QStringView text, Each each)
    {
        QString token;
        const qsizetype size = text.size();
        for (qsizetype i = 0; i < size;) {
            char32_t code = text[i].unicode();
            qsizetype length = 1;
            if (QChar::isHighSurrogate(code) && i + 1 < size && text[i + 1].isLowSurrogate()) {
                code = QChar::surrogateToUcs4(text[i], text[i + 1]);
                length = 2;
            }
            i += length;
            const char32_t folded = fold(code);
            if (folded == Separator) {
                if (!token.isEmpty()) {
                    each(std::as_const(token));
                    token.clear();
                }
            } else if (folded != Dropped) {
                appendCode(token, folded);
            }
        }
        if (!token.isEmpty())
            each(std::as_const(token));
    }

private:
    // fold() results that are no character of the token.
    static constexpr char32_t Separator = 0xFFFFFFFF;
    static constexpr char32_t Dropped = 0xFFFFFFFE;

    // The character as it appears in a token, or Separator / Dropped.
    static char32_t fold(char32_t code);
    static void appendCode(QString &token, char32_t code);
};

} // namespace Toolshelf

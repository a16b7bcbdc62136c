// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "procedures/toolreferencescanner.h"

#include <QSet>

namespace Toolshelf::ToolReferenceScanner {

namespace {

bool isAsciiIdentifierChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')
        || c == u'_';
}

// Any letter or digit continues a word: "naïve_call()" is no reference to
// "ve_call". Surrogates stand for letters outside the BMP, so they count too.
bool isWordChar(QChar c)
{
    return isAsciiIdentifierChar(c) || c.isLetterOrNumber() || c.isSurrogate()
        || c.category() == QChar::Mark_NonSpacing;
}

// After "name(": the length of "`a`, `b`)" if the text there is such a list
// of parameters, else 0. Bounded, so a scan stays linear in the text.
qsizetype parameterListLength(QStringView text, qsizetype from)
{
    const QStringView window
        = text.first(qMin(text.size(), from + ToolReferenceScanner::MaxParameterListLength));
    const qsizetype end = window.size();
    qsizetype i = from;
    while (i < end && text[i] == u'`') {
        const qsizetype close = window.indexOf(u'`', i + 1);
        if (close < 0 || close == i + 1)
            return 0;
        for (qsizetype k = i + 1; k < close; ++k) {
            if (text[k] == u'\n' || text[k] == u'\r')
                return 0;
        }
        i = close + 1;
        while (i < end && text[i] == u' ')
            ++i;
        if (i < end && text[i] == u')')
            return i + 1 - from;
        if (i >= end || text[i] != u',')
            return 0;
        ++i;
        while (i < end && text[i] == u' ')
            ++i;
    }
    return 0;
}

} // namespace

QList<ToolReferenceMatch> scan(QStringView text)
{
    QList<ToolReferenceMatch> matches;
    qsizetype line = 1;
    qsizetype lineStart = 0;
    const qsizetype size = text.size();
    qsizetype i = 0;
    while (i < size) {
        const QChar c = text[i];
        if (c == u'\n') {
            ++line;
            lineStart = ++i;
            continue;
        }
        if (!isWordChar(c)) {
            ++i;
            continue;
        }
        // A whole word at once: each character is looked at once.
        const qsizetype start = i;
        bool ascii = true;
        while (i < size && isWordChar(text[i])) {
            ascii = ascii && isAsciiIdentifierChar(text[i]);
            ++i;
        }
        const bool startsWell = !text[start].isDigit();
        const bool afterDot = start > 0 && text[start - 1] == u'.';
        if (!ascii || !startsWell || afterDot || i + 1 >= size || text[i] != u'(')
            continue;
        const qsizetype call = text[i + 1] == u')' ? 2 : 1 + parameterListLength(text, i + 1);
        if (call > 1) {
            matches.append({text.sliced(start, i - start).toString(), start, i - start + call, line,
                            start - lineStart + 1});
            i += call;
        }
    }
    return matches;
}

QStringList names(const QList<ToolReferenceMatch> &matches)
{
    QStringList result;
    QSet<QString> seen;
    for (const ToolReferenceMatch &match : matches) {
        if (!seen.contains(match.name)) {
            seen.insert(match.name);
            result.append(match.name);
        }
    }
    return result;
}

} // namespace Toolshelf::ToolReferenceScanner

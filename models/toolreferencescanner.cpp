#include "toolreferencescanner.h"

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
        const bool called = i + 1 < size && text[i] == u'(' && text[i + 1] == u')';
        if (ascii && startsWell && !afterDot && called) {
            matches.append({text.sliced(start, i - start).toString(), start, i - start + 2, line,
                            start - lineStart + 1});
            i += 2;
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

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/textdiff.h"

#include <QStringView>

#include <vector>

namespace Toolshelf {

namespace {

enum class CharClass { Word, Space, Other };

CharClass classOf(QChar c)
{
    if (c.isLetterOrNumber() || c == u'_' || c.isMark() || c.isSurrogate())
        return CharClass::Word;
    if (c.isSpace())
        return CharClass::Space;
    return CharClass::Other;
}

// Runs of word characters, runs of whitespace, and single other characters,
// so punctuation changes stay small and concatenating the tokens gives the text.
std::vector<QStringView> tokens(const QString &text)
{
    std::vector<QStringView> result;
    const QStringView view(text);
    qsizetype start = 0;
    while (start < view.size()) {
        const CharClass kind = classOf(view.at(start));
        qsizetype end = start + 1;
        if (kind != CharClass::Other) {
            while (end < view.size() && classOf(view.at(end)) == kind)
                ++end;
        }
        result.push_back(view.mid(start, end - start));
        start = end;
    }
    return result;
}

// Collects common text and changes. A change is removed then added text,
// whatever order the walk found them in; changes separated only by whitespace
// are joined, so "a b" to "c d" reads as one change, not two.
class Builder
{
public:
    void same(QStringView text)
    {
        if (text.isEmpty())
            return;
        if (!m_parts.empty() && !m_parts.back().isChange)
            m_parts.back().same += text;
        else
            m_parts.push_back({false, text.toString(), {}, {}});
    }

    void change(QStringView removed, QStringView added)
    {
        if (removed.isEmpty() && added.isEmpty())
            return;
        if (m_parts.size() >= 2 && !m_parts.back().isChange && m_parts[m_parts.size() - 2].isChange
            && m_parts.back().same.trimmed().isEmpty()) {
            const QString space = m_parts.back().same;
            m_parts.pop_back();
            m_parts.back().removed += space;
            m_parts.back().added += space;
        }
        if (m_parts.empty() || !m_parts.back().isChange)
            m_parts.push_back({true, {}, {}, {}});
        m_parts.back().removed += removed;
        m_parts.back().added += added;
    }

    QList<TextDiff::Segment> take()
    {
        QList<TextDiff::Segment> result;
        for (Part &part : m_parts) {
            if (!part.isChange) {
                result.append({TextDiff::Kind::Same, std::move(part.same)});
                continue;
            }
            if (!part.removed.isEmpty())
                result.append({TextDiff::Kind::Removed, std::move(part.removed)});
            if (!part.added.isEmpty())
                result.append({TextDiff::Kind::Added, std::move(part.added)});
        }
        return result;
    }

private:
    struct Part
    {
        bool isChange = false;
        QString same;
        QString removed;
        QString added;
    };
    std::vector<Part> m_parts;
};

// The tokens [from, to) of `list` as one view into their text.
QStringView span(const std::vector<QStringView> &list, size_t from, size_t to)
{
    if (from >= to)
        return {};
    const QChar *begin = list[from].data();
    const QChar *end = list[to - 1].data() + list[to - 1].size();
    return QStringView(begin, end - begin);
}

} // namespace

QList<TextDiff::Segment> TextDiff::compare(const QString &before, const QString &after,
                                           qsizetype maxCells)
{
    const std::vector<QStringView> a = tokens(before);
    const std::vector<QStringView> b = tokens(after);

    // Edits are usually local: the common ends cost nothing to skip.
    size_t prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix])
        ++prefix;
    size_t suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix
           && a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix])
        ++suffix;
    const size_t aEnd = a.size() - suffix;
    const size_t bEnd = b.size() - suffix;
    const size_t n = aEnd - prefix;
    const size_t m = bEnd - prefix;

    Builder out;
    out.same(span(a, 0, prefix));
    if (n == 0 || m == 0 || qsizetype(n) * qsizetype(m) > maxCells) {
        out.change(span(a, prefix, aEnd), span(b, prefix, bEnd));
    } else {
        // lcs[i][j]: the longest common subsequence of a[prefix + i..] and
        // b[prefix + j..], so the walk below goes forwards.
        const size_t width = m + 1;
        std::vector<quint32> lcs((n + 1) * width, 0);
        for (size_t i = n; i-- > 0;) {
            for (size_t j = m; j-- > 0;) {
                lcs[i * width + j] = a[prefix + i] == b[prefix + j]
                    ? lcs[(i + 1) * width + j + 1] + 1
                    : std::max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
            }
        }
        size_t i = 0;
        size_t j = 0;
        size_t removedFrom = 0;
        size_t addedFrom = 0;
        // Removals and additions between two common tokens form one change.
        const auto flush = [&] {
            out.change(span(a, prefix + removedFrom, prefix + i),
                       span(b, prefix + addedFrom, prefix + j));
        };
        removedFrom = i;
        addedFrom = j;
        while (i < n && j < m) {
            if (a[prefix + i] == b[prefix + j]) {
                flush();
                out.same(a[prefix + i]);
                ++i;
                ++j;
                removedFrom = i;
                addedFrom = j;
            } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) {
                ++i;
            } else {
                ++j;
            }
        }
        i = n;
        j = m;
        flush();
    }
    out.same(span(a, aEnd, a.size()));
    return out.take();
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/markdownlinescanner.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <utility>

// Every pass below is one sweep over the line (or, for links, a sweep bounded by a
// constant), because provider text is untrusted: QTextDocument::setMarkdown is
// quadratic on some inputs and a highlighter runs on every keystroke.

namespace Toolshelf {

namespace {

using Category = MarkdownLineScanner::Category;

constexpr quint16 bit(Category category)
{
    return MarkdownLineScanner::bit(category);
}

// A state above NormalState is an open fenced code block whose fence character and
// length are encoded, because only a fence of the same character and at least the
// same length closes it.
constexpr int MaxFenceLength = 0xffff;

int fenceState(QChar marker, int length)
{
    return 1 + (marker == u'~' ? 1 : 0) + 2 * std::min(length, MaxFenceLength);
}

QChar fenceMarker(int state)
{
    return ((state - 1) & 1) ? QChar(u'~') : QChar(u'`');
}

int fenceLength(int state)
{
    return (state - 1) >> 1;
}

// How far a link destination, title or reference label is followed: a line full of
// unterminated "[a](" then costs at most this much per bracket, not the line length.
constexpr int MaxLinkTail = 1024;
// CommonMark's limit on nested parentheses in a link destination.
constexpr int MaxLinkParenDepth = 32;

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t';
}

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isAsciiPunctuation(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'!' && u <= u'/') || (u >= u':' && u <= u'@') || (u >= u'[' && u <= u'`')
        || (u >= u'{' && u <= u'~');
}

// CommonMark counts symbols as punctuation for the flanking rules.
bool isPunctuation(QChar c)
{
    return c.isPunct() || c.isSymbol();
}

enum Attribute : quint8 {
    Escaped = 1, // made literal by a preceding backslash
    Opaque = 2, // code or an address: later inline rules must not reinterpret it
};

// Per-character scratch data for the line being highlighted.
struct Line
{
    explicit Line(QStringView lineText)
        : text(lineText)
        , size(int(lineText.size()))
        , categories(std::size_t(size), 0)
        , attributes(std::size_t(size), 0)
    { }

    QChar at(int i) const { return text[i]; }
    bool isEscaped(int i) const { return attributes[std::size_t(i)] & Escaped; }
    bool isOpaque(int i) const { return attributes[std::size_t(i)] & Opaque; }
    bool isInert(int i) const { return attributes[std::size_t(i)] != 0; }

    void mark(int from, int to, Category category)
    {
        for (int i = from; i < to; ++i)
            categories[std::size_t(i)] |= bit(category);
    }

    void makeOpaque(int from, int to)
    {
        for (int i = from; i < to; ++i)
            attributes[std::size_t(i)] |= Opaque;
    }

    int skipBlanks(int i, int limit) const
    {
        while (i < limit && isBlank(at(i)))
            ++i;
        return i;
    }

    QStringView text;
    int size;
    std::vector<quint16> categories;
    std::vector<quint8> attributes;
};

struct Fence
{
    QChar marker;
    int length = 0;
};

// Fences may be indented freely so that code blocks nested in list items highlight too.
Fence openingFence(const Line &line)
{
    const int start = line.skipBlanks(0, line.size);
    if (start >= line.size || (line.at(start) != u'`' && line.at(start) != u'~'))
        return {};
    const QChar marker = line.at(start);
    int end = start;
    while (end < line.size && line.at(end) == marker)
        ++end;
    if (end - start < 3)
        return {};
    // "```a```" is an inline code span, not a fence.
    if (marker == u'`' && line.text.sliced(end).contains(u'`'))
        return {};
    return {marker, end - start};
}

bool closesFence(const Line &line, int state)
{
    const QChar marker = fenceMarker(state);
    const int start = line.skipBlanks(0, line.size);
    int end = start;
    while (end < line.size && line.at(end) == marker)
        ++end;
    return end - start >= std::max(3, fenceLength(state))
        && line.skipBlanks(end, line.size) == line.size;
}

int headingLevel(const Line &line, int at)
{
    int end = at;
    while (end < line.size && end - at < 7 && line.at(end) == u'#')
        ++end;
    const int level = end - at;
    if (level < 1 || level > 6 || (end < line.size && !isBlank(line.at(end))))
        return 0;
    return level;
}

bool isRule(const Line &line, int at)
{
    if (at >= line.size)
        return false;
    const QChar marker = line.at(at);
    if (marker != u'*' && marker != u'-' && marker != u'_')
        return false;
    int count = 0;
    for (int i = at; i < line.size; ++i) {
        if (line.at(i) == marker)
            ++count;
        else if (!isBlank(line.at(i)))
            return false;
    }
    return count >= 3;
}

// Returns the end of a bullet or ordered-list marker at `at`, or `at` when there is none.
int listMarkerEnd(const Line &line, int at)
{
    if (at >= line.size)
        return at;
    int end = at;
    const QChar first = line.at(at);
    if (first == u'-' || first == u'+' || first == u'*') {
        end = at + 1;
    } else if (isAsciiDigit(first)) {
        int digits = at;
        while (digits < line.size && digits - at < 9 && isAsciiDigit(line.at(digits)))
            ++digits;
        if (digits < line.size && (line.at(digits) == u'.' || line.at(digits) == u')'))
            end = digits + 1;
    }
    if (end == at || (end < line.size && !isBlank(line.at(end))))
        return at;
    // A task-list checkbox ("- [ ] step") reads as part of the marker.
    const int box = line.skipBlanks(end, line.size);
    if (box + 2 < line.size && line.at(box) == u'[' && line.at(box + 2) == u']'
        && (line.at(box + 1) == u' ' || line.at(box + 1) == u'x' || line.at(box + 1) == u'X')
        && (box + 3 == line.size || isBlank(line.at(box + 3)))) {
        end = box + 3;
    }
    return end;
}

// Marks quotes, headings, rules and list markers; returns where inline content
// starts, or -1 when the line has none.
int markBlockStructure(Line &line)
{
    int content = 0;
    bool quoted = false;
    for (;;) {
        const int marker = line.skipBlanks(content, line.size);
        if (marker >= line.size || line.at(marker) != u'>')
            break;
        quoted = true;
        content = marker + 1;
        if (content < line.size && isBlank(line.at(content)))
            ++content;
    }
    if (quoted)
        line.mark(0, line.size, Category::Quote);

    const int start = line.skipBlanks(content, line.size);
    if (const int level = headingLevel(line, start); level > 0) {
        line.mark(start, line.size, Category::Heading);
        return start + level;
    }
    if (isRule(line, start)) {
        line.mark(start, line.size, Category::Rule);
        return -1;
    }
    if (const int end = listMarkerEnd(line, start); end > start) {
        line.mark(start, end, Category::ListMarker);
        return end;
    }
    return content;
}

void markEscapes(Line &line, int start)
{
    for (int i = start; i + 1 < line.size; ++i) {
        if (line.at(i) == u'\\' && isAsciiPunctuation(line.at(i + 1))) {
            line.attributes[std::size_t(i + 1)] |= Escaped;
            ++i;
        }
    }
}

// A code span closes at the next backtick run of exactly its opening length. Finding
// that run for every opener by looking ahead would be quadratic, so the runs are
// chained to the next run of equal length in one backwards sweep.
void markCodeSpans(Line &line, int start)
{
    struct Run
    {
        int start;
        int length;
    };
    std::vector<Run> runs;
    for (int i = start; i < line.size;) {
        if (line.at(i) != u'`' || line.isEscaped(i)) {
            ++i;
            continue;
        }
        int end = i;
        while (end < line.size && line.at(end) == u'`')
            ++end;
        runs.push_back({i, end - i});
        i = end;
    }

    std::vector<int> nextOfSameLength(runs.size(), -1);
    QHash<int, int> laterRunOfLength;
    for (int k = int(runs.size()) - 1; k >= 0; --k) {
        const auto later = laterRunOfLength.constFind(runs[std::size_t(k)].length);
        if (later != laterRunOfLength.constEnd())
            nextOfSameLength[std::size_t(k)] = *later;
        laterRunOfLength.insert(runs[std::size_t(k)].length, k);
    }

    for (std::size_t k = 0; k < runs.size();) {
        const int closer = nextOfSameLength[k];
        if (closer < 0) {
            ++k;
            continue;
        }
        const Run &close = runs[std::size_t(closer)];
        line.mark(runs[k].start, close.start + close.length, Category::Code);
        line.makeOpaque(runs[k].start, close.start + close.length);
        k = std::size_t(closer) + 1;
    }
}

bool isAutolinkBody(QStringView body)
{
    // An absolute URI: a scheme of 2 to 32 characters and a colon.
    int scheme = 0;
    while (scheme < body.size() && scheme <= 32
           && ((body[scheme] >= u'a' && body[scheme] <= u'z')
               || (body[scheme] >= u'A' && body[scheme] <= u'Z')
               || (scheme > 0
                   && (isAsciiDigit(body[scheme]) || body[scheme] == u'+' || body[scheme] == u'.'
                       || body[scheme] == u'-')))) {
        ++scheme;
    }
    if (scheme >= 2 && scheme <= 32 && scheme < body.size() && body[scheme] == u':')
        return true;

    // An e-mail address.
    const qsizetype at = body.indexOf(u'@');
    if (at <= 0 || at + 1 >= body.size() || body.lastIndexOf(u'@') != at)
        return false;
    for (qsizetype i = at + 1; i < body.size(); ++i) {
        const QChar c = body[i];
        if (!(c.isLetterOrNumber() || c == u'-' || c == u'.'))
            return false;
    }
    return true;
}

void markAutolinks(Line &line, int start)
{
    for (int i = start; i < line.size; ++i) {
        if (line.at(i) != u'<' || line.isInert(i))
            continue;
        int end = i + 1;
        while (end < line.size && !line.isOpaque(end) && line.at(end) != u'<'
               && line.at(end) != u'>' && !line.at(end).isSpace()) {
            ++end;
        }
        if (end < line.size && line.at(end) == u'>'
            && isAutolinkBody(line.text.sliced(i + 1, end - i - 1))) {
            line.mark(i, end + 1, Category::Link);
            line.makeOpaque(i, end + 1);
        }
        // Nothing before `end` can start another autolink.
        i = end - 1;
    }
}

// Returns the index of the ")" closing an inline link's destination and optional
// title that start at `from`, or -1.
int linkTailEnd(const Line &line, int from)
{
    const int limit = std::min(line.size, from + MaxLinkTail);
    int i = line.skipBlanks(from, limit);
    if (i < limit && line.at(i) == u'<') {
        ++i;
        while (i < limit && line.at(i) != u'>' && line.at(i) != u'<')
            i += line.at(i) == u'\\' ? 2 : 1;
        if (i >= limit || line.at(i) != u'>')
            return -1;
        ++i;
    } else {
        int depth = 0;
        while (i < limit) {
            const QChar c = line.at(i);
            if (c == u'\\') {
                i += 2;
                continue;
            }
            if (c.isSpace())
                break;
            if (c == u'(' && ++depth > MaxLinkParenDepth)
                return -1;
            if (c == u')') {
                if (depth == 0)
                    break;
                --depth;
            }
            ++i;
        }
    }
    i = line.skipBlanks(i, limit);
    if (i < limit && (line.at(i) == u'"' || line.at(i) == u'\'' || line.at(i) == u'(')) {
        const QChar close = line.at(i) == u'(' ? QChar(u')') : line.at(i);
        ++i;
        while (i < limit && line.at(i) != close)
            i += line.at(i) == u'\\' ? 2 : 1;
        if (i >= limit)
            return -1;
        i = line.skipBlanks(i + 1, limit);
    }
    return i < limit && line.at(i) == u')' ? i : -1;
}

// Returns the index of the "]" closing a reference label that starts at `from`, or -1.
int referenceLabelEnd(const Line &line, int from)
{
    const int limit = std::min(line.size, from + MaxLinkTail);
    for (int i = from; i < limit; ++i) {
        if (line.at(i) == u'\\')
            ++i;
        else if (line.at(i) == u'[')
            return -1;
        else if (line.at(i) == u']')
            return i;
    }
    return -1;
}

// Inline links "[text](url)", images, full references "[text][id]" and reference
// definitions "[id]: url". Links cannot nest, so a link drops all pending openers.
void markLinks(Line &line, int start)
{
    std::vector<int> openers;
    for (int i = start; i < line.size; ++i) {
        if (line.isInert(i))
            continue;
        if (line.at(i) == u'[') {
            const bool image = i - 1 >= start && line.at(i - 1) == u'!' && !line.isInert(i - 1);
            openers.push_back(image ? i - 1 : i);
            continue;
        }
        if (line.at(i) != u']' || openers.empty())
            continue;
        const int from = openers.back();
        openers.pop_back();
        const int next = i + 1;
        int end = -1;
        if (next < line.size && line.at(next) == u'(')
            end = linkTailEnd(line, next + 1);
        else if (next < line.size && line.at(next) == u'[')
            end = referenceLabelEnd(line, next + 1);
        else if (next < line.size && line.at(next) == u':' && from == start)
            end = line.size - 1;
        if (end < 0)
            continue;
        line.mark(from, end + 1, Category::Link);
        line.makeOpaque(next, end + 1);
        openers.clear();
        i = end;
    }
}

// Bare web addresses, as GitHub-flavoured Markdown links them.
void markBareUrls(Line &line, int start)
{
    static constexpr QStringView prefixes[] = {u"https://", u"http://", u"www."};
    for (int i = start; i < line.size; ++i) {
        if (line.isOpaque(i) || (i > start && line.at(i - 1).isLetterOrNumber()))
            continue;
        const QStringView rest = line.text.sliced(i);
        const auto prefix
            = std::find_if(std::begin(prefixes), std::end(prefixes), [rest](QStringView p) {
                  return rest.startsWith(p, Qt::CaseInsensitive);
              });
        if (prefix == std::end(prefixes))
            continue;
        int end = i;
        int open = 0;
        int close = 0;
        while (end < line.size && !line.isOpaque(end) && !line.at(end).isSpace()
               && line.at(end) != u'<') {
            open += line.at(end) == u'(' ? 1 : 0;
            close += line.at(end) == u')' ? 1 : 0;
            ++end;
        }
        // Trailing punctuation ends the sentence, not the address.
        while (end > i) {
            const QChar last = line.at(end - 1);
            if (QStringView(u".,:;!?\"'*_~").contains(last)) {
                --end;
            } else if (last == u')' && close > open) {
                --close;
                --end;
            } else {
                break;
            }
        }
        if (end - i <= prefix->size())
            continue;
        line.mark(i, end, Category::Link);
        line.makeOpaque(i, end);
        i = end - 1;
    }
}

// CommonMark's delimiter-run algorithm for "*", "_", "**" and "__".
void markEmphasis(Line &line, int start)
{
    struct Delimiter
    {
        int start; // first character not yet matched
        int count; // characters not yet matched
        int originalCount; // length of the whole run, for the "rule of three"
        QChar marker;
        bool canOpen;
        bool canClose;
        int previous; // neighbours among the delimiters still in play
        int next;
    };
    std::vector<Delimiter> delimiters;
    for (int i = start; i < line.size;) {
        const QChar marker = line.at(i);
        if ((marker != u'*' && marker != u'_') || line.isInert(i)) {
            ++i;
            continue;
        }
        int end = i;
        while (end < line.size && line.at(end) == marker && !line.isInert(end))
            ++end;
        const QChar before = i > 0 ? line.at(i - 1) : QChar(u' ');
        const QChar after = end < line.size ? line.at(end) : QChar(u' ');
        const bool leftFlanking = !after.isSpace()
            && (!isPunctuation(after) || before.isSpace() || isPunctuation(before));
        const bool rightFlanking = !before.isSpace()
            && (!isPunctuation(before) || after.isSpace() || isPunctuation(after));
        bool canOpen = leftFlanking;
        bool canClose = rightFlanking;
        if (marker == u'_') {
            // Underscores inside words (snake_case tool names) are not emphasis.
            canOpen = leftFlanking && (!rightFlanking || isPunctuation(before));
            canClose = rightFlanking && (!leftFlanking || isPunctuation(after));
        }
        if (canOpen || canClose) {
            const int index = int(delimiters.size());
            delimiters.push_back(
                {i, end - i, end - i, marker, canOpen, canClose, index - 1, index + 1});
        }
        i = end;
    }
    if (delimiters.empty())
        return;
    delimiters.back().next = -1;

    const auto unlink = [&delimiters](int index) {
        const Delimiter &d = delimiters[std::size_t(index)];
        if (d.previous >= 0)
            delimiters[std::size_t(d.previous)].next = d.next;
        if (d.next >= 0)
            delimiters[std::size_t(d.next)].previous = d.previous;
    };

    // Where the search for an opener gave up before, per kind of closer; searching
    // below it again could only fail again, and this is what keeps the pass linear.
    std::array<int, 12> openersBottom;
    openersBottom.fill(-1);
    const auto bottomIndex = [](const Delimiter &closer) {
        return (closer.marker == u'_' ? 6 : 0) + (closer.canOpen ? 3 : 0)
            + closer.originalCount % 3;
    };

    std::vector<int> emphasisDepth(std::size_t(line.size) + 1, 0);
    std::vector<int> strongDepth(std::size_t(line.size) + 1, 0);
    int closerIndex = 0;
    while (closerIndex >= 0) {
        Delimiter &closer = delimiters[std::size_t(closerIndex)];
        if (!closer.canClose) {
            closerIndex = closer.next;
            continue;
        }
        const int bottom = bottomIndex(closer);
        int openerIndex = closer.previous;
        while (openerIndex >= 0 && openerIndex > openersBottom[std::size_t(bottom)]) {
            const Delimiter &opener = delimiters[std::size_t(openerIndex)];
            if (opener.marker == closer.marker && opener.canOpen) {
                const bool eitherBoth = closer.canOpen || opener.canClose;
                const bool ruleOfThree = eitherBoth
                    && (opener.originalCount + closer.originalCount) % 3 == 0
                    && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0);
                if (!ruleOfThree)
                    break;
            }
            openerIndex = opener.previous;
        }
        if (openerIndex < 0 || openerIndex <= openersBottom[std::size_t(bottom)]) {
            openersBottom[std::size_t(bottom)] = closer.previous;
            const int next = closer.next;
            if (!closer.canOpen)
                unlink(closerIndex);
            closerIndex = next;
            continue;
        }

        Delimiter &opener = delimiters[std::size_t(openerIndex)];
        const int used = opener.count >= 2 && closer.count >= 2 ? 2 : 1;
        opener.count -= used;
        std::vector<int> &depth = used == 2 ? strongDepth : emphasisDepth;
        ++depth[std::size_t(opener.start + opener.count)];
        --depth[std::size_t(closer.start + used)];
        closer.start += used;
        closer.count -= used;
        // Delimiters between the pair can no longer match anything.
        opener.next = closerIndex;
        closer.previous = openerIndex;
        if (opener.count == 0)
            unlink(openerIndex);
        if (closer.count == 0) {
            const int next = closer.next;
            unlink(closerIndex);
            closerIndex = next;
        }
    }

    int emphasis = 0;
    int strong = 0;
    for (int i = 0; i < line.size; ++i) {
        emphasis += emphasisDepth[std::size_t(i)];
        strong += strongDepth[std::size_t(i)];
        if (emphasis > 0)
            line.categories[std::size_t(i)] |= bit(Category::Emphasis);
        if (strong > 0)
            line.categories[std::size_t(i)] |= bit(Category::Strong);
    }
}

void markInlines(Line &line, int start)
{
    markEscapes(line, start);
    markCodeSpans(line, start);
    markAutolinks(line, start);
    markLinks(line, start);
    markBareUrls(line, start);
    markEmphasis(line, start);
}
} // namespace

MarkdownLineScanner::Result MarkdownLineScanner::scan(QStringView text, int previousState)
{
    Line line(text);
    int state = NormalState;
    if (previousState > NormalState) {
        line.mark(0, line.size, Category::CodeBlock);
        if (!closesFence(line, previousState))
            state = previousState;
    } else if (const Fence fence = openingFence(line); fence.length > 0) {
        line.mark(0, line.size, Category::CodeBlock);
        state = fenceState(fence.marker, fence.length);
    } else if (const int content = markBlockStructure(line); content >= 0) {
        markInlines(line, content);
    }
    return {std::move(line.categories), state};
}

} // namespace Toolshelf

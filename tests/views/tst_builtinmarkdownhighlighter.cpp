// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/builtinmarkdownhighlighter.h"

#include <QElapsedTimer>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>

using namespace Qt::StringLiterals;
using Toolshelf::BuiltinMarkdownHighlighter;
using Category = BuiltinMarkdownHighlighter::Category;

namespace {

QTextCharFormat formatAt(const QTextBlock &block, int position)
{
    const QList<QTextLayout::FormatRange> formats = block.layout()->formats();
    for (const QTextLayout::FormatRange &range : formats) {
        if (position >= range.start && position < range.start + range.length)
            return range.format;
    }
    return {};
}

// Whether `actual` has every property of `expected`: formats merge, so a strong word in
// a heading carries both the heading's and the strong format's properties.
bool carries(const QTextCharFormat &actual, const QTextCharFormat &expected)
{
    const QMap<int, QVariant> properties = expected.properties();
    for (auto it = properties.cbegin(); it != properties.cend(); ++it) {
        if (actual.property(it.key()) != it.value())
            return false;
    }
    return true;
}

// "a «*b*» c" is the line "a *b* c" whose characters between « and » must carry the
// category under test and whose other characters must not.
struct MarkedLine
{
    QString text;
    QList<bool> marked;
};

MarkedLine parseMarked(const QString &pattern)
{
    MarkedLine line;
    bool inside = false;
    for (const QChar c : pattern) {
        if (c == u'«') {
            inside = true;
        } else if (c == u'»') {
            inside = false;
        } else {
            line.text.append(c);
            line.marked.append(inside);
        }
    }
    return line;
}

QPalette testPalette(const QColor &base, const QColor &text, const QColor &link)
{
    QPalette palette;
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Link, link);
    return palette;
}

} // namespace

class TestBuiltinMarkdownHighlighter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void categories_data();
    void categories();
    void plainTextHasNoFormat_data();
    void plainTextHasNoFormat();
    void fences_data();
    void fences();
    void fencedBlockHidesInlineMarkup();
    void fenceStateFollowsEdits();
    void formatsFollowPalette();
    void hostileInputFinishes_data();
    void hostileInputFinishes();
};

void TestBuiltinMarkdownHighlighter::categories_data()
{
    QTest::addColumn<Category>("category");
    QTest::addColumn<QString>("pattern");

    const auto row = [](const char *name, Category category, const char16_t *pattern) {
        QTest::newRow(name) << category << QString::fromUtf16(pattern);
    };
    row("h1", Category::Heading, u"«# Operating procedure»");
    row("h3", Category::Heading, u"«### Step three»");
    row("h6", Category::Heading, u"«###### Six»");
    row("indented heading", Category::Heading, u"  «## Two»");
    row("empty heading", Category::Heading, u"«#»");
    row("hashtag", Category::Heading, u"#hashtag");
    row("seven hashes", Category::Heading, u"####### seven");

    row("emphasis star", Category::Emphasis, u"a «*b*» c");
    row("emphasis underscore", Category::Emphasis, u"a «_b_» c");
    row("emphasis inside word", Category::Emphasis, u"a«*b*»c");
    row("snake_case", Category::Emphasis, u"call get_tool_id or _private");
    row("spaced star", Category::Emphasis, u"2 * 3 * 4");
    row("strong is not emphasis", Category::Emphasis, u"a **b** c");
    row("strong emphasis, outer", Category::Emphasis, u"«***both***»");
    row("emphasis in strong", Category::Emphasis, u"**a «*b*» c**");
    row("escaped stars", Category::Emphasis, u"\\*not emphasis\\*");
    row("bullet star", Category::Emphasis, u"* item");

    row("strong star", Category::Strong, u"a «**b**» c");
    row("strong underscore", Category::Strong, u"«__b__»");
    row("strong emphasis, inner", Category::Strong, u"*«**both**»*");
    row("strong in heading", Category::Strong, u"# A «**b**»");
    row("unclosed strong", Category::Strong, u"**never closed");

    row("code span", Category::Code, u"use «`code`» here");
    row("double backticks", Category::Code, u"«``a ` b``»");
    row("two spans", Category::Code, u"«`a`» and «`b`»");
    row("unmatched backtick", Category::Code, u"a ` b");
    row("code in heading", Category::Code, u"## Call «`list_tools`»");
    row("code in list item", Category::Code, u"- run «`make`»");

    row("inline link", Category::Link, u"see «[docs](https://example.com/a)» now");
    row("link with title", Category::Link, u"«[a](b \"the title\")»");
    row("link with parentheses", Category::Link,
        u"«[wiki](https://en.wikipedia.org/wiki/A_(b))» x");
    row("angle destination", Category::Link, u"«[a](<b c>)»");
    row("image", Category::Link, u"«![logo](logo.png)»");
    row("reference link", Category::Link, u"«[docs][ref]» and «[x][]»");
    row("reference definition", Category::Link, u"«[ref]: https://example.com»");
    row("uri autolink", Category::Link, u"go «<https://example.com>» now");
    row("email autolink", Category::Link, u"mail «<ops@example.com>»");
    row("bare url", Category::Link, u"see «https://example.com/a_b_c».");
    row("bare url in parentheses", Category::Link, u"(see «https://example.com/x»)");
    row("www", Category::Link, u"at «www.example.com»!");
    row("brackets alone", Category::Link, u"[not a link] (x)");
    row("html-ish", Category::Link, u"a <b> tag and 1 < 2");
    row("link inside code", Category::Link, u"`[a](b)`");

    row("dash", Category::ListMarker, u"«-» item");
    row("star", Category::ListMarker, u"«*» item");
    row("plus", Category::ListMarker, u"«+» item");
    row("ordered", Category::ListMarker, u"«12.» item");
    row("ordered parenthesis", Category::ListMarker, u"«3)» item");
    row("nested", Category::ListMarker, u"    «-» nested");
    row("empty item", Category::ListMarker, u"«1.»");
    row("open task", Category::ListMarker, u"«- [ ]» open task");
    row("done task", Category::ListMarker, u"«- [x]» done task");
    row("dash without space", Category::ListMarker, u"-not a list");
    row("decimal", Category::ListMarker, u"1.5 million");
    row("quoted list", Category::ListMarker, u"> «-» item");

    row("quote", Category::Quote, u"«> quoted text»");
    row("nested quote", Category::Quote, u"«> > nested»");
    row("indented quote", Category::Quote, u"«  > indented»");
    row("greater than", Category::Quote, u"a > b");

    row("dashes", Category::Rule, u"«---»");
    row("spaced stars", Category::Rule, u"«* * *»");
    row("underscores", Category::Rule, u"«_____»");
    row("two dashes", Category::Rule, u"-- no");
    row("mixed characters", Category::Rule, u"-*-");
}

void TestBuiltinMarkdownHighlighter::categories()
{
    QFETCH(Category, category);
    QFETCH(QString, pattern);
    const MarkedLine line = parseMarked(pattern);

    QTextDocument document;
    document.setPlainText(line.text);
    BuiltinMarkdownHighlighter highlighter(&document);
    highlighter.rehighlight();

    const QTextCharFormat expected = highlighter.format(category);
    QVERIFY(!expected.properties().isEmpty());
    const QTextBlock block = document.firstBlock();
    for (int i = 0; i < line.text.size(); ++i) {
        const bool has = carries(formatAt(block, i), expected);
        QVERIFY2(has == line.marked.at(i),
                 qPrintable(QStringLiteral("character %1 ('%2') %3 the category")
                                .arg(i)
                                .arg(line.text.at(i))
                                .arg(has ? QStringLiteral("has") : QStringLiteral("lacks"))));
    }
}

void TestBuiltinMarkdownHighlighter::plainTextHasNoFormat_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("sentence") << QStringLiteral("Call the tool once per request.");
    QTest::newRow("empty") << QString();
    QTest::newRow("arithmetic") << QStringLiteral("2 * 3 = 6 and 4 _ 5");
    QTest::newRow("snake_case") << QStringLiteral("get_tool_by_id returns a_b_c");
    QTest::newRow("hashtag") << QStringLiteral("#hashtag and C# and issue #12");
    QTest::newRow("brackets") << QStringLiteral("[optional] arguments (see below)");
    QTest::newRow("decimal") << QStringLiteral("1.5 million requests");
    QTest::newRow("lone backtick") << QStringLiteral("it`s");
    QTest::newRow("comparison") << QStringLiteral("if a < b and b > c");
    QTest::newRow("indented text") << QStringLiteral("    four spaces in");
}

void TestBuiltinMarkdownHighlighter::plainTextHasNoFormat()
{
    QFETCH(QString, text);
    QTextDocument document;
    document.setPlainText(text);
    BuiltinMarkdownHighlighter highlighter(&document);
    highlighter.rehighlight();
    QVERIFY(document.firstBlock().layout()->formats().isEmpty());
    QCOMPARE(document.firstBlock().userState(), 0);
}

void TestBuiltinMarkdownHighlighter::fences_data()
{
    QTest::addColumn<QStringList>("lines");
    // One character per line: 'c' when the line belongs to a code block.
    QTest::addColumn<QString>("code");

    QTest::newRow("backticks") << QStringList {u"```"_s, u"code"_s, u"```"_s, u"text"_s}
                               << QStringLiteral("ccc.");
    QTest::newRow("tildes") << QStringList {u"~~~"_s, u"```"_s, u"~~~~"_s, u"text"_s}
                            << QStringLiteral("ccc.");
    QTest::newRow("shorter fence does not close")
        << QStringList {u"````"_s, u"```"_s, u"````"_s, u"x"_s} << QStringLiteral("ccc.");
    QTest::newRow("unclosed") << QStringList {u"```"_s, u"a"_s, u""_s, u"b"_s}
                              << QStringLiteral("cccc");
    QTest::newRow("info string") << QStringList {u"```python"_s, u"x = 1"_s, u"```"_s}
                                 << QStringLiteral("ccc");
    QTest::newRow("text after closing fence")
        << QStringList {u"```"_s, u"``` not closing"_s, u"```"_s, u"x"_s} << QStringLiteral("ccc.");
    QTest::newRow("in a list item")
        << QStringList {u"- step"_s, u"  ```sh"_s, u"  run"_s, u"  ```"_s, u"after"_s}
        << QStringLiteral(".ccc.");
    QTest::newRow("inline triple backticks")
        << QStringList {u"```a```"_s, u"text"_s} << QStringLiteral("..");
    QTest::newRow("two backticks") << QStringList {u"``"_s, u"text"_s} << QStringLiteral("..");
    QTest::newRow("two blocks") << QStringList {u"```"_s, u"a"_s, u"```"_s, u"b"_s,
                                                u"~~~"_s, u"c"_s, u"~~~"_s}
                                << QStringLiteral("ccc.ccc");
}

void TestBuiltinMarkdownHighlighter::fences()
{
    QFETCH(QStringList, lines);
    QFETCH(QString, code);
    QCOMPARE(lines.size(), code.size());

    QTextDocument document;
    document.setPlainText(lines.join(u'\n'));
    BuiltinMarkdownHighlighter highlighter(&document);
    highlighter.rehighlight();

    const QTextCharFormat codeBlock = highlighter.format(Category::CodeBlock);
    QTextBlock block = document.firstBlock();
    for (int i = 0; i < lines.size(); ++i, block = block.next()) {
        QVERIFY(block.isValid());
        const bool isCode = !lines.at(i).isEmpty() && carries(formatAt(block, 0), codeBlock);
        if (!lines.at(i).isEmpty())
            QVERIFY2(isCode == (code.at(i) == u'c'), qPrintable(lines.at(i)));
        // A line inside a block hands an open state to the next line.
        const bool endsOpen = block.userState() > 0;
        if (i + 1 < code.size()) {
            const bool staysOpen = code.at(i) == u'c' && code.at(i + 1) == u'c';
            QVERIFY2(endsOpen == staysOpen, qPrintable(lines.at(i)));
        }
    }
}

void TestBuiltinMarkdownHighlighter::fencedBlockHidesInlineMarkup()
{
    QTextDocument document;
    document.setPlainText(QStringLiteral("```json\n"
                                         "{\"a\": \"*not emphasis*\"}\n"
                                         "# not a heading\n"
                                         "- not a list\n"
                                         "```\n"
                                         "After *it*"));
    BuiltinMarkdownHighlighter highlighter(&document);
    highlighter.rehighlight();

    const QTextCharFormat codeBlock = highlighter.format(Category::CodeBlock);
    for (int number = 0; number < 5; ++number) {
        const QTextBlock block = document.findBlockByNumber(number);
        for (int i = 0; i < block.length() - 1; ++i) {
            const QTextCharFormat format = formatAt(block, i);
            QVERIFY(carries(format, codeBlock));
            QVERIFY(!format.fontItalic());
            QVERIFY(!carries(format, highlighter.format(Category::Heading)));
            QVERIFY(!carries(format, highlighter.format(Category::ListMarker)));
        }
    }
    const QTextBlock after = document.findBlockByNumber(5);
    QVERIFY(!carries(formatAt(after, 0), codeBlock));
    QVERIFY(carries(formatAt(after, 7), highlighter.format(Category::Emphasis)));
}

void TestBuiltinMarkdownHighlighter::fenceStateFollowsEdits()
{
    QTextDocument document;
    document.setPlainText(QStringLiteral("```\ncode\n```\nafter"));
    // QTextDocument reports edits (and so QSyntaxHighlighter rehighlights them) only once
    // it has a layout; an editor widget always creates one.
    QVERIFY(document.documentLayout());
    BuiltinMarkdownHighlighter highlighter(&document);
    const QTextCharFormat codeBlock = highlighter.format(Category::CodeBlock);
    const auto lastIsCode
        = [&document, &codeBlock] { return carries(formatAt(document.lastBlock(), 0), codeBlock); };
    // The first highlighting pass is queued by QSyntaxHighlighter; later edits are not.
    QTRY_VERIFY(carries(formatAt(document.firstBlock(), 0), codeBlock));
    QVERIFY(!lastIsCode());

    // Removing the closing fence leaves the block open down to the last line...
    QTextCursor cursor(document.findBlockByNumber(2));
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    cursor.insertText(QStringLiteral("more code"));
    QVERIFY(lastIsCode());

    // ...and restoring it closes the block again.
    cursor.movePosition(QTextCursor::StartOfBlock);
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    cursor.insertText(QStringLiteral("```"));
    QVERIFY(!lastIsCode());

    // Opening a fence above plain text turns it into code.
    QTextCursor top(&document);
    top.insertText(QStringLiteral("~~~\n"));
    QVERIFY(lastIsCode());
}

void TestBuiltinMarkdownHighlighter::formatsFollowPalette()
{
    const QPalette light = testPalette(Qt::white, Qt::black, QColor(0x29, 0x80, 0xb9));
    const QPalette dark
        = testPalette(QColor(0x23, 0x26, 0x29), QColor(0xef, 0xf0, 0xf1), QColor(0x1d, 0x99, 0xf3));

    QTextDocument document;
    document.setPlainText(QStringLiteral("[docs](https://example.com)"));
    BuiltinMarkdownHighlighter highlighter(&document, light);
    highlighter.rehighlight();
    QCOMPARE(highlighter.format(Category::Link).foreground().color(), light.color(QPalette::Link));
    QCOMPARE(formatAt(document.firstBlock(), 1).foreground().color(), light.color(QPalette::Link));

    highlighter.setPalette(dark);
    QCOMPARE(highlighter.format(Category::Link).foreground().color(), dark.color(QPalette::Link));
    QCOMPARE(formatAt(document.firstBlock(), 1).foreground().color(), dark.color(QPalette::Link));

    // Headings and code must stay readable on the palette's base colour.
    const int base = dark.color(QPalette::Base).lightness();
    QVERIFY(qAbs(highlighter.format(Category::Heading).foreground().color().lightness() - base)
            > 80);
    QVERIFY(qAbs(highlighter.format(Category::Code).background().color().lightness() - base) < 40);
}

void TestBuiltinMarkdownHighlighter::hostileInputFinishes_data()
{
    QTest::addColumn<QString>("text");
    const auto line = [](const char16_t *unit) {
        const QString piece = QString::fromUtf16(unit);
        return piece.repeated(40 * 1024 / piece.size());
    };
    QTest::newRow("*a") << line(u"*a");
    QTest::newRow("_a") << line(u"_a");
    QTest::newRow("**a") << line(u"**a");
    QTest::newRow("*_") << line(u"*_ ");
    QTest::newRow("a* *") << line(u"a* *");
    QTest::newRow("[a](") << line(u"[a](");
    QTest::newRow("[a](b") << line(u"[a](b (");
    QTest::newRow("![a][") << line(u"![a][");
    QTest::newRow("[[[") << line(u"[");
    QTest::newRow("backtick runs") << line(u"`a``b```c");
    QTest::newRow("<a") << line(u"<a");
    QTest::newRow("bare urls") << line(u"https://");
    QTest::newRow("escapes") << line(u"\\*");
    QTest::newRow("heading") << QString(u"# "_s + line(u"*a"));
    QTest::newRow("list") << QString(u"- "_s + line(u"[a]("));
}

void TestBuiltinMarkdownHighlighter::hostileInputFinishes()
{
    QFETCH(QString, text);
    QTextDocument document;
    document.setPlainText(text);
    BuiltinMarkdownHighlighter highlighter(&document);
    QElapsedTimer timer;
    timer.start();
    highlighter.rehighlight();
    // No timing assertion (machines differ); the log shows the cost, and a quadratic
    // pass would make this test time out.
    qInfo("%lld characters highlighted in %lld ms", qint64(text.size()), timer.elapsed());
    QVERIFY(document.firstBlock().layout() != nullptr);
}

QTEST_MAIN(TestBuiltinMarkdownHighlighter)
#include "tst_builtinmarkdownhighlighter.moc"

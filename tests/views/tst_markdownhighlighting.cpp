// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/builtinmarkdownhighlighter.h"
#include "editor/markdownhighlighting.h"

#include <QGuiApplication>
#include <QPalette>
#include <QPointer>
#include <QSyntaxHighlighter>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QPalette makePalette(const QColor &base, const QColor &text, const QColor &link)
{
    QPalette palette;
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::Window, base);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Link, link);
    palette.setColor(QPalette::Highlight, link);
    return palette;
}

// Both highlighters set a foreground colour on ordinary text (KSyntaxHighlighting
// always does); "looks plain" means no weight, slant, decoration or background.
bool looksPlain(const QTextCharFormat &format)
{
    return format.fontWeight() <= QFont::Normal && !format.fontItalic() && !format.fontUnderline()
        && !format.fontStrikeOut() && !format.hasProperty(QTextFormat::BackgroundBrush);
}

} // namespace

class TestMarkdownHighlighting final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nameMatchesBuild();
    void attachedHighlighterMatchesName();
    void headingIsHighlightedParagraphIsNot_data();
    void headingIsHighlightedParagraphIsNot();
};

void TestMarkdownHighlighting::nameMatchesBuild()
{
    QCOMPARE(Toolshelf::markdownHighlighterName(), QStringLiteral(TOOLSHELF_EXPECTED_HIGHLIGHTER));
    QVERIFY(!Toolshelf::markdownHighlighterDisplayName().isEmpty());
}

void TestMarkdownHighlighting::attachedHighlighterMatchesName()
{
    QTextDocument document;
    QSyntaxHighlighter *highlighter
        = Toolshelf::attachMarkdownHighlighter(&document, QGuiApplication::palette());
    QVERIFY(highlighter);
    QCOMPARE(highlighter->document(), &document);
    QCOMPARE(highlighter->parent(), static_cast<QObject *>(&document));

    const bool builtin = qobject_cast<Toolshelf::BuiltinMarkdownHighlighter *>(highlighter);
    QCOMPARE(builtin, Toolshelf::markdownHighlighterName() == u"built-in"_s);
    if (!builtin) {
        QCOMPARE(QString::fromLatin1(highlighter->metaObject()->className()),
                 u"KSyntaxHighlighting::SyntaxHighlighter"_s);
    }

    // The document owns the highlighter.
    QPointer<QSyntaxHighlighter> guard(highlighter);
    {
        QTextDocument scoped;
        guard = Toolshelf::attachMarkdownHighlighter(&scoped, QGuiApplication::palette());
        QVERIFY(guard);
    }
    QVERIFY(guard.isNull());
}

void TestMarkdownHighlighting::headingIsHighlightedParagraphIsNot_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::newRow("light") << makePalette(Qt::white, Qt::black, QColor(0x29, 0x80, 0xb9));
    QTest::newRow("dark") << makePalette(QColor(0x23, 0x26, 0x29), QColor(0xef, 0xf0, 0xf1),
                                         QColor(0x1d, 0x99, 0xf3));
}

void TestMarkdownHighlighting::headingIsHighlightedParagraphIsNot()
{
    QFETCH(QPalette, palette);
    QTextDocument document;
    document.setPlainText(u"# Operating procedure\n\nCall the tool once per request.\n"_s);
    QSyntaxHighlighter *highlighter = Toolshelf::attachMarkdownHighlighter(&document, palette);
    highlighter->rehighlight();

    const QList<QTextLayout::FormatRange> heading = document.firstBlock().layout()->formats();
    const bool headingIsBold
        = std::any_of(heading.cbegin(), heading.cend(), [](const QTextLayout::FormatRange &r) {
              return r.format.fontWeight() >= QFont::Bold;
          });
    QVERIFY(headingIsBold);

    // Whatever colour the heading gets must be readable on the palette's base colour.
    const int base = palette.color(QPalette::Base).lightness();
    for (const QTextLayout::FormatRange &range : heading) {
        if (range.format.hasProperty(QTextFormat::ForegroundBrush))
            QVERIFY(qAbs(range.format.foreground().color().lightness() - base) > 50);
    }

    const QTextBlock paragraph = document.findBlockByNumber(2);
    QCOMPARE(paragraph.text(), u"Call the tool once per request."_s);
    const QList<QTextLayout::FormatRange> plain = paragraph.layout()->formats();
    for (const QTextLayout::FormatRange &range : plain)
        QVERIFY(looksPlain(range.format));
    if (Toolshelf::markdownHighlighterName() == u"built-in"_s)
        QVERIFY(plain.isEmpty());
}

QTEST_MAIN(TestMarkdownHighlighting)
#include "tst_markdownhighlighting.moc"

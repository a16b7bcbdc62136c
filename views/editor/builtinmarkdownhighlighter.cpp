// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/builtinmarkdownhighlighter.h"

#include "editor/markdownlinescanner.h"

#include <QFontDatabase>
#include <QGuiApplication>

namespace Toolshelf {

namespace {

QColor mix(const QColor &from, const QColor &to, float amount)
{
    const auto blend = [amount](float a, float b) { return a + (b - a) * amount; };
    return QColor::fromRgbF(blend(from.redF(), to.redF()), blend(from.greenF(), to.greenF()),
                            blend(from.blueF(), to.blueF()));
}

} // namespace

BuiltinMarkdownHighlighter::BuiltinMarkdownHighlighter(QTextDocument *document)
    : BuiltinMarkdownHighlighter(document, QGuiApplication::palette())
{ }

BuiltinMarkdownHighlighter::BuiltinMarkdownHighlighter(QTextDocument *document,
                                                       const QPalette &palette)
    : QSyntaxHighlighter(document)
{
    // No rehighlight here: QSyntaxHighlighter already queued the first pass.
    updateFormats(palette);
}

void BuiltinMarkdownHighlighter::setPalette(const QPalette &palette)
{
    updateFormats(palette);
    rehighlight();
}

void BuiltinMarkdownHighlighter::updateFormats(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    const QColor link = palette.color(QPalette::Link);
    const QColor muted = mix(text, base, 0.4f);

    QTextCharFormat heading;
    heading.setFontWeight(QFont::Bold);
    heading.setForeground(mix(text, link, 0.6f));

    QTextCharFormat emphasis;
    emphasis.setFontItalic(true);

    QTextCharFormat strong;
    strong.setFontWeight(QFont::Bold);

    QTextCharFormat code;
    code.setFontFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
    code.setFontFixedPitch(true);
    code.setBackground(mix(base, text, 0.08f));

    QTextCharFormat linkFormat;
    linkFormat.setForeground(link);
    linkFormat.setFontUnderline(true);

    QTextCharFormat listMarker;
    listMarker.setForeground(link);
    listMarker.setFontWeight(QFont::Bold);

    QTextCharFormat quote;
    quote.setForeground(muted);
    quote.setFontItalic(true);

    QTextCharFormat rule;
    rule.setForeground(muted);

    m_formats[std::size_t(Category::Heading)] = heading;
    m_formats[std::size_t(Category::Emphasis)] = emphasis;
    m_formats[std::size_t(Category::Strong)] = strong;
    m_formats[std::size_t(Category::Code)] = code;
    m_formats[std::size_t(Category::CodeBlock)] = code;
    m_formats[std::size_t(Category::Link)] = linkFormat;
    m_formats[std::size_t(Category::ListMarker)] = listMarker;
    m_formats[std::size_t(Category::Quote)] = quote;
    m_formats[std::size_t(Category::Rule)] = rule;
    for (int category = 0; category < CategoryCount; ++category)
        m_formats[std::size_t(category)].setProperty(QTextFormat::UserProperty + category, true);
    m_mergedFormats.clear();
}

QTextCharFormat BuiltinMarkdownHighlighter::format(Category category) const
{
    return m_formats[std::size_t(category)];
}

void BuiltinMarkdownHighlighter::highlightBlock(const QString &text)
{
    const MarkdownLineScanner::Result scanned
        = MarkdownLineScanner::scan(text, previousBlockState());
    setCurrentBlockState(scanned.state);

    const int size = int(scanned.categories.size());
    for (int i = 0; i < size;) {
        const quint16 categories = scanned.categories[std::size_t(i)];
        int end = i + 1;
        while (end < size && scanned.categories[std::size_t(end)] == categories)
            ++end;
        if (categories != 0)
            setFormat(i, end - i, mergedFormat(categories));
        i = end;
    }
}

QTextCharFormat BuiltinMarkdownHighlighter::mergedFormat(quint16 categories)
{
    const auto cached = m_mergedFormats.constFind(categories);
    if (cached != m_mergedFormats.constEnd())
        return *cached;
    // Later entries win where formats disagree: code keeps its font inside a heading,
    // a link keeps its colour inside a quote.
    static constexpr Category order[] = {
        Category::CodeBlock, Category::Quote,      Category::Heading,
        Category::Rule,      Category::ListMarker, Category::Link,
        Category::Emphasis,  Category::Strong,     Category::Code,
    };
    QTextCharFormat merged;
    for (const Category category : order) {
        if (categories & MarkdownLineScanner::bit(category))
            merged.merge(m_formats[std::size_t(category)]);
    }
    m_mergedFormats.insert(categories, merged);
    return merged;
}

} // namespace Toolshelf

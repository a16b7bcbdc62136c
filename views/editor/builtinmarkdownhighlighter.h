// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/markdownlinescanner.h"

#include <QHash>
#include <QPalette>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include <array>

namespace Toolshelf {

// Toolshelf's own Markdown highlighter, used when KSyntaxHighlighting is not available.
class BuiltinMarkdownHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    // Each category has one format; nested markup (a code span in a heading, a strong
    // word in a link) merges the formats.
    using Category = MarkdownLineScanner::Category;

    explicit BuiltinMarkdownHighlighter(QTextDocument *document);
    BuiltinMarkdownHighlighter(QTextDocument *document, const QPalette &palette);

    // Recolours for a new palette (light/dark switch) and rehighlights the document.
    void setPalette(const QPalette &palette);

    // The format of one category. Besides its visible properties it sets the boolean
    // property QTextFormat::UserProperty + int(category), so categories that look
    // alike (code span and code block, heading and strong) stay distinguishable.
    QTextCharFormat format(Category category) const;

protected:
    void highlightBlock(const QString &text) override;

private:
    static constexpr int CategoryCount = MarkdownLineScanner::CategoryCount;

    void updateFormats(const QPalette &palette);
    QTextCharFormat mergedFormat(quint16 categories);

    std::array<QTextCharFormat, CategoryCount> m_formats;
    QHash<quint16, QTextCharFormat> m_mergedFormats;
};

} // namespace Toolshelf

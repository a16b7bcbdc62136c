// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

QT_BEGIN_NAMESPACE
class QPalette;
class QSyntaxHighlighter;
class QTextDocument;
QT_END_NAMESPACE

// The one place that chooses between KSyntaxHighlighting and the built-in Markdown
// highlighter, so the rest of the views never depend on which one the build has.

namespace Toolshelf {

// Highlights `document` as Markdown in colours that suit `palette` (light or dark).
// The highlighter is a child of the document and goes away with it.
QSyntaxHighlighter *attachMarkdownHighlighter(QTextDocument *document, const QPalette &palette);

// "KSyntaxHighlighting" or "built-in": a stable identifier of the highlighter this
// build uses, for --version output, bug reports and tests.
QString markdownHighlighterName();

// The same, phrased for the About box.
QString markdownHighlighterDisplayName();

} // namespace Toolshelf

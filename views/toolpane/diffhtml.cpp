// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/diffhtml.h"

#include "core/textsafety.h"
#include "tool/textdiff.h"

namespace Toolshelf::DiffHtml {

namespace {

QString bounded(const QString &text)
{
    if (text.size() <= MaxTextLength)
        return text;
    // Never cut a surrogate pair in half.
    qsizetype length = MaxTextLength;
    if (text.at(length - 1).isHighSurrogate())
        --length;
    return text.left(length) + QStringLiteral(" …");
}

// Unsafe characters made visible, then escaped; line breaks kept.
QString escaped(const QString &text)
{
    return TextSafety::escapeUnsafe(text).toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

QString paragraph(const QString &body)
{
    return QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(body);
}

} // namespace

QString render(const QString &before, const QString &after)
{
    QString html;
    for (const TextDiff::Segment &segment : TextDiff::compare(bounded(before), bounded(after))) {
        switch (segment.kind) {
        case TextDiff::Kind::Same:
            html += escaped(segment.text);
            break;
        // Colour and a second cue (strike-through, underline), so the marks
        // read without colour too.
        case TextDiff::Kind::Removed:
            html += QStringLiteral("<span style='background-color:#ffd7d5;color:#82071e;"
                                   "text-decoration:line-through'>%1</span>")
                        .arg(escaped(segment.text));
            break;
        case TextDiff::Kind::Added:
            html += QStringLiteral("<span style='background-color:#ccffd8;color:#055d20;"
                                   "text-decoration:underline'>%1</span>")
                        .arg(escaped(segment.text));
            break;
        }
    }
    return paragraph(html);
}

QString plain(const QString &text)
{
    return paragraph(escaped(bounded(text)));
}

} // namespace Toolshelf::DiffHtml

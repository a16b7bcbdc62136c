// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStyledItemDelegate>

namespace Toolshelf {

// Draws a tool in the results list: its name and, after it, small badges for
// what a designer must notice — pinned (with the version), update available,
// conformance errors or warnings, the user's own text, a vendor change without
// a new version, a conflict, a withdrawn tool. Where the search text matches
// the name, the match is highlighted.
class ToolItemDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    struct Badge
    {
        QString text;
        // Problems stand out; information does not.
        bool warning = false;
    };

    // A stretch of text, in UTF-16 code units.
    struct Range
    {
        qsizetype start = 0;
        qsizetype length = 0;

        friend bool operator==(const Range &, const Range &) = default;
    };

    // The badges of a row, in the order they are drawn.
    static QList<Badge> badges(const QModelIndex &index);
    // Where the words of `query` match `text` the way the catalog search
    // matches: as prefixes of the text's words (letters and digits; anything
    // else, '_' included, separates them), ignoring case and accents.
    // Sorted, without overlaps.
    static QList<Range> matches(const QString &text, const QString &query);

    // The search text whose matches are highlighted.
    void setHighlightQuery(const QString &query) { m_query = query; }
    QString highlightQuery() const { return m_query; }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    void drawHighlightedText(QPainter *painter, const QStyleOptionViewItem &item,
                             const QList<Range> &ranges) const;

    QString m_query;
};

} // namespace Toolshelf

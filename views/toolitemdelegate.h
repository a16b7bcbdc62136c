#pragma once

#include <QStyledItemDelegate>

namespace Toolshelf {

// Draws a tool in the results list: its name and, after it, small badges for
// what a designer must notice — pinned (with the version), update available,
// conformance errors or warnings, the user's own text, a vendor change without
// a new version, a conflict, a withdrawn tool.
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

    // The badges of a row, in the order they are drawn.
    static QList<Badge> badges(const QModelIndex &index);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace Toolshelf

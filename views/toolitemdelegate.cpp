#include "toolitemdelegate.h"

#include "toolroles.h"

#include <QApplication>
#include <QPainter>

namespace Toolshelf {

namespace {

constexpr int Padding = 3;
constexpr int BadgeGap = 4;

QFont badgeFont(const QFont &base)
{
    QFont font = base;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 0.85);
    return font;
}

} // namespace

QList<ToolItemDelegate::Badge> ToolItemDelegate::badges(const QModelIndex &index)
{
    QList<Badge> list;
    if (index.data(PinnedRole).toBool())
        list.append({tr("pinned v%1").arg(index.data(VersionRole).toLongLong()), false});
    if (index.data(UpdateAvailableRole).toBool())
        list.append({tr("v%1 available").arg(index.data(CurrentVersionRole).toLongLong()), false});
    if (index.data(HasErrorsRole).toBool())
        list.append({tr("errors"), true});
    else if (index.data(HasWarningsRole).toBool())
        list.append({tr("warnings"), false});
    if (index.data(OverriddenRole).toBool())
        list.append({tr("your text"), false});
    if (index.data(ConflictRole).toBool())
        list.append({tr("conflict"), true});
    if (index.data(ChangedWithoutBumpRole).toBool())
        list.append({tr("changed without new version"), true});
    if (index.data(WithdrawnRole).toBool())
        list.append({tr("withdrawn"), true});
    return list;
}

void ToolItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    const QList<Badge> list = badges(index);
    const QFont small = badgeFont(option.font);
    const QFontMetrics smallMetrics(small);
    int badgesWidth = 0;
    for (const Badge &badge : list)
        badgesWidth += smallMetrics.horizontalAdvance(badge.text) + 2 * Padding + BadgeGap;
    // The name gives way to the badges, which carry what must not be missed.
    const int nameWidth
        = std::max(option.rect.width() / 3, option.rect.width() - badgesWidth - Padding);
    item.rect.setWidth(nameWidth);
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
    item.state &= ~QStyle::State_HasFocus;
    item.backgroundBrush = Qt::NoBrush;
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);

    painter->save();
    painter->setFont(small);
    int x = option.rect.left() + nameWidth + Padding;
    const int height = smallMetrics.height() + 2;
    const int y = option.rect.top() + (option.rect.height() - height) / 2;
    for (const Badge &badge : list) {
        const int width = smallMetrics.horizontalAdvance(badge.text) + 2 * Padding;
        if (x + width > option.rect.right())
            break;
        const QRect box(x, y, width, height);
        const QColor edge
            = badge.warning ? QColor(0xc0, 0x1c, 0x28) : option.palette.color(QPalette::Mid);
        painter->setPen(edge);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(box.adjusted(0, 0, -1, -1), 3, 3);
        painter->setPen(badge.warning ? edge : option.palette.color(QPalette::Text));
        painter->drawText(box, Qt::AlignCenter, badge.text);
        x += width + BadgeGap;
    }
    painter->restore();
}

QSize ToolItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setHeight(std::max(size.height(), QFontMetrics(badgeFont(option.font)).height() + 6));
    return size;
}

} // namespace Toolshelf

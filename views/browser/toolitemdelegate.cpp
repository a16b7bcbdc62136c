// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/toolitemdelegate.h"

#include "dialects/mcp/mcpdialect.h"

#include "common/focusframe.h"
#include "common/statuscolour.h"
#include "core/textsafety.h"
#include "itemmodels/toolroles.h"

#include <QApplication>
#include <QPainter>
#include <QTextLayout>

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

// One character as the search compares it: lower case, without its accent.
// Only the base character of a decomposition is kept, so positions in the
// folded text are positions in the original.
QChar folded(QChar c)
{
    if (c.decompositionTag() == QChar::Canonical) {
        const QString base = c.decomposition();
        if (!base.isEmpty())
            c = base.at(0);
    }
    return c.toCaseFolded();
}

QString foldedText(const QString &text)
{
    QString result = text;
    for (QChar &c : result)
        c = folded(c);
    return result;
}

bool isWordCharacter(QChar c)
{
    return c.isLetterOrNumber();
}

// The query's words as the search sees them: runs of letters and digits.
QStringList queryWords(const QString &query)
{
    QStringList words;
    QString word;
    for (const QChar c : foldedText(query)) {
        if (isWordCharacter(c)) {
            word.append(c);
        } else if (!word.isEmpty()) {
            words.append(word);
            word.clear();
        }
    }
    if (!word.isEmpty())
        words.append(word);
    return words;
}

} // namespace

QList<ToolItemDelegate::Range> ToolItemDelegate::matches(const QString &text, const QString &query)
{
    const QStringList words = queryWords(query);
    if (words.isEmpty())
        return {};
    const QString haystack = foldedText(text);
    QList<Range> ranges;
    for (qsizetype i = 0; i < haystack.size(); ++i) {
        if (!isWordCharacter(haystack.at(i)) || (i > 0 && isWordCharacter(haystack.at(i - 1))))
            continue;
        qsizetype longest = 0;
        for (const QString &word : words) {
            if (QStringView(haystack).mid(i).startsWith(word))
                longest = std::max(longest, word.size());
        }
        if (longest == 0)
            continue;
        if (!ranges.isEmpty() && ranges.last().start + ranges.last().length >= i)
            ranges.last().length
                = std::max(ranges.last().length, i + longest - ranges.last().start);
        else
            ranges.append({i, longest});
    }
    return ranges;
}

QList<ToolItemDelegate::Badge> ToolItemDelegate::badges(const QModelIndex &index)
{
    QList<Badge> list;
    // Found by the provider's own search: choosing, pinning or dragging it stores it.
    if (index.data(NotInCatalogRole).toBool())
        list.append({tr("not in the catalog"), false});
    if (index.data(PinnedRole).toBool())
        list.append({tr("pinned v%1").arg(index.data(VersionRole).toLongLong()), false});
    // A newer version that breaks the pinned one is a warning, not news.
    if (index.data(BreakingUpdateRole).toBool())
        list.append({tr("v%1 breaks it").arg(index.data(CurrentVersionRole).toLongLong()), true});
    else if (index.data(UpdateAvailableRole).toBool())
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
    // What an MCP server says the tool does to the world.
    const QStringList tags = index.data(TagsRole).toStringList();
    if (tags.contains(McpDialect::DestructiveTag))
        list.append({tr("destructive"), true});
    else if (tags.contains(McpDialect::ReadOnlyTag))
        list.append({tr("read-only"), false});
    // Named by a call's answer, not by the provider's listing.
    if (!index.data(DiscoveredByRole).toString().isEmpty())
        list.append({tr("revealed"), false});
    // Last, so it is the first to give way: it tells apart tools of one name
    // from several providers. Provider text: escaped and short.
    if (const QString provider = TextSafety::shortened(index.data(ProviderRole).toString(), 24);
        !provider.isEmpty())
        list.append({provider, false});
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
    QList<int> widths;
    widths.reserve(list.size());
    int badgesWidth = 0;
    for (const Badge &badge : list) {
        widths.append(smallMetrics.horizontalAdvance(badge.text) + 2 * Padding);
        badgesWidth += widths.last() + BadgeGap;
    }
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
    const QList<Range> ranges = matches(item.text, m_query);
    if (ranges.isEmpty())
        style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);
    else
        drawHighlightedText(painter, item, ranges);

    painter->save();
    painter->setFont(small);
    int x = option.rect.left() + nameWidth + Padding;
    const int height = smallMetrics.height() + 2;
    const int y = option.rect.top() + (option.rect.height() - height) / 2;
    // Behind the badges: the selection where it fills the row (as in a
    // table, which ToolListView is), else the list's base.
    const bool onSelection
        = (option.state & QStyle::State_Selected) && option.showDecorationSelected;
    const QPalette::ColorRole rowBackground = onSelection ? QPalette::Highlight : QPalette::Base;
    const QPalette::ColorRole rowText = onSelection ? QPalette::HighlightedText : QPalette::Text;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Badge &badge = list.at(i);
        const int width = widths.at(i);
        if (x + width > option.rect.right())
            break;
        const QRect box(x, y, width, height);
        const QColor edge = badge.warning
            ? StatusColour::of(StatusColour::Kind::Error, option.palette, rowBackground)
            : option.palette.color(QPalette::Mid);
        painter->setPen(edge);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(box.adjusted(0, 0, -1, -1), 3, 3);
        painter->setPen(badge.warning ? edge : option.palette.color(rowText));
        painter->drawText(box, Qt::AlignCenter, badge.text);
        x += width + BadgeGap;
    }
    painter->restore();
    FocusFrame::draw(painter, option);
}

// The name with its matches in bold on a tint of the highlight colour; what
// does not fit is cut at the badges.
void ToolItemDelegate::drawHighlightedText(QPainter *painter, const QStyleOptionViewItem &item,
                                           const QList<Range> &ranges) const
{
    const QWidget *widget = item.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &item, widget)
                               .adjusted(Padding, 0, -Padding, 0);
    const bool selected = item.state & QStyle::State_Selected;
    QTextCharFormat match;
    match.setFontWeight(QFont::Bold);
    QColor tint = item.palette.color(QPalette::Highlight);
    tint.setAlpha(selected ? 0 : 60);
    match.setBackground(tint);
    QList<QTextLayout::FormatRange> formats;
    for (const Range &range : ranges)
        formats.append({int(range.start), int(range.length), match});
    QTextLayout layout(item.text, item.font);
    layout.setFormats(formats);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(1e6);
    layout.endLayout();
    painter->save();
    painter->setClipRect(textRect);
    painter->setPen(item.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    const qreal y = textRect.top() + (textRect.height() - line.height()) / 2;
    layout.draw(painter, QPointF(textRect.left(), y));
    painter->restore();
}

QSize ToolItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setHeight(std::max(size.height(), QFontMetrics(badgeFont(option.font)).height() + 6));
    return size;
}

} // namespace Toolshelf

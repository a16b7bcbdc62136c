// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/provideritemdelegate.h"

#include "common/focusframe.h"
#include "common/statuscolour.h"
#include "core/textsafety.h"
#include "itemmodels/providerlistmodel.h"
#include "itemmodels/providerroles.h"

#include <QApplication>
#include <QDateTime>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace Toolshelf {

namespace {

constexpr int Padding = 4;
constexpr int BarHeight = 6;

bool syncing(const QModelIndex &index)
{
    return index.data(ProviderRoles::SyncingRole).toBool();
}

} // namespace

QString ProviderItemDelegate::titleLine(const QModelIndex &index)
{
    const QString name = index.data(Qt::DisplayRole).toString();
    return index.data(ProviderRoles::LockedRole).toBool() ? tr("%1 (managed)").arg(name) : name;
}

bool ProviderItemDelegate::isFailing(const QModelIndex &index)
{
    return !syncing(index) && !index.data(ProviderRoles::LastErrorRole).toString().isEmpty();
}

QString ProviderItemDelegate::statusLine(const QModelIndex &index)
{
    const QLocale locale;
    QString line;
    if (syncing(index)) {
        SyncProgress progress;
        progress.pages = index.data(ProviderRoles::PagesRole).toInt();
        progress.tools = index.data(ProviderRoles::ToolsFetchedRole).toLongLong();
        progress.saving = index.data(ProviderRoles::SavingRole).toBool();
        progress.waitingFor = index.data(ProviderRoles::WaitingForRole).toString();
        if (const QVariant expected = index.data(ProviderRoles::ToolsExpectedRole);
            expected.isValid())
            progress.toolsExpected = expected.toLongLong();
        line = ProviderListModel::syncingLine(progress);
    } else if (isFailing(index)) {
        line = tr("Sync failed: %1")
                   .arg(TextSafety::shortened(index.data(ProviderRoles::LastErrorRole).toString(),
                                              200));
    } else if (const QDateTime last = index.data(ProviderRoles::LastSyncRole).toDateTime();
               last.isValid()) {
        line = tr("Tools: %1 · synced %2")
                   .arg(locale.toString(index.data(ProviderRoles::ToolCountRole).toLongLong()),
                        locale.toString(last.toLocalTime(), QLocale::ShortFormat));
    } else {
        line = tr("Not synced yet");
    }
    if (index.data(ProviderRoles::SessionOnlySecretRole).toBool())
        line += QStringLiteral(" · ") + tr("secret kept for this session only");
    if (index.data(ProviderRoles::ShadowsOwnRole).toBool())
        line += QStringLiteral(" · ") + tr("replaces your own provider of this name");
    return line;
}

void ProviderItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                 const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    item.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    // Background, selection and focus as the platform draws them.
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);

    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorRole textRole = selected ? QPalette::HighlightedText : QPalette::Text;
    QRect rect = option.rect.adjusted(Padding, Padding, -Padding, -Padding);
    const QFontMetrics metrics(option.font);
    painter->save();

    QFont bold = option.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(option.palette.color(textRole));
    painter->drawText(
        rect.topLeft() + QPoint(0, metrics.ascent()),
        QFontMetrics(bold).elidedText(titleLine(index), Qt::ElideRight, rect.width()));
    rect.setTop(rect.top() + metrics.height());

    painter->setFont(option.font);
    QColor statusColor
        = option.palette.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText);
    if (isFailing(index) && !selected)
        statusColor = StatusColour::of(StatusColour::Kind::Error, option.palette);
    painter->setPen(statusColor);
    painter->drawText(rect.topLeft() + QPoint(0, metrics.ascent()),
                      metrics.elidedText(statusLine(index), Qt::ElideRight, rect.width()));
    rect.setTop(rect.top() + metrics.height() + Padding / 2);

    if (syncing(index)) {
        // A2T's page count is unknown up front: a busy bar, not a percentage.
        // A server that counts its tools gets a bar of them, which grows as
        // its groups say how many they hold.
        QStyleOptionProgressBar bar;
        bar.rect = QRect(rect.left(), rect.top(), rect.width(), BarHeight);
        bar.minimum = 0;
        bar.maximum = 0;
        if (const QVariant expected = index.data(ProviderRoles::ToolsExpectedRole);
            expected.isValid() && expected.toLongLong() > 0) {
            // Scaled to an int's range: a marketplace lists millions.
            const double done = double(index.data(ProviderRoles::ToolsFetchedRole).toLongLong())
                / double(expected.toLongLong());
            bar.maximum = 1000;
            bar.progress = int(std::clamp(done, 0.0, 1.0) * 1000);
        }
        bar.state = QStyle::State_Enabled | QStyle::State_Horizontal;
        style->drawControl(QStyle::CE_ProgressBar, &bar, painter, widget);
    }
    painter->restore();
    FocusFrame::draw(painter, option);
}

QSize ProviderItemDelegate::sizeHint(const QStyleOptionViewItem &option,
                                     const QModelIndex &index) const
{
    const QFontMetrics metrics(option.font);
    int height = 2 * Padding + 2 * metrics.height();
    if (syncing(index))
        height += BarHeight + Padding;
    const int width = std::max(metrics.horizontalAdvance(titleLine(index)),
                               metrics.horizontalAdvance(statusLine(index)));
    return {width + 2 * Padding, height};
}

} // namespace Toolshelf

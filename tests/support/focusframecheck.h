// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// For the delegates' focus tests: paints one row as a list view does, with
// and without keyboard focus, and reads the colour at the row's left edge,
// where FocusFrame draws its frame.

#include <QAbstractItemDelegate>
#include <QColor>
#include <QImage>
#include <QListView>
#include <QPainter>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyleOptionViewItem>

namespace FocusFrameCheck {

struct Edges
{
    QColor focused;
    QColor unfocused;
    // The colour the frame must have: it stands out from the row.
    QColor frame;
};

inline Edges paint(const QAbstractItemDelegate &delegate, const QString &text, QSize size,
                   bool selected)
{
    QStandardItemModel model;
    model.appendRow(new QStandardItem(text));
    QListView view;
    view.setModel(&model);
    const auto edge = [&](bool focus) {
        QImage image(size, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QStyleOptionViewItem option;
        option.initFrom(&view);
        option.rect = image.rect();
        option.widget = &view;
        // As the list view paints its rows.
        option.showDecorationSelected
            = view.style()->styleHint(QStyle::SH_ItemView_ShowDecorationSelected, nullptr, &view);
        option.state = QStyle::State_Enabled | QStyle::State_Active;
        if (selected)
            option.state |= QStyle::State_Selected;
        if (focus)
            option.state |= QStyle::State_HasFocus;
        QPainter painter(&image);
        delegate.paint(&painter, option, model.index(0, 0));
        painter.end();
        return image.pixelColor(1, image.height() / 2);
    };
    return {edge(true), edge(false),
            view.palette().color(selected ? QPalette::HighlightedText : QPalette::Highlight)};
}

} // namespace FocusFrameCheck

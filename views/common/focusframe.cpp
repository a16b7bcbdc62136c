// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/focusframe.h"

#include <QPainter>
#include <QStyleOptionViewItem>

namespace Toolshelf::FocusFrame {

void draw(QPainter *painter, const QStyleOptionViewItem &option)
{
    if (!(option.state & QStyle::State_HasFocus))
        return;
    // On a selected row the highlight is the background: the frame takes the
    // text's colour there, the highlight's elsewhere, so it shows on both.
    const bool selected = option.state & QStyle::State_Selected;
    QPen pen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Highlight));
    pen.setWidth(2);
    painter->save();
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(option.rect.adjusted(1, 1, -1, -1));
    painter->restore();
}

} // namespace Toolshelf::FocusFrame

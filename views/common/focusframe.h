// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

class QPainter;
class QStyleOptionViewItem;

namespace Toolshelf {

// The keyboard's place in a list whose rows a delegate paints itself. Styles
// such as Fusion draw an item's focus only after a focus change by keyboard,
// so a user who clicked into the list and then moves with the arrow keys sees
// no current row among unselected ones.
namespace FocusFrame {

// A frame inside the row when it is the current one of a focused view
// (QStyle::State_HasFocus); nothing otherwise.
void draw(QPainter *painter, const QStyleOptionViewItem &option);

} // namespace FocusFrame

} // namespace Toolshelf

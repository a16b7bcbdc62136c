// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/toollistview.h"

#include <QEvent>
#include <QHeaderView>

#include <utility>

namespace Toolshelf {

ToolListView::ToolListView(QWidget *parent)
    : QTableView(parent)
{
    horizontalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setMinimumSectionSize(1);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setShowGrid(false);
    setWordWrap(false);
    setCornerButtonEnabled(false);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setTabKeyNavigation(false);
}

void ToolListView::setModel(QAbstractItemModel *model)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_modelConnections))
        disconnect(connection);
    m_modelConnections.clear();
    QTableView::setModel(model);
    m_rowHeightKnown = false;
    if (!model)
        return;
    // The delegate's height depends on the row's font only, so the first row
    // that arrives sets it for all.
    m_modelConnections = {
        connect(model, &QAbstractItemModel::modelReset, this, &ToolListView::updateRowHeight),
        connect(model, &QAbstractItemModel::rowsInserted, this, &ToolListView::updateRowHeight),
    };
    updateRowHeight();
}

void ToolListView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    // The scroll bar's range follows new rows only at the next layout; a
    // scroll to one of them before it would stop at the old end.
    executeDelayedItemsLayout();
    QTableView::scrollTo(index, hint);
}

void ToolListView::startDrag(Qt::DropActions supportedActions)
{
    Q_EMIT dragStarting(selectedIndexes());
    QTableView::startDrag(supportedActions);
}

QModelIndex ToolListView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    // A table's Home and End go along the row; in a list they go to its ends,
    // also from no current row (where a table starts at its first cell).
    if (cursorAction == MoveEnd && !currentIndex().isValid() && model()) {
        if (const int rows = model()->rowCount(rootIndex()); rows > 0)
            return model()->index(rows - 1, 0, rootIndex());
    }
    if (cursorAction == MoveHome || cursorAction == MoveEnd)
        modifiers |= Qt::ControlModifier;
    return QTableView::moveCursor(cursorAction, modifiers);
}

void ToolListView::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        m_rowHeightKnown = false;
        updateRowHeight();
    }
}

void ToolListView::updateRowHeight()
{
    if (m_rowHeightKnown || !model() || model()->rowCount() == 0)
        return;
    const int height = sizeHintForRow(0);
    if (height <= 0)
        return;
    m_rowHeightKnown = true;
    if (height != verticalHeader()->defaultSectionSize())
        verticalHeader()->setDefaultSectionSize(height);
}

} // namespace Toolshelf

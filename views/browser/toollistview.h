// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTableView>

namespace Toolshelf {

// The list of tools a search found: one column of rows of one height.
// A table, not a QListView, because a list view lays out every row each
// time the result changes (about 10 ms for 100,000 rows, 55 ms for a
// million, on every keystroke), while a table's rows of fixed height cost
// a few memory writes each. It keeps a list's keys: Home and End go to the
// first and last row, Tab leaves the list.
class ToolListView final : public QTableView
{
    Q_OBJECT

public:
    explicit ToolListView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;

Q_SIGNALS:
    // A drag of these rows is about to start.
    void dragStarting(const QModelIndexList &rows);

protected:
    void startDrag(Qt::DropActions supportedActions) override;
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    void changeEvent(QEvent *event) override;

private:
    // Every row is as high as the delegate wants the first one; asked once
    // per font, not per result (the delegate lays out the row's text for it).
    void updateRowHeight();

    bool m_rowHeightKnown = false;
    QList<QMetaObject::Connection> m_modelConnections;
};

} // namespace Toolshelf

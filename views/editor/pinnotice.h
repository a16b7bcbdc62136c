// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "itemmodels/toolmime.h"

#include <QList>
#include <QPointer>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QPushButton;
QT_END_NAMESPACE

namespace Toolshelf {

class CatalogStore;

// Says what a drop into a procedure pinned: a pin holds for the whole
// catalog (every procedure, skill and bundle that uses the tool), which a
// drop into one procedure does not make obvious; Undo takes the pins back.
class PinNotice final : public QWidget
{
    Q_OBJECT

public:
    explicit PinNotice(CatalogStore *catalog, QWidget *parent = nullptr);

    // Shows what was pinned now, replacing what was shown before.
    void showPins(const QList<DraggedTool> &tools);
    QLabel *label() const { return m_label; }
    QPushButton *undoButton() const { return m_undo; }
    // Removes the pins shown, those still at the version shown.
    void undo();

private:
    QPointer<CatalogStore> m_catalog;
    QLabel *m_label;
    QPushButton *m_undo;
    QPushButton *m_close;
    QList<DraggedTool> m_tools;
};

} // namespace Toolshelf

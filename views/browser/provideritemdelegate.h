// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStyledItemDelegate>

namespace Toolshelf {

// Draws a provider in the left pane as two lines: its name (marked when the
// administrator manages it) and its state — tools and last sync, live
// progress with a busy bar while syncing, the failure with its cause, and a
// warning when its secret lives for this session only.
class ProviderItemDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // The first line: the name, and "(managed)" for locked providers.
    static QString titleLine(const QModelIndex &index);
    // The second line, from the provider roles.
    static QString statusLine(const QModelIndex &index);
    static bool isFailing(const QModelIndex &index);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace Toolshelf

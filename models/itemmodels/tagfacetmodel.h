// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"

#include <QAbstractListModel>
#include <QList>
#include <QStringList>

namespace Toolshelf {

// The tags of the current search results with their counts, each checkable:
// the checked ones are the search's tag filter.
class TagFacetModel final : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role : int {
        TagRole = Qt::UserRole + 1, // QString
        CountRole, // qint64
        SelectedRole, // bool
    };

    explicit TagFacetModel(QObject *parent = nullptr);

    // New counts for the current query. A selected tag missing from them stays
    // listed (with count 0) so the user can still uncheck it.
    void setCounts(const QList<TagCount> &counts);
    // The rows as listed, selected tags missing from the counts included.
    const QList<TagCount> &rows() const { return m_rows; }
    // In the order the user checked them.
    QStringList selectedTags() const { return m_selected; }
    // Replaces the selection, e.g. with a saved one or none.
    void setSelectedTags(const QStringList &tags);
    bool isSelected(const QString &tag) const { return m_selected.contains(tag); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    // The user (or setSelectedTags) checked or unchecked a tag.
    void selectionChanged(const QStringList &tags);

private:
    // The last counts plus the selected tags they lack, with count 0.
    QList<TagCount> composeRows() const;
    void applyRows(QList<TagCount> rows);

    QList<TagCount> m_counts;
    QList<TagCount> m_rows;
    QStringList m_selected;
};

} // namespace Toolshelf

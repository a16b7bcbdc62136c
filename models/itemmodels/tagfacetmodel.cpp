// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "itemmodels/tagfacetmodel.h"

#include "core/rowdiff.h"
#include "core/textsafety.h"

#include <QLocale>
#include <QSet>

#include <algorithm>
#include <utility>

namespace Toolshelf {

namespace {

QString keyOf(const TagCount &row)
{
    return row.tag;
}

} // namespace

TagFacetModel::TagFacetModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void TagFacetModel::setCounts(const QList<TagCount> &counts)
{
    m_counts = counts;
    applyRows(composeRows());
}

void TagFacetModel::setSelectedTags(const QStringList &tags)
{
    QStringList selected;
    for (const QString &tag : tags) {
        if (!selected.contains(tag))
            selected.append(tag);
    }
    if (selected == m_selected)
        return;
    const QStringList before = std::exchange(m_selected, selected);
    for (int row = 0; row < m_rows.size(); ++row) {
        const QString &tag = m_rows.at(row).tag;
        if (before.contains(tag) != m_selected.contains(tag))
            Q_EMIT dataChanged(index(row), index(row), {Qt::CheckStateRole, SelectedRole});
    }
    // Unselected tags without matches leave; newly selected ones appear.
    applyRows(composeRows());
    Q_EMIT selectionChanged(m_selected);
}

QList<TagCount> TagFacetModel::composeRows() const
{
    QList<TagCount> rows = m_counts;
    QSet<QString> listed;
    listed.reserve(rows.size());
    for (const TagCount &row : rows)
        listed.insert(row.tag);
    for (const QString &tag : m_selected) {
        if (!listed.contains(tag))
            rows.append({tag, 0});
    }
    return rows;
}

void TagFacetModel::applyRows(QList<TagCount> rows)
{
    const std::optional<RowDiff::Plan> plan = RowDiff::plan(m_rows, rows, keyOf);
    if (!plan) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    for (const RowDiff::Range &range : plan->removals) {
        beginRemoveRows({}, int(range.first), int(range.last));
        m_rows.remove(range.first, range.last - range.first + 1);
        endRemoveRows();
    }
    for (const RowDiff::Range &range : plan->insertions) {
        beginInsertRows({}, int(range.first), int(range.last));
        m_rows.insert(range.first, range.last - range.first + 1, TagCount());
        std::copy(rows.cbegin() + range.first, rows.cbegin() + range.last + 1,
                  m_rows.begin() + range.first);
        endInsertRows();
    }
    qsizetype firstChanged = -1;
    qsizetype lastChanged = -1;
    for (qsizetype row = 0; row < rows.size(); ++row) {
        if (m_rows.at(row) == rows.at(row))
            continue;
        if (firstChanged < 0)
            firstChanged = row;
        lastChanged = row;
    }
    m_rows = std::move(rows);
    if (firstChanged >= 0)
        Q_EMIT dataChanged(index(int(firstChanged)), index(int(lastChanged)),
                           {Qt::DisplayRole, CountRole});
}

int TagFacetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant TagFacetModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const TagCount &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        //: A tag facet in the catalog browser: the tag and how many found tools carry it.
        // One arg() call: a tag containing "%2" must not receive the count.
        return tr("%1 (%2)").arg(TextSafety::escapeLine(row.tag),
                                 QLocale().toString(qint64(row.count)));
    case Qt::CheckStateRole:
        return isSelected(row.tag) ? Qt::Checked : Qt::Unchecked;
    case TagRole:
        return row.tag;
    case CountRole:
        return QVariant::fromValue(qint64(row.count));
    case SelectedRole:
        return isSelected(row.tag);
    default:
        return {};
    }
}

bool TagFacetModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::CheckStateRole || !index.isValid() || index.row() >= m_rows.size())
        return false;
    // Views send the state as an int; Qt::CheckState converts to one too.
    const bool select = value.toInt() == Qt::Checked;
    const QString tag = m_rows.at(index.row()).tag;
    if (select == isSelected(tag))
        return true;
    if (select)
        m_selected.append(tag);
    else
        m_selected.removeAll(tag);
    // An unchecked tag without matches stays until the next counts: rows do
    // not vanish under the pointer that just unchecked them.
    Q_EMIT dataChanged(index, index, {Qt::CheckStateRole, SelectedRole});
    Q_EMIT selectionChanged(m_selected);
    return true;
}

Qt::ItemFlags TagFacetModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsUserCheckable
        | Qt::ItemNeverHasChildren;
}

QHash<int, QByteArray> TagFacetModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    // Not among the defaults, which cover only the text and decoration roles.
    names.insert(Qt::CheckStateRole, QByteArrayLiteral("checkState"));
    names.insert(TagRole, QByteArrayLiteral("tag"));
    names.insert(CountRole, QByteArrayLiteral("count"));
    names.insert(SelectedRole, QByteArrayLiteral("selected"));
    return names;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "itemmodels/groupfacetmodel.h"

#include "core/textsafety.h"

#include <QFont>
#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>

namespace Toolshelf {

namespace {

// Text compared with its runs of digits as numbers ("a9" < "a10"), without a
// collator: the one Qt has under the C locale knows no numeric order.
bool naturallyBefore(QStringView a, QStringView b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i).isDigit() && b.at(j).isDigit()) {
            const qsizetype startA = i;
            const qsizetype startB = j;
            while (i < a.size() && a.at(i).isDigit())
                ++i;
            while (j < b.size() && b.at(j).isDigit())
                ++j;
            // Leading zeros aside, a longer run is a larger number.
            QStringView runA = a.sliced(startA, i - startA);
            QStringView runB = b.sliced(startB, j - startB);
            while (runA.size() > 1 && runA.front() == u'0')
                runA = runA.sliced(1);
            while (runB.size() > 1 && runB.front() == u'0')
                runB = runB.sliced(1);
            if (runA.size() != runB.size())
                return runA.size() < runB.size();
            if (runA != runB)
                return runA < runB;
            continue;
        }
        if (a.at(i) != b.at(j))
            return a.at(i) < b.at(j);
        ++i;
        ++j;
    }
    if ((a.size() - i) != (b.size() - j))
        return a.size() - i < b.size() - j;
    // Equal as numbers ("07" and "7"): still two names, in a fixed order.
    return a < b;
}

} // namespace

GroupFacetModel::GroupFacetModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_nodes {Node()}
{ }

QList<GroupFacetModel::Node> GroupFacetModel::buildNodes(const QList<GroupCount> &counts) const
{
    // A group found that the catalog's tree lacks (made since the last sync)
    // is listed like the unread ones.
    QList<UnreadGroup> unread = m_unread;
    QSet<std::pair<QString, QString>> unreadIds;
    for (const UnreadGroup &group : m_unread)
        unreadIds.insert({group.provider, group.group.id});
    for (const UnreadGroup &group : m_found) {
        if (!unreadIds.contains({group.provider, group.group.id}))
            unread.append(group);
    }
    QList<GroupCount> all = counts;
    for (const UnreadGroup &group : std::as_const(unread))
        all.append({group.group.path, 0});
    // The selected group and its parents, with no matches, stay reachable.
    for (qsizetype depth = 1; depth <= m_selected.size(); ++depth) {
        const QStringList path = m_selected.first(depth);
        const bool listed = std::any_of(
            all.cbegin(), all.cend(), [&](const GroupCount &group) { return group.path == path; });
        if (!listed)
            all.append({path, 0});
    }
    // As people read them: "vendor 2" before "vendor 10"; a parent before
    // its children, which the loop below needs.
    const auto before = [](const QStringList &a, const QStringList &b) {
        for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
            if (a.at(i) != b.at(i))
                return naturallyBefore(a.at(i), b.at(i));
        }
        return a.size() < b.size();
    };
    std::sort(all.begin(), all.end(), [&before](const GroupCount &a, const GroupCount &b) {
        return before(a.path, b.path);
    });
    QList<Node> nodes {Node()};
    QHash<QStringList, int> byPath;
    byPath.insert(QStringList(), 0);
    for (const GroupCount &group : std::as_const(all)) {
        if (group.path.isEmpty())
            continue;
        if (const auto known = byPath.constFind(group.path); known != byPath.cend()) {
            nodes[*known].count += group.count;
            continue;
        }
        // A parent the counts lack (they never should) is made on the way.
        int parent = 0;
        for (qsizetype depth = 1; depth <= group.path.size(); ++depth) {
            const QStringList path = group.path.first(depth);
            const auto found = byPath.constFind(path);
            if (found != byPath.cend()) {
                parent = *found;
                continue;
            }
            Node node;
            node.path = path;
            node.count = depth == group.path.size() ? group.count : 0;
            node.parent = parent;
            node.row = int(nodes[parent].children.size());
            const auto id = int(nodes.size());
            nodes[parent].children.append(id);
            nodes.append(node);
            byPath.insert(path, id);
            parent = id;
        }
    }
    for (const UnreadGroup &group : std::as_const(unread)) {
        if (const auto id = byPath.constFind(group.group.path); id != byPath.cend()) {
            nodes[*id].unread.append(group);
            nodes[*id].unreadTools += group.group.toolCount.value_or(0);
        }
    }
    for (const UnreadGroup &group : m_found) {
        if (const auto id = byPath.constFind(group.group.path); id != byPath.cend())
            nodes[*id].found = true;
    }
    // What is not read in a group or below it, as the matches are counted;
    // children follow their parents, so one pass from the end adds them up.
    for (qsizetype id = nodes.size() - 1; id > 0; --id)
        nodes[nodes[id].parent].unreadTools += nodes[id].unreadTools;
    return nodes;
}

void GroupFacetModel::setUnread(const QList<UnreadGroup> &groups)
{
    if (groups == m_unread)
        return;
    m_unread = groups;
    beginResetModel();
    m_nodes = buildNodes(m_counts);
    endResetModel();
}

void GroupFacetModel::setFound(const QList<UnreadGroup> &groups)
{
    if (groups == m_found)
        return;
    m_found = groups;
    beginResetModel();
    m_nodes = buildNodes(m_counts);
    endResetModel();
}

QList<QStringList> GroupFacetModel::foundPaths() const
{
    QList<QStringList> paths;
    for (const UnreadGroup &group : m_found)
        paths.append(group.group.path);
    return paths;
}

QList<GroupFacetModel::UnreadGroup> GroupFacetModel::unreadAt(const QModelIndex &index) const
{
    const int id = nodeOf(index);
    return id > 0 ? m_nodes.at(id).unread : QList<UnreadGroup>();
}

void GroupFacetModel::setCounts(const QList<GroupCount> &counts)
{
    m_counts = counts;
    QList<Node> nodes = buildNodes(counts);
    const bool sameShape = nodes.size() == m_nodes.size()
        && std::equal(nodes.cbegin(), nodes.cend(), m_nodes.cbegin(),
                      [](const Node &a, const Node &b) { return a.path == b.path; });
    if (!sameShape) {
        beginResetModel();
        m_nodes = std::move(nodes);
        endResetModel();
        return;
    }
    // Only counts changed: the view keeps what is expanded and current.
    for (qsizetype id = 1; id < nodes.size(); ++id) {
        if (m_nodes[id].count == nodes[id].count)
            continue;
        m_nodes[id].count = nodes[id].count;
        const QModelIndex changed = createIndex(m_nodes[id].row, 0, quintptr(id));
        Q_EMIT dataChanged(changed, changed, {Qt::DisplayRole, CountRole});
    }
}

void GroupFacetModel::setSelectedPath(const QStringList &path)
{
    if (path == m_selected)
        return;
    const QModelIndex before = indexOf(m_selected);
    m_selected = path;
    for (const QModelIndex &changed : {before, indexOf(m_selected)}) {
        if (changed.isValid())
            Q_EMIT dataChanged(changed, changed, {SelectedRole, Qt::FontRole});
    }
    Q_EMIT selectionChanged(m_selected);
}

QModelIndex GroupFacetModel::indexOf(const QStringList &path) const
{
    if (path.isEmpty())
        return {};
    int at = 0;
    for (const QString &name : path) {
        const QList<int> &children = m_nodes.at(at).children;
        const auto child = std::find_if(children.cbegin(), children.cend(), [&](int id) {
            return m_nodes.at(id).path.constLast() == name;
        });
        if (child == children.cend())
            return {};
        at = *child;
    }
    return createIndex(m_nodes.at(at).row, 0, quintptr(at));
}

int GroupFacetModel::nodeOf(const QModelIndex &index) const
{
    if (!index.isValid())
        return 0;
    const auto id = qsizetype(index.internalId());
    return id > 0 && id < m_nodes.size() ? int(id) : -1;
}

QModelIndex GroupFacetModel::index(int row, int column, const QModelIndex &parent) const
{
    const int node = nodeOf(parent);
    if (node < 0 || column != 0 || row < 0 || row >= m_nodes.at(node).children.size())
        return {};
    return createIndex(row, 0, quintptr(m_nodes.at(node).children.at(row)));
}

QModelIndex GroupFacetModel::parent(const QModelIndex &child) const
{
    const int node = nodeOf(child);
    if (node <= 0)
        return {};
    const int parent = m_nodes.at(node).parent;
    return parent <= 0 ? QModelIndex() : createIndex(m_nodes.at(parent).row, 0, quintptr(parent));
}

int GroupFacetModel::rowCount(const QModelIndex &parent) const
{
    const int node = nodeOf(parent);
    return node < 0 ? 0 : int(m_nodes.at(node).children.size());
}

int GroupFacetModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant GroupFacetModel::data(const QModelIndex &index, int role) const
{
    const int id = nodeOf(index);
    if (id <= 0)
        return {};
    const Node &node = m_nodes.at(id);
    switch (role) {
    case Qt::DisplayRole: {
        const QString name = TextSafety::escapeLine(node.path.constLast());
        // Tools not read yet, and none of the group's read ones found.
        if (!node.unread.isEmpty() && node.count == 0) {
            const bool reading
                = std::any_of(node.unread.cbegin(), node.unread.cend(),
                              [](const UnreadGroup &group) { return group.reading; });
            if (reading)
                //: A group of the group tree whose tools are being read from its provider.
                return tr("%1 (reading…)").arg(name);
            if (node.found)
                //: A group of the group tree whose tools are not in the catalog yet, which
                //: the provider's own search found for the search text.
                return tr("%1 (%2 not read, found by the provider)")
                    .arg(name, QLocale().toString(node.unreadTools));
            //: A group of the group tree whose tools are not in the catalog yet: its name and
            //: how many tools its provider says it holds.
            return tr("%1 (%2 not read)").arg(name, QLocale().toString(node.unreadTools));
        }
        //: A group in the catalog browser's group tree: its name and how many found tools it holds.
        // One arg() call: a name containing "%2" must not receive the count.
        return tr("%1 (%2)").arg(name, QLocale().toString(qint64(node.count)));
    }
    case Qt::ToolTipRole: {
        const QString path = TextSafety::escapeLine(node.path.join(QStringLiteral(" / ")));
        if (node.unread.isEmpty())
            return path;
        return tr("%1\nIts tools are not in the catalog yet: choose the group to read them from "
                  "the provider.")
            .arg(path);
    }
    case Qt::FontRole: {
        const bool selected = node.path == m_selected;
        if (!selected && node.unread.isEmpty())
            return {};
        QFont font;
        // What the search found stands out of a long tree like the chosen one.
        font.setBold(selected || node.found);
        font.setItalic(!node.unread.isEmpty());
        return font;
    }
    case UnreadRole:
        return !node.unread.isEmpty();
    case FoundRole:
        return node.found;
    case PathRole:
        return node.path;
    case CountRole:
        return QVariant::fromValue(qint64(node.count));
    case SelectedRole:
        return node.path == m_selected;
    default:
        return {};
    }
}

} // namespace Toolshelf

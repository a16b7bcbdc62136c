// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"
#include "catalog/catalogtypes.h"

#include <QAbstractItemModel>
#include <QList>
#include <QStringList>

namespace Toolshelf {

// The groups of the current search results as a tree, each with how many of
// them it holds (it and the groups below it), and the one group the search
// is narrowed to. The counts cover the matches but for the group, so every
// other group stays in reach (CatalogDatabase::groupCounts()). Groups whose
// tools the catalog does not hold yet (a marketplace's, CatalogGroup) are
// listed too, with the count their server gave, so they can be chosen and read;
// those the provider's own search found for the query are marked (FoundRole),
// and listed even when the catalog's tree lacks them.
class GroupFacetModel final : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Role : int {
        PathRole = Qt::UserRole + 1, // QStringList
        CountRole, // qint64
        SelectedRole, // bool
        // Some group of this path has tools the catalog does not hold yet.
        UnreadRole, // bool
        // The provider's own search found a group of this path not read yet.
        FoundRole, // bool
    };

    // A group whose tools the catalog does not hold yet.
    struct UnreadGroup
    {
        QString provider;
        CatalogGroup group;
        // Its tools are being read now.
        bool reading = false;

        friend bool operator==(const UnreadGroup &, const UnreadGroup &) = default;
    };

    explicit GroupFacetModel(QObject *parent = nullptr);

    // New counts, sorted by path with each group after its parent. The
    // selected group stays listed (count 0) when they lack it, so it can be
    // left. The same groups as before only change their counts.
    void setCounts(const QList<GroupCount> &counts);
    // The groups not read yet, listed beside the counted ones.
    void setUnread(const QList<UnreadGroup> &groups);
    // The unread groups a provider's search found for the query (setFound({}) forgets them).
    void setFound(const QList<UnreadGroup> &groups);
    // The paths of the groups found, for a view to open the tree to them.
    QList<QStringList> foundPaths() const;
    // The groups not read yet at `index`'s path (two providers may share one).
    QList<UnreadGroup> unreadAt(const QModelIndex &index) const;
    // Whether any group is listed: a catalog without groups shows no tree.
    bool isEmpty() const { return m_nodes.size() <= 1; }
    QStringList selectedPath() const { return m_selected; }
    // Narrows to `path` (empty: every group); emits selectionChanged() when it changed.
    void setSelectedPath(const QStringList &path);
    // The row of `path`; invalid when it is not listed.
    QModelIndex indexOf(const QStringList &path) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void selectionChanged(const QStringList &path);

private:
    struct Node
    {
        QStringList path;
        qsizetype count = 0;
        int parent = -1;
        // Its row under its parent.
        int row = 0;
        QList<int> children;
        // The groups of this path not read yet, and their server's count of
        // the tools in them and in the unread groups below.
        QList<UnreadGroup> unread;
        qint64 unreadTools = 0;
        bool found = false;
    };

    // Node 0 is the invisible root; the rest follow their parents.
    QList<Node> buildNodes(const QList<GroupCount> &counts) const;
    int nodeOf(const QModelIndex &index) const;

    QList<Node> m_nodes;
    QStringList m_selected;
    QList<GroupCount> m_counts;
    QList<UnreadGroup> m_unread;
    QList<UnreadGroup> m_found;
};

} // namespace Toolshelf

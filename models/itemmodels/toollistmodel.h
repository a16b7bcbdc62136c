// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>
#include <QTimer>

namespace Toolshelf {

// The tools a catalog search found, one row each, with typed roles
// (toolroles.h) for badges, filters and sorting. Every match has a row, so
// the scroll bar and End reach the last of 100,000; only the first answer's
// rows are held from the start, the others are asked for a page at a time
// (rowsWanted()) when a view shows them, and shown empty until they come.
// Behind the catalog's matches come the remote rows: tools a provider's own
// search found that the catalog does not hold yet (NotInCatalogRole), held
// whole, until the next setRemoteTools().
class ToolListModel final : public QAbstractListModel
{
    Q_OBJECT

public:
    // Tool tips show this much of a description; the details pane shows all.
    static constexpr qsizetype ToolTipLength = 300;
    // Rows one rowsWanted() asks for; pages start at multiples of it. A
    // screenful and more: CatalogSearch::DefaultLimit says why not more.
    static constexpr qsizetype PageSize = 64;
    // Pages asked for and not yet requested, newest kept: dragging the scroll
    // bar over a million rows must not queue a search for every page passed.
    static constexpr qsizetype MaxWantedPages = 8;
    // A view pays a pass over all its rows for each run of rows removed or
    // inserted (a table's header walks its sections), as much as for a
    // reset: runs are followed while they cost at most this many rows in all
    // (two runs of 100,000 rows, none of a million), else the model resets.
    static constexpr qsizetype RunBudgetRows = 200'000;

    explicit ToolListModel(QObject *parent = nullptr);

    // Replaces the rows with the first rows of a result of `total` matches
    // (negative: just these). Tools kept in the same order stay where they are
    // (only changed ones are reported), so a result that just shrinks or
    // grows while the user types does not reset the view, as long as the runs
    // fit RunBudgetRows; anything else resets.
    // Rows behind the first ones keep what they showed until asked for again.
    void setTools(QList<ToolSummary> tools, qsizetype total = -1);
    // The rows from `offset` of the current result, as rowsWanted() asked.
    void setRows(qsizetype offset, const QList<ToolSummary> &rows);
    // The rows behind the catalog's matches: tools found on the providers'
    // servers and not in the catalog. Replaces those there before.
    void setRemoteTools(const QList<ToolSummary> &tools);
    const QList<ToolSummary> &remoteTools() const { return m_remote; }
    // Whether the row is a remote one.
    bool isRemote(int row) const { return row >= m_total && row < rowCount(); }
    // Forgets the request under way (its search failed), so rows are asked for again.
    void cancelFetch();
    // The first rows, those setTools() gave.
    const QList<ToolSummary> &tools() const { return m_tools; }
    // Every match in the catalog, fetched or not: the rows before the remote ones.
    qsizetype total() const { return m_total; }
    // Whether the row's tool is here (else it shows empty until fetched).
    bool isLoaded(int row) const;
    // Changes the row of that tool in place, e.g. after a pin or an override;
    // false when the tool is not listed.
    bool updateTool(const ToolSummary &tool);
    // An empty summary outside 0..rowCount()-1 and for rows not fetched yet.
    ToolSummary toolAt(int row) const;
    // -1 when the tool is not among the fetched rows of the catalog's matches.
    int rowOf(const QString &provider, const QString &toolId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;
    // Tools are dragged into procedures (and other applications) as ToolMime.
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

    // The tool tip of a description: its start, with characters that could
    // rewrite what the user sees escaped, as rich text so that markup in it
    // is shown instead of interpreted.
    static QString toolTip(const QString &description);

Q_SIGNALS:
    // Rows offset..offset+count-1 are shown and not here: answer with setRows().
    // One request at a time; the next follows its answer.
    void rowsWanted(qsizetype offset, qsizetype count);

private:
    struct Page
    {
        QList<ToolSummary> rows;
        // From an earlier result: shown until the page is fetched again.
        bool stale = false;
    };

    // The row's tool, or null when it is not here; asks for its page when
    // it is missing or stale.
    const ToolSummary *find(int row, bool want) const;
    void requestNext();

    QList<ToolSummary> m_tools;
    qsizetype m_total = 0;
    QList<ToolSummary> m_remote;
    // Rows from m_tools.size() on, by page number (row / PageSize).
    QHash<qsizetype, Page> m_pages;
    // Pages a view asked for, newest last; data() is const, so these are mutable.
    mutable QList<qsizetype> m_wanted;
    mutable QTimer m_request;
    qsizetype m_inFlight = -1;
};

} // namespace Toolshelf

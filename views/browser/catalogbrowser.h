// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "browser/toollistview.h"
#include "catalog/catalogtypes.h"
#include "common/catalogservices.h"
#include "itemmodels/groupfacetmodel.h"

#include <QSet>
#include <QStringList>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QTreeView;
class QPushButton;
QT_END_NAMESPACE

namespace Toolshelf {

class CatalogSearch;
class ProviderActions;
class ProviderListModel;
class RemoteResults;
class TagFacetModel;
class ToolItemDelegate;
class ToolPane;
class ToolListModel;

// The catalog browser: providers with their sync state on the left, the
// search field, matching tools and tag facets in the middle, the selected
// tool's details on the right. Searching runs on the catalog's thread as the
// user types; the view only ever receives value types.
class CatalogBrowser final : public QWidget
{
    Q_OBJECT

public:
    explicit CatalogBrowser(CatalogServices services, QWidget *parent = nullptr);
    ~CatalogBrowser() override;

    // Re-reads the providers and runs the search again (after a sync, or
    // after providers were added).
    void refresh();
    void focusSearch();
    // Opens the provider dialog, for a new provider or to edit one.
    void addProvider();
    void editProvider(const QString &name);
    // Shows one tool: searches for its name and selects its row.
    void selectTool(const QString &provider, const QString &toolId);

    QLineEdit *searchField() const { return m_search; }
    ToolListView *toolList() const { return m_tools; }
    QPushButton *pinButton() const;
    ToolPane *toolPane() const { return m_toolPane; }
    // Remove, Import and Export of providers, for the pane and the Providers menu.
    ProviderActions *providerActions() const { return m_providerActions; }
    // For benchmarks and tests that time or tune the search.
    CatalogSearch *searcher() const { return m_searcher; }

Q_SIGNALS:
    // "12 of 3,200 tools", for the status bar.
    void summaryChanged(const QString &summary);
    // A provider was added or changed in the dialog.
    void providersChanged();
    // Pins, overrides or a sync changed the catalog.
    void catalogChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createProviderPane();
    QWidget *createToolPane();
    void runSearch();
    void updateProviderFilter();
    void showTool(const QModelIndex &index);
    void followCurrent(const QModelIndex &first, const QModelIndex &last);
    void syncSelected();
    void openProviderDialog(const std::optional<QString> &name);
    void updateProviderButtons();
    void showResults(const QList<ToolSummary> &tools, qsizetype total, const QList<TagCount> &tags);
    void selectPendingTool();
    // After the group tree was rebuilt: the groups the user opened open again,
    // and the chosen one is current.
    void restoreGroupTree();
    void toggleGroup(const QModelIndex &index);
    // The groups whose tools the catalog does not hold yet, into the tree.
    void loadUnreadGroups();
    // Reads those groups' tools from their providers.
    void readGroups(const QList<GroupFacetModel::UnreadGroup> &groups);
    // A tool found on a provider's server: its provider synced, then shown
    // when `select` (it was chosen, not dragged).
    void storeRemoteTool(const QString &provider, const QString &toolId, bool select);
    // The count of matches with what the providers' servers added to them.
    void showMatchCount();
    // What the providers' own search found, merged into the results.
    void showRemoteFindings(const QList<ToolSummary> &tools,
                            const QList<GroupFacetModel::UnreadGroup> &groups);
    // After a new result: the tool shown is the current row where the result
    // lists it, else there is none; a new query shows it, or the top.
    void followShownTool(bool newQuery);

    CatalogServices m_services;
    ProviderListModel *m_providerModel;
    ToolListModel *m_toolModel;
    TagFacetModel *m_tagModel;
    GroupFacetModel *m_groupModel;
    CatalogSearch *m_searcher;
    QListView *m_providers = nullptr;
    QLineEdit *m_search = nullptr;
    ToolListView *m_tools = nullptr;
    QLabel *m_matchCount = nullptr;
    ToolItemDelegate *m_toolDelegate = nullptr;
    QListView *m_tags = nullptr;
    QTreeView *m_groups = nullptr;
    QWidget *m_groupPane = nullptr;
    RemoteResults *m_remote = nullptr;
    // The tool storeRemoteTool() selects once stored: provider and id.
    std::pair<QString, QString> m_remoteTool;
    QSet<QStringList> m_expandedGroups;
    bool m_groupTreeShown = false;
    QComboBox *m_sort = nullptr;
    QComboBox *m_providerFilter = nullptr;
    ToolPane *m_toolPane = nullptr;
    QPushButton *m_syncAll = nullptr;
    QPushButton *m_syncOne = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_addProvider = nullptr;
    QPushButton *m_editProvider = nullptr;
    ProviderActions *m_providerActions = nullptr;
    // The tool selectTool() asked for, selected when its search answers.
    QString m_pendingProvider;
    QString m_pendingToolId;
    // The search text selectTool() set for it; the pending tool waits while it stays.
    QString m_pendingQuery;
    // The tool the details were last asked to show, and whether it was a
    // remote row (shown as being stored, not from the catalog).
    QString m_shownProvider;
    QString m_shownToolId;
    bool m_shownRemote = false;
    // The query of the rows shown: a refresh of it keeps the scroll position.
    std::optional<CatalogQuery> m_shownQuery;
    // While a result replaces the rows, the current row moves as Qt moves it
    // (to a neighbour of a row that went); followShownTool() decides instead.
    bool m_applyingResult = false;
};

} // namespace Toolshelf

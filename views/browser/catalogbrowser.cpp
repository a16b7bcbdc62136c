// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/catalogbrowser.h"

#include "browser/provideractions.h"
#include "browser/providerdialog.h"
#include "browser/provideritemdelegate.h"
#include "browser/remoteresults.h"
#include "browser/toolitemdelegate.h"
#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "itemmodels/groupfacetmodel.h"
#include "itemmodels/providerlistmodel.h"
#include "itemmodels/providerroles.h"
#include "itemmodels/tagfacetmodel.h"
#include "itemmodels/toollistmodel.h"
#include "itemmodels/toolroles.h"
#include "providers/providerregistry.h"
#include "search/catalogsearch.h"
#include "sync/syncengine.h"
#include "toolpane/tooldetailsview.h"
#include "toolpane/toolpane.h"

#include <QComboBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

// A tool's name as a query for the search field: characters that are no part
// of a word (controls, bidi and invisible ones) would only reorder or hide it
// there, and the search reads them as separators anyway.
QString nameQuery(const QString &name)
{
    QString query;
    query.reserve(name.size());
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        const bool pair
            = c.isHighSurrogate() && i + 1 < name.size() && name.at(i + 1).isLowSurrogate();
        const char32_t code = pair ? QChar::surrogateToUcs4(c, name.at(i + 1)) : c.unicode();
        const qsizetype units = pair ? 2 : 1;
        if (TextSafety::isUnsafe(code))
            query += u' ';
        else
            query += QStringView(name).mid(i, units);
        i += units - 1;
    }
    return query;
}

// "1,234 of 100,000 tools", or "100,000 tools" when nothing narrows the catalog.
QString matchCount(qsizetype matches, qsizetype catalog)
{
    const QLocale locale;
    if (matches >= catalog)
        return matches == 1
            ? CatalogBrowser::tr("1 tool")
            : CatalogBrowser::tr("%1 tools").arg(locale.toString(qlonglong(matches)));
    return CatalogBrowser::tr("%1 of %2 tools")
        .arg(locale.toString(qlonglong(matches)), locale.toString(qlonglong(catalog)));
}

} // namespace

CatalogBrowser::CatalogBrowser(CatalogServices services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_providerModel(new ProviderListModel(services.providers, services.sync, services.catalog,
                                            services.credentials, this))
    , m_toolModel(new ToolListModel(this))
    , m_tagModel(new TagFacetModel(this))
    , m_groupModel(new GroupFacetModel(this))
    , m_searcher(new CatalogSearch(services.catalog, this))
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("browserSplitter"));
    splitter->addWidget(createProviderPane());
    splitter->addWidget(createToolPane());
    m_toolPane = new ToolPane(m_services, splitter);
    splitter->addWidget(m_toolPane);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_searcher, &CatalogSearch::resultsReady, this, &CatalogBrowser::showResults);
    // The first answer is the model's page 0; the pages after it follow on.
    static_assert(CatalogSearch::DefaultLimit == ToolListModel::PageSize);
    // Rows past the first answer, as the list scrolls to them.
    connect(m_toolModel, &ToolListModel::rowsWanted, m_searcher, &CatalogSearch::fetchRows);
    connect(m_searcher, &CatalogSearch::rowsReady, m_toolModel, &ToolListModel::setRows);
    connect(m_toolModel, &QAbstractItemModel::dataChanged, this, &CatalogBrowser::followCurrent);
    connect(m_searcher, &CatalogSearch::failed, this, [this](const QString &error) {
        m_toolModel->cancelFetch();
        Q_EMIT summaryChanged(tr("The search failed: %1").arg(error));
    });
    connect(m_search, &QLineEdit::textChanged, this, &CatalogBrowser::runSearch);
    // What the providers' own search finds beyond the catalog (marketplaces),
    // merged into the results.
    if (m_services.clients && m_services.catalog) {
        m_remote = new RemoteResults(m_services.clients, m_services.catalog, this);
        connect(m_remote, &RemoteResults::found, this, &CatalogBrowser::showRemoteFindings);
    }
    // Dragging a tool the catalog lacks into a procedure stores it.
    connect(m_tools, &ToolListView::dragStarting, this, [this](const QModelIndexList &rows) {
        for (const QModelIndex &row : rows) {
            if (row.data(NotInCatalogRole).toBool())
                storeRemoteTool(row.data(ProviderRole).toString(), row.data(ToolIdRole).toString(),
                                false);
        }
    });
    connect(m_tagModel, &TagFacetModel::selectionChanged, this, &CatalogBrowser::runSearch);
    connect(m_groupModel, &GroupFacetModel::selectionChanged, this, &CatalogBrowser::runSearch);
    // A click (or Enter or Space, see eventFilter()) on a group narrows the
    // search to it; on the chosen group it widens it again.
    connect(m_groups, &QTreeView::clicked, this, &CatalogBrowser::toggleGroup);
    // The tree is rebuilt when its groups change: what the user opened stays open.
    connect(m_groups, &QTreeView::expanded, this, [this](const QModelIndex &index) {
        m_expandedGroups.insert(index.data(GroupFacetModel::PathRole).toStringList());
    });
    connect(m_groups, &QTreeView::collapsed, this, [this](const QModelIndex &index) {
        m_expandedGroups.remove(index.data(GroupFacetModel::PathRole).toStringList());
    });
    connect(m_groupModel, &QAbstractItemModel::modelReset, this, &CatalogBrowser::restoreGroupTree);
    connect(m_tools->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CatalogBrowser::showTool);
    // Pins and aliases change rows (badges, shown names), from wherever they came.
    if (m_services.catalog)
        connect(&m_services.catalog->userData(), &CatalogService::userDataChanged, m_searcher,
                &CatalogSearch::refresh);
    connect(m_toolPane, &ToolPane::message, this, &CatalogBrowser::summaryChanged);
    if (m_services.sync) {
        connect(m_services.sync, &SyncEngine::idle, this, [this] {
            refresh();
            // What the sync stored is no longer missing from the catalog.
            if (m_remote)
                m_remote->refresh();
            Q_EMIT catalogChanged();
        });
        // A group being read says so at once; once read, it counts like the rest.
        connect(m_services.sync, &SyncEngine::started, this, &CatalogBrowser::loadUnreadGroups);
        connect(m_services.sync, &SyncEngine::providerFinished, this,
                &CatalogBrowser::loadUnreadGroups);
        connect(m_services.sync, &SyncEngine::providerFinished, this,
                [this](const QString &provider, const SyncSummary &,
                       const std::optional<Error> &error) {
                    if (m_remoteTool.first != provider)
                        return;
                    const QString toolId = std::exchange(m_remoteTool, {}).second;
                    if (!error)
                        return selectTool(provider, toolId);
                    m_toolPane->storingFailed(provider, toolId, error->text());
                    Q_EMIT summaryChanged(tr("%1 could not be stored: %2")
                                              .arg(TextSafety::escapeLine(toolId),
                                                   TextSafety::escapeLine(error->text())));
                });
    }
    refresh();
}

CatalogBrowser::~CatalogBrowser() = default;

QWidget *CatalogBrowser::createProviderPane()
{
    auto *pane = new QWidget(this);
    m_providers = new QListView(pane);
    m_providers->setObjectName(QStringLiteral("providerList"));
    m_providers->setAccessibleName(tr("Providers"));
    m_providers->setModel(m_providerModel);
    m_providers->setItemDelegate(new ProviderItemDelegate(m_providers));
    m_syncAll = new QPushButton(tr("Sync a&ll"), pane);
    m_syncAll->setObjectName(QStringLiteral("syncAllButton"));
    m_syncOne = new QPushButton(tr("&Sync"), pane);
    m_syncOne->setObjectName(QStringLiteral("syncButton"));
    m_cancel = new QPushButton(tr("&Cancel"), pane);
    m_cancel->setObjectName(QStringLiteral("cancelSyncButton"));
    m_addProvider = new QPushButton(tr("&Add…"), pane);
    m_addProvider->setObjectName(QStringLiteral("addProviderButton"));
    m_addProvider->setToolTip(tr("Add a tool provider"));
    m_editProvider = new QPushButton(tr("Ed&it…"), pane);
    m_editProvider->setObjectName(QStringLiteral("editProviderButton"));
    m_editProvider->setToolTip(tr("Change the selected provider's settings or secret"));
    const bool canEdit = m_services.providers && m_services.credentials;
    m_addProvider->setEnabled(canEdit);
    connect(m_addProvider, &QPushButton::clicked, this, &CatalogBrowser::addProvider);
    connect(m_editProvider, &QPushButton::clicked, this, [this] {
        if (const auto provider = m_providerModel->provider(m_providers->currentIndex()))
            editProvider(provider->name);
    });
    connect(m_providers, &QListView::activated, this, [this](const QModelIndex &index) {
        if (const auto provider = m_providerModel->provider(index))
            editProvider(provider->name);
    });
    connect(m_providers->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CatalogBrowser::updateProviderButtons);
    connect(m_providerModel, &QAbstractItemModel::dataChanged, this,
            &CatalogBrowser::updateProviderButtons);
    connect(m_providerModel, &QAbstractItemModel::modelReset, this,
            &CatalogBrowser::updateProviderButtons);
    m_providerActions = new ProviderActions(
        m_services,
        [this]() -> std::optional<QString> {
            const auto provider = m_providerModel->provider(m_providers->currentIndex());
            return provider ? std::optional(provider->name) : std::nullopt;
        },
        this);
    // Delete on the list removes the selected provider.
    m_providers->addAction(m_providerActions->removeAction());
    auto *remove = new QPushButton(tr("Remo&ve…"), pane);
    remove->setObjectName(QStringLiteral("removeProviderButton"));
    remove->setToolTip(m_providerActions->removeAction()->statusTip());
    connect(remove, &QPushButton::clicked, m_providerActions->removeAction(), &QAction::trigger);
    connect(m_providerActions->removeAction(), &QAction::changed, remove,
            [this, remove] { remove->setEnabled(m_providerActions->removeAction()->isEnabled()); });
    remove->setEnabled(m_providerActions->removeAction()->isEnabled());
    auto *more = new QToolButton(pane);
    more->setObjectName(QStringLiteral("moreProviderActions"));
    more->setText(tr("More"));
    more->setToolTip(tr("Import or export provider files"));
    more->setPopupMode(QToolButton::InstantPopup);
    auto *moreMenu = new QMenu(more);
    moreMenu->addAction(m_providerActions->importAction());
    moreMenu->addAction(m_providerActions->exportAction());
    more->setMenu(moreMenu);
    // A removal takes tools, pins and texts: procedures check their references again.
    connect(m_providerActions, &ProviderActions::providersChanged, this, [this] {
        refresh();
        Q_EMIT providersChanged();
        Q_EMIT catalogChanged();
    });
    const bool canSync = m_services.sync && m_services.providers;
    m_syncAll->setEnabled(canSync);
    m_syncOne->setEnabled(canSync);
    m_cancel->setEnabled(canSync);
    if (canSync) {
        connect(m_syncAll, &QPushButton::clicked, this,
                [this] { m_services.sync->sync(m_services.providers->providers()); });
        connect(m_syncOne, &QPushButton::clicked, this, &CatalogBrowser::syncSelected);
        connect(m_cancel, &QPushButton::clicked, this, [this] { m_services.sync->cancel(); });
    }
    auto *edits = new QHBoxLayout;
    edits->addWidget(m_addProvider);
    edits->addWidget(m_editProvider);
    edits->addWidget(remove);
    edits->addWidget(more);
    edits->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_syncAll);
    buttons->addWidget(m_syncOne);
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(pane);
    layout->addWidget(new QLabel(tr("Providers"), pane));
    layout->addWidget(m_providers, 1);
    layout->addLayout(edits);
    layout->addLayout(buttons);
    updateProviderButtons();
    return pane;
}

QWidget *CatalogBrowser::createToolPane()
{
    auto *pane = new QWidget(this);
    m_search = new QLineEdit(pane);
    m_search->setObjectName(QStringLiteral("searchField"));
    m_search->setAccessibleName(tr("Search tools"));
    m_search->setPlaceholderText(tr("Search tools (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_sort = new QComboBox(pane);
    m_sort->setObjectName(QStringLiteral("sortOrder"));
    // "Best match" is what a text search sorts by; without text it means by name.
    m_sort->addItem(tr("Best match"), int(CatalogQuery::Sort::Relevance));
    m_sort->addItem(tr("Name"), int(CatalogQuery::Sort::Name));
    m_sort->addItem(tr("Provider"), int(CatalogQuery::Sort::Provider));
    m_sort->addItem(tr("Recently updated"), int(CatalogQuery::Sort::RecentlyUpdated));
    m_sort->setToolTip(tr("Sort the tools"));
    m_providerFilter = new QComboBox(pane);
    m_providerFilter->setObjectName(QStringLiteral("providerFilter"));
    m_providerFilter->setToolTip(tr("Show the tools of one provider"));
    connect(m_sort, &QComboBox::currentIndexChanged, this, &CatalogBrowser::runSearch);
    connect(m_providerFilter, &QComboBox::currentIndexChanged, this, &CatalogBrowser::runSearch);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_providerFilter, 1);
    controls->addWidget(m_sort, 1);
    m_tools = new ToolListView(pane);
    m_tools->setObjectName(QStringLiteral("toolList"));
    m_tools->setAccessibleName(tr("Tools"));
    m_tools->setModel(m_toolModel);
    m_toolDelegate = new ToolItemDelegate(m_tools);
    m_tools->setItemDelegate(m_toolDelegate);
    // Tools are dragged into procedures; the list itself takes no drops.
    m_tools->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_tools->setDragEnabled(true);
    m_tools->setDragDropMode(QAbstractItemView::DragOnly);
    m_tools->setDefaultDropAction(Qt::CopyAction);
    m_tools->installEventFilter(this);
    m_tags = new QListView(pane);
    m_tags->setObjectName(QStringLiteral("tagFacets"));
    m_tags->setAccessibleName(tr("Tags"));
    m_tags->setModel(m_tagModel);
    m_tags->setMaximumHeight(160);
    m_groups = new QTreeView(pane);
    m_groups->setObjectName(QStringLiteral("groupFacets"));
    m_groups->setAccessibleName(tr("Groups"));
    m_groups->setModel(m_groupModel);
    m_groups->setHeaderHidden(true);
    m_groups->setMaximumHeight(160);
    m_groups->installEventFilter(this);
    m_groups->setToolTip(tr("Where the providers file their tools. Choose a group to show "
                            "only its tools; choose it again to show all."));
    m_matchCount = new QLabel(pane);
    m_matchCount->setObjectName(QStringLiteral("matchCount"));
    auto *layout = new QVBoxLayout(pane);
    layout->addWidget(m_search);
    layout->addLayout(controls);
    layout->addWidget(m_matchCount);
    layout->addWidget(m_tools, 1);
    // Groups beside tags; a catalog without groups shows only the tags.
    m_groupPane = new QWidget(pane);
    auto *groups = new QVBoxLayout(m_groupPane);
    groups->setContentsMargins(0, 0, 0, 0);
    auto *groupsLabel = new QLabel(tr("&Groups"), m_groupPane);
    groupsLabel->setBuddy(m_groups);
    groups->addWidget(groupsLabel);
    groups->addWidget(m_groups);
    m_groupPane->hide();
    auto *tags = new QVBoxLayout;
    tags->addWidget(new QLabel(tr("Tags"), pane));
    tags->addWidget(m_tags);
    // Nested group names need the width more than tags do.
    auto *facets = new QHBoxLayout;
    facets->addWidget(m_groupPane, 2);
    facets->addLayout(tags, 1);
    layout->addLayout(facets);
    return pane;
}

void CatalogBrowser::refresh()
{
    m_providerModel->reload();
    updateProviderFilter();
    loadUnreadGroups();
    runSearch();
    m_toolPane->reload();
}

QPushButton *CatalogBrowser::pinButton() const
{
    return m_toolPane->pinButton();
}

// Keeps the chosen provider when the list of providers changes.
void CatalogBrowser::updateProviderFilter()
{
    const QString chosen = m_providerFilter->currentData().toString();
    const QSignalBlocker blocker(m_providerFilter);
    m_providerFilter->clear();
    m_providerFilter->addItem(tr("All providers"), QString());
    if (m_services.providers) {
        for (const Provider &provider : m_services.providers->providers())
            m_providerFilter->addItem(provider.name, provider.name);
    }
    m_providerFilter->setCurrentIndex(std::max(0, m_providerFilter->findData(chosen)));
}

void CatalogBrowser::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void CatalogBrowser::runSearch()
{
    CatalogQuery query;
    query.text = m_search->text();
    query.tags = m_tagModel->selectedTags();
    query.groupPath = m_groupModel->selectedPath();
    query.sort = CatalogQuery::Sort(m_sort->currentData().toInt());
    if (query.sort == CatalogQuery::Sort::Relevance && query.text.trimmed().isEmpty())
        query.sort = CatalogQuery::Sort::Name;
    if (const QString provider = m_providerFilter->currentData().toString(); !provider.isEmpty())
        query.providers = {provider};
    m_searcher->setQuery(query);
    if (m_remote && m_services.providers) {
        QList<Provider> asked;
        for (const Provider &provider : m_services.providers->providers()) {
            if (query.providers.isEmpty() || query.providers.contains(provider.name))
                asked.append(provider);
        }
        m_remote->search(query.text, asked);
    }
}

void CatalogBrowser::storeRemoteTool(const QString &provider, const QString &toolId, bool select)
{
    if (!m_services.sync || !m_services.providers)
        return;
    const std::optional<Provider> found = m_services.providers->find(provider);
    if (!found)
        return;
    // The search finds a marketplace's top-level tools, which its sync
    // reads (a running one included): one sync stores all found there.
    if (select)
        m_remoteTool = {provider, toolId};
    m_services.sync->sync({*found});
}

void CatalogBrowser::showResults(const QList<ToolSummary> &tools, qsizetype total,
                                 const QList<TagCount> &tags)
{
    m_toolDelegate->setHighlightQuery(m_searcher->query().text);
    const bool newQuery = m_shownQuery != m_searcher->query();
    m_shownQuery = m_searcher->query();
    {
        const QScopedValueRollback applying(m_applyingResult, true);
        m_toolModel->setTools(tools, total);
        followShownTool(newQuery);
    }
    m_tagModel->setCounts(tags);
    m_groupModel->setCounts(m_searcher->lastGroups());
    m_groupPane->setVisible(!m_groupModel->isEmpty());
    selectPendingTool();
    showMatchCount();
}

void CatalogBrowser::showRemoteFindings(const QList<ToolSummary> &tools,
                                        const QList<GroupFacetModel::UnreadGroup> &groups)
{
    {
        // Rows going may move the current row as Qt moves it; the tool shown
        // stays, as for a new result (a remote one is being stored).
        const QScopedValueRollback applying(m_applyingResult, true);
        m_toolModel->setRemoteTools(tools);
        followShownTool(false);
    }
    m_groupModel->setFound(groups);
    m_groupPane->setVisible(!m_groupModel->isEmpty());
    showMatchCount();
}

void CatalogBrowser::showMatchCount()
{
    QString count = matchCount(m_toolModel->total(), m_searcher->lastCatalogSize());
    if (m_remote && !m_remote->summary().isEmpty())
        count = tr("%1 · %2").arg(count, m_remote->summary());
    m_matchCount->setText(count);
    Q_EMIT summaryChanged(count);
}

void CatalogBrowser::showTool(const QModelIndex &index)
{
    if (m_applyingResult)
        return;
    const QString provider = index.data(ProviderRole).toString();
    const QString toolId = index.data(ToolIdRole).toString();
    const bool remote = index.data(NotInCatalogRole).toBool();
    // The same tool at another row: reloading would lose what is typed in its tabs.
    if (!toolId.isEmpty() && provider == m_shownProvider && toolId == m_shownToolId
        && remote == m_shownRemote)
        return;
    m_shownProvider = provider;
    m_shownToolId = toolId;
    m_shownRemote = remote;
    // Chosen from the providers' answers: stored, then shown from the catalog.
    if (remote) {
        m_toolPane->showStoring(provider, toolId, index.data(NameRole).toString(),
                                index.data(DescriptionRole).toString());
        return storeRemoteTool(provider, toolId, true);
    }
    // A row not fetched yet shows nothing until it is (followCurrent()).
    if (!m_shownToolId.isEmpty())
        m_toolPane->showTool(m_shownProvider, m_shownToolId);
    else
        m_toolPane->clearTool();
}

// The current row's tool arrived (End on 100,000 rows) or changed: the details follow.
void CatalogBrowser::followCurrent(const QModelIndex &first, const QModelIndex &last)
{
    const QModelIndex current = m_tools->currentIndex();
    if (!current.isValid() || current.row() < first.row() || current.row() > last.row())
        return;
    if (current.data(ProviderRole).toString() != m_shownProvider
        || current.data(ToolIdRole).toString() != m_shownToolId
        || current.data(NotInCatalogRole).toBool() != m_shownRemote)
        showTool(current);
}

void CatalogBrowser::selectTool(const QString &provider, const QString &toolId)
{
    if (!m_services.catalog)
        return;
    m_services.catalog->run(
        [provider, toolId](CatalogDatabase &db) { return db.signature(provider, toolId); }, this,
        [this, provider, toolId](const std::optional<StoredSignature> &tool) {
            // A tool being stored that its provider's sync did not list
            // (the server's search found more than its listing holds).
            if (!tool)
                return m_toolPane->storingFailed(provider, toolId,
                                                 tr("the provider's sync did not list it"));
            m_pendingProvider = provider;
            m_pendingToolId = toolId;
            m_providerFilter->setCurrentIndex(0);
            m_tagModel->setSelectedTags({});
            m_groupModel->setSelectedPath({});
            const QString query = nameQuery(tool->signature.name);
            m_pendingQuery = query;
            if (m_search->text() == query)
                m_searcher->refresh();
            else
                m_search->setText(query);
        });
}

void CatalogBrowser::loadUnreadGroups()
{
    if (!m_services.catalog)
        return;
    m_services.catalog->run(
        [](CatalogDatabase &db) {
            QList<GroupFacetModel::UnreadGroup> unread;
            for (const QString &provider : db.providers()) {
                for (const CatalogGroup &group : db.groups(provider)) {
                    if (!group.loadedAt.isValid())
                        unread.append({provider, group, false});
                }
            }
            return unread;
        },
        this,
        [this](QList<GroupFacetModel::UnreadGroup> unread) {
            for (GroupFacetModel::UnreadGroup &group : unread)
                group.reading = m_services.sync
                    && m_services.sync->groupsLoading(group.provider).contains(group.group.id);
            m_groupModel->setUnread(unread);
            m_groupPane->setVisible(!m_groupModel->isEmpty());
        });
}

void CatalogBrowser::readGroups(const QList<GroupFacetModel::UnreadGroup> &groups)
{
    if (!m_services.sync || !m_services.providers)
        return;
    for (const GroupFacetModel::UnreadGroup &unread : groups) {
        const std::optional<Provider> provider = m_services.providers->find(unread.provider);
        if (provider && !unread.reading)
            m_services.sync->loadGroups(*provider, {unread.group.id});
    }
    loadUnreadGroups();
}

void CatalogBrowser::toggleGroup(const QModelIndex &index)
{
    // A marketplace's group is read when it is chosen.
    readGroups(m_groupModel->unreadAt(index));
    const QStringList path = index.data(GroupFacetModel::PathRole).toStringList();
    m_groupModel->setSelectedPath(path == m_groupModel->selectedPath() ? QStringList() : path);
}

void CatalogBrowser::restoreGroupTree()
{
    // Top-level groups open at first, so the tree shows more than one line.
    if (!m_groupTreeShown && !m_groupModel->isEmpty()) {
        m_groupTreeShown = true;
        for (int row = 0; row < m_groupModel->rowCount(); ++row)
            m_expandedGroups.insert(
                m_groupModel->index(row, 0).data(GroupFacetModel::PathRole).toStringList());
    }
    for (const QStringList &path : std::as_const(m_expandedGroups)) {
        if (const QModelIndex index = m_groupModel->indexOf(path); index.isValid())
            m_groups->expand(index);
    }
    // Groups a provider's search found are in sight, the first scrolled to.
    const QList<QStringList> found = m_groupModel->foundPaths();
    for (const QStringList &path : found) {
        for (qsizetype depth = 1; depth < path.size(); ++depth) {
            if (const QModelIndex index = m_groupModel->indexOf(path.first(depth)); index.isValid())
                m_groups->expand(index);
        }
    }
    if (!found.isEmpty())
        m_groups->scrollTo(m_groupModel->indexOf(found.constFirst()),
                           QAbstractItemView::PositionAtTop);
    if (const QModelIndex selected = m_groupModel->indexOf(m_groupModel->selectedPath());
        selected.isValid()) {
        m_groups->setCurrentIndex(selected);
        m_groups->scrollTo(selected);
    }
}

void CatalogBrowser::followShownTool(bool newQuery)
{
    // A tool being stored is shown stored once selectTool() selects it.
    const int row = m_shownToolId.isEmpty() || m_shownRemote
        ? -1
        : m_toolModel->rowOf(m_shownProvider, m_shownToolId);
    if (row >= 0) {
        const QModelIndex index = m_toolModel->index(row, 0);
        if (m_tools->currentIndex() != index)
            m_tools->selectionModel()->setCurrentIndex(
                index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        if (newQuery)
            m_tools->scrollTo(index);
        return;
    }
    // The details keep the tool; no row of the new result is it.
    if (m_tools->currentIndex().isValid())
        m_tools->selectionModel()->setCurrentIndex({}, QItemSelectionModel::NoUpdate);
    if (newQuery)
        m_tools->scrollToTop();
}

void CatalogBrowser::selectPendingTool()
{
    if (m_pendingToolId.isEmpty())
        return;
    if (const int row = m_toolModel->rowOf(m_pendingProvider, m_pendingToolId); row >= 0) {
        const QModelIndex index = m_toolModel->index(row, 0);
        m_tools->setCurrentIndex(index);
        m_tools->scrollTo(index);
    } else if (m_search->text() == m_pendingQuery) {
        // A tool just stored may be missing from an answer of the index built
        // before it: the answer of the index rebuilt for it selects it.
        return;
    }
    m_pendingProvider.clear();
    m_pendingToolId.clear();
}

void CatalogBrowser::addProvider()
{
    openProviderDialog({});
}

void CatalogBrowser::editProvider(const QString &name)
{
    openProviderDialog(name);
}

// Window-modal but not blocking; the browser follows once it is saved.
void CatalogBrowser::openProviderDialog(const std::optional<QString> &name)
{
    if (!m_services.providers || !m_services.credentials)
        return;
    auto *dialog = new ProviderDialog(m_services, name, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ProviderDialog::providerSaved, this, [this](const QString &saved) {
        refresh();
        Q_EMIT providersChanged();
        Q_EMIT summaryChanged(tr("Saved the provider %1.").arg(saved));
    });
    dialog->open();
}

// Edit needs a provider; Sync says Retry when the selected one failed last time.
void CatalogBrowser::updateProviderButtons()
{
    const QModelIndex current = m_providers->currentIndex();
    m_editProvider->setEnabled(current.isValid() && m_services.providers && m_services.credentials);
    const bool failed
        = current.isValid() && !current.data(ProviderRoles::LastErrorRole).toString().isEmpty();
    m_syncOne->setText(failed ? tr("Retry &Sync") : tr("&Sync"));
    m_syncOne->setToolTip(failed ? tr("Sync the selected provider again")
                                 : tr("Sync the selected provider"));
    if (m_providerActions)
        m_providerActions->updateActions();
}

void CatalogBrowser::syncSelected()
{
    const auto provider = m_providerModel->provider(m_providers->currentIndex());
    if (provider)
        m_services.sync->sync({*provider});
}

// Keyboard: Down or Enter in the search field moves to the results; Enter
// on a result moves to its details.
bool CatalogBrowser::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent *>(event)->key();
    const bool enter = key == Qt::Key_Return || key == Qt::Key_Enter;
    if (watched == m_search && (enter || key == Qt::Key_Down) && m_toolModel->rowCount() > 0) {
        m_tools->setFocus(Qt::TabFocusReason);
        if (!m_tools->currentIndex().isValid())
            m_tools->setCurrentIndex(m_toolModel->index(0, 0));
        return true;
    }
    if (watched == m_groups && (enter || key == Qt::Key_Space)
        && m_groups->currentIndex().isValid()) {
        toggleGroup(m_groups->currentIndex());
        return true;
    }
    if (watched == m_tools && enter && m_tools->currentIndex().isValid()) {
        m_toolPane->details()->setFocus(Qt::TabFocusReason);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Toolshelf

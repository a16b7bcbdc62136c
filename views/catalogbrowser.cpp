#include "catalogbrowser.h"

#include "catalogsearch.h"
#include "catalogstore.h"
#include "imagecache.h"
#include "provideritemdelegate.h"
#include "providerlistmodel.h"
#include "providerregistry.h"
#include "syncengine.h"
#include "tagfacetmodel.h"
#include "tooldetailsview.h"
#include "toolitemdelegate.h"
#include "toollistmodel.h"
#include "toolroles.h"

#include <QComboBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

QString toolKey(const QString &provider, const QString &toolId)
{
    return provider + u'\x1f' + toolId;
}

} // namespace

CatalogBrowser::CatalogBrowser(CatalogServices services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_providerModel(new ProviderListModel(services.providers, services.sync, services.catalog,
                                            services.credentials, this))
    , m_toolModel(new ToolListModel(this))
    , m_tagModel(new TagFacetModel(this))
    , m_searcher(new CatalogSearch(services.catalog, this))
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("browserSplitter"));
    splitter->addWidget(createProviderPane());
    splitter->addWidget(createToolPane());
    auto *detailsPane = new QWidget(splitter);
    m_pin = new QPushButton(detailsPane);
    m_pin->setObjectName(QStringLiteral("pinButton"));
    connect(m_pin, &QPushButton::clicked, this, &CatalogBrowser::togglePin);
    m_details = new ToolDetailsView(detailsPane);
    m_details->setObjectName(QStringLiteral("toolDetails"));
    auto *detailsLayout = new QVBoxLayout(detailsPane);
    auto *detailsActions = new QHBoxLayout;
    detailsActions->addWidget(m_pin);
    detailsActions->addStretch(1);
    detailsLayout->addLayout(detailsActions);
    detailsLayout->addWidget(m_details, 1);
    splitter->addWidget(detailsPane);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_searcher, &CatalogSearch::resultsReady, this,
            [this](const QList<ToolSummary> &tools, qsizetype total, const QList<TagCount> &tags) {
                m_toolDelegate->setHighlightQuery(m_searcher->query().text);
                m_toolModel->setTools(tools);
                m_tagModel->setCounts(tags);
                updatePinButton();
                Q_EMIT summaryChanged(tr("%1 of %2 tools shown")
                                          .arg(QLocale().toString(qlonglong(tools.size())),
                                               QLocale().toString(qlonglong(total))));
            });
    connect(m_searcher, &CatalogSearch::failed, this, [this](const QString &error) {
        Q_EMIT summaryChanged(tr("The search failed: %1").arg(error));
    });
    connect(m_search, &QLineEdit::textChanged, this, &CatalogBrowser::runSearch);
    connect(m_tagModel, &TagFacetModel::selectionChanged, this, &CatalogBrowser::runSearch);
    connect(m_tools->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                showTool(current);
                updatePinButton();
            });
    if (m_services.sync)
        connect(m_services.sync, &SyncEngine::idle, this, &CatalogBrowser::refresh);
    if (m_services.images)
        connect(m_services.images, &ImageCache::ready, this,
                [this](const QUrl &url, const QImage &image) {
                    if (url == m_shownImage)
                        m_details->setImage(image);
                });
    updatePinButton();
    refresh();
}

CatalogBrowser::~CatalogBrowser() = default;

QWidget *CatalogBrowser::createProviderPane()
{
    auto *pane = new QWidget(this);
    m_providers = new QListView(pane);
    m_providers->setObjectName(QStringLiteral("providerList"));
    m_providers->setModel(m_providerModel);
    m_providers->setItemDelegate(new ProviderItemDelegate(m_providers));
    m_syncAll = new QPushButton(tr("Sync &all"), pane);
    m_syncAll->setObjectName(QStringLiteral("syncAllButton"));
    m_syncOne = new QPushButton(tr("&Sync"), pane);
    m_syncOne->setObjectName(QStringLiteral("syncButton"));
    m_cancel = new QPushButton(tr("&Cancel"), pane);
    m_cancel->setObjectName(QStringLiteral("cancelSyncButton"));
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
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_syncAll);
    buttons->addWidget(m_syncOne);
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(pane);
    layout->addWidget(new QLabel(tr("Providers"), pane));
    layout->addWidget(m_providers, 1);
    layout->addLayout(buttons);
    return pane;
}

QWidget *CatalogBrowser::createToolPane()
{
    auto *pane = new QWidget(this);
    m_search = new QLineEdit(pane);
    m_search->setObjectName(QStringLiteral("searchField"));
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
    m_tools = new QListView(pane);
    m_tools->setObjectName(QStringLiteral("toolList"));
    m_tools->setModel(m_toolModel);
    m_toolDelegate = new ToolItemDelegate(m_tools);
    m_tools->setItemDelegate(m_toolDelegate);
    m_tools->setUniformItemSizes(true);
    m_tools->installEventFilter(this);
    m_tags = new QListView(pane);
    m_tags->setObjectName(QStringLiteral("tagFacets"));
    m_tags->setModel(m_tagModel);
    m_tags->setMaximumHeight(160);
    auto *layout = new QVBoxLayout(pane);
    layout->addWidget(m_search);
    layout->addLayout(controls);
    layout->addWidget(m_tools, 1);
    layout->addWidget(new QLabel(tr("Tags"), pane));
    layout->addWidget(m_tags);
    return pane;
}

void CatalogBrowser::refresh()
{
    m_providerModel->reload();
    updateProviderFilter();
    runSearch();
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
    query.sort = CatalogQuery::Sort(m_sort->currentData().toInt());
    if (query.sort == CatalogQuery::Sort::Relevance && query.text.trimmed().isEmpty())
        query.sort = CatalogQuery::Sort::Name;
    if (const QString provider = m_providerFilter->currentData().toString(); !provider.isEmpty())
        query.providers = {provider};
    m_searcher->setQuery(query);
}

void CatalogBrowser::showTool(const QModelIndex &index)
{
    if (!index.isValid() || !m_services.catalog) {
        m_shownKey.clear();
        m_details->clearTool();
        return;
    }
    const QString provider = index.data(ProviderRole).toString();
    const QString toolId = index.data(ToolIdRole).toString();
    m_shownKey = toolKey(provider, toolId);
    m_services.catalog->run(
        [provider, toolId](CatalogDatabase &db) { return db.editedSignature(provider, toolId); },
        this,
        [this, key = m_shownKey](const std::optional<EditedSignature> &tool) {
            if (key != m_shownKey)
                return; // the user has moved on
            if (tool) {
                m_details->setTool(*tool);
                showImage(tool->vendor.signature.img);
            } else {
                m_details->clearTool();
            }
        });
}

// The tool's image if it has one: at once when cached, else when it arrives
// (imageReady), unless another tool is shown by then.
void CatalogBrowser::showImage(const QString &img)
{
    m_shownImage = QUrl(img);
    if (img.isEmpty() || !m_services.images)
        return;
    if (const auto image = m_services.images->image(m_shownImage))
        m_details->setImage(*image);
}

void CatalogBrowser::updatePinButton()
{
    const QModelIndex current = m_tools->currentIndex();
    m_pin->setEnabled(current.isValid() && m_services.catalog);
    if (!current.isValid()) {
        m_pin->setText(tr("&Pin"));
        return;
    }
    m_pin->setText(current.data(PinnedRole).toBool()
                       ? tr("Un&pin version %1").arg(current.data(VersionRole).toLongLong())
                       : tr("&Pin version %1").arg(current.data(VersionRole).toLongLong()));
}

// Pins the version shown (the current one of an unpinned tool), or unpins;
// the results are searched again so badges and the details follow.
void CatalogBrowser::togglePin()
{
    const QModelIndex current = m_tools->currentIndex();
    if (!current.isValid() || !m_services.catalog)
        return;
    const QString provider = current.data(ProviderRole).toString();
    const QString toolId = current.data(ToolIdRole).toString();
    const qint64 version = current.data(VersionRole).toLongLong();
    const bool pinned = current.data(PinnedRole).toBool();
    m_services.catalog->run(
        [provider, toolId, version, pinned](CatalogDatabase &db) {
            QString error;
            const bool ok = pinned ? db.unpin(provider, toolId, &error)
                                   : db.pin(provider, toolId, version, &error);
            return ok ? QString() : error;
        },
        this,
        [this](const QString &error) {
            if (!error.isEmpty())
                Q_EMIT summaryChanged(tr("The pin was not changed: %1").arg(error));
            m_searcher->refresh();
            showTool(m_tools->currentIndex());
        });
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
    if (watched == m_tools && enter && m_tools->currentIndex().isValid()) {
        m_details->setFocus(Qt::TabFocusReason);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Toolshelf

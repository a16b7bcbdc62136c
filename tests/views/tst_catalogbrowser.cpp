// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/catalogbrowser.h"
#include "browser/providerdialog.h"
#include "browser/remoteresults.h"
#include "browser/toolitemdelegate.h"
#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "catalogwait.h"
#include "dialects/a2t/signatureparser.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "filecatalog.h"
#include "itemmodels/groupfacetmodel.h"
#include "itemmodels/toolroles.h"
#include "itemmodels/versionlistmodel.h"
#include "liveservices.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"
#include "providers/providerregistry.h"
#include "signaturefixtures.h"
#include "sync/syncengine.h"
#include "syntheticcatalog.h"
#include "toolpane/descriptioneditor.h"
#include "toolpane/descriptionfield.h"
#include "toolpane/tooldetailsview.h"
#include "toolpane/toolpane.h"
#include "toolpane/tryitpanel.h"
#include "toolpane/versionspanel.h"
#include "userdataedits.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Toolshelf;
using namespace Fixtures;
using namespace Qt::StringLiterals;
using Fixture::capabilitiesProvider;
using Fixture::LiveServices;

class tst_CatalogBrowser : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<ProviderRegistry> m_registry;
    QString m_catalogFile;

private Q_SLOTS:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("none.json")).toUtf8());
        static int counter = 0;
        const Profile profile = Profile::at(m_dir.filePath(QStringLiteral("p%1").arg(++counter)));
        QString error;
        QVERIFY(profile.ensureDirectories(&error));
        m_catalogFile = profile.catalogFile();
        {
            // Two tools of one provider, written the way a sync writes them.
            CatalogDatabase db;
            QVERIFY2(db.open(profile.catalogFile(), &error), qPrintable(error));
            const qint64 sync
                = db.beginSync(QStringLiteral("Skycast"), QStringLiteral("a2t"), &error);
            QJsonObject second
                = with(with(validTool(), QStringLiteral("toolId"),
                            QStringLiteral("6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11")),
                       QStringLiteral("name"), QStringLiteral("get_air_quality_by_city"));
            second = with(second, QStringLiteral("tags"), QJsonArray {QStringLiteral("air")});
            const ParsedDocument page
                = SignatureParser::parseDocument(json(QJsonArray {validTool(), second}));
            QVERIFY(db.stage(sync, Staging::read(QStringLiteral("Skycast"), page.signatures),
                             StageKind::Listing, &error));
            QVERIFY(db.commitSync(sync, nullptr, &error));
        }
        m_store = std::make_unique<CatalogStore>();
        QVERIFY(m_store->open(profile.catalogFile(), &error));
        m_registry = std::make_unique<ProviderRegistry>(profile);
        QVERIFY(m_registry->load(&error));
        Provider skycast;
        skycast.name = QStringLiteral("Skycast");
        skycast.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/skycast"));
        QVERIFY(!m_registry->add(skycast));
    }

    void cleanup()
    {
        m_store.reset();
        m_registry.reset();
    }

    void searchesAsYouTypeAndShowsDetails()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        CatalogBrowser *browser = window.browser();
        QVERIFY(browser);
        QCOMPARE(qobject_cast<QStackedWidget *>(window.centralWidget())->currentWidget(), browser);
        QAbstractItemView *tools = browser->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);

        browser->searchField()->setText(QStringLiteral("air"));
        QTRY_COMPARE(tools->model()->rowCount(), 1);
        QCOMPARE(tools->model()->index(0, 0).data().toString(),
                 QStringLiteral("get_air_quality_by_city"));
        // The matched words are highlighted in the list.
        auto *delegate = qobject_cast<ToolItemDelegate *>(tools->itemDelegate());
        QVERIFY(delegate);
        QCOMPARE(delegate->highlightQuery(), QStringLiteral("air"));

        // Enter in the search field moves to the results; the details follow the selection.
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        browser->searchField()->setFocus();
        QTest::keyClick(browser->searchField(), Qt::Key_Return);
        QTRY_VERIFY(tools->hasFocus());
        auto *details = window.findChild<ToolDetailsView *>(QStringLiteral("toolDetails"));
        QTRY_VERIFY(details->hasTool());
        QVERIFY(details->toPlainText().contains(QLatin1String("get_air_quality_by_city")));

        // Ctrl+F goes back to the search field.
        QTest::keySequence(&window, QKeySequence::Find);
        QTRY_VERIFY(browser->searchField()->hasFocus());
        browser->searchField()->clear();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
    }

    void tagFacetsNarrowTheResults()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        auto *facets = window.findChild<QListView *>(QStringLiteral("tagFacets"));
        QVERIFY(facets);
        QTRY_VERIFY(facets->model()->rowCount() >= 2);
        QModelIndex air;
        for (int row = 0; row < facets->model()->rowCount(); ++row) {
            if (facets->model()->index(row, 0).data().toString().startsWith(QLatin1String("air")))
                air = facets->model()->index(row, 0);
        }
        QVERIFY(air.isValid());
        QVERIFY(facets->model()->setData(air, Qt::Checked, Qt::CheckStateRole));
        QTRY_COMPARE(window.browser()->toolList()->model()->rowCount(), 1);
        // No provider files its tools in groups: no group tree.
        auto *groups = window.findChild<QTreeView *>(QStringLiteral("groupFacets"));
        QVERIFY(groups);
        QVERIFY(groups->parentWidget()->isHidden());
    }

    // Seed 003's groups as a tree beside the tags, with counts that follow
    // the query; choosing a group (mouse or keyboard) narrows the list, and
    // choosing it again widens it.
    void groupTreeNarrowsTheResults()
    {
        {
            const auto filed = [](const QString &name, const QStringList &path) {
                const QJsonObject page {{QStringLiteral("tools"),
                                         QJsonArray {QJsonObject {{QStringLiteral("name"), name},
                                                                  {QStringLiteral("description"),
                                                                   QString(name + u'.')}}}}};
                DialectTool read
                    = A2tCapabilitiesDialect::page(QStringLiteral("Caps"),
                                                   QJsonDocument(page).toJson(), path.join(u'-'))
                          .tools.constFirst();
                read.tool.groupPath = path;
                return read;
            };
            const QStringList flights {QStringLiteral("Travel"), QStringLiteral("Flights")};
            const QList<DialectTool> tools {
                filed(QStringLiteral("book_flight"), flights),
                filed(QStringLiteral("cancel_flight"), flights),
                filed(QStringLiteral("book_hotel"), {QStringLiteral("Travel")}),
                filed(QStringLiteral("forecast"), {QStringLiteral("Weather")}),
                filed(QStringLiteral("ping"), {}),
            };
            CatalogDatabase db;
            QString error;
            QVERIFY2(db.open(m_catalogFile, &error), qPrintable(error));
            const qint64 sync
                = db.beginSync(QStringLiteral("Caps"), A2tCapabilitiesDialect::DialectId, &error);
            QVERIFY(db.stage(sync, tools, StageKind::Listing, &error));
            QVERIFY2(db.commitSync(sync, nullptr, &error), qPrintable(error));
        }
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAbstractItemView *list = window.browser()->toolList();
        auto *groups = window.findChild<QTreeView *>(QStringLiteral("groupFacets"));
        QVERIFY(groups);
        QAbstractItemModel *tree = groups->model();
        QTRY_COMPARE(tree->rowCount(), 2);
        QVERIFY(!groups->parentWidget()->isHidden());
        QTRY_COMPARE(list->model()->rowCount(), 7);
        const QModelIndex travel = tree->index(0, 0);
        QCOMPARE(travel.data().toString(), QStringLiteral("Travel (3)"));
        QCOMPARE(tree->index(0, 0, travel).data().toString(), QStringLiteral("Flights (2)"));
        // Open at first, so the nested group is in view.
        QVERIFY(groups->isExpanded(travel));

        QTest::mouseClick(groups->viewport(), Qt::LeftButton, {},
                          groups->visualRect(travel).center());
        QTRY_COMPARE(list->model()->rowCount(), 3);
        // The counts follow the text; the group stays chosen.
        window.browser()->searchField()->setText(QStringLiteral("flight"));
        QTRY_COMPARE(list->model()->rowCount(), 2);
        QTRY_COMPARE(tree->index(0, 0).data().toString(), QStringLiteral("Travel (2)"));
        window.browser()->searchField()->clear();
        QTRY_COMPARE(list->model()->rowCount(), 3);

        // The keyboard chooses too: the nested group, then every group again.
        const QModelIndex nested = tree->index(0, 0, tree->index(0, 0));
        groups->setFocus();
        groups->setCurrentIndex(nested);
        QTest::keyClick(groups, Qt::Key_Space);
        QTRY_COMPARE(list->model()->rowCount(), 2);
        QTest::keyClick(groups, Qt::Key_Return);
        QTRY_COMPARE(list->model()->rowCount(), 7);
    }

    // A marketplace: its groups whose tools were not read show in the tree
    // with their server's count; choosing one reads it, and its tools list.
    void aMarketplaceGroupIsReadWhenChosen()
    {
        ProviderConfig config = Fixture::capabilitiesConfig();
        config.capabilities.syntheticGroups = 10;
        std::vector<std::unique_ptr<Catalog>> catalogs;
        catalogs.push_back(std::make_unique<SyntheticCatalog>(3000, 5, 1, 7));
        auto server = Fixture::startServer(config, std::move(catalogs));
        const Provider market = capabilitiesProvider(QStringLiteral("Market"), *server);
        QVERIFY(!m_registry->add(market));
        LiveServices live(m_registry.get(), m_store.get(),
                          QStringLiteral("Toolshelf tst_catalogbrowser"));
        SyncEngine &engine = live.engine;
        SyncLimits limits;
        limits.maxTools = 1000;
        engine.setLimits(limits);
        MainWindow window(live.services);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy idle(&engine, &SyncEngine::idle);
        engine.sync({market});
        QVERIFY(idle.wait(30000));
        QAbstractItemView *list = window.browser()->toolList();
        // Skycast's two and the marketplace's top-level thousand.
        QTRY_COMPARE(list->model()->rowCount() > 0, true);
        auto *groups = window.findChild<QTreeView *>(QStringLiteral("groupFacets"));
        QVERIFY(groups);
        QTRY_VERIFY(!groups->parentWidget()->isHidden());
        QAbstractItemModel *tree = groups->model();
        QTRY_COMPARE(tree->rowCount(), 5);
        const QModelIndex domain = tree->index(0, 0);
        QCOMPARE(tree->rowCount(domain), 2);
        const QModelIndex vendor = tree->index(0, 0, domain);
        QVERIFY2(vendor.data().toString().endsWith(QStringLiteral("(200 not read)")),
                 qPrintable(vendor.data().toString()));
        QVERIFY(vendor.data(GroupFacetModel::UnreadRole).toBool());
        QVERIFY(vendor.data(Qt::FontRole).value<QFont>().italic());
        const QStringList path = vendor.data(GroupFacetModel::PathRole).toStringList();

        groups->scrollTo(vendor);
        QTest::mouseClick(groups->viewport(), Qt::LeftButton, {},
                          groups->visualRect(vendor).center());
        // Read, then counted and listed like any group.
        QVERIFY(idle.wait(30000));
        QTRY_COMPARE(list->model()->rowCount(), 200);
        const QModelIndex read = qobject_cast<GroupFacetModel *>(tree)->indexOf(path);
        QVERIFY(read.isValid());
        QTRY_COMPARE(read.data().toString(), QString(path.constLast() + QStringLiteral(" (200)")));
        QVERIFY(!read.data(GroupFacetModel::UnreadRole).toBool());

        // The provider's own search, once typing pauses: the groups not read
        // yet that it finds are marked in the tree, and choosing one reads it.
        groups->setCurrentIndex(read);
        QTest::keyClick(groups, Qt::Key_Space);
        auto *model = qobject_cast<GroupFacetModel *>(tree);
        window.browser()->searchField()->setText(QStringLiteral("vendor 2"));
        QTRY_VERIFY(!model->foundPaths().isEmpty());
        QStringList chosen;
        for (const QStringList &found : model->foundPaths()) {
            if (found.constLast().contains(QStringLiteral("vendor 2")))
                chosen = found;
        }
        QVERIFY(!chosen.isEmpty());
        // The group already read is counted with the catalog's matches, not marked.
        QVERIFY(!model->foundPaths().contains(path));
        QVERIFY(!model->indexOf(path).data(GroupFacetModel::FoundRole).toBool());
        QVERIFY(model->indexOf(chosen).data(GroupFacetModel::FoundRole).toBool());
        QVERIFY2(model->indexOf(chosen).data().toString().endsWith(
                     QStringLiteral("not read, found by the provider)")),
                 qPrintable(model->indexOf(chosen).data().toString()));
        // Opened to it, and said beside the count.
        QVERIFY(groups->isExpanded(model->indexOf(chosen).parent()));
        auto *count = window.findChild<QLabel *>(QStringLiteral("matchCount"));
        QVERIFY2(count->text().contains(QStringLiteral("unread group")), qPrintable(count->text()));
        // Another text: the marks go, and come back with the text.
        window.browser()->searchField()->clear();
        QTRY_VERIFY(model->foundPaths().isEmpty());
        window.browser()->searchField()->setText(QStringLiteral("vendor 2"));
        QTRY_VERIFY(model->foundPaths().contains(chosen));
        groups->setFocus();
        groups->setCurrentIndex(model->indexOf(chosen));
        QTest::keyClick(groups, Qt::Key_Space);
        QVERIFY(idle.wait(30000));
        window.browser()->searchField()->clear();
        // That group alone, read: its 200 tools.
        QTRY_COMPARE(list->model()->rowCount(), 200);
        QCOMPARE(model->selectedPath(), chosen);
        QVERIFY(!model->indexOf(chosen).data(GroupFacetModel::UnreadRole).toBool());
    }

    // A tool the provider's own search finds and the catalog lacks (here:
    // a provider added, never synced): choosing it stores it and shows it.
    void aToolFoundOnTheServerIsStoredWhenChosen()
    {
        ProviderConfig config = Fixture::capabilitiesConfig();
        config.capabilities.groups = false;
        QString error;
        std::vector<std::unique_ptr<Catalog>> catalogs;
        catalogs.push_back(FileCatalog::load(QStringLiteral(":/catalogs/skycast-weather"), &error));
        QVERIFY2(catalogs.back(), qPrintable(error));
        auto server = Fixture::startServer(config, std::move(catalogs));
        QVERIFY(!m_registry->add(capabilitiesProvider(QStringLiteral("Plain"), *server)));
        LiveServices live(m_registry.get(), m_store.get(),
                          QStringLiteral("Toolshelf tst_catalogbrowser"));
        SyncEngine &engine = live.engine;
        MainWindow window(live.services);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Merged into the results, behind the catalog's matches (none here).
        window.browser()->searchField()->setText(QStringLiteral("sunrise"));
        QAbstractItemView *list = window.browser()->toolList();
        QTRY_COMPARE(list->model()->rowCount(), 1);
        const QModelIndex found = list->model()->index(0, 0);
        QCOMPARE(found.data(ToolIdRole).toString(), QStringLiteral("lookup_sunrise_sunset"));
        QVERIFY(found.data(NotInCatalogRole).toBool());
        QVERIFY(found.data(Qt::FontRole).value<QFont>().italic());
        auto *count = window.findChild<QLabel *>(QStringLiteral("matchCount"));
        QVERIFY2(count->text().contains(QStringLiteral("1 more on the providers")),
                 qPrintable(count->text()));

        // Chosen, it is shown as being stored; Pin pressed meanwhile pins it
        // once it is.
        QSignalSpy idle(&engine, &SyncEngine::idle);
        list->setFocus();
        list->setCurrentIndex(found);
        ToolPane *pane = window.browser()->toolPane();
        QVERIFY(!pane->details()->hasTool());
        QVERIFY2(pane->details()->toPlainText().contains(QStringLiteral("being stored")),
                 qPrintable(pane->details()->toPlainText()));
        QVERIFY(pane->pinButton()->isEnabled());
        QTest::mouseClick(pane->pinButton(), Qt::LeftButton);
        QVERIFY(!pane->pinButton()->isEnabled());
        QVERIFY(idle.wait(30000));
        QTRY_VERIFY(list->currentIndex().isValid()
                    && !list->currentIndex().data(NotInCatalogRole).toBool());
        QCOMPARE(list->currentIndex().data(ToolIdRole).toString(),
                 QStringLiteral("lookup_sunrise_sunset"));
        QTRY_VERIFY(pane->details()->hasTool());
        QTRY_VERIFY(list->currentIndex().data(PinnedRole).toBool());
        // In the catalog now: the server's answer no longer adds it.
        QTest::qWait(RemoteResults::DelayMs + 500);
        QCOMPARE(list->model()->rowCount(), 1);
        QVERIFY(!list->model()->index(0, 0).data(NotInCatalogRole).toBool());
        QVERIFY2(!count->text().contains(QStringLiteral("more on the providers")),
                 qPrintable(count->text()));
    }

    // A sync that did not store the tool being stored (the provider's
    // listing lacks it): the details say so instead of waiting on.
    void aToolTheSyncDidNotStoreIsSaid()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        ToolPane *pane = window.browser()->toolPane();
        pane->showStoring(u"Skycast"_s, u"not_listed"_s, u"not_listed"_s, u"Nowhere."_s);
        QVERIFY(pane->pinButton()->isEnabled());
        window.browser()->selectTool(u"Skycast"_s, u"not_listed"_s);
        QTRY_VERIFY2(pane->details()->toPlainText().contains(u"could not be stored"_s),
                     qPrintable(pane->details()->toPlainText()));
        QVERIFY(!pane->pinButton()->isEnabled());
        // Another tool missing leaves the one being stored alone.
        pane->showStoring(u"Skycast"_s, u"also_missing"_s, u"also_missing"_s, QString());
        window.browser()->selectTool(u"Skycast"_s, u"not_listed"_s);
        QTest::qWait(200);
        QVERIFY(pane->details()->toPlainText().contains(u"being stored"_s));
    }

    void sortsAndFiltersByProvider()
    {
        Provider other;
        other.name = QStringLiteral("Elsewhere");
        other.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/elsewhere"));
        QVERIFY(!m_registry->add(other));
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        QAbstractItemView *tools = window.browser()->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
        // By name: get_air_quality_by_city before lookup_weather_by_city.
        auto *sort = window.findChild<QComboBox *>(QStringLiteral("sortOrder"));
        sort->setCurrentIndex(sort->findData(int(CatalogQuery::Sort::Name)));
        QTRY_COMPARE(tools->model()->index(0, 0).data().toString(),
                     QStringLiteral("get_air_quality_by_city"));
        // The filter lists every provider; one without tools shows none.
        auto *filter = window.findChild<QComboBox *>(QStringLiteral("providerFilter"));
        QCOMPARE(filter->count(), 3);
        filter->setCurrentIndex(filter->findData(QStringLiteral("Elsewhere")));
        QTRY_COMPARE(tools->model()->rowCount(), 0);
        filter->setCurrentIndex(filter->findData(QStringLiteral("Skycast")));
        QTRY_COMPARE(tools->model()->rowCount(), 2);
    }

    // A new order resets the list; the tool shown stays the current row, and
    // its pane is not reloaded (what was typed into it stays).
    void newOrderKeepsTheShownToolCurrent()
    {
        {
            QString error;
            CatalogDatabase db;
            QVERIFY2(db.open(m_catalogFile, &error), qPrintable(error));
            const qint64 sync
                = db.beginSync(QStringLiteral("Aardvark"), QStringLiteral("a2t"), &error);
            const QJsonObject other
                = with(with(validTool(), QStringLiteral("toolId"),
                            QStringLiteral("0b0a4f3e-9d0e-4c7e-8a53-7f6a3c2e1d00")),
                       QStringLiteral("name"), QStringLiteral("zoo_tool"));
            const ParsedDocument page = SignatureParser::parseDocument(json(QJsonArray {other}));
            QVERIFY(db.stage(sync, Staging::read(QStringLiteral("Aardvark"), page.signatures),
                             StageKind::Listing, &error));
            QVERIFY(db.commitSync(sync, nullptr, &error));
        }
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        CatalogBrowser *browser = window.browser();
        QAbstractItemView *tools = browser->toolList();
        auto *sort = window.findChild<QComboBox *>(QStringLiteral("sortOrder"));
        sort->setCurrentIndex(sort->findData(int(CatalogQuery::Sort::Name)));
        QTRY_COMPARE(tools->model()->rowCount(), 3);
        QTRY_COMPARE(tools->model()->index(1, 0).data().toString(),
                     QStringLiteral("lookup_weather_by_city"));
        tools->setCurrentIndex(tools->model()->index(1, 0));
        ToolPane *pane = browser->toolPane();
        QTRY_VERIFY(pane->details()->hasTool());
        pane->setCurrentWidget(pane->editor());
        QTRY_VERIFY(pane->editor()->fields().size() > 1);
        pane->editor()->fields().value(1)->setEditedText(QStringLiteral("Not applied yet."));

        sort->setCurrentIndex(sort->findData(int(CatalogQuery::Sort::Provider)));
        QTRY_COMPARE(tools->model()->index(0, 0).data().toString(), QStringLiteral("zoo_tool"));
        QCOMPARE(tools->currentIndex().row(), 2);
        QCOMPARE(tools->currentIndex().data().toString(), QStringLiteral("lookup_weather_by_city"));
        QTest::qWait(100);
        QVERIFY(pane->hasUnappliedChanges());
        QCOMPARE(pane->editor()->fields().value(1)->editedText(),
                 QStringLiteral("Not applied yet."));
    }

    // Pinning from the window: the shown version is pinned, the badge data and
    // the button follow, and unpinning undoes it.
    void pinsAndUnpinsTheShownVersion()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        CatalogBrowser *browser = window.browser();
        QAbstractItemView *tools = browser->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
        QVERIFY(!browser->pinButton()->isEnabled());
        QCOMPARE(browser->pinButton()->text(), QStringLiteral("&Pin"));
        tools->setCurrentIndex(tools->model()->index(0, 0));
        // The shown tool is read from the catalog's thread.
        QTRY_VERIFY(browser->pinButton()->isEnabled());
        QCOMPARE(browser->pinButton()->text(), QStringLiteral("&Pin version 1"));
        QTest::mouseClick(browser->pinButton(), Qt::LeftButton);
        QTRY_VERIFY(tools->currentIndex().data(PinnedRole).toBool());
        QTRY_COMPARE(browser->pinButton()->text(), QStringLiteral("Un&pin version 1"));
        QTest::mouseClick(browser->pinButton(), Qt::LeftButton);
        QTRY_VERIFY(!tools->currentIndex().data(PinnedRole).toBool());
        QTRY_COMPARE(browser->pinButton()->text(), QStringLiteral("&Pin version 1"));
    }

    // A pin the catalog refuses (the tool went away meanwhile) is said, and
    // the pane reads the tool again instead of keeping what it showed.
    void aRefusedPinRereadsTheTool()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        CatalogBrowser *browser = window.browser();
        QAbstractItemView *tools = browser->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
        tools->setCurrentIndex(tools->model()->index(0, 0));
        QTRY_VERIFY(browser->pinButton()->isEnabled());
        QVERIFY(browser->toolPane()->details()->hasTool());
        QVERIFY(CatalogWait::run(*m_store, [](CatalogDatabase &db) {
            return db.removeProvider(QStringLiteral("Skycast"), nullptr);
        }));
        QSignalSpy said(browser, &CatalogBrowser::summaryChanged);
        QTest::mouseClick(browser->pinButton(), Qt::LeftButton);
        QTRY_VERIFY(!said.isEmpty());
        QVERIFY2(said.last().at(0).toString().contains(QLatin1String("The pin was not changed")),
                 qPrintable(said.last().at(0).toString()));
        QTRY_VERIFY(!browser->toolPane()->details()->hasTool());
    }

    // Ctrl+P pins the shown version wherever the focus is, and unpins it
    // again; the pin button's tooltip says so.
    void pinShortcutPinsAndUnpins()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CatalogBrowser *browser = window.browser();
        QAbstractItemView *tools = browser->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
        QVERIFY2(browser->pinButton()->toolTip().contains(QLatin1String("Ctrl+P")),
                 qPrintable(browser->pinButton()->toolTip()));
        tools->setFocus();
        tools->setCurrentIndex(tools->model()->index(0, 0));
        QTRY_VERIFY(browser->pinButton()->isEnabled());
        QTest::keyClick(tools, Qt::Key_P, Qt::ControlModifier);
        QTRY_VERIFY(tools->currentIndex().data(PinnedRole).toBool());
        QTRY_COMPARE(browser->pinButton()->text(), QStringLiteral("Un&pin version 1"));
        const QString toolId = tools->currentIndex().data(ToolIdRole).toString();
        const auto pin = CatalogWait::run(*m_store, [toolId](CatalogDatabase &db) {
            return db.pinOf(QStringLiteral("Skycast"), toolId);
        });
        QVERIFY(pin);
        QCOMPARE(pin->version, 1);
        // From the search field too.
        browser->searchField()->setFocus();
        QTest::keyClick(browser->searchField(), Qt::Key_P, Qt::ControlModifier);
        QTRY_VERIFY(!tools->currentIndex().data(PinnedRole).toBool());
        QTRY_COMPARE(browser->pinButton()->text(), QStringLiteral("&Pin version 1"));
    }

    // "Revert to vendor's text" drops the user's text in one click; Undo
    // puts it back in one, as stored, in the list and the details too.
    void revertCanBeUndone()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAbstractItemView *tools = window.browser()->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
        ToolPane *pane = window.browser()->toolPane();
        tools->setCurrentIndex(tools->model()->index(1, 0));
        QTRY_VERIFY(pane->editor()->hasTool());
        pane->setCurrentWidget(pane->editor());
        DescriptionField *field = pane->editor()->fields().value(1);
        QVERIFY(field);
        field->setEditedText(QStringLiteral("Weather, told the agent's way."));
        QTest::mouseClick(field->findChild<QPushButton *>(QStringLiteral("apply")), Qt::LeftButton);
        QTRY_VERIFY(tools->currentIndex().data(OverriddenRole).toBool());
        QPushButton *undo = pane->editor()->undoRevertButton();
        QVERIFY(!undo->isVisible());

        field = pane->editor()->fields().value(1);
        QTest::mouseClick(field->findChild<QPushButton *>(QStringLiteral("revert")),
                          Qt::LeftButton);
        QTRY_VERIFY(!tools->currentIndex().data(OverriddenRole).toBool());
        QTRY_VERIFY(undo->isVisible());
        QCOMPARE(pane->editor()->fields().value(1)->editedText(),
                 QStringLiteral("Invoke this tool to look up the weather."));

        QTest::mouseClick(undo, Qt::LeftButton);
        QTRY_VERIFY(tools->currentIndex().data(OverriddenRole).toBool());
        QVERIFY(!undo->isVisible());
        field = pane->editor()->fields().value(1);
        QTRY_COMPARE(field->editedText(), QStringLiteral("Weather, told the agent's way."));
        QVERIFY(field->isOverridden());
        QVERIFY(!field->isModified());
        QTRY_VERIFY(pane->details()->toPlainText().contains(
            QLatin1String("Weather, told the agent's way.")));
        QCOMPARE(field->override()->vendorOriginal,
                 QStringLiteral("Invoke this tool to look up the weather."));
    }

    // A tool pinned to version 1 whose version 2 removes an input: the list
    // badge, the details and the update question all say so, and the
    // question's default answer keeps the pin.
    void breakingUpdateIsShownAndNotTakenByDefault()
    {
        const QString weatherId = validTool()[QStringLiteral("toolId")].toString();
        QVERIFY(CatalogWait::run(*m_store, [weatherId](CatalogDatabase &db) {
            QJsonObject airQuality
                = with(with(validTool(), QStringLiteral("toolId"),
                            QStringLiteral("6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11")),
                       QStringLiteral("name"), QStringLiteral("get_air_quality_by_city"));
            airQuality
                = with(airQuality, QStringLiteral("tags"), QJsonArray {QStringLiteral("air")});
            const QJsonObject v1 = version(validTool(), 1, 2);
            const QJsonObject v2 = removeParameter(version(validTool(), 2, 2),
                                                   QStringLiteral("input_parameters"), 0);
            QString error;
            return Staging::sync(db, QStringLiteral("Skycast"), {v2, airQuality}, {v1})
                && userData(db).pin(QStringLiteral("Skycast"), weatherId, 1, &error);
        }));
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAbstractItemView *tools = window.browser()->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
        QModelIndex weather;
        for (int row = 0; row < 2; ++row) {
            if (tools->model()->index(row, 0).data(ToolIdRole) == weatherId)
                weather = tools->model()->index(row, 0);
        }
        QVERIFY(weather.isValid());
        QVERIFY(weather.data(BreakingUpdateRole).toBool());
        QStringList warnings;
        for (const ToolItemDelegate::Badge &badge : ToolItemDelegate::badges(weather)) {
            if (badge.warning)
                warnings << badge.text;
        }
        QCOMPARE(warnings, QStringList {QStringLiteral("v2 breaks it")});
        // The other tool has no update: no such badge.
        QVERIFY(!tools->model()
                     ->index(weather.row() == 0 ? 1 : 0, 0)
                     .data(BreakingUpdateRole)
                     .toBool());

        tools->setCurrentIndex(weather);
        ToolPane *pane = window.browser()->toolPane();
        QTRY_VERIFY(pane->details()->toPlainText().contains(
            QLatin1String("Version 2 breaks what the pinned version 1 offers")));
        QVERIFY(
            pane->details()->toPlainText().contains(QLatin1String("input \"City\" was removed")));

        pane->setCurrentWidget(pane->versions());
        QPushButton *update = pane->versions()->updateButton();
        QTRY_VERIFY(update->isEnabled());
        QTest::mouseClick(update, Qt::LeftButton);
        QPointer<QMessageBox> box;
        QTRY_VERIFY((box = pane->versions()->findChild<QMessageBox *>()));
        QTRY_VERIFY(box->isVisible());
        QCOMPARE(box->defaultButton(), box->button(QMessageBox::No));
        QVERIFY2(box->text().contains(QLatin1String("input \"City\" was removed")),
                 qPrintable(box->text()));
        // Enter, as a hurried user presses it, keeps version 1.
        QTest::keyClick(box, Qt::Key_Return);
        QTRY_VERIFY(!box);
        QTest::qWait(100);
        QCOMPARE(CatalogWait::run(*m_store,
                                  [weatherId](CatalogDatabase &db) {
                                      return db.pinOf(QStringLiteral("Skycast"), weatherId);
                                  })
                     .value_or(Pin {})
                     .version,
                 1);
    }

    // The tabs beside the details follow the selected tool; an override made
    // in the editor shows in the list and the details at once.
    void tabsFollowTheToolAndEditsShowEverywhere()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        CatalogBrowser *browser = window.browser();
        QAbstractItemView *tools = browser->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
        ToolPane *pane = browser->toolPane();
        tools->setCurrentIndex(tools->model()->index(1, 0));
        const QString name = tools->currentIndex().data(NameRole).toString();
        QTRY_VERIFY(pane->details()->hasTool());
        QTRY_VERIFY(pane->editor()->hasTool());

        // Versions are read only when their tab is shown.
        QVERIFY(pane->versions()->toolId().isEmpty());
        pane->setCurrentWidget(pane->versions());
        QCOMPARE(pane->versions()->toolId(), tools->currentIndex().data(ToolIdRole).toString());
        QTRY_COMPARE(pane->versions()->versionModel()->rowCount(), 1);
        pane->setCurrentWidget(pane->tryIt());
        QTRY_VERIFY(pane->tryIt()->hasTool());

        pane->setCurrentWidget(pane->editor());
        // The first text is the tool's name; the second its description.
        DescriptionField *field = pane->editor()->fields().value(1);
        QVERIFY(field);
        field->setEditedText(QStringLiteral("Rewritten for the agent."));
        QVERIFY(pane->hasUnappliedChanges());
        QTest::mouseClick(field->findChild<QPushButton *>(QStringLiteral("apply")), Qt::LeftButton);
        QTRY_VERIFY(tools->currentIndex().data(OverriddenRole).toBool());
        QCOMPARE(tools->currentIndex().data(NameRole).toString(), name);
        QTRY_VERIFY(
            pane->details()->toPlainText().contains(QLatin1String("Rewritten for the agent.")));
        QVERIFY(!pane->hasUnappliedChanges());
    }

    // Closing with typed, unapplied text asks first; "no" keeps the window.
    void closingAsksAboutUnappliedText()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        QStringList questions;
        bool answer = false;
        window.setConfirmPresenter(
            [&](QWidget *, const QString &title, const QString &, std::function<void(bool)> reply) {
                questions << title;
                reply(answer);
            });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAbstractItemView *tools = window.browser()->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
        tools->setCurrentIndex(tools->model()->index(0, 0));
        ToolPane *pane = window.browser()->toolPane();
        QTRY_VERIFY(!pane->editor()->fields().isEmpty());
        pane->editor()->fields().first()->setEditedText(QStringLiteral("Not applied yet."));
        QVERIFY(!window.close());
        QCOMPARE(questions.size(), 1);
        QVERIFY(window.isVisible());
        answer = true;
        QVERIFY(!window.close()); // asked again; the answer closes the window
        QCOMPARE(questions.size(), 2);
        QTRY_VERIFY(!window.isVisible());
    }

    // Providers are added and edited in a dialog; a failed one offers Retry.
    void providersAreAddedEditedAndRetried()
    {
        {
            // A failed sync of a second provider, recorded as a sync records it.
            CatalogDatabase db;
            QString error;
            QVERIFY(db.open(m_catalogFile, &error));
            const qint64 sync
                = db.beginSync(QStringLiteral("Broken"), QStringLiteral("a2t"), &error);
            db.discardSync(sync, QStringLiteral("connection refused"));
        }
        Provider broken;
        broken.name = QStringLiteral("Broken");
        broken.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/broken"));
        QVERIFY(!m_registry->add(broken));
        CredentialStore credentials(QStringLiteral("Toolshelf browser test"));
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, &credentials});
        CatalogBrowser *browser = window.browser();
        auto *providers = window.findChild<QListView *>(QStringLiteral("providerList"));
        auto *edit = window.findChild<QPushButton *>(QStringLiteral("editProviderButton"));
        auto *sync = window.findChild<QPushButton *>(QStringLiteral("syncButton"));
        QTRY_COMPARE(providers->model()->rowCount(), 2);
        QVERIFY(!edit->isEnabled());
        for (int row = 0; row < 2; ++row) {
            const QModelIndex index = providers->model()->index(row, 0);
            providers->setCurrentIndex(index);
            const bool isBroken = index.data().toString() == QLatin1String("Broken");
            QTRY_COMPARE(sync->text(),
                         isBroken ? QStringLiteral("Retry &Sync") : QStringLiteral("&Sync"));
        }
        QVERIFY(edit->isEnabled());
        QTest::mouseClick(edit, Qt::LeftButton);
        auto *dialog = browser->findChild<ProviderDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->providerName().value_or(QString()),
                 providers->currentIndex().data().toString());
        dialog->reject();

        QAction *add = window.findChild<QAction *>(QStringLiteral("addProviderAction"));
        QVERIFY(add->isEnabled());
        add->trigger();
        QTRY_VERIFY(browser->findChild<ProviderDialog *>());
    }

    // What Ctrl+click on a reference in a procedure does: the tool is found
    // and selected, whatever the list showed before.
    void selectsAToolByIdentity()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        CatalogBrowser *browser = window.browser();
        QAbstractItemView *tools = browser->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
        browser->searchField()->setText(QStringLiteral("air"));
        QTRY_COMPARE(tools->model()->rowCount(), 1);
        browser->selectTool(QStringLiteral("Skycast"),
                            validTool().value(QStringLiteral("toolId")).toString());
        QTRY_COMPARE(tools->currentIndex().data(NameRole).toString(),
                     validTool().value(QStringLiteral("name")).toString());
        QCOMPARE(browser->searchField()->text(),
                 validTool().value(QStringLiteral("name")).toString());
        QTRY_VERIFY(browser->toolPane()->details()->hasTool());
    }

    // Every match of a large catalog is in the list: End reaches the last tool,
    // which the details then show, and the list says how many match.
    void reachesTheLastOfThousandsOfTools()
    {
        constexpr int Count = 3000;
        const SyntheticCatalog synthetic(Count, 12, 1, 7);
        const Profile profile = Profile::at(m_dir.filePath(QStringLiteral("large")));
        QString error;
        QVERIFY(profile.ensureDirectories(&error));
        QString last;
        {
            CatalogDatabase db;
            QVERIFY2(db.open(profile.catalogFile(), &error), qPrintable(error));
            const qint64 sync
                = db.beginSync(QStringLiteral("Skycast"), QStringLiteral("a2t"), &error);
            QList<ParsedSignature> signatures;
            for (int i = 0; i < Count; ++i) {
                signatures.append(
                    SignatureParser::parseSignature(synthetic.currentAt(i), QStringLiteral("$")));
                const QString name = signatures.last().signature.name;
                if (last.isEmpty() || name.compare(last, Qt::CaseInsensitive) > 0)
                    last = name;
            }
            QVERIFY(db.stage(sync, Staging::read(QStringLiteral("Skycast"), signatures),
                             StageKind::Listing, &error));
            QVERIFY(db.commitSync(sync, nullptr, &error));
        }
        CatalogStore store;
        QVERIFY(store.open(profile.catalogFile(), &error));
        MainWindow window(CatalogServices {m_registry.get(), &store, nullptr, nullptr});
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CatalogBrowser *browser = window.browser();
        QAbstractItemView *tools = browser->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), Count);
        auto *matchCount = browser->findChild<QLabel *>(QStringLiteral("matchCount"));
        QVERIFY(matchCount);
        QCOMPARE(matchCount->text(), QStringLiteral("3,000 tools"));

        // The keyboard's way to the end, then the scroll bar's.
        tools->setFocus();
        tools->setCurrentIndex(tools->model()->index(0, 0));
        QTest::keyClick(tools, Qt::Key_End);
        QCOMPARE(tools->currentIndex().row(), Count - 1);
        QTRY_COMPARE(tools->currentIndex().data(NameRole).toString(), last);
        QTRY_VERIFY(browser->toolPane()->details()->hasTool());
        QTRY_VERIFY(browser->toolPane()->details()->toPlainText().contains(last));
        tools->scrollToTop();
        QTRY_VERIFY(tools->verticalScrollBar()->value() == 0);
        tools->scrollToBottom();
        QTRY_VERIFY(tools->verticalScrollBar()->value() > 0
                    && tools->verticalScrollBar()->value()
                        == tools->verticalScrollBar()->maximum());
        const QModelIndex bottom = tools->model()->index(Count - 1, 0);
        QVERIFY(tools->viewport()->rect().contains(tools->visualRect(bottom)));
        QTRY_COMPARE(bottom.data(NameRole).toString(), last);
        // A row from the middle, fetched as it is scrolled to, is a real tool.
        tools->scrollTo(tools->model()->index(Count / 2, 0), QAbstractItemView::PositionAtTop);
        QTRY_VERIFY(!tools->model()->index(Count / 2, 0).data(ToolIdRole).toString().isEmpty());

        // Narrowed, it says how many of how many, from the top: the row
        // scrolled to before is not among the matches.
        tools->scrollToBottom();
        tools->setCurrentIndex(tools->model()->index(Count - 1, 0));
        browser->searchField()->setText(QStringLiteral("get"));
        QTRY_VERIFY(tools->model()->rowCount() < Count);
        const int matches = tools->model()->rowCount();
        QVERIFY(matches > 0);
        QVERIFY(!tools->currentIndex().isValid());
        QCOMPARE(tools->verticalScrollBar()->value(), 0);
        QTRY_COMPARE(matchCount->text(),
                     QStringLiteral("%1 of 3,000 tools").arg(QLocale().toString(matches)));
    }

    void emptyProfileShowsTheEmptyState()
    {
        ProviderRegistry none(Profile::at(m_dir.filePath(QStringLiteral("empty"))));
        MainWindow window(CatalogServices {&none, m_store.get(), nullptr, nullptr});
        QCOMPARE(
            qobject_cast<QStackedWidget *>(window.centralWidget())->currentWidget()->objectName(),
            QStringLiteral("emptyState"));
    }
};

QTEST_MAIN(tst_CatalogBrowser)
#include "tst_catalogbrowser.moc"

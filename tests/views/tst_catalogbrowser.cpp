#include "catalogbrowser.h"
#include "catalogdatabase.h"
#include "catalogstore.h"
#include "mainwindow.h"
#include "providerregistry.h"
#include "signaturefixtures.h"
#include "signatureparser.h"
#include "tooldetailsview.h"
#include "toolitemdelegate.h"
#include "toolroles.h"

#include <QComboBox>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;

class tst_CatalogBrowser : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<ProviderRegistry> m_registry;

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
        {
            // Two tools of one provider, written the way a sync writes them.
            CatalogDatabase db;
            QVERIFY2(db.open(profile.catalogFile(), &error), qPrintable(error));
            const qint64 sync = db.beginSync(QStringLiteral("Skycast"), &error);
            QJsonObject second
                = with(with(validTool(), QStringLiteral("toolId"),
                            QStringLiteral("6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11")),
                       QStringLiteral("name"), QStringLiteral("get_air_quality_by_city"));
            second = with(second, QStringLiteral("tags"), QJsonArray {QStringLiteral("air")});
            const ParsedDocument page
                = SignatureParser::parseDocument(json(QJsonArray {validTool(), second}));
            QVERIFY(db.stage(sync, page.signatures, StageKind::Listing, &error));
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
        QListView *tools = browser->toolList();
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
    }

    void sortsAndFiltersByProvider()
    {
        Provider other;
        other.name = QStringLiteral("Elsewhere");
        other.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/elsewhere"));
        QVERIFY(!m_registry->add(other));
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        QListView *tools = window.browser()->toolList();
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

    // Pinning from the window: the shown version is pinned, the badge data and
    // the button follow, and unpinning undoes it.
    void pinsAndUnpinsTheShownVersion()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get(), nullptr, nullptr});
        CatalogBrowser *browser = window.browser();
        QListView *tools = browser->toolList();
        QTRY_COMPARE(tools->model()->rowCount(), 2);
        QVERIFY(!browser->pinButton()->isEnabled());
        QCOMPARE(browser->pinButton()->text(), QStringLiteral("&Pin"));
        tools->setCurrentIndex(tools->model()->index(0, 0));
        QVERIFY(browser->pinButton()->isEnabled());
        QCOMPARE(browser->pinButton()->text(), QStringLiteral("&Pin version 1"));
        QTest::mouseClick(browser->pinButton(), Qt::LeftButton);
        QTRY_VERIFY(tools->currentIndex().data(PinnedRole).toBool());
        QTRY_COMPARE(browser->pinButton()->text(), QStringLiteral("Un&pin version 1"));
        QTest::mouseClick(browser->pinButton(), Qt::LeftButton);
        QTRY_VERIFY(!tools->currentIndex().data(PinnedRole).toBool());
        QTRY_COMPARE(browser->pinButton()->text(), QStringLiteral("&Pin version 1"));
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

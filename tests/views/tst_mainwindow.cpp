#include "catalogbrowser.h"
#include "catalogstore.h"
#include "mainwindow.h"
#include "markdownhighlighting.h"
#include "procedureeditor.h"
#include "procedureworkspace.h"
#include "profile.h"
#include "providerregistry.h"
#include "recoverystore.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Toolshelf::MainWindow;

class TestMainWindow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void titleAndIcon();
    void firstRunSize();
    void firstRunLeavesTheCatalogMostOfTheHeight();
    void actions_data();
    void actions();
    void aboutGoesThroughSeam();
    void aboutQtGoesThroughSeam();
    void emptyState();
    void quitClosesAndGeometryIsRestored();
    void proceduresDock();
    void opensProceduresGiven();
    void closeAsksAboutUnsavedProcedures();
};

void TestMainWindow::initTestCase()
{
    // Keeps QSettings away from the real user's configuration.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Toolshelf"_s);
    QCoreApplication::setApplicationName(u"tst_mainwindow"_s);
}

void TestMainWindow::init()
{
    QSettings().clear();
}

void TestMainWindow::titleAndIcon()
{
    MainWindow window;
    QCOMPARE(window.windowTitle(), u"Toolshelf"_s);
    const QIcon icon = window.windowIcon();
    QVERIFY(!icon.isNull());
    QVERIFY(icon.availableSizes().contains(QSize(64, 64)));
    QVERIFY(icon.availableSizes().contains(QSize(256, 256)));
    QVERIFY(window.statusBar());
}

void TestMainWindow::firstRunSize()
{
    MainWindow window;
    const QSize size = window.size();
    QVERIFY(size.width() <= 1100 && size.height() <= 720);
    QVERIFY(size.width() >= 400 && size.height() >= 300);
}

// The catalog is what the window is for: a first start gives the Procedures
// dock well under half the height, so the tool list shows more than a few rows.
void TestMainWindow::firstRunLeavesTheCatalogMostOfTheHeight()
{
    QTemporaryDir dir;
    const Toolshelf::Profile profile = Toolshelf::Profile::at(dir.path());
    QString error;
    QVERIFY(profile.ensureDirectories(&error));
    Toolshelf::CatalogStore catalog;
    QVERIFY2(catalog.open(profile.catalogFile(), &error), qPrintable(error));
    Toolshelf::ProviderRegistry providers(profile);
    QVERIFY(providers.load(&error));
    Toolshelf::Provider vendor;
    vendor.name = u"Vendor"_s;
    vendor.baseUrl = QUrl(u"http://127.0.0.1:9/a2t"_s);
    QVERIFY(!providers.add(vendor));
    MainWindow window(Toolshelf::CatalogServices {&providers, &catalog});
    QVERIFY(window.browser() && window.browser()->isVisibleTo(&window));
    auto *dock = window.findChild<QDockWidget *>(u"proceduresDock"_s);
    QCOMPARE(window.procedures()->count(), 0);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // As --demo and "toolshelf FILE.md" do: the procedure opens in a window
    // already shown, and the user then makes the window larger.
    QTemporaryDir files;
    const QString path = files.filePath(u"refill.md"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("# Refill\n").repeated(200));
    }
    QCOMPARE(window.openProcedures({path}), 1);
    for (const QSize size : {window.size(), QSize(1400, 900)}) {
        window.resize(size);
        QTRY_COMPARE(window.size(), size);
        // Laid out once the dock is shown and the window resized.
        QTRY_VERIFY(dock->height() >= window.height() / 5);
        QTest::qWait(100); // layout requests the new tab posted
        QVERIFY2(dock->height() <= window.height() * 2 / 5,
                 qPrintable(u"dock %1 of %2"_s.arg(dock->height()).arg(window.height())));
    }
}

void TestMainWindow::actions_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("menu");
    QTest::addColumn<bool>("hasShortcut");
    QTest::addColumn<QAction::MenuRole>("role");
    QTest::newRow("quit") << u"quitAction"_s << u"fileMenu"_s << true << QAction::QuitRole;
    QTest::newRow("about") << u"aboutAction"_s << u"helpMenu"_s << false << QAction::AboutRole;
    QTest::newRow("about Qt") << u"aboutQtAction"_s << u"helpMenu"_s << false
                              << QAction::AboutQtRole;
    for (const QString &name :
         {u"newProcedureAction"_s, u"openProcedureAction"_s, u"saveProcedureAction"_s,
          u"saveProcedureAsAction"_s, u"closeProcedureAction"_s}) {
        QTest::newRow(qPrintable(name))
            << name << u"proceduresMenu"_s << true << QAction::TextHeuristicRole;
    }
}

void TestMainWindow::actions()
{
    QFETCH(QString, action);
    QFETCH(QString, menu);
    QFETCH(bool, hasShortcut);
    QFETCH(QAction::MenuRole, role);

    MainWindow window;
    auto *found = window.findChild<QAction *>(action);
    QVERIFY(found);
    QVERIFY(!found->text().isEmpty());
    QCOMPARE(found->menuRole(), role);
    auto *foundMenu = window.findChild<QMenu *>(menu);
    QVERIFY(foundMenu);
    QVERIFY(foundMenu->actions().contains(found));
    QVERIFY(window.menuBar()->actions().contains(foundMenu->menuAction()));
    if (hasShortcut)
        QVERIFY(!found->shortcut().isEmpty());
}

void TestMainWindow::aboutGoesThroughSeam()
{
    MainWindow window;
    int calls = 0;
    QWidget *parent = nullptr;
    QString title;
    QString text;
    window.setAboutPresenter([&](QWidget *p, const QString &t, const QString &x) {
        ++calls;
        parent = p;
        title = t;
        text = x;
    });
    window.findChild<QAction *>(u"aboutAction"_s)->trigger();

    QCOMPARE(calls, 1);
    QCOMPARE(parent, static_cast<QWidget *>(&window));
    QVERIFY(title.contains(u"Toolshelf"_s));
    QVERIFY2(text.contains(QLatin1String(TOOLSHELF_VERSION)), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String(qVersion())), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String(TOOLSHELF_EXPECTED_HIGHLIGHTER)), qPrintable(text));
    QCOMPARE(text, window.aboutText());
}

void TestMainWindow::aboutQtGoesThroughSeam()
{
    MainWindow window;
    QWidget *parent = nullptr;
    window.setAboutQtPresenter([&parent](QWidget *p, const QString &) { parent = p; });
    window.findChild<QAction *>(u"aboutQtAction"_s)->trigger();
    QCOMPARE(parent, static_cast<QWidget *>(&window));
}

void TestMainWindow::emptyState()
{
    MainWindow window;
    auto *pages = qobject_cast<QStackedWidget *>(window.centralWidget());
    QVERIFY(pages);
    QCOMPARE(pages->currentWidget()->objectName(), u"emptyState"_s);
    // Without a catalog there is no browser to switch to.
    QVERIFY(!window.browser());
    auto *title = window.findChild<QLabel *>(u"emptyStateTitle"_s);
    auto *text = window.findChild<QLabel *>(u"emptyStateText"_s);
    QVERIFY(title);
    QVERIFY(text);
    QVERIFY(title->text().contains(u"provider"_s, Qt::CaseInsensitive));
    QVERIFY(text->text().contains(u"provider"_s, Qt::CaseInsensitive));
    QVERIFY(text->wordWrap());
}

void TestMainWindow::quitClosesAndGeometryIsRestored()
{
    const QSize size(640, 480);
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(size);
        QTRY_COMPARE(window.size(), size);
        window.findChild<QAction *>(u"quitAction"_s)->trigger();
        QVERIFY(!window.isVisible());
    }
    QVERIFY(QSettings().contains(u"MainWindow/geometry"_s));

    MainWindow restored;
    QCOMPARE(restored.size(), size);
}

void TestMainWindow::proceduresDock()
{
    MainWindow window;
    auto *dock = window.findChild<QDockWidget *>(u"proceduresDock"_s);
    QVERIFY(dock);
    QCOMPARE(window.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
    QCOMPARE(dock->widget(), window.procedures());
    auto *menu = window.findChild<QMenu *>(u"proceduresMenu"_s);
    QVERIFY(menu->actions().contains(dock->toggleViewAction()));
    QVERIFY(menu->actions().contains(window.procedures()->recentMenu()->menuAction()));
    // The menus keep their order: Procedures comes before Help.
    const QList<QAction *> menus = window.menuBar()->actions();
    QCOMPARE(menus.constLast(), window.findChild<QMenu *>(u"helpMenu"_s)->menuAction());
    QCOMPARE(menus.at(menus.size() - 2), menu->menuAction());
    // The standard shortcuts the brief promises.
    QCOMPARE(window.findChild<QAction *>(u"saveProcedureAsAction"_s)->shortcut(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QCOMPARE(window.findChild<QAction *>(u"closeProcedureAction"_s)->shortcut(),
             QKeySequence(Qt::CTRL | Qt::Key_W));
}

void TestMainWindow::opensProceduresGiven()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"refill.md"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("1. Call look_up_prescriptions().\n");
    }
    MainWindow window;
    auto *dock = window.findChild<QDockWidget *>(u"proceduresDock"_s);
    dock->hide();
    QCOMPARE(window.openProcedures({path, dir.filePath(u"missing.md"_s)}), 1);
    QVERIFY(!dock->isHidden());
    QCOMPARE(window.procedures()->count(), 1);
    QCOMPARE(window.procedures()->currentEditor()->toPlainText(),
             u"1. Call look_up_prescriptions().\n"_s);
    // Nothing given: nothing opened, the dock left as it was.
    dock->hide();
    QCOMPARE(window.openProcedures({}), 0);
    QVERIFY(dock->isHidden());
}

void TestMainWindow::closeAsksAboutUnsavedProcedures()
{
    QTemporaryDir dir;
    Toolshelf::RecoveryStore recovery(dir.filePath(u"recovery"_s));
    Toolshelf::CatalogServices services;
    services.recovery = &recovery;
    MainWindow window(services);
    QStringList questions;
    bool answer = false;
    window.setConfirmPresenter(
        [&](QWidget *, const QString &, const QString &text, std::function<void(bool)> reply) {
            questions.append(text);
            reply(answer);
        });
    window.procedures()->setAutosaveDelay(10);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    Toolshelf::ProcedureEditor *editor = window.procedures()->newProcedure();
    editor->insertPlainText(u"Call lookup() first."_s);
    QTRY_COMPARE(recovery.entries().size(), 1);

    // "No": the window stays, with the text and its recovery copy.
    window.close();
    QCOMPARE(questions.size(), 1);
    QVERIFY2(questions.first().contains(editor->displayName()), qPrintable(questions.first()));
    QVERIFY(window.isVisible());
    QCOMPARE(recovery.entries().size(), 1);

    // "Yes": the window closes and leaves no copy to offer next time.
    answer = true;
    window.close();
    QTRY_VERIFY(!window.isVisible());
    QCOMPARE(questions.size(), 2);
    QVERIFY(recovery.entries().isEmpty());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"

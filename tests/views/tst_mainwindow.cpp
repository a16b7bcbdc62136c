// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/catalogbrowser.h"
#include "catalog/catalogstore.h"
#include "common/filedialogpresenter.h"
#include "editor/markdownhighlighting.h"
#include "editor/procedureeditor.h"
#include "editor/procedureworkspace.h"
#include "procedures/recoverystore.h"
#include "providers/profile.h"
#include "providers/providerregistry.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Toolshelf::MainWindow;

namespace {

// A profile with one provider, so the window shows its catalog rather than
// the empty state.
struct OneProviderProfile
{
    QTemporaryDir dir;
    Toolshelf::Profile profile = Toolshelf::Profile::at(dir.path());
    Toolshelf::CatalogStore catalog;
    Toolshelf::ProviderRegistry providers {profile};
    QString error;

    bool open()
    {
        if (!profile.ensureDirectories(&error) || !catalog.open(profile.catalogFile(), &error)
            || !providers.load(&error))
            return false;
        Toolshelf::Provider vendor;
        vendor.name = u"Vendor"_s;
        vendor.baseUrl = QUrl(u"http://127.0.0.1:9/a2t"_s);
        if (const auto problem = providers.add(vendor)) {
            error = *problem;
            return false;
        }
        return true;
    }

    Toolshelf::CatalogServices services() { return {&providers, &catalog}; }
};

} // namespace

class TestMainWindow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void titleAndIcon();
    void firstRunSize_data();
    void firstRunSize();
    void firstRunFitsThePanes();
    void remembersSizeAndPanes();
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
    void demoSavesWhereWorkSurvives();
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

void TestMainWindow::firstRunSize_data()
{
    QTest::addColumn<QSize>("available");
    QTest::addColumn<QSize>("expected");
    // A laptop's 1366x768 less a panel: as large as fits, frame included.
    QTest::newRow("1366x768") << QSize(1366, 728) << QSize(1320, 688);
    QTest::newRow("1920x1080") << QSize(1920, 1040) << QSize(1320, 860);
    QTest::newRow("small") << QSize(1024, 560) << QSize(1008, 520);
    QTest::newRow("unknown") << QSize() << QSize(1320, 860);
}

void TestMainWindow::firstRunSize()
{
    QFETCH(QSize, available);
    QFETCH(QSize, expected);
    QCOMPARE(MainWindow::defaultSize(available), expected);
}

// At the size a 1366x768 screen gets, each of the browser's three panes and
// the Procedures dock get at least the room their contents ask for.
void TestMainWindow::firstRunFitsThePanes()
{
    OneProviderProfile profile;
    QVERIFY2(profile.open(), qPrintable(profile.error));
    MainWindow window(profile.services());
    window.resize(MainWindow::defaultSize(QSize(1366, 728)));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.procedures()->newProcedure();
    window.findChild<QDockWidget *>(u"proceduresDock"_s)->show();
    auto *panes = window.findChild<QSplitter *>(u"browserSplitter"_s);
    QVERIFY(panes);
    QTRY_VERIFY(panes->width() > 0);
    for (int i = 0; i < panes->count(); ++i) {
        const QWidget *pane = panes->widget(i);
        QVERIFY2(pane->width() >= pane->minimumSizeHint().width(),
                 qPrintable(u"pane %1: %2 < %3"_s.arg(i)
                                .arg(pane->width())
                                .arg(pane->minimumSizeHint().width())));
    }
    // The details pane, the widest content, is not squeezed below a third.
    QVERIFY(panes->sizes().at(2) >= panes->width() / 3);
    QVERIFY(window.browser()->toolList()->height() >= 150);
}

// What the user made of the window comes back: its size and how the browser's
// panes divide it.
void TestMainWindow::remembersSizeAndPanes()
{
    OneProviderProfile profile;
    QVERIFY2(profile.open(), qPrintable(profile.error));
    const QSize size(1000, 700);
    // Qt 6.8's offscreen screen (800x600) cannot hold the window: it is fitted to the screen.
    const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
    if (screen.width() < size.width() || screen.height() < size.height())
        QSKIP("the screen is smaller than the window this test restores");
    QList<int> divided;
    {
        MainWindow window(profile.services());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(size);
        QTRY_COMPARE(window.size(), size);
        auto *panes = window.findChild<QSplitter *>(u"browserSplitter"_s);
        panes->setSizes({400, 300, 300});
        divided = panes->sizes();
        window.findChild<QAction *>(u"quitAction"_s)->trigger();
        QVERIFY(!window.isVisible());
    }
    MainWindow restored(profile.services());
    QCOMPARE(restored.size(), size);
    restored.show();
    QVERIFY(QTest::qWaitForWindowExposed(&restored));
    QTRY_COMPARE(restored.findChild<QSplitter *>(u"browserSplitter"_s)->sizes(), divided);
}

// The catalog is what the window is for: a first start gives the Procedures
// dock well under half the height, so the tool list shows more than a few rows.
void TestMainWindow::firstRunLeavesTheCatalogMostOfTheHeight()
{
    OneProviderProfile profile;
    QVERIFY2(profile.open(), qPrintable(profile.error));
    MainWindow window(profile.services());
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

// --demo: the profile (catalog, example procedure, recovery copies) is deleted
// on quit. Ctrl+S on the example asks where to keep it, starting in the
// user's documents; nothing is saved or autosaved into the profile; the
// window says all along that the demo is temporary.
void TestMainWindow::demoSavesWhereWorkSurvives()
{
    QTemporaryDir profile;
    QTemporaryDir documents;
    const QString example = profile.filePath(u"data/procedures/prescription-refill.md"_s);
    QVERIFY(QDir().mkpath(QFileInfo(example).absolutePath()));
    {
        QFile file(example);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("1. Call look_up_prescriptions().\n");
    }
    Toolshelf::RecoveryStore recovery(profile.filePath(u"data/recovery"_s));
    Toolshelf::CatalogServices services;
    services.recovery = &recovery;
    MainWindow window(services);
    QList<Toolshelf::FileDialogRequest> asked;
    QString answer;
    window.procedures()->setFileDialogPresenter([&](QWidget *,
                                                    const Toolshelf::FileDialogRequest &request,
                                                    std::function<void(const QString &)> reply) {
        asked.append(request);
        if (!answer.isEmpty())
            reply(answer);
    });
    window.procedures()->setAutosaveDelay(10);
    window.showAsDemo(profile.path());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.windowTitle().contains(u"Demo"_s));
    auto *notice = window.findChild<QLabel *>(u"demoNotice"_s);
    QVERIFY(notice && notice->isVisible());
    QVERIFY(notice->text().contains(u"deleted when Toolshelf closes"_s));

    QCOMPARE(window.openProcedures({example}), 1);
    Toolshelf::ProcedureEditor *editor = window.procedures()->currentEditor();
    editor->setFocus();
    editor->moveCursor(QTextCursor::End);
    QTest::keyClicks(editor, u"2. Confirm the refill."_s);
    QTest::keyClick(editor, Qt::Key_Return);
    QTest::qWait(100);
    // No recovery copy: it would be deleted with the profile.
    QVERIFY(recovery.entries().isEmpty());

    // Ctrl+S asks where, in the documents, under the example's name.
    QTest::keySequence(&window, QKeySequence::Save);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.first().mode, Toolshelf::FileDialogRequest::Mode::Save);
    const QString documentsFolder
        = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QCOMPARE(QFileInfo(asked.first().start).absolutePath(),
             documentsFolder.isEmpty() ? QDir::homePath() : documentsFolder);
    QCOMPARE(QFileInfo(asked.first().start).fileName(), u"prescription-refill.md"_s);
    QVERIFY(editor->document()->isModified());

    // A place inside the profile is refused; one outside keeps the work.
    answer = profile.filePath(u"kept.md"_s);
    QTest::keySequence(&window, QKeySequence::Save);
    QCOMPARE(asked.size(), 2);
    QVERIFY(!QFile::exists(answer));
    QVERIFY(editor->document()->isModified());
    answer = documents.filePath(u"refill.md"_s);
    QTest::keySequence(&window, QKeySequence::Save);
    QCOMPARE(asked.size(), 3);
    QFile saved(answer);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().endsWith("2. Confirm the refill.\n"));
    QVERIFY(!editor->document()->isModified());
    // The example in the profile is as it was, and later saves go to the kept file.
    QFile original(example);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), QByteArray("1. Call look_up_prescriptions().\n"));
    QTest::keyClicks(editor, u"3. Done."_s);
    QTest::keyClick(editor, Qt::Key_Return);
    QTest::keySequence(&window, QKeySequence::Save);
    QCOMPARE(asked.size(), 3);
    saved.close();
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().endsWith("3. Done.\n"));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"

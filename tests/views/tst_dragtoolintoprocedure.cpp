// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// End to end, on a real X server (Xvfb): xdotool drags a tool from the
// catalog's list into the procedure editor with the mouse, through the
// platform's drag-and-drop, and the reference lands in the text and the tool
// is pinned, which the workspace says (with Undo). The offscreen tests send
// the drop events themselves; this one proves the list really starts a drag
// and the editor really takes it. A tool whose name another provider's tool
// shows is given an alias at once, so its reference is never ambiguous.

#include "browser/catalogbrowser.h"
#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "dialects/a2t/signatureparser.h"
#include "editor/aliasdialog.h"
#include "editor/pinnotice.h"
#include "editor/procedureeditor.h"
#include "editor/procedurelintpanel.h"
#include "editor/procedureworkspace.h"
#include "filecatalog.h"
#include "itemmodels/toolroles.h"
#include "liveservices.h"
#include "providerfixture.h"
#include "providers/profile.h"
#include "providers/providerregistry.h"
#include "signaturefixtures.h"
#include "window/mainwindow.h"

#include <QAbstractItemView>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Toolshelf;
using namespace Fixtures;
using namespace Qt::StringLiterals;

namespace {

// Drags row `row` of `list` to character `position` of `editor` with the real
// pointer, until `dropped` holds.
bool drag(QAbstractItemView *list, int row, ProcedureEditor *editor, int position,
          const std::function<bool()> &dropped)
{
    const QPoint from
        = list->viewport()->mapToGlobal(list->visualRect(list->model()->index(row, 0)).center());
    QTextCursor cursor(editor->document());
    cursor.setPosition(position);
    const QPoint to = editor->viewport()->mapToGlobal(editor->cursorRect(cursor).center());

    // Pauses between the steps let the drag start (it needs a move beyond the
    // drag distance after the press) and the target see the pointer.
    const auto at = [](const QPoint &point) {
        return QStringList {
            u"mousemove"_s, u"--sync"_s, QString::number(point.x()), QString::number(point.y()),
            u"sleep"_s,     u"0.3"_s};
    };
    QStringList arguments = at(from);
    arguments << u"mousedown"_s << u"1"_s << u"sleep"_s << u"0.3"_s;
    arguments << at(from + QPoint(20, 20)) << at((from + to) / 2) << at(to)
              << at(to + QPoint(1, 0));
    arguments << u"mouseup"_s << u"1"_s;
    // A real pointer on a loaded machine can miss the drag threshold or the
    // target's first motion event; a user would simply drag again, and so
    // does the test, up to three times. Nothing else is retried.
    for (int attempt = 0; attempt < 3 && !dropped(); ++attempt) {
        QProcess xdotool;
        xdotool.start(u"xdotool"_s, arguments);
        if (!xdotool.waitForStarted())
            return false;
        // The drag runs its own loop inside Qt; this waits for its outcome.
        const bool done = QTest::qWaitFor(dropped, 10000);
        if (!QTest::qWaitFor([&] { return xdotool.state() == QProcess::NotRunning; }, 10000)
            || xdotool.exitCode() != 0)
            return false;
        if (done)
            return true;
    }
    return dropped();
}

std::optional<Pin> pinOf(CatalogStore &store, const QString &provider, const QString &toolId)
{
    std::optional<std::optional<Pin>> pin;
    QObject context;
    store.run([provider, toolId](CatalogDatabase &db) { return db.pinOf(provider, toolId); },
              &context, [&pin](std::optional<Pin> found) { pin = found; });
    if (!QTest::qWaitFor([&pin] { return pin.has_value(); }, 10000))
        qFatal("the catalog did not answer");
    return *pin;
}

} // namespace

class tst_DragToolIntoProcedure : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // A profile whose catalog holds the fixtures' weather tool at each of `providers`.
    bool makeProfile(const Profile &profile, const QStringList &providers)
    {
        QString error;
        if (!profile.ensureDirectories(&error))
            return false;
        CatalogDatabase db;
        if (!db.open(profile.catalogFile(), &error))
            return false;
        int n = 0;
        for (const QString &provider : providers) {
            const qint64 sync = db.beginSync(provider, QStringLiteral("a2t"), &error);
            // The first keeps the fixture's toolId, the others get their own.
            const QJsonObject tool = n++ == 0
                ? validTool()
                : with(validTool(), u"toolId"_s, u"00000000-0000-4000-8000-00000000000%1"_s.arg(n));
            const ParsedDocument page = SignatureParser::parseDocument(json(QJsonArray {tool}));
            if (!sync
                || !db.stage(sync, Staging::read(provider, page.signatures), StageKind::Listing,
                             &error)
                || !db.commitSync(sync, nullptr, &error))
                return false;
        }
        return true;
    }

    // A profile made by makeProfile(), its catalog and registry open.
    struct Opened
    {
        explicit Opened(const Profile &at)
            : profile(at)
            , registry(at)
        { }
        Profile profile;
        CatalogStore store;
        ProviderRegistry registry;
    };
    std::unique_ptr<Opened> open(const QString &name, const QStringList &providers)
    {
        auto opened = std::make_unique<Opened>(Profile::at(m_dir.filePath(name)));
        QString error;
        if (!makeProfile(opened->profile, providers)
            || !opened->store.open(opened->profile.catalogFile(), &error)
            || !opened->registry.load(&error))
            return nullptr;
        return opened;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (QGuiApplication::platformName() != u"xcb"_s)
            QSKIP("needs an X server: run through ctest, which starts Xvfb");
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        qputenv("TOOLSHELF_MANAGED_PROVIDERS", m_dir.filePath(u"none.json"_s).toUtf8());
    }

    void dragFromListIntoEditor()
    {
        const std::unique_ptr<Opened> opened = open(u"profile"_s, {u"Skycast"_s});
        QVERIFY(opened);
        CatalogStore &store = opened->store;
        ProviderRegistry &registry = opened->registry;
        Provider skycast;
        skycast.name = u"Skycast"_s;
        skycast.baseUrl = QUrl(u"http://127.0.0.1:9/skycast"_s);
        QVERIFY(!registry.add(skycast));

        MainWindow window(CatalogServices {&registry, &store});
        window.move(0, 0);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAbstractItemView *list = window.browser()->toolList();
        QTRY_COMPARE(list->model()->rowCount(), 1);
        ProcedureEditor *editor = window.procedures()->newProcedure();
        editor->setPlainText(u"Always call  first."_s);
        QTRY_VERIFY(editor->isVisible() && editor->viewport()->height() > 20);
        // The tab's side panels are laid out after the editor appears; the
        // points below must be taken from the final layout.
        QTest::qWait(500);

        const QString expected = u"Always call lookup_weather_by_city() first."_s;
        // Between the two spaces.
        QVERIFY(drag(list, 0, editor, 12, [&] { return editor->toPlainText() == expected; }));
        QCOMPARE(editor->toPlainText(), expected);

        // The drop pinned the tool at the version the list showed, and says
        // so: the pin holds for the whole catalog, not this procedure alone.
        const QString toolId = validTool().value(u"toolId"_s).toString();
        PinNotice *notice = window.procedures()->pinNotice();
        QTRY_VERIFY(notice->isVisible());
        QVERIFY2(notice->label()->text().startsWith(
                     u"Pinned lookup_weather_by_city from Skycast at version 1 for the whole "
                     "catalog"_s),
                 qPrintable(notice->label()->text()));
        std::optional<Pin> pin = pinOf(store, u"Skycast"_s, toolId);
        QVERIFY(pin.has_value());
        QCOMPARE(pin->version, 1);
        QTRY_VERIFY(list->model()->index(0, 0).data(PinnedRole).toBool());

        // Undo takes the pin back; the list shows the tool unpinned again.
        QTest::mouseClick(notice->undoButton(), Qt::LeftButton);
        QTRY_VERIFY(!notice->isVisible());
        QVERIFY(!pinOf(store, u"Skycast"_s, toolId));
        QTRY_VERIFY(!list->model()->index(0, 0).data(PinnedRole).toBool());
    }

    // Two providers have a tool of the same name. Dragged from one
    // provider's row, the tool is given an alias at once (suggested from the
    // provider's name), so the reference means that tool: in the panel, in
    // its findings and in every export that reads the procedure.
    void dragOneOfTwoToolsOfAName()
    {
        const std::unique_ptr<Opened> opened = open(u"shared"_s, {u"Skycast"_s, u"Meteo Swiss"_s});
        QVERIFY(opened);
        CatalogStore &store = opened->store;
        ProviderRegistry &registry = opened->registry;
        for (const QString &name : {u"Skycast"_s, u"Meteo Swiss"_s}) {
            Provider provider;
            provider.name = name;
            provider.baseUrl = QUrl(u"http://127.0.0.1:9/"_s + name.left(5).toLower());
            QVERIFY(!registry.add(provider));
        }

        MainWindow window(CatalogServices {&registry, &store});
        window.move(0, 0);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAbstractItemView *list = window.browser()->toolList();
        QTRY_COMPARE(list->model()->rowCount(), 2);
        int meteo = -1;
        for (int row = 0; row < 2; ++row) {
            if (list->model()->index(row, 0).data(ProviderRole).toString() == u"Meteo Swiss"_s)
                meteo = row;
        }
        QVERIFY(meteo >= 0);
        ProcedureEditor *editor = window.procedures()->newProcedure();
        editor->setPlainText(u"Always call  first.\nOr lookup_weather_by_city()."_s);
        auto *panel = window.procedures()->findChild<ProcedureLintPanel *>();
        QVERIFY(panel);
        // The reference written by name: its finding names the providers that compete.
        QTRY_COMPARE(panel->findingList()->count(), 1);
        QCOMPARE(panel->findingList()->item(0)->text(),
                 u"Line 2: lookup_weather_by_city: several providers have a tool of this name "
                 "(Meteo Swiss, Skycast); give one an alias."_s);
        QTRY_VERIFY(editor->isVisible() && editor->viewport()->height() > 20);
        QTest::qWait(500);

        QVERIFY(drag(list, meteo, editor, 12,
                     [&] { return editor->findChild<AliasDialog *>() != nullptr; }));
        auto *dialog = editor->findChild<AliasDialog *>();
        QTRY_VERIFY(dialog->isVisible());
        const QString meteoId = u"00000000-0000-4000-8000-000000000002"_s;
        QCOMPARE(dialog->nameOf(u"Meteo Swiss"_s, meteoId),
                 u"meteo_swiss_lookup_weather_by_city"_s);
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QTRY_COMPARE(editor->toPlainText(),
                     u"Always call meteo_swiss_lookup_weather_by_city() first.\n"
                     "Or lookup_weather_by_city()."_s);

        // Both references resolve now, each to its own tool; the dropped one is pinned.
        QTRY_COMPARE(panel->toolList()->topLevelItemCount(), 2);
        QTRY_COMPARE(panel->toolList()->topLevelItem(0)->text(2), u"Meteo Swiss, version 1"_s);
        QCOMPARE(panel->toolList()->topLevelItem(0)->text(0),
                 u"meteo_swiss_lookup_weather_by_city"_s);
        QCOMPARE(panel->toolList()->topLevelItem(1)->text(2), u"Skycast"_s);
        QCOMPARE(panel->findings().size(), 1);
        QCOMPARE(panel->findings().constFirst().kind, ProcedureLintKind::UnpinnedTool);
        const std::optional<Pin> pin = pinOf(store, u"Meteo Swiss"_s, meteoId);
        QVERIFY(pin.has_value());
        QCOMPARE(pin->version, 1);
        QTRY_VERIFY(window.procedures()->pinNotice()->isVisible());
        QVERIFY(window.procedures()->pinNotice()->label()->text().contains(
            u"meteo_swiss_lookup_weather_by_city"_s));
    }

    // A tool a provider's own search found, not in the catalog: the drag
    // stores it, and the drop pins it once it is stored.
    void dragAToolFoundOnTheServer()
    {
        const std::unique_ptr<Opened> opened = open(u"remote"_s, {u"Skycast"_s});
        QVERIFY(opened);
        CatalogStore &store = opened->store;
        ProviderRegistry &registry = opened->registry;
        ProviderConfig config = Fixture::capabilitiesConfig();
        config.capabilities.groups = false;
        std::vector<std::unique_ptr<Catalog>> catalogs;
        QString error;
        catalogs.push_back(FileCatalog::load(u":/catalogs/skycast-weather"_s, &error));
        QVERIFY2(catalogs.back(), qPrintable(error));
        auto server = Fixture::startServer(config, std::move(catalogs));
        QVERIFY(!registry.add(Fixture::capabilitiesProvider(u"Plain"_s, *server)));
        Fixture::LiveServices live(&registry, &store, u"Toolshelf tst_dragtoolintoprocedure"_s);

        MainWindow window(live.services);
        window.move(0, 0);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.browser()->searchField()->setText(u"sunrise"_s);
        QAbstractItemView *list = window.browser()->toolList();
        QTRY_COMPARE(list->model()->rowCount(), 1);
        QVERIFY(list->model()->index(0, 0).data(NotInCatalogRole).toBool());
        ProcedureEditor *editor = window.procedures()->newProcedure();
        editor->setPlainText(u"Always call  first."_s);
        QTRY_VERIFY(editor->isVisible() && editor->viewport()->height() > 20);
        QTest::qWait(500);

        const QString expected = u"Always call lookup_sunrise_sunset() first."_s;
        QVERIFY(drag(list, 0, editor, 12, [&] { return editor->toPlainText() == expected; }));
        QTRY_VERIFY_WITH_TIMEOUT(pinOf(store, u"Plain"_s, u"lookup_sunrise_sunset"_s).has_value(),
                                 30000);
        QCOMPARE(pinOf(store, u"Plain"_s, u"lookup_sunrise_sunset"_s)->version, 1);
        QTRY_VERIFY(window.procedures()->pinNotice()->isVisible());
        QCOMPARE(editor->awaitingStore(), 0);
    }
};

QTEST_MAIN(tst_DragToolIntoProcedure)
#include "tst_dragtoolintoprocedure.moc"

// End to end, on a real X server (Xvfb): xdotool drags a tool from the
// catalog's list into the procedure editor with the mouse, through the
// platform's drag-and-drop, and the reference lands in the text and the tool
// is pinned. The offscreen tests send the drop events themselves; this one
// proves the list really starts a drag and the editor really takes it.

#include "catalogbrowser.h"
#include "catalogdatabase.h"
#include "catalogstore.h"
#include "mainwindow.h"
#include "procedureeditor.h"
#include "procedureworkspace.h"
#include "profile.h"
#include "providerregistry.h"
#include "signaturefixtures.h"
#include "signatureparser.h"

#include <QGuiApplication>
#include <QListView>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;
using namespace Qt::StringLiterals;

class tst_DragToolIntoProcedure : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

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
        const Profile profile = Profile::at(m_dir.filePath(u"profile"_s));
        QString error;
        QVERIFY(profile.ensureDirectories(&error));
        {
            CatalogDatabase db;
            QVERIFY2(db.open(profile.catalogFile(), &error), qPrintable(error));
            const qint64 sync = db.beginSync(u"Skycast"_s, &error);
            const ParsedDocument page
                = SignatureParser::parseDocument(json(QJsonArray {validTool()}));
            QVERIFY(sync && db.stage(sync, page.signatures, StageKind::Listing, &error));
            QVERIFY(db.commitSync(sync, nullptr, &error));
        }
        CatalogStore store;
        QVERIFY2(store.open(profile.catalogFile(), &error), qPrintable(error));
        ProviderRegistry registry(profile);
        QVERIFY(registry.load(&error));
        Provider skycast;
        skycast.name = u"Skycast"_s;
        skycast.baseUrl = QUrl(u"http://127.0.0.1:9/skycast"_s);
        QVERIFY(!registry.add(skycast));

        MainWindow window(CatalogServices {&registry, &store});
        window.move(0, 0);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QListView *list = window.browser()->toolList();
        QTRY_COMPARE(list->model()->rowCount(), 1);
        ProcedureEditor *editor = window.procedures()->newProcedure();
        editor->setPlainText(u"Always call  first."_s);
        QTRY_VERIFY(editor->isVisible() && editor->viewport()->height() > 20);
        // The tab's side panels are laid out after the editor appears; the
        // points below must be taken from the final layout.
        QTest::qWait(500);

        const QPoint from
            = list->viewport()->mapToGlobal(list->visualRect(list->model()->index(0, 0)).center());
        QTextCursor cursor(editor->document());
        cursor.setPosition(12); // between the two spaces
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
        const QString expected = u"Always call lookup_weather_by_city() first."_s;
        for (int attempt = 0; attempt < 3 && editor->toPlainText() != expected; ++attempt) {
            QProcess xdotool;
            xdotool.start(u"xdotool"_s, arguments);
            QVERIFY2(xdotool.waitForStarted(), qPrintable(xdotool.errorString()));
            // The drag runs its own loop inside Qt; this waits for its outcome.
            const bool dropped
                = QTest::qWaitFor([&] { return editor->toPlainText() == expected; }, 10000);
            QTRY_VERIFY_WITH_TIMEOUT(xdotool.state() == QProcess::NotRunning, 10000);
            QCOMPARE(xdotool.exitCode(), 0);
            if (dropped)
                break;
        }
        QCOMPARE(editor->toPlainText(), expected);

        // The drop pinned the tool at the version the list showed.
        std::optional<std::optional<Pin>> pin;
        QObject context;
        store.run(
            [](CatalogDatabase &db) {
                return db.pinOf(u"Skycast"_s, validTool().value(u"toolId"_s).toString());
            },
            &context, [&pin](std::optional<Pin> found) { pin = found; });
        QTRY_VERIFY(pin.has_value());
        QVERIFY(pin->has_value());
        QCOMPARE((*pin)->version, 1);
    }
};

QTEST_MAIN(tst_DragToolIntoProcedure)
#include "tst_dragtoolintoprocedure.moc"

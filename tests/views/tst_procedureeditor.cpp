// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "catalogwait.h"
#include "dialects/a2t/signatureparser.h"
#include "editor/aliasdialog.h"
#include "editor/markdownpreview.h"
#include "editor/procedureeditor.h"
#include "itemmodels/toolmime.h"
#include "signaturefixtures.h"
#include "userdataedits.h"

#include <QElapsedTimer>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;
using namespace Qt::StringLiterals;

namespace {

const QString Skycast = u"Skycast"_s;
const QString WeatherId = u"0479a45d-ad0a-49d4-94db-75edf00d2ca4"_s;
const QString AirId = u"6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11"_s;
const DraggedTool Weather {Skycast, WeatherId, u"lookup_weather_by_city"_s, 1};
const DraggedTool Air {Skycast, AirId, u"get_air_quality_by_city"_s, 1};

// Drags `data` over the editor and drops it where character `position` is.
bool dropAt(ProcedureEditor &editor, const QMimeData &data, int position)
{
    QTextCursor cursor(editor.document());
    cursor.setPosition(position);
    const QPoint point = editor.cursorRect(cursor).center();
    QWidget *viewport = editor.viewport();
    QDragEnterEvent enter(point, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &enter);
    if (!enter.isAccepted())
        return false;
    QDragMoveEvent move(point, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &move);
    QDropEvent drop(QPointF(point), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &drop);
    return drop.isAccepted();
}

} // namespace

class tst_ProcedureEditor : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;

    template<typename Work> auto onCatalog(Work work) { return CatalogWait::run(*m_store, work); }

    std::optional<Pin> pinOf(const QString &toolId)
    {
        return onCatalog([toolId](CatalogDatabase &db) { return db.pinOf(Skycast, toolId); });
    }

    // An editor with text, shown so that positions map to points.
    std::unique_ptr<ProcedureEditor> shownEditor(const QString &text)
    {
        auto editor = std::make_unique<ProcedureEditor>();
        editor->setCatalog(m_store.get());
        editor->resize(600, 300);
        editor->setPlainText(text);
        editor->show();
        if (!QTest::qWaitForWindowExposed(editor.get()))
            qFatal("the editor was not shown");
        return editor;
    }

private Q_SLOTS:
    void init()
    {
        static int counter = 0;
        const QString file = m_dir.filePath(u"catalog%1.sqlite"_s.arg(++counter));
        QString error;
        {
            CatalogDatabase db;
            QVERIFY2(db.open(file, &error), qPrintable(error));
            const QJsonObject air
                = with(with(validTool(), u"toolId"_s, AirId), u"name"_s, Air.name);
            const qint64 sync = db.beginSync(Skycast, QStringLiteral("a2t"), &error);
            const ParsedDocument page
                = SignatureParser::parseDocument(json(QJsonArray {validTool(), air}));
            QVERIFY(sync
                    && db.stage(sync, Staging::read(Skycast, page.signatures), StageKind::Listing,
                                &error));
            QVERIFY(db.commitSync(sync, nullptr, &error));
        }
        m_store = std::make_unique<CatalogStore>();
        QVERIFY2(m_store->open(file, &error), qPrintable(error));
    }

    void cleanup() { m_store.reset(); }

    void dropInsertsReferenceAndPins()
    {
        const auto editor = shownEditor(u"First call\nthen report."_s);
        QSignalSpy pinned(editor.get(), &ProcedureEditor::toolPinned);
        QSignalSpy failed(editor.get(), &ProcedureEditor::pinFailed);
        QVERIFY(!pinOf(WeatherId));

        const std::unique_ptr<QMimeData> data(ToolMime::toMimeData({Weather}));
        // At the end of "First call": a space keeps the reference apart from the word.
        QVERIFY(dropAt(*editor, *data, 10));
        QCOMPARE(editor->toPlainText(), u"First call lookup_weather_by_city()\nthen report."_s);
        QTRY_COMPARE(pinned.size(), 1);
        QCOMPARE(pinned.first(), (QVariantList {Skycast, WeatherId, qint64(1)}));
        const std::optional<Pin> pin = pinOf(WeatherId);
        QVERIFY(pin);
        QCOMPARE(pin->version, 1);
        QVERIFY(failed.isEmpty());
    }

    void severalToolsAtOnce()
    {
        const auto editor = shownEditor(u"Use  to decide."_s);
        const std::unique_ptr<QMimeData> data(ToolMime::toMimeData({Weather, Air}));
        QVERIFY(dropAt(*editor, *data, 4));
        QCOMPARE(editor->toPlainText(),
                 u"Use lookup_weather_by_city(), get_air_quality_by_city() to decide."_s);
        QTRY_VERIFY(pinOf(AirId).has_value());
        QVERIFY(pinOf(WeatherId).has_value());
    }

    void existingPinIsKept()
    {
        QVERIFY(onCatalog([](CatalogDatabase &db) {
            QString error;
            return userData(db).pin(Skycast, WeatherId, 1, &error);
        }));
        const std::optional<Pin> before = pinOf(WeatherId);
        const auto editor = shownEditor(u"x"_s);
        QSignalSpy pinned(editor.get(), &ProcedureEditor::toolPinned);
        QSignalSpy failed(editor.get(), &ProcedureEditor::pinFailed);
        const std::unique_ptr<QMimeData> data(ToolMime::toMimeData({Weather}));
        QVERIFY(dropAt(*editor, *data, 0));
        QCOMPARE(editor->toPlainText(), u"lookup_weather_by_city() x"_s);
        // The catalog answers in order: the editor's answer came before this one.
        QCOMPARE(pinOf(WeatherId), before);
        QCoreApplication::processEvents();
        QVERIFY(pinned.isEmpty());
        QVERIFY(failed.isEmpty());
    }

    void failedPinIsReported()
    {
        const auto editor = shownEditor(QString());
        QSignalSpy failed(editor.get(), &ProcedureEditor::pinFailed);
        DraggedTool unknown = Weather;
        unknown.version = 7;
        const std::unique_ptr<QMimeData> data(ToolMime::toMimeData({unknown}));
        QVERIFY(dropAt(*editor, *data, 0));
        QCOMPARE(editor->toPlainText(), u"lookup_weather_by_city()"_s);
        QTRY_COMPARE(failed.size(), 1);
        const QString message = failed.first().first().toString();
        QVERIFY2(message.contains(u"lookup_weather_by_city"_s) && message.contains(u"7"_s),
                 qPrintable(message));
        QVERIFY(!pinOf(WeatherId));
    }

    // A tool found on a provider's server is dropped before the catalog
    // holds it: pinned once it does, with no failure said meanwhile.
    void toolNotStoredYetIsPinnedOnceStored()
    {
        const auto editor = shownEditor(QString());
        QSignalSpy pinned(editor.get(), &ProcedureEditor::toolPinned);
        QSignalSpy failed(editor.get(), &ProcedureEditor::pinFailed);
        const QString laterId = u"11111111-2222-4333-8444-555555555555"_s;
        const DraggedTool later {Skycast, laterId, u"forecast_later"_s, 1};
        const std::unique_ptr<QMimeData> data(ToolMime::toMimeData({later}));
        QVERIFY(dropAt(*editor, *data, 0));
        QCOMPARE(editor->toPlainText(), u"forecast_later()"_s);
        QTRY_COMPARE(editor->awaitingStore(), 1);
        // Still missing after a change of the catalog: it keeps waiting.
        editor->settleStored();
        QTRY_COMPARE(editor->awaitingStore(), 1);
        QVERIFY(!pinOf(laterId));

        QVERIFY(onCatalog([laterId](CatalogDatabase &db) {
            QString error;
            const QJsonObject tool
                = with(with(validTool(), u"toolId"_s, laterId), u"name"_s, u"forecast_later"_s);
            const QJsonObject weather = validTool();
            const qint64 sync = db.beginSync(Skycast, QStringLiteral("a2t"), &error);
            const ParsedDocument page = SignatureParser::parseDocument(
                json(QJsonArray {weather,
                                 with(with(validTool(), u"toolId"_s, AirId), u"name"_s,
                                      u"get_air_quality_by_city"_s),
                                 tool}));
            return sync
                && db.stage(sync, Staging::read(Skycast, page.signatures), StageKind::Listing,
                            &error)
                && db.commitSync(sync, nullptr, &error);
        }));
        editor->settleStored();
        QTRY_COMPARE(pinned.size(), 1);
        QCOMPARE(pinned.first(), (QVariantList {Skycast, laterId, qint64(1)}));
        QCOMPARE(editor->awaitingStore(), 0);
        QVERIFY(failed.isEmpty());
    }

    void plainTextDropsBehaveNormally()
    {
        const auto editor = shownEditor(u"ab"_s);
        QMimeData text;
        text.setText(u"XY"_s);
        QVERIFY(dropAt(*editor, text, 1));
        QCOMPARE(editor->toPlainText(), u"aXYb"_s);

        // A forged tool payload is no tool drop: the text it carries goes in as text.
        QMimeData forged;
        forged.setData(ToolMime::mimeType(), "[{\"provider\":\"p\",\"name\":\"a\\u202e\"}]");
        forged.setText(u"plain"_s);
        QVERIFY(dropAt(*editor, forged, 0));
        QCOMPARE(editor->toPlainText(), u"plainaXYb"_s);
        QCoreApplication::processEvents();
        QCOMPARE(onCatalog([](CatalogDatabase &db) { return db.pins().size(); }), 0);
    }

    // Another provider's tool shows the dropped tool's name: the drop asks
    // for an alias at once (the dropped tool's field filled in). Cancelled,
    // nothing of that tool stays: not its reference, not the ", " before it,
    // no pin; the other tool of the drop is in and pinned.
    void sharedNameCancelledLeavesNothing()
    {
        QVERIFY(onCatalog([](CatalogDatabase &db) {
            return Staging::sync(db, u"Meteo"_s, {Staging::tool(9, Weather.name)});
        }));
        const auto editor = shownEditor(u"Use  now."_s);
        QSignalSpy asked(editor.get(), &ProcedureEditor::aliasRequested);
        const std::unique_ptr<QMimeData> data(ToolMime::toMimeData({Air, Weather}));
        QVERIFY(dropAt(*editor, *data, 4));
        QCOMPARE(editor->toPlainText(),
                 u"Use get_air_quality_by_city(), lookup_weather_by_city() now."_s);
        QTRY_COMPARE(asked.size(), 1);
        auto *dialog = editor->findChild<AliasDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->nameOf(Skycast, WeatherId), u"skycast_lookup_weather_by_city"_s);
        QCOMPARE(dialog->nameOf(u"Meteo"_s, Staging::toolId(9)), Weather.name);
        dialog->reject();
        QCOMPARE(editor->toPlainText(), u"Use get_air_quality_by_city() now."_s);
        QCOMPARE(editor->selectedTools(), QStringList {Air.name});
        QTRY_VERIFY(pinOf(AirId).has_value());
        QVERIFY(!pinOf(WeatherId));
    }

    void withoutCatalogOnlyText()
    {
        ProcedureEditor editor;
        editor.insertTools({Weather});
        QCOMPARE(editor.toPlainText(), u"lookup_weather_by_city()"_s);
    }

    void previewRendersOffTheTypingPath()
    {
        ProcedureEditor editor;
        MarkdownPreview preview;
        preview.setDelay(20);
        QSignalSpy rendered(&preview, &MarkdownPreview::rendered);
        preview.setSourceDocument(editor.document());
        editor.setPlainText(u"# Refill\n\nAsk **first**, then call `lookup()`."_s);
        QTRY_VERIFY(!rendered.isEmpty());
        QTRY_VERIFY(preview.toPlainText().contains(u"Ask first, then call lookup()."_s));
        QVERIFY(!preview.toPlainText().contains(u"**"_s));
        QVERIFY(preview.toHtml().contains(u"font-weight"_s));
        QVERIFY(!preview.isTooLarge());

        // Edits made while a render runs win: the last text is what shows.
        for (int n = 0; n < 20; ++n)
            editor.appendPlainText(u"line %1"_s.arg(n));
        QTRY_VERIFY(preview.toPlainText().contains(u"line 19"_s));

        // Markup in the text stays text in the preview's links and images: nothing is loaded.
        editor.setPlainText(u"![x](file:///dev/zero) [link](https://example.com)"_s);
        QTRY_VERIFY(preview.toPlainText().contains(u"link"_s));
    }

    void hugeDocumentIsNotRendered()
    {
        ProcedureEditor editor;
        MarkdownPreview preview;
        preview.setDelay(0);
        QSignalSpy rendered(&preview, &MarkdownPreview::rendered);
        preview.setSourceDocument(editor.document());
        // The input that makes setMarkdown quadratic, beyond the bound.
        QString huge;
        while (huge.size() <= MarkdownPreview::MaxLength)
            huge += u"*a"_s;
        QElapsedTimer timer;
        timer.start();
        editor.setPlainText(huge);
        QTRY_VERIFY(preview.isTooLarge());
        QVERIFY(timer.elapsed() < 2000);
        QVERIFY2(preview.toPlainText().contains(u"too large"_s), qPrintable(preview.toPlainText()));
        QVERIFY(!preview.toPlainText().contains(u"*a"_s));

        // Back under the bound, it renders again.
        editor.setPlainText(u"small"_s);
        QTRY_VERIFY(!preview.isTooLarge());
        QTRY_COMPARE(preview.toPlainText(), u"small"_s);
    }
};

QTEST_MAIN(tst_ProcedureEditor)
#include "tst_procedureeditor.moc"

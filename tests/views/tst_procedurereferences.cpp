// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ProcedureReferences: an editor's references resolved against a real catalog
// on its thread, underlined by state, answers for an older text dropped.

#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "editor/procedureeditor.h"
#include "editor/procedurereferences.h"
#include "userdataedits.h"

#include <QHelpEvent>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QToolTip>

using namespace Toolshelf;

namespace {

const QString Pharmacy = QStringLiteral("Pharmacy");

// The state each underlined range shows, as "name:state".
QStringList shownStates(const ProcedureEditor &editor)
{
    QStringList result;
    const QPalette palette = editor.palette();
    for (const QTextEdit::ExtraSelection &selection : editor.extraSelections()) {
        QString state = QStringLiteral("?");
        for (ProcedureToolState candidate :
             {ProcedureToolState::Pinned, ProcedureToolState::Unpinned, ProcedureToolState::Unknown,
              ProcedureToolState::Ambiguous}) {
            const QTextCharFormat format = ProcedureReferences::format(candidate, palette);
            if (selection.format.underlineStyle() == format.underlineStyle()
                && selection.format.underlineColor() == format.underlineColor())
                state = procedureToolStateName(candidate);
        }
        result.append(selection.cursor.selectedText() + u':' + state);
    }
    return result;
}

} // namespace

class tst_ProcedureReferences : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;

private Q_SLOTS:
    void init()
    {
        static int counter = 0;
        const QString file = m_dir.filePath(QStringLiteral("catalog%1.sqlite").arg(++counter));
        QString error;
        {
            CatalogDatabase db;
            QVERIFY2(db.open(file, &error), qPrintable(error));
            QJsonObject hostile = Staging::tool(5, QStringLiteral("hostile_tool"));
            hostile.insert(QStringLiteral("description"),
                           QString(QStringLiteral("<img src=x>") + QString(1500, u'a')));
            QVERIFY(
                Staging::sync(db, Pharmacy,
                              {hostile, Staging::tool(1, QStringLiteral("look_up_prescriptions")),
                               Staging::tool(2, QStringLiteral("refill_prescription")),
                               Staging::tool(3, QStringLiteral("authenticate_user"))}));
            QVERIFY(Staging::sync(db, QStringLiteral("Identity"),
                                  {Staging::tool(4, QStringLiteral("authenticate_user"))}));
            QVERIFY(userData(db).pin(Pharmacy, Staging::toolId(1), 1, &error));
        }
        m_store = std::make_unique<CatalogStore>();
        QVERIFY2(m_store->open(file, &error), qPrintable(error));
    }

    void cleanup() { m_store.reset(); }

    void underlinesEachReferenceByState()
    {
        ProcedureEditor editor;
        editor.references()->setDelay(0);
        QSignalSpy resolved(editor.references(), &ProcedureReferences::resolved);
        editor.setPlainText(
            QStringLiteral("# Refills\n"
                           "1. `authenticate_user()` first.\n"
                           "2. look_up_prescriptions() then refill_prescription().\n"
                           "3. Never schedule_appointment(); look_up_prescriptions() again."));
        editor.setCatalog(m_store.get());
        QTRY_VERIFY(editor.references()->isCurrent() && !resolved.isEmpty());

        QCOMPARE(shownStates(editor),
                 (QStringList {QStringLiteral("authenticate_user:ambiguous"),
                               QStringLiteral("look_up_prescriptions:pinned"),
                               QStringLiteral("refill_prescription:unpinned"),
                               QStringLiteral("schedule_appointment:unknown"),
                               QStringLiteral("look_up_prescriptions:pinned")}));
        QCOMPARE(editor.references()->tools().size(), 4);
        QCOMPARE(editor.references()->references().size(), 5);

        // The ranges follow edits made before the next answer.
        QTextCursor start(editor.document());
        start.insertText(QStringLiteral("Intro\n"));
        const int at = int(editor.toPlainText().indexOf(QStringLiteral("refill_prescription")));
        QCOMPARE(editor.references()->toolAt(at)->name, QStringLiteral("refill_prescription"));
        QCOMPARE(editor.references()->toolAt(at)->state, ProcedureToolState::Unpinned);
        QVERIFY(!editor.references()->toolAt(0));
    }

    void layeredOverTheMarkdownHighlighting()
    {
        ProcedureEditor editor;
        editor.references()->setDelay(0);
        editor.setPlainText(QStringLiteral("# refill_prescription()"));
        editor.setCatalog(m_store.get());
        QTRY_VERIFY(editor.references()->isCurrent() && !editor.extraSelections().isEmpty());
        // The heading keeps the highlighter's formats under the underline.
        const QTextBlock block = editor.document()->firstBlock();
        QVERIFY(!block.layout()->formats().isEmpty());
    }

    void pinningTurnsUnpinnedToPinned()
    {
        ProcedureEditor editor;
        editor.references()->setDelay(0);
        editor.setPlainText(QStringLiteral("refill_prescription()"));
        editor.setCatalog(m_store.get());
        QTRY_COMPARE(shownStates(editor),
                     QStringList {QStringLiteral("refill_prescription:unpinned")});
        editor.insertTools(
            {{Pharmacy, Staging::toolId(2), QStringLiteral("refill_prescription"), 1}});
        QTRY_COMPARE(shownStates(editor),
                     (QStringList {QStringLiteral("refill_prescription:pinned"),
                                   QStringLiteral("refill_prescription:pinned")}));
    }

    void staleAnswersAreDropped()
    {
        ProcedureEditor editor;
        editor.references()->setDelay(0);
        editor.setCatalog(m_store.get());
        QSignalSpy resolved(editor.references(), &ProcedureReferences::resolved);
        editor.setPlainText(QStringLiteral("refill_prescription()"));
        // Asked now for the first text, then the text changes before the answer.
        editor.references()->refresh();
        editor.setPlainText(QStringLiteral("schedule_appointment()"));
        QVERIFY(!editor.references()->isCurrent());
        QTRY_VERIFY(editor.references()->isCurrent());
        // Let any answer still in flight arrive: none may be applied.
        QTest::qWait(100);
        QCOMPARE(resolved.size(), 1);
        QCOMPARE(editor.references()->tools().size(), 1);
        QCOMPARE(editor.references()->tools().constFirst().name,
                 QStringLiteral("schedule_appointment"));
        QCOMPARE(shownStates(editor), QStringList {QStringLiteral("schedule_appointment:unknown")});
    }

    void typingIsDebounced()
    {
        ProcedureEditor editor;
        editor.setCatalog(m_store.get());
        editor.references()->setDelay(200);
        QSignalSpy resolved(editor.references(), &ProcedureReferences::resolved);
        QTRY_COMPARE(resolved.size(), 1); // setCatalog's look-up of the empty text
        QTest::keyClicks(&editor, QStringLiteral("refill_prescription()"));
        QTest::qWait(50);
        QCOMPARE(resolved.size(), 1);
        QTRY_COMPARE(resolved.size(), 2);
        QCOMPARE(shownStates(editor), QStringList {QStringLiteral("refill_prescription:unpinned")});
    }

    void hoverShowsTheSignatureSummary()
    {
        ProcedureEditor editor;
        editor.references()->setDelay(0);
        editor.resize(600, 300);
        editor.setPlainText(QStringLiteral("Call look_up_prescriptions(), hostile_tool(), "
                                           "authenticate_user() or gone()."));
        editor.setCatalog(m_store.get());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QTRY_VERIFY(editor.references()->isCurrent() && !editor.extraSelections().isEmpty());
        const auto pointAt = [&editor](const QString &word) {
            QTextCursor cursor(editor.document());
            cursor.setPosition(int(editor.toPlainText().indexOf(word)) + 2);
            return editor.cursorRect(cursor).center();
        };

        const QString pinned = editor.toolTipAt(pointAt(QStringLiteral("look_up")));
        QVERIFY2(pinned.contains(QStringLiteral("<b>look_up_prescriptions()</b>")),
                 qPrintable(pinned));
        QVERIFY(pinned.contains(QStringLiteral("Pharmacy, pinned at version 1 (current: 1)")));
        QVERIFY(pinned.contains(QStringLiteral("Tool 1, version 1.")));
        QVERIFY(pinned.contains(QStringLiteral("Inputs: City, Units, Days")));

        // Provider text is escaped and cut short.
        const QString hostile = editor.toolTipAt(pointAt(QStringLiteral("hostile")));
        QVERIFY(!hostile.contains(QStringLiteral("<img")));
        QVERIFY(hostile.contains(QStringLiteral("&lt;img src=x&gt;")));
        QVERIFY(hostile.size() < 1000);

        const QString ambiguous = editor.toolTipAt(pointAt(QStringLiteral("authenticate")));
        QVERIFY(ambiguous.contains(QStringLiteral("Identity, Pharmacy")));
        QVERIFY2(ambiguous.contains(QStringLiteral("Give all but one an alias")),
                 qPrintable(ambiguous));
        QVERIFY(editor.toolTipAt(pointAt(QStringLiteral("gone")))
                    .contains(QStringLiteral("No provider")));
        QVERIFY(editor.toolTipAt(pointAt(QStringLiteral("Call"))).isEmpty());

        // A real tooltip event shows the same text.
        const QPoint point = pointAt(QStringLiteral("look_up"));
        QHelpEvent help(QEvent::ToolTip, point, editor.viewport()->mapToGlobal(point));
        QCoreApplication::sendEvent(editor.viewport(), &help);
        QTRY_COMPARE(QToolTip::text(), pinned);
    }

    // A tool known by its alias says what its vendor calls it.
    void hoverNamesTheVendorsName()
    {
        bool aliased = false;
        QObject context;
        m_store->run(
            [](CatalogDatabase &db) {
                return userData(db).setOverride({QStringLiteral("Identity"),
                                                 Staging::toolId(4),
                                                 OverrideKind::ToolName,
                                                 {},
                                                 {}},
                                                QStringLiteral("verify_caller"), nullptr);
            },
            &context, [&aliased](bool ok) { aliased = ok; });
        QTRY_VERIFY(aliased);
        ProcedureEditor editor;
        editor.references()->setDelay(0);
        editor.resize(600, 300);
        editor.setPlainText(QStringLiteral("Call verify_caller()."));
        editor.setCatalog(m_store.get());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QTRY_VERIFY(editor.references()->isCurrent() && !editor.extraSelections().isEmpty());
        QTextCursor cursor(editor.document());
        cursor.setPosition(int(editor.toPlainText().indexOf(QStringLiteral("verify"))) + 2);
        const QString tip = editor.toolTipAt(editor.cursorRect(cursor).center());
        QVERIFY2(tip.contains(QStringLiteral("<b>verify_caller()</b>")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Your alias; its vendor calls it authenticate_user.")),
                 qPrintable(tip));
    }

    void ctrlClickActivatesTheTool()
    {
        ProcedureEditor editor;
        editor.references()->setDelay(0);
        editor.resize(600, 300);
        editor.setPlainText(QStringLiteral("refill_prescription() authenticate_user()"));
        editor.setCatalog(m_store.get());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QTRY_VERIFY(editor.references()->isCurrent() && !editor.extraSelections().isEmpty());
        QSignalSpy activated(&editor, &ProcedureEditor::toolActivated);
        const auto pointAt = [&editor](int position) {
            QTextCursor cursor(editor.document());
            cursor.setPosition(position);
            return editor.cursorRect(cursor).center();
        };

        QTest::mouseClick(editor.viewport(), Qt::LeftButton, Qt::NoModifier, pointAt(3));
        QCOMPARE(activated.size(), 0);
        QTest::mouseClick(editor.viewport(), Qt::LeftButton, Qt::ControlModifier, pointAt(3));
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first(), (QVariantList {Pharmacy, Staging::toolId(2)}));
        // An ambiguous name does not say which tool.
        QTest::mouseClick(editor.viewport(), Qt::LeftButton, Qt::ControlModifier, pointAt(25));
        QCOMPARE(activated.size(), 1);
    }
};

QTEST_MAIN(tst_ProcedureReferences)
#include "tst_procedurereferences.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ProcedureLintPanel: the tools and findings of a procedure resolved against a
// real catalog, and a finding taking the cursor to its place.

#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "editor/aliasdialog.h"
#include "editor/pinnotice.h"
#include "editor/procedurecompleter.h"
#include "editor/procedureeditor.h"
#include "editor/procedurelintpanel.h"
#include "editor/procedurereferences.h"
#include "editor/procedureworkspace.h"
#include "userdataedits.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Toolshelf;

namespace {

const QString Pharmacy = QStringLiteral("Pharmacy");

QStringList rows(const QTreeWidget &tree)
{
    QStringList result;
    for (int i = 0; i < tree.topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = tree.topLevelItem(i);
        result.append(item->text(0) + u'|' + item->text(1) + u'|' + item->text(2));
    }
    return result;
}

QList<ProcedureLintKind> kinds(const ProcedureLintPanel &panel)
{
    QList<ProcedureLintKind> result;
    for (const ProcedureLintFinding &finding : panel.findings())
        result.append(finding.kind);
    return result;
}

QStringList offered(const QCompleter &completer)
{
    QStringList result;
    for (int row = 0; row < completer.completionModel()->rowCount(); ++row)
        result.append(completer.completionModel()->index(row, 0).data().toString());
    return result;
}

} // namespace

class tst_ProcedureLintPanel : public QObject
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
            QVERIFY(Staging::sync(db, Pharmacy,
                                  {Staging::tool(1, QStringLiteral("look_up_weather")),
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

    // The real composition, shown, with the cursor at the end of `text`.
    std::unique_ptr<ProcedureWorkspace> shownWorkspace(const QString &text)
    {
        auto workspace = std::make_unique<ProcedureWorkspace>(m_store.get(), nullptr);
        workspace->resize(1000, 500);
        workspace->show();
        if (!QTest::qWaitForWindowExposed(workspace.get()))
            qFatal("the workspace was not shown");
        ProcedureEditor *editor = workspace->newProcedure();
        editor->references()->setDelay(0);
        editor->setPlainText(text);
        editor->moveCursor(QTextCursor::End);
        editor->activateWindow();
        editor->setFocus();
        return workspace;
    }

    void listsToolsAndFindings()
    {
        ProcedureEditor editor;
        editor.references()->setDelay(0);
        ProcedureLintPanel panel(&editor);
        editor.setPlainText(QStringLiteral("1. authenticate_user()\n"
                                           "2. look_up_weather() with `City` and `Town`.\n"
                                           "3. refill_prescription(), then cancel_order()."));
        editor.setCatalog(m_store.get());
        QTRY_COMPARE(panel.toolList()->topLevelItemCount(), 4);
        QCOMPARE(rows(*panel.toolList()),
                 (QStringList {QStringLiteral("authenticate_user|Ambiguous|Identity; Pharmacy"),
                               QStringLiteral("look_up_weather|Pinned|Pharmacy, version 1"),
                               QStringLiteral("refill_prescription|Not pinned|Pharmacy"),
                               QStringLiteral("cancel_order|Unknown|")}));
        QCOMPARE(kinds(panel),
                 (QList {ProcedureLintKind::AmbiguousTool, ProcedureLintKind::UnpinnedTool,
                         ProcedureLintKind::UnknownTool, ProcedureLintKind::UnknownParameter}));
        QCOMPARE(panel.findingList()->count(), 4);
        QCOMPARE(panel.findingList()->item(3)->text(),
                 QStringLiteral("Line 2: look_up_weather has no input parameter Town."));
        QVERIFY(
            panel.findingList()->item(0)->text().contains(QStringLiteral("Identity, Pharmacy")));

        // Clicking the parameter finding puts the cursor on `Town`.
        QListWidgetItem *item = panel.findingList()->item(3);
        panel.findingList()->itemClicked(item);
        QCOMPARE(editor.textCursor().position(),
                 int(editor.toPlainText().indexOf(QStringLiteral("Town"))));
    }

    void droppedToolDeletedAgainIsUnreferenced()
    {
        ProcedureEditor editor;
        editor.references()->setDelay(0);
        ProcedureLintPanel panel(&editor);
        editor.setCatalog(m_store.get());
        editor.insertTools(
            {{Pharmacy, Staging::toolId(2), QStringLiteral("refill_prescription"), 1}});
        QTRY_COMPARE(
            rows(*panel.toolList()),
            QStringList {QStringLiteral("refill_prescription|Pinned|Pharmacy, version 1")});
        QVERIFY(panel.findings().isEmpty());

        editor.setPlainText(QStringLiteral("Nothing left."));
        QTRY_COMPARE(kinds(panel), QList {ProcedureLintKind::UnreferencedTool});
        QCOMPARE(panel.toolList()->topLevelItemCount(), 0);
        // Nowhere to go: the cursor stays.
        editor.moveCursor(QTextCursor::End);
        panel.goToFinding(0);
        QCOMPARE(editor.textCursor().position(), editor.toPlainText().size());
    }

    // The finding about a shared name offers the fix: aliases, after which
    // the name means one tool and every open procedure says so.
    void aSharedNameIsSettledWithAnAlias()
    {
        ProcedureWorkspace workspace(m_store.get(), nullptr);
        ProcedureEditor *editor = workspace.newProcedure();
        editor->references()->setDelay(0);
        auto *panel = workspace.findChild<ProcedureLintPanel *>();
        QVERIFY(panel);
        QSignalSpy changed(&m_store->userData(), &CatalogService::userDataChanged);
        editor->setPlainText(QStringLiteral("1. authenticate_user()\n2. cancel_order()"));
        QTRY_COMPARE(kinds(*panel),
                     (QList {ProcedureLintKind::AmbiguousTool, ProcedureLintKind::UnknownTool}));
        panel->findingList()->setCurrentRow(1);
        QVERIFY(!panel->aliasButton()->isEnabled());
        QVERIFY(!panel->giveAlias());
        panel->findingList()->setCurrentRow(0);
        QVERIFY(panel->aliasButton()->isEnabled());

        AliasDialog *dialog = panel->giveAlias();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->aliasFields().size(), 2);
        QCOMPARE(dialog->aliasFields().at(1)->text(), QStringLiteral("pharmacy_authenticate_user"));
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 1);
        QTRY_COMPARE(rows(*panel->toolList()),
                     (QStringList {QStringLiteral("authenticate_user|Not pinned|Identity"),
                                   QStringLiteral("cancel_order|Unknown|")}));
        QCOMPARE(kinds(*panel),
                 (QList {ProcedureLintKind::UnpinnedTool, ProcedureLintKind::UnknownTool}));

        // The alias is a name procedures can use.
        editor->setPlainText(QStringLiteral("pharmacy_authenticate_user()"));
        QTRY_COMPARE(
            rows(*panel->toolList()),
            QStringList {QStringLiteral("pharmacy_authenticate_user|Not pinned|Pharmacy")});
    }

    // Choosing a parameter in the completer writes it as a code span inside
    // the parentheses: the reference still resolves, the tool stays in the
    // panel, and the parameter is checked like any other mention.
    void completedParametersKeepTheReference()
    {
        const auto workspace = shownWorkspace(QStringLiteral("Then call look_up_weather("));
        ProcedureEditor *editor = workspace->currentEditor();
        auto *panel = workspace->findChild<ProcedureLintPanel *>();
        QCompleter *completer = editor->completer()->completer();
        QTest::keyClicks(editor, QStringLiteral("Ci"));
        QTRY_VERIFY(completer->popup()->isVisible());
        QCOMPARE(offered(*completer), QStringList {QStringLiteral("City")});
        QTest::keyClick(completer->popup(), Qt::Key_Return);
        QCOMPARE(editor->toPlainText(), QStringLiteral("Then call look_up_weather(`City`)"));
        QTRY_COMPARE(rows(*panel->toolList()),
                     QStringList {QStringLiteral("look_up_weather|Pinned|Pharmacy, version 1")});
        QVERIFY(panel->findings().isEmpty());

        // A second one inside the same parentheses, the first backtick typed.
        editor->moveCursor(QTextCursor::Left);
        QTest::keyClicks(editor, QStringLiteral(", `U"));
        QTRY_VERIFY(completer->popup()->isVisible());
        QTest::keyClick(completer->popup(), Qt::Key_Return);
        QCOMPARE(editor->toPlainText(),
                 QStringLiteral("Then call look_up_weather(`City`, `Units`)"));
        QTRY_VERIFY(editor->references()->isCurrent());
        QCOMPARE(rows(*panel->toolList()),
                 QStringList {QStringLiteral("look_up_weather|Pinned|Pharmacy, version 1")});
        QVERIFY(panel->findings().isEmpty());

        // Written by hand the same way, a parameter the tool lacks is found.
        editor->setPlainText(QStringLiteral("look_up_weather(`City`, `Town`)"));
        QTRY_COMPARE(kinds(*panel), QList {ProcedureLintKind::UnknownParameter});
        QCOMPARE(panel->findingList()->item(0)->text(),
                 QStringLiteral("Line 1: look_up_weather has no input parameter Town."));
    }

    // A name two providers' tools show is offered once per provider; the one
    // chosen is given an alias at once, and the reference means that tool.
    void completingASharedNameAsksForAnAlias()
    {
        const auto workspace = shownWorkspace(QStringLiteral("First "));
        ProcedureEditor *editor = workspace->currentEditor();
        auto *panel = workspace->findChild<ProcedureLintPanel *>();
        QSignalSpy changed(&m_store->userData(), &CatalogService::userDataChanged);
        QCompleter *completer = editor->completer()->completer();
        QTest::keyClicks(editor, QStringLiteral("authen"));
        QTRY_VERIFY(completer->popup()->isVisible());
        QCOMPARE(offered(*completer),
                 (QStringList {QStringLiteral("authenticate_user (Identity)"),
                               QStringLiteral("authenticate_user (Pharmacy)")}));
        QTest::keyClick(completer->popup(), Qt::Key_Down);
        QTest::keyClick(completer->popup(), Qt::Key_Return);

        AliasDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = editor->findChild<AliasDialog *>()));
        QVERIFY(dialog->isVisible());
        // The chosen tool takes a name of its own; the other keeps the vendor's.
        QCOMPARE(dialog->nameOf(Pharmacy, Staging::toolId(3)),
                 QStringLiteral("pharmacy_authenticate_user"));
        QCOMPARE(dialog->nameOf(QStringLiteral("Identity"), Staging::toolId(4)),
                 QStringLiteral("authenticate_user"));
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QTRY_COMPARE(editor->toPlainText(), QStringLiteral("First pharmacy_authenticate_user()"));
        QTRY_COMPARE(
            rows(*panel->toolList()),
            QStringList {QStringLiteral("pharmacy_authenticate_user|Not pinned|Pharmacy")});
        QCOMPARE(kinds(*panel), QList {ProcedureLintKind::UnpinnedTool});
        QVERIFY(!changed.isEmpty());
    }

    // Cancelled, the completion leaves what was typed, not an ambiguous name.
    void cancelledAliasKeepsWhatWasTyped()
    {
        const auto workspace = shownWorkspace(QStringLiteral("First "));
        ProcedureEditor *editor = workspace->currentEditor();
        QCompleter *completer = editor->completer()->completer();
        QTest::keyClicks(editor, QStringLiteral("authen"));
        QTRY_VERIFY(completer->popup()->isVisible());
        QTest::keyClick(completer->popup(), Qt::Key_Return);
        AliasDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = editor->findChild<AliasDialog *>()));
        QCOMPARE(dialog->nameOf(QStringLiteral("Identity"), Staging::toolId(4)),
                 QStringLiteral("identity_authenticate_user"));
        dialog->reject();
        QTRY_COMPARE(editor->toPlainText(), QStringLiteral("First authen"));
    }

    // A drop pins for the whole catalog: the workspace says so, and Undo
    // takes the pin back.
    void dropPinIsAnnouncedAndUndone()
    {
        const auto workspace = shownWorkspace(QStringLiteral("Then "));
        ProcedureEditor *editor = workspace->currentEditor();
        auto *panel = workspace->findChild<ProcedureLintPanel *>();
        PinNotice *notice = workspace->pinNotice();
        QSignalSpy changed(&m_store->userData(), &CatalogService::userDataChanged);
        QVERIFY(!notice->isVisible());
        editor->insertTools(
            {{Pharmacy, Staging::toolId(2), QStringLiteral("refill_prescription"), 1}});
        QTRY_VERIFY(notice->isVisible());
        QCOMPARE(notice->label()->text(),
                 QStringLiteral("Pinned refill_prescription from Pharmacy at version 1 for the "
                                "whole catalog: every procedure, skill and bundle using it gets "
                                "that version."));
        QTRY_COMPARE(
            rows(*panel->toolList()),
            QStringList {QStringLiteral("refill_prescription|Pinned|Pharmacy, version 1")});

        QTest::mouseClick(notice->undoButton(), Qt::LeftButton);
        QTRY_VERIFY(!notice->isVisible());
        QTRY_COMPARE(rows(*panel->toolList()),
                     QStringList {QStringLiteral("refill_prescription|Not pinned|Pharmacy")});
        // Both are announced to every view: the drop's pin, then its undoing.
        QCOMPARE(changed.size(), 2);
        // The text stays; the editor's own undo takes it back.
        QCOMPARE(editor->toPlainText(), QStringLiteral("Then refill_prescription()"));
    }

    void workspaceShowsThePanelAndRefreshes()
    {
        ProcedureWorkspace workspace(m_store.get(), nullptr);
        ProcedureEditor *editor = workspace.newProcedure();
        editor->references()->setDelay(0);
        const auto *panel = workspace.findChild<ProcedureLintPanel *>();
        QVERIFY(panel);
        editor->setPlainText(QStringLiteral("refill_prescription()"));
        QTRY_COMPARE(rows(*panel->toolList()),
                     QStringList {QStringLiteral("refill_prescription|Not pinned|Pharmacy")});

        // Pinned elsewhere (the browser, through the catalog service): the
        // references hear of it from the service, nobody relays it.
        bool pinned = false;
        QObject context;
        m_store->userData().edit(
            [](CatalogDatabase &, UserDataEditor &edits) {
                return edits.pin(Pharmacy, Staging::toolId(2), 1, nullptr);
            },
            &context, [&pinned](bool ok) { pinned = ok; });
        QTRY_VERIFY(pinned);
        QTRY_COMPARE(
            rows(*panel->toolList()),
            QStringList {QStringLiteral("refill_prescription|Pinned|Pharmacy, version 1")});

        QSignalSpy activated(&workspace, &ProcedureWorkspace::toolActivated);
        Q_EMIT editor->toolActivated(Pharmacy, Staging::toolId(2));
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first(), (QVariantList {Pharmacy, Staging::toolId(2)}));
    }
};

QTEST_MAIN(tst_ProcedureLintPanel)
#include "tst_procedurelintpanel.moc"

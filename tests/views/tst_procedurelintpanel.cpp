// ProcedureLintPanel: the tools and findings of a procedure resolved against a
// real catalog, and a finding taking the cursor to its place.

#include "aliasdialog.h"
#include "catalogstaging.h"
#include "catalogstore.h"
#include "procedureeditor.h"
#include "procedurelintpanel.h"
#include "procedurereferences.h"
#include "procedureworkspace.h"

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
            QVERIFY(db.pin(Pharmacy, Staging::toolId(1), 1, &error));
        }
        m_store = std::make_unique<CatalogStore>();
        QVERIFY2(m_store->open(file, &error), qPrintable(error));
    }

    void cleanup() { m_store.reset(); }

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
        QSignalSpy changed(&workspace, &ProcedureWorkspace::catalogChanged);
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

        // Pinned elsewhere (the browser): the workspace is told the catalog changed.
        bool pinned = false;
        QObject context;
        m_store->run(
            [](CatalogDatabase &db) { return db.pin(Pharmacy, Staging::toolId(2), 1, nullptr); },
            &context, [&pinned](bool ok) { pinned = ok; });
        QTRY_VERIFY(pinned);
        workspace.refreshReferences();
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

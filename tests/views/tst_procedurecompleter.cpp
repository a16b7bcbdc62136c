// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ProcedureCompleter: where completion applies, and tool and parameter names
// from a real catalog offered and inserted while typing.

#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "editor/procedurecompleter.h"
#include "editor/procedureeditor.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

using Context = ProcedureCompleter::Context;
Q_DECLARE_METATYPE(Context)

namespace {

QStringList offered(const QCompleter &completer)
{
    QStringList result;
    for (int row = 0; row < completer.completionModel()->rowCount(); ++row)
        result.append(completer.completionModel()->index(row, 0).data().toString());
    return result;
}

} // namespace

class tst_ProcedureCompleter : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;

    std::unique_ptr<ProcedureEditor> shownEditor(const QString &text)
    {
        auto editor = std::make_unique<ProcedureEditor>();
        editor->setCatalog(m_store.get());
        editor->resize(600, 300);
        editor->setPlainText(text);
        editor->moveCursor(QTextCursor::End);
        editor->show();
        editor->activateWindow();
        editor->setFocus();
        if (!QTest::qWaitForWindowExposed(editor.get()))
            qFatal("the editor was not shown");
        return editor;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString file = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        QString error;
        {
            CatalogDatabase db;
            QVERIFY2(db.open(file, &error), qPrintable(error));
            QVERIFY(Staging::sync(db, QStringLiteral("Pharmacy"),
                                  {Staging::tool(1, QStringLiteral("refill_prescription")),
                                   Staging::tool(2, QStringLiteral("refund_order")),
                                   Staging::tool(3, QStringLiteral("look_up_weather"))}));
            // Names a procedure cannot refer to, which the popup would show raw.
            QVERIFY(Staging::sync(
                db, QStringLiteral("Hostile"),
                {Staging::tool(4, QStringLiteral("zap\u202Egnp")),
                 Staging::tool(5, QStringLiteral("zap\nzap_ok")),
                 Fixtures::withInput(Staging::tool(6, QStringLiteral("zap_ok")), 0,
                                     QStringLiteral("name"), QStringLiteral("Ci\u200Bty"))}));
        }
        m_store = std::make_unique<CatalogStore>();
        QVERIFY2(m_store->open(file, &error), qPrintable(error));
    }

    void cleanupTestCase() { m_store.reset(); }

    void contextOf_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<Context>("expected");
        QTest::newRow("too short") << QStringLiteral("Call re") << Context {};
        QTest::newRow("tool name")
            << QStringLiteral("Call ref") << Context {Context::ToolName, QStringLiteral("ref"), {}};
        QTest::newRow("after a reference")
            << QStringLiteral("look_up() then ref")
            << Context {Context::ToolName, QStringLiteral("ref"), {}};
        QTest::newRow("method call") << QStringLiteral("obj.ref") << Context {};
        QTest::newRow("starts with a digit") << QStringLiteral("9abc") << Context {};
        QTest::newRow("parameter")
            << QStringLiteral("Call look_up(Ci")
            << Context {Context::Parameter, QStringLiteral("Ci"), QStringLiteral("look_up")};
        QTest::newRow("next parameter")
            << QStringLiteral("look_up(City, ")
            << Context {Context::Parameter, {}, QStringLiteral("look_up")};
        QTest::newRow("nested parentheses closed")
            << QStringLiteral("look_up(a(b) Un")
            << Context {Context::Parameter, QStringLiteral("Un"), QStringLiteral("look_up")};
        QTest::newRow("bare parenthesis")
            << QStringLiteral("(see refi")
            << Context {Context::ToolName, QStringLiteral("refi"), {}};
    }

    void contextOf()
    {
        QFETCH(QString, line);
        QFETCH(Context, expected);
        const Context context = ProcedureCompleter::contextOf(line);
        QCOMPARE(int(context.kind), int(expected.kind));
        QCOMPARE(context.prefix, expected.prefix);
        QCOMPARE(context.tool, expected.tool);
    }

    void completesToolNames()
    {
        const auto editor = shownEditor(QStringLiteral("Use "));
        QCompleter *completer = editor->completer()->completer();
        QTest::keyClicks(editor.get(), QStringLiteral("re"));
        QTest::qWait(50);
        QVERIFY(!completer->popup()->isVisible());
        QTest::keyClicks(editor.get(), QStringLiteral("f"));
        QTRY_VERIFY(completer->popup()->isVisible());
        QCOMPARE(
            offered(*completer),
            (QStringList {QStringLiteral("refill_prescription"), QStringLiteral("refund_order")}));
        QTest::keyClicks(editor.get(), QStringLiteral("i"));
        QTRY_COMPARE(offered(*completer), QStringList {QStringLiteral("refill_prescription")});
        QTest::keyClick(completer->popup(), Qt::Key_Return);
        QCOMPARE(editor->toPlainText(), QStringLiteral("Use refill_prescription()"));
        QCOMPARE(editor->textCursor().position(), editor->toPlainText().size());
    }

    // Only names a reference can hold are offered: one with a bidi override,
    // an invisible character or a line break is neither shown nor typed in.
    void offersNoHostileNames()
    {
        const auto editor = shownEditor(QStringLiteral("Use "));
        QCompleter *completer = editor->completer()->completer();
        QTest::keyClicks(editor.get(), QStringLiteral("zap"));
        QTRY_VERIFY(completer->popup()->isVisible());
        QCOMPARE(offered(*completer), QStringList {QStringLiteral("zap_ok")});

        const auto parameters = shownEditor(QStringLiteral("zap_ok(Units, "));
        QCompleter *inputs = parameters->completer()->completer();
        QTest::keyClicks(parameters.get(), QStringLiteral("D"));
        QTRY_VERIFY(inputs->popup()->isVisible());
        // Every candidate, whatever the prefix: "Ci\u200Bty" is not among them.
        QStringList candidates;
        for (int row = 0; row < inputs->model()->rowCount(); ++row)
            candidates.append(inputs->model()->index(row, 0).data().toString());
        QCOMPARE(candidates, (QStringList {QStringLiteral("Days"), QStringLiteral("Units")}));
    }

    void completesParameterNames()
    {
        const auto editor = shownEditor(QStringLiteral("look_up_weather("));
        QCompleter *completer = editor->completer()->completer();
        QTest::keyClicks(editor.get(), QStringLiteral("U"));
        QTRY_VERIFY(completer->popup()->isVisible());
        QCOMPARE(offered(*completer), QStringList {QStringLiteral("Units")});
        QTest::keyClick(completer->popup(), Qt::Key_Return);
        // A code span inside closed parentheses: still a reference to the tool.
        QCOMPARE(editor->toPlainText(), QStringLiteral("look_up_weather(`Units`)"));
        QCOMPARE(editor->textCursor().position(), editor->toPlainText().size());

        // No tool of the name: nothing to offer.
        editor->setPlainText(QStringLiteral("no_such_tool("));
        editor->moveCursor(QTextCursor::End);
        QTest::keyClicks(editor.get(), QStringLiteral("C"));
        QTest::qWait(100);
        QVERIFY(!completer->popup()->isVisible());
    }
};

QTEST_MAIN(tst_ProcedureCompleter)
#include "tst_procedurecompleter.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ElicitationDialog: an MCP server's question during a call, as a form built
// from its requested schema, answered exactly once whichever way it closes.

#include "dialects/mcp/mcpelicitation.h"
#include "toolpane/elicitationdialog.h"
#include "toolpane/schemaform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

// What server-everything's form asks, cut down: one value of each kind, a
// required one without a default and an optional one without a default.
QJsonObject params(const QString &message = u"Please provide inputs:"_s)
{
    const QJsonObject properties {
        {u"name"_s, QJsonObject {{u"type"_s, u"string"_s}, {u"title"_s, u"Name"_s}}},
        {u"count"_s,
         QJsonObject {{u"type"_s, u"integer"_s},
                      {u"minimum"_s, 1},
                      {u"maximum"_s, 100},
                      {u"default"_s, 42}}},
        {u"ratio"_s, QJsonObject {{u"type"_s, u"number"_s}, {u"default"_s, 0.5}}},
        {u"agree"_s, QJsonObject {{u"type"_s, u"boolean"_s}, {u"default"_s, true}}},
        {u"color"_s,
         QJsonObject {{u"type"_s, u"string"_s},
                      {u"enum"_s, QJsonArray {u"red"_s, u"green"_s, u"blue"_s}},
                      {u"default"_s, u"green"_s}}},
        {u"note"_s, QJsonObject {{u"type"_s, u"string"_s}}},
    };
    return {{u"message"_s, message},
            {u"requestedSchema"_s,
             QJsonObject {{u"type"_s, u"object"_s},
                          {u"properties"_s, properties},
                          {u"required"_s, QJsonArray {u"name"_s}}}}};
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

class tst_ElicitationDialog : public QObject
{
    Q_OBJECT

    QList<QJsonObject> m_answers;

    // A dialog on the heap, as Try It opens it: closing deletes it.
    QPointer<ElicitationDialog> open(const QJsonObject &asked = params())
    {
        auto *dialog = new ElicitationDialog(
            asked, u"ask_user"_s, u"Everything"_s,
            [this](const QJsonObject &result) { m_answers.append(result); });
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
        if (!QTest::qWaitForWindowExposed(dialog))
            qFatal("the dialog was not shown");
        return dialog;
    }

    template<typename Editor> static Editor *editor(ElicitationDialog &dialog, const QString &at)
    {
        auto *found = qobject_cast<Editor *>(dialog.form()->editor(at));
        if (!found)
            qFatal("no editor of that kind at %s", qPrintable(at));
        return found;
    }

private Q_SLOTS:
    void init() { m_answers.clear(); }

    void defaultsArePrefilled()
    {
        QPointer<ElicitationDialog> dialog = open();
        SchemaForm *form = dialog->form();
        QCOMPARE(editor<QSpinBox>(*dialog, u"/count"_s)->value(), 42);
        QCOMPARE(editor<QDoubleSpinBox>(*dialog, u"/ratio"_s)->value(), 0.5);
        QVERIFY(editor<QCheckBox>(*dialog, u"/agree"_s)->isChecked());
        QCOMPARE(editor<QComboBox>(*dialog, u"/color"_s)->currentText(), u"green"_s);
        // An optional value with a default is sent unless unticked; one
        // without is left out until ticked.
        for (const QString &given : {u"/count"_s, u"/ratio"_s, u"/agree"_s, u"/color"_s})
            QVERIFY2(form->includeBox(given)->isChecked(), qPrintable(given));
        QVERIFY(!form->includeBox(u"/note"_s)->isChecked());
        QVERIFY(!form->includeBox(u"/name"_s));
        // The user starts at the value that must be given.
        QCOMPARE(QApplication::focusWidget(), form->editor(u"/name"_s));
        QVERIFY(dialog->acceptButton()->isDefault());
        QVERIFY(m_answers.isEmpty());
        dialog->reject();
    }

    void acceptSendsTypedValues()
    {
        QPointer<ElicitationDialog> dialog = open();
        SchemaForm *form = dialog->form();
        QTest::keyClicks(editor<QLineEdit>(*dialog, u"/name"_s), u"Ada"_s);
        editor<QSpinBox>(*dialog, u"/count"_s)->setValue(7);
        editor<QCheckBox>(*dialog, u"/agree"_s)->setChecked(false);
        auto *color = editor<QComboBox>(*dialog, u"/color"_s);
        color->setCurrentIndex(color->findText(u"blue"_s));
        form->includeBox(u"/note"_s)->setChecked(true);
        editor<QLineEdit>(*dialog, u"/note"_s)->setText(u"42"_s);
        QTest::mouseClick(dialog->acceptButton(), Qt::LeftButton);
        QCOMPARE(m_answers.size(), 1);
        // The integer a number, the boolean a boolean, the enum its value,
        // and text that looks like a number still text.
        QCOMPARE(compact(m_answers.first()),
                 u"{\"action\":\"accept\",\"content\":{\"agree\":false,\"color\":\"blue\","
                 "\"count\":7,\"name\":\"Ada\",\"note\":\"42\",\"ratio\":0.5}}"_s);
        QTRY_VERIFY(!dialog);
        QCOMPARE(m_answers.size(), 1);
    }

    void enterAccepts()
    {
        QPointer<ElicitationDialog> dialog = open();
        QTest::keyClicks(editor<QLineEdit>(*dialog, u"/name"_s), u"Ada"_s);
        QTest::keyClick(editor<QLineEdit>(*dialog, u"/name"_s), Qt::Key_Return);
        QCOMPARE(m_answers.size(), 1);
        QCOMPARE(m_answers.first(),
                 McpElicitation::accept(QJsonObject {{u"name"_s, u"Ada"_s},
                                                     {u"count"_s, 42},
                                                     {u"ratio"_s, 0.5},
                                                     {u"agree"_s, true},
                                                     {u"color"_s, u"green"_s}}));
        QTRY_VERIFY(!dialog);
    }

    void missingRequiredValueKeepsTheDialogOpen()
    {
        QPointer<ElicitationDialog> dialog = open();
        QVERIFY(dialog->statusLabel()->isHidden());
        QTest::mouseClick(dialog->acceptButton(), Qt::LeftButton);
        QVERIFY(m_answers.isEmpty());
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(!dialog->isAnswered());
        QVERIFY(!dialog->statusLabel()->isHidden());
        QLabel *problem = dialog->form()->problemLabel(u"/name"_s);
        QVERIFY(!problem->isHidden());
        QVERIFY(problem->text().contains(u"required"_s));
        // The field to fix has the focus.
        QCOMPARE(QApplication::focusWidget(), dialog->form()->editor(u"/name"_s));
        // Fixed, it is sent.
        QTest::keyClicks(editor<QLineEdit>(*dialog, u"/name"_s), u"Ada"_s);
        QTest::mouseClick(dialog->acceptButton(), Qt::LeftButton);
        QCOMPARE(m_answers.size(), 1);
        QCOMPARE(m_answers.first().value(u"action"_s).toString(), u"accept"_s);
    }

    void declineAnswersOnce()
    {
        QPointer<ElicitationDialog> dialog = open();
        QTest::mouseClick(dialog->declineButton(), Qt::LeftButton);
        QCOMPARE(m_answers, QList<QJsonObject> {McpElicitation::decline()});
        QVERIFY(!dialog || !dialog->isVisible());
        QTRY_VERIFY(!dialog);
        // Its deletion says nothing more.
        QCOMPARE(m_answers.size(), 1);
    }

    void everyOtherWayOutCancels_data()
    {
        QTest::addColumn<QString>("way");
        QTest::newRow("Cancel") << u"cancel"_s;
        QTest::newRow("Esc") << u"escape"_s;
        QTest::newRow("window closed") << u"close"_s;
        QTest::newRow("deleted unanswered") << u"delete"_s;
    }

    void everyOtherWayOutCancels()
    {
        QFETCH(QString, way);
        QPointer<ElicitationDialog> dialog = open();
        if (way == u"cancel"_s)
            QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
        else if (way == u"escape"_s)
            QTest::keyClick(editor<QLineEdit>(*dialog, u"/name"_s), Qt::Key_Escape);
        else if (way == u"close"_s)
            dialog->close();
        else
            delete dialog;
        QCOMPARE(m_answers, QList<QJsonObject> {McpElicitation::cancel()});
        QTRY_VERIFY(!dialog);
        QCOMPARE(m_answers.size(), 1);
    }

    void messageIsPlainText()
    {
        QPointer<ElicitationDialog> dialog = open(params(u"<b>Your password</b>, please"_s));
        QCOMPARE(dialog->messageLabel()->textFormat(), Qt::PlainText);
        QCOMPARE(dialog->messageLabel()->text(), u"<b>Your password</b>, please"_s);
        // Whoever asks is named.
        bool named = false;
        for (const QLabel *label : dialog->findChildren<QLabel *>())
            named = named
                || (label->text().contains(u"ask_user"_s)
                    && label->text().contains(u"Everything"_s));
        QVERIFY(named);
        delete dialog;
    }
};

QTEST_MAIN(tst_ElicitationDialog)
#include "tst_elicitationdialog.moc"

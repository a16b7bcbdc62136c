// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The form a tool's JSON Schema calls for, driven as a user would: nested
// objects, rows added and removed, enums chosen, numbers kept within their
// bounds, choices of forms, and the validator's problems beside their fields.

#include "toolpane/schemaarrayfield.h"
#include "toolpane/schemaform.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

// create_order of the hand-written capture: nested objects, an array of
// objects, an enum, number bounds, $defs/$ref, oneOf, a nullable type.
ValueSchema orderSchema()
{
    QFile file(QStringLiteral(TOOLSHELF_SOURCE_DIR)
               + u"/tests/data/a2tcapabilities/hand-written-json-schema-tools.json"_s);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the capture");
    const QJsonArray tools = QJsonDocument::fromJson(file.readAll()).object()[u"tools"_s].toArray();
    return ValueSchema(tools.at(1).toObject()[u"input_schema"_s]);
}

// JSON written with single quotes, so it reads as JSON does.
QJsonValue json(const char *text)
{
    const QByteArray bytes = "[" + QByteArray(text).replace('\'', '"') + "]";
    return QJsonDocument::fromJson(bytes).array().at(0);
}

template<typename Widget> Widget *editorOf(const SchemaForm &form, const QString &pointer)
{
    auto *widget = qobject_cast<Widget *>(form.editor(pointer));
    if (!widget)
        qWarning("no editor of the expected kind at %s", qPrintable(pointer));
    return widget;
}

} // namespace

class tst_SchemaForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fieldsFollowTheSchema()
    {
        SchemaForm form;
        form.setSchema(orderSchema());
        // A required nested object is a framed group of its own fields.
        auto *id = editorOf<QLineEdit>(form, u"/customer/id"_s);
        QVERIFY(id);
        QVERIFY(id->toolTip().contains(u"C-1042"_s));
        QCOMPARE(id->accessibleName(), u"id"_s);
        QVERIFY(!form.includeBox(u"/customer"_s));
        // An optional group ($ref) is built when it is ticked.
        QVERIFY(!form.field(u"/customer/shipping"_s));
        form.includeBox(u"/customer/shipping"_s)->setChecked(true);
        QVERIFY(editorOf<QLineEdit>(form, u"/customer/shipping/city"_s));
        // An array of objects starts with the rows minItems asks for.
        auto *items = qobject_cast<SchemaArrayField *>(form.field(u"/items"_s));
        QVERIFY(items);
        QCOMPARE(items->rowCount(), 1);
        auto *quantity = editorOf<QSpinBox>(form, u"/items/0/quantity"_s);
        QVERIFY(quantity);
        QCOMPARE(quantity->minimum(), 1);
        QCOMPARE(quantity->maximum(), 99);
        // Numbers keep to their bounds.
        auto *discount = editorOf<QDoubleSpinBox>(form, u"/discount"_s);
        QVERIFY(discount);
        QCOMPARE(discount->minimum(), 0.0);
        QCOMPARE(discount->maximum(), 0.5);
        discount->setValue(0.9);
        QCOMPARE(discount->value(), 0.5);
        // Enums are choices; optional members are disabled until ticked.
        auto *priority = editorOf<QComboBox>(form, u"/priority"_s);
        QVERIFY(priority);
        QCOMPARE(priority->count(), 4);
        QCOMPARE(priority->itemText(2), u"express"_s);
        QVERIFY(!priority->isEnabled());
        form.includeBox(u"/priority"_s)->setChecked(true);
        QVERIFY(priority->isEnabled());
        // A choice of forms, by their titles.
        form.includeBox(u"/payment"_s)->setChecked(true);
        QComboBox *payment = form.formChooser(u"/payment"_s);
        QVERIFY(payment);
        QCOMPARE(payment->count(), 2);
        QCOMPARE(payment->itemText(0), u"1. Card on file"_s);
        QCOMPARE(payment->itemText(1), u"2. Invoice"_s);
        QVERIFY(editorOf<QLineEdit>(form, u"/payment/card"_s));
        payment->setCurrentIndex(1);
        QVERIFY(editorOf<QLineEdit>(form, u"/payment/invoice_to/street"_s));
        // What the form cannot offer as a field is JSON text.
        QVERIFY(editorOf<QPlainTextEdit>(form, u"/x-vendor-hint"_s));
    }

    void valueIsWhatWasFilledIn()
    {
        SchemaForm form;
        form.setSchema(orderSchema());
        QCOMPARE(form.value(), json("{'customer': {}, 'items': [{'quantity': 1}]}").toObject());
        editorOf<QLineEdit>(form, u"/customer/id"_s)->setText(u"C-1"_s);
        editorOf<QLineEdit>(form, u"/items/0/sku"_s)->setText(u"A"_s);
        editorOf<QSpinBox>(form, u"/items/0/quantity"_s)->setValue(3);
        QTest::mouseClick(form.addButton(u"/items"_s), Qt::LeftButton);
        editorOf<QLineEdit>(form, u"/items/1/sku"_s)->setText(u"B"_s);
        QTest::mouseClick(form.addButton(u"/items"_s), Qt::LeftButton);
        editorOf<QLineEdit>(form, u"/items/2/sku"_s)->setText(u"C"_s);
        // The middle row goes; the last moves up.
        QTest::mouseClick(form.removeButton(u"/items/1"_s), Qt::LeftButton);
        QCOMPARE(editorOf<QLineEdit>(form, u"/items/1/sku"_s)->text(), u"C"_s);
        form.includeBox(u"/priority"_s)->setChecked(true);
        auto *priority = editorOf<QComboBox>(form, u"/priority"_s);
        priority->setCurrentIndex(priority->findText(u"overnight"_s));
        form.includeBox(u"/payment"_s)->setChecked(true);
        editorOf<QLineEdit>(form, u"/payment/card"_s)->setText(u"visa-1"_s);
        QCOMPARE(form.value(),
                 json("{'customer': {'id': 'C-1'}, 'items': [{'sku': 'A', 'quantity': 3},"
                      " {'sku': 'C', 'quantity': 1}], 'priority': 'overnight',"
                      " 'payment': {'card': 'visa-1'}}")
                     .toObject());
        QVERIFY(form.check().isEmpty());
        // Unticked, a member is left out again.
        form.includeBox(u"/priority"_s)->setChecked(false);
        QVERIFY(!form.value().contains(u"priority"_s));
    }

    void problemsAreShownBesideTheirFields()
    {
        SchemaForm form;
        form.setSchema(orderSchema());
        form.includeBox(u"/customer/shipping"_s)->setChecked(true);
        editorOf<QLineEdit>(form, u"/customer/shipping/street"_s)->setText(u"Main St 1"_s);
        editorOf<QLineEdit>(form, u"/customer/shipping/city"_s)->setText(u"Oslo"_s);
        form.includeBox(u"/customer/shipping/postcode"_s)->setChecked(true);
        editorOf<QLineEdit>(form, u"/customer/shipping/postcode"_s)->setText(u"12"_s);
        QTest::mouseClick(form.removeButton(u"/items/0"_s), Qt::LeftButton);
        const QList<SchemaValidator::Problem> problems = form.check();
        QStringList paths;
        for (const SchemaValidator::Problem &problem : problems)
            paths.append(problem.path);
        QCOMPARE(paths,
                 (QStringList {u"/customer/id"_s, u"/customer/shipping/postcode"_s, u"/items"_s}));
        QLabel *id = form.problemLabel(u"/customer/id"_s);
        QVERIFY(!id->isHidden());
        QVERIFY(id->text().contains(u"required"_s));
        QVERIFY(form.problemLabel(u"/customer/shipping/postcode"_s)->text().contains(u"pattern"_s));
        QVERIFY(form.problemLabel(u"/items"_s)->text().contains(u"at least 1 item"_s));
        // A problem goes once its field is changed.
        editorOf<QLineEdit>(form, u"/customer/id"_s)->setText(u"C-2"_s);
        QVERIFY(id->isHidden());
        QTest::mouseClick(form.addButton(u"/items"_s), Qt::LeftButton);
        QVERIFY(form.problemLabel(u"/items"_s)->isHidden());
        // JSON text that is no JSON is said as such.
        form.includeBox(u"/x-vendor-hint"_s)->setChecked(true);
        editorOf<QPlainTextEdit>(form, u"/x-vendor-hint"_s)->setPlainText(u"{nope"_s);
        form.check();
        QVERIFY(form.problemLabel(u"/x-vendor-hint"_s)->text().contains(u"no JSON"_s));
    }

    // Every field is reached by Tab where it is shown, also rows added later,
    // and every button says what it does to a screen reader.
    void keyboardReachesEveryField()
    {
        SchemaForm form;
        form.setSchema(orderSchema());
        form.show();
        QVERIFY(QTest::qWaitForWindowActive(&form));
        QTest::mouseClick(form.addButton(u"/items"_s), Qt::LeftButton);
        QPushButton *firstRemove = form.removeButton(u"/items/0"_s);
        QCOMPARE(firstRemove->accessibleName(), u"Remove item 1 of items"_s);
        QCOMPARE(form.addButton(u"/items"_s)->accessibleName(), u"Add an item to items"_s);
        firstRemove->setFocus();
        // The members in the schema's order: quantity, then sku.
        // A widget added to a shown form is shown once the event loop runs.
        QTRY_VERIFY(form.editor(u"/items/1/sku"_s)->isVisible());
        QTest::keyClick(firstRemove, Qt::Key_Tab);
        QVERIFY(QApplication::focusWidget() == form.editor(u"/items/1/quantity"_s)
                || QApplication::focusWidget()->parentWidget()
                    == form.editor(u"/items/1/quantity"_s));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), form.editor(u"/items/1/sku"_s));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), form.removeButton(u"/items/1"_s));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), form.addButton(u"/items"_s));
    }

    // Provider text is text: tooltips are escaped, labels plain.
    void providerTextStaysText()
    {
        SchemaForm form;
        form.setSchema(ValueSchema(json("{'properties': {'<b>x</b>': {'type': 'string',"
                                        " 'description': '<img src=y> \u202e'}},"
                                        " 'required': ['<b>x</b>']}")));
        // "/" in a name is "~1" in a pointer.
        QWidget *editor = form.editor(u"/<b>x<~1b>"_s);
        QVERIFY(editor);
        QVERIFY(editor->toolTip().contains(u"&lt;img src=y&gt;"_s));
        QVERIFY(!editor->toolTip().contains(QChar(0x202e)));
        const QList<QLabel *> labels = form.findChildren<QLabel *>();
        const auto label = std::find_if(labels.cbegin(), labels.cend(), [](QLabel *l) {
            return l->text().startsWith(u"<b>x</b>"_s);
        });
        QVERIFY(label != labels.cend());
        QCOMPARE((*label)->textFormat(), Qt::PlainText);
    }

    // Properties listed and empty: the tool takes nothing (an MCP tool
    // without arguments); no properties named at all: a map of anything.
    void noInputsAndAnyInputs()
    {
        SchemaForm none;
        none.setSchema(ValueSchema(json("{'type': 'object', 'properties': {}}")));
        QVERIFY(!none.findChild<QPlainTextEdit *>());
        const QList<QLabel *> labels = none.findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](QLabel *label) {
            return label->text() == u"The tool takes no inputs."_s;
        }));
        QCOMPARE(none.value(), QJsonObject());
        QVERIFY(none.check().isEmpty());
        SchemaForm any;
        any.setSchema(ValueSchema(json("{'type': 'object'}")));
        QVERIFY(any.findChild<QPlainTextEdit *>());
    }

    // A schema that refers to itself, nests deep or is huge makes a bounded
    // form quickly; where it stops, the value is asked for as JSON.
    void hostileSchemasMakeBoundedForms_data()
    {
        QTest::addColumn<QJsonValue>("schema");
        QTest::addColumn<QString>("pointer");

        QTest::newRow("refers to itself twice, required")
            << json("{'type': 'object', 'properties': {'a': {'$ref': '#'}, 'b': {'$ref': '#'}},"
                    " 'required': ['a', 'b']}")
            << u"/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a"_s;
        QJsonObject deep {{u"type"_s, u"string"_s}};
        for (int i = 0; i < 40; ++i)
            deep = QJsonObject {{u"properties"_s, QJsonObject {{u"n"_s, deep}}},
                                {u"required"_s, QJsonArray {u"n"_s}}};
        QTest::newRow("nested 40 deep")
            << QJsonValue(deep) << u"/n/n/n/n/n/n/n/n/n/n/n/n/n/n/n/n/n"_s;
        QJsonObject many;
        for (int i = 0; i < 5000; ++i)
            many.insert(u"p%1"_s.arg(i), QJsonObject {{u"type"_s, u"string"_s}});
        QJsonObject wide {
            {u"properties"_s, QJsonObject {{u"wide"_s, QJsonObject {{u"properties"_s, many}}}}},
            {u"required"_s, QJsonArray {u"wide"_s}}};
        QTest::newRow("5,000 members") << QJsonValue(wide) << u"/wide"_s;
    }

    void hostileSchemasMakeBoundedForms()
    {
        QFETCH(QJsonValue, schema);
        QFETCH(QString, pointer);
        QElapsedTimer timer;
        timer.start();
        SchemaForm form;
        form.setSchema(ValueSchema(schema));
        QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(form.findChildren<QWidget *>().size() < 20 * SchemaForm::MaxFields);
        QVERIFY2(qobject_cast<QPlainTextEdit *>(form.editor(pointer)), qPrintable(pointer));
        form.check();
    }
};

QTEST_MAIN(tst_SchemaForm)
#include "tst_schemaform.moc"

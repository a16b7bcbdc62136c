// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"
#include "tool/signaturediff.h"

#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;
using Kind = SignatureChange::Kind;

namespace {

ToolSignature parse(const QJsonObject &object)
{
    return SignatureParser::parseSignature(object, QStringLiteral("$")).signature;
}

} // namespace

class tst_SignatureDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void identicalVersionsHaveNoChanges()
    {
        QVERIFY(SignatureDiff::compare(parse(validTool()), parse(validTool())).isEmpty());
    }

    void findsEachKindOfChange_data()
    {
        QTest::addColumn<QJsonObject>("newer");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("breaking");
        const QJsonObject t = validTool();
        const QString inputs = QStringLiteral("input_parameters");
        const QString outputs = QStringLiteral("output_parameters");
        const QString values = QStringLiteral("allowed-values");
        QTest::newRow("tool renamed")
            << with(t, QStringLiteral("name"), QStringLiteral("weather_now"))
            << int(Kind::ToolRenamed) << QStringLiteral("$.name") << true;
        QTest::newRow("description")
            << with(t, QStringLiteral("description"), QStringLiteral("New."))
            << int(Kind::DescriptionChanged) << QStringLiteral("$.description") << false;
        QTest::newRow("img") << with(t, QStringLiteral("img"), QJsonValue::Undefined)
                             << int(Kind::ImgChanged) << QStringLiteral("$.img") << false;
        QTest::newRow("tags") << with(t, QStringLiteral("tags"), QJsonArray {})
                              << int(Kind::TagsChanged) << QStringLiteral("$.tags") << false;
        QTest::newRow("optional input added")
            << appendParameter(t, inputs,
                               QJsonObject {{QStringLiteral("id"), QStringLiteral("lang")},
                                            {QStringLiteral("name"), QStringLiteral("Language")},
                                            {QStringLiteral("required"), false}})
            << int(Kind::InputAdded) << QStringLiteral("$.input_parameters[3]") << false;
        QTest::newRow("required input added")
            << appendParameter(t, inputs,
                               QJsonObject {{QStringLiteral("id"), QStringLiteral("lang")},
                                            {QStringLiteral("name"), QStringLiteral("Language")}})
            << int(Kind::InputAdded) << QStringLiteral("$.input_parameters[3]") << true;
        QTest::newRow("input removed") << removeParameter(t, inputs, 1) << int(Kind::InputRemoved)
                                       << QStringLiteral("$.input_parameters[1]") << true;
        QTest::newRow("input renamed")
            << withInput(t, 0, QStringLiteral("name"), QStringLiteral("Town"))
            << int(Kind::InputRenamed) << QStringLiteral("$.input_parameters[0].name") << true;
        QTest::newRow("input type")
            << withInput(t, 0, QStringLiteral("type"), QStringLiteral("int"))
            << int(Kind::InputTypeChanged) << QStringLiteral("$.input_parameters[0].type") << true;
        QTest::newRow("input required")
            << withInput(t, 2, QStringLiteral("required"), true) << int(Kind::InputRequiredChanged)
            << QStringLiteral("$.input_parameters[2].required") << true;
        QTest::newRow("input optional")
            << withInput(t, 0, QStringLiteral("required"), false) << int(Kind::InputRequiredChanged)
            << QStringLiteral("$.input_parameters[0].required") << false;
        QTest::newRow("max lowered")
            << withInput(t, 2, QStringLiteral("max"), 5) << int(Kind::InputMaxChanged)
            << QStringLiteral("$.input_parameters[2].max") << true;
        QTest::newRow("max raised")
            << withInput(t, 2, QStringLiteral("max"), 50) << int(Kind::InputMaxChanged)
            << QStringLiteral("$.input_parameters[2].max") << false;
        QTest::newRow("input description")
            << withInput(t, 0, QStringLiteral("description"), QStringLiteral("Any city."))
            << int(Kind::InputDescriptionChanged)
            << QStringLiteral("$.input_parameters[0].description") << false;
        QTest::newRow("enum value removed")
            << withInput(
                   t, 1, values,
                   QJsonArray {allowedValue(QStringLiteral("CELSIUS"), QStringLiteral("Metric."))})
            << int(Kind::EnumValueRemoved)
            << QStringLiteral("$.input_parameters[1]['allowed-values']") << true;
        QTest::newRow("enum value added") << withInput(
            t, 1, values,
            QJsonArray {allowedValue(QStringLiteral("CELSIUS"), QStringLiteral("Metric.")),
                        allowedValue(QStringLiteral("FAHRENHEIT"), QStringLiteral("Imperial.")),
                        allowedValue(QStringLiteral("KELVIN"), QStringLiteral("SI."))})
                                          << int(Kind::EnumValueAdded)
                                          << QStringLiteral(
                                                 "$.input_parameters[1]['allowed-values'][2]")
                                          << false;
        QTest::newRow("enum value description") << withInput(
            t, 1, values,
            QJsonArray {allowedValue(QStringLiteral("CELSIUS"), QStringLiteral("Metric, SI.")),
                        allowedValue(QStringLiteral("FAHRENHEIT"), QStringLiteral("Imperial."))})
                                                << int(Kind::EnumValueDescriptionChanged)
                                                << QStringLiteral(
                                                       "$.input_parameters[1]['allowed-values'][0]")
                                                << false;
        QTest::newRow("output added")
            << appendParameter(t, outputs,
                               QJsonObject {{QStringLiteral("name"), QStringLiteral("Wind")}})
            << int(Kind::OutputAdded) << QStringLiteral("$.output_parameters[2]") << false;
        QTest::newRow("output removed")
            << removeParameter(t, outputs, 0) << int(Kind::OutputRemoved)
            << QStringLiteral("$.output_parameters[0]") << true;
        QTest::newRow("output renamed")
            << withOutput(t, 0, QStringLiteral("name"), QStringLiteral("Temp"))
            << int(Kind::OutputRenamed) << QStringLiteral("$.output_parameters[0].name") << true;
        QTest::newRow("output type")
            << withOutput(t, 0, QStringLiteral("type"), QStringLiteral("string"))
            << int(Kind::OutputTypeChanged) << QStringLiteral("$.output_parameters[0].type")
            << true;
        QTest::newRow("output description")
            << withOutput(t, 0, QStringLiteral("description"), QStringLiteral("Now."))
            << int(Kind::OutputDescriptionChanged)
            << QStringLiteral("$.output_parameters[0].description") << false;
    }

    void findsEachKindOfChange()
    {
        QFETCH(QJsonObject, newer);
        QFETCH(int, kind);
        QFETCH(QString, path);
        QFETCH(bool, breaking);
        const auto changes = SignatureDiff::compare(parse(validTool()), parse(newer));
        QCOMPARE(changes.size(), 1);
        const SignatureChange &change = changes.first();
        QCOMPARE(int(change.kind), kind);
        QCOMPARE(change.path, path);
        QCOMPARE(change.isBreaking(), breaking);
        QVERIFY(!change.summary.isEmpty());
    }

    // A provider's parameter name holding placeholders must not swallow the numbers after it.
    void summaryKeepsPlaceholdersInNames()
    {
        const QJsonObject older
            = withInput(validTool(), 2, QStringLiteral("name"), QStringLiteral("Days %2 %1 %3"));
        const QJsonObject newer = withInput(older, 2, QStringLiteral("max"), 5);
        const auto changes = SignatureDiff::compare(parse(older), parse(newer));
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().summary,
                 QStringLiteral("maximum of input \"Days %2 %1 %3\" changed from 14 to 5"));
    }

    // Ids, not positions, identify inputs: reordering changes nothing.
    void matchesInputsById()
    {
        QJsonObject reordered = validTool();
        QJsonArray inputs = reordered.value(QStringLiteral("input_parameters")).toArray();
        const QJsonValue first = inputs.takeAt(0);
        inputs.append(first);
        reordered.insert(QStringLiteral("input_parameters"), inputs);
        QVERIFY(SignatureDiff::compare(parse(validTool()), parse(reordered)).isEmpty());
    }

    // With the inputs compared as schemas, only input changes give way to
    // the schema's: an output's allowed value is still reported.
    void schemasReplaceOnlyTheInputs()
    {
        ToolSignature older;
        older.name = QStringLiteral("t");
        OutputParameter status;
        status.id = QStringLiteral("status");
        status.name = QStringLiteral("Status");
        status.type = ParameterType::Enum;
        status.allowedValues = {{QStringLiteral("OK"), {}}, {QStringLiteral("LATE"), {}}};
        older.outputs = {status};
        InputParameter city;
        city.id = QStringLiteral("city");
        city.name = QStringLiteral("City");
        older.inputs = {city};
        ToolSignature newer = older;
        newer.outputs[0].allowedValues.removeLast();
        newer.inputs[0].description = QStringLiteral("Changed in the A2T view only.");
        const ValueSchema same(QJsonObject {{QStringLiteral("type"), QStringLiteral("object")}});
        const QList<SignatureChange> changes = SignatureDiff::compare(older, newer, &same, &same);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.constFirst().kind, Kind::EnumValueRemoved);
        QVERIFY(!changes.constFirst().isInputChange());
    }
};

QTEST_GUILESS_MAIN(tst_SignatureDiff)
#include "tst_signaturediff.moc"

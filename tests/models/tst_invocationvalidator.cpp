// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/invocationvalidator.h"
#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"

#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;

namespace {

const QString Inputs = QStringLiteral("input_parameters");

QJsonObject input(const QString &name, const QString &type, bool required)
{
    return {{QStringLiteral("id"), name.toLower()},
            {QStringLiteral("name"), name},
            {QStringLiteral("description"), QStringLiteral("An input.")},
            {QStringLiteral("type"), type},
            {QStringLiteral("required"), required}};
}

// The fixtures' weather tool: City (string, required), Units (enum CELSIUS
// or FAHRENHEIT, required), Days (int up to 14, optional); and Alerts
// (boolean, optional).
QJsonObject weatherTool()
{
    return appendParameter(validTool(), Inputs,
                           input(QStringLiteral("Alerts"), QStringLiteral("boolean"), false));
}

ToolSignature signature(const QJsonObject &object)
{
    return SignatureParser::parseSignature(object, QStringLiteral("$")).signature;
}

QHash<QString, QJsonValue> values(const QJsonObject &object)
{
    QHash<QString, QJsonValue> result;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        result.insert(it.key(), it.value());
    return result;
}

} // namespace

class tst_InvocationValidator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // An empty code: the inputs are accepted.
    void validate_data()
    {
        QTest::addColumn<QJsonObject>("tool");
        QTest::addColumn<QJsonObject>("inputs");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("parameter");
        QTest::addColumn<QString>("message"); // part of it

        const QJsonObject tool = weatherTool();
        const QJsonObject complete {{QStringLiteral("City"), QStringLiteral("Boston")},
                                    {QStringLiteral("Units"), QStringLiteral("CELSIUS")},
                                    {QStringLiteral("Days"), 3},
                                    {QStringLiteral("Alerts"), true}};
        const QJsonObject minimal
            = with(with(complete, QStringLiteral("Days"), QJsonValue::Undefined),
                   QStringLiteral("Alerts"), QJsonValue::Undefined);
        const auto row = [&](const char *name, const QJsonObject &inputs, const QString &code = {},
                             const QString &parameter = {}, const QString &message = {}) {
            QTest::newRow(name) << tool << inputs << code << parameter << message;
        };

        row("every input", complete);
        row("optional inputs left out", minimal);
        row("a required input missing",
            with(minimal, QStringLiteral("City"), QJsonValue::Undefined),
            QStringLiteral("missing_input"), QStringLiteral("City"), QStringLiteral("\"City\""));
        row("an unknown input", with(minimal, QStringLiteral("Wind"), 3),
            QStringLiteral("unknown_input"), QStringLiteral("Wind"), QStringLiteral("\"Wind\""));
        // Inputs are named by their name, which the LLM synthesizes, not their id.
        row("an input named by its id",
            with(with(minimal, QStringLiteral("City"), QJsonValue::Undefined),
                 QStringLiteral("city"), QStringLiteral("Boston")),
            QStringLiteral("unknown_input"), QStringLiteral("city"));
        row("names are case-sensitive",
            with(with(minimal, QStringLiteral("City"), QJsonValue::Undefined),
                 QStringLiteral("CITY"), QStringLiteral("Boston")),
            QStringLiteral("unknown_input"), QStringLiteral("CITY"));
        row("an unknown input is reported before a missing one",
            with(with(minimal, QStringLiteral("City"), QJsonValue::Undefined),
                 QStringLiteral("Town"), QStringLiteral("Boston")),
            QStringLiteral("unknown_input"), QStringLiteral("Town"));
        row("a string given a number", with(minimal, QStringLiteral("City"), 5),
            QStringLiteral("invalid_type"), QStringLiteral("City"), QStringLiteral("a string"));
        row("a string given null", with(minimal, QStringLiteral("City"), QJsonValue::Null),
            QStringLiteral("invalid_type"), QStringLiteral("City"));
        row("an empty string", with(minimal, QStringLiteral("City"), QString()));
        row("an enum value not allowed",
            with(minimal, QStringLiteral("Units"), QStringLiteral("KELVIN")),
            QStringLiteral("value_not_allowed"), QStringLiteral("Units"),
            QStringLiteral("one of CELSIUS, FAHRENHEIT, not \"KELVIN\""));
        row("an enum value in another case",
            with(minimal, QStringLiteral("Units"), QStringLiteral("celsius")),
            QStringLiteral("value_not_allowed"), QStringLiteral("Units"));
        row("an enum value's description",
            with(minimal, QStringLiteral("Units"), QStringLiteral("Metric.")),
            QStringLiteral("value_not_allowed"), QStringLiteral("Units"));
        row("an enum given a number", with(minimal, QStringLiteral("Units"), 0),
            QStringLiteral("invalid_type"), QStringLiteral("Units"));
        row("the other enum value",
            with(minimal, QStringLiteral("Units"), QStringLiteral("FAHRENHEIT")));
        row("an int at its maximum", with(minimal, QStringLiteral("Days"), 14));
        row("an int above its maximum", with(minimal, QStringLiteral("Days"), 15),
            QStringLiteral("out_of_range"), QStringLiteral("Days"),
            QStringLiteral("is 15, above its maximum 14"));
        row("an int far above its maximum", with(minimal, QStringLiteral("Days"), 1e300),
            QStringLiteral("out_of_range"), QStringLiteral("Days"));
        row("an int written with a fraction of zero", with(minimal, QStringLiteral("Days"), 3.0));
        row("an int given a fraction", with(minimal, QStringLiteral("Days"), 2.5),
            QStringLiteral("invalid_type"), QStringLiteral("Days"), QStringLiteral("an integer"));
        row("an int given its digits as a string",
            with(minimal, QStringLiteral("Days"), QStringLiteral("3")),
            QStringLiteral("invalid_type"), QStringLiteral("Days"));
        row("an int given true", with(minimal, QStringLiteral("Days"), true),
            QStringLiteral("invalid_type"), QStringLiteral("Days"));
        row("a boolean", with(minimal, QStringLiteral("Alerts"), false));
        row("a boolean given a word",
            with(minimal, QStringLiteral("Alerts"), QStringLiteral("true")),
            QStringLiteral("invalid_type"), QStringLiteral("Alerts"),
            QStringLiteral("true or false"));
        row("a boolean given 1", with(minimal, QStringLiteral("Alerts"), 1),
            QStringLiteral("invalid_type"), QStringLiteral("Alerts"));

        // Without "max" an int may be up to 65535 (draft 5.1).
        const QJsonObject noMax = withInput(tool, 2, QStringLiteral("max"), QJsonValue::Undefined);
        QTest::newRow("the default maximum")
            << noMax << with(minimal, QStringLiteral("Days"), 65535) << QString() << QString()
            << QString();
        QTest::newRow("above the default maximum")
            << noMax << with(minimal, QStringLiteral("Days"), 65536)
            << QStringLiteral("out_of_range") << QStringLiteral("Days") << QStringLiteral("65535");

        // Types the draft does not allow for inputs cannot be sent, whatever the value.
        for (const QString &type : {QStringLiteral("json"), QStringLiteral("date")}) {
            const QJsonObject odd
                = appendParameter(tool, Inputs, input(QStringLiteral("When"), type, false));
            QTest::addRow("an input of type %s", qPrintable(type))
                << odd << with(minimal, QStringLiteral("When"), QStringLiteral("today"))
                << QStringLiteral("unsupported_type") << QStringLiteral("When")
                << QStringLiteral("cannot be sent");
            QTest::addRow("an optional input of type %s left out", qPrintable(type))
                << odd << minimal << QString() << QString() << QString();
        }
    }

    void validate()
    {
        QFETCH(QJsonObject, tool);
        QFETCH(QJsonObject, inputs);
        QFETCH(QString, code);
        QFETCH(QString, parameter);
        QFETCH(QString, message);
        const std::optional<InvocationValidator::Problem> problem
            = InvocationValidator::validate(signature(tool), values(inputs));
        if (code.isEmpty()) {
            QVERIFY2(!problem, problem ? qPrintable(problem->message) : "");
            return;
        }
        QVERIFY(problem);
        QCOMPARE(problem->code, code);
        QCOMPARE(problem->parameter, parameter);
        QVERIFY2(problem->message.contains(message), qPrintable(problem->message));
    }

    // What a user typed for an input, as the JSON value its type calls for.
    // An empty code: the text is accepted as `value`.
    void valueFromText_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("code");

        const QString invalid = QStringLiteral("invalid_type");
        const auto row = [](const char *name, const char *type, const QString &text,
                            const QJsonValue &value, const QString &code = {}) {
            QTest::newRow(name) << QString::fromLatin1(type) << text << value << code;
        };
        row("int", "int", QStringLiteral("42"), 42);
        row("int with spaces around", "int", QStringLiteral(" 42\t"), 42);
        row("negative int", "int", QStringLiteral("-7"), -7);
        row("int beyond double precision", "int", QStringLiteral("9007199254740993"),
            QJsonValue(qint64(9007199254740993)));
        row("int with a fraction", "int", QStringLiteral("4.5"), {}, invalid);
        row("int in words", "int", QStringLiteral("four"), {}, invalid);
        row("int, nothing typed", "int", QString(), {}, invalid);
        row("int too long for 64 bits", "int", QStringLiteral("99999999999999999999"), {}, invalid);
        row("boolean true", "boolean", QStringLiteral("true"), true);
        row("boolean TRUE", "boolean", QStringLiteral("TRUE"), true);
        row("boolean yes", "boolean", QStringLiteral(" yes "), true);
        row("boolean 1", "boolean", QStringLiteral("1"), true);
        row("boolean false", "boolean", QStringLiteral("false"), false);
        row("boolean No", "boolean", QStringLiteral("No"), false);
        row("boolean 0", "boolean", QStringLiteral("0"), false);
        row("boolean maybe", "boolean", QStringLiteral("maybe"), {}, invalid);
        row("boolean, nothing typed", "boolean", QString(), {}, invalid);
        // Strings are taken as typed, spaces and digits included.
        row("string", "string", QStringLiteral(" Boston "), QStringLiteral(" Boston "));
        row("string of digits", "string", QStringLiteral("42"), QStringLiteral("42"));
        row("string, nothing typed", "string", QString(), QString());
        // Checked against the allowed values later, by checkValue().
        row("enum", "enum", QStringLiteral("celsius"), QStringLiteral("celsius"));
    }

    void valueFromText()
    {
        QFETCH(QString, type);
        QFETCH(QString, text);
        QFETCH(QJsonValue, value);
        QFETCH(QString, code);
        InputParameter parameter;
        parameter.name = QStringLiteral("Amount");
        parameter.type = parameterTypeFromName(type);
        QVERIFY(parameter.type != ParameterType::Unknown);
        const auto converted = InvocationValidator::valueFromText(parameter, text);
        if (code.isEmpty()) {
            if (const auto *problem = std::get_if<InvocationValidator::Problem>(&converted))
                QFAIL(qPrintable(problem->message));
            const QJsonValue result = std::get<QJsonValue>(converted);
            QCOMPARE(result, value);
            QCOMPARE(result.type(), value.type());
            return;
        }
        QVERIFY2(std::holds_alternative<InvocationValidator::Problem>(converted), "accepted");
        const auto problem = std::get<InvocationValidator::Problem>(converted);
        QCOMPARE(problem.code, code);
        QCOMPARE(problem.parameter, QStringLiteral("Amount"));
        QVERIFY2(problem.message.contains(QStringLiteral("\"Amount\"")),
                 qPrintable(problem.message));
        QVERIFY2(problem.message.contains(text.left(80)), qPrintable(problem.message));
    }

    // What a user types, converted and then checked as the provider will
    // check it: a number above the maximum is caught before it is sent.
    void typedValueIsCheckedAgainstTheSignature_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        QTest::newRow("within") << QStringLiteral("14") << QString();
        QTest::newRow("above the maximum")
            << QStringLiteral("15") << QStringLiteral("out_of_range");
        QTest::newRow("zero") << QStringLiteral("0") << QString();
    }

    void typedValueIsCheckedAgainstTheSignature()
    {
        QFETCH(QString, text);
        QFETCH(QString, code);
        const ToolSignature tool = signature(weatherTool());
        const InputParameter &days = tool.inputs.at(2);
        QCOMPARE(days.name, QStringLiteral("Days"));
        const auto converted = InvocationValidator::valueFromText(days, text);
        QVERIFY(std::holds_alternative<QJsonValue>(converted));
        const std::optional<InvocationValidator::Problem> problem
            = InvocationValidator::checkValue(days, std::get<QJsonValue>(converted));
        QCOMPARE(problem ? problem->code : QString(), code);
    }
};

QTEST_GUILESS_MAIN(tst_InvocationValidator)
#include "tst_invocationvalidator.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// LLM tool definitions: the three formats' shapes and the schema mapping.

#include "dialects/a2t/signatureparser.h"
#include "sharing/tooldefinitions.h"
#include "signaturefixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Toolshelf;

class tst_ToolDefinitions : public QObject
{
    Q_OBJECT

    static ToolSignature weather()
    {
        return SignatureParser::parseSignature(Fixtures::validTool(), QStringLiteral("$"))
            .signature;
    }

    // The document, which read back as written.
    static QByteArray rendered(ToolDefinitions::Format format,
                               const QList<ToolSignature> &signatures)
    {
        const auto result = ToolDefinitions::render(
            format, QList<ToolDefinitions::Definition>(signatures.cbegin(), signatures.cend()));
        if (const auto *problem = std::get_if<QString>(&result))
            qFatal("not rendered: %s", qPrintable(*problem));
        return std::get<QByteArray>(result);
    }

    // The one tool of a rendered document, whatever the format's wrapping.
    static QJsonObject onlyTool(ToolDefinitions::Format format, const QByteArray &json)
    {
        const QJsonDocument document = QJsonDocument::fromJson(json);
        const QJsonArray tools = format == ToolDefinitions::Format::Mcp
            ? document.object().value(QStringLiteral("tools")).toArray()
            : document.array();
        return tools.size() == 1 ? tools.at(0).toObject() : QJsonObject();
    }

private Q_SLOTS:
    void formats_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("nameKey");
        QTest::addColumn<QString>("schemaKey");
        QTest::newRow("openai") << QStringLiteral("openai") << QStringLiteral("function/name")
                                << QStringLiteral("function/parameters");
        QTest::newRow("anthropic") << QStringLiteral("anthropic") << QStringLiteral("name")
                                   << QStringLiteral("input_schema");
        QTest::newRow("mcp") << QStringLiteral("mcp") << QStringLiteral("name")
                             << QStringLiteral("inputSchema");
    }

    void formats()
    {
        QFETCH(QString, name);
        QFETCH(QString, nameKey);
        QFETCH(QString, schemaKey);
        const auto format = ToolDefinitions::formatFromName(name);
        QVERIFY(format);
        QCOMPARE(ToolDefinitions::formatName(*format), name);
        const QJsonObject tool = onlyTool(*format, rendered(*format, {weather()}));
        const auto at = [&tool](const QString &path) {
            QJsonValue value = tool;
            for (const QString &part : path.split(u'/'))
                value = value.toObject().value(part);
            return value;
        };
        if (*format == ToolDefinitions::Format::OpenAI)
            QCOMPARE(tool.value(QStringLiteral("type")).toString(), QStringLiteral("function"));
        QCOMPARE(at(nameKey).toString(), QStringLiteral("lookup_weather_by_city"));
        const QString descriptionKey
            = nameKey.replace(QStringLiteral("name"), QStringLiteral("description"));
        QCOMPARE(at(descriptionKey).toString(),
                 QStringLiteral("Invoke this tool to look up the weather."));
        QCOMPARE(at(schemaKey).toObject(), ToolDefinitions::inputSchema(weather()));
    }

    // Keys are the inputs' ids; each name is its property's title.
    void schemaMapping()
    {
        const QJsonObject schema = ToolDefinitions::inputSchema(weather());
        QCOMPARE(schema.value(QStringLiteral("type")).toString(), QStringLiteral("object"));
        const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
        QCOMPARE(properties.keys(),
                 (QStringList {QStringLiteral("city"), QStringLiteral("days"),
                               QStringLiteral("units")}));
        const QJsonObject city = properties.value(QStringLiteral("city")).toObject();
        QCOMPARE(city.value(QStringLiteral("type")).toString(), QStringLiteral("string"));
        QCOMPARE(city.value(QStringLiteral("title")).toString(), QStringLiteral("City"));
        QCOMPARE(city.value(QStringLiteral("description")).toString(),
                 QStringLiteral("The city, e.g. Boston."));
        const QJsonObject days = properties.value(QStringLiteral("days")).toObject();
        QCOMPARE(days.value(QStringLiteral("type")).toString(), QStringLiteral("integer"));
        QCOMPARE(days.value(QStringLiteral("maximum")).toInteger(), 14);
        QCOMPARE(days.value(QStringLiteral("title")).toString(), QStringLiteral("Days"));
        const QJsonObject units = properties.value(QStringLiteral("units")).toObject();
        QCOMPARE(units.value(QStringLiteral("type")).toString(), QStringLiteral("string"));
        QCOMPARE(units.value(QStringLiteral("enum")).toArray(),
                 (QJsonArray {QStringLiteral("CELSIUS"), QStringLiteral("FAHRENHEIT")}));
        QCOMPARE(units.value(QStringLiteral("description")).toString(),
                 QStringLiteral("Temperature units.\nCELSIUS: Metric.\nFAHRENHEIT: Imperial."));
        // Days is optional.
        QCOMPARE(schema.value(QStringLiteral("required")).toArray(),
                 (QJsonArray {QStringLiteral("city"), QStringLiteral("units")}));
        // A name equal to its id needs no title.
        const ToolSignature plain
            = SignatureParser::parseSignature(Fixtures::withInput(Fixtures::validTool(), 0,
                                                                  QStringLiteral("name"),
                                                                  QStringLiteral("city")),
                                              QStringLiteral("$"))
                  .signature;
        QVERIFY(!ToolDefinitions::inputSchema(
                     plain)[QStringLiteral("properties")][QStringLiteral("city")]
                     .toObject()
                     .contains(QStringLiteral("title")));
    }

    // What a tool answers, for the declarations' output contract: A2T outputs
    // keyed by name (an answer names them so), a json output any value, the
    // user's texts in; a served schema kept whole with the user's texts.
    void outputSchema()
    {
        ToolSignature edited = weather();
        edited.outputs[0].description = QStringLiteral("Ours.");
        const std::optional<QJsonObject> schema
            = ToolDefinitions::outputSchemaOf(ToolDefinitions::Definition(edited));
        QVERIFY(schema);
        QCOMPARE(*schema,
                 (QJsonObject {
                     {QStringLiteral("type"), QStringLiteral("object")},
                     {QStringLiteral("properties"),
                      QJsonObject {
                          {QStringLiteral("Temperature"),
                           QJsonObject {{QStringLiteral("type"), QStringLiteral("integer")},
                                        {QStringLiteral("description"), QStringLiteral("Ours.")}}},
                          {QStringLiteral("Details"),
                           QJsonObject {{QStringLiteral("description"),
                                         QStringLiteral("Hourly breakdown.")}}}}}}));
        ToolSignature silent = weather();
        silent.outputs.clear();
        QVERIFY(!ToolDefinitions::outputSchemaOf(ToolDefinitions::Definition(silent)));

        Tool served;
        served.dialect = QStringLiteral("mcp");
        served.output = ValueSchema(QJsonObject {
            {QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"),
             QJsonObject {{QStringLiteral("sum"),
                           QJsonObject {{QStringLiteral("type"), QStringLiteral("number")},
                                        {QStringLiteral("description"), QStringLiteral("A+B.")}}},
                          {QStringLiteral("items"),
                           QJsonObject {{QStringLiteral("type"), QStringLiteral("array")}}}}}});
        ToolSignature texts;
        OutputParameter sum;
        sum.name = QStringLiteral("sum");
        sum.description = QStringLiteral("Total.");
        texts.outputs.append(sum);
        const std::optional<QJsonObject> kept
            = ToolDefinitions::outputSchemaOf(ToolDefinitions::Definition(texts, served));
        QVERIFY(kept);
        QCOMPARE((*kept)[QStringLiteral("properties")][QStringLiteral("sum")].toObject(),
                 (QJsonObject {{QStringLiteral("type"), QStringLiteral("number")},
                               {QStringLiteral("description"), QStringLiteral("Total.")}}));
        QCOMPARE((*kept)[QStringLiteral("properties")][QStringLiteral("items")].toObject(),
                 (QJsonObject {{QStringLiteral("type"), QStringLiteral("array")}}));
        served.output.reset();
        QVERIFY(!ToolDefinitions::outputSchemaOf(ToolDefinitions::Definition(texts, served)));
    }

    void booleanAndDefaults()
    {
        QJsonObject object = Fixtures::withInput(Fixtures::validTool(), 0, QStringLiteral("type"),
                                                 QStringLiteral("boolean"));
        object = Fixtures::withInput(object, 2, QStringLiteral("max"), QJsonValue::Undefined);
        const ToolSignature signature
            = SignatureParser::parseSignature(object, QStringLiteral("$")).signature;
        const QJsonObject properties = ToolDefinitions::inputSchema(signature)
                                           .value(QStringLiteral("properties"))
                                           .toObject();
        QCOMPARE(properties.value(QStringLiteral("city")).toObject().value(QStringLiteral("type")),
                 QJsonValue(QStringLiteral("boolean")));
        QCOMPARE(properties.value(QStringLiteral("days"))
                     .toObject()
                     .value(QStringLiteral("maximum"))
                     .toInteger(),
                 65535);
    }

    // An id a target cannot take as a key is refused for that target, with
    // its rule, rather than replaced by a key made up.
    void idsBreakingATargetsRuleAreRefused()
    {
        const ToolSignature signature
            = SignatureParser::parseSignature(Fixtures::withInput(Fixtures::validTool(), 0,
                                                                  QStringLiteral("id"),
                                                                  QStringLiteral("the city")),
                                              QStringLiteral("$"))
                  .signature;
        const auto anthropic
            = ToolDefinitions::render(ToolDefinitions::Format::Anthropic, {weather(), signature});
        QVERIFY(std::holds_alternative<QString>(anthropic));
        const QString &why = std::get<QString>(anthropic);
        for (const char *expected :
             {"lookup_weather_by_city", "\"City\"", "\"the city\"", "^[a-zA-Z0-9_.-]{1,64}$"})
            QVERIFY2(why.contains(QLatin1String(expected)), qPrintable(why));
        QVERIFY(std::holds_alternative<QByteArray>(
            ToolDefinitions::render(ToolDefinitions::Format::OpenAI, {signature})));
        // No id at all fits no target.
        const ToolSignature noId
            = SignatureParser::parseSignature(
                  Fixtures::withInput(Fixtures::validTool(), 0, QStringLiteral("id"), QString()),
                  QStringLiteral("$"))
                  .signature;
        QVERIFY(std::holds_alternative<QString>(
            ToolDefinitions::render(ToolDefinitions::Format::Mcp, {noId})));
    }

    void functionNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("taken");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("get_weather") << QStringList()
                               << QStringLiteral("get_weather");
        QTest::newRow("spaces and dots") << QStringLiteral("get weather.v2") << QStringList()
                                         << QStringLiteral("get_weather_v2");
        QTest::newRow("empty") << QString() << QStringList() << QStringLiteral("tool");
        QTest::newRow("taken") << QStringLiteral("a") << QStringList {QStringLiteral("a")}
                               << QStringLiteral("a_2");
        QTest::newRow("long") << QString(100, u'x') << QStringList() << QString(64, u'x');
        QTest::newRow("long taken") << QString(100, u'x') << QStringList {QString(64, u'x')}
                                    << QString(QString(62, u'x') + QStringLiteral("_2"));
    }

    void functionNames()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, taken);
        QFETCH(QString, expected);
        QCOMPARE(ToolDefinitions::functionName(name, taken), expected);
    }

    void duplicateNamesStayDistinct()
    {
        const QJsonArray tools
            = QJsonDocument::fromJson(
                  rendered(ToolDefinitions::Format::Anthropic, {weather(), weather()}))
                  .array();
        QCOMPARE(tools.size(), 2);
        QCOMPARE(tools.at(1).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("lookup_weather_by_city_2"));
    }

    // Read back before they are returned: two inputs of one id would be one
    // property of the schema, so the definitions are refused with the reason.
    void inputsThatDoNotReadBackAreRefused()
    {
        const QJsonObject twins = Fixtures::withInput(Fixtures::validTool(), 1,
                                                      QStringLiteral("id"), QStringLiteral("city"));
        const ToolSignature signature
            = SignatureParser::parseSignature(twins, QStringLiteral("$")).signature;
        for (const auto format :
             {ToolDefinitions::Format::OpenAI, ToolDefinitions::Format::Anthropic,
              ToolDefinitions::Format::Mcp}) {
            const auto result = ToolDefinitions::render(format, {weather(), signature});
            QVERIFY(std::holds_alternative<QString>(result));
            QVERIFY2(std::get<QString>(result).contains(
                         QLatin1String("two inputs with the id \"city\"")),
                     qPrintable(std::get<QString>(result)));
        }
    }

    // Hostile text is data here: it reaches the LLM's definitions exactly.
    void hostileTextIsExact()
    {
        const QString text = QStringLiteral("a\u202Eb\u200B\x01\u2028\\\"");
        const ToolSignature signature
            = SignatureParser::parseSignature(
                  Fixtures::with(Fixtures::validTool(), QStringLiteral("description"), text),
                  QStringLiteral("$"))
                  .signature;
        const QJsonObject tool = onlyTool(ToolDefinitions::Format::Mcp,
                                          rendered(ToolDefinitions::Format::Mcp, {signature}));
        QCOMPARE(tool.value(QStringLiteral("description")).toString(), text);
    }

    void unknownFormat() { QVERIFY(!ToolDefinitions::formatFromName(QStringLiteral("gemini"))); }
};

QTEST_GUILESS_MAIN(tst_ToolDefinitions)
#include "tst_tooldefinitions.moc"

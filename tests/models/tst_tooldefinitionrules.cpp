// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The published rules of each LLM API's tool definitions, at their
// boundaries: what passes, and what is refused with the rule and the value.

#include "sharing/tooldefinitionrules.h"

#include <QJsonArray>
#include <QTest>

using namespace Toolshelf;
using Format = ToolDefinitions::Format;

Q_DECLARE_METATYPE(ToolDefinitions::Format)

class tst_ToolDefinitionRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void toolNames_data()
    {
        QTest::addColumn<Format>("target");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("accepted");
        for (const Format target : {Format::OpenAI, Format::Anthropic}) {
            const QString api = ToolDefinitions::formatName(target);
            const auto row = [&api](const char *what) -> QTestData & {
                return QTest::newRow(qPrintable(api + u' ' + QLatin1String(what)));
            };
            row("snake_case") << target << QStringLiteral("get_weather") << true;
            row("dash and digits") << target << QStringLiteral("get-weather-2") << true;
            row("one character") << target << QStringLiteral("a") << true;
            row("64 characters") << target << QString(64, u'x') << true;
            row("65 characters") << target << QString(65, u'x') << false;
            row("empty") << target << QString() << false;
            row("dot") << target << QStringLiteral("weather.get") << false;
            row("space") << target << QStringLiteral("get weather") << false;
            row("non-ASCII letter") << target << QStringLiteral("m\u00e9t\u00e9o") << false;
            row("final line break") << target << QStringLiteral("get_weather\n") << false;
        }
        QTest::newRow("mcp dot") << Format::Mcp << QStringLiteral("weather.get") << true;
        QTest::newRow("mcp 128 characters") << Format::Mcp << QString(128, u'x') << true;
        QTest::newRow("mcp 129 characters") << Format::Mcp << QString(129, u'x') << false;
        QTest::newRow("mcp slash") << Format::Mcp << QStringLiteral("weather/get") << false;
        QTest::newRow("mcp space") << Format::Mcp << QStringLiteral("get weather") << false;
        QTest::newRow("mcp empty") << Format::Mcp << QString() << false;
    }

    void toolNames()
    {
        QFETCH(Format, target);
        QFETCH(QString, name);
        QFETCH(bool, accepted);
        const ToolDefinitionRules rules = ToolDefinitionRules::of(target);
        const std::optional<QString> problem = rules.checkToolName(name);
        QCOMPARE(!problem.has_value(), accepted);
        if (problem) {
            // The refusal names the target, its rule and the value.
            QVERIFY2(problem->contains(rules.toolNamePattern()), qPrintable(*problem));
            QVERIFY2(problem->contains(rules.targetName()), qPrintable(*problem));
        }
    }

    void propertyKeys_data()
    {
        QTest::addColumn<Format>("target");
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("anthropic id") << Format::Anthropic << QStringLiteral("city") << true;
        QTest::newRow("anthropic dot and dash")
            << Format::Anthropic << QStringLiteral("geo.city-name") << true;
        QTest::newRow("anthropic 64") << Format::Anthropic << QString(64, u'k') << true;
        QTest::newRow("anthropic 65") << Format::Anthropic << QString(65, u'k') << false;
        QTest::newRow("anthropic space")
            << Format::Anthropic << QStringLiteral("Flight Class") << false;
        QTest::newRow("anthropic empty") << Format::Anthropic << QString() << false;
        QTest::newRow("anthropic non-ASCII")
            << Format::Anthropic << QStringLiteral("citt\u00e0") << false;
        // OpenAI and MCP publish no pattern for the keys of a JSON Schema.
        QTest::newRow("openai space") << Format::OpenAI << QStringLiteral("Flight Class") << true;
        QTest::newRow("openai empty") << Format::OpenAI << QString() << false;
        QTest::newRow("mcp space") << Format::Mcp << QStringLiteral("Flight Class") << true;
        QTest::newRow("mcp empty") << Format::Mcp << QString() << false;
    }

    void propertyKeys()
    {
        QFETCH(Format, target);
        QFETCH(QString, key);
        QFETCH(bool, accepted);
        const ToolDefinitionRules rules = ToolDefinitionRules::of(target);
        const std::optional<QString> problem = rules.checkPropertyKey(key);
        QCOMPARE(!problem.has_value(), accepted);
        if (problem && !key.isEmpty()) {
            QVERIFY2(problem->contains(rules.propertyKeyPattern()), qPrintable(*problem));
            QVERIFY2(problem->contains(key.left(60)), qPrintable(*problem));
        }
    }

    void inputSchemas_data()
    {
        QTest::addColumn<QJsonObject>("schema");
        QTest::addColumn<QString>("problem");
        const QJsonObject city {{QStringLiteral("type"), QStringLiteral("string")}};
        QTest::newRow("object") << QJsonObject {{QStringLiteral("type"), QStringLiteral("object")},
                                                {QStringLiteral("properties"),
                                                 QJsonObject {{QStringLiteral("city"), city}}},
                                                {QStringLiteral("required"),
                                                 QJsonArray {QStringLiteral("city")}}}
                                << QString();
        QTest::newRow("no inputs")
            << QJsonObject {{QStringLiteral("type"), QStringLiteral("object")},
                            {QStringLiteral("properties"), QJsonObject {}}}
            << QString();
        QTest::newRow("not an object")
            << QJsonObject {{QStringLiteral("type"), QStringLiteral("array")}}
            << QStringLiteral("\"type\": \"object\"");
        QTest::newRow("property not a schema")
            << QJsonObject {{QStringLiteral("type"), QStringLiteral("object")},
                            {QStringLiteral("properties"),
                             QJsonObject {{QStringLiteral("city"), QStringLiteral("string")}}}}
            << QStringLiteral("property \"city\"");
        QTest::newRow("required unknown")
            << QJsonObject {{QStringLiteral("type"), QStringLiteral("object")},
                            {QStringLiteral("properties"),
                             QJsonObject {{QStringLiteral("city"), city}}},
                            {QStringLiteral("required"), QJsonArray {QStringLiteral("town")}}}
            << QStringLiteral("\"town\"");
        QTest::newRow("key breaks the rule")
            << QJsonObject {{QStringLiteral("type"), QStringLiteral("object")},
                            {QStringLiteral("properties"),
                             QJsonObject {{QStringLiteral("the city"), city}}}}
            << QStringLiteral("\"the city\"");
    }

    // Anthropic's rules, the strictest of the three.
    void inputSchemas()
    {
        QFETCH(QJsonObject, schema);
        QFETCH(QString, problem);
        const std::optional<QString> found
            = ToolDefinitionRules::of(Format::Anthropic).checkInputSchema(schema);
        QCOMPARE(found.has_value(), !problem.isEmpty());
        if (found)
            QVERIFY2(found->contains(problem), qPrintable(*found));
    }
};

QTEST_GUILESS_MAIN(tst_ToolDefinitionRules)
#include "tst_tooldefinitionrules.moc"

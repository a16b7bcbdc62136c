// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/a2tdialect.h"
#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"

#include <QSet>
#include <QTest>

#include <vector>

using namespace Toolshelf;
using namespace Fixtures;

namespace {

struct Case
{
    const char *name;
    Rule rule;
    QByteArray json;
    bool fires;
};

QString repeated(const QString &unit, qsizetype count)
{
    return unit.repeated(count);
}

// A name of exactly `length` characters that is valid snake_case.
QString snakeName(qsizetype length)
{
    return QString(QStringLiteral("a_") + repeated(QStringLiteral("b"), length)).left(length);
}

QJsonObject inputNamed(const QString &id, const QString &name, bool required)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("name"), name},
            {QStringLiteral("description"), QStringLiteral("Added later.")},
            {QStringLiteral("required"), required}};
}

const QString Inputs = QStringLiteral("input_parameters");
const QString Outputs = QStringLiteral("output_parameters");
const QString AllowedValues = QStringLiteral("allowed-values");

// Every rule appears with a row where it fires and one where it must not.
std::vector<Case> cases()
{
    const QJsonObject tool = validTool();
    const QJsonObject other = with(with(tool, QStringLiteral("toolId"),
                                        QStringLiteral("6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11")),
                                   QStringLiteral("name"), QStringLiteral("lookup_weather_by_zip"));
    auto pair = [](const QJsonObject &a, const QJsonObject &b) { return json(QJsonArray {a, b}); };
    auto versions = [&](const QJsonObject &v1, const QJsonObject &v2) {
        return pair(version(v2, 2, 2), version(v1, 1, 2));
    };

    return {
        {"json-syntax fires", Rule::JsonSyntax, "{\"toolId\": ", true},
        {"json-syntax passes", Rule::JsonSyntax, json(tool), false},
        {"json-type fires", Rule::JsonType, json(with(tool, QStringLiteral("name"), 5)), true},
        {"json-type fires on required", Rule::JsonType,
         json(withInput(tool, 0, QStringLiteral("required"), QStringLiteral("yes"))), true},
        {"json-type passes", Rule::JsonType, json(tool), false},
        {"field-missing fires", Rule::FieldMissing,
         json(with(tool, QStringLiteral("toolId"), QJsonValue::Undefined)), true},
        {"field-missing fires on input id", Rule::FieldMissing,
         json(withInput(tool, 0, QStringLiteral("id"), QJsonValue::Undefined)), true},
        {"field-missing passes without optional img", Rule::FieldMissing,
         json(with(tool, QStringLiteral("img"), QJsonValue::Undefined)), false},
        {"paging-missing fires", Rule::PagingMissing,
         json(QJsonObject {{QStringLiteral("items"), QJsonArray {tool}}}), true},
        {"paging-missing passes", Rule::PagingMissing,
         json(QJsonObject {
             {QStringLiteral("items"), QJsonArray {tool}},
             {QStringLiteral("paging"), QJsonObject {{QStringLiteral("pageLimit"), 10}}}}),
         false},
        {"tool-id-uuid fires", Rule::ToolIdUuid,
         json(with(tool, QStringLiteral("toolId"), QStringLiteral("weather-1"))), true},
        {"tool-id-uuid passes uppercase", Rule::ToolIdUuid,
         json(with(tool, QStringLiteral("toolId"),
                   QStringLiteral("0479A45D-AD0A-49D4-94DB-75EDF00D2CA4"))),
         false},
        {"tool-name-length fires at 255", Rule::ToolNameLength,
         json(with(tool, QStringLiteral("name"), snakeName(255))), true},
        {"tool-name-length passes at 254", Rule::ToolNameLength,
         json(with(tool, QStringLiteral("name"), snakeName(254))), false},
        {"tool-name-snake-case fires", Rule::ToolNameSnakeCase,
         json(with(tool, QStringLiteral("name"), QStringLiteral("Lookup Weather"))), true},
        {"tool-name-snake-case fires on camel", Rule::ToolNameSnakeCase,
         json(with(tool, QStringLiteral("name"), QStringLiteral("lookupWeather"))), true},
        {"tool-name-snake-case fires on a double underscore", Rule::ToolNameSnakeCase,
         json(with(tool, QStringLiteral("name"), QStringLiteral("lookup__weather"))), true},
        {"tool-name-snake-case fires on a trailing underscore", Rule::ToolNameSnakeCase,
         json(with(tool, QStringLiteral("name"), QStringLiteral("lookup_weather_"))), true},
        {"tool-name-snake-case fires on a leading digit", Rule::ToolNameSnakeCase,
         json(with(tool, QStringLiteral("name"), QStringLiteral("2nd_lookup"))), true},
        {"tool-id-uuid fires on a misplaced dash", Rule::ToolIdUuid,
         json(with(tool, QStringLiteral("toolId"),
                   QStringLiteral("0479a45d-ad0a49d4--94db-75edf00d2ca4"))),
         true},
        {"tool-name-snake-case passes", Rule::ToolNameSnakeCase,
         json(with(tool, QStringLiteral("name"), QStringLiteral("lookup_weather_2"))), false},
        {"tool-name-descriptive fires", Rule::ToolNameDescriptive,
         json(with(tool, QStringLiteral("name"), QStringLiteral("weather"))), true},
        {"tool-name-descriptive passes", Rule::ToolNameDescriptive,
         json(with(tool, QStringLiteral("name"), QStringLiteral("weather_lookup"))), false},
        {"tool-name-duplicate fires", Rule::ToolNameDuplicate,
         pair(tool, with(other, QStringLiteral("name"), tool.value(QStringLiteral("name")))), true},
        {"tool-name-duplicate passes across versions", Rule::ToolNameDuplicate,
         versions(tool, tool), false},
        {"tool-name-duplicate passes distinct", Rule::ToolNameDuplicate, pair(tool, other), false},
        {"tool-description-length fires at 2000", Rule::ToolDescriptionLength,
         json(with(tool, QStringLiteral("description"), repeated(QStringLiteral("x"), 2000))),
         true},
        {"tool-description-length passes at 1999", Rule::ToolDescriptionLength,
         json(with(tool, QStringLiteral("description"), repeated(QStringLiteral("x"), 1999))),
         false},
        {"tool-description-empty fires", Rule::ToolDescriptionEmpty,
         json(with(tool, QStringLiteral("description"), QStringLiteral("  "))), true},
        {"tool-description-empty passes", Rule::ToolDescriptionEmpty, json(tool), false},
        {"text-control-character fires on bidi", Rule::TextControlCharacter,
         json(with(tool, QStringLiteral("description"), QStringLiteral("Look up \u202Eevil"))),
         true},
        {"text-control-character fires on bell", Rule::TextControlCharacter,
         json(withInput(tool, 0, QStringLiteral("description"), QStringLiteral("a\u0007b"))), true},
        {"text-control-character passes newlines", Rule::TextControlCharacter,
         json(with(tool, QStringLiteral("description"), QStringLiteral("Line one.\nLine\ttwo."))),
         false},
        {"img-url fires", Rule::ImgUrl,
         json(with(tool, QStringLiteral("img"), QStringLiteral("javascript:alert(1)"))), true},
        {"img-url fires relative", Rule::ImgUrl,
         json(with(tool, QStringLiteral("img"), QStringLiteral("/icons/a.png"))), true},
        {"img-url passes", Rule::ImgUrl, json(tool), false},
        {"tag-invalid fires on duplicate", Rule::TagInvalid,
         json(with(tool, QStringLiteral("tags"),
                   QJsonArray {QStringLiteral("a"), QStringLiteral("a")})),
         true},
        {"tag-invalid fires on empty", Rule::TagInvalid,
         json(with(tool, QStringLiteral("tags"), QJsonArray {QString()})), true},
        {"tag-invalid passes", Rule::TagInvalid, json(tool), false},
        {"version-positive fires on zero", Rule::VersionPositive, json(version(tool, 0, 1)), true},
        {"version-positive fires on fraction", Rule::VersionPositive,
         json(with(tool, QStringLiteral("version"), 1.5)), true},
        {"version-positive fires on string", Rule::VersionPositive,
         json(with(tool, QStringLiteral("currentVersion"), QStringLiteral("1"))), true},
        {"version-positive passes", Rule::VersionPositive, json(tool), false},
        {"version-after-current fires", Rule::VersionAfterCurrent, json(version(tool, 3, 2)), true},
        {"version-after-current passes", Rule::VersionAfterCurrent, versions(tool, tool), false},
        {"version-current-mismatch fires", Rule::VersionCurrentMismatch, json(version(tool, 1, 2)),
         true},
        {"version-current-mismatch passes", Rule::VersionCurrentMismatch, versions(tool, tool),
         false},
        {"version-locked fires", Rule::VersionLocked,
         pair(tool, with(tool, QStringLiteral("description"), QStringLiteral("Changed silently."))),
         true},
        {"version-locked passes when only currentVersion moves", Rule::VersionLocked,
         pair(version(tool, 1, 1), version(tool, 1, 2)), false},
        {"version-duplicate fires", Rule::VersionDuplicate, pair(tool, tool), true},
        {"version-duplicate passes", Rule::VersionDuplicate, versions(tool, tool), false},
        {"version-order fires on a history page", Rule::VersionOrder,
         json(QJsonObject {
             {QStringLiteral("items"), QJsonArray {version(tool, 1, 2), version(tool, 2, 2)}},
             {QStringLiteral("paging"), QJsonObject {}}}),
         true},
        {"version-order passes on a newest-first page", Rule::VersionOrder,
         json(QJsonObject {
             {QStringLiteral("items"), QJsonArray {version(tool, 2, 2), version(tool, 1, 2)}},
             {QStringLiteral("paging"), QJsonObject {}}}),
         false},
        // A catalog file listing one tool's versions oldest first is no history response.
        {"version-order passes on a one-tool catalog array", Rule::VersionOrder,
         pair(version(tool, 1, 2), version(tool, 2, 2)), false},
        {"param-type-unknown fires", Rule::ParamTypeUnknown,
         json(withInput(tool, 0, QStringLiteral("type"), QStringLiteral("float"))), true},
        {"param-type-unknown fires on json input", Rule::ParamTypeUnknown,
         json(withInput(tool, 0, QStringLiteral("type"), QStringLiteral("json"))), true},
        {"param-type-unknown passes boolean", Rule::ParamTypeUnknown,
         json(withInput(tool, 0, QStringLiteral("type"), QStringLiteral("boolean"))), false},
        {"output-type-invalid fires", Rule::OutputTypeInvalid,
         json(withOutput(tool, 0, QStringLiteral("type"), QStringLiteral("float"))), true},
        {"output-type-invalid passes json", Rule::OutputTypeInvalid, json(tool), false},
        {"param-id-duplicate fires", Rule::ParamIdDuplicate,
         json(withInput(tool, 1, QStringLiteral("id"), QStringLiteral("city"))), true},
        {"param-id-duplicate fires on outputs", Rule::ParamIdDuplicate,
         json(withOutput(tool, 1, QStringLiteral("id"), QStringLiteral("temp"))), true},
        {"param-id-duplicate passes", Rule::ParamIdDuplicate, json(tool), false},
        {"param-name-duplicate fires", Rule::ParamNameDuplicate,
         json(withInput(tool, 1, QStringLiteral("name"), QStringLiteral("City"))), true},
        {"param-name-duplicate passes", Rule::ParamNameDuplicate, json(tool), false},
        {"param-description-empty fires", Rule::ParamDescriptionEmpty,
         json(withInput(tool, 0, QStringLiteral("description"), QJsonValue::Undefined)), true},
        {"param-description-empty passes", Rule::ParamDescriptionEmpty, json(tool), false},
        {"max-ignored fires", Rule::MaxIgnored, json(withInput(tool, 0, QStringLiteral("max"), 10)),
         true},
        {"max-ignored passes on int", Rule::MaxIgnored, json(tool), false},
        {"enum-values-missing fires", Rule::EnumValuesMissing,
         json(withInput(tool, 1, AllowedValues, QJsonValue::Undefined)), true},
        {"enum-values-missing fires when empty", Rule::EnumValuesMissing,
         json(withInput(tool, 1, AllowedValues, QJsonArray {})), true},
        {"enum-values-missing passes", Rule::EnumValuesMissing, json(tool), false},
        {"enum-value-name-case fires", Rule::EnumValueNameCase,
         json(withInput(
             tool, 1, AllowedValues,
             QJsonArray {allowedValue(QStringLiteral("economy"), QStringLiteral("Coach."))})),
         true},
        {"enum-value-name-case fires on a leading digit", Rule::EnumValueNameCase,
         json(withInput(
             tool, 1, AllowedValues,
             QJsonArray {allowedValue(QStringLiteral("1ST_CLASS"), QStringLiteral("Front."))})),
         true},
        {"enum-value-name-case passes", Rule::EnumValueNameCase,
         json(withInput(tool, 1, AllowedValues,
                        QJsonArray {allowedValue(QStringLiteral("PREMIUM_ECONOMY"),
                                                 QStringLiteral("More legroom."))})),
         false},
        {"enum-value-name-length fires at 256", Rule::EnumValueNameLength,
         json(withInput(
             tool, 1, AllowedValues,
             QJsonArray {allowedValue(repeated(QStringLiteral("A"), 256), QStringLiteral("x"))})),
         true},
        {"enum-value-name-length passes at 255", Rule::EnumValueNameLength,
         json(withInput(
             tool, 1, AllowedValues,
             QJsonArray {allowedValue(repeated(QStringLiteral("A"), 255), QStringLiteral("x"))})),
         false},
        {"enum-value-description-length fires at 2001", Rule::EnumValueDescriptionLength,
         json(withInput(
             tool, 1, AllowedValues,
             QJsonArray {allowedValue(QStringLiteral("A"), repeated(QStringLiteral("d"), 2001))})),
         true},
        {"enum-value-description-length passes at 2000", Rule::EnumValueDescriptionLength,
         json(withInput(
             tool, 1, AllowedValues,
             QJsonArray {allowedValue(QStringLiteral("A"), repeated(QStringLiteral("d"), 2000))})),
         false},
        {"enum-value-duplicate fires", Rule::EnumValueDuplicate,
         json(withInput(tool, 1, AllowedValues,
                        QJsonArray {allowedValue(QStringLiteral("A"), QStringLiteral("x")),
                                    allowedValue(QStringLiteral("A"), QStringLiteral("y"))})),
         true},
        {"enum-value-duplicate passes", Rule::EnumValueDuplicate, json(tool), false},
        {"allowed-values-ignored fires", Rule::AllowedValuesIgnored,
         json(withInput(tool, 0, AllowedValues,
                        QJsonArray {allowedValue(QStringLiteral("A"), QStringLiteral("x"))})),
         true},
        {"allowed-values-ignored passes on enum", Rule::AllowedValuesIgnored, json(tool), false},
        {"outputs-empty fires", Rule::OutputsEmpty, json(with(tool, Outputs, QJsonArray {})), true},
        {"outputs-empty passes", Rule::OutputsEmpty, json(tool), false},
        {"compat-tool-renamed fires", Rule::CompatToolRenamed,
         versions(tool, with(tool, QStringLiteral("name"), QStringLiteral("weather_by_city"))),
         true},
        {"compat-tool-renamed passes", Rule::CompatToolRenamed,
         versions(tool, with(tool, QStringLiteral("description"), QStringLiteral("Better words."))),
         false},
        {"compat-input-removed fires", Rule::CompatInputRemoved,
         versions(tool, removeParameter(tool, Inputs, 2)), true},
        {"compat-input-removed passes when optional input added", Rule::CompatInputRemoved,
         versions(tool,
                  appendParameter(
                      tool, Inputs,
                      inputNamed(QStringLiteral("lang"), QStringLiteral("Language"), false))),
         false},
        {"compat-input-renamed fires", Rule::CompatInputRenamed,
         versions(tool, withInput(tool, 0, QStringLiteral("name"), QStringLiteral("Town"))), true},
        {"compat-input-renamed passes", Rule::CompatInputRenamed, versions(tool, tool), false},
        {"compat-input-type-changed fires", Rule::CompatInputTypeChanged,
         versions(tool, withInput(tool, 2, QStringLiteral("type"), QStringLiteral("string"))),
         true},
        {"compat-input-type-changed passes", Rule::CompatInputTypeChanged, versions(tool, tool),
         false},
        {"compat-input-required fires on new required input", Rule::CompatInputRequired,
         versions(
             tool,
             appendParameter(tool, Inputs,
                             inputNamed(QStringLiteral("lang"), QStringLiteral("Language"), true))),
         true},
        {"compat-input-required fires when optional becomes required", Rule::CompatInputRequired,
         versions(tool, withInput(tool, 2, QStringLiteral("required"), true)), true},
        {"compat-input-required passes when required becomes optional", Rule::CompatInputRequired,
         versions(tool, withInput(tool, 0, QStringLiteral("required"), false)), false},
        {"compat-input-narrowed fires on lower max", Rule::CompatInputNarrowed,
         versions(tool, withInput(tool, 2, QStringLiteral("max"), 7)), true},
        {"compat-input-narrowed fires on removed enum value", Rule::CompatInputNarrowed,
         versions(tool,
                  withInput(tool, 1, AllowedValues,
                            QJsonArray {allowedValue(QStringLiteral("CELSIUS"),
                                                     QStringLiteral("Metric."))})),
         true},
        {"compat-input-narrowed passes on higher max", Rule::CompatInputNarrowed,
         versions(tool, withInput(tool, 2, QStringLiteral("max"), 30)), false},
        {"compat-input-narrowed passes on added enum value", Rule::CompatInputNarrowed,
         versions(
             tool,
             withInput(tool, 1, AllowedValues,
                       QJsonArray {
                           allowedValue(QStringLiteral("CELSIUS"), QStringLiteral("Metric.")),
                           allowedValue(QStringLiteral("FAHRENHEIT"), QStringLiteral("Imperial.")),
                           allowedValue(QStringLiteral("KELVIN"), QStringLiteral("Scientific."))})),
         false},
        {"compat-output-removed fires", Rule::CompatOutputRemoved,
         versions(tool, removeParameter(tool, Outputs, 1)), true},
        {"compat-output-removed passes when output added", Rule::CompatOutputRemoved,
         versions(tool,
                  appendParameter(tool, Outputs,
                                  QJsonObject {{QStringLiteral("name"), QStringLiteral("Wind")},
                                               {QStringLiteral("description"),
                                                QStringLiteral("Wind speed.")}})),
         false},
        {"compat-output-changed fires on type", Rule::CompatOutputChanged,
         versions(tool, withOutput(tool, 0, QStringLiteral("type"), QStringLiteral("string"))),
         true},
        {"compat-output-changed fires on rename", Rule::CompatOutputChanged,
         versions(tool, withOutput(tool, 0, QStringLiteral("name"), QStringLiteral("Temp"))), true},
        {"compat-output-changed passes on description", Rule::CompatOutputChanged,
         versions(tool, withOutput(tool, 0, QStringLiteral("description"), QStringLiteral("Now."))),
         false},
    };
}

QList<Diagnostic> lint(const QByteArray &json)
{
    ParsedDocument document = SignatureParser::parseDocument(json);
    if (!document.isReadable())
        return {*document.fatal};
    ConformanceLinter::lintDocument(document);
    QList<Diagnostic> all = document.diagnostics;
    for (const ParsedSignature &item : std::as_const(document.signatures))
        all += item.diagnostics;
    return all;
}

QString describe(const QList<Diagnostic> &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines << ruleId(d.rule) + u' ' + d.path + u' ' + d.message;
    return lines.join(u'\n');
}

} // namespace

class tst_ConformanceLinter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validSignatureIsClean()
    {
        const auto diagnostics = lint(json(validTool()));
        QVERIFY2(diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
    }

    void rule_data()
    {
        QTest::addColumn<int>("rule");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("fires");
        for (const Case &c : cases())
            QTest::newRow(c.name) << int(c.rule) << c.json << c.fires;
    }

    void rule()
    {
        QFETCH(int, rule);
        QFETCH(QByteArray, json);
        QFETCH(bool, fires);
        const auto diagnostics = lint(json);
        const auto it = std::find_if(diagnostics.cbegin(), diagnostics.cend(),
                                     [&](const Diagnostic &d) { return int(d.rule) == rule; });
        QVERIFY2((it != diagnostics.cend()) == fires, qPrintable(describe(diagnostics)));
        if (fires) {
            QVERIFY(it->path.startsWith(u'$'));
            QVERIFY(!it->message.isEmpty());
        }
    }

    // The table above is the proof that each rule has both kinds of row.
    void everyRuleHasFiringAndPassingRows()
    {
        QSet<int> firing, passing;
        for (const Case &c : cases())
            (c.fires ? firing : passing).insert(int(c.rule));
        for (Rule rule : A2tDialect().rules()) {
            QVERIFY2(firing.contains(int(rule)), qPrintable(ruleId(rule)));
            QVERIFY2(passing.contains(int(rule)), qPrintable(ruleId(rule)));
        }
    }

    void diagnosticsPointAtTheOffendingField()
    {
        const QByteArray doc = json(QJsonObject {
            {QStringLiteral("items"),
             QJsonArray {
                 validTool(),
                 withInput(validTool(), 1, AllowedValues,
                           QJsonArray {allowedValue(QStringLiteral("ok"), QStringLiteral("x"))})}},
            {QStringLiteral("paging"), QJsonObject {}}});
        const auto diagnostics = lint(doc);
        const auto it
            = std::find_if(diagnostics.cbegin(), diagnostics.cend(),
                           [](const Diagnostic &d) { return d.rule == Rule::EnumValueNameCase; });
        QVERIFY(it != diagnostics.cend());
        QCOMPARE(it->path,
                 QStringLiteral("$.items[1].input_parameters[1]['allowed-values'][0].name"));
        QCOMPARE(it->severity(), Severity::Error);
    }

    // Repeats are found however long the list (a few are compared one by
    // one, many through a hash) and point back at the first occurrence.
    void repeatsInLongLists_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("few") << 5;
        QTest::newRow("many") << 40;
    }

    void repeatsInLongLists()
    {
        QFETCH(int, count);
        QJsonObject tool = validTool();
        QJsonArray tags;
        for (int i = 0; i < count; ++i)
            tags.append(QStringLiteral("tag%1").arg(i));
        tags.append(QStringLiteral("tag%1").arg(count - 2));
        tool.insert(QStringLiteral("tags"), tags);
        QJsonArray values;
        for (int i = 0; i < count; ++i)
            values.append(
                allowedValue(QStringLiteral("VALUE_%1").arg(i), QStringLiteral("A value.")));
        values.append(
            allowedValue(QStringLiteral("VALUE_%1").arg(count - 1), QStringLiteral("Again.")));
        tool = withInput(tool, 1, AllowedValues, values);
        for (int i = 0; i < count; ++i)
            tool = appendParameter(
                tool, QStringLiteral("input_parameters"),
                QJsonObject {{QStringLiteral("id"), QStringLiteral("p%1").arg(i)},
                             {QStringLiteral("name"), QStringLiteral("P%1").arg(i)},
                             {QStringLiteral("description"), QStringLiteral("A parameter.")}});
        // The last parameter's id repeats the one right after the fixture's three.
        tool = withInput(tool, count + 2, QStringLiteral("id"), QStringLiteral("p0"));

        const QList<Diagnostic> diagnostics = lint(json(tool));
        const auto find = [&](Rule rule) {
            QList<Diagnostic> found;
            for (const Diagnostic &d : diagnostics)
                if (d.rule == rule)
                    found.append(d);
            return found;
        };
        const QList<Diagnostic> tagRepeats = find(Rule::TagInvalid);
        QCOMPARE(tagRepeats.size(), 1);
        QCOMPARE(tagRepeats.first().path, QStringLiteral("$.tags[%1]").arg(count));
        const QList<Diagnostic> valueRepeats = find(Rule::EnumValueDuplicate);
        QCOMPARE(valueRepeats.size(), 1);
        QCOMPARE(valueRepeats.first().path,
                 QStringLiteral("$.input_parameters[1]['allowed-values'][%1].name").arg(count));
        const QList<Diagnostic> idRepeats = find(Rule::ParamIdDuplicate);
        QCOMPARE(idRepeats.size(), 1);
        QCOMPARE(idRepeats.first().path,
                 QStringLiteral("$.input_parameters[%1].id").arg(count + 2));
        QVERIFY2(idRepeats.first().message.contains(QStringLiteral("$.input_parameters[3]")),
                 qPrintable(idRepeats.first().message));
        QVERIFY(find(Rule::ParamNameDuplicate).isEmpty());
    }

    void compatibilityBreakNamesBothVersions()
    {
        const QJsonObject tool = validTool();
        const auto diagnostics = lint(json(
            QJsonArray {version(removeParameter(tool, Inputs, 0), 2, 2), version(tool, 1, 2)}));
        const auto it
            = std::find_if(diagnostics.cbegin(), diagnostics.cend(),
                           [](const Diagnostic &d) { return d.rule == Rule::CompatInputRemoved; });
        QVERIFY(it != diagnostics.cend());
        QCOMPARE(it->path, QStringLiteral("$[0].input_parameters[0]"));
        QVERIFY(it->message.contains(QLatin1String("version 2 breaks version 1")));
        QVERIFY(it->message.contains(QLatin1String("\"City\"")));
    }

    // A chain of versions is checked link by link: each version against the
    // one numbered just before it, whatever order the document lists them in.
    // Against the oldest instead, a break would be reported again on every
    // later version, and a break of the version before missed when the oldest
    // lacked what it broke.
    void versionChainComparesEachWithThePrevious_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("expected");

        const QJsonObject tool = validTool();
        const QJsonObject withRequiredLang = appendParameter(
            tool, Inputs, inputNamed(QStringLiteral("lang"), QStringLiteral("Language"), true));
        const QJsonObject withOptionalLang = appendParameter(
            tool, Inputs, inputNamed(QStringLiteral("lang"), QStringLiteral("Language"), false));
        const QJsonObject withoutDays = removeParameter(tool, Inputs, 2);
        const QJsonObject withoutDaysAndUnits = removeParameter(withoutDays, Inputs, 1);
        // Newest first, as GET /tools/{id}/versions lists them.
        const auto chain = [](const QList<std::pair<QJsonObject, int>> &versions) {
            int newest = 0;
            for (const auto &[object, number] : versions)
                newest = std::max(newest, number);
            QJsonArray array;
            for (const auto &[object, number] : versions)
                array.append(version(object, number, newest));
            return json(array);
        };

        QTest::newRow("a break is reported once, on the version that made it")
            << chain({{withRequiredLang, 3}, {withRequiredLang, 2}, {tool, 1}})
            << QStringList {QStringLiteral("compat-input-required: version 2 breaks version 1")};
        QTest::newRow("removing what the previous version added")
            << chain({{tool, 3}, {withOptionalLang, 2}, {tool, 1}})
            << QStringList {QStringLiteral("compat-input-removed: version 3 breaks version 2")};
        QTest::newRow("each version breaks its predecessor in its own way")
            << chain({{withoutDaysAndUnits, 3}, {withoutDays, 2}, {tool, 1}})
            << QStringList {QStringLiteral("compat-input-removed: version 3 breaks version 2"),
                            QStringLiteral("compat-input-removed: version 2 breaks version 1")};
        QTest::newRow("listed oldest first")
            << chain({{tool, 1}, {withOptionalLang, 2}, {tool, 3}})
            << QStringList {QStringLiteral("compat-input-removed: version 3 breaks version 2")};
        QTest::newRow("a gap in the numbers: the previous one listed")
            << chain({{tool, 5}, {withOptionalLang, 2}, {tool, 1}})
            << QStringList {QStringLiteral("compat-input-removed: version 5 breaks version 2")};
        QTest::newRow("compatible steps")
            << chain({{withOptionalLang, 3}, {tool, 2}, {tool, 1}}) << QStringList {};
    }

    void versionChainComparesEachWithThePrevious()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, expected);
        QStringList breaks;
        for (const Diagnostic &d : lint(json)) {
            if (ruleId(d.rule).startsWith(QLatin1String("compat-")))
                breaks << ruleId(d.rule) + QStringLiteral(": ") + d.message.section(u':', 0, 0);
        }
        QCOMPARE(breaks, expected);
    }

    void lonePastVersionIsAcceptedWhenAsked()
    {
        ParsedDocument document = SignatureParser::parseDocument(json(version(validTool(), 1, 3)));
        ConformanceLinter::Options options;
        options.latestMustBeCurrent = false;
        ConformanceLinter::lintDocument(document, options);
        QVERIFY(document.signatures.first().diagnostics.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_ConformanceLinter)
#include "tst_conformancelinter.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"

#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;

namespace {

bool hasRule(const QList<Diagnostic> &diagnostics, Rule rule)
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(),
                       [&](const Diagnostic &d) { return d.rule == rule; });
}

} // namespace

class tst_SignatureParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEveryField()
    {
        const ParsedDocument document = SignatureParser::parseDocument(json(validTool()));
        QVERIFY(document.isReadable());
        QCOMPARE(document.shape, DocumentShape::Single);
        QCOMPARE(document.signatures.size(), 1);
        const ParsedSignature &parsed = document.signatures.first();
        QVERIFY(parsed.diagnostics.isEmpty());
        QCOMPARE(parsed.path, QStringLiteral("$"));
        const ToolSignature &s = parsed.signature;
        QCOMPARE(s.toolId, QStringLiteral("0479a45d-ad0a-49d4-94db-75edf00d2ca4"));
        QCOMPARE(s.name, QStringLiteral("lookup_weather_by_city"));
        QCOMPARE(s.img, QStringLiteral("https://example.com/weather.png"));
        QCOMPARE(s.version, 1);
        QCOMPARE(s.currentVersion, 1);
        QCOMPARE(s.tags, (QStringList {QStringLiteral("weather"), QStringLiteral("retrievals")}));
        QCOMPARE(s.inputs.size(), 3);
        QCOMPARE(s.inputs.at(1).type, ParameterType::Enum);
        QCOMPARE(s.inputs.at(1).allowedValues.size(), 2);
        QCOMPARE(s.inputs.at(1).allowedValues.at(1).name, QStringLiteral("FAHRENHEIT"));
        QCOMPARE(s.inputs.at(2).type, ParameterType::Int);
        QCOMPARE(s.inputs.at(2).max, 14);
        QCOMPARE(s.inputs.at(2).required, false);
        QCOMPARE(s.outputs.size(), 2);
        QCOMPARE(s.outputs.at(1).type, ParameterType::Json);
    }

    // Draft 6.1: type defaults to string, required to true, int max to 65535.
    void appliesTheDraftsDefaults()
    {
        QJsonObject tool = withInput(validTool(), 0, QStringLiteral("type"), QJsonValue::Undefined);
        tool = withInput(tool, 0, QStringLiteral("required"), QJsonValue::Undefined);
        tool = withInput(tool, 2, QStringLiteral("max"), QJsonValue::Undefined);
        tool = withOutput(tool, 0, QStringLiteral("type"), QJsonValue::Undefined);
        const ParsedDocument document = SignatureParser::parseDocument(json(tool));
        const ToolSignature &s = document.signatures.first().signature;
        QVERIFY(document.signatures.first().diagnostics.isEmpty());
        QCOMPARE(s.inputs.at(0).type, ParameterType::String);
        QCOMPARE(s.inputs.at(0).required, true);
        QCOMPARE(s.inputs.at(2).max, InputParameter::DefaultIntMax);
        QCOMPARE(s.inputs.at(2).max, 65535);
        QCOMPARE(s.outputs.at(0).type, ParameterType::String);
    }

    void readsAllThreeShapes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("firstPath");
        QTest::newRow("single") << json(validTool()) << int(DocumentShape::Single) << 1
                                << QStringLiteral("$");
        QTest::newRow("array") << json(QJsonArray {validTool(), validTool()})
                               << int(DocumentShape::Array) << 2 << QStringLiteral("$[0]");
        QTest::newRow("empty array")
            << QByteArray("[]") << int(DocumentShape::Array) << 0 << QString();
        QTest::newRow("page") << json(
            QJsonObject {{QStringLiteral("items"), QJsonArray {validTool()}},
                         {QStringLiteral("paging"), QJsonObject {}}})
                              << int(DocumentShape::Page) << 1 << QStringLiteral("$.items[0]");
    }

    void readsAllThreeShapes()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, shape);
        QFETCH(int, count);
        QFETCH(QString, firstPath);
        const ParsedDocument document = SignatureParser::parseDocument(json);
        QVERIFY(document.isReadable());
        QCOMPARE(int(document.shape), shape);
        QCOMPARE(document.signatures.size(), count);
        if (count > 0)
            QCOMPARE(document.signatures.first().path, firstPath);
    }

    void readsPaging()
    {
        const QByteArray page
            = json(QJsonObject {{QStringLiteral("items"), QJsonArray {}},
                                {QStringLiteral("paging"),
                                 QJsonObject {{QStringLiteral("pageLimit"), 50},
                                              {QStringLiteral("next"), QStringLiteral("c2")}}}});
        const ParsedDocument document = SignatureParser::parseDocument(page);
        QVERIFY(document.paging.has_value());
        QCOMPARE(document.paging->pageLimit, 50);
        QCOMPARE(document.paging->next, QStringLiteral("c2"));
        QVERIFY(document.diagnostics.isEmpty());

        const ParsedDocument last = SignatureParser::parseDocument(
            "{\"items\": [], \"paging\": {\"pageLimit\": 50, \"next\": null}}");
        QVERIFY(last.paging.has_value());
        QVERIFY(last.paging->next.isEmpty());
    }

    // The outline has the paging (a page reader's next request) without the
    // signatures; reading them afterwards gives what parseDocument() gives,
    // for each shape a document may take.
    void outlineThenSignatures_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("count");
        QJsonObject broken = validTool();
        broken.remove(QStringLiteral("name"));
        const QJsonArray items {validTool(), broken};
        QTest::newRow("page") << json(
            QJsonObject {{QStringLiteral("items"), items},
                         {QStringLiteral("paging"),
                          QJsonObject {{QStringLiteral("pageLimit"), 2},
                                       {QStringLiteral("next"), QStringLiteral("c2")}}}})
                              << int(DocumentShape::Page) << 2;
        QTest::newRow("array") << json(items) << int(DocumentShape::Array) << 2;
        QTest::newRow("single") << json(validTool()) << int(DocumentShape::Single) << 1;
    }

    void outlineThenSignatures()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, shape);
        QFETCH(int, count);
        DocumentOutline outline = SignatureParser::parseOutline(json);
        QVERIFY(outline.document.isReadable());
        QCOMPARE(int(outline.document.shape), shape);
        QVERIFY(outline.document.signatures.isEmpty());
        QCOMPARE(outline.document.paging.has_value(), shape == int(DocumentShape::Page));
        if (outline.document.paging)
            QCOMPARE(outline.document.paging->next, QStringLiteral("c2"));

        const ParsedDocument read = SignatureParser::readSignatures(std::move(outline));
        const ParsedDocument whole = SignatureParser::parseDocument(json);
        QCOMPARE(read.signatures.size(), count);
        QCOMPARE(whole.signatures.size(), count);
        for (qsizetype i = 0; i < count; ++i) {
            QCOMPARE(read.signatures.at(i).signature, whole.signatures.at(i).signature);
            QCOMPARE(read.signatures.at(i).path, whole.signatures.at(i).path);
            QCOMPARE(read.signatures.at(i).diagnostics.size(),
                     whole.signatures.at(i).diagnostics.size());
        }
        QCOMPARE(read.diagnostics.size(), whole.diagnostics.size());
    }

    // Hostile or broken documents end in a clear message, never a crash.
    // The cursor handed over before the parse is the one the parse reads,
    // for every page it reads: a page reader asks for the next page with it.
    void cursorSeenIsTheParsedOne_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("next"); // empty: nothing seen, the last page
        const QByteArray tool = json(validTool());
        QTest::newRow("plain") << QByteArray(R"({"items": [], "paging": {"next": "c2"}})")
                               << QStringLiteral("c2");
        QTest::newRow("after the items") << QByteArray(
            R"({"items": [)" + tool + R"(], "paging": {"pageLimit": 1, "next": "c2"}})")
                                         << QStringLiteral("c2");
        QTest::newRow("escapes") << QByteArray(R"({"items": [], "paging": {"next": "\u00e9\/\t"}})")
                                 << QStringLiteral("\u00e9/\t");
        QTest::newRow("an escaped key")
            << QByteArray(R"({"items": [], "p\u0061ging": {"next": "c2"}})")
            << QStringLiteral("c2");
        QTest::newRow("an item's own paging")
            << QByteArray(R"({"items": [{"paging": {"next": "no"}}], "paging": {"next": "c2"}})")
            << QStringLiteral("c2");
        QTest::newRow("null") << QByteArray(R"({"items": [], "paging": {"next": null}})")
                              << QString();
        QTest::newRow("a number") << QByteArray(R"({"items": [], "paging": {"next": 2}})")
                                  << QString();
        QTest::newRow("an empty string")
            << QByteArray(R"({"items": [], "paging": {"next": ""}})") << QString();
        QTest::newRow("no cursor")
            << QByteArray(R"({"items": [], "paging": {"pageLimit": 2}})") << QString();
    }

    void cursorSeenIsTheParsedOne()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, next);
        QStringList seen;
        const DocumentOutline outline = SignatureParser::parseOutline(
            json, {}, [&seen](const QString &cursor) { seen.append(cursor); });
        QVERIFY(outline.document.isReadable());
        QCOMPARE(outline.document.shape, DocumentShape::Page);
        QVERIFY(outline.document.paging.has_value());
        QCOMPARE(outline.document.paging->next, next);
        QCOMPARE(seen, next.isEmpty() ? QStringList() : QStringList {next});
    }

    // Seen before the JSON is parsed: a page whose parse fails after its
    // checks passed has had its cursor seen; one the checks refuse has not.
    void cursorSeenBeforeTheParse()
    {
        QStringList seen;
        const auto cursorSeen = [&seen](const QString &cursor) { seen.append(cursor); };
        const DocumentOutline garbled = SignatureParser::parseOutline(
            R"({"items": [1 2], "paging": {"next": "c2"}})", {}, cursorSeen);
        QVERIFY(!garbled.document.isReadable());
        QVERIFY2(garbled.document.fatal->message.contains(QLatin1String("malformed JSON")),
                 qPrintable(garbled.document.fatal->message));
        QCOMPARE(seen, QStringList {QStringLiteral("c2")});

        seen.clear();
        const DocumentOutline refused = SignatureParser::parseOutline(
            R"({"items": [], "paging": {"next": "c2", "next": "c3"}})", {}, cursorSeen);
        QVERIFY(!refused.document.isReadable());
        QVERIFY(seen.isEmpty());
    }

    void rejectsUnreadableDocuments_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("truncated")
            << QByteArray("{\"toolId\": \"x\", ") << QStringLiteral("malformed JSON");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("malformed JSON");
        QTest::newRow("not json") << QByteArray("<html>502</html>")
                                  << QStringLiteral("malformed JSON");
        QTest::newRow("scalar") << QByteArray("42") << QString();
        QTest::newRow("deep nesting")
            << QByteArray(100000, '[') << QStringLiteral("nesting deeper");
        QTest::newRow("duplicate key") << QByteArray("{\"name\": \"a\", \"name\": \"b\"}")
                                       << QStringLiteral("duplicate key \"name\"");
        QTest::newRow("raw control character")
            << QByteArray("{\"name\": \"a\x01\"}") << QStringLiteral("control character");
        QTest::newRow("items not an array")
            << QByteArray("{\"items\": {}}") << QStringLiteral("\"items\" must be an array");
    }

    void rejectsUnreadableDocuments()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, messagePart);
        const ParsedDocument document = SignatureParser::parseDocument(json);
        QVERIFY(!document.isReadable());
        QVERIFY(!document.fatal->message.isEmpty());
        QVERIFY2(document.fatal->message.contains(messagePart),
                 qPrintable(document.fatal->message));
        QVERIFY(document.signatures.isEmpty());
    }

    void honoursTheSizeLimit()
    {
        JsonLimits limits;
        limits.maxBytes = 100;
        const ParsedDocument document = SignatureParser::parseDocument(json(validTool()), limits);
        QVERIFY(!document.isReadable());
        QVERIFY(document.fatal->message.contains(QLatin1String("limit")));
    }

    void survivesAHugeString()
    {
        const QString huge(5 * 1024 * 1024, u'x');
        const ParsedDocument document = SignatureParser::parseDocument(
            json(with(validTool(), QStringLiteral("description"), huge)));
        QVERIFY(document.isReadable());
        QCOMPARE(document.signatures.first().signature.description.size(), huge.size());
    }

    // Wrong JSON types are reported at their path; the rest of the tool is kept.
    void reportsWrongTypes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        const QJsonObject tool = validTool();
        QTest::newRow("name") << json(with(tool, QStringLiteral("name"), QJsonArray {}))
                              << QStringLiteral("$.name");
        QTest::newRow("tags") << json(with(tool, QStringLiteral("tags"), QStringLiteral("a,b")))
                              << QStringLiteral("$.tags");
        QTest::newRow("tag") << json(with(tool, QStringLiteral("tags"), QJsonArray {1}))
                             << QStringLiteral("$.tags[0]");
        QTest::newRow("inputs") << json(
            with(tool, QStringLiteral("input_parameters"), QJsonObject {}))
                                << QStringLiteral("$.input_parameters");
        QTest::newRow("input") << json(
            with(tool, QStringLiteral("input_parameters"), QJsonArray {7}))
                               << QStringLiteral("$.input_parameters[0]");
        QTest::newRow("type") << json(withInput(tool, 0, QStringLiteral("type"), 3))
                              << QStringLiteral("$.input_parameters[0].type");
        QTest::newRow("max") << json(
            withInput(tool, 2, QStringLiteral("max"), QStringLiteral("10")))
                             << QStringLiteral("$.input_parameters[2].max");
        QTest::newRow("allowed-values")
            << json(withInput(tool, 1, QStringLiteral("allowed-values"), QStringLiteral("A,B")))
            << QStringLiteral("$.input_parameters[1]['allowed-values']");
        QTest::newRow("paging") << QByteArray("{\"items\": [], \"paging\": []}")
                                << QStringLiteral("$.paging");
    }

    void reportsWrongTypes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        const ParsedDocument document = SignatureParser::parseDocument(json);
        QVERIFY(document.isReadable());
        QList<Diagnostic> all = document.diagnostics;
        for (const auto &item : document.signatures)
            all += item.diagnostics;
        const bool found = std::any_of(all.cbegin(), all.cend(), [&](const Diagnostic &d) {
            return d.rule == Rule::JsonType && d.path == path;
        });
        QVERIFY2(found, qPrintable(path));
    }

    void keepsAStringVersionButReportsIt()
    {
        const ParsedDocument document = SignatureParser::parseDocument(
            json(with(validTool(), QStringLiteral("version"), QStringLiteral("1"))));
        const ParsedSignature &parsed = document.signatures.first();
        QCOMPARE(parsed.signature.version, 1);
        QVERIFY(hasRule(parsed.diagnostics, Rule::VersionPositive));
    }

    void keepsAnUnknownTypesSpelling()
    {
        const ParsedDocument document = SignatureParser::parseDocument(
            json(withInput(validTool(), 0, QStringLiteral("type"), QStringLiteral("float"))));
        const InputParameter &input = document.signatures.first().signature.inputs.first();
        QCOMPARE(input.type, ParameterType::Unknown);
        QCOMPARE(input.unknownTypeName, QStringLiteral("float"));
        QVERIFY(hasRule(document.signatures.first().diagnostics, Rule::ParamTypeUnknown));
    }

    // A broken item is reported; the valid items around it are still read.
    void keepsGoingPastABadItem()
    {
        const ParsedDocument document = SignatureParser::parseDocument(
            json(QJsonArray {validTool(), QStringLiteral("x"), validTool()}));
        QCOMPARE(document.signatures.size(), 2);
        QCOMPARE(document.signatures.at(1).path, QStringLiteral("$[2]"));
        QVERIFY(hasRule(document.diagnostics, Rule::JsonType));
    }
};

QTEST_GUILESS_MAIN(tst_SignatureParser)
#include "tst_signatureparser.moc"

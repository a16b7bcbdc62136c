// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The files dialect against the declarations teams keep: the seeds' literal
// Agent Tool and ATDF examples (tests/data/files/), the cases a broken file
// makes, and what Toolshelf writes read back to the same documents.

#include "dialectconformance.h"
#include "dialects/files/agenttoolformat.h"
#include "dialects/files/atdfformat.h"
#include "dialects/files/filesdialect.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Toolshelf;
using namespace Qt::StringLiterals;
using Conformance::json;
using Conformance::rulesOf;

namespace {

QByteArray capture(const QString &name)
{
    QFile file(u"" TOOLSHELF_SOURCE_DIR "/tests/data/files/"_s + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing capture");
    return file.readAll();
}

// A tool as an MCP server serves it, the way the exports see it.
ToolExport served()
{
    ToolExport exported;
    Tool &tool = exported.tool;
    tool.key = {u"Weather"_s, u"get_forecast"_s};
    tool.dialect = u"mcp"_s;
    tool.name = u"get_forecast"_s;
    tool.title = u"Forecast"_s;
    tool.description = u"Gives the forecast for a city. Days ahead up to ten."_s;
    tool.whenToUse = u"When the user asks about the weather to come."_s;
    tool.whenNotToUse = u"For past weather."_s;
    tool.tags = {u"weather"_s};
    tool.groupPath = {u"Forecasts"_s};
    tool.input = ValueSchema(QJsonObject {
        {u"type"_s, u"object"_s},
        {u"properties"_s,
         QJsonObject {
             {u"city"_s, QJsonObject {{u"type"_s, u"string"_s}, {u"description"_s, u"The city"_s}}},
             {u"when"_s,
              QJsonObject {{u"type"_s, u"object"_s},
                           {u"properties"_s,
                            QJsonObject {{u"days"_s, QJsonObject {{u"type"_s, u"integer"_s}}}}}}}}},
        {u"required"_s, QJsonArray {u"city"_s}},
        {ValueSchema::OrderKeyword, QJsonArray {u"city"_s, u"when"_s}},
    });
    tool.output = ValueSchema(QJsonObject {
        {u"type"_s, u"object"_s},
        {u"properties"_s, QJsonObject {{u"summary"_s, QJsonObject {{u"type"_s, u"string"_s}}}}}});
    tool.version = 3;
    tool.versionCounted = true;
    tool.digest = "ab12";
    exported.protocol = u"mcp"_s;
    return exported;
}

// The one tool a document Toolshelf wrote reads back to.
Tool readBack(const QJsonObject &document)
{
    const DialectPage page = FilesDialect().readPage(u"Files"_s, json(document));
    if (page.fatal || page.tools.size() != 1)
        qFatal("the document does not read back");
    return page.tools.first().tool;
}

bool hasErrors(const QList<Diagnostic> &found)
{
    return std::any_of(found.cbegin(), found.cend(),
                       [](const Diagnostic &d) { return d.isError(); });
}

} // namespace

class tst_FilesDialect : public DialectConformance
{
    Q_OBJECT

    FilesDialect m_dialect;

protected:
    const ToolDialect &dialect() const override { return m_dialect; }
    QString capturesFolder() const override
    {
        return u"" TOOLSHELF_SOURCE_DIR "/tests/data/files"_s;
    }
    bool callsTools() const override { return false; }
    ReferenceCall referenceCall() const override { return {}; }
    QByteArray referenceListing() override { return {}; }
    QByteArray callReference(const Tool &, const QByteArray &) override { return {}; }

private Q_SLOTS:
    void readsTheSeedsAtdfExample()
    {
        const DialectPage page = m_dialect.readPage(u"Files"_s, capture(u"atdf-hole-maker.json"_s));
        QVERIFY(!page.fatal);
        QCOMPARE(page.tools.size(), 1);
        const DialectTool &entry = page.tools.first();
        QCOMPARE(entry.tool.key.nativeId, u"hole_maker_v1"_s);
        QCOMPARE(entry.tool.name, u"hole_maker_v1"_s);
        QCOMPARE(entry.tool.description, u"Permite crear agujeros en superficies sólidas"_s);
        QVERIFY(entry.tool.whenToUse.startsWith(u"Usar cuando"_s));
        QCOMPARE(entry.diagnostics, QList<Diagnostic>());
        const QList<ValueSchema::Property> inputs = entry.tool.input.properties();
        QCOMPARE(inputs.size(), 2);
        // In the document's order, not the alphabet's.
        QCOMPARE(inputs.at(0).name, u"location"_s);
        QCOMPARE(inputs.at(0).schema().description(), u"Ubicación del agujero"_s);
        QCOMPARE(inputs.at(1).name, u"bit_id"_s);
        QVERIFY(m_dialect.countsVersions());
    }

    void readsAnEnhancedAtdfDocumentWhole()
    {
        const DialectPage page
            = m_dialect.readPage(u"Files"_s, capture(u"atdf-enhanced-hole-maker.json"_s));
        QCOMPARE(page.tools.size(), 1);
        const Tool &tool = page.tools.first().tool;
        QCOMPARE(page.tools.first().diagnostics, QList<Diagnostic>());
        QCOMPARE(tool.tags, (QStringList {u"construction"_s, u"drilling"_s}));
        const ValueSchema depth = tool.input.properties().at(2).schema();
        QCOMPARE(depth.kind(), ValueSchema::Kind::Object);
        QCOMPARE(depth.description(), u"Profundidad y tolerancia"_s);
        QCOMPARE(depth.properties().first().name, u"millimetres"_s);
        QVERIFY(depth.properties().first().required);
        // What the tool model has no field for stays as the document said it.
        QCOMPARE(tool.annotations.value(u"localization"_s).toObject().keys(),
                 (QStringList {u"en"_s, u"fr-FR"_s}));
        QCOMPARE(tool.annotations.value(u"examples"_s).toArray().size(), 1);
        // And an unedited export is the document itself.
        ToolExport exported {tool, {}, ToolLifecycle::Available, FilesDialect::DialectId};
        const QJsonObject original
            = QJsonDocument::fromJson(capture(u"atdf-enhanced-hole-maker.json"_s)).object();
        QCOMPARE(AtdfFormat::write(exported, AtdfFormat::Level::Enhanced), original);
        const QJsonObject basic = AtdfFormat::write(exported, AtdfFormat::Level::Basic);
        QVERIFY(!basic.contains(u"metadata"_s));
        QVERIFY(!basic.value(u"how_to_use"_s)
                     .toObject()
                     .value(u"inputs"_s)
                     .toArray()
                     .at(2)
                     .toObject()
                     .contains(u"schema"_s));
        QVERIFY(!hasErrors(AtdfFormat::lint(basic)));
    }

    void readsTheSeedsDeclaration()
    {
        const DialectPage page
            = m_dialect.readPage(u"Files"_s, capture(u"agenttool-web-search.json"_s));
        QCOMPARE(page.tools.size(), 1);
        const DialectTool &entry = page.tools.first();
        QCOMPARE(entry.tool.key.nativeId, u"tool_web_search"_s);
        QCOMPARE(entry.tool.name, u"search"_s);
        QCOMPARE(entry.tool.title, u"Web Search"_s);
        QCOMPARE(entry.tool.input.properties().first().name, u"query"_s);
        QCOMPARE(entry.tool.annotations.value(u"lifecycle"_s).toString(), u"available"_s);
        QCOMPARE(entry.diagnostics, QList<Diagnostic>());
    }

    // What the schema requires and a file lacks is said with its pointer;
    // the tool is kept.
    void keepsADeclarationThatBreaksItsSchema()
    {
        const DialectPage page
            = m_dialect.readPage(u"Files"_s, capture(u"agenttool-shell-exec.json"_s));
        QVERIFY(!page.fatal);
        QCOMPARE(page.tools.size(), 1);
        const DialectTool &entry = page.tools.first();
        QCOMPARE(rulesOf(entry), (QList<Rule> {Rule::FieldMissing, Rule::FieldMissing}));
        QCOMPARE(entry.diagnostics.at(0).path, u"$.description"_s);
        QVERIFY2(entry.diagnostics.at(0).message.contains(u"/description"_s),
                 qPrintable(entry.diagnostics.at(0).message));
        QCOMPARE(entry.diagnostics.at(1).path, u"$.lifecycle"_s);
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<Rule>("rule");
        QTest::newRow("not json") << QByteArray("{\"tool_id\": ") << Rule::JsonSyntax;
        QTest::newRow("duplicate keys")
            << QByteArray("{\"tool_id\": \"a\", \"tool_id\": \"b\", \"when_to_use\": \"x\"}")
            << Rule::JsonSyntax;
        QTest::newRow("another document")
            << QByteArray("{\"openapi\": \"3.1.0\"}") << Rule::DocumentKindUnknown;
    }

    void badFiles()
    {
        QFETCH(QByteArray, body);
        QFETCH(Rule, rule);
        const DialectPage page = m_dialect.readPage(u"Files"_s, body);
        QVERIFY(page.fatal);
        QCOMPARE(page.fatal->rule, rule);
        QVERIFY(page.tools.isEmpty());
    }

    void readsPastAByteOrderMark()
    {
        const QByteArray body = QByteArray("\xEF\xBB\xBF") + capture(u"atdf-hole-maker.json"_s);
        const DialectPage page = m_dialect.readPage(u"Files"_s, body);
        QVERIFY(!page.fatal);
        QCOMPARE(page.tools.size(), 1);
    }

    void anUnknownSchemaVersionIsReadWithAWarning()
    {
        QJsonObject declaration
            = QJsonDocument::fromJson(capture(u"agenttool-web-search.json"_s)).object();
        declaration.insert(u"schema_version"_s, u"0.9.0"_s);
        const DialectPage page = m_dialect.readPage(u"Files"_s, json(declaration));
        QCOMPARE(page.tools.size(), 1);
        QCOMPARE(rulesOf(page.tools.first()), QList<Rule> {Rule::SchemaVersionUnknown});
        QVERIFY(!page.tools.first().diagnostics.first().isError());
        QCOMPARE(page.tools.first().tool.name, u"search"_s);
    }

    // An array may mix the formats; what is neither is the page's finding.
    void readsArraysAndSurfaces()
    {
        const QJsonArray array {
            QJsonDocument::fromJson(capture(u"agenttool-web-search.json"_s)).object(),
            QJsonDocument::fromJson(capture(u"atdf-hole-maker.json"_s)).object(),
            QJsonObject {{u"name"_s, u"stranger"_s}},
        };
        const DialectPage page = m_dialect.readPage(u"Files"_s, QJsonDocument(array).toJson());
        QVERIFY(!page.fatal);
        QCOMPARE(page.tools.size(), 2);
        QCOMPARE(page.tools.at(1).path, u"$[1]"_s);
        QCOMPARE(page.diagnostics.size(), 1);
        QCOMPARE(page.diagnostics.first().rule, Rule::DocumentKindUnknown);

        // A surface's loaded declarations are tools; its names and deferred
        // references are not declarations.
        QJsonObject surface
            = QJsonDocument::fromJson(capture(u"surfaces/deferred-mcp-discovery.json"_s)).object();
        DialectPage read = m_dialect.readPage(u"Files"_s, json(surface));
        QVERIFY(!read.fatal);
        QVERIFY(read.tools.isEmpty());
        surface.insert(u"loaded_tools"_s, QJsonArray {u"tool_search"_s, array.first()});
        read = m_dialect.readPage(u"Files"_s, json(surface));
        QCOMPARE(read.tools.size(), 1);
        QCOMPARE(read.tools.first().path, u"$.loaded_tools[1]"_s);
    }

    void nothingToCall()
    {
        const Tool tool
            = readBack(QJsonDocument::fromJson(capture(u"atdf-hole-maker.json"_s)).object());
        QList<ToolOutput> outputs;
        const std::optional<QString> problem = m_dialect.readAnswer(tool, "{}", &outputs);
        QVERIFY(problem);
        QVERIFY(problem->contains(u"Files"_s));
        QVERIFY(m_dialect.invocationBody(tool, {}).isEmpty());
    }

    void writesADeclarationForAnyTool()
    {
        ToolExport exported = served();
        exported.vendorName = u"get_forecast"_s;
        exported.tool.name = u"forecast"_s;
        const QJsonObject declaration = AgentToolFormat::write(exported);
        QCOMPARE(AgentToolFormat::lint(declaration), QList<Diagnostic>());
        QCOMPARE(declaration.value(u"tool_id"_s).toString(), u"toolshelf:Weather:get_forecast"_s);
        QCOMPARE(declaration.value(u"namespace"_s).toString(), u"Weather"_s);
        QCOMPARE(declaration.value(u"name"_s).toString(), u"forecast"_s);
        QCOMPARE(declaration.value(u"aliases"_s).toArray(), QJsonArray {u"get_forecast"_s});
        QCOMPARE(declaration.value(u"tool_kind"_s).toString(), u"mcp_tool"_s);
        QCOMPARE(declaration.value(u"search_hint"_s).toString(),
                 u"Gives the forecast for a city"_s);
        const QJsonObject schema = declaration.value(u"input_contract"_s)
                                       .toObject()
                                       .value(u"model_input_schema"_s)
                                       .toObject();
        // Toolshelf's own keywords stay home.
        QVERIFY(!schema.contains(ValueSchema::OrderKeyword));
        const QJsonObject mapping
            = declaration.value(u"external_mappings"_s).toArray().first().toObject();
        QCOMPARE(mapping.value(u"protocol"_s).toString(), u"mcp"_s);
        QCOMPARE(mapping.value(u"native_id"_s).toString(), u"get_forecast"_s);
        QCOMPARE(mapping.value(u"version"_s).toInteger(), 3);
        QCOMPARE(mapping.value(u"digest"_s).toString(), u"sha256:ab12"_s);

        exported.lifecycle = ToolLifecycle::Retired;
        exported.protocol = u"a2t"_s;
        const QJsonObject retired = AgentToolFormat::write(exported);
        QCOMPARE(retired.value(u"lifecycle"_s).toString(), u"retired"_s);
        QCOMPARE(retired.value(u"tool_kind"_s).toString(), u"function"_s);
    }

    void toolIdsOfTwoProvidersNeverMeet()
    {
        QCOMPARE(AgentToolFormat::toolId({u"a:b"_s, u"c"_s}), u"toolshelf:a%3Ab:c"_s);
        QCOMPARE(AgentToolFormat::toolId({u"a"_s, u"b:c"_s}), u"toolshelf:a:b%3Ac"_s);
        QCOMPARE(AgentToolFormat::toolId({u"a"_s, u"x/y%"_s}), u"toolshelf:a:x%2Fy%25"_s);
    }

    void writesAtdfForAnyTool()
    {
        const ToolExport exported = served();
        const QJsonObject basic = AtdfFormat::write(exported, AtdfFormat::Level::Basic);
        QCOMPARE(AtdfFormat::lint(basic), QList<Diagnostic>());
        QCOMPARE(basic.keys(),
                 (QStringList {u"description"_s, u"how_to_use"_s, u"tool_id"_s, u"when_to_use"_s}));
        QCOMPARE(
            basic.value(u"when_to_use"_s).toString(),
            u"When the user asks about the weather to come.\n\nDo not use it when: For past weather."_s);
        const QJsonArray inputs
            = basic.value(u"how_to_use"_s).toObject().value(u"inputs"_s).toArray();
        QCOMPARE(inputs.at(0).toObject(),
                 (QJsonObject {{u"name"_s, u"city"_s},
                               {u"type"_s, u"string"_s},
                               {u"description"_s, u"The city"_s}}));
        QCOMPARE(inputs.at(1).toObject().value(u"type"_s).toString(), u"object"_s);

        const QJsonObject enhanced = AtdfFormat::write(exported, AtdfFormat::Level::Enhanced);
        QCOMPARE(AtdfFormat::lint(enhanced), QList<Diagnostic>());
        QCOMPARE(enhanced.value(u"metadata"_s).toObject(),
                 (QJsonObject {{u"version"_s, u"3"_s},
                               {u"author"_s, u"Weather"_s},
                               {u"tags"_s, QJsonArray {u"weather"_s}},
                               {u"category"_s, u"Forecasts"_s}}));
        QVERIFY(enhanced.value(u"how_to_use"_s)
                    .toObject()
                    .value(u"inputs"_s)
                    .toArray()
                    .at(1)
                    .toObject()
                    .contains(u"schema"_s));

        // No when-to-use text of its own: the description, never an invented one.
        ToolExport plain = served();
        plain.tool.whenToUse.clear();
        plain.tool.whenNotToUse.clear();
        QCOMPARE(
            AtdfFormat::write(plain, AtdfFormat::Level::Basic).value(u"when_to_use"_s).toString(),
            plain.tool.description);
    }

    // Export, import, export: the same document, in every format.
    void roundTrips_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("agent-tool") << 0;
        QTest::newRow("atdf") << 1;
        QTest::newRow("atdf-enhanced") << 2;
    }

    void roundTrips()
    {
        QFETCH(int, format);
        const auto write = [format](const ToolExport &tool) {
            switch (format) {
            case 0:
                return AgentToolFormat::write(tool);
            case 1:
                return AtdfFormat::write(tool, AtdfFormat::Level::Basic);
            default:
                return AtdfFormat::write(tool, AtdfFormat::Level::Enhanced);
            }
        };
        ToolExport first = served();
        first.vendorName = u"get_forecast"_s;
        first.tool.name = u"forecast"_s;
        const QJsonObject written = write(first);
        const Tool imported = readBack(written);
        const ToolExport again {imported, {}, ToolLifecycle::Available, FilesDialect::DialectId};
        QCOMPARE(json(write(again)), json(written));

        // The designer's edits of the imported tool reach the document, and
        // nothing else moves.
        ToolExport edited = again;
        edited.tool.description = u"Tells tomorrow's weather."_s;
        const QJsonObject rewritten = write(edited);
        QCOMPARE(rewritten.value(u"description"_s).toString(), u"Tells tomorrow's weather."_s);
        QJsonObject rest = rewritten;
        rest.insert(u"description"_s, written.value(u"description"_s));
        QCOMPARE(rest, written);
    }
};

QTEST_GUILESS_MAIN(tst_FilesDialect)
#include "tst_filesdialect.moc"

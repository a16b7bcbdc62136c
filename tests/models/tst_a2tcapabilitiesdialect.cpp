// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialectconformance.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "filecatalog.h"
#include "providerfixture.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Toolshelf;
using namespace Qt::StringLiterals;
using Conformance::json;
using Conformance::rulesOf;

namespace {

QJsonObject tool(const QString &name, const QJsonObject &schema = {{u"type"_s, u"object"_s}})
{
    return {
        {u"name"_s, name}, {u"description"_s, u"Does one thing."_s}, {u"input_schema"_s, schema}};
}

QByteArray page(const QJsonArray &tools, qint64 total, qint64 offset = 0)
{
    return json(
        {{u"tools"_s, tools}, {u"total"_s, total}, {u"offset"_s, offset}, {u"limit"_s, 50}});
}

} // namespace

class tst_A2tCapabilitiesDialect : public DialectConformance
{
    Q_OBJECT

    A2tCapabilitiesDialect m_dialect;
    std::unique_ptr<ProviderServer> m_reference;
    Fixture::Http m_http;

protected:
    const ToolDialect &dialect() const override { return m_dialect; }
    QString capturesFolder() const override
    {
        return u"" TOOLSHELF_SOURCE_DIR "/tests/data/a2tcapabilities"_s;
    }

    // The reference provider serving Skycast Weather in this dialect, over
    // loopback; Boston is 41 degrees Fahrenheit there.
    ReferenceCall referenceCall() const override
    {
        return {u"lookup_weather_by_city"_s, QJsonObject {{u"City"_s, u"Boston"_s}}, u"result"_s,
                QJsonObject {{u"Temperature in Fahrenheit"_s, 41},
                             {u"Conditions"_s, u"Overcast"_s},
                             {u"Humidity Percent"_s, 68},
                             {u"Temperature in Celsius"_s, 5},
                             {u"Resolved Location"_s, u"Boston, Massachusetts, United States"_s}}};
    }

    QByteArray referenceListing() override
    {
        startReference();
        const Fixture::Response response = m_http.get(Fixture::at(*m_reference, u"/tools"_s));
        return response.status == 200 ? response.body : QByteArray();
    }

    QByteArray callReference(const Tool &tool, const QByteArray &body) override
    {
        startReference();
        return m_http.post(Fixture::at(*m_reference, u"/tools/"_s + tool.name), body).body;
    }

    void startReference()
    {
        if (m_reference)
            return;
        ProviderConfig config;
        config.dialect = ProviderConfig::Dialect::A2tCapabilities;
        config.capabilities.groups = false;
        QString error;
        std::vector<std::unique_ptr<Catalog>> catalogs;
        catalogs.push_back(FileCatalog::load(u":/catalogs/skycast-weather"_s, &error));
        QVERIFY2(catalogs.back(), qPrintable(error));
        m_reference = Fixture::startServer(config, std::move(catalogs));
    }

private Q_SLOTS:
    // The schema is kept as served, every keyword of it, and read through
    // the typed view.
    void schemasAreKeptAsServed()
    {
        const QList<Capture> all = captures();
        const auto capture = std::find_if(all.cbegin(), all.cend(), [](const Capture &c) {
            return c.name == u"hand-written-json-schema-tools.json"_s;
        });
        QVERIFY(capture != all.cend());
        const DialectPage read = m_dialect.readPage(u"Shop"_s, capture->body);
        QCOMPARE(read.tools.size(), 2);
        const Tool &order = read.tools.at(1).tool;
        QCOMPARE(order.key, (ToolKey {u"Shop"_s, u"create_order"_s}));
        const QJsonObject served = QJsonDocument::fromJson(capture->body)
                                       .object()
                                       .value(u"tools"_s)
                                       .toArray()
                                       .at(1)
                                       .toObject();
        QCOMPARE(order.input.json().toObject(), served.value(u"input_schema"_s).toObject());
        QCOMPARE(order.annotations.value(u"x-cost"_s).toString(), u"free"_s);
        QVERIFY(order.versionCounted);
        QCOMPARE(order.version, 0);
        QHash<QString, ValueSchema> properties;
        for (const ValueSchema::Property &property : order.input.properties())
            properties.insert(property.name, property.schema());
        QCOMPARE(properties.value(u"items"_s).kind(), ValueSchema::Kind::Array);
        QCOMPARE(properties.value(u"items"_s).items().kind(), ValueSchema::Kind::Object);
        QCOMPARE(properties.value(u"discount"_s).maximum(), 0.5);
        QCOMPARE(properties.value(u"priority"_s).kind(), ValueSchema::Kind::Enum);
        QCOMPARE(properties.value(u"payment"_s).kind(), ValueSchema::Kind::OneOf);
        QVERIFY(properties.value(u"gift_note"_s).isNullable());
        const ValueSchema shipping = properties.value(u"customer"_s).properties().at(1).schema();
        QCOMPARE(shipping.resolved(order.input)->kind(), ValueSchema::Kind::Object);
        QVERIFY(read.tools.at(1).diagnostics.isEmpty());
        QCOMPARE(read.total, 2);
        QVERIFY(read.nextCursor.isEmpty());
    }

    // Offset paging: the next page starts where this one ends, until the total.
    void pagesCountToTheTotal()
    {
        const DialectPage first = m_dialect.readPage(u"P"_s, page({tool(u"a"_s), tool(u"b"_s)}, 5));
        QCOMPARE(first.total, 5);
        QCOMPARE(first.nextCursor, u"2"_s);
        const DialectPage last = m_dialect.readPage(u"P"_s, page({tool(u"e"_s)}, 5, 4));
        QCOMPARE(last.offset, 4);
        QVERIFY(last.nextCursor.isEmpty());
        // Without a total the page is the whole list.
        QVERIFY(m_dialect.readPage(u"P"_s, json({{u"tools"_s, QJsonArray {tool(u"a"_s)}}}))
                    .nextCursor.isEmpty());
        // An empty page ends the list whatever the total says.
        QVERIFY(m_dialect.readPage(u"P"_s, page({}, 5, 2)).nextCursor.isEmpty());
    }

    // The same name in two groups is two tools; the group is part of the
    // native form, so it reads back with its key.
    void groupsKeyTheirTools()
    {
        const QByteArray body = page({tool(u"book"_s)}, 1);
        const DialectPage flights
            = A2tCapabilitiesDialect::page(u"P"_s, body, u"travel/flights & más"_s);
        const DialectPage hotels = A2tCapabilitiesDialect::page(u"P"_s, body, u"travel/hotels"_s);
        const Tool &a = flights.tools.first().tool;
        const Tool &b = hotels.tools.first().tool;
        QCOMPARE(a.key.nativeId, u"travel/flights & más/book"_s);
        QCOMPARE(b.key.nativeId, u"travel/hotels/book"_s);
        QVERIFY(a.digest != b.digest);
        QCOMPARE(a.groupId, u"travel/flights & más"_s);
        QCOMPARE(A2tCapabilitiesDialect::groupOf(a.key.nativeId), u"travel/flights & más"_s);
        QCOMPARE(A2tCapabilitiesDialect::groupOf(u"book"_s), QString());
        QCOMPARE(m_dialect.readNative(u"P"_s, a.nativeForm)->key, a.key);
        // A server cannot pose as a group with the keyword.
        QJsonObject posing = tool(u"book"_s);
        posing.insert(A2tCapabilitiesDialect::GroupKeyword, u"elsewhere"_s);
        QCOMPARE(m_dialect.readPage(u"P"_s, page({posing}, 1)).tools.first().tool.key.nativeId,
                 u"book"_s);
    }

    // What is wrong with a tool is said and the rest of the page is read.
    void findingsNameTheTool()
    {
        QJsonObject nameless = tool(u"x"_s);
        nameless.remove(u"name"_s);
        const DialectPage read = m_dialect.readPage(
            u"P"_s,
            page({nameless, tool(u"bad name!"_s), tool(u"flat"_s, {{u"type"_s, u"string"_s}}),
                  tool(u"lost"_s,
                       {{u"type"_s, u"object"_s},
                        {u"properties"_s,
                         QJsonObject {{u"a"_s, QJsonObject {{u"$ref"_s, u"#/$defs/none"_s}}},
                                      {u"b"_s, QJsonObject {{u"$ref"_s, u"#/properties/b"_s}}}}}}),
                  tool(u"twice"_s), tool(u"twice"_s), 7},
                 6));
        QCOMPARE(read.tools.size(), 6);
        QCOMPARE(read.diagnostics.size(), 1); // 7 is no tool
        QVERIFY(rulesOf(read.tools.at(0)).contains(Rule::FieldMissing));
        QVERIFY(read.tools.at(0).tool.key.nativeId.isEmpty());
        QVERIFY(rulesOf(read.tools.at(1)).contains(Rule::ToolNamePattern));
        QVERIFY(read.tools.at(1).tool.key.nativeId.isEmpty());
        QVERIFY(rulesOf(read.tools.at(2)).contains(Rule::InputSchemaObject));
        QCOMPARE(rulesOf(read.tools.at(3)),
                 (QList<Rule> {Rule::SchemaRefUnresolved, Rule::SchemaRefUnresolved}));
        QCOMPARE(read.tools.at(3).diagnostics.first().path, u"$.input_schema.properties.a"_s);
        QVERIFY(rulesOf(read.tools.at(4)).isEmpty());
        QCOMPARE(rulesOf(read.tools.at(5)), QList<Rule> {Rule::ToolNameDuplicate});
        // Every rule the dialect lists is one its findings use.
        for (const Rule rule : m_dialect.rules())
            QVERIFY(!ruleId(rule).isEmpty());
    }

    void unreadablePagesAreFatal_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("not json") << QByteArray("{\"tools\": [");
        QTest::newRow("no tools") << QByteArray("{\"items\": []}");
        QTest::newRow("negative total") << QByteArray("{\"tools\": [], \"total\": -1}");
        QTest::newRow("fractional offset") << QByteArray("{\"tools\": [], \"offset\": 1.5}");
        QTest::newRow("too deep") << QByteArray(100000, '[');
    }

    void unreadablePagesAreFatal()
    {
        QFETCH(QByteArray, body);
        QVERIFY(m_dialect.readPage(u"P"_s, body).fatal);
    }

    void answersAreTheirResult()
    {
        const Tool any;
        QList<ToolOutput> outputs;
        QVERIFY(!m_dialect.readAnswer(
            any, R"({"result": "Sunny, 72F", "meta": {"type": "group_refresh"}})", &outputs));
        QCOMPARE(outputs.size(), 1);
        QCOMPARE(outputs.first().value.toString(), u"Sunny, 72F"_s);
        QVERIFY(m_dialect.readAnswer(any, R"({"meta": {}})", &outputs));
        QVERIFY(m_dialect.readAnswer(any, "[1]", &outputs));
        QCOMPARE(m_dialect.invocationBody(any, {{u"location"_s, u"Paris"_s}}),
                 QByteArray(R"({"location":"Paris"})"));
    }
};

QTEST_GUILESS_MAIN(tst_A2tCapabilitiesDialect)
#include "tst_a2tcapabilitiesdialect.moc"

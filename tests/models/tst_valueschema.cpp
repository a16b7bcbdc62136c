// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/valueschema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace Toolshelf;
using namespace Qt::StringLiterals;
using Kind = ValueSchema::Kind;

namespace {

ValueSchema schema(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", json);
    return ValueSchema(document.isObject() ? QJsonValue(document.object())
                                           : QJsonValue(document.array()));
}

} // namespace

class tst_ValueSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kinds_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<bool>("nullable");
        QTest::newRow("empty") << u"{}"_s << Kind::Any << false;
        QTest::newRow("string") << u"{\"type\":\"string\"}"_s << Kind::String << false;
        QTest::newRow("integer") << u"{\"type\":\"integer\"}"_s << Kind::Integer << false;
        QTest::newRow("number") << u"{\"type\":\"number\"}"_s << Kind::Number << false;
        QTest::newRow("boolean") << u"{\"type\":\"boolean\"}"_s << Kind::Boolean << false;
        QTest::newRow("null") << u"{\"type\":\"null\"}"_s << Kind::Null << false;
        QTest::newRow("nullable string")
            << u"{\"type\":[\"string\",\"null\"]}"_s << Kind::String << true;
        QTest::newRow("two types")
            << u"{\"type\":[\"string\",\"integer\"]}"_s << Kind::Unknown << false;
        QTest::newRow("unknown type") << u"{\"type\":\"float\"}"_s << Kind::Unknown << false;
        QTest::newRow("type not a string") << u"{\"type\":7}"_s << Kind::Unknown << false;
        QTest::newRow("enum") << u"{\"type\":\"string\",\"enum\":[\"A\",\"B\"]}"_s << Kind::Enum
                              << false;
        QTest::newRow("const") << u"{\"const\":3}"_s << Kind::Enum << false;
        QTest::newRow("described enum")
            << u"{\"oneOf\":[{\"const\":\"A\",\"description\":\"a\"},{\"const\":\"B\"}]}"_s
            << Kind::Enum << false;
        QTest::newRow("oneOf") << u"{\"oneOf\":[{\"type\":\"string\"},{\"const\":1}]}"_s
                               << Kind::OneOf << false;
        QTest::newRow("anyOf") << u"{\"anyOf\":[{\"type\":\"string\"},{\"type\":\"null\"}]}"_s
                               << Kind::AnyOf << false;
        QTest::newRow("ref") << u"{\"$ref\":\"#/$defs/city\",\"type\":\"object\"}"_s << Kind::Ref
                             << false;
        QTest::newRow("object") << u"{\"type\":\"object\"}"_s << Kind::Object << false;
        QTest::newRow("object by keywords") << u"{\"properties\":{}}"_s << Kind::Object << false;
        QTest::newRow("array") << u"{\"type\":\"array\",\"items\":{}}"_s << Kind::Array << false;
        QTest::newRow("array by keywords")
            << u"{\"items\":{\"type\":\"string\"}}"_s << Kind::Array << false;
        QTest::newRow("no schema") << u"[1]"_s << Kind::Unknown << false;
    }

    void kinds()
    {
        QFETCH(QString, json);
        QFETCH(Kind, kind);
        QFETCH(bool, nullable);
        const ValueSchema read = schema(json.toUtf8().constData());
        QCOMPARE(valueSchemaKindName(read.kind()), valueSchemaKindName(kind));
        QCOMPARE(read.isNullable(), nullable);
    }

    void booleanSchemas()
    {
        QCOMPARE(ValueSchema(QJsonValue(true)).kind(), Kind::Any);
        QCOMPARE(ValueSchema(QJsonValue(false)).kind(), Kind::Nothing);
        QCOMPARE(ValueSchema().kind(), Kind::Any);
    }

    // The view reads; the JSON stays what was given, keywords it does not know too.
    void keepsTheJson()
    {
        const char *json = "{\"type\":\"string\",\"format\":\"date\",\"x-vendor\":{\"a\":[1,2]},"
                           "\"maxLength\":10,\"title\":\"Day\",\"description\":\"The day.\"}";
        const ValueSchema read = schema(json);
        QCOMPARE(QJsonDocument(read.json().toObject()).toJson(QJsonDocument::Compact),
                 QJsonDocument::fromJson(json).toJson(QJsonDocument::Compact));
        QCOMPARE(read.title(), u"Day"_s);
        QCOMPARE(read.description(), u"The day."_s);
        QCOMPARE(read.maxLength(), std::optional<qint64>(10));
        QCOMPARE(read.maximum(), std::nullopt);
    }

    void numbersHaveBounds()
    {
        const ValueSchema read = schema("{\"type\":\"integer\",\"minimum\":1,\"maximum\":14}");
        QCOMPARE(read.minimum(), std::optional<double>(1));
        QCOMPARE(read.maximum(), std::optional<double>(14));
    }

    void enumValues()
    {
        QCOMPARE(schema("{\"enum\":[\"A\",2,null]}").enumValues(),
                 (QList<ValueSchema::EnumValue> {{u"A"_s, {}}, {2, {}}, {QJsonValue::Null, {}}}));
        QCOMPARE(schema("{\"const\":\"X\",\"description\":\"only X\"}").enumValues(),
                 (QList<ValueSchema::EnumValue> {{u"X"_s, u"only X"_s}}));
        QCOMPARE(
            schema("{\"oneOf\":[{\"const\":\"ECONOMY\",\"description\":\"Cheapest.\"},"
                   "{\"const\":\"FIRST\"}]}")
                .enumValues(),
            (QList<ValueSchema::EnumValue> {{u"ECONOMY"_s, u"Cheapest."_s}, {u"FIRST"_s, {}}}));
        QVERIFY(schema("{\"type\":\"string\"}").enumValues().isEmpty());
    }

    void objectProperties()
    {
        const ValueSchema object
            = schema("{\"type\":\"object\",\"properties\":{\"b\":{\"type\":\"string\"},\"a\":{}},"
                     "\"required\":[\"b\",\"c\"],\"additionalProperties\":false}");
        const QList<ValueSchema::Property> properties = object.properties();
        QCOMPARE(properties.size(), 3);
        // Without an order of Toolshelf's, a JSON object's (sorted) order.
        QCOMPARE(properties.at(0).name, u"a"_s);
        QVERIFY(!properties.at(0).required);
        QCOMPARE(properties.at(1).name, u"b"_s);
        QVERIFY(properties.at(1).required);
        QCOMPARE(properties.at(1).schema().kind(), Kind::String);
        // Required without a schema: any value, required.
        QCOMPARE(properties.at(2).name, u"c"_s);
        QVERIFY(properties.at(2).required);
        QCOMPARE(properties.at(2).schema().kind(), Kind::Any);
        QVERIFY(!object.allowsOtherProperties());
        QVERIFY(schema("{\"type\":\"object\"}").allowsOtherProperties());
    }

    void propertiesInTheWiresOrder()
    {
        const ValueSchema object = schema("{\"properties\":{\"a\":{},\"b\":{},\"c\":{}},"
                                          "\"x-toolshelf-order\":[\"c\",\"a\",\"gone\",\"c\"]}");
        QStringList names;
        for (const ValueSchema::Property &property : object.properties())
            names.append(property.name);
        QCOMPARE(names, (QStringList {u"c"_s, u"a"_s, u"b"_s}));
    }

    void arraysAndBranches()
    {
        QCOMPARE(schema("{\"type\":\"array\",\"items\":{\"type\":\"number\"}}").items().kind(),
                 Kind::Number);
        QCOMPARE(schema("{\"type\":\"array\"}").items().kind(), Kind::Any);
        const QList<ValueSchema> branches
            = schema("{\"anyOf\":[{\"type\":\"string\"},{\"type\":\"null\"}]}").alternatives();
        QCOMPARE(branches.size(), 2);
        QCOMPARE(branches.at(1).kind(), Kind::Null);
        QVERIFY(schema("{\"type\":\"string\"}").alternatives().isEmpty());
    }

    void referencesResolveInTheDocument()
    {
        const ValueSchema root
            = schema("{\"type\":\"object\",\"properties\":{\"home\":{\"$ref\":\"#/$defs/place\"},"
                     "\"work\":{\"$ref\":\"#/$defs/alias\"},\"odd\":{\"$ref\":\"#/$defs/a~1b\"},"
                     "\"first\":{\"$ref\":\"#/$defs/list/0\"},\"self\":{\"$ref\":\"#\"},"
                     "\"far\":{\"$ref\":\"https://example.com/s.json\"},"
                     "\"loop\":{\"$ref\":\"#/$defs/loop\"},\"gone\":{\"$ref\":\"#/$defs/none\"}},"
                     "\"$defs\":{\"place\":{\"type\":\"string\",\"title\":\"Place\"},"
                     "\"alias\":{\"$ref\":\"#/$defs/place\"},\"a/b\":{\"type\":\"boolean\"},"
                     "\"list\":[{\"type\":\"integer\"}],\"loop\":{\"$ref\":\"#/$defs/loop\"}}}");
        QHash<QString, ValueSchema> properties;
        for (const ValueSchema::Property &property : root.properties())
            properties.insert(property.name, property.schema());
        QCOMPARE(properties.value(u"home"_s).ref(), u"#/$defs/place"_s);
        QCOMPARE(properties.value(u"home"_s).resolved(root)->title(), u"Place"_s);
        QCOMPARE(properties.value(u"work"_s).resolved(root)->title(), u"Place"_s);
        QCOMPARE(properties.value(u"odd"_s).resolved(root)->kind(), Kind::Boolean);
        QCOMPARE(properties.value(u"first"_s).resolved(root)->kind(), Kind::Integer);
        QCOMPARE(properties.value(u"self"_s).resolved(root)->kind(), Kind::Object);
        QVERIFY(!properties.value(u"far"_s).resolved(root));
        QVERIFY(!properties.value(u"loop"_s).resolved(root));
        QVERIFY(!properties.value(u"gone"_s).resolved(root));
        // Not a reference: itself.
        QCOMPARE(root.resolved(root)->kind(), Kind::Object);
    }

    // A deferred schema is made once, when first read, whichever copy and
    // thread reads it, and is then the schema it made in every respect.
    void deferredSchemasAreMadeOnceWhenRead()
    {
        const char *json = "{\"type\":[\"string\",\"null\"],\"title\":\"City\"}";
        std::atomic<int> made = 0;
        const ValueSchema deferred = ValueSchema::deferred([&made, json] {
            ++made;
            return schema(json).json();
        });
        const ValueSchema copy = deferred;
        QCOMPARE(made.load(), 0);
        QList<QThread *> readers;
        for (int i = 0; i < 8; ++i) {
            readers.append(QThread::create([copy] { (void)copy.kind(); }));
            readers.last()->start();
        }
        for (QThread *reader : readers) {
            QVERIFY(reader->wait(10000));
            delete reader;
        }
        QCOMPARE(made.load(), 1);
        QCOMPARE(deferred, schema(json));
        QCOMPARE(deferred.kind(), Kind::String);
        QVERIFY(deferred.isNullable());
        QCOMPARE(deferred.title(), u"City"_s);
        QCOMPARE(made.load(), 1);
        // Equal to a schema made at once, and the other way round.
        QVERIFY(schema(json) == copy);
        QVERIFY(!(ValueSchema() == deferred));
    }
};

QTEST_GUILESS_MAIN(tst_ValueSchema)
#include "tst_valueschema.moc"

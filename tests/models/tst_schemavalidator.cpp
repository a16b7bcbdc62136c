// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/schemavalidator.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;
using Problem = SchemaValidator::Problem;

namespace {

// JSON written with single quotes, so the tables below read as JSON does.
QJsonValue json(const char *text)
{
    const QByteArray bytes = QByteArray(text).replace('\'', '"');
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson("[" + bytes + "]", &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", text);
    return document.array().at(0);
}

QStringList pathsOf(const QList<Problem> &problems)
{
    QStringList paths;
    for (const Problem &problem : problems)
        paths.append(problem.path);
    return paths;
}

QString messagesOf(const QList<Problem> &problems)
{
    QStringList messages;
    for (const Problem &problem : problems)
        messages.append(problem.text());
    return messages.join(u'\n');
}

const char *Order = "{'type': 'object', 'additionalProperties': false,"
                    " '$defs': {'address': {'type': 'object', 'required': ['city'],"
                    "   'properties': {'city': {'type': 'string', 'minLength': 1},"
                    "                  'zip': {'type': 'string', 'pattern': '^[0-9]{5}$'}}}},"
                    " 'required': ['customer', 'items'],"
                    " 'properties': {"
                    "  'customer': {'type': 'object', 'properties': {"
                    "    'shipping': {'$ref': '#/$defs/address'}}},"
                    "  'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'object',"
                    "    'required': ['sku'], 'properties': {'sku': {'type': 'string'},"
                    "    'quantity': {'type': 'integer', 'minimum': 1, 'maximum': 99}}}},"
                    "  'note': {'type': ['string', 'null'], 'x-vendor': 'kept'}}}";

} // namespace

class tst_SchemaValidator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keywords_data()
    {
        QTest::addColumn<QByteArray>("schema");
        QTest::addColumn<QByteArray>("value");
        // Where each problem is, in order; empty when the value fits.
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<QString>("message");

        const auto row = [](const char *name, const char *schema, const char *value,
                            QStringList paths = {}, const char *message = "") {
            QTest::newRow(name) << QByteArray(schema) << QByteArray(value) << paths
                                << QString::fromUtf8(message);
        };
        row("any", "{}", "{'a': [1]}");
        row("true", "true", "1");
        row("false", "false", "1", {u""_s}, "no value is allowed");
        row("string", "{'type': 'string'}", "'x'");
        row("string, not number", "{'type': 'string'}", "1", {u""_s},
            "must be string, not an integer");
        row("integer", "{'type': 'integer'}", "2");
        row("integer, not fraction", "{'type': 'integer'}", "2.5", {u""_s}, "must be integer");
        row("number takes integer", "{'type': 'number'}", "2");
        row("nullable", "{'type': ['string', 'null']}", "null");
        row("nullable, not number", "{'type': ['string', 'null']}", "3", {u""_s},
            "must be string or null");
        row("unknown type is not checked", "{'type': 'float'}", "'x'");
        row("enum", "{'enum': ['a', 'b']}", "'b'");
        row("enum, other", "{'enum': ['a', 'b', 3]}", "'c'", {u""_s}, "must be one of: a, b, 3");
        row("const", "{'const': 4}", "4");
        row("const, other", "{'const': 4}", "5", {u""_s}, "must be 4");
        row("minimum", "{'minimum': 1}", "1");
        row("below minimum", "{'minimum': 1}", "0", {u""_s}, "must be at least 1");
        row("above maximum", "{'maximum': 0.5}", "0.75", {u""_s}, "must be at most 0.5");
        row("exclusive minimum", "{'exclusiveMinimum': 1}", "1", {u""_s}, "must be more than 1");
        row("exclusive maximum", "{'exclusiveMaximum': 10}", "10", {u""_s}, "must be less than 10");
        row("draft 4 exclusive", "{'minimum': 1, 'exclusiveMinimum': true}", "1", {u""_s},
            "must be more than 1");
        row("multiple of", "{'multipleOf': 0.1}", "0.3");
        row("not a multiple", "{'multipleOf': 5}", "12", {u""_s}, "must be a multiple of 5");
        row("bounds leave strings alone", "{'minimum': 5}", "'x'");
        row("max length", "{'maxLength': 3}", "'abcd'", {u""_s}, "at most 3 character(s)");
        // Characters as JSON Schema counts them: an emoji is one.
        row("length in code points", "{'maxLength': 2}", "'\xf0\x9f\x98\x80\xf0\x9f\x98\x80'");
        row("min length", "{'minLength': 2}", "'a'", {u""_s}, "at least 2 character(s)");
        row("pattern", "{'pattern': '^[0-9]{5}$'}", "'12345'");
        row("pattern anywhere", "{'pattern': 'b'}", "'abc'");
        row("pattern, other", "{'pattern': '^[0-9]{5}$'}", "'1234'", {u""_s},
            "does not match the pattern ^[0-9]{5}$");
        row("unreadable pattern is not held against the value", "{'pattern': '(['}", "'x'");
        row("items", "{'items': {'type': 'integer'}}", "[1, 'two', 3, 'four']", {u"/1"_s, u"/3"_s},
            "/1: must be integer");
        row("min items", "{'minItems': 2}", "[1]", {u""_s}, "at least 2 item(s)");
        row("max items", "{'maxItems': 1}", "[1, 2]", {u""_s}, "at most 1 item");
        row("prefix items", "{'prefixItems': [{'type': 'string'}], 'items': {'type': 'integer'}}",
            "['a', 2, 'c']", {u"/2"_s});
        row("unique items", "{'uniqueItems': true}", "[{'a': 1, 'b': 2}, {'b': 2, 'a': 1}]",
            {u"/1"_s}, "repeats an earlier item");
        row("required", "{'required': ['a', 'b'], 'properties': {'a': {}}}", "{'a': 1}", {u"/b"_s},
            "/b: required");
        row("other properties allowed", "{'properties': {'a': {}}}", "{'b': 1}");
        row("other properties refused", "{'properties': {'a': {}}, 'additionalProperties': false}",
            "{'a': 1, 'b': 2}", {u"/b"_s}, "not one of this object's properties");
        row("other properties by schema", "{'additionalProperties': {'type': 'integer'}}",
            "{'b': 'x'}", {u"/b"_s});
        row("pattern properties",
            "{'patternProperties': {'^n_': {'type': 'integer'}}, 'additionalProperties': false}",
            "{'n_1': 1, 'n_2': 'x'}", {u"/n_2"_s});
        row("names escaped in paths", "{'properties': {'a/b~c': {'type': 'integer'}}}",
            "{'a/b~c': 'x'}", {u"/a~1b~0c"_s});
        row("all of", "{'allOf': [{'minimum': 1}, {'maximum': 3}]}", "4", {u""_s});
        row("any of", "{'anyOf': [{'type': 'string'}, {'type': 'integer'}]}", "2");
        row("any of, none",
            "{'anyOf': [{'type': 'string'}, {'type': 'object', 'required': ['card']}]}", "{}",
            {u""_s, u"/card"_s}, "fits none of the 2 allowed form(s)");
        row("one of", "{'oneOf': [{'type': 'string'}, {'type': 'integer'}]}", "'x'");
        row("one of, two", "{'oneOf': [{'minimum': 1}, {'maximum': 3}]}", "2", {u""_s},
            "fits 2 of the allowed forms, but must fit exactly one");
        row("not", "{'not': {'type': 'string'}}", "'x'", {u""_s});
        row("if then", "{'if': {'minimum': 10}, 'then': {'multipleOf': 10}}", "15", {u""_s});
        row("if else", "{'if': {'minimum': 10}, 'else': {'const': 1}}", "2", {u""_s});
        row("unknown keywords are ignored",
            "{'type': 'string', 'format': 'email', 'x-vendor': {'a': 1}, 'deprecated': true}",
            "'not an address'");
        row("reference", "{'$defs': {'n': {'type': 'integer'}}, '$ref': '#/$defs/n'}", "'x'",
            {u""_s});
        row("reference nowhere", "{'$ref': '#/$defs/missing'}", "1", {u""_s}, "leads to no schema");
        row("reference outside", "{'$ref': 'https://example.com/s.json'}", "1", {u""_s});
        row("order fits", Order,
            "{'customer': {'shipping': {'city': 'Oslo', 'zip': '12345'}},"
            " 'items': [{'sku': 'A', 'quantity': 2}], 'note': null}");
        row("order, everything wrong", Order,
            "{'customer': {'shipping': {'zip': '1'}}, 'items': [{'quantity': 100}, {'sku': 1}],"
            " 'note': 3, 'coupon': 'X'}",
            {u"/coupon"_s, u"/customer/shipping/city"_s, u"/customer/shipping/zip"_s,
             u"/items/0/sku"_s, u"/items/0/quantity"_s, u"/items/1/sku"_s, u"/note"_s},
            "/items/0/quantity: must be at most 99");
        row("order, nothing", Order, "{}", {u"/customer"_s, u"/items"_s});
    }

    void keywords()
    {
        QFETCH(QByteArray, schema);
        QFETCH(QByteArray, value);
        QFETCH(QStringList, paths);
        QFETCH(QString, message);
        const ValueSchema root(json(schema.constData()));
        const QList<Problem> problems = SchemaValidator::validate(json(value.constData()), root);
        QCOMPARE(pathsOf(problems), paths);
        QVERIFY2(messagesOf(problems).contains(message), qPrintable(messagesOf(problems)));
    }

    // A schema below another's is checked with references into the document's root.
    void checksAgainstAPartOfTheDocument()
    {
        const ValueSchema root(json(Order));
        const ValueSchema customer(json(Order).toObject()[u"properties"_s][u"customer"_s]);
        const QList<Problem> problems
            = SchemaValidator::validate(json("{'shipping': {}}"), customer, root);
        QCOMPARE(pathsOf(problems), QStringList {u"/shipping/city"_s});
    }

    void paths()
    {
        QCOMPARE(SchemaValidator::childPath(QString(), u"a/b~"_s), u"/a~1b~0"_s);
        QCOMPARE(SchemaValidator::childPath(u"/x"_s, 3), u"/x/3"_s);
        QCOMPARE(SchemaValidator::steps(u"/a~1b~0/0"_s), (QStringList {u"a/b~"_s, u"0"_s}));
        QCOMPARE(SchemaValidator::steps(QString()), QStringList());
        QCOMPARE((Problem {u"/a"_s, u"wrong"_s}.text()), u"/a: wrong"_s);
        QCOMPARE((Problem {QString(), u"wrong"_s}.text()), u"wrong"_s);
    }

    // Provider text in a message is one bounded line.
    void messagesAreBoundedText()
    {
        const QString hostile = QString(5000, u'x') + u"\u202e\n"_s;
        const QJsonObject schema {{u"enum"_s, QJsonArray {hostile}}};
        const QList<Problem> problems
            = SchemaValidator::validate(QJsonValue(u"y"_s), ValueSchema(schema));
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().message.size() < 200);
        QVERIFY(!problems.first().message.contains(QChar(0x202e)));
        QVERIFY(!problems.first().message.contains(u'\n'));
    }

    // Hostile schemas end at once and say why, instead of recursing without end.
    void hostileSchemasAreBounded_data()
    {
        QTest::addColumn<QJsonValue>("schema");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");

        // JSON nested deeper than a few thousand levels cannot even be freed
        // by Qt (its destructor recurses), and parsers stop at 1024: this
        // one is nested 5,000 deep in JSON ...
        QJsonObject deep {{u"type"_s, u"integer"_s}};
        for (int i = 0; i < 5000; ++i)
            deep = QJsonObject {{u"allOf"_s, QJsonArray {deep}}};
        QTest::newRow("nested 5,000 deep") << QJsonValue(deep) << QJsonValue(1) << u"deeper"_s;
        // ... and this one 100,000 deep through references.
        QJsonObject definitions;
        for (int i = 0; i < 100000; ++i)
            definitions.insert(
                u"d%1"_s.arg(i),
                QJsonObject {
                    {u"properties"_s,
                     QJsonObject {
                         {u"a"_s, QJsonObject {{u"$ref"_s, u"#/$defs/d%1"_s.arg(i + 1)}}}}}});
        QJsonValue nested = u"leaf"_s;
        for (int i = 0; i < 200; ++i)
            nested = QJsonObject {{u"a"_s, nested}};
        QTest::newRow("nested 100,000 deep by reference")
            << QJsonValue(QJsonObject {{u"$defs"_s, definitions}, {u"$ref"_s, u"#/$defs/d0"_s}})
            << nested << u"deeper"_s;
        QTest::newRow("reference cycle")
            << json("{'$defs': {'a': {'allOf': [{'$ref': '#/$defs/a'}]}}, '$ref': '#/$defs/a'}")
            << QJsonValue(1) << u"deeper"_s;
        QTest::newRow("references to references")
            << json("{'$defs': {'a': {'$ref': '#/$defs/b'}, 'b': {'$ref': '#/$defs/a'}},"
                    " '$ref': '#/$defs/a'}")
            << QJsonValue(1) << u"leads to no schema"_s;
        // Two branches a level, 64 levels: 2^64 ways without a bound on the work.
        QTest::newRow("choices multiplying")
            << json("{'$defs': {'a': {'anyOf': [{'$ref': '#/$defs/a'}, {'$ref': '#/$defs/a'}]}},"
                    " '$ref': '#/$defs/a'}")
            << QJsonValue(1) << u"too much work"_s;
        QJsonArray items;
        for (int i = 0; i < 100000; ++i)
            items.append(u"x"_s);
        QTest::newRow("many wrong items")
            << json("{'items': {'type': 'integer'}}") << QJsonValue(items) << u"must be integer"_s;
    }

    void hostileSchemasAreBounded()
    {
        QFETCH(QJsonValue, schema);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QElapsedTimer timer;
        timer.start();
        const QList<Problem> problems = SchemaValidator::validate(value, ValueSchema(schema));
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!problems.isEmpty());
        QVERIFY(problems.size() <= SchemaValidator::MaxProblems);
        QVERIFY2(messagesOf(problems).contains(message), qPrintable(messagesOf(problems)));
    }
};

QTEST_MAIN(tst_SchemaValidator)
#include "tst_schemavalidator.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/jsonpreflight.h"

#include <QTest>

using namespace Toolshelf;

class tst_JsonPreflight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void check_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem"); // empty: accepted
        QTest::newRow("plain") << QByteArray("{\"a\": 1, \"b\": [1, {\"a\": 2}]}") << QString();
        QTest::newRow("same key in sibling objects")
            << QByteArray("[{\"a\": 1}, {\"a\": 2}]") << QString();
        QTest::newRow("same key at two levels") << QByteArray("{\"a\": {\"a\": 1}}") << QString();
        QTest::newRow("values equal to keys")
            << QByteArray("{\"a\": \"a\", \"b\": \"a\"}") << QString();
        QTest::newRow("braces in strings")
            << QByteArray("{\"a\": \"{[\\\"\", \"b\": \"]}\"}") << QString();
        QTest::newRow("escaped newline") << QByteArray("{\"a\": \"x\\ny\"}") << QString();
        QTest::newRow("duplicate")
            << QByteArray("{\"a\": 1, \"a\": 2}") << QStringLiteral("duplicate key");
        QTest::newRow("duplicate after nested object")
            << QByteArray("{\"a\": {\"x\": 1}, \"b\": 2, \"a\": 3}")
            << QStringLiteral("duplicate key \"a\"");
        QTest::newRow("duplicate through escape") << QByteArray("{\"name\": 1, \"n\\u0061me\": 2}")
                                                  << QStringLiteral("duplicate key \"name\"");
        // A key is the provider's text: its "%2" must not take the byte offset's place.
        QTest::newRow("duplicate with a placeholder")
            << QByteArray("{\"%2\": 1, \"%2\": 2}")
            << QStringLiteral("duplicate key \"%2\" at byte 10");
        QTest::newRow("raw tab in string")
            << QByteArray("{\"a\": \"x\ty\"}") << QStringLiteral("control character 0x09");
        QTest::newRow("raw newline in string")
            << QByteArray("[\"x\ny\"]") << QStringLiteral("control character 0x0a");
        QTest::newRow("nesting at limit") << QByteArray(64, '[') + QByteArray(64, ']') << QString();
        QTest::newRow("nesting past limit") << QByteArray(65, '[') + QByteArray(65, ']')
                                            << QStringLiteral("nesting deeper than 64");
        QByteArray wide = "{";
        for (int i = 0; i < 20; ++i)
            wide += "\"k" + QByteArray::number(i) + "\": " + QByteArray::number(i) + ",";
        QTest::newRow("wide object") << QByteArray(wide + "\"end\": 0}") << QString();
        QTest::newRow("duplicate in a wide object")
            << QByteArray(wide + "\"k3\": 0}") << QStringLiteral("duplicate key \"k3\"");
        QTest::newRow("duplicate right after the switch")
            << QByteArray(wide.left(wide.indexOf("\"k17\"")) + "\"k2\": 0}")
            << QStringLiteral("duplicate key \"k2\"");
        QTest::newRow("unterminated string") << QByteArray("{\"a\": \"x") << QString();
    }

    void check()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        const auto result = JsonPreflight::check(json);
        if (problem.isEmpty()) {
            QVERIFY2(!result.has_value(), qPrintable(result.value_or(QString())));
        } else {
            QVERIFY(result.has_value());
            QVERIFY2(result->contains(problem), qPrintable(*result));
        }
    }

    // A document may be a view into a larger buffer. One that ends on a
    // backslash inside a key ends the key with it: the byte after the view
    // (here the quote that would close the key and repeat the first one) is
    // not read. The fuzz target fuzz_signaturepage found the read under
    // AddressSanitizer.
    void keyEndsWithTheDocument()
    {
        const QByteArray buffer("{\"a\\\"\": 1, \"a\\\"");
        const QByteArrayView json(buffer.constData(), buffer.size() - 1);
        QCOMPARE(json, QByteArrayView("{\"a\\\"\": 1, \"a\\"));
        const auto result = JsonPreflight::check(json);
        QVERIFY2(!result.has_value(), qPrintable(result.value_or(QString())));
    }

    // What QJsonDocument would build is bounded, whatever the bytes hold.
    void valueLimits_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem"); // empty: accepted
        QTest::newRow("containers at limit") << QByteArray("[{},[],{}]") << QString();
        QTest::newRow("containers past limit")
            << QByteArray("[{},[],{},{}]") << QStringLiteral("more than 4 objects and arrays");
        QTest::newRow("values at limit") << QByteArray("[1,2,3,4,5,6,7]") << QString();
        QTest::newRow("values past limit")
            << QByteArray("[1,2,3,4,5,6,7,8]") << QStringLiteral("more than 8 values");
        QTest::newRow("members count") << QByteArray("{\"a\":1,\"b\":2,\"c\":3}") << QString();
        QTest::newRow("commas in strings are no values")
            << QByteArray("[\",,,,,,,,,,,,\"]") << QString();
    }

    void valueLimits()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        JsonLimits limits;
        limits.maxContainers = 4;
        limits.maxValues = 8;
        const auto result = JsonPreflight::check(json, limits);
        if (problem.isEmpty()) {
            QVERIFY2(!result.has_value(), qPrintable(result.value_or(QString())));
        } else {
            QVERIFY(result.has_value());
            QVERIFY2(result->contains(problem), qPrintable(*result));
        }
    }

    // The finding: 60 MB of "{}" parsed to 14 GB. The defaults refuse it at
    // once, while a page of 10,000 signatures passes.
    void defaultsRefuseAPageOfEmptyObjects()
    {
        QByteArray empty = "{\"items\":[{}";
        for (int i = 0; i < 600000; ++i)
            empty += ",{}";
        empty += "]}";
        const auto refused = JsonPreflight::check(empty);
        QVERIFY(refused.has_value());
        QVERIFY2(refused->contains(QLatin1String("objects and arrays")), qPrintable(*refused));

        const QByteArray tool = "{\"toolId\":\"x\",\"name\":\"n\",\"version\":1,"
                                "\"tags\":[\"a\",\"b\"],\"input_parameters\":[{\"id\":\"a\","
                                "\"name\":\"A\",\"type\":\"enum\",\"allowed-values\":[{\"name\":"
                                "\"X\"},{\"name\":\"Y\"}]},{\"id\":\"b\",\"name\":\"B\"}],"
                                "\"output_parameters\":[{\"id\":\"c\",\"name\":\"C\"}]}";
        QByteArray page = "{\"items\":[" + tool;
        for (int i = 1; i < 10000; ++i)
            page += ',' + tool;
        page += "]}";
        const auto accepted = JsonPreflight::check(page);
        QVERIFY2(!accepted.has_value(), qPrintable(accepted.value_or(QString())));
    }

    // The member a reader asks for (a page's cursor) comes from the scan:
    // the string it holds, decoded as QJsonDocument decodes it, and nothing
    // for a member that is not where its keys say or holds no string.
    void member_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("found");
        QTest::addColumn<QString>("value");
        const QString none;
        QTest::newRow("a page's cursor")
            << QByteArray(R"({"items": [], "paging": {"pageLimit": 2, "next": "c2"}})") << true
            << QStringLiteral("c2");
        QTest::newRow("paging before items")
            << QByteArray(R"({"paging": {"next": "c2", "pageLimit": 2}, "items": [{}]})") << true
            << QStringLiteral("c2");
        QTest::newRow("no whitespace")
            << QByteArray(R"({"items":[],"paging":{"next":"c2"}})") << true << QStringLiteral("c2");
        QTest::newRow("escapes decoded")
            << QByteArray("{\"paging\": {\"next\": \"p\\u0032\\/\\\"q\\\\\\n\"}}") << true
            << QStringLiteral("p2/\"q\\\n");
        QTest::newRow("UTF-8") << QByteArray("{\"paging\": {\"next\": \"\xc3\xa9t\xc3\xa9\"}}")
                               << true << QStringLiteral("\u00e9t\u00e9");
        QTest::newRow("keys with escapes") << QByteArray(R"({"p\u0061ging": {"ne\u0078t": "c2"}})")
                                           << true << QStringLiteral("c2");
        QTest::newRow("an empty string")
            << QByteArray(R"({"paging": {"next": ""}})") << true << QString();
        QTest::newRow("after a sibling object holding the key")
            << QByteArray(R"({"paging": {"x": {"next": "no"}, "next": "c2"}})") << true
            << QStringLiteral("c2");
        QTest::newRow("null") << QByteArray(R"({"paging": {"next": null}})") << false << none;
        QTest::newRow("a number") << QByteArray(R"({"paging": {"next": 2, "pageLimit": "x"}})")
                                  << false << none;
        QTest::newRow("an object")
            << QByteArray(R"({"paging": {"next": {"next": "c2"}}})") << false << none;
        QTest::newRow("an array") << QByteArray(R"({"paging": {"next": ["c2"]}})") << false << none;
        QTest::newRow("no paging") << QByteArray(R"({"items": []})") << false << none;
        QTest::newRow("paging a string")
            << QByteArray("{\"paging\": \"{\\\"next\\\": \\\"c2\\\"}\"}") << false << none;
        QTest::newRow("paging an array")
            << QByteArray(R"({"paging": [{"next": "c2"}]})") << false << none;
        QTest::newRow("next at the top level")
            << QByteArray(R"({"next": "c2", "paging": {}})") << false << none;
        QTest::newRow("deeper than its keys")
            << QByteArray(R"({"paging": {"x": {"next": "c2"}}})") << false << none;
        QTest::newRow("in an item")
            << QByteArray(R"({"items": [{"paging": {"next": "c2"}}], "paging": {}})") << false
            << none;
        QTest::newRow("a top-level array")
            << QByteArray(R"([{"paging": {"next": "c2"}}])") << false << none;
        QTest::newRow("a value spelled like the key")
            << QByteArray(R"({"a": "paging", "b": {"next": "c2"}})") << false << none;
        // A raw 0xff is no UTF-8: QJsonDocument refuses it, so nothing is
        // reported that its parse would not give.
        QTest::newRow("not UTF-8")
            << QByteArray("{\"paging\": {\"next\": \"c\xff\"}}") << false << none;
    }

    void member()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, found);
        QFETCH(QString, value);
        JsonMember member {{QByteArrayLiteral("paging"), QByteArrayLiteral("next")}, {}};
        const auto problem = JsonPreflight::check(json, {}, &member);
        QVERIFY2(!problem.has_value(), qPrintable(problem.value_or(QString())));
        QCOMPARE(member.value.has_value(), found);
        if (found)
            QCOMPARE(*member.value, value);
    }

    // Nothing for a document the checks refuse, even where the member came
    // before the problem; and nothing left over from a document before.
    void memberOfARefusedDocument()
    {
        JsonMember member {{QByteArrayLiteral("paging"), QByteArrayLiteral("next")}, {}};
        QVERIFY(!JsonPreflight::check(R"({"paging": {"next": "c1"}})", {}, &member));
        QCOMPARE(member.value.value_or(QString()), QStringLiteral("c1"));
        const auto problem = JsonPreflight::check(
            R"({"paging": {"next": "c2"}, "items": [], "items": []})", {}, &member);
        QVERIFY(problem.has_value());
        QVERIFY2(problem->contains(QLatin1String("duplicate key")), qPrintable(*problem));
        QVERIFY(!member.value.has_value());
    }

    void sizeLimit()
    {
        JsonLimits limits;
        limits.maxBytes = 4;
        QVERIFY(JsonPreflight::check("[1,2]", limits).has_value());
        QVERIFY(!JsonPreflight::check("[12]", limits).has_value());
    }
};

QTEST_GUILESS_MAIN(tst_JsonPreflight)
#include "tst_jsonpreflight.moc"

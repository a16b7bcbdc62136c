#include "jsonpreflight.h"

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

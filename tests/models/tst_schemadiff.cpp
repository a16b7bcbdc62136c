// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Two versions of an input schema compared from a caller's side: what may
// refuse a value the older one took breaks it, what only widens does not.

#include "tool/schemadiff.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

ValueSchema schema(const char *json)
{
    return ValueSchema(QJsonDocument::fromJson(json).object());
}

// "path: breaking|fine", one per change.
QStringList verdicts(const QList<SignatureChange> &changes)
{
    QStringList result;
    for (const SignatureChange &change : changes)
        result.append(change.path + (change.isBreaking() ? u": breaking"_s : u": fine"_s));
    return result;
}

} // namespace

class tst_SchemaDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verdicts_data()
    {
        QTest::addColumn<QByteArray>("older");
        QTest::addColumn<QByteArray>("newer");
        QTest::addColumn<QStringList>("expected");
        const QByteArray base = "{\"type\": \"object\", \"properties\": {\"a\": {\"type\": "
                                "\"string\"}}, \"required\": [\"a\"]}";
        QTest::newRow("same") << base << base << QStringList();
        QTest::newRow("optional added")
            << base
            << QByteArray("{\"type\": \"object\", \"properties\": {\"a\": {\"type\": \"string\"}, "
                          "\"b\": {}}, \"required\": [\"a\"]}")
            << QStringList {u"/b: fine"_s};
        QTest::newRow("required added")
            << base
            << QByteArray("{\"type\": \"object\", \"properties\": {\"a\": {\"type\": \"string\"}, "
                          "\"b\": {}}, \"required\": [\"a\", \"b\"]}")
            << QStringList {u"/b: breaking"_s};
        QTest::newRow("removed") << base << QByteArray("{\"type\": \"object\"}")
                                 << QStringList {u"/a: breaking"_s};
        QTest::newRow("became optional")
            << base
            << QByteArray("{\"type\": \"object\", \"properties\": {\"a\": {\"type\": "
                          "\"string\"}}}")
            << QStringList {u"/a: fine"_s};
        QTest::newRow("number to integer")
            << QByteArray("{\"type\": \"number\"}") << QByteArray("{\"type\": \"integer\"}")
            << QStringList {u": breaking"_s};
        QTest::newRow("integer to number")
            << QByteArray("{\"type\": \"integer\"}") << QByteArray("{\"type\": \"number\"}")
            << QStringList {u": fine"_s};
        QTest::newRow("null allowed")
            << QByteArray("{\"type\": \"string\"}")
            << QByteArray("{\"type\": [\"string\", \"null\"]}") << QStringList {u": fine"_s};
        QTest::newRow("null no longer allowed")
            << QByteArray("{\"type\": [\"string\", \"null\"]}")
            << QByteArray("{\"type\": \"string\"}") << QStringList {u": breaking"_s};
        QTest::newRow("enum narrowed")
            << QByteArray("{\"enum\": [\"a\", \"b\"]}") << QByteArray("{\"enum\": [\"a\"]}")
            << QStringList {u": breaking"_s};
        QTest::newRow("enum widened")
            << QByteArray("{\"enum\": [\"a\"]}") << QByteArray("{\"enum\": [\"a\", \"c\"]}")
            << QStringList {u": fine"_s};
        QTest::newRow("maximum lowered") << QByteArray("{\"type\": \"integer\", \"maximum\": 10}")
                                         << QByteArray("{\"type\": \"integer\", \"maximum\": 5}")
                                         << QStringList {u": breaking"_s};
        QTest::newRow("maximum raised, minimum dropped")
            << QByteArray("{\"type\": \"integer\", \"minimum\": 1, \"maximum\": 5}")
            << QByteArray("{\"type\": \"integer\", \"maximum\": 10}")
            << QStringList {u": fine"_s, u": fine"_s};
        QTest::newRow("min length added") << QByteArray("{\"type\": \"string\"}")
                                          << QByteArray("{\"type\": \"string\", \"minLength\": 2}")
                                          << QStringList {u": breaking"_s};
        QTest::newRow("no other members")
            << QByteArray("{\"type\": \"object\"}")
            << QByteArray("{\"type\": \"object\", \"additionalProperties\": false}")
            << QStringList {u": breaking"_s};
        QTest::newRow("nested required")
            << QByteArray("{\"type\": \"object\", \"properties\": {\"c\": {\"type\": \"object\", "
                          "\"properties\": {\"id\": {\"type\": \"string\"}}}}}")
            << QByteArray("{\"type\": \"object\", \"properties\": {\"c\": {\"type\": \"object\", "
                          "\"properties\": {\"id\": {\"type\": \"string\"}}, \"required\": "
                          "[\"id\"]}}}")
            << QStringList {u"/c/id: breaking"_s};
        QTest::newRow("item member removed")
            << QByteArray("{\"type\": \"array\", \"items\": {\"type\": \"object\", "
                          "\"properties\": {\"sku\": {}, \"n\": {}}}}")
            << QByteArray("{\"type\": \"array\", \"items\": {\"type\": \"object\", "
                          "\"properties\": {\"n\": {}}}}")
            << QStringList {u"/*/sku: breaking"_s};
        QTest::newRow("inside a reference")
            << QByteArray("{\"type\": \"object\", \"properties\": {\"to\": {\"$ref\": "
                          "\"#/$defs/a\"}}, \"$defs\": {\"a\": {\"type\": \"object\", "
                          "\"properties\": {\"zip\": {\"type\": \"string\"}}}}}")
            << QByteArray("{\"type\": \"object\", \"properties\": {\"to\": {\"$ref\": "
                          "\"#/$defs/a\"}}, \"$defs\": {\"a\": {\"type\": \"object\", "
                          "\"properties\": {\"zip\": {\"type\": \"integer\"}}}}}")
            << QStringList {u"/to/zip: breaking"_s};
        QTest::newRow("description")
            << QByteArray("{\"description\": \"Old.\"}")
            << QByteArray("{\"description\": \"New.\"}") << QStringList {u": fine"_s};
    }

    void verdicts()
    {
        QFETCH(QByteArray, older);
        QFETCH(QByteArray, newer);
        QFETCH(QStringList, expected);
        const QList<SignatureChange> changes
            = SchemaDiff::compare(schema(older.constData()), schema(newer.constData()));
        QCOMPARE(::verdicts(changes), expected);
        for (const SignatureChange &change : changes)
            QVERIFY(!change.summary.isEmpty());
    }

    // A reference cycle changed on both sides ends; two huge schemas report a bounded number.
    void bounded()
    {
        const char *cycleOld = "{\"$defs\": {\"n\": {\"type\": \"object\", \"properties\": "
                               "{\"next\": {\"$ref\": \"#/$defs/n\"}, \"v\": {\"type\": "
                               "\"string\"}}}}, \"$ref\": \"#/$defs/n\"}";
        const char *cycleNew = "{\"$defs\": {\"n\": {\"type\": \"object\", \"properties\": "
                               "{\"next\": {\"$ref\": \"#/$defs/n\"}, \"v\": {\"type\": "
                               "\"integer\"}}}}, \"$ref\": \"#/$defs/n\"}";
        const QList<SignatureChange> cycle
            = SchemaDiff::compare(schema(cycleOld), schema(cycleNew));
        QVERIFY(!cycle.isEmpty());
        QVERIFY(cycle.size() <= SchemaDiff::MaxDepth + 2);

        QJsonObject many;
        for (int i = 0; i < 5000; ++i)
            many.insert(u"p%1"_s.arg(i), QJsonObject());
        const QList<SignatureChange> added
            = SchemaDiff::compare(ValueSchema(QJsonObject {{u"type"_s, u"object"_s}}),
                                  ValueSchema(QJsonObject {{u"type"_s, u"object"_s},
                                                           {u"properties"_s, many},
                                                           {u"required"_s, QJsonArray {u"p1"_s}}}));
        QCOMPARE(added.size(), SchemaDiff::MaxChanges);
    }
};

QTEST_GUILESS_MAIN(tst_SchemaDiff)
#include "tst_schemadiff.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "itemmodels/toolmime.h"

#include <QMimeData>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

const DraggedTool Weather {u"Skycast"_s, u"0479a45d-ad0a-49d4-94db-75edf00d2ca4"_s,
                           u"lookup_weather_by_city"_s, 3};
const DraggedTool Refill {u"Pharmacy — ü"_s, u"refill-1"_s, u"request_refill"_s, 1};

} // namespace

class tst_ToolMime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip()
    {
        const QList<DraggedTool> tools {Weather, Refill};
        QCOMPARE(ToolMime::decode(ToolMime::encode(tools)), tools);

        const std::unique_ptr<QMimeData> data(ToolMime::toMimeData(tools));
        QVERIFY(data->hasFormat(u"application/x-toolshelf-tool-refs"_s));
        // Other applications get the references as text.
        QCOMPARE(data->text(), u"lookup_weather_by_city()\nrequest_refill()"_s);
        QCOMPARE(ToolMime::fromMimeData(data.get()), tools);
    }

    void largestVersionSurvives()
    {
        DraggedTool tool = Weather;
        tool.version = qint64(1) << 53;
        QCOMPARE(ToolMime::decode(ToolMime::encode({tool})), QList<DraggedTool> {tool});
    }

    void plainTextIsNoToolDrop()
    {
        QMimeData data;
        data.setText(u"lookup_weather_by_city()"_s);
        QString error;
        QVERIFY(!ToolMime::fromMimeData(&data, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!ToolMime::fromMimeData(nullptr));
    }

    void hostilePayloads_data()
    {
        QTest::addColumn<QByteArray>("payload");
        // QByteArray, not a QStringBuilder: the pieces are temporaries.
        const auto tool
            = [](const QByteArray &fields) -> QByteArray { return "[{" + fields + "}]"; };
        const QByteArray provider = "\"provider\":\"p\",";
        const QByteArray id = "\"toolId\":\"t\",";
        const QByteArray name = "\"name\":\"n\",";
        const QByteArray version = "\"version\":1";
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("not JSON") << QByteArray("lookup()");
        QTest::newRow("truncated") << tool(provider + id + name).chopped(2);
        QTest::newRow("object") << QByteArray("{\"provider\":\"p\"}");
        QTest::newRow("empty list") << QByteArray("[]");
        QTest::newRow("list of strings") << QByteArray("[\"a\"]");
        QTest::newRow("nested") << QByteArray("[[{}]]");
        QTest::newRow("missing version") << tool(provider + id + name.chopped(1));
        QTest::newRow("extra key") << tool(provider + id + name + version + ",\"x\":1");
        QTest::newRow("duplicate key") << tool(provider + id + name + "\"name\":\"m\"," + version);
        QTest::newRow("number name") << tool(provider + id + "\"name\":5," + version);
        QTest::newRow("empty name") << tool(provider + id + "\"name\":\"\"," + version);
        QTest::newRow("newline name") << tool(provider + id + "\"name\":\"a\\nb\"," + version);
        QTest::newRow("bidi name") << tool(provider + id + "\"name\":\"a\\u202eb\"," + version);
        QTest::newRow("nul provider") << tool("\"provider\":\"a\\u0000\"," + id + name + version);
        QTest::newRow("long id") << tool(provider + "\"toolId\":\"" + QByteArray(256, 'x') + "\","
                                         + name + version);
        QTest::newRow("zero version") << tool(provider + id + name + "\"version\":0");
        QTest::newRow("negative version") << tool(provider + id + name + "\"version\":-3");
        QTest::newRow("fractional version") << tool(provider + id + name + "\"version\":1.5");
        QTest::newRow("huge version") << tool(provider + id + name + "\"version\":1e300");
        QTest::newRow("overflowing version") << tool(provider + id + name + "\"version\":1e999");
        QTest::newRow("string version") << tool(provider + id + name + "\"version\":\"1\"");
        QTest::newRow("raw control") << QByteArray("[{\"provider\":\"a\x01\"}]");
        const QByteArray one = tool(provider + id + name + version).sliced(1).chopped(1);
        QTest::newRow("too many") << QByteArray(
            "[" + QByteArrayList(ToolMime::MaxTools + 1, one).join(',') + "]");
        QTest::newRow("too large")
            << QByteArray("[\"" + QByteArray(ToolMime::MaxPayloadBytes, 'a') + "\"]");
        QTest::newRow("deep") << QByteArray(QByteArray(10000, '[') + QByteArray(10000, ']'));
    }

    void hostilePayloads()
    {
        QFETCH(QByteArray, payload);
        QString error;
        QVERIFY(!ToolMime::decode(payload, &error));
        QVERIFY(!error.isEmpty());
        QMimeData data;
        data.setData(ToolMime::mimeType(), payload);
        QVERIFY(!ToolMime::fromMimeData(&data));
    }

    void mostToolsAccepted()
    {
        const QList<DraggedTool> tools(ToolMime::MaxTools, Weather);
        QCOMPARE(ToolMime::decode(ToolMime::encode(tools))->size(), ToolMime::MaxTools);
    }
};

QTEST_GUILESS_MAIN(tst_ToolMime)
#include "tst_toolmime.moc"

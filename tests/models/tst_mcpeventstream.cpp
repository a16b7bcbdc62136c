// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// An MCP server's SSE stream read as it arrives (McpEventStream): events cut
// anywhere, priming events that only set the id and retry time, the bound;
// and the defaults an elicitation's form gives (McpElicitation).

#include "dialects/mcp/mcpelicitation.h"
#include "dialects/mcp/mcpeventstream.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

// The stream the conformance suite's sse-retry server sends, then a message.
const QByteArray Stream = "id: event-1\r\nretry: 500\r\ndata: \r\n\r\n"
                          ": keep-alive\n"
                          "event: message\nid: event-2\ndata: {\"jsonrpc\":\"2.0\",\n"
                          "data: \"id\":2,\"result\":{}}\n\n";

QList<McpEvent> readInPieces(const QByteArray &stream, qsizetype step, McpEventStream &reader)
{
    QList<McpEvent> events;
    for (qsizetype from = 0; from < stream.size(); from += step) {
        const auto read = reader.feed(
            QByteArrayView(stream).sliced(from, std::min(step, stream.size() - from)));
        if (!read)
            return events;
        events += *read;
    }
    return events;
}

} // namespace

class TestMcpEventStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEventsCutAnywhere()
    {
        for (qsizetype step = 1; step <= Stream.size(); ++step) {
            McpEventStream reader(4096);
            const QList<McpEvent> events = readInPieces(Stream, step, reader);
            QCOMPARE(events.size(), 1);
            QCOMPARE(events.constFirst().id, QByteArray("event-2"));
            QCOMPARE(events.constFirst().data,
                     QByteArray("{\"jsonrpc\":\"2.0\",\n\"id\":2,\"result\":{}}"));
            QCOMPARE(reader.lastEventId(), QByteArray("event-2"));
            QCOMPARE(reader.retryMs(), std::optional<int>(500));
            QCOMPARE(reader.pending(), 0);
        }
    }

    void primingEventSetsTheIdOnly()
    {
        McpEventStream reader(4096);
        const auto events = reader.feed("id: event-1\nretry: 500\ndata: \n\n");
        QVERIFY(events);
        QVERIFY(events->isEmpty());
        QCOMPARE(reader.lastEventId(), QByteArray("event-1"));
        QCOMPARE(reader.retryMs(), std::optional<int>(500));
        // A retry that is no number is ignored, as the standard says.
        QVERIFY(reader.feed("retry: soon\n\n"));
        QCOMPARE(reader.retryMs(), std::optional<int>(500));
    }

    void eventTypesAreKept()
    {
        // The 2024-11-05 transport's first event, then a message.
        McpEventStream reader(4096);
        const auto events
            = reader.feed("event: endpoint\ndata: /message?sessionId=1\n\ndata: {}\n\n");
        QVERIFY(events);
        QCOMPARE(events->size(), 2);
        QCOMPARE(events->at(0).type, QByteArray("endpoint"));
        QCOMPARE(events->at(0).data, QByteArray("/message?sessionId=1"));
        QCOMPARE(events->at(1).type, QByteArray("message"));
    }

    void carriageReturnAloneEndsALine()
    {
        McpEventStream reader(4096);
        QList<McpEvent> events = *reader.feed("data: a\r");
        events += *reader.feed("\r");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.constFirst().data, QByteArray("a"));
    }

    void overflowIsRefusedWithinTheBound()
    {
        McpEventStream reader(64);
        QVERIFY(reader.feed(QByteArray("data: " + QByteArray(40, 'x') + '\n')));
        QVERIFY(!reader.feed(QByteArray("data: " + QByteArray(40, 'y') + '\n')));
        QVERIFY(reader.overflowed());
        QCOMPARE(reader.pending(), 0);
        QVERIFY(!reader.feed("\n"));

        // A line without end is never held past the bound either.
        McpEventStream endless(64);
        QVERIFY(endless.feed(QByteArray(60, ':')));
        QVERIFY(!endless.feed(QByteArray(10, ':')));
        QCOMPARE(endless.pending(), 0);
    }

    void elicitationDefaultsKeepTheirTypes()
    {
        // The conformance suite's SEP-1034 form, and defaults of the wrong type.
        const QJsonObject schema
            = QJsonDocument::fromJson(
                  "{\"type\":\"object\",\"properties\":{"
                  "\"name\":{\"type\":\"string\",\"default\":\"John Doe\"},"
                  "\"age\":{\"type\":\"integer\",\"default\":30},"
                  "\"score\":{\"type\":\"number\",\"default\":95.5},"
                  "\"status\":{\"type\":\"string\",\"enum\":[\"active\","
                  "\"inactive\"],\"default\":\"active\"},"
                  "\"verified\":{\"type\":\"boolean\",\"default\":true},"
                  "\"half\":{\"type\":\"integer\",\"default\":1.5},"
                  "\"odd\":{\"type\":\"string\",\"enum\":[\"a\"],\"default\":\"b\"},"
                  "\"none\":{\"type\":\"string\"}}}")
                  .object();
        const QJsonObject expected
            = QJsonDocument::fromJson("{\"name\":\"John Doe\",\"age\":30,\"score\":95.5,"
                                      "\"status\":\"active\",\"verified\":true}")
                  .object();
        QCOMPARE(McpElicitation::defaults(schema), expected);
        QCOMPARE(McpElicitation::accept(expected).value("action"_L1).toString(), u"accept"_s);
        QCOMPARE(McpElicitation::decline().value("action"_L1).toString(), u"decline"_s);
        QCOMPARE(McpElicitation::message(QJsonObject {{u"message"_s, u"Please\nconfirm"_s}}),
                 u"Please\\u000aconfirm"_s);
    }
};

QTEST_GUILESS_MAIN(TestMcpEventStream)
#include "tst_mcpeventstream.moc"

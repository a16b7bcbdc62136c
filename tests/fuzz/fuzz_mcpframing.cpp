// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes how an MCP server's messages are framed and found: the lines of a
// local server's stdout (McpLines, fed in chunks of any size), the events
// of an SSE answer and a JSON answer (McpMessages::readBody), an SSE stream
// read as it arrives (McpEventStream, in pieces of any size: the same events
// as read whole), and the response picked among them. The first byte
// chooses which; for the pieces the second byte sets where they are cut.

#include "fuzzsupport.h"

#include "dialects/mcp/mcpeventstream.h"
#include "dialects/mcp/mcplines.h"
#include "dialects/mcp/mcpmessages.h"

using namespace Toolshelf;

namespace {

constexpr qsizetype MaxLine = 4096;

void lines(QByteArrayView input, int cut)
{
    McpLines reader(MaxLine);
    const qsizetype step = 1 + cut * 7;
    for (qsizetype from = 0; from < input.size(); from += step) {
        const auto read = reader.feed(input.sliced(from, std::min(step, input.size() - from)));
        FuzzSupport::check(reader.pending() <= MaxLine, "what is held stays within the bound",
                           QByteArray::number(MaxLine), QByteArray::number(reader.pending()));
        if (!read) {
            FuzzSupport::check(reader.overflowed(), "a refused chunk is an overflow");
            return;
        }
        for (const QByteArray &line : *read) {
            FuzzSupport::check(!line.contains('\n') && !line.trimmed().isEmpty()
                                   && line.size() <= MaxLine,
                               "a line is one non-empty line within the bound", {}, line);
            QString error;
            if (const auto message = McpMessages::parse(line, &error))
                McpMessages::responseTo({*message}, 1);
        }
    }
}

QList<McpEvent> streamed(QByteArrayView input, qsizetype step, bool *overflowed)
{
    McpEventStream stream(MaxLine);
    QList<McpEvent> events;
    for (qsizetype from = 0; from < input.size(); from += step) {
        const auto read = stream.feed(input.sliced(from, std::min(step, input.size() - from)));
        FuzzSupport::check(stream.pending() <= 2 * MaxLine + 1,
                           "what is held stays within the bound", {},
                           QByteArray::number(stream.pending()));
        if (!read) {
            *overflowed = true;
            return events;
        }
        for (const McpEvent &event : *read) {
            FuzzSupport::check(!event.data.isEmpty() && event.data.size() <= MaxLine,
                               "an event has data within the bound", {}, event.data);
            events.append(event);
        }
    }
    *overflowed = false;
    return events;
}

void events(QByteArrayView input, int cut)
{
    bool cutOverflowed = false;
    bool wholeOverflowed = false;
    const QList<McpEvent> inPieces = streamed(input, 1 + cut * 7, &cutOverflowed);
    const QList<McpEvent> whole
        = streamed(input, std::max<qsizetype>(input.size(), 1), &wholeOverflowed);
    FuzzSupport::check(cutOverflowed == wholeOverflowed, "where it is cut changes no bound");
    if (cutOverflowed)
        return;
    FuzzSupport::check(inPieces.size() == whole.size(), "where it is cut changes no event");
    for (qsizetype i = 0; i < whole.size(); ++i)
        FuzzSupport::check(
            inPieces.at(i).data == whole.at(i).data && inPieces.at(i).id == whole.at(i).id
                && inPieces.at(i).type == whole.at(i).type,
            "where it is cut changes no event", whole.at(i).data, inPieces.at(i).data);
}

void answer(QByteArrayView body, QByteArrayView contentType)
{
    const McpMessages::Read read = McpMessages::readBody(body, contentType);
    FuzzSupport::check(read.error.has_value() || read.messages.size() <= body.size(),
                       "no more messages than bytes");
    if (const auto response = McpMessages::responseTo(read.messages, 1)) {
        FuzzSupport::check(response->value(QStringLiteral("id")).toInteger() == 1,
                           "the response found answers request 1");
        QString error;
        McpMessages::result(*response, &error);
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    const QByteArrayView rest = FuzzSupport::bytes(data + 2, size - 2);
    switch (data[0] % 4) {
    case 0:
        lines(rest, data[1]);
        break;
    case 3:
        events(rest, data[1]);
        break;
    case 1:
        answer(rest, "text/event-stream");
        break;
    default:
        answer(rest, "application/json");
        break;
    }
    return 0;
}

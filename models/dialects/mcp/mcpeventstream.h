// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>

namespace Toolshelf {

// One server-sent event with data (an MCP message).
struct McpEvent
{
    QByteArray id;
    QByteArray data;
    // The event's type: "message" unless the server named another (the
    // 2024-11-05 transport's first event is an "endpoint").
    QByteArray type = "message";
};

// An SSE stream (the HTML standard's event stream format) read as it
// arrives, in pieces of any size: feed() hands back the events each piece
// completes. Events without data are not handed back, but their id and
// retry count: a server primes a stream for resumption with one. Lines end
// at CR LF, LF or CR, a piece may end between CR and LF. An event whose data
// (or one line) passes the bound is never held whole: feeding it fails, and
// what is held stays within the bound.
class McpEventStream
{
public:
    explicit McpEventStream(qsizetype maxEventBytes)
        : m_max(maxEventBytes)
    { }

    std::optional<QList<McpEvent>> feed(QByteArrayView piece);
    bool overflowed() const { return m_overflowed; }
    // The last event id the stream set (the standard's "last event ID
    // buffer"): what Last-Event-ID names when the stream is resumed.
    const QByteArray &lastEventId() const { return m_lastId; }
    // The reconnection time the server asked for, in milliseconds.
    std::optional<int> retryMs() const { return m_retry; }
    // Bytes held: a line not ended yet and the data of an event not ended yet.
    qsizetype pending() const { return m_line.size() + m_data.size(); }

private:
    // False when the event passed the bound.
    bool takeLine(QByteArrayView line, QList<McpEvent> &events);

    qsizetype m_max;
    QByteArray m_line;
    QByteArray m_data;
    QByteArray m_type;
    bool m_hasData = false;
    QByteArray m_lastId;
    std::optional<int> m_retry;
    // The previous piece ended with CR: an LF starting this one ends nothing.
    bool m_afterCr = false;
    bool m_overflowed = false;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/mcp/mcpeventstream.h"

namespace Toolshelf {

std::optional<QList<McpEvent>> McpEventStream::feed(QByteArrayView piece)
{
    QList<McpEvent> events;
    if (m_overflowed)
        return std::nullopt;
    qsizetype start = 0;
    if (m_afterCr && !piece.isEmpty() && piece.front() == '\n')
        start = 1;
    m_afterCr = false;
    while (start < piece.size()) {
        qsizetype end = start;
        while (end < piece.size() && piece.at(end) != '\n' && piece.at(end) != '\r')
            ++end;
        // A line longer than the bound fails wherever the pieces are cut.
        if (m_line.size() + (end - start) > m_max) {
            m_overflowed = true;
            m_line.clear();
            m_data.clear();
            return std::nullopt;
        }
        if (end == piece.size()) {
            m_line.append(piece.sliced(start, end - start));
            break;
        }
        // The whole line: what was held and this piece's part of it.
        bool taken;
        if (m_line.isEmpty()) {
            taken = takeLine(piece.sliced(start, end - start), events);
        } else {
            m_line.append(piece.sliced(start, end - start));
            const QByteArray line = std::exchange(m_line, {});
            taken = takeLine(line, events);
        }
        if (!taken) {
            m_overflowed = true;
            m_data.clear();
            return std::nullopt;
        }
        start = end + 1;
        if (piece.at(end) == '\r') {
            if (start < piece.size() && piece.at(start) == '\n')
                ++start;
            else if (start == piece.size())
                m_afterCr = true;
        }
    }
    return events;
}

bool McpEventStream::takeLine(QByteArrayView line, QList<McpEvent> &events)
{
    if (line.isEmpty()) {
        // The event ends; one with no data is not dispatched.
        if (m_hasData && !m_data.isEmpty())
            events.append(McpEvent {m_lastId, std::exchange(m_data, {}),
                                    m_type.isEmpty() ? QByteArray("message") : m_type});
        m_data.clear();
        m_type.clear();
        m_hasData = false;
        return true;
    }
    if (line.front() == ':')
        return true; // a comment: a keep-alive
    const qsizetype colon = line.indexOf(':');
    const QByteArrayView field = colon < 0 ? line : line.first(colon);
    QByteArrayView value = colon < 0 ? QByteArrayView() : line.sliced(colon + 1);
    if (value.startsWith(' '))
        value = value.sliced(1);
    if (field == "data") {
        if (m_data.size() + value.size() + 1 > m_max)
            return false;
        if (m_hasData)
            m_data.append('\n');
        m_data.append(value.data(), value.size());
        m_hasData = true;
    } else if (field == "event") {
        if (value.size() > 256)
            return false;
        m_type = value.toByteArray();
    } else if (field == "id") {
        // An id with NUL is ignored, as the standard says; a long one is
        // bounded like a line, and kept short enough to send back.
        if (!value.contains('\0') && value.size() <= 1024)
            m_lastId = value.toByteArray();
    } else if (field == "retry") {
        bool digits = !value.isEmpty() && value.size() <= 9;
        for (const char c : value)
            digits = digits && c >= '0' && c <= '9';
        if (digits)
            m_retry = value.toByteArray().toInt();
    }
    return true;
}

} // namespace Toolshelf

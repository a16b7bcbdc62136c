// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/mcp/mcplines.h"

namespace Toolshelf {

std::optional<QList<QByteArray>> McpLines::feed(QByteArrayView chunk)
{
    if (m_overflowed)
        return std::nullopt;
    QList<QByteArray> lines;
    qsizetype from = 0;
    for (qsizetype end = chunk.indexOf('\n'); end >= 0; end = chunk.indexOf('\n', from)) {
        if (m_line.size() + (end - from) > m_max) {
            clear();
            m_overflowed = true;
            return std::nullopt;
        }
        m_line.append(chunk.sliced(from, end - from));
        from = end + 1;
        QByteArray line = std::exchange(m_line, {});
        if (line.endsWith('\r'))
            line.chop(1);
        if (!line.trimmed().isEmpty())
            lines.append(std::move(line));
    }
    if (m_line.size() + (chunk.size() - from) > m_max) {
        clear();
        m_overflowed = true;
        return std::nullopt;
    }
    m_line.append(chunk.sliced(from));
    return lines;
}

void McpLines::clear()
{
    m_line.clear();
    m_overflowed = false;
}

} // namespace Toolshelf

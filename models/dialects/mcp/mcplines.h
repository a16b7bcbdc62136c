// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>

namespace Toolshelf {

// MCP's stdio framing: one message per line, as a process writes it in
// chunks of any size. feed() hands back the lines each chunk completes
// (without their end, a "\r" before it dropped, empty ones skipped). A line
// longer than the bound is never held whole: feeding it fails, and what is
// held stays within the bound.
class McpLines
{
public:
    explicit McpLines(qsizetype maxLineBytes)
        : m_max(maxLineBytes)
    { }

    void setMaxLineBytes(qsizetype maxLineBytes) { m_max = maxLineBytes; }
    qsizetype maxLineBytes() const { return m_max; }

    // The lines `chunk` completes; nothing when a line passed the bound
    // (overflowed() is then true, and the reader holds nothing more).
    std::optional<QList<QByteArray>> feed(QByteArrayView chunk);
    bool overflowed() const { return m_overflowed; }
    // Bytes of a line not ended yet.
    qsizetype pending() const { return m_line.size(); }
    void clear();

private:
    QByteArray m_line;
    qsizetype m_max;
    bool m_overflowed = false;
};

} // namespace Toolshelf

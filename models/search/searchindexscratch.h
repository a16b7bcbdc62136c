// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "search/searchindexformat.h"

#include <QString>
#include <QTemporaryFile>

#include <atomic>
#include <span>
#include <vector>

namespace Toolshelf {

// The token sequence, by first-sighting ids, in a nameless temporary file
// beside the index: written once as tools are added, then read from the start once per
// pass. Buffered a chunk at a time both ways.
class SearchIndexScratch final
{
public:
    // Tokens read and written at a time: 1 MB.
    static constexpr size_t ChunkTokens = size_t(1) << 18;

    // Makes the file in `directory`; ok() tells whether it could.
    explicit SearchIndexScratch(const QString &directory);

    bool ok() const { return m_ok; }
    QString errorString() const { return m_file.errorString(); }

    void push(quint32 token)
    {
        m_buffer.push_back(token);
        if (m_buffer.size() == ChunkTokens)
            flush();
    }

    // Everything pushed is in the file.
    void flush();
    // Reads from the first token again.
    void rewind();

    // The next token; 0 past the end or after a failed read, which ok() then tells.
    quint32 next()
    {
        if (m_at == m_buffer.size() && !refill())
            return 0;
        return m_buffer[m_at++];
    }

    // Calls each(tool, column, token) for every token, in order.
    template<typename Each>
    bool forEach(std::span<const quint32> columnStart, std::span<const quint32> rank,
                 const std::atomic<bool> *cancel, Each each)
    {
        rewind();
        constexpr auto Columns = size_t(SearchIndexFormat::Columns);
        const size_t tools = (columnStart.size() - 1) / Columns;
        for (quint32 tool = 0; tool < tools; ++tool) {
            if (tool % 4096 == 0 && cancel && cancel->load(std::memory_order_relaxed))
                return false;
            for (quint32 column = 0; column < quint32(Columns); ++column) {
                const size_t at = tool * Columns + column;
                for (quint32 i = columnStart[at]; i < columnStart[at + 1]; ++i)
                    each(tool, column, rank[next()]);
            }
        }
        return m_ok;
    }

private:
    bool refill();

    QTemporaryFile m_file;
    std::vector<quint32> m_buffer;
    size_t m_at = 0;
    bool m_ok = false;
};

} // namespace Toolshelf

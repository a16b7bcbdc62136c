// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "search/searchindexscratch.h"

#include <QDir>

#include <sys/stat.h>

namespace Toolshelf {

SearchIndexScratch::SearchIndexScratch(const QString &directory)
    : m_file(QDir(directory).filePath(QStringLiteral("search-index-XXXXXX.scratch")))
{
    m_ok = m_file.open();
    // Nameless, so a build killed half-way leaves nothing behind: Qt opens
    // it so (O_TMPFILE) where the file system allows; else it has a link,
    // removed here while it is open. (Asking a nameless file its name would
    // give it one.)
    struct stat status
    {
    };
    if (m_ok && ::fstat(m_file.handle(), &status) == 0 && status.st_nlink > 0)
        QFile::remove(m_file.fileName());
    m_buffer.reserve(ChunkTokens);
}

void SearchIndexScratch::flush()
{
    const auto bytes = qint64(m_buffer.size() * sizeof(quint32));
    if (m_ok && bytes > 0)
        m_ok = m_file.write(reinterpret_cast<const char *>(m_buffer.data()), bytes) == bytes;
    m_buffer.clear();
}

void SearchIndexScratch::rewind()
{
    m_ok = m_ok && m_file.seek(0);
    m_buffer.clear();
    m_at = 0;
}

bool SearchIndexScratch::refill()
{
    m_buffer.resize(ChunkTokens);
    const qint64 got = m_ok ? m_file.read(reinterpret_cast<char *>(m_buffer.data()),
                                          qint64(ChunkTokens * sizeof(quint32)))
                            : -1;
    // Only whole tokens were written, and only as many as are read.
    m_ok = got > 0 && got % qint64(sizeof(quint32)) == 0;
    m_buffer.resize(m_ok ? size_t(got) / sizeof(quint32) : 0);
    m_at = 0;
    return m_ok;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "search/searchindexformat.h"

#include <algorithm>
#include <vector>

namespace Toolshelf::SearchIndexFormat {

bool binaryLess(const QString &a, const QString &b)
{
    return a.toUtf8() < b.toUtf8();
}

quint64 chars(const QStringList &list)
{
    quint64 sum = 0;
    for (const QString &s : list)
        sum += quint64(s.size());
    return sum;
}

void Writer::raw(const void *data, qint64 bytes)
{
    if (m_ok && bytes > 0) {
        m_ok = m_device.write(static_cast<const char *>(data), bytes) == bytes;
        m_digest.add(QByteArrayView(static_cast<const char *>(data), bytes));
    }
    m_written += quint64(std::max<qint64>(bytes, 0));
}

void Writer::align()
{
    static constexpr char Zeros[Alignment] = {};
    raw(Zeros, qint64((Alignment - m_written % Alignment) % Alignment));
}

void Writer::strings(const QStringList &list)
{
    std::vector<quint32> lengths;
    lengths.reserve(size_t(list.size()));
    for (const QString &s : list)
        lengths.push_back(quint32(s.size()));
    array(std::span<const quint32>(lengths));
    for (const QString &s : list)
        raw(s.constData(), qint64(s.size()) * 2);
}

void Writer::finish()
{
    const QByteArray digest = m_digest.result();
    if (m_ok)
        m_ok = m_device.write(digest) == digest.size();
}

} // namespace Toolshelf::SearchIndexFormat

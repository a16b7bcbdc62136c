// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "search/searchindexcache.h"

#include "core/sha256.h"
#include "search/searchindex.h"
#include "search/searchindexformat.h"

#include <QFile>

#include <span>

#include <algorithm>
#include <array>
#include <cstring>
#include <type_traits>

#include <unistd.h>

namespace Toolshelf {

using namespace SearchIndexFormat;

namespace {

// Reads the mapped file in place: arrays are views of it, so nothing is
// copied or allocated for them, and only strings are made.
class Reader
{
public:
    Reader(const uchar *data, quint64 size)
        : m_data(data)
        , m_size(size)
    { }
    bool raw(void *out, quint64 bytes)
    {
        if (!m_ok || bytes > m_size - m_at)
            return m_ok = false;
        std::memcpy(out, m_data + m_at, bytes);
        m_at += bytes;
        return true;
    }
    template<typename T> bool value(T *v) { return raw(v, sizeof *v); }
    void align() { m_at = std::min(m_size, (m_at + Alignment - 1) / Alignment * Alignment); }
    // `count` is below 2^58 (MaxElements, or that times MaxTools), so the
    // byte count cannot overflow.
    template<typename T> bool array(std::span<const T> *v, quint64 count)
    {
        align();
        const quint64 bytes = count * sizeof(T);
        if (!m_ok || bytes > m_size - m_at)
            return m_ok = false;
        *v = {reinterpret_cast<const T *>(m_data + m_at), size_t(count)};
        m_at += bytes;
        return true;
    }
    bool strings(QStringList *list, quint64 count, quint64 chars)
    {
        std::span<const quint32> lengths;
        if (!array(&lengths, count) || chars * 2 > m_size - m_at)
            return m_ok = false;
        quint64 sum = 0;
        for (const quint32 length : lengths)
            sum += length;
        if (sum != chars)
            return m_ok = false;
        const auto *at = reinterpret_cast<const QChar *>(m_data + m_at);
        list->clear();
        list->reserve(qsizetype(count));
        for (const quint32 length : lengths) {
            list->append(QString(at, qsizetype(length)));
            at += length;
        }
        m_at += chars * 2;
        return true;
    }
    // Only the digest follows.
    bool atEnd() const { return m_ok && m_at + DigestBytes == m_size; }

private:
    const uchar *m_data;
    quint64 m_size;
    quint64 m_at = 0;
    bool m_ok = true;
};

// Each table starts at 0, never decreases and ends at the size of what it indexes.
bool isTable(std::span<const quint32> starts, size_t end)
{
    return !starts.empty() && starts.front() == 0 && starts.back() == end
        && std::is_sorted(starts.begin(), starts.end());
}

bool allBelow(std::span<const quint32> values, quint64 limit)
{
    return std::all_of(values.begin(), values.end(), [limit](quint32 v) { return v < limit; });
}

// Pairs [first, last) of token ids, each non-empty and within the tokens.
bool rangesWithin(std::span<const quint32> ranges, quint64 tokens)
{
    for (size_t i = 0; i + 1 < ranges.size(); i += 2) {
        if (ranges[i] >= ranges[i + 1] || ranges[i + 1] > tokens)
            return false;
    }
    return ranges.size() % 2 == 0;
}

// The group tree's shape that search() relies on: a top-level node 0 that
// is its own parent, and every other node's parent made before it.
bool parentsComeFirst(std::span<const quint32> parents)
{
    if (parents.empty() || parents.front() != 0)
        return false;
    for (size_t node = 1; node < parents.size(); ++node) {
        if (parents[node] >= node)
            return false;
    }
    return true;
}

} // namespace

std::unique_ptr<SearchIndex> SearchIndexCache::load(const QString &file,
                                                    const CatalogRevision &current,
                                                    CatalogRevision *revision, Load *result)
{
    Load ignored;
    Load &outcome = result ? *result : ignored;
    auto owner = std::make_unique<QFile>(file);
    QFile &in = *owner;
    if (!in.exists()) {
        outcome = Load::Missing;
        return nullptr;
    }
    if (!in.open(QIODevice::ReadOnly)) {
        outcome = Load::Unreadable;
        return nullptr;
    }
    const qint64 fileSize = in.size();
    if (fileSize > MaxFileSize) {
        outcome = Load::Malformed;
        return nullptr;
    }
    // Mapped, not read: a million tools' index is about a gigabyte, of
    // which a search touches a small part; the system reads pages as they are
    // touched and may drop them again. The map lives as long as `in` is open,
    // which the loaded index keeps.
    const uchar *data = fileSize > 0 ? in.map(0, fileSize) : nullptr;
    if (!data) {
        outcome = fileSize > 0 ? Load::Unreadable : Load::WrongFormat;
        return nullptr;
    }
    Reader reader(data, quint64(fileSize));
    char magic[sizeof Magic] = {};
    quint32 byteOrder = 0;
    quint32 version = 0;
    if (!reader.raw(magic, sizeof magic) || !reader.value(&byteOrder) || !reader.value(&version)
        || std::memcmp(magic, Magic, sizeof Magic) != 0 || byteOrder != ByteOrderMark
        || version != Version) {
        outcome = Load::WrongFormat;
        return nullptr;
    }
    quint32 catalogBytes = 0;
    if (!reader.value(&catalogBytes) || catalogBytes > MaxCatalogIdBytes) {
        outcome = Load::Malformed;
        return nullptr;
    }
    QByteArray catalog(qsizetype(catalogBytes), Qt::Uninitialized);
    CatalogRevision saved;
    std::array<quint64, SizeCount> sizes {};
    if (!reader.raw(catalog.data(), quint64(catalog.size()))) {
        outcome = Load::Malformed;
        return nullptr;
    }
    reader.align();
    if (!reader.value(&saved.number) || !reader.raw(sizes.data(), sizeof sizes)) {
        outcome = Load::Malformed;
        return nullptr;
    }
    saved.catalog = QString::fromUtf8(catalog);
    if (saved.catalog != current.catalog || saved.number > current.number) {
        outcome = Load::ForeignRevision;
        return nullptr;
    }

    // Every size within limits, and each array inside the file, which ends
    // with the last: nothing is made for sizes a short or hostile file only claims.
    if (sizes[Tools] > MaxTools
        || std::any_of(sizes.cbegin(), sizes.cend(), [](quint64 n) { return n > MaxElements; })) {
        outcome = Load::Malformed;
        return nullptr;
    }
    const quint64 tools = sizes[Tools];
    const quint64 columnStarts = tools * SearchIndex::ColumnCount + 1;
    auto index = std::make_unique<SearchIndex>();
    const bool read = reader.array(&index->m_rowIds, tools)
        && reader.array(&index->m_provider, tools) && reader.array(&index->m_updatedAt, tools)
        && reader.array(&index->m_listed, tools)
        && reader.array(&index->m_columnStart, columnStarts)
        && reader.array(&index->m_sequence, sizes[Sequence])
        && reader.array(&index->m_tagStart, tools + 1) && reader.array(&index->m_tags, sizes[Tags])
        && reader.strings(&index->m_tokens, sizes[Tokens], sizes[TokenChars])
        && reader.array(&index->m_postingStart, sizes[Tokens] + 1)
        && reader.array(&index->m_postings, sizes[Postings])
        && reader.array(&index->m_prefixRanges, sizes[PrefixRanges] * 2)
        && reader.array(&index->m_prefixColumns, sizes[PrefixRanges] * tools)
        && reader.strings(&index->m_providers, sizes[Providers], sizes[ProviderChars])
        && reader.array(&index->m_providerRank, sizes[Providers])
        && reader.strings(&index->m_tagNames, sizes[TagNames], sizes[TagNameChars])
        && reader.array(&index->m_group, tools)
        && reader.array(&index->m_groupParent, sizes[Groups])
        && reader.strings(&index->m_groupNames, sizes[Groups], sizes[GroupNameChars])
        && reader.atEnd();
    if (!read) {
        outcome = Load::Malformed;
        return nullptr;
    }

    // Every number that search() uses as a position points inside its table;
    // the dictionary is sorted, as the prefix ranges need. Two are checked
    // where they are read instead, so that loading touches neither, the
    // largest arrays: a token id of the sequence is only compared with
    // others, and search() skips a posting's tool past the last.
    const bool consistent = isTable(index->m_columnStart, index->m_sequence.size())
        && isTable(index->m_tagStart, index->m_tags.size())
        && isTable(index->m_postingStart, index->m_postings.size())
        && rangesWithin(index->m_prefixRanges, sizes[Tokens])
        && allBelow(index->m_tags, sizes[TagNames]) && allBelow(index->m_provider, sizes[Providers])
        && std::is_sorted(index->m_tokens.cbegin(), index->m_tokens.cend())
        && allBelow(index->m_group, sizes[Groups]) && parentsComeFirst(index->m_groupParent);
    if (!consistent) {
        outcome = Load::Malformed;
        return nullptr;
    }
    index->m_mapped = std::move(owner);
    if (revision)
        *revision = saved;
    outcome = Load::Loaded;
    return index;
}

bool SearchIndexCache::verify(const SearchIndex &index)
{
    if (!index.m_mapped)
        return true;
    // Read with pread() from the descriptor the map was made from: the file
    // that was loaded, even if a newer one was saved under its name since,
    // and through the system's cache, not the map, so the pages read are not
    // counted against this process.
    const int descriptor = index.m_mapped->handle();
    const qint64 size = index.m_mapped->size();
    if (descriptor < 0 || size < qint64(DigestBytes))
        return false;
    Sha256::Stream digest;
    QByteArray buffer(qsizetype(1) << 20, Qt::Uninitialized);
    const qint64 end = size - qint64(DigestBytes);
    for (qint64 at = 0; at < end;) {
        const auto wanted = size_t(std::min<qint64>(buffer.size(), end - at));
        const ssize_t got = ::pread(descriptor, buffer.data(), wanted, off_t(at));
        if (got <= 0)
            return false;
        digest.add(QByteArrayView(buffer.constData(), qsizetype(got)));
        at += got;
    }
    QByteArray stored(qsizetype(DigestBytes), Qt::Uninitialized);
    return ::pread(descriptor, stored.data(), DigestBytes, off_t(end)) == ssize_t(DigestBytes)
        && digest.result() == stored;
}

} // namespace Toolshelf

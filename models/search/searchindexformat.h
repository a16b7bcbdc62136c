// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/sha256.h"

#include <QIODevice>
#include <QStringList>

#include <span>

namespace Toolshelf::SearchIndexFormat {

// The saved search index, read in place by SearchIndexCache::load() and
// written only by SearchIndexWriter. Every number is in the writer's byte
// order (ByteOrderMark tells): magic, byte order mark, format version,
// catalog id (length, UTF-8), revision, the SizeCount sizes below, then the
// arrays in the order of load(). The revision and every array start at a
// multiple of 8 bytes, so the numbers are read in place from the mapped file.
// The file ends with the SHA-256 of everything before it.

// Bumped whenever the layout or the meaning of the data changes.
// 2: tools are in the order of their shown name (an alias where given).
// 4: arrays start at multiples of 8 bytes, to be mapped in place; a SHA-256
//    of the rest ends the file; the columns of one-character prefixes are saved.
inline constexpr quint32 Version = 4;
inline constexpr char Magic[8] = {'T', 'S', 'H', 'S', 'I', 'D', 'X', '\n'};
inline constexpr quint32 ByteOrderMark = 0x01020304;
inline constexpr quint32 MaxCatalogIdBytes = 256;
inline constexpr quint64 Alignment = 8;
inline constexpr quint64 DigestBytes = 32;
// Tool positions are shifted left by 5 in postings and multiplied by the
// column count in column starts: both must fit in 32 bits.
inline constexpr quint64 MaxTools = quint64(1) << 26;
inline constexpr quint64 MaxElements = quint64(1) << 31;
// A tool's text columns (SearchIndex::Column, tools_fts's order): a tool's
// tokens are column after column, and a posting is the tool shifted left by
// ColumnBits with a bit for each column the token occurs in.
inline constexpr int Columns = 5;
inline constexpr quint32 ColumnBits = 5;
static_assert(Columns <= int(ColumnBits));

enum Size {
    Tools,
    Sequence,
    Tokens,
    TokenChars,
    Postings,
    Tags,
    Providers,
    ProviderChars,
    TagNames,
    TagNameChars,
    Groups,
    GroupNameChars,
    PrefixRanges,
    SizeCount
};

// The order of tag names in the file: SQLite's BINARY (UTF-8 bytes, which
// is code point order), so a tag's rank is its place in tool_tags' order.
bool binaryLess(const QString &a, const QString &b);

// The UTF-16 code units of all strings of `list`, as Sizes counts them.
quint64 chars(const QStringList &list);

// Writes the layout to a device front to back, digesting as it goes, so
// nothing is read back; a failed write makes ok() false for good.
class Writer
{
public:
    explicit Writer(QIODevice &device)
        : m_device(device)
    { }
    void raw(const void *data, qint64 bytes);
    template<typename T> void value(T v) { raw(&v, sizeof v); }
    void align();
    template<typename T> void array(std::span<const T> v)
    {
        align();
        raw(v.data(), qint64(v.size() * sizeof(T)));
    }
    // An array written a piece at a time: begin, then raw() its pieces.
    void beginArray() { align(); }
    // Lengths first, then the UTF-16 of all strings in one run.
    void strings(const QStringList &list);
    // The digest of everything written, after it.
    void finish();
    bool ok() const { return m_ok; }
    QString errorString() const { return m_device.errorString(); }

private:
    QIODevice &m_device;
    Sha256::Stream m_digest;
    quint64 m_written = 0;
    bool m_ok = true;
};

} // namespace Toolshelf::SearchIndexFormat

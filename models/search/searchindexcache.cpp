#include "search/searchindexcache.h"

#include "search/searchindex.h"

#include <QFile>
#include <QSaveFile>

#include <algorithm>
#include <array>
#include <cstring>
#include <type_traits>

namespace Toolshelf {

namespace {

// Layout, every number in the writer's byte order (ByteOrderMark tells):
// magic, byte order mark, format version, catalog id (length, UTF-8),
// revision, the Count sizes below, then the arrays in the order of load().
constexpr char Magic[8] = {'T', 'S', 'H', 'S', 'I', 'D', 'X', '\n'};
constexpr quint32 ByteOrderMark = 0x01020304;
constexpr quint32 MaxCatalogIdBytes = 256;
// Tool positions are shifted left by 5 in postings and multiplied by the
// column count in column starts: both must fit in 32 bits.
constexpr quint64 MaxTools = quint64(1) << 26;
constexpr quint64 MaxElements = quint64(1) << 31;

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
    SizeCount
};

class Writer
{
public:
    explicit Writer(QSaveFile &file)
        : m_file(file)
    { }
    void raw(const void *data, qint64 bytes)
    {
        if (m_ok && bytes > 0)
            m_ok = m_file.write(static_cast<const char *>(data), bytes) == bytes;
    }
    template<typename T> void value(T v) { raw(&v, sizeof v); }
    template<typename T> void array(const std::vector<T> &v)
    {
        raw(v.data(), qint64(v.size() * sizeof(T)));
    }
    // Lengths first, then the UTF-16 of all strings in one run.
    void strings(const QStringList &list)
    {
        std::vector<quint32> lengths;
        lengths.reserve(size_t(list.size()));
        for (const QString &s : list)
            lengths.push_back(quint32(s.size()));
        array(lengths);
        for (const QString &s : list)
            raw(s.constData(), qint64(s.size()) * 2);
    }
    bool ok() const { return m_ok; }

private:
    QSaveFile &m_file;
    bool m_ok = true;
};

class Reader
{
public:
    explicit Reader(QFile &file)
        : m_file(file)
    { }
    bool raw(void *data, qint64 bytes)
    {
        if (m_ok && bytes > 0)
            m_ok = m_file.read(static_cast<char *>(data), bytes) == bytes;
        return m_ok;
    }
    template<typename T> bool value(T *v) { return raw(v, sizeof *v); }
    // The caller checked beforehand that the file holds `count` elements.
    template<typename T> bool array(std::vector<T> *v, quint64 count)
    {
        v->resize(size_t(count));
        return raw(v->data(), qint64(count * sizeof(T)));
    }
    bool strings(QStringList *list, quint64 count, quint64 chars)
    {
        std::vector<quint32> lengths;
        std::vector<char16_t> text;
        if (!array(&lengths, count) || !array(&text, chars))
            return false;
        quint64 sum = 0;
        for (const quint32 length : lengths)
            sum += length;
        if (sum != chars)
            return m_ok = false;
        list->clear();
        list->reserve(qsizetype(count));
        const char16_t *at = text.data();
        for (const quint32 length : lengths) {
            list->append(QString(reinterpret_cast<const QChar *>(at), qsizetype(length)));
            at += length;
        }
        return true;
    }
    bool ok() const { return m_ok; }

private:
    QFile &m_file;
    bool m_ok = true;
};

// Each table starts at 0, never decreases and ends at the size of what it indexes.
bool isTable(const std::vector<quint32> &starts, size_t end)
{
    return !starts.empty() && starts.front() == 0 && starts.back() == end
        && std::is_sorted(starts.cbegin(), starts.cend());
}

bool allBelow(const std::vector<quint32> &values, quint64 limit)
{
    return std::all_of(values.cbegin(), values.cend(), [limit](quint32 v) { return v < limit; });
}

// The group tree's shape that search() relies on: a top-level node 0 that
// is its own parent, and every other node's parent made before it.
bool parentsComeFirst(const std::vector<quint32> &parents)
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

bool SearchIndexCache::save(const QString &file, const SearchIndex &index,
                            const CatalogRevision &revision)
{
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return false;
    std::array<quint64, SizeCount> sizes {};
    sizes[Tools] = index.m_rowIds.size();
    sizes[Sequence] = index.m_sequence.size();
    sizes[Tokens] = quint64(index.m_tokens.size());
    sizes[Postings] = index.m_postings.size();
    sizes[Tags] = index.m_tags.size();
    sizes[Providers] = quint64(index.m_providers.size());
    sizes[TagNames] = quint64(index.m_tagNames.size());
    const auto chars = [](const QStringList &list) {
        quint64 sum = 0;
        for (const QString &s : list)
            sum += quint64(s.size());
        return sum;
    };
    sizes[TokenChars] = chars(index.m_tokens);
    sizes[ProviderChars] = chars(index.m_providers);
    sizes[TagNameChars] = chars(index.m_tagNames);
    sizes[Groups] = quint64(index.m_groupNames.size());
    sizes[GroupNameChars] = chars(index.m_groupNames);
    const QByteArray catalog = revision.catalog.toUtf8();

    Writer writer(out);
    writer.raw(Magic, sizeof Magic);
    writer.value(ByteOrderMark);
    writer.value(FormatVersion);
    writer.value(quint32(catalog.size()));
    writer.raw(catalog.constData(), catalog.size());
    writer.value(revision.number);
    writer.raw(sizes.data(), qint64(sizeof sizes));
    writer.array(index.m_rowIds);
    writer.array(index.m_provider);
    writer.array(index.m_updatedAt);
    std::vector<quint8> listed(index.m_listed.cbegin(), index.m_listed.cend());
    writer.array(listed);
    writer.array(index.m_columnStart);
    writer.array(index.m_sequence);
    writer.array(index.m_tagStart);
    writer.array(index.m_tags);
    writer.strings(index.m_tokens);
    writer.array(index.m_postingStart);
    writer.array(index.m_postings);
    writer.strings(index.m_providers);
    writer.array(index.m_providerRank);
    writer.strings(index.m_tagNames);
    writer.array(index.m_group);
    writer.array(index.m_groupParent);
    writer.strings(index.m_groupNames);
    if (!writer.ok()) {
        out.cancelWriting();
        return false;
    }
    return out.commit();
}

std::unique_ptr<SearchIndex> SearchIndexCache::load(const QString &file,
                                                    const CatalogRevision &current,
                                                    CatalogRevision *revision, Load *result)
{
    Load ignored;
    Load &outcome = result ? *result : ignored;
    QFile in(file);
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
    Reader reader(in);
    char magic[sizeof Magic] = {};
    quint32 byteOrder = 0;
    quint32 version = 0;
    if (!reader.raw(magic, sizeof magic) || !reader.value(&byteOrder) || !reader.value(&version)
        || std::memcmp(magic, Magic, sizeof Magic) != 0 || byteOrder != ByteOrderMark
        || version != FormatVersion) {
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
    if (!reader.raw(catalog.data(), catalog.size()) || !reader.value(&saved.number)
        || !reader.raw(sizes.data(), qint64(sizeof sizes))) {
        outcome = Load::Malformed;
        return nullptr;
    }
    saved.catalog = QString::fromUtf8(catalog);
    if (saved.catalog != current.catalog || saved.number > current.number) {
        outcome = Load::ForeignRevision;
        return nullptr;
    }

    // Every size within limits, and together exactly what the file holds:
    // nothing is allocated for sizes a short or hostile file only claims.
    if (sizes[Tools] > MaxTools
        || std::any_of(sizes.cbegin(), sizes.cend(), [](quint64 n) { return n > MaxElements; })) {
        outcome = Load::Malformed;
        return nullptr;
    }
    const quint64 tools = sizes[Tools];
    const quint64 columnStarts = tools * SearchIndex::ColumnCount + 1;
    const quint64 expected = quint64(in.pos()) + tools * (8 + 4 + 8 + 1) + columnStarts * 4
        + sizes[Sequence] * 4 + (tools + 1) * 4 + sizes[Tags] * 4 + sizes[Tokens] * 4
        + sizes[TokenChars] * 2 + (sizes[Tokens] + 1) * 4 + sizes[Postings] * 4
        + sizes[Providers] * 4 + sizes[ProviderChars] * 2 + sizes[Providers] * 4
        + sizes[TagNames] * 4 + sizes[TagNameChars] * 2 + tools * 4 + sizes[Groups] * 4
        + sizes[Groups] * 4 + sizes[GroupNameChars] * 2;
    if (expected != quint64(fileSize)) {
        outcome = Load::Malformed;
        return nullptr;
    }

    auto index = std::make_unique<SearchIndex>();
    std::vector<quint8> listed;
    const bool read = reader.array(&index->m_rowIds, tools)
        && reader.array(&index->m_provider, tools) && reader.array(&index->m_updatedAt, tools)
        && reader.array(&listed, tools) && reader.array(&index->m_columnStart, columnStarts)
        && reader.array(&index->m_sequence, sizes[Sequence])
        && reader.array(&index->m_tagStart, tools + 1) && reader.array(&index->m_tags, sizes[Tags])
        && reader.strings(&index->m_tokens, sizes[Tokens], sizes[TokenChars])
        && reader.array(&index->m_postingStart, sizes[Tokens] + 1)
        && reader.array(&index->m_postings, sizes[Postings])
        && reader.strings(&index->m_providers, sizes[Providers], sizes[ProviderChars])
        && reader.array(&index->m_providerRank, sizes[Providers])
        && reader.strings(&index->m_tagNames, sizes[TagNames], sizes[TagNameChars])
        && reader.array(&index->m_group, tools)
        && reader.array(&index->m_groupParent, sizes[Groups])
        && reader.strings(&index->m_groupNames, sizes[Groups], sizes[GroupNameChars]);
    if (!read) {
        outcome = Load::Malformed;
        return nullptr;
    }
    index->m_listed.assign(listed.cbegin(), listed.cend());

    // Every number that search() uses as a position points inside its table;
    // the dictionary is sorted, as the prefix ranges need.
    const bool consistent = isTable(index->m_columnStart, index->m_sequence.size())
        && isTable(index->m_tagStart, index->m_tags.size())
        && isTable(index->m_postingStart, index->m_postings.size())
        && allBelow(index->m_sequence, sizes[Tokens]) && allBelow(index->m_tags, sizes[TagNames])
        && allBelow(index->m_provider, sizes[Providers])
        && std::all_of(index->m_postings.cbegin(), index->m_postings.cend(),
                       // A posting is tool << 5 | columns.
                       [tools](quint32 posting) { return (posting >> 5) < tools; })
        && std::is_sorted(index->m_tokens.cbegin(), index->m_tokens.cend())
        && allBelow(index->m_group, sizes[Groups]) && parentsComeFirst(index->m_groupParent);
    if (!consistent) {
        outcome = Load::Malformed;
        return nullptr;
    }
    if (revision)
        *revision = saved;
    outcome = Load::Loaded;
    return index;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The search index's file: SearchIndexWriter writes it the same whatever its
// passes, leaves nothing beside it and nothing half-written; what is loaded
// answers exactly as what was written, and a file that is damaged, hostile,
// of another catalog or of a revision the catalog has not reached is refused
// without a crash.

#include "catalog/catalogdatabase.h"
#include "catalogstaging.h"
#include "dialects/a2t/signatureparser.h"
#include "filecatalog.h"
#include "search/searchindex.h"
#include "search/searchindexcache.h"
#include "search/searchindexformat.h"
#include "search/searchindexreader.h"
#include "search/searchindexwriter.h"
#include "syntheticcatalog.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

using Load = SearchIndexCache::Load;

namespace {

QList<ParsedSignature> currentTools(const Catalog &catalog)
{
    QList<ParsedSignature> tools;
    for (qsizetype i = 0; i < catalog.toolCount(); ++i)
        tools.append(SignatureParser::parseSignature(catalog.currentAt(i), u"$"_s));
    return tools;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data) == data.size();
}

template<typename T> void put(QByteArray *data, qsizetype at, T value)
{
    std::memcpy(data->data() + at, &value, sizeof value);
}

template<typename T> T get(const QByteArray &data, qsizetype at)
{
    T value {};
    std::memcpy(&value, data.constData() + at, sizeof value);
    return value;
}

// Where the format puts things (searchindexcache.cpp): magic, byte order,
// version, catalog id length and id, revision, thirteen sizes, then the arrays,
// the group tree's last, and the digest. The revision and each array start
// at a multiple of 8.
qsizetype alignedUp(qsizetype at)
{
    return (at + 7) / 8 * 8;
}

qsizetype alignedDown(qsizetype at)
{
    return at / 8 * 8;
}

struct Layout
{
    qsizetype version = 12;
    qsizetype idLength = 16;
    qsizetype revision = 0;
    qsizetype sizes = 0;
    qsizetype rowIds = 0;
    quint64 tools = 0;
    // The first of the arrays after the per-tool ones.
    qsizetype columnStart = 0;
    qsizetype sequence = 0;
    // Each tool's group node, then each node's parent.
    qsizetype groupOfTool = 0;
    qsizetype groupParent = 0;

    explicit Layout(const QByteArray &file)
    {
        revision = alignedUp(20 + qsizetype(get<quint32>(file, idLength)));
        sizes = revision + 8;
        rowIds = sizes + 13 * 8;
        tools = get<quint64>(file, sizes);
        const auto count = qsizetype(tools);
        const qsizetype updatedAt = alignedUp(rowIds + count * 8 + count * 4);
        columnStart = alignedUp(updatedAt + count * 8 + count);
        sequence = alignedUp(columnStart + (count * SearchIndex::ColumnCount + 1) * 4);
        const auto groups = qsizetype(get<quint64>(file, sizes + 10 * 8));
        const auto groupNameChars = qsizetype(get<quint64>(file, sizes + 11 * 8));
        // Backwards from the end: the digest (32 bytes) follows the names'
        // characters, which follow their lengths.
        const qsizetype nameLengths = file.size() - 32 - groupNameChars * 2;
        groupParent = alignedDown(nameLengths - groups * 4);
        groupOfTool = alignedDown(groupParent - count * 4);
    }
};

} // namespace

class tst_SearchIndexCache : public QObject
{
    Q_OBJECT

private:
    QList<CatalogQuery> queries() const
    {
        QList<CatalogQuery> result;
        const QStringList texts {QString(), u"l"_s,    u"lookup_wea"_s, u"weather city"_s,
                                 u"koln"_s, u"東京"_s, u"x"_s,          u"nothing_matches_zz"_s,
                                 u"w"_s,    u"i"_s};
        for (const QString &text : texts) {
            for (const auto sort :
                 {CatalogQuery::Sort::Name, CatalogQuery::Sort::Provider,
                  CatalogQuery::Sort::RecentlyUpdated, CatalogQuery::Sort::Relevance}) {
                CatalogQuery query;
                query.text = text;
                query.sort = sort;
                query.limit = 50;
                result.append(query);
            }
        }
        CatalogQuery filtered;
        filtered.text = u"l"_s;
        filtered.tags = QStringList {u"weather"_s};
        filtered.includeWithdrawn = false;
        result.append(filtered);
        filtered.providers = QStringList {m_synthetic};
        result.append(filtered);
        return result;
    }

    // The index loaded from `path` answers every query as m_index does.
    void answersAsSaved(const SearchIndex &loaded)
    {
        QCOMPARE(loaded.size(), m_index->size());
        QCOMPARE(loaded.prefixesMade(), m_index->prefixesMade());
        for (const CatalogQuery &query : queries()) {
            const SearchIndex::Result expected = m_index->search(query);
            const SearchIndex::Result actual = loaded.search(query);
            QCOMPARE(actual.rowIds, expected.rowIds);
            QCOMPARE(actual.total, expected.total);
            QCOMPARE(actual.tags, expected.tags);
        }
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    CatalogDatabase m_db;
    std::unique_ptr<SearchIndex> m_index;
    CatalogRevision m_revision;
    QString m_synthetic;
    QString m_saved;
    QByteArray m_file;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_db.open(path(u"catalog.sqlite"_s), &error), qPrintable(error));
        const auto sync = [&](const QString &provider, const QList<ParsedSignature> &listing) {
            const qint64 id = m_db.beginSync(provider, QStringLiteral("a2t"), &error);
            return id != 0
                && m_db.stage(id, Staging::read(provider, listing), StageKind::Listing, &error)
                && m_db.commitSync(id, nullptr, &error);
        };
        for (const QString &directory : FileCatalog::bundledDirectories()) {
            const auto catalog = FileCatalog::load(directory, &error);
            QVERIFY2(catalog, qPrintable(error));
            QVERIFY2(sync(catalog->slug(), currentTools(*catalog)), qPrintable(error));
        }
        const SyntheticCatalog synthetic(1500, 12, 2, 7);
        m_synthetic = synthetic.slug();
        QVERIFY2(sync(m_synthetic, currentTools(synthetic)), qPrintable(error));
        m_saved = path(u"index.cache"_s);
        QString readError;
        CatalogRevision written;
        m_index = SearchIndexReader::read(m_db.path(), m_saved, nullptr, &readError, &written);
        QVERIFY2(m_index, qPrintable(readError));
        QVERIFY(m_index->isMapped());
        QVERIFY(m_index->search(CatalogQuery {}).total > 1000);
        // Common first letters have their columns made ahead, saved too.
        QVERIFY(m_index->prefixesMade() > 0);
        m_revision = m_db.catalogRevision();
        QCOMPARE(written, m_revision);
        QCOMPARE(m_revision.catalog.size(), 32);
        m_file = readAll(m_saved);
        QVERIFY(m_file.size() > 1000);
    }

    // What a writer leaves in the index's folder: the index, nothing else
    // (its scratch file is gone).
    QStringList files() const
    {
        return QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    }

    void roundTrip()
    {
        CatalogRevision revision;
        Load result = Load::Missing;
        const auto loaded = SearchIndexCache::load(m_saved, m_revision, &revision, &result);
        QCOMPARE(result, Load::Loaded);
        QVERIFY(loaded);
        QCOMPARE(revision, m_revision);
        answersAsSaved(*loaded);
    }

    // The postings and the prefixes' columns are filled a pass at a time;
    // however small the passes, the file is the same, byte for byte.
    void passesMakeTheSameFile_data()
    {
        QTest::addColumn<qsizetype>("passBytes");
        // One token's postings, or one prefix's columns, per pass.
        QTest::newRow("1 byte") << qsizetype(1);
        QTest::newRow("4 KiB") << qsizetype(4096);
        QTest::newRow("64 KiB") << qsizetype(65536);
    }

    void passesMakeTheSameFile()
    {
        QFETCH(qsizetype, passBytes);
        const QString again = path(u"again.cache"_s);
        QFile::remove(again);
        QStringList expected = files() << u"again.cache"_s;
        expected.sort();
        QString error;
        {
            SearchIndexWriter writer(again);
            writer.setPassBytes(passBytes);
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"passes"_s);
            db.setDatabaseName(m_db.path());
            QVERIFY(db.open());
            CatalogRevision revision;
            QVERIFY(SearchIndexReader::read(db, &writer, nullptr, &error, &revision));
            QCOMPARE(revision, m_revision);
            db.close();
            QVERIFY(writer.finish(revision, nullptr, &error));
        }
        QSqlDatabase::removeDatabase(u"passes"_s);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(readAll(again), m_file);
        QCOMPARE(files(), expected);
        QVERIFY(QFile::remove(again));
    }

    void emptyIndexRoundTrip()
    {
        QString error;
        SearchIndexWriter writer(path(u"empty.cache"_s));
        QVERIFY(writer.finish(m_revision, nullptr, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const auto loaded = SearchIndexCache::load(path(u"empty.cache"_s), m_revision, nullptr);
        QVERIFY(loaded);
        QCOMPARE(loaded->size(), 0);
        QCOMPARE(loaded->search(CatalogQuery {}).total, 0);
    }

    // Saved at an older revision of the same catalog: loaded, to answer
    // while a build catches up; the caller sees which revision it is.
    void olderRevisionIsLoaded()
    {
        CatalogRevision later = m_revision;
        later.number += 5;
        CatalogRevision revision;
        const auto loaded = SearchIndexCache::load(m_saved, later, &revision);
        QVERIFY(loaded);
        QCOMPARE(revision, m_revision);
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<int>("expected");
        const Layout at(m_file);
        const auto changed = [this](auto edit) {
            QByteArray file = m_file;
            edit(&file);
            return file;
        };

        QTest::newRow("empty") << QByteArray() << int(Load::WrongFormat);
        QTest::newRow("text") << QByteArray("hello, world\n") << int(Load::WrongFormat);
        QTest::newRow("magic") << changed([](QByteArray *f) { (*f)[0] = 'X'; })
                               << int(Load::WrongFormat);
        QTest::newRow("byte order")
            << changed([](QByteArray *f) { put<quint32>(f, 8, 0x04030201); })
            << int(Load::WrongFormat);
        QTest::newRow("version") << changed([&](QByteArray *f) {
            put<quint32>(f, at.version, SearchIndexFormat::Version + 1);
        }) << int(Load::WrongFormat);
        // An index of an earlier format orders tools by another rule.
        QTest::newRow("older version") << changed([&](QByteArray *f) {
            put<quint32>(f, at.version, SearchIndexFormat::Version - 1);
        }) << int(Load::WrongFormat);
        QTest::newRow("huge catalog id")
            << changed([&](QByteArray *f) { put<quint32>(f, at.idLength, 0xFFFFFFF0); })
            << int(Load::Malformed);
        QTest::newRow("other catalog")
            << changed([&](QByteArray *f) { (*f)[at.idLength + 4] = 'z'; })
            << int(Load::ForeignRevision);
        QTest::newRow("newer revision")
            << changed([&](QByteArray *f) { put<qint64>(f, at.revision, m_revision.number + 1); })
            << int(Load::ForeignRevision);
        QTest::newRow("header only") << m_file.left(at.rowIds) << int(Load::Malformed);
        QTest::newRow("one byte short") << m_file.chopped(1) << int(Load::Malformed);
        QTest::newRow("one byte more") << m_file + 'x' << int(Load::Malformed);
        QTest::newRow("truncated sizes") << m_file.left(at.sizes + 12) << int(Load::Malformed);
        QTest::newRow("huge tool count")
            << changed([&](QByteArray *f) { put<quint64>(f, at.sizes, quint64(1) << 40); })
            << int(Load::Malformed);
        QTest::newRow("tool count off by one")
            << changed([&](QByteArray *f) { put<quint64>(f, at.sizes, at.tools + 1); })
            << int(Load::Malformed);
        // 2^31 tokens "fit" when the file claims as many fewer postings: the
        // total matches no real file, so nothing is allocated for them.
        QTest::newRow("huge token count")
            << changed([&](QByteArray *f) { put<quint64>(f, at.sizes + 2 * 8, 0x7FFFFFFF); })
            << int(Load::Malformed);
        QTest::newRow("column start out of range")
            << changed([&](QByteArray *f) { put<quint32>(f, at.columnStart + 4, 0x7FFFFFFF); })
            << int(Load::Malformed);
        QTest::newRow("column start not from 0")
            << changed([&](QByteArray *f) { put<quint32>(f, at.columnStart, 1); })
            << int(Load::Malformed);
        QTest::newRow("provider out of range") << changed([&](QByteArray *f) {
            put<quint32>(f, at.rowIds + qsizetype(at.tools) * 8, 1000000);
        }) << int(Load::Malformed);
        QTest::newRow("group out of range")
            << changed([&](QByteArray *f) { put<quint32>(f, at.groupOfTool, 1000000); })
            << int(Load::Malformed);
        QTest::newRow("top level with a parent")
            << changed([&](QByteArray *f) { put<quint32>(f, at.groupParent, 1); })
            << int(Load::Malformed);
    }

    void refused()
    {
        QFETCH(QByteArray, file);
        QFETCH(int, expected);
        const QString bad = path(u"bad.cache"_s);
        QVERIFY(writeAll(bad, file));
        Load result = Load::Loaded;
        QVERIFY(!SearchIndexCache::load(bad, m_revision, nullptr, &result));
        QCOMPARE(int(result), expected);
    }

    // A token id of the sequence is only compared with the query's, never
    // used as a position: it is not checked on loading (which would read the
    // largest array of the file), and one out of range only matches nothing.
    void tokenIdOutOfRangeIsOnlyCompared()
    {
        const Layout at(m_file);
        QByteArray file = m_file;
        put<quint32>(&file, at.sequence, 0xFFFFFFFF);
        const QString odd = path(u"odd-token.cache"_s);
        QVERIFY(writeAll(odd, file));
        const auto loaded = SearchIndexCache::load(odd, m_revision, nullptr);
        QVERIFY(loaded);
        for (const CatalogQuery &query : queries())
            loaded->search(query);
        QCOMPARE(loaded->search(CatalogQuery {}).total, m_index->search(CatalogQuery {}).total);
    }

    // Loading reads neither the sequence nor the postings; the digest at the
    // end of the file finds a change anywhere, there too.
    void verifyFindsAnyChange()
    {
        const auto intact = SearchIndexCache::load(m_saved, m_revision, nullptr);
        QVERIFY(intact);
        QVERIFY(SearchIndexCache::verify(*intact));
        QVERIFY(SearchIndexCache::verify(*m_index));
        const Layout at(m_file);
        const QString changed = path(u"changed.cache"_s);
        for (const qsizetype offset :
             {at.sequence + 1, qsizetype(m_file.size() * 3 / 4), m_file.size() - 1}) {
            QByteArray file = m_file;
            file[offset] = char(file.at(offset) ^ 0x10);
            QVERIFY(writeAll(changed, file));
            const auto loaded = SearchIndexCache::load(changed, m_revision, nullptr);
            if (loaded)
                QVERIFY2(!SearchIndexCache::verify(*loaded), qPrintable(QString::number(offset)));
        }
        // The digest's own last byte: loaded, and found changed.
        QByteArray file = m_file;
        file[file.size() - 1] = char(file.at(file.size() - 1) ^ 1);
        QVERIFY(writeAll(changed, file));
        const auto loaded = SearchIndexCache::load(changed, m_revision, nullptr);
        QVERIFY(loaded);
        QVERIFY(!SearchIndexCache::verify(*loaded));
    }

    // The loaded index reads its file in place; writing a newer index over
    // that file (as the next build does) leaves the loaded one answering.
    void loadedIndexOutlivesTheNextSave()
    {
        const QString shared = path(u"replaced.cache"_s);
        QVERIFY(writeAll(shared, m_file));
        const auto loaded = SearchIndexCache::load(shared, m_revision, nullptr);
        QVERIFY(loaded);
        QString error;
        QVERIFY(SearchIndexWriter(shared).finish(m_revision, nullptr, &error));
        answersAsSaved(*loaded);
        const auto replaced = SearchIndexCache::load(shared, m_revision, nullptr);
        QVERIFY(replaced);
        QCOMPARE(replaced->size(), 0);
    }

    void missing()
    {
        Load result = Load::Loaded;
        QVERIFY(!SearchIndexCache::load(path(u"nowhere.cache"_s), m_revision, nullptr, &result));
        QCOMPARE(result, Load::Missing);
    }

    // Bytes flipped anywhere: refused, or loaded with every position in
    // range, so searching it cannot crash.
    void flippedBytesNeverCrash()
    {
        QRandomGenerator random(20261121);
        const QString bad = path(u"flipped.cache"_s);
        int refused = 0;
        for (int round = 0; round < 300; ++round) {
            QByteArray file = m_file;
            for (int flips = 0; flips < 4; ++flips) {
                const auto at = qsizetype(random.bounded(quint32(file.size())));
                file[at] = char(file.at(at) ^ char(1 << random.bounded(8)));
            }
            QVERIFY(writeAll(bad, file));
            const auto loaded = SearchIndexCache::load(bad, m_revision, nullptr);
            if (!loaded) {
                ++refused;
                continue;
            }
            for (const CatalogQuery &query : queries())
                loaded->search(query);
        }
        // Most flips land in text or row data, which loads; some must not.
        QVERIFY(refused > 0);
    }

    void truncatedAnywhere()
    {
        const QString bad = path(u"truncated.cache"_s);
        for (qsizetype length = 0; length < m_file.size(); length += 1 + length / 7) {
            QVERIFY(writeAll(bad, m_file.left(length)));
            QVERIFY2(!SearchIndexCache::load(bad, m_revision, nullptr),
                     qPrintable(QString::number(length)));
        }
    }

    // A place that cannot be written: a clear error naming the file.
    void unwritableFolder()
    {
        const QString nowhere = path(u"no/such/dir/index.cache"_s);
        SearchIndexWriter writer(nowhere);
        writer.addTool({});
        QString error;
        QVERIFY(!writer.finish(m_revision, nullptr, &error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(nowhere)), qPrintable(error));
    }

    // The scratch file has no name in the folder even while a build runs, so
    // a build killed half-way leaves no half a gigabyte behind.
    void scratchHasNoName()
    {
        const QString written = path(u"named.cache"_s);
        QFile::remove(written);
        const QStringList before = files();
        SearchIndexWriter writer(written);
        SearchIndexWriter::Tool tool;
        tool.rowId = 1;
        tool.text[SearchIndex::Name] = u"a tool of some words"_s;
        writer.addTool(tool);
        QCOMPARE(files(), before);
        QString error;
        QVERIFY(writer.finish(m_revision, nullptr, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList expected = before;
        expected << u"named.cache"_s;
        expected.sort();
        QCOMPARE(files(), expected);
        QVERIFY(QFile::remove(written));
    }

    // A cancelled write leaves the file before it as it was, and no scratch.
    void cancelledWriteKeepsTheOldFile()
    {
        const QStringList before = files();
        const std::atomic<bool> cancel {true};
        SearchIndexWriter writer(m_saved);
        SearchIndexWriter::Tool tool;
        tool.rowId = 1;
        tool.text[SearchIndex::Name] = u"a tool of some words"_s;
        writer.addTool(tool);
        QString error;
        QVERIFY(!writer.finish(m_revision, &cancel, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(readAll(m_saved), m_file);
        QCOMPARE(files(), before);
    }

    // Without a file named, the index is written to a temporary one that is
    // gone from its folder once mapped; the index still answers from it.
    void anonymousFileIsRemoved()
    {
        const QStringList before
            = QDir::temp().entryList({u"toolshelf-search-index-*"_s}, QDir::Files);
        QString error;
        CatalogRevision revision;
        const auto index
            = SearchIndexReader::read(m_db.path(), QString(), nullptr, &error, &revision);
        QVERIFY2(index, qPrintable(error));
        QVERIFY(index->isMapped());
        answersAsSaved(*index);
        QCOMPARE(QDir::temp().entryList({u"toolshelf-search-index-*"_s}, QDir::Files), before);
    }
};

QTEST_GUILESS_MAIN(tst_SearchIndexCache)
#include "tst_searchindexcache.moc"

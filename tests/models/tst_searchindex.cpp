// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The in-memory search index against the FTS5 path it replaces for search as
// you type: the same matches, order, totals and tag counts for the bundled
// sample catalogs, hostile hand-made tools and a synthetic catalog.

#include "catalog/catalogdatabase.h"
#include "catalogstaging.h"
#include "dialects/a2t/signatureparser.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "filecatalog.h"
#include "search/searchindex.h"
#include "search/searchindexreader.h"
#include "search/searchindexwriter.h"
#include "signaturefixtures.h"
#include "syntheticcatalog.h"
#include "userdataedits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

const QString Oddities = u"oddities"_s;
const QString Grouped = u"grouped"_s;

QString toolId(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

QJsonObject tool(int n, const QString &name, const QString &description, const QStringList &tags,
                 const QString &parameterDescription)
{
    QJsonObject object = Fixtures::version(Fixtures::validTool(), 1, 1);
    object.insert(u"toolId"_s, toolId(n));
    object.insert(u"name"_s, name);
    object.insert(u"description"_s, description);
    object.insert(u"tags"_s, QJsonArray::fromStringList(tags));
    object.insert(u"input_parameters"_s,
                  QJsonArray {QJsonObject {{u"id"_s, u"p"_s},
                                           {u"name"_s, u"p"_s},
                                           {u"description"_s, parameterDescription}}});
    return object;
}

// Text FTS5 and a home-made tokenizer could read differently.
QList<QJsonObject> oddities()
{
    return {
        tool(1, u"lookup_weather_by_city"_s, u"Look-up the weather in Köln, Zürich or 東京."_s,
             {u"weather"_s, u"Retrievals"_s}, u"The city's name (e.g. São Paulo)."_s),
        tool(2, u"LOOK_UP_Patient"_s, u"Finds a patient by ID-42 or by ÅSA-ǖ code."_s,
             {u"health"_s, u"retrievals"_s}, u"x²y and ½ cup, ǅemal, straße, ẞIG."_s),
        tool(3, u"café_finder"_s,
             QString(u"Finds a cafe\u0301 near you; NEAR AND OR NOT \"quoted\" (x) * ^ :"_s),
             {u"food"_s, u"Ünïcödé"_s}, u"A place; private \uE000use and Ωmega ά."_s),
        tool(4, u"refund_by_email"_s, u"Refund an order by e-mail; lookup_weather is not it."_s,
             {u"billing"_s, u"weather"_s}, u"The e-mail address, like a@b.example."_s),
        tool(5, u"withdrawn_weather_tool"_s, u"A weather tool the vendor withdrew."_s,
             {u"weather"_s}, u"Nothing."_s),
        tool(6, u"Zebra_1999_counter"_s, u"Counts 1999 zebras in 2 fields with v2 rules."_s, {},
             u"The field, 1,000 or 2.5 hectares."_s),
    };
}

QList<ParsedSignature> parsed(const QList<QJsonObject> &objects)
{
    QList<ParsedSignature> result;
    for (const QJsonObject &object : objects)
        result.append(SignatureParser::parseSignature(object, u"$"_s));
    return result;
}

QList<QJsonObject> currentTools(const Catalog &catalog)
{
    QList<QJsonObject> tools;
    for (qsizetype i = 0; i < catalog.toolCount(); ++i)
        tools.append(catalog.currentAt(i));
    return tools;
}

// "provider/toolId" per row.
QStringList keys(const QList<ToolSummary> &tools)
{
    QStringList result;
    for (const ToolSummary &summary : tools)
        result.append(QString(summary.provider + u'/' + summary.toolId));
    return result;
}

// A row of sameAsFts5_data() in one sort.
CatalogQuery queryOf(const QString &text, const QStringList &tags, const QStringList &providers,
                     bool includeWithdrawn, CatalogQuery::Sort sort)
{
    CatalogQuery query;
    query.text = text;
    query.tags = tags;
    query.providers = providers;
    query.includeWithdrawn = includeWithdrawn;
    query.sort = sort;
    return query;
}

QString tagText(const QList<TagCount> &tags)
{
    QStringList result;
    for (const TagCount &tag : tags)
        result.append(QString(tag.tag + u':' + QString::number(tag.count)));
    return result.join(u' ');
}

} // namespace

class tst_SearchIndex : public QObject
{
    Q_OBJECT

private:
    bool sync(const QString &provider, const QList<QJsonObject> &listing)
    {
        QString error;
        const qint64 id = m_db.beginSync(provider, QStringLiteral("a2t"), &error);
        const bool ok = id != 0
            && m_db.stage(id, Staging::read(provider, parsed(listing)), StageKind::Listing, &error)
            && m_db.commitSync(id, nullptr, &error);
        if (!ok)
            qWarning("sync: %s", qPrintable(error));
        return ok;
    }

    // Seed 003's tools filed in groups, as its listing reads them.
    bool syncGroups()
    {
        const auto filed = [](const QString &name, const QString &description,
                              const QStringList &path) {
            const QJsonObject page {
                {u"tools"_s,
                 QJsonArray {QJsonObject {{u"name"_s, name}, {u"description"_s, description}}}}};
            DialectTool read = A2tCapabilitiesDialect::page(Grouped, QJsonDocument(page).toJson(),
                                                            path.join(u'-'))
                                   .tools.constFirst();
            read.tool.groupPath = path;
            return read;
        };
        const QList<DialectTool> tools {
            filed(u"book_flight"_s, u"Books a flight."_s, {u"Travel"_s, u"Flights"_s}),
            filed(u"cancel_flight"_s, u"Cancels a flight."_s, {u"Travel"_s, u"Flights"_s}),
            filed(u"book_hotel"_s, u"Books a hotel room."_s, {u"Travel"_s}),
            filed(u"forecast"_s, u"Tomorrow's weather, flight delays included."_s, {u"Weather"_s}),
            filed(u"ping"_s, u"Answers pong."_s, {}),
        };
        QString error;
        const qint64 id = m_db.beginSync(Grouped, A2tCapabilitiesDialect::DialectId, &error);
        const bool ok = id != 0 && m_db.stage(id, tools, StageKind::Listing, &error)
            && m_db.commitSync(id, nullptr, &error);
        if (!ok)
            qWarning("sync: %s", qPrintable(error));
        return ok;
    }

    QTemporaryDir m_dir;
    CatalogDatabase m_db;
    std::unique_ptr<SearchIndex> m_index;
    QString m_synthetic;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_db.open(m_dir.filePath(u"catalog.sqlite"_s), &error), qPrintable(error));
        for (const QString &directory : FileCatalog::bundledDirectories()) {
            const auto catalog = FileCatalog::load(directory, &error);
            QVERIFY2(catalog, qPrintable(error));
            QVERIFY(sync(catalog->slug(), currentTools(*catalog)));
        }
        const SyntheticCatalog synthetic(3000, 12, 2, 7);
        m_synthetic = synthetic.slug();
        QVERIFY(sync(m_synthetic, currentTools(synthetic)));
        QVERIFY(syncGroups());
        QList<QJsonObject> odd = oddities();
        QVERIFY(sync(Oddities, odd));
        // Tool 5 leaves the listing: withdrawn, but still in the catalog.
        odd.removeAt(4);
        QVERIFY(sync(Oddities, odd));
        QVERIFY(
            userData(m_db).setOverride({Oddities, toolId(6), OverrideKind::ToolDescription, {}, {}},
                                       u"Counts quokkas instead."_s, &error));
        QVERIFY(userData(m_db).pin(Oddities, toolId(4), 1, &error));
        // Listed by its alias, which sorts it first, unlike its vendor's name.
        QVERIFY2(userData(m_db).setOverride({Oddities, toolId(6), OverrideKind::ToolName, {}, {}},
                                            u"aardvark_counter"_s, &error),
                 qPrintable(error));

        QString readError;
        m_index = SearchIndexReader::read(m_db.path(), QString(), nullptr, &readError);
        QVERIFY2(m_index, qPrintable(readError));
        QCOMPARE(m_index->size(), m_db.toolCount());
        // So the one-letter words below take the columns made ahead.
        QVERIFY(m_index->prefixesMade() > 0);
    }

    // The group filter finds what the catalog's finds; the counts cover the
    // matches but for the group, each group with everything below it.
    void groups_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("groupPath");
        QTest::addColumn<qsizetype>("total");
        QTest::addColumn<QString>("counts");
        const QString all = u"Travel:3 Travel/Flights:2 Weather:1"_s;
        QTest::newRow("all") << QString() << QStringList() << qsizetype(5) << all;
        QTest::newRow("travel") << QString() << QStringList {u"Travel"_s} << qsizetype(3) << all;
        QTest::newRow("flights") << QString() << QStringList {u"Travel"_s, u"Flights"_s}
                                 << qsizetype(2) << all;
        QTest::newRow("no such group")
            << QString() << QStringList {u"Flights"_s} << qsizetype(0) << all;
        QTest::newRow("text") << u"flight"_s << QStringList {u"Weather"_s} << qsizetype(1)
                              << u"Travel:2 Travel/Flights:2 Weather:1"_s;
    }

    void groups()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, groupPath);
        QFETCH(qsizetype, total);
        QFETCH(QString, counts);
        CatalogQuery query;
        query.text = text;
        query.providers = {Grouped};
        query.groupPath = groupPath;
        const SearchIndex::Result result = m_index->search(query);
        QCOMPARE(result.total, total);
        QCOMPARE(keys(m_db.summaries(result.rowIds)), keys(m_db.search(query)));
        QStringList shown;
        for (const GroupCount &group : result.groups)
            shown.append(group.path.join(u'/') + u':' + QString::number(group.count));
        QCOMPARE(shown.join(u' '), counts);
        // The catalog counts the same when no index is built yet.
        QCOMPARE(m_db.groupCounts(query), result.groups);
    }

    void sameAsFts5_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tags");
        QTest::addColumn<QStringList>("providers");
        QTest::addColumn<bool>("includeWithdrawn");

        const QStringList none;
        const QStringList samples {u"skycast-weather"_s, u"meridian-health"_s};
        QStringList manyWords;
        for (int i = 0; i < 40; ++i)
            manyWords.append(i % 2 ? u"the"_s : u"a"_s);

        QTest::newRow("everything") << QString() << none << none << true;
        QTest::newRow("listed only") << QString() << none << none << false;
        const char *const texts[] = {
            "l",
            "i",
            "in",
            "r",
            "w",
            "s",
            "look",
            "lookup",
            "look up",
            "look-up",
            // Phrases whose last token is one letter: made-ahead columns,
            // then checked as phrases.
            "look-u",
            "weather-c",
            "lookup_wea",
            "LOOK_UP_pat",
            "look_up_prescriptions",
            "weather city",
            "refund by email",
            "e-mail",
            "a@b",
            "koln",
            "Köln",
            "KÖLN",
            "zurich",
            "Zürich's",
            "sao",
            "東京",
            "東",
            "cafe",
            "café",
            "asa",
            "ÅSA",
            "u code",
            "ǖ",
            "x²",
            "x",
            "½",
            "ǆemal",
            "ǅ",
            "strasse",
            "straße",
            "ßig",
            "ẞ",
            "ωmega",
            "Ωmega",
            "ά",
            "α",
            "42",
            "id-4",
            "1999",
            "1",
            "1,000",
            "2.5",
            "v2",
            "NEAR",
            "AND",
            "OR NOT",
            "\"quoted\"",
            "\"",
            "*",
            "(x)",
            "^",
            ":",
            "--",
            "'",
            "weather*",
            "quokka",
            "zebras",
            "\x01weather\x02city",
            "invoice",
            "flight booking archive",
            "patient",
            "zzzzz",
            "qu",
            "privateuse",
            "use",
            "retrieval",
            "retrievals",
        };
        for (const char *text : texts)
            QTest::newRow(text) << QString::fromUtf8(text) << none << none << true;
        QTest::newRow("combining acute") << QString(u"cafe\u0301"_s) << none << none << true;
        QTest::newRow("emoji only") << u"😀"_s << none << none << true;
        QTest::newRow("emoji and text") << u"😀weather"_s << none << none << true;
        QTest::newRow("40 words") << manyWords.join(u' ') << none << none << true;
        QTest::newRow("w, listed") << u"w"_s << none << none << false;
        QTest::newRow("weather, tag") << u"weather"_s << QStringList {u"weather"_s} << none << true;
        QTest::newRow("tag case") << QString() << QStringList {u"retrievals"_s} << none << true;
        QTest::newRow("two tags") << QString() << QStringList {u"weather"_s, u"billing"_s} << none
                                  << true;
        QTest::newRow("unknown tag") << u"l"_s << QStringList {u"nope"_s} << none << true;
        QTest::newRow("providers") << u"l"_s << none << samples << true;
        QTest::newRow("unknown provider") << QString() << none << QStringList {u"nope"_s} << true;
        QTest::newRow("everything filtered")
            << u"a"_s << QStringList {u"retrievals"_s} << QStringList {Oddities} << false;
    }

    // Matches, their order for every sort but relevance, totals and tag counts.
    void sameAsFts5()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, tags);
        QFETCH(QStringList, providers);
        QFETCH(bool, includeWithdrawn);
        for (const auto sort :
             {CatalogQuery::Sort::Name, CatalogQuery::Sort::Provider,
              CatalogQuery::Sort::RecentlyUpdated, CatalogQuery::Sort::Relevance}) {
            const CatalogQuery query = queryOf(text, tags, providers, includeWithdrawn, sort);
            const SearchIndex::Result result = m_index->search(query);
            const QStringList expected = keys(m_db.search(query));
            QVERIFY2(m_db.lastError().isEmpty(), qPrintable(m_db.lastError()));
            QStringList actual = keys(m_db.summaries(result.rowIds));
            QCOMPARE(actual.size(), result.rowIds.size());
            if (sort == CatalogQuery::Sort::Relevance) {
                QStringList sortedExpected = expected;
                sortedExpected.sort();
                actual.sort();
                QCOMPARE(actual, sortedExpected);
            } else {
                QCOMPARE(actual, expected);
            }
            QCOMPARE(result.total, m_db.count(query));
            QCOMPARE(tagText(result.tags), tagText(m_db.tagCounts(query)));
        }
    }

    // In parts on threads of their own, a search answers exactly as in one:
    // the same rows in the same order at every offset, totals, tag and group counts.
    void partsAnswerAsOne_data() { sameAsFts5_data(); }

    void partsAnswerAsOne()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, tags);
        QFETCH(QStringList, providers);
        QFETCH(bool, includeWithdrawn);
        const auto restore
            = qScopeGuard([] { SearchIndex::setToolsPerPart(SearchIndex::DefaultToolsPerPart); });
        for (const auto sort :
             {CatalogQuery::Sort::Name, CatalogQuery::Sort::Provider,
              CatalogQuery::Sort::RecentlyUpdated, CatalogQuery::Sort::Relevance}) {
            for (const qsizetype offset : {0, 7, 900}) {
                CatalogQuery query = queryOf(text, tags, providers, includeWithdrawn, sort);
                query.offset = offset;
                query.limit = 64;
                SearchIndex::setToolsPerPart(std::numeric_limits<quint32>::max());
                const SearchIndex::Result whole = m_index->search(query);
                SearchIndex::setToolsPerPart(100);
                const SearchIndex::Result parted = m_index->search(query);
                QCOMPARE(parted.rowIds, whole.rowIds);
                QCOMPARE(parted.total, whole.total);
                QCOMPARE(tagText(parted.tags), tagText(whole.tags));
                QCOMPARE(parted.groups, whole.groups);
            }
        }
    }

    // An aliased tool is where its shown name puts it, in both.
    void sortsByTheShownName()
    {
        CatalogQuery query;
        query.providers = {Oddities};
        const QStringList expected = keys(m_db.search(query));
        QCOMPARE(expected.constFirst(), QString(Oddities + u'/' + toolId(6)));
        QCOMPARE(keys(m_db.summaries(m_index->search(query).rowIds)), expected);
    }

    // The wide queries the benchmark types must find much, or the comparison above proves little.
    void queriesFindSomething()
    {
        CatalogQuery query;
        query.text = u"l"_s;
        QVERIFY(m_index->search(query).total > 1000);
        // Both sample and hand-made tools, in names and descriptions.
        query.text = u"lookup_wea"_s;
        QVERIFY(m_index->search(query).total >= 3);
    }

    void limitAndOffset_data()
    {
        QTest::addColumn<int>("sort");
        QTest::newRow("name") << int(CatalogQuery::Sort::Name);
        QTest::newRow("provider") << int(CatalogQuery::Sort::Provider);
        QTest::newRow("recently updated") << int(CatalogQuery::Sort::RecentlyUpdated);
        QTest::newRow("relevance") << int(CatalogQuery::Sort::Relevance);
    }

    void limitAndOffset()
    {
        QFETCH(int, sort);
        CatalogQuery query;
        query.text = u"s"_s;
        query.sort = CatalogQuery::Sort(sort);
        const QList<qint64> all = m_index->search(query).rowIds;
        QVERIFY(all.size() > 200);
        query.limit = 50;
        query.offset = 100;
        const SearchIndex::Result page = m_index->search(query);
        QCOMPARE(page.rowIds, all.mid(100, 50));
        QCOMPARE(page.total, all.size());
        if (query.sort != CatalogQuery::Sort::Relevance)
            QCOMPARE(keys(m_db.summaries(page.rowIds)), keys(m_db.search(query)));
        query.offset = all.size() + 5;
        QVERIFY(m_index->search(query).rowIds.isEmpty());
    }

    // A hit in the name outranks one in the description or parameters.
    void relevancePrefersNames()
    {
        CatalogQuery query;
        // "Zebra_1999_counter" in the name, "Zürich" in lookup_weather_by_city's
        // description, which comes first by name.
        query.text = u"z"_s;
        query.providers = {Oddities};
        query.sort = CatalogQuery::Sort::Relevance;
        const QStringList found = keys(m_db.summaries(m_index->search(query).rowIds));
        QCOMPARE(found,
                 QStringList(
                     {QString(Oddities + u'/' + toolId(6)), QString(Oddities + u'/' + toolId(1))}));
    }

    void emptyCatalog()
    {
        QString error;
        const auto written = SearchIndexWriter(QString()).finish({}, nullptr, &error);
        QVERIFY2(written, qPrintable(error));
        const SearchIndex &index = *written;
        CatalogQuery query;
        QCOMPARE(index.search(query).total, 0);
        query.text = u"a"_s;
        QCOMPARE(index.search(query).total, 0);
        QVERIFY(index.search(query).tags.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_SearchIndex)
#include "tst_searchindex.moc"

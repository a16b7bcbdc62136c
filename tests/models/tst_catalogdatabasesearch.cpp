// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogdatabase.h"
#include "catalog/catalogdatabaseformat.h"
#include "catalogstaging.h"
#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"
#include "tool/toolsearchtext.h"
#include "userdataedits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

const QString Skycast = u"skycast"_s;
const QString Ledgerly = u"ledgerly"_s;

QString toolId(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

QJsonObject input(const QString &name, const QString &description,
                  const QJsonArray &allowedValues = {})
{
    QJsonObject object {
        {u"id"_s, name.toLower()}, {u"name"_s, name}, {u"description"_s, description}};
    if (!allowedValues.isEmpty()) {
        object.insert(u"type"_s, u"enum"_s);
        object.insert(u"allowed-values"_s, allowedValues);
    }
    return object;
}

QJsonObject tool(int n, const QString &name, const QString &description, const QStringList &tags,
                 const QJsonObject &parameter, int version = 1)
{
    QJsonObject object = Fixtures::version(Fixtures::validTool(), version, version);
    object.insert(u"toolId"_s, toolId(n));
    object.insert(u"name"_s, name);
    object.insert(u"description"_s, description);
    object.insert(u"tags"_s, QJsonArray::fromStringList(tags));
    object.insert(u"input_parameters"_s, QJsonArray {parameter});
    object.insert(u"output_parameters"_s,
                  QJsonArray {QJsonObject {{u"name"_s, u"result"_s},
                                           {u"type"_s, u"json"_s},
                                           {u"description"_s, u"What the call returned."_s}}});
    return object;
}

QList<ParsedSignature> parsed(const QList<QJsonObject> &objects)
{
    QList<ParsedSignature> result;
    for (const QJsonObject &object : objects)
        result.append(SignatureParser::parseSignature(object, u"$"_s));
    return result;
}

QList<QJsonObject> skycastTools(int forecastVersion)
{
    return {
        tool(1, u"lookup_weather_by_city"_s, u"Look up the current weather for a city."_s,
             {u"weather"_s, u"retrievals"_s},
             input(u"city"_s, u"The city, for example Köln or 東京."_s)),
        tool(2, u"get_weather_forecast"_s, u"Forecast for the next days."_s,
             {u"weather"_s, u"forecast"_s}, input(u"days"_s, u"How many days ahead."_s),
             forecastVersion),
        tool(3, u"lookup_air_quality"_s, u"Air quality index near a place."_s,
             {u"environment"_s, u"retrievals"_s}, input(u"place"_s, u"A place name."_s)),
    };
}

QList<QJsonObject> ledgerlyTools()
{
    return {
        tool(4, u"create_invoice"_s, u"Bill a customer."_s, {u"finance"_s, u"billing"_s},
             input(u"currency"_s, u"The invoice currency."_s,
                   {Fixtures::allowedValue(u"EURO_ZONE"_s, u"Euro, as in Zürich's neighbours."_s),
                    Fixtures::allowedValue(u"US_DOLLAR"_s, u"United States dollar."_s)})),
        tool(5, u"list_invoices"_s, u"Every invoice of a customer."_s,
             {u"finance"_s, u"retrievals"_s}, input(u"customer"_s, u"The customer's id."_s)),
        tool(6, u"cancel_subscription"_s, u"Stop a subscription (NEAR the period's end)."_s,
             {u"billing"_s}, input(u"subscription"_s, u"Which subscription to stop."_s)),
    };
}

QStringList names(const QList<ToolSummary> &tools)
{
    QStringList result;
    for (const ToolSummary &summary : tools)
        result.append(summary.name);
    return result;
}

} // namespace

class tst_CatalogDatabaseSearch : public QObject
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

    QTemporaryDir m_dir;
    CatalogDatabase m_db;
    qint64 m_ticks = 0;

private Q_SLOTS:
    void initTestCase()
    {
        const QDateTime epoch(QDate(2025, 11, 1), QTime(12, 0), QTimeZone::utc());
        m_db.setClock([this, epoch] { return epoch.addSecs(++m_ticks); });
        QString error;
        QVERIFY2(m_db.open(m_dir.filePath(u"catalog.sqlite"_s), &error), qPrintable(error));
        QVERIFY(sync(Ledgerly, ledgerlyTools()));
        QVERIFY(sync(Skycast, skycastTools(1)));
        // The forecast gets a new version last: the most recently updated tool.
        QVERIFY(sync(Skycast, skycastTools(2)));
    }

    void search_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tags");
        QTest::addColumn<QStringList>("providers");
        QTest::addColumn<QStringList>("expected");

        const QStringList none;
        QTest::newRow("everything")
            << QString() << none << none
            << QStringList {u"cancel_subscription"_s,  u"create_invoice"_s,
                            u"get_weather_forecast"_s, u"list_invoices"_s,
                            u"lookup_air_quality"_s,   u"lookup_weather_by_city"_s};
        QTest::newRow("prefix") << u"weath"_s << none << none
                                << QStringList {u"get_weather_forecast"_s,
                                                u"lookup_weather_by_city"_s};
        QTest::newRow("case") << u"WEATHER"_s << none << none
                              << QStringList {u"get_weather_forecast"_s,
                                              u"lookup_weather_by_city"_s};
        QTest::newRow("two words")
            << u"weather city"_s << none << none << QStringList {u"lookup_weather_by_city"_s};
        QTest::newRow("words in any column")
            << u"look quality"_s << none << none << QStringList {u"lookup_air_quality"_s};
        QTest::newRow("underscored name")
            << u"lookup_weather"_s << none << none << QStringList {u"lookup_weather_by_city"_s};
        QTest::newRow("parameter description")
            << u"ahead"_s << none << none << QStringList {u"get_weather_forecast"_s};
        QTest::newRow("enum value name")
            << u"euro_zo"_s << none << none << QStringList {u"create_invoice"_s};
        QTest::newRow("enum value description")
            << u"neighbours"_s << none << none << QStringList {u"create_invoice"_s};
        QTest::newRow("every word must match") << u"zurich koln"_s << none << none << QStringList();
        QTest::newRow("without diacritics")
            << u"koln"_s << none << none << QStringList {u"lookup_weather_by_city"_s};
        QTest::newRow("with diacritics")
            << u"Köln"_s << none << none << QStringList {u"lookup_weather_by_city"_s};
        QTest::newRow("cjk") << u"東京"_s << none << none
                             << QStringList {u"lookup_weather_by_city"_s};
        QTest::newRow("tag") << QString() << QStringList {u"billing"_s} << none
                             << QStringList {u"cancel_subscription"_s, u"create_invoice"_s};
        QTest::newRow("all tags must match")
            << QString() << QStringList {u"finance"_s, u"retrievals"_s} << none
            << QStringList {u"list_invoices"_s};
        QTest::newRow("unknown tag")
            << QString() << QStringList {u"nope"_s} << none << QStringList();
        QTest::newRow("provider") << QString() << none << QStringList {Skycast}
                                  << QStringList {u"get_weather_forecast"_s,
                                                  u"lookup_air_quality"_s,
                                                  u"lookup_weather_by_city"_s};
        QTest::newRow("provider name as text")
            << u"ledger"_s << none << none
            << QStringList {u"cancel_subscription"_s, u"create_invoice"_s, u"list_invoices"_s};
        QTest::newRow("text, tag and provider")
            << u"look"_s << QStringList {u"retrievals"_s} << QStringList {Skycast, Ledgerly}
            << QStringList {u"lookup_air_quality"_s, u"lookup_weather_by_city"_s};
        QTest::newRow("no match") << u"xylophone"_s << none << none << QStringList();
    }

    void search()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, tags);
        QFETCH(QStringList, providers);
        QFETCH(QStringList, expected);
        CatalogQuery query;
        query.text = text;
        query.tags = tags;
        query.providers = providers;
        QCOMPARE(names(m_db.search(query)), expected);
        QCOMPARE(m_db.lastError(), QString());
        QCOMPARE(m_db.count(query), expected.size());
    }

    // What a JSON-Schema tool (another dialect's) makes findable of its
    // parameters: each property's name (its title where it has one), its
    // description and enum values, nested objects and array items too.
    void parametersTextOfASchemaTool()
    {
        Tool tool;
        tool.input = ValueSchema(QJsonDocument::fromJson(R"({"type": "object", "properties": {
            "location": {"type": "object", "description": "Where",
                         "properties": {"city": {"type": "string", "description": "City name"}}},
            "tags": {"type": "array", "items": {"type": "object",
                     "properties": {"label": {"title": "Label"}}}},
            "units": {"enum": ["metric", "imperial"]}}})")
                                     .object());
        tool.output = ValueSchema(QJsonDocument::fromJson(R"({"type": "object", "properties": {
            "count": {"type": "integer", "description": "How many"}}})")
                                      .object());
        QCOMPARE(ToolSearchText::parameters(tool),
                 u"location\nWhere\ncity\nCity name\ntags\nLabel\nunits\nmetric\nimperial\n"
                 u"count\nHow many"_s);

        // However deep a hostile schema nests, the text stops at a bound.
        QJsonObject nested {{u"type"_s, u"string"_s}};
        for (int level = 0; level < 200; ++level)
            nested = QJsonObject {{u"type"_s, u"object"_s},
                                  {u"properties"_s, QJsonObject {{u"p"_s, nested}}}};
        tool.input = ValueSchema(nested);
        tool.output.reset();
        const qsizetype lines = ToolSearchText::parameters(tool).count(u'\n') + 1;
        QVERIFY2(lines > 10 && lines < 20, qPrintable(QString::number(lines)));
    }

    void sortOrders_data()
    {
        QTest::addColumn<CatalogQuery::Sort>("sort");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("name") << CatalogQuery::Sort::Name << u"lookup"_s
                              << QStringList {u"lookup_air_quality"_s, u"lookup_weather_by_city"_s};
        QTest::newRow("provider") << CatalogQuery::Sort::Provider << u"retrievals"_s
                                  << QStringList {u"list_invoices"_s, u"lookup_air_quality"_s,
                                                  u"lookup_weather_by_city"_s};
        QTest::newRow("recently updated")
            << CatalogQuery::Sort::RecentlyUpdated << u"weather"_s
            << QStringList {u"get_weather_forecast"_s, u"lookup_weather_by_city"_s};
        // In the name and the description outranks in the name only.
        QTest::newRow("relevance")
            << CatalogQuery::Sort::Relevance << u"weather"_s
            << QStringList {u"lookup_weather_by_city"_s, u"get_weather_forecast"_s};
    }

    void sortOrders()
    {
        QFETCH(CatalogQuery::Sort, sort);
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        CatalogQuery query;
        query.sort = sort;
        query.text = text;
        QCOMPARE(names(m_db.search(query)), expected);
    }

    void limitAndOffset()
    {
        CatalogQuery query;
        query.limit = 2;
        query.offset = 1;
        QCOMPARE(names(m_db.search(query)),
                 (QStringList {u"create_invoice"_s, u"get_weather_forecast"_s}));
        QCOMPARE(m_db.count(query), 6);
    }

    void summaryFields()
    {
        CatalogQuery query;
        query.text = u"forecast"_s;
        const QList<ToolSummary> found = m_db.search(query);
        QCOMPARE(found.size(), 1);
        const ToolSummary &summary = found.constFirst();
        QCOMPARE(summary.provider, Skycast);
        QCOMPARE(summary.toolId, toolId(2));
        QCOMPARE(summary.version, 2);
        QCOMPARE(summary.currentVersion, 2);
        QCOMPARE(summary.tags, (QStringList {u"weather"_s, u"forecast"_s}));
        QCOMPARE(summary.description, u"Forecast for the next days."_s);
        QCOMPARE(summary.flags, ToolFlags {});
    }

    void hostileText_data()
    {
        QTest::addColumn<QString>("text");
        const QStringList inputs {
            u"\""_s,
            u"\"\""_s,
            u"\"weather"_s,
            u"AND("_s,
            u"weather AND("_s,
            u"NEAR(weather city, 2)"_s,
            u"NEAR"_s,
            u"*"_s,
            u"weather*"_s,
            u"-weather"_s,
            u"weather -city"_s,
            u"OR"_s,
            u"NOT weather"_s,
            u"name:weather"_s,
            u"{name description}: weather"_s,
            u"^weather"_s,
            u"'; DROP TABLE tools; --"_s,
            u"weather) OR (1=1"_s,
            u"(((("_s,
            u"\\"_s,
            u"\u0000weather"_s,
            u"\U0001F326 \u202Eevil"_s,
            u"\u0645\u0637\u0631"_s,
            QString(1, QChar(0xD800)),
            QString(u"a "_s).repeated(500),
            QString(5000, u'w'),
        };
        for (qsizetype i = 0; i < inputs.size(); ++i) {
            const QByteArray tag = QByteArray::number(i) + ": "
                + inputs.at(i).left(20).toUtf8().toPercentEncoding(" \"*-()^:;{}'=");
            QTest::newRow(tag.constData()) << inputs.at(i);
        }
    }

    void hostileText()
    {
        QFETCH(QString, text);
        CatalogQuery query;
        query.text = text;
        m_db.search(query);
        QCOMPARE(m_db.lastError(), QString());
        m_db.count(query);
        m_db.tagCounts(query);
        QCOMPARE(m_db.lastError(), QString());
        QCOMPARE(m_db.toolCount(), 6);
    }

    void hostileTextIsPlainText()
    {
        CatalogQuery query;
        query.text = u"NEAR period"_s;
        QCOMPARE(names(m_db.search(query)), QStringList {u"cancel_subscription"_s});
        query.text = u"(near)"_s;
        QCOMPARE(names(m_db.search(query)),
                 (QStringList {u"cancel_subscription"_s, u"lookup_air_quality"_s}));
        query.text = u"weather\u0000city"_s;
        QCOMPARE(names(m_db.search(query)), QStringList {u"lookup_weather_by_city"_s});
        query.text = u"\"weather city\""_s;
        QCOMPARE(names(m_db.search(query)), QStringList {u"lookup_weather_by_city"_s});
        query.tags = {u"'; DROP TABLE tools; --"_s};
        QCOMPARE(m_db.search(query).size(), 0);
        QCOMPARE(m_db.toolCount(), 6);
    }

    void matchExpression_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("word") << u"weather"_s << u"\"weather\"*"_s;
        QTest::newRow("spaces") << u"  weather \t city "_s << u"\"weather\"* \"city\"*"_s;
        QTest::newRow("quotes doubled") << u"say\"hi\""_s << u"\"say\"\"hi\"\"\"*"_s;
        QTest::newRow("operators quoted") << u"AND( NEAR"_s << u"\"AND(\"* \"NEAR\"*"_s;
        QTest::newRow("punctuation only dropped") << u"\" * - ( )"_s << QString();
        QTest::newRow("hyphenated") << u"-foo"_s << u"\"-foo\"*"_s;
        QTest::newRow("control characters separate") << u"a\u0001b"_s << u"\"a\"* \"b\"*"_s;
    }

    void matchExpression()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(CatalogDatabase::matchExpression(text), expected);
    }

    void tagCounts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tags");
        QTest::addColumn<QList<TagCount>>("expected");
        QTest::newRow("all") << QString() << QStringList()
                             << QList<TagCount> {{u"retrievals"_s, 3},  {u"billing"_s, 2},
                                                 {u"finance"_s, 2},     {u"weather"_s, 2},
                                                 {u"environment"_s, 1}, {u"forecast"_s, 1}};
        QTest::newRow("text") << u"weather"_s << QStringList()
                              << QList<TagCount> {
                                     {u"weather"_s, 2}, {u"forecast"_s, 1}, {u"retrievals"_s, 1}};
        QTest::newRow("tag") << QString() << QStringList {u"retrievals"_s}
                             << QList<TagCount> {{u"retrievals"_s, 3},
                                                 {u"environment"_s, 1},
                                                 {u"finance"_s, 1},
                                                 {u"weather"_s, 1}};
    }

    void tagCounts()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, tags);
        QFETCH(QList<TagCount>, expected);
        CatalogQuery query;
        query.text = text;
        query.tags = tags;
        QCOMPARE(m_db.tagCounts(query), expected);
    }

    // Runs last: it changes the catalog the other tests read.
    void overriddenTextIsShownAndFound()
    {
        const OverrideTarget target {Ledgerly, toolId(6), OverrideKind::ToolDescription, {}, {}};
        QString error;
        QVERIFY2(
            userData(m_db).setOverride(target, u"Ends a recurring plan immediately."_s, &error),
            qPrintable(error));
        CatalogQuery query;
        query.text = u"recurring"_s;
        const QList<ToolSummary> found = m_db.search(query);
        QCOMPARE(names(found), QStringList {u"cancel_subscription"_s});
        QCOMPARE(found.constFirst().description, u"Ends a recurring plan immediately."_s);
        QVERIFY(found.constFirst().flags.overridden);
        // The vendor's words still find it.
        query.text = u"period"_s;
        QCOMPARE(names(m_db.search(query)), QStringList {u"cancel_subscription"_s});
        QVERIFY(userData(m_db).clearOverride(target, &error));
        query.text = u"recurring"_s;
        QVERIFY(m_db.search(query).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_CatalogDatabaseSearch)
#include "tst_catalogdatabasesearch.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// toolshelf search over a catalog synced from the reference provider.

#include "catalogfixture.h"

using namespace CatalogFixture;

class tst_SearchCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Toolshelf::ProviderServer> m_server;
    QString m_profile;

    Run search(const QStringList &arguments)
    {
        return toolshelf(m_profile, QStringList {QStringLiteral("search")} + arguments);
    }

    // PROVIDER/NAME of each line, in order.
    static QStringList references(const Run &run)
    {
        QStringList found;
        for (const QString &line : run.lines())
            found.append(line.section(u' ', 0, 0));
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("managed.json")).toUtf8());
        m_server = startServer(m_dir);
        m_profile = m_dir.filePath(QStringLiteral("profile"));
        QVERIFY(makeProfile(m_profile, *m_server));
    }

    void listsEveryToolWithoutQuery()
    {
        const Run r = search({});
        QCOMPARE(r.code, 0);
        QCOMPARE(references(r),
                 (QStringList {QStringLiteral("Travel/book_hotel_room"),
                               QStringLiteral("Travel/convert_currency"),
                               QStringLiteral("Travel/convert_currency"),
                               QStringLiteral("Demo/lookup_weather_by_city"),
                               QStringLiteral("Demo/search_flights")}));
        QVERIFY(
            r.out.contains(QLatin1String("Demo/lookup_weather_by_city v2  Weather for a city.\n")));
        QVERIFY(r.out.contains(QLatin1String("Travel/convert_currency v1  [errors]  Converts")));
    }

    void filters_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("expected");
        const QString weather = QStringLiteral("Demo/lookup_weather_by_city");
        const QString flights = QStringLiteral("Demo/search_flights");
        const QString hotel = QStringLiteral("Travel/book_hotel_room");
        const QString currency = QStringLiteral("Travel/convert_currency");
        QTest::newRow("word") << QStringList {QStringLiteral("weather")} << QStringList {weather};
        QTest::newRow("prefix") << QStringList {QStringLiteral("hot")} << QStringList {hotel};
        QTest::newRow("parameter name")
            << QStringList {QStringLiteral("passengers")} << QStringList {flights};
        QTest::newRow("two words")
            << QStringList {QStringLiteral("find"), QStringLiteral("flights")}
            << QStringList {flights};
        QTest::newRow("no match") << QStringList {QStringLiteral("zeppelin")} << QStringList {};
        QTest::newRow("tag") << QStringList {QStringLiteral("--tag"), QStringLiteral("travel")}
                             << QStringList {hotel, flights};
        QTest::newRow("two tags") << QStringList {QStringLiteral("--tag"), QStringLiteral("travel"),
                                                  QStringLiteral("--tag"),
                                                  QStringLiteral("lodging")}
                                  << QStringList {hotel};
        QTest::newRow("provider") << QStringList {QStringLiteral("--provider"),
                                                  QStringLiteral("Demo")}
                                  << QStringList {weather, flights};
        QTest::newRow("two providers")
            << QStringList {QStringLiteral("--provider"), QStringLiteral("Demo"),
                            QStringLiteral("--provider"), QStringLiteral("Travel"),
                            QStringLiteral("--tag"),      QStringLiteral("finance")}
            << QStringList {currency, currency};
        QTest::newRow("unknown provider")
            << QStringList {QStringLiteral("--provider"), QStringLiteral("Nobody")}
            << QStringList {};
        QTest::newRow("limit") << QStringList {QStringLiteral("--limit"), QStringLiteral("2")}
                               << QStringList {hotel, currency};
        QTest::newRow("text and provider")
            << QStringList {QStringLiteral("city"), QStringLiteral("--provider"),
                            QStringLiteral("Demo")}
            << QStringList {weather};
    }

    void filters()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, expected);
        const Run r = search(arguments);
        QCOMPARE(r.code, 0);
        QCOMPARE(references(r), expected);
        if (expected.isEmpty())
            QVERIFY2(r.err.contains(QLatin1String("No tool matches")), qPrintable(r.err));
    }

    void limitSaysHowManyMatched()
    {
        const Run r = search({QStringLiteral("--limit"), QStringLiteral("1")});
        QCOMPARE(r.lines().size(), 1);
        QVERIFY2(r.err.contains(QLatin1String("1 of 5")), qPrintable(r.err));
    }

    void json()
    {
        const Run r = search({QStringLiteral("--json"), QStringLiteral("weather")});
        QCOMPARE(r.code, 0);
        const QJsonArray array = r.array();
        QCOMPARE(array.size(), 1);
        const QJsonObject tool = array.at(0).toObject();
        QCOMPARE(tool.value(QStringLiteral("provider")).toString(), QStringLiteral("Demo"));
        QCOMPARE(tool.value(QStringLiteral("toolId")).toString(), Fixture::WeatherId);
        QCOMPARE(tool.value(QStringLiteral("name")).toString(),
                 QStringLiteral("lookup_weather_by_city"));
        QCOMPARE(tool.value(QStringLiteral("version")).toInteger(), 2);
        QCOMPARE(tool.value(QStringLiteral("currentVersion")).toInteger(), 2);
        QCOMPARE(tool.value(QStringLiteral("tags")).toArray(),
                 QJsonArray {QStringLiteral("weather")});
        QCOMPARE(tool.value(QStringLiteral("description")).toString(),
                 QStringLiteral("Weather for a city."));
        for (const char *flag : {"pinned", "updateAvailable", "hasErrors", "hasWarnings",
                                 "overridden", "conflict", "changedWithoutBump", "withdrawn"}) {
            const QJsonValue value
                = tool.value(QStringLiteral("flags")).toObject().value(QLatin1String(flag));
            QVERIFY2(value.isBool(), flag);
            QVERIFY2(!value.toBool(), flag);
        }
    }

    void jsonOfNothingIsAnEmptyArray()
    {
        const Run r = search({QStringLiteral("--json"), QStringLiteral("zeppelin")});
        QCOMPARE(r.code, 0);
        QVERIFY(QJsonDocument::fromJson(r.out.toUtf8()).isArray());
        QCOMPARE(r.array().size(), 0);
    }

    // The first line only, shortened, with provider control characters escaped.
    void descriptionsAreShortAndSafe()
    {
        const Run r = search({QStringLiteral("hotel")});
        QCOMPARE(r.lines().size(), 1);
        const QString line = r.lines().constFirst();
        QVERIFY2(line.startsWith(QLatin1String("Travel/book_hotel_room v1  [warnings]  Books")),
                 qPrintable(line));
        QVERIFY2(line.endsWith(u'…'), qPrintable(line));
        QVERIFY(!r.out.contains(QLatin1String("Second line")));
        QVERIFY(!r.out.contains(QChar(0x1b)));
        const Run json = search({QStringLiteral("--json"), QStringLiteral("hotel")});
        QVERIFY(json.array().at(0)[QStringLiteral("description")].toString().contains(
            QLatin1String("Second line")));
    }

    void emptyCatalog()
    {
        const Run r
            = toolshelf(m_dir.filePath(QStringLiteral("empty")), {QStringLiteral("search")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(QLatin1String("toolshelf sync")), qPrintable(r.err));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("limit zero") << QStringList {QStringLiteral("--limit"), QStringLiteral("0")};
        QTest::newRow("limit text") << QStringList {QStringLiteral("--limit"), QStringLiteral("x")};
        QTest::newRow("limit missing") << QStringList {QStringLiteral("--limit")};
        QTest::newRow("unknown option") << QStringList {QStringLiteral("--fuzzy")};
    }

    void refusals()
    {
        QFETCH(QStringList, arguments);
        const Run r = search(arguments);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
        QVERIFY(r.out.isEmpty());
    }

    // A provider's text cannot add a line to the listing, reorder or hide
    // what it shows, or drive the terminal; --json stays exact.
    void hostileTextIsEscaped()
    {
        const QString profile = m_dir.filePath(QStringLiteral("hostile"));
        QVERIFY(makeHostileProfile(profile, *m_server));
        const Run r = toolshelf(profile, {QStringLiteral("search")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.lines();
        QCOMPARE(lines.size(), 3);
        for (const QString &line : lines) {
            QVERIFY2(invisibleIn(line).isEmpty(), qPrintable(invisibleIn(line)));
            QVERIFY2(!line.contains(u'\t'), qPrintable(line));
        }
        const QString hostile = QStringLiteral(
            "Hostile/get_weather\\u000aDemo/lookup_weather_by_city v2  Weather for a city."
            "\\u202eevil\\u200b\\u2060\\ufeff v1  ");
        const auto line = std::find_if(lines.cbegin(), lines.cend(),
                                       [&](const QString &l) { return l.startsWith(hostile); });
        QVERIFY2(line != lines.cend(), qPrintable(r.out));
        QVERIFY2(line->contains(QLatin1String("Looks up the weather.\\u000d")), qPrintable(*line));

        const Run json = toolshelf(profile, {QStringLiteral("search"), QStringLiteral("--json")});
        QCOMPARE(json.code, 0);
        bool found = false;
        for (const QJsonValue &value : json.array()) {
            const QJsonObject tool = value.toObject();
            if (tool.value(QStringLiteral("toolId")).toString() != HostileId)
                continue;
            found = true;
            QCOMPARE(tool.value(QStringLiteral("name")).toString(), HostileName);
            QCOMPARE(tool.value(QStringLiteral("description")).toString(), HostileDescription);
            QCOMPARE(tool.value(QStringLiteral("tags")).toArray().first().toString(), HostileTag);
        }
        QVERIFY(found);
    }

    void unreadableProfile()
    {
        // A file where the profile's directory should be.
        const QString file = m_dir.filePath(QStringLiteral("not-a-directory"));
        QVERIFY(Fixture::writeFile(file, "x"));
        const Run r = toolshelf(file, {QStringLiteral("search")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith(QLatin1String("toolshelf search: ")));
    }

    void help()
    {
        const Run r = search({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("Usage: toolshelf search")));
        QVERIFY(r.out.contains(QLatin1String("Exit status")));
        QVERIFY(r.out.contains(QLatin1String("updateAvailable")));
    }
};

QTEST_GUILESS_MAIN(tst_SearchCommand)
#include "tst_searchcommand.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// toolshelf pin and unpin, versions fetched on demand, and the user's pins and
// overrides surviving a resync.

#include "catalogfixture.h"
#include "providers/profilewritelock.h"

#include <thread>

using namespace CatalogFixture;

class tst_PinCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Toolshelf::ProviderServer> m_server;
    QString m_profile;

    Run run(const QStringList &arguments) { return toolshelf(m_profile, arguments); }

    // The search --json entry of one tool.
    QJsonObject listed(const QString &provider, const QString &query)
    {
        const QJsonArray tools = run({QStringLiteral("search"), QStringLiteral("--json"),
                                      QStringLiteral("--provider"), provider, query})
                                     .array();
        return tools.size() == 1 ? tools.at(0).toObject() : QJsonObject();
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("managed.json")).toUtf8());
        m_server = startServer(m_dir);
    }

    void init()
    {
        static int counter = 0;
        m_profile = m_dir.filePath(QStringLiteral("profile%1").arg(++counter));
        QVERIFY(makeProfile(m_profile, *m_server));
    }

    void pinAndUnpin()
    {
        const Run pinned = run(
            {QStringLiteral("pin"), QStringLiteral("Demo/search_flights"), QStringLiteral("1")});
        QCOMPARE(pinned.code, 0);
        QVERIFY2(pinned.out.contains(QLatin1String("Pinned Demo/search_flights to version 1")),
                 qPrintable(pinned.out));
        QVERIFY(pinned.err.isEmpty()); // stored already: no fetch
        QCOMPARE(
            listed(QStringLiteral("Demo"),
                   QStringLiteral("flights"))[QStringLiteral("flags")][QStringLiteral("pinned")]
                .toBool(),
            true);

        const Run unpinned = run({QStringLiteral("unpin"), QStringLiteral("Demo/search_flights")});
        QCOMPARE(unpinned.code, 0);
        QVERIFY2(unpinned.out.contains(QLatin1String("Unpinned Demo/search_flights")),
                 qPrintable(unpinned.out));
        QCOMPARE(
            listed(QStringLiteral("Demo"),
                   QStringLiteral("flights"))[QStringLiteral("flags")][QStringLiteral("pinned")]
                .toBool(),
            false);

        const Run again = run({QStringLiteral("unpin"), QStringLiteral("Demo/search_flights")});
        QCOMPARE(again.code, 0);
        QVERIFY(again.out.contains(QLatin1String("was not pinned")));
    }

    // Version 1 of the weather tool is not in the catalog after a sync (only
    // the current version is listed): pin fetches it first.
    // Two writers on one profile take turns: the second says whom it waits
    // for, and goes on once that one has finished.
    void aSecondWriterWaitsItsTurn()
    {
        auto other
            = std::make_unique<Toolshelf::ProfileWriteLock>(Toolshelf::Profile::at(m_profile));
        QVERIFY(other->acquire(std::chrono::milliseconds::zero(), {}, nullptr));
        std::thread finisher([&other] {
            std::this_thread::sleep_for(std::chrono::milliseconds(500));
            other.reset();
        });
        const Run pinned = run(
            {QStringLiteral("pin"), QStringLiteral("Demo/search_flights"), QStringLiteral("1")});
        finisher.join();
        QCOMPARE(pinned.code, 0);
        QVERIFY2(
            pinned.err.startsWith(QStringLiteral("toolshelf pin: waiting for "))
                && pinned.err.contains(QStringLiteral("(process %1), which is writing this profile")
                                           .arg(QCoreApplication::applicationPid())),
            qPrintable(pinned.err));
        // Readers take no turn.
        auto reader
            = std::make_unique<Toolshelf::ProfileWriteLock>(Toolshelf::Profile::at(m_profile));
        QVERIFY(reader->acquire(std::chrono::milliseconds::zero(), {}, nullptr));
        const Run listed = run({QStringLiteral("search"), QStringLiteral("flights")});
        QCOMPARE(listed.code, 0);
        QVERIFY2(listed.err.isEmpty(), qPrintable(listed.err));
    }

    void pinFetchesAnUnstoredVersion()
    {
        QCOMPARE(storedVersions(m_profile, QStringLiteral("Demo"), Fixture::WeatherId),
                 (QList<qint64> {2}));
        const Run r = run({QStringLiteral("pin"), QStringLiteral("Demo/lookup_weather_by_city"),
                           QStringLiteral("1")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(QLatin1String("Fetching version 1")), qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("(the current version is 2)")));
        QCOMPARE(storedVersions(m_profile, QStringLiteral("Demo"), Fixture::WeatherId),
                 (QList<qint64> {1, 2}));

        const QJsonObject tool = listed(QStringLiteral("Demo"), QStringLiteral("weather"));
        QCOMPARE(tool[QStringLiteral("version")].toInteger(), 1);
        QCOMPARE(tool[QStringLiteral("currentVersion")].toInteger(), 2);
        QCOMPARE(tool[QStringLiteral("flags")][QStringLiteral("pinned")].toBool(), true);
        QCOMPARE(tool[QStringLiteral("flags")][QStringLiteral("updateAvailable")].toBool(), true);
        const Run line = run({QStringLiteral("search"), QStringLiteral("weather")});
        QVERIFY2(line.out.startsWith(
                     QLatin1String("Demo/lookup_weather_by_city v1  [pinned][update]  Weather")),
                 qPrintable(line.out));
        // show displays the pinned version by default.
        QVERIFY(run({QStringLiteral("show"), QStringLiteral("Demo/lookup_weather_by_city")})
                    .out.startsWith(QLatin1String(
                        "Demo/lookup_weather_by_city version 1 (current 2)  [pinned][update]")));
    }

    // A provider name is the user's text and tool names the provider's: a "%2" in
    // them must reach the messages as it is, not be replaced by a number after it.
    void placeholdersInNamesStay()
    {
        const QString provider = QStringLiteral("Tra%2vel%1");
        const QString hotel = provider + QStringLiteral("/book_hotel_room");
        QCOMPARE(run({QStringLiteral("provider"), QStringLiteral("add"), provider,
                      m_server->baseUrl(1).toString()})
                     .code,
                 0);
        const Run synced = run({QStringLiteral("sync"), provider});
        QCOMPARE(synced.code, 0);
        QVERIFY2(synced.out.startsWith(provider + QStringLiteral(": tools 3, new tools 3, ")),
                 qPrintable(synced.out));

        const Run ambiguous
            = run({QStringLiteral("pin"), provider + QStringLiteral("/convert_currency"),
                   QStringLiteral("1")});
        QCOMPARE(ambiguous.code, 1);
        QVERIFY2(ambiguous.err.contains(
                     provider + QStringLiteral(" has 2 tools named \"convert_currency\"")),
                 qPrintable(ambiguous.err));

        const Run pinned = run({QStringLiteral("pin"), hotel, QStringLiteral("1")});
        QCOMPARE(pinned.code, 0);
        QCOMPARE(pinned.out,
                 QStringLiteral("Pinned %1 to version 1 (the current version is 1).\n")
                     .replace(QStringLiteral("%1"), hotel));
        const Run line = run({QStringLiteral("search"), QStringLiteral("--provider"), provider,
                              QStringLiteral("hotel")});
        QVERIFY2(line.out.startsWith(hotel + QStringLiteral(" v1 ")), qPrintable(line.out));
        const Run unpinned = run({QStringLiteral("unpin"), hotel});
        QCOMPARE(unpinned.code, 0);
        QCOMPARE(unpinned.out,
                 QStringLiteral("Unpinned %1 from version 1; it follows the current version 1.\n")
                     .replace(QStringLiteral("%1"), hotel));
    }

    void pinOfANonexistentVersionFails()
    {
        const Run r = run({QStringLiteral("pin"), QStringLiteral("Demo/lookup_weather_by_city"),
                           QStringLiteral("9")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("cannot fetch version 9")), qPrintable(r.err));
        QCOMPARE(
            listed(QStringLiteral("Demo"),
                   QStringLiteral("weather"))[QStringLiteral("flags")][QStringLiteral("pinned")]
                .toBool(),
            false);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::newRow("pin without version")
            << QStringList {QStringLiteral("pin"), QStringLiteral("Demo/search_flights")} << 2;
        QTest::newRow("pin version text")
            << QStringList {QStringLiteral("pin"), QStringLiteral("Demo/search_flights"),
                            QStringLiteral("one")}
            << 2;
        QTest::newRow("pin version negative")
            << QStringList {QStringLiteral("pin"), QStringLiteral("Demo/search_flights"),
                            QStringLiteral("--"), QStringLiteral("-1")}
            << 2;
        QTest::newRow("unpin with version")
            << QStringList {QStringLiteral("unpin"), QStringLiteral("Demo/search_flights"),
                            QStringLiteral("1")}
            << 2;
        QTest::newRow("pin unknown tool")
            << QStringList {QStringLiteral("pin"), QStringLiteral("Demo/nothing_here"),
                            QStringLiteral("1")}
            << 1;
        QTest::newRow("unpin ambiguous tool")
            << QStringList {QStringLiteral("unpin"), QStringLiteral("Travel/convert_currency")}
            << 1;
        QTest::newRow("pin unknown provider")
            << QStringList {QStringLiteral("pin"), QStringLiteral("Nobody/search_flights"),
                            QStringLiteral("1")}
            << 1;
    }

    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        const Run r = run(arguments);
        QCOMPARE(r.code, code);
        QVERIFY(r.err.startsWith(QStringLiteral("toolshelf %1: ").arg(arguments.first())));
        QVERIFY(r.out.isEmpty());
    }

    // Pins and overrides are the user's: a resync keeps both, and a resync of
    // a pinned tool fetches its whole history.
    void pinsAndOverridesSurviveResync()
    {
        QCOMPARE(run({QStringLiteral("pin"), QStringLiteral("Demo/lookup_weather_by_city"),
                      QStringLiteral("1")})
                     .code,
                 0);
        QCOMPARE(run({QStringLiteral("override"), QStringLiteral("Demo/search_flights"),
                      QStringLiteral("--description"), QStringLiteral("My flights.")})
                     .code,
                 0);
        QCOMPARE(run({QStringLiteral("override"), QStringLiteral("Demo/lookup_weather_by_city"),
                      QStringLiteral("--param"), QStringLiteral("City"),
                      QStringLiteral("--description"), QStringLiteral("A city name.")})
                     .code,
                 0);

        QVERIFY(sync(m_profile));
        QVERIFY(sync(m_profile));

        const QJsonObject weather = listed(QStringLiteral("Demo"), QStringLiteral("weather"));
        QCOMPARE(weather[QStringLiteral("flags")][QStringLiteral("pinned")].toBool(), true);
        QCOMPARE(weather[QStringLiteral("version")].toInteger(), 1);
        QCOMPARE(weather[QStringLiteral("flags")][QStringLiteral("overridden")].toBool(), true);
        QCOMPARE(
            listed(QStringLiteral("Demo"), QStringLiteral("flights"))[QStringLiteral("description")]
                .toString(),
            QStringLiteral("My flights."));
        const QJsonObject page = run({QStringLiteral("show"), QStringLiteral("--json"),
                                      QStringLiteral("Demo/lookup_weather_by_city")})
                                     .object();
        QCOMPARE(page[QStringLiteral("version")].toInteger(), 1);
        QCOMPARE(page[QStringLiteral("signature")][QStringLiteral("input_parameters")][0]
                     [QStringLiteral("description")]
                         .toString(),
                 QStringLiteral("A city name."));
        QCOMPARE(page[QStringLiteral("overrides")][0][QStringLiteral("vendorOriginal")].toString(),
                 QStringLiteral("The city."));
        QCOMPARE(storedVersions(m_profile, QStringLiteral("Demo"), Fixture::WeatherId),
                 (QList<qint64> {1, 2}));
    }

    void help_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("pin") << QStringLiteral("pin");
        QTest::newRow("unpin") << QStringLiteral("unpin");
    }

    void help()
    {
        QFETCH(QString, command);
        const Run r = run({command, QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("Usage: toolshelf %1 PROVIDER/TOOL").arg(command)));
        QVERIFY(r.out.contains(QLatin1String("Exit status")));
    }
};

QTEST_GUILESS_MAIN(tst_PinCommand)
#include "tst_pincommand.moc"

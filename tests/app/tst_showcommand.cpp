// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// toolshelf show: text and JSON, overrides beside the vendor's text, versions
// fetched on demand, and how tools are named.

#include "catalogfixture.h"
#include "providers/credentialstore.h"
#include "providers/providerregistry.h"

using namespace CatalogFixture;

class tst_ShowCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Toolshelf::ProviderServer> m_server;
    QString m_profile;

    Run run(const QStringList &arguments) { return toolshelf(m_profile, arguments); }

    Run show(const QStringList &arguments)
    {
        return run(QStringList {QStringLiteral("show")} + arguments);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("managed.json")).toUtf8());
        m_server = startServer(m_dir);
    }

    // Each test gets its own synced profile: some store versions or overrides.
    void init()
    {
        static int counter = 0;
        m_profile = m_dir.filePath(QStringLiteral("profile%1").arg(++counter));
        QVERIFY(makeProfile(m_profile, *m_server));
    }

    void text()
    {
        const Run r = show({QStringLiteral("Demo/search_flights")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QLatin1String("Demo/search_flights version 1 (current 1)\n")),
                 qPrintable(r.out));
        for (const char *expected : {"Tool id:",      "6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11",
                                     "Digest:",       "Tags:",
                                     "travel",        "Find flights.",
                                     "Inputs:",       "Flight Class",
                                     "enum",          "Allowed values:",
                                     "ECONOMY",       "Coach.",
                                     "BUSINESS",      "Lie-flat.",
                                     "Passengers",    "max 9",
                                     "Direct Only",   "optional",
                                     "Nonstop only.", "Outputs:",
                                     "Offers",        "json",
                                     "Diagnostics:"}) {
            QVERIFY2(r.out.contains(QLatin1String(expected)), expected);
        }
        QVERIFY(!r.out.contains(QLatin1String("vendor:")));
        // A2T says nothing of when to use a tool but its description: not printed twice.
        QVERIFY2(r.out.contains(QLatin1String("\nWhen to use:\n  (the description)\n\n"
                                              "When not to use:\n  (not said)\n")),
                 qPrintable(r.out));
    }

    void textListsDiagnosticsWithRules()
    {
        const Run r = show({QStringLiteral("Travel/book_hotel_room")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("warning  outputs-empty  $")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("warning  text-control-character  $.description")));
        QVERIFY(r.out.contains(QLatin1String("[warnings]")));
        // Provider text reaches the terminal escaped.
        QVERIFY(!r.out.contains(QChar(0x1b)));
        QVERIFY(r.out.contains(QLatin1String("\\u001b")));
    }

    // Names, tags and parameters stay on their line; a description keeps its
    // own line breaks and nothing else a terminal would act on; --json is exact.
    void hostileTextIsEscaped()
    {
        const QString profile = m_profile + QStringLiteral("-hostile");
        QVERIFY(makeHostileProfile(profile, *m_server));
        const Run r
            = toolshelf(profile, {QStringLiteral("show"), QString(u"Hostile/" + HostileId)});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(u'\n');
        for (const QString &line : lines)
            QVERIFY2(invisibleIn(line).isEmpty(), qPrintable(invisibleIn(line) + u' ' + line));
        QVERIFY2(r.out.startsWith(QLatin1String(
                     "Hostile/get_weather\\u000aDemo/lookup_weather_by_city v2  Weather for a "
                     "city.\\u202eevil\\u200b\\u2060\\ufeff version 1 (current 1)")),
                 qPrintable(r.out));
        for (const char *expected :
             {"Looks up the weather.\\u000dOVERWRITTEN \\u001b[2J\\u2028after",
              "\\u200ehidden\\u200d\\U000e0069\\U000e0067\\U000e006e\n",
              "\n  A second line\\u2029with\ta tab and \\u007f.\n",
              "tag\\u202egat\\u000aline, weather\n", "  City\\u200d\\u202e  str\\u202egni",
              "The city\\u2028\\u200fnamed."})
            QVERIFY2(r.out.contains(QString::fromUtf8(expected)), expected);

        const Run json = toolshelf(
            profile,
            {QStringLiteral("show"), QString(u"Hostile/" + HostileId), QStringLiteral("--json")});
        QCOMPARE(json.code, 0);
        QCOMPARE(json.object().value(QStringLiteral("name")).toString(), HostileName);
        const QJsonObject signature = json.object().value(QStringLiteral("signature")).toObject();
        QCOMPARE(signature.value(QStringLiteral("description")).toString(), HostileDescription);
    }

    // The sample book_flight pinned at version 1: version 2 makes Seat Number
    // required, which breaks the agent tested with 1. show says so, where
    // it used to say "Diagnostics: (none)" and nothing else.
    void breakingUpdateIsShown()
    {
        const auto samples = startSampleServer();
        const QString profile = m_profile + QStringLiteral("-samples");
        QVERIFY(makeSampleProfile(profile, *samples));
        const auto shown = [&profile](const QString &tool, const QStringList &options = {}) {
            return toolshelf(profile, QStringList {QStringLiteral("show"), tool} + options);
        };
        for (const char *tool : {"Altair/book_flight", "Skycast/lookup_weather_by_city"}) {
            const Run pinned = toolshelf(
                profile, {QStringLiteral("pin"), QString::fromLatin1(tool), QStringLiteral("1")});
            QVERIFY2(pinned.code == 0, qPrintable(pinned.err));
        }

        const Run r = shown(QStringLiteral("Altair/book_flight"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.lines().first().contains(QLatin1String("[breaking]")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String(
                     "Breaking update: version 2 breaks what the pinned version 1 offers:\n"
                     "  compat-input-required  input \"Seat Number\" became required\n")),
                 qPrintable(r.out));
        // Before the description, where it is read.
        QVERIFY(r.out.indexOf(QLatin1String("Breaking update:"))
                < r.out.indexOf(QLatin1String("Description:")));

        const Run json = shown(QStringLiteral("Altair/book_flight"), {QStringLiteral("--json")});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const QJsonObject update = json.object().value(QStringLiteral("breakingUpdate")).toObject();
        QCOMPARE(update.value(QStringLiteral("pinnedVersion")).toInteger(), 1);
        QCOMPARE(update.value(QStringLiteral("currentVersion")).toInteger(), 2);
        const QJsonArray changes = update.value(QStringLiteral("changes")).toArray();
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.at(0)[QStringLiteral("rule")].toString(),
                 QStringLiteral("compat-input-required"));
        QCOMPARE(changes.at(0)[QStringLiteral("path")].toString(),
                 QStringLiteral("$.input_parameters[4].required"));
        QVERIFY(json.object()[QStringLiteral("flags")][QStringLiteral("breakingUpdate")].toBool());

        // A compatible update (an optional input added) is no such news.
        const Run compatible = shown(QStringLiteral("Skycast/lookup_weather_by_city"));
        QVERIFY2(compatible.code == 0, qPrintable(compatible.err));
        QVERIFY(compatible.lines().first().contains(QLatin1String("[update]")));
        QVERIFY(!compatible.out.contains(QLatin1String("breaking"), Qt::CaseInsensitive));
        const Run compatibleJson
            = shown(QStringLiteral("Skycast/lookup_weather_by_city"), {QStringLiteral("--json")});
        QVERIFY(compatibleJson.object().value(QStringLiteral("breakingUpdate")).isNull());
        QVERIFY(!compatibleJson.object()[QStringLiteral("flags")][QStringLiteral("breakingUpdate")]
                     .toBool());
    }

    void byToolId()
    {
        const Run r = show({QStringLiteral("Demo/") + Fixture::FlightsId});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("Demo/search_flights ")));
    }

    void json()
    {
        const Run r = show({QStringLiteral("--json"), QStringLiteral("Demo/search_flights")});
        QCOMPARE(r.code, 0);
        const QJsonObject page = r.object();
        QCOMPARE(page[QStringLiteral("provider")].toString(), QStringLiteral("Demo"));
        QCOMPARE(page[QStringLiteral("toolId")].toString(), Fixture::FlightsId);
        QCOMPARE(page[QStringLiteral("version")].toInteger(), 1);
        QCOMPARE(page[QStringLiteral("currentVersion")].toInteger(), 1);
        QCOMPARE(page[QStringLiteral("digest")].toString().size(), 64);
        const QJsonObject signature = page[QStringLiteral("signature")].toObject();
        QCOMPARE(signature[QStringLiteral("name")].toString(), QStringLiteral("search_flights"));
        // Canonical: defaults explicit.
        const QJsonObject cabin
            = signature[QStringLiteral("input_parameters")].toArray().at(0).toObject();
        QCOMPARE(cabin[QStringLiteral("required")].toBool(), true);
        QCOMPARE(cabin[QStringLiteral("allowed-values")].toArray().size(), 2);
        QCOMPARE(page[QStringLiteral("vendor")].toObject(), signature);
        QCOMPARE(page[QStringLiteral("overrides")].toArray().size(), 0);
        // As shown: when to use it is the vendor's description, as nothing else says.
        QCOMPARE(page[QStringLiteral("whenToUse")].toString(), QStringLiteral("Find flights."));
        QCOMPARE(page[QStringLiteral("whenNotToUse")], QJsonValue(QString()));
        QVERIFY(page[QStringLiteral("diagnostics")].isArray());
        const QJsonObject flags = page[QStringLiteral("flags")].toObject();
        QCOMPARE(flags[QStringLiteral("pinned")].toBool(), false);
        QCOMPARE(flags[QStringLiteral("overridden")].toBool(), false);
    }

    // search --json and show --json describe a tool in one shape: what show
    // prints of the tool search lists is the same, key for key, for a plain
    // tool and for one with an alias and a rewritten description.
    void jsonShapeIsSearchs()
    {
        QVERIFY(run({QStringLiteral("override"), QStringLiteral("Demo/search_flights"),
                     QStringLiteral("--alias"), QStringLiteral("find_flights")})
                    .code
                == 0);
        QVERIFY(run({QStringLiteral("override"), QStringLiteral("Demo/find_flights"),
                     QStringLiteral("--description"), QStringLiteral("Flights, found.")})
                    .code
                == 0);
        for (const QString &query : {QStringLiteral("find_flights"), QStringLiteral("weather")}) {
            const Run found = run({QStringLiteral("search"), QStringLiteral("--json"),
                                   QStringLiteral("--provider"), QStringLiteral("Demo"), query});
            QCOMPARE(found.code, 0);
            const QJsonArray tools = found.array();
            QCOMPARE(tools.size(), 1);
            const QJsonObject listed = tools.first().toObject();
            const QString alias = listed[QStringLiteral("alias")].toString();
            const QString name
                = alias.isEmpty() ? listed[QStringLiteral("name")].toString() : alias;
            const Run shown = show({QStringLiteral("--json"), QString(u"Demo/" + name)});
            QCOMPARE(shown.code, 0);
            const QJsonObject page = shown.object();
            for (auto it = listed.begin(); it != listed.end(); ++it)
                QVERIFY2(page.value(it.key()) == it.value(), qPrintable(it.key()));
        }
        QVERIFY(run({QStringLiteral("override"), QStringLiteral("Demo/find_flights"),
                     QStringLiteral("--clear")})
                    .code
                == 0);
        QVERIFY(run({QStringLiteral("override"), QStringLiteral("Demo/find_flights"),
                     QStringLiteral("--clear-alias")})
                    .code
                == 0);
    }

    void jsonDiagnostics()
    {
        const Run r = show({QStringLiteral("--json"), QStringLiteral("Travel/book_hotel_room")});
        QCOMPARE(r.code, 0);
        const QJsonObject page = r.object();
        const QJsonArray diagnostics = page[QStringLiteral("diagnostics")].toArray();
        QStringList rules;
        for (const QJsonValue &d : diagnostics) {
            rules.append(d[QStringLiteral("rule")].toString());
            QCOMPARE(d[QStringLiteral("severity")].toString(), QStringLiteral("warning"));
            QVERIFY(d[QStringLiteral("path")].toString().startsWith(u'$'));
            QVERIFY(!d[QStringLiteral("message")].toString().isEmpty());
        }
        QVERIFY2(rules.contains(QStringLiteral("outputs-empty")), qPrintable(rules.join(u',')));
        QVERIFY(rules.contains(QStringLiteral("text-control-character")));
        QCOMPARE(page[QStringLiteral("flags")][QStringLiteral("hasWarnings")].toBool(), true);
    }

    // Each overridden text is shown with the vendor's beside it.
    void overridesWithVendorOriginals()
    {
        const QString tool = QStringLiteral("Demo/search_flights");
        QCOMPARE(run({QStringLiteral("override"), tool, QStringLiteral("--description"),
                      QStringLiteral("Search scheduled flights between two airports.")})
                     .code,
                 0);
        QCOMPARE(run({QStringLiteral("override"), tool, QStringLiteral("--param"),
                      QStringLiteral("Passengers"), QStringLiteral("--description"),
                      QStringLiteral("Number of travellers, 1 to 9.")})
                     .code,
                 0);
        QCOMPARE(run({QStringLiteral("override"), tool, QStringLiteral("--param"),
                      QStringLiteral("Flight Class"), QStringLiteral("--value"),
                      QStringLiteral("BUSINESS"), QStringLiteral("--description"),
                      QStringLiteral("Business class with a flat bed.")})
                     .code,
                 0);

        const Run text = show({tool});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains(QLatin1String("[edited]")));
        const QString out = text.out;
        const auto follows = [&out](const char *edited, const char *vendor) {
            const qsizetype at = out.indexOf(QLatin1String(edited));
            const qsizetype label = out.indexOf(QLatin1String("vendor:"), at);
            const qsizetype original = out.indexOf(QLatin1String(vendor), at);
            return at >= 0 && label > at && original > label;
        };
        QVERIFY2(follows("Search scheduled flights", "Find flights."), qPrintable(out));
        QVERIFY2(follows("Number of travellers", "How many."), qPrintable(out));
        QVERIFY2(follows("Business class with a flat bed.", "Lie-flat."), qPrintable(out));
        QCOMPARE(out.count(QLatin1String("vendor:")), 3);

        const QJsonObject page = show({QStringLiteral("--json"), tool}).object();
        QCOMPARE(page[QStringLiteral("signature")][QStringLiteral("description")].toString(),
                 QStringLiteral("Search scheduled flights between two airports."));
        QCOMPARE(page[QStringLiteral("vendor")][QStringLiteral("description")].toString(),
                 QStringLiteral("Find flights."));
        QCOMPARE(page[QStringLiteral("flags")][QStringLiteral("overridden")].toBool(), true);
        const QJsonArray overrides = page[QStringLiteral("overrides")].toArray();
        QCOMPARE(overrides.size(), 3);
        QHash<QString, QJsonObject> byKind;
        for (const QJsonValue &entry : overrides)
            byKind.insert(entry[QStringLiteral("kind")].toString(), entry.toObject());
        const QJsonObject description = byKind.value(QStringLiteral("tool-description"));
        QCOMPARE(description[QStringLiteral("vendorOriginal")].toString(),
                 QStringLiteral("Find flights."));
        QCOMPARE(description[QStringLiteral("vendorText")].toString(),
                 QStringLiteral("Find flights."));
        QCOMPARE(description[QStringLiteral("applied")].toBool(), true);
        const QJsonObject passengers = byKind.value(QStringLiteral("input-description"));
        QCOMPARE(passengers[QStringLiteral("parameter")].toString(), QStringLiteral("Passengers"));
        QCOMPARE(passengers[QStringLiteral("text")].toString(),
                 QStringLiteral("Number of travellers, 1 to 9."));
        QCOMPARE(passengers[QStringLiteral("vendorOriginal")].toString(),
                 QStringLiteral("How many."));
        const QJsonObject business = byKind.value(QStringLiteral("input-enum-value-description"));
        QCOMPARE(business[QStringLiteral("enumValue")].toString(), QStringLiteral("BUSINESS"));
        QCOMPARE(business[QStringLiteral("vendorOriginal")].toString(),
                 QStringLiteral("Lie-flat."));
        const QJsonArray values
            = page[QStringLiteral("signature")][QStringLiteral("input_parameters")][0]
                  [QStringLiteral("allowed-values")]
                      .toArray();
        QCOMPARE(values.at(1)[QStringLiteral("description")].toString(),
                 QStringLiteral("Business class with a flat bed."));
    }

    // Version 1 of the weather tool is not listed (only the current one is):
    // show fetches it, stores it, and the next show reads it offline.
    void fetchesAMissingVersion()
    {
        QCOMPARE(storedVersions(m_profile, QStringLiteral("Demo"), Fixture::WeatherId),
                 (QList<qint64> {2}));
        const QString tool = QStringLiteral("Demo/lookup_weather_by_city");
        const Run r = show({tool, QStringLiteral("--version"), QStringLiteral("1")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(QLatin1String("Fetching version 1")), qPrintable(r.err));
        QVERIFY2(
            r.out.startsWith(QLatin1String("Demo/lookup_weather_by_city version 1 (current 2)")),
            qPrintable(r.out));
        QVERIFY(!r.out.contains(QLatin1String("Units")));
        QCOMPARE(storedVersions(m_profile, QStringLiteral("Demo"), Fixture::WeatherId),
                 (QList<qint64> {1, 2}));

        const Run again = show({QStringLiteral("--json"), tool, QStringLiteral("--version=1")});
        QCOMPARE(again.code, 0);
        QVERIFY(again.err.isEmpty());
        const QJsonObject page = again.object();
        QCOMPARE(page[QStringLiteral("version")].toInteger(), 1);
        QCOMPARE(page[QStringLiteral("currentVersion")].toInteger(), 2);
        QCOMPARE(page[QStringLiteral("storedVersions")].toArray(), (QJsonArray {1, 2}));
        // Linted on its own: an older version may be behind currentVersion.
        for (const QJsonValue &d : page[QStringLiteral("diagnostics")].toArray())
            QVERIFY(d[QStringLiteral("rule")].toString()
                    != QLatin1String("version-current-mismatch"));
        // The default is still the current version.
        QVERIFY(show({tool}).out.startsWith(
            QLatin1String("Demo/lookup_weather_by_city version 2 (current 2)")));
    }

    void nonexistentVersionFails()
    {
        const Run r = show({QStringLiteral("Demo/lookup_weather_by_city"),
                            QStringLiteral("--version"), QStringLiteral("7")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(QLatin1String("cannot fetch version 7")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("404")), qPrintable(r.err));
        QCOMPARE(storedVersions(m_profile, QStringLiteral("Demo"), Fixture::WeatherId),
                 (QList<qint64> {2}));
    }

    void unreachableProviderFails()
    {
        // The provider moved somewhere unreachable; its catalog stays.
        const QString moved = m_dir.filePath(QStringLiteral("moved.json"));
        QVERIFY(Fixture::writeFile(moved,
                                   "{\"version\": 1, \"providers\": [{\"name\": \"Demo\", "
                                   "\"baseUrl\": \"http://127.0.0.1:9/gone\"}]}"));
        QCOMPARE(run({QStringLiteral("provider"), QStringLiteral("import"), moved}).code, 0);
        const Run r = show({QStringLiteral("Demo/lookup_weather_by_city"),
                            QStringLiteral("--version"), QStringLiteral("1")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("cannot fetch version 1")), qPrintable(r.err));
        // What is stored still shows offline.
        QCOMPARE(show({QStringLiteral("Demo/lookup_weather_by_city")}).code, 0);
    }

    // The on-demand fetch is signed like a sync: with the provider's secret
    // from the keychain, and it says so when there is none.
    void fetchIsSigned()
    {
        Toolshelf::ProviderConfig config;
        config.auth.mode = Toolshelf::AuthConfig::Mode::ApiKey;
        config.auth.apiKeyHeader = "X-Vendor-Key";
        config.auth.secret = "s3cret";
        const auto keyed = Fixture::startServer(config, Fixture::demoCatalog(m_dir));
        QCOMPARE(
            run({QStringLiteral("provider"), QStringLiteral("add"), QStringLiteral("Keyed"),
                 keyed->baseUrl(0).toString(), QStringLiteral("--auth"), QStringLiteral("api-key"),
                 QStringLiteral("--header"), QStringLiteral("X-Vendor-Key")})
                .code,
            0);
        Toolshelf::CredentialStore keychain(
            Toolshelf::Profile::resolve(m_profile).keychainService());
        std::optional<Toolshelf::SecretStatus> status;
        const auto answered = [&status](const QString &, Toolshelf::SecretKind,
                                        Toolshelf::SecretStatus s, const QString &) { status = s; };
        connect(&keychain, &Toolshelf::CredentialStore::writeFinished, this, answered);
        connect(&keychain, &Toolshelf::CredentialStore::removeFinished, this, answered);
        Toolshelf::ProviderRegistry registry(Toolshelf::Profile::resolve(m_profile));
        QString error;
        QVERIFY2(registry.load(&error), qPrintable(error));
        const Toolshelf::Provider provider = registry.find(QStringLiteral("Keyed")).value();
        keychain.write(provider, Toolshelf::SecretKind::Secret, "s3cret");
        QTRY_VERIFY_WITH_TIMEOUT(status.has_value(), 20000);
        if (*status != Toolshelf::SecretStatus::Keychain)
            QSKIP("no Secret Service: run under dbus-run-session with gnome-keyring");
        QVERIFY(sync(m_profile));

        const QString tool = QStringLiteral("Keyed/lookup_weather_by_city");
        status.reset();
        keychain.remove(provider, Toolshelf::SecretKind::Secret);
        QTRY_VERIFY_WITH_TIMEOUT(status.has_value(), 20000);
        const Run refused = show({tool, QStringLiteral("--version"), QStringLiteral("1")});
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains(QLatin1String("toolshelf login Keyed")),
                 qPrintable(refused.err));

        status.reset();
        keychain.write(provider, Toolshelf::SecretKind::Secret, "s3cret");
        QTRY_VERIFY_WITH_TIMEOUT(status.has_value(), 20000);
        const Run fetched = show({tool, QStringLiteral("--version"), QStringLiteral("1")});
        QCOMPARE(fetched.code, 0);
        QVERIFY(fetched.out.startsWith(
            QLatin1String("Keyed/lookup_weather_by_city version 1 (current 2)")));
        keychain.remove(provider, Toolshelf::SecretKind::Secret);
    }

    void naming_data()
    {
        QTest::addColumn<QString>("reference");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown tool")
            << QStringLiteral("Demo/book_a_table") << 1 << QStringLiteral("has no tool named");
        QTest::newRow("similar name")
            << QStringLiteral("Demo/weather") << 1
            << QStringLiteral("Similar names:\n  Demo/lookup_weather_by_city");
        QTest::newRow("unknown provider")
            << QStringLiteral("Nobody/search_flights") << 1 << QStringLiteral("no provider named");
        QTest::newRow("ambiguous name") << QStringLiteral("Travel/convert_currency") << 1
                                        << QStringLiteral("Travel/") + CurrencyId2;
        QTest::newRow("toolId settles it")
            << QStringLiteral("Travel/") + CurrencyId2 << 0 << QString();
        QTest::newRow("toolId in capitals")
            << QStringLiteral("Travel/") + CurrencyId1.toUpper() << 0 << QString();
        QTest::newRow("name in other case")
            << QStringLiteral("Demo/Search_Flights") << 0 << QString();
        QTest::newRow("no provider")
            << QStringLiteral("search_flights") << 2 << QStringLiteral("PROVIDER/TOOL");
        QTest::newRow("no tool") << QStringLiteral("Demo/") << 2 << QStringLiteral("PROVIDER/TOOL");
    }

    void naming()
    {
        QFETCH(QString, reference);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Run r = show({reference});
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        if (code != 0)
            QVERIFY(r.out.isEmpty());
    }

    void providerNotSyncedYet()
    {
        QCOMPARE(run({QStringLiteral("provider"), QStringLiteral("add"), QStringLiteral("Later"),
                      m_server->baseUrl(0).toString()})
                     .code,
                 0);
        const Run r = show({QStringLiteral("Later/search_flights")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("toolshelf sync Later")), qPrintable(r.err));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("nothing") << QStringList {};
        QTest::newRow("two tools")
            << QStringList {QStringLiteral("Demo/a"), QStringLiteral("Demo/b")};
        QTest::newRow("version zero")
            << QStringList {QStringLiteral("Demo/search_flights"), QStringLiteral("--version"),
                            QStringLiteral("0")};
        QTest::newRow("version text")
            << QStringList {QStringLiteral("Demo/search_flights"), QStringLiteral("--version"),
                            QStringLiteral("latest")};
        QTest::newRow("unknown option")
            << QStringList {QStringLiteral("Demo/search_flights"), QStringLiteral("--yaml")};
    }

    void refusals()
    {
        QFETCH(QStringList, arguments);
        const Run r = show(arguments);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith(QLatin1String("toolshelf show: ")));
    }

    void help()
    {
        const Run r = show({QStringLiteral("-h")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("Usage: toolshelf show")));
        QVERIFY(r.out.contains(QLatin1String("vendorOriginal")));
        QVERIFY(r.out.contains(QLatin1String("Exit status")));
    }
};

QTEST_GUILESS_MAIN(tst_ShowCommand)
#include "tst_showcommand.moc"

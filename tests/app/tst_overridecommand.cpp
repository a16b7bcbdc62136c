// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// toolshelf override: the tool's, a parameter's and an enum value's text,
// when to use the tool and when not, --clear, the draft's length limits and
// unknown targets.

#include "catalogfixture.h"

using namespace CatalogFixture;

class tst_OverrideCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Toolshelf::ProviderServer> m_server;
    QString m_profile;

    Run run(const QStringList &arguments) { return toolshelf(m_profile, arguments); }

    Run override(const QStringList &arguments)
    {
        return run(QStringList {QStringLiteral("override")} + arguments);
    }

    QJsonArray overridesOf(const QString &tool)
    {
        const QJsonObject page
            = run({QStringLiteral("show"), QStringLiteral("--json"), tool}).object();
        return page[QStringLiteral("overrides")].toArray();
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

    void targets_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QStringList>("target");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("parameter");
        QTest::addColumn<QString>("enumValue");
        QTest::addColumn<QString>("vendorOriginal");
        QTest::addColumn<QString>("message");
        const QString weather = QStringLiteral("Demo/lookup_weather_by_city");
        const QString flights = QStringLiteral("Demo/search_flights");
        QTest::newRow("tool") << weather << QStringList {} << QStringLiteral("tool-description")
                              << QString() << QString() << QStringLiteral("Weather for a city.")
                              << QStringLiteral("Demo/lookup_weather_by_city: your description");
        QTest::newRow("input") << weather
                               << QStringList {QStringLiteral("--param"), QStringLiteral("City")}
                               << QStringLiteral("input-description") << QStringLiteral("City")
                               << QString() << QStringLiteral("The city.")
                               << QStringLiteral("input \"City\"");
        QTest::newRow("input by id")
            << weather << QStringList {QStringLiteral("--param"), QStringLiteral("city")}
            << QStringLiteral("input-description") << QStringLiteral("City") << QString()
            << QStringLiteral("The city.") << QStringLiteral("input \"City\"");
        QTest::newRow("output") << weather
                                << QStringList {QStringLiteral("--param"),
                                                QStringLiteral("Summary")}
                                << QStringLiteral("output-description") << QStringLiteral("Summary")
                                << QString() << QStringLiteral("In words.")
                                << QStringLiteral("output \"Summary\"");
        QTest::newRow("input enum value")
            << weather
            << QStringList {QStringLiteral("--param"), QStringLiteral("Units"),
                            QStringLiteral("--value"), QStringLiteral("CELSIUS")}
            << QStringLiteral("input-enum-value-description") << QStringLiteral("Units")
            << QStringLiteral("CELSIUS") << QStringLiteral("C")
            << QStringLiteral("input \"Units\", value CELSIUS");
        QTest::newRow("input enum value with spaces")
            << flights
            << QStringList {QStringLiteral("--param"), QStringLiteral("Flight Class"),
                            QStringLiteral("--value"), QStringLiteral("ECONOMY")}
            << QStringLiteral("input-enum-value-description") << QStringLiteral("Flight Class")
            << QStringLiteral("ECONOMY") << QStringLiteral("Coach.")
            << QStringLiteral("input \"Flight Class\", value ECONOMY");
    }

    void targets()
    {
        QFETCH(QString, tool);
        QFETCH(QStringList, target);
        QFETCH(QString, kind);
        QFETCH(QString, parameter);
        QFETCH(QString, enumValue);
        QFETCH(QString, vendorOriginal);
        QFETCH(QString, message);
        const QString text = QStringLiteral("Rewritten for the model.\nSecond line.");
        const Run r = override(QStringList {tool} + target
                               + QStringList {QStringLiteral("--description"), text});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String(": your description replaces the vendor's.")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(message), qPrintable(r.out));

        const QJsonArray overrides = overridesOf(tool);
        QCOMPARE(overrides.size(), 1);
        const QJsonObject entry = overrides.at(0).toObject();
        QCOMPARE(entry[QStringLiteral("kind")].toString(), kind);
        QCOMPARE(entry[QStringLiteral("parameter")].toString(), parameter);
        QCOMPARE(entry[QStringLiteral("enumValue")].toString(), enumValue);
        QCOMPARE(entry[QStringLiteral("text")].toString(), text);
        QCOMPARE(entry[QStringLiteral("vendorOriginal")].toString(), vendorOriginal);
        QCOMPARE(entry[QStringLiteral("applied")].toBool(), true);

        // Writing again replaces the text and keeps the vendor's original.
        QCOMPARE(override(QStringList {tool} + target
                          + QStringList {QStringLiteral("--description"), QStringLiteral("Third.")})
                     .code,
                 0);
        const QJsonObject rewritten = overridesOf(tool).at(0).toObject();
        QCOMPARE(rewritten[QStringLiteral("text")].toString(), QStringLiteral("Third."));
        QCOMPARE(rewritten[QStringLiteral("vendorOriginal")].toString(), vendorOriginal);

        const Run cleared
            = override(QStringList {tool} + target + QStringList {QStringLiteral("--clear")});
        QCOMPARE(cleared.code, 0);
        QVERIFY2(cleared.out.contains(QLatin1String("your description is removed")),
                 qPrintable(cleared.out));
        QCOMPARE(overridesOf(tool).size(), 0);
        const Run twice
            = override(QStringList {tool} + target + QStringList {QStringLiteral("--clear")});
        QCOMPARE(twice.code, 0);
        QVERIFY(twice.out.contains(QLatin1String("nothing changed")));
    }

    void searchShowsTheOverriddenDescription()
    {
        QCOMPARE(override({QStringLiteral("Demo/search_flights"), QStringLiteral("--description"),
                           QStringLiteral("Flights between airports.")})
                     .code,
                 0);
        const Run r = run({QStringLiteral("search"), QStringLiteral("flights")});
        QVERIFY2(r.out.contains(
                     QLatin1String("Demo/search_flights v1  [edited]  Flights between airports.")),
                 qPrintable(r.out));
    }

    // Tool descriptions must have fewer than 2000 characters and enum value
    // descriptions at most 2000 (draft 6.1); characters, not UTF-16 units.
    void limits_data()
    {
        QTest::addColumn<QStringList>("target");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        const QStringList tool;
        const QStringList value {QStringLiteral("--param"), QStringLiteral("Flight Class"),
                                 QStringLiteral("--value"), QStringLiteral("BUSINESS")};
        const QStringList parameter {QStringLiteral("--param"), QStringLiteral("Passengers")};
        const QString emoji = QString::fromUcs4(U"\U0001F6EB");
        QTest::newRow("tool 1999") << tool << QString(1999, u'a') << 0;
        QTest::newRow("tool 2000") << tool << QString(2000, u'a') << 1;
        QTest::newRow("tool 1999 emoji") << tool << emoji.repeated(1999) << 0;
        QTest::newRow("tool 2000 emoji") << tool << emoji.repeated(2000) << 1;
        QTest::newRow("value 2000") << value << QString(2000, u'b') << 0;
        QTest::newRow("value 2001") << value << QString(2001, u'b') << 1;
        QTest::newRow("parameter 5000") << parameter << QString(5000, u'c') << 0;
        QTest::newRow("control character") << tool << QStringLiteral("Finds \x1b[2Jflights.") << 1;
        QTest::newRow("bidi override") << parameter << QStringLiteral("Count \u202E9") << 1;
    }

    void limits()
    {
        QFETCH(QStringList, target);
        QFETCH(QString, text);
        QFETCH(int, code);
        const Run r = override(QStringList {QStringLiteral("Demo/search_flights")} + target
                               + QStringList {QStringLiteral("--description"), text});
        QCOMPARE(r.code, code);
        QCOMPARE(overridesOf(QStringLiteral("Demo/search_flights")).size(), code == 0 ? 1 : 0);
        if (code != 0) {
            QVERIFY2(r.err.startsWith(QLatin1String("toolshelf override: Demo/search_flights"))
                         && r.err.contains(QLatin1String("the description is refused")),
                     qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
        }
    }

    void lengthRefusalSaysWhy()
    {
        const Run r = override({QStringLiteral("Demo/search_flights"),
                                QStringLiteral("--description"), QString(2500, u'a')});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("2500")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("2000")), qPrintable(r.err));
    }

    void unknownTargets_data()
    {
        QTest::addColumn<QStringList>("target");
        QTest::addColumn<QString>("message");
        QTest::newRow("parameter")
            << QStringList {QStringLiteral("--param"), QStringLiteral("Airline")}
            << QStringLiteral("no parameter \"Airline\"");
        QTest::newRow("enum value")
            << QStringList {QStringLiteral("--param"), QStringLiteral("Flight Class"),
                            QStringLiteral("--value"), QStringLiteral("FIRST")}
            << QStringLiteral("\"ECONOMY\", \"BUSINESS\"");
        QTest::newRow("value of a non-enum")
            << QStringList {QStringLiteral("--param"), QStringLiteral("Passengers"),
                            QStringLiteral("--value"), QStringLiteral("TWO")}
            << QStringLiteral("has no allowed values");
        QTest::newRow("clear of an unknown parameter")
            << QStringList {QStringLiteral("--param"), QStringLiteral("Airline"),
                            QStringLiteral("--clear")}
            << QStringLiteral("no parameter \"Airline\"");
    }

    void unknownTargets()
    {
        QFETCH(QStringList, target);
        QFETCH(QString, message);
        QStringList arguments {QStringLiteral("Demo/search_flights")};
        arguments += target;
        if (!target.contains(QStringLiteral("--clear")))
            arguments += {QStringLiteral("--description"), QStringLiteral("Text.")};
        const Run r = override(arguments);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void unknownAndAmbiguousTools_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << QStringLiteral("Demo/rent_a_car")
                                 << QStringLiteral("has no tool named");
        QTest::newRow("ambiguous")
            << QStringLiteral("Travel/convert_currency") << QStringLiteral("2 tools named");
    }

    void unknownAndAmbiguousTools()
    {
        QFETCH(QString, tool);
        QFETCH(QString, message);
        const Run r = override({tool, QStringLiteral("--description"), QStringLiteral("Text.")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString tool = QStringLiteral("Demo/search_flights");
        QTest::newRow("neither text nor clear") << QStringList {tool};
        QTest::newRow("both text and clear") << QStringList {
            tool, QStringLiteral("--description"), QStringLiteral("x"), QStringLiteral("--clear")};
        QTest::newRow("empty text")
            << QStringList {tool, QStringLiteral("--description"), QStringLiteral("  ")};
        QTest::newRow("value without param")
            << QStringList {tool, QStringLiteral("--value"), QStringLiteral("ECONOMY"),
                            QStringLiteral("--description"), QStringLiteral("x")};
        QTest::newRow("no tool") << QStringList {QStringLiteral("--description"),
                                                 QStringLiteral("x")};
        QTest::newRow("not PROVIDER/TOOL")
            << QStringList {QStringLiteral("search_flights"), QStringLiteral("--clear")};
    }

    void refusals()
    {
        QFETCH(QStringList, arguments);
        const Run r = override(arguments);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith(QLatin1String("toolshelf override: ")));
    }

    // An alias is the name procedures, skills and tool definitions use; the
    // tool answers to it, and the vendor's name is kept beside it.
    void aliasNamesTheTool()
    {
        const QString tool = QStringLiteral("Demo/search_flights");
        const Run r = override({tool, QStringLiteral("--alias"), QStringLiteral("demo_flights")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("now call it demo_flights.")), qPrintable(r.out));
        const QJsonArray overrides = overridesOf(tool);
        QCOMPARE(overrides.size(), 1);
        const QJsonObject entry = overrides.at(0).toObject();
        QCOMPARE(entry[QStringLiteral("kind")].toString(), QStringLiteral("tool-name"));
        QCOMPARE(entry[QStringLiteral("text")].toString(), QStringLiteral("demo_flights"));
        QCOMPARE(entry[QStringLiteral("vendorOriginal")].toString(),
                 QStringLiteral("search_flights"));

        const Run shown = run({QStringLiteral("show"), QStringLiteral("Demo/demo_flights")});
        QCOMPARE(shown.code, 0);
        QVERIFY2(shown.out.startsWith(QLatin1String("Demo/demo_flights ")), qPrintable(shown.out));
        QVERIFY2(shown.out.contains(QLatin1String("search_flights")), qPrintable(shown.out));
        const Run found = run({QStringLiteral("search"), QStringLiteral("demo_flights")});
        QVERIFY2(found.out.startsWith(QLatin1String("Demo/demo_flights (search_flights) v1")),
                 qPrintable(found.out));
        const QJsonArray listed
            = run({QStringLiteral("search"), QStringLiteral("--json"), QStringLiteral("flights")})
                  .array();
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.at(0)[QStringLiteral("alias")].toString(), QStringLiteral("demo_flights"));
        QCOMPARE(listed.at(0)[QStringLiteral("name")].toString(), QStringLiteral("search_flights"));

        const Run cleared = override({tool, QStringLiteral("--clear-alias")});
        QCOMPARE(cleared.code, 0);
        QVERIFY2(cleared.out.contains(QLatin1String("the vendor's name is used again")),
                 qPrintable(cleared.out));
        QCOMPARE(overridesOf(tool).size(), 0);
        const Run twice = override({tool, QStringLiteral("--clear-alias")});
        QCOMPARE(twice.code, 0);
        QVERIFY2(twice.out.contains(QLatin1String("has no alias; nothing changed")),
                 qPrintable(twice.out));
    }

    void aliases_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QString>("message");
        QTest::newRow("not snake_case")
            << QStringLiteral("Search Flights") << QStringLiteral("is not snake_case");
        QTest::newRow("too long") << QString(255, u'a') << QStringLiteral("fewer than 255");
        QTest::newRow("its own name")
            << QStringLiteral("search_flights") << QStringLiteral("already the tool's name");
        QTest::newRow("another tool's name")
            << QStringLiteral("convert_currency")
            << QStringLiteral("A tool from Travel is already called \"convert_currency\"");
        // The tool with the alias below is no longer known by its vendor's name.
        QTest::newRow("a name given up for an alias")
            << QStringLiteral("lookup_weather_by_city") << QString();
        QTest::newRow("another tool's alias")
            << QStringLiteral("taken_name")
            << QStringLiteral("A tool from Demo is already called \"taken_name\"");
    }

    void aliases()
    {
        QFETCH(QString, alias);
        QFETCH(QString, message);
        QCOMPARE(override({QStringLiteral("Demo/lookup_weather_by_city"), QStringLiteral("--alias"),
                           QStringLiteral("taken_name")})
                     .code,
                 0);
        const Run r
            = override({QStringLiteral("Demo/search_flights"), QStringLiteral("--alias"), alias});
        if (message.isEmpty()) {
            QCOMPARE(r.code, 0);
            return;
        }
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("the alias is refused"))
                     || r.err.contains(QLatin1String("the alias cannot be set")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(overridesOf(QStringLiteral("Demo/search_flights")).size(), 0);
    }

    void aliasUsage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString tool = QStringLiteral("Demo/search_flights");
        QTest::newRow("with --param")
            << QStringList {tool, QStringLiteral("--alias"), QStringLiteral("x_y"),
                            QStringLiteral("--param"), QStringLiteral("Origin")};
        QTest::newRow("with --description")
            << QStringList {tool, QStringLiteral("--alias"), QStringLiteral("x_y"),
                            QStringLiteral("--description"), QStringLiteral("x")};
        QTest::newRow("set and clear")
            << QStringList {tool, QStringLiteral("--alias"), QStringLiteral("x_y"),
                            QStringLiteral("--clear-alias")};
    }

    void aliasUsage()
    {
        QFETCH(QStringList, arguments);
        const Run r = override(arguments);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith(QLatin1String("toolshelf override: ")));
    }

    // When to use a tool and when not: the tool's own texts, stored like any
    // override, shown by show and show --json.
    void whenToUseAndWhenNot()
    {
        const QString tool = QStringLiteral("Demo/search_flights");
        const Run when
            = override({tool, QStringLiteral("--when-to-use"), QStringLiteral("To book a trip.")});
        QCOMPARE(when.code, 0);
        QCOMPARE(when.out,
                 QStringLiteral("Demo/search_flights: your text now says when to use it.\n"));
        const Run whenNot = override(
            {tool, QStringLiteral("--when-not-to-use"), QStringLiteral("Not for train trips.")});
        QCOMPARE(whenNot.code, 0);
        QVERIFY2(whenNot.out.contains(QLatin1String("your text now says when not to use it.")),
                 qPrintable(whenNot.out));

        QHash<QString, QJsonObject> byKind;
        for (const QJsonValue &entry : overridesOf(tool))
            byKind.insert(entry[QStringLiteral("kind")].toString(), entry.toObject());
        QCOMPARE(byKind.size(), 2);
        const QJsonObject whenEntry = byKind.value(QStringLiteral("when-to-use"));
        QCOMPARE(whenEntry[QStringLiteral("text")].toString(), QStringLiteral("To book a trip."));
        // The vendor's text it replaced: the description, A2T having no other.
        QCOMPARE(whenEntry[QStringLiteral("vendorOriginal")].toString(),
                 QStringLiteral("Find flights."));
        QCOMPARE(whenEntry[QStringLiteral("parameter")].toString(), QString());
        const QJsonObject whenNotEntry = byKind.value(QStringLiteral("when-not-to-use"));
        QCOMPARE(whenNotEntry[QStringLiteral("vendorOriginal")].toString(), QString());
        QCOMPARE(whenNotEntry[QStringLiteral("applied")].toBool(), true);

        const QJsonObject page
            = run({QStringLiteral("show"), QStringLiteral("--json"), tool}).object();
        QCOMPARE(page[QStringLiteral("whenToUse")].toString(), QStringLiteral("To book a trip."));
        QCOMPARE(page[QStringLiteral("whenNotToUse")].toString(),
                 QStringLiteral("Not for train trips."));
        QCOMPARE(page[QStringLiteral("description")].toString(), QStringLiteral("Find flights."));
        const Run shown = run({QStringLiteral("show"), tool});
        QVERIFY2(shown.out.contains(QLatin1String("When to use:\n  To book a trip.\n    vendor:\n"
                                                  "      Find flights.\n")),
                 qPrintable(shown.out));
        QVERIFY2(shown.out.contains(QLatin1String("When not to use:\n  Not for train trips.\n"
                                                  "    vendor:\n      (not said)\n")),
                 qPrintable(shown.out));

        const Run cleared = override({tool, QStringLiteral("--clear-when-to-use")});
        QCOMPARE(cleared.code, 0);
        QVERIFY2(cleared.out.contains(QLatin1String("your text on when to use it is removed")),
                 qPrintable(cleared.out));
        QCOMPARE(overridesOf(tool).size(), 1);
        const Run twice = override({tool, QStringLiteral("--clear-when-to-use")});
        QCOMPARE(twice.code, 0);
        QVERIFY2(twice.out.contains(QLatin1String("when to use it is not overridden; nothing "
                                                  "changed")),
                 qPrintable(twice.out));
        QCOMPARE(override({tool, QStringLiteral("--clear-when-not-to-use")}).code, 0);
        QCOMPARE(overridesOf(tool).size(), 0);
    }

    // The tool description's rules hold for them.
    void whenToUseLimits_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString when = QStringLiteral("--when-to-use");
        const QString whenNot = QStringLiteral("--when-not-to-use");
        QTest::newRow("when 1999") << when << QString(1999, u'a') << 0 << QString();
        QTest::newRow("when 2000") << when << QString(2000, u'a') << 1
                                   << QStringLiteral("the text on when to use it is refused");
        QTest::newRow("when not 2500")
            << whenNot << QString(2500, u'a') << 1
            << QStringLiteral("the text on when not to use it is refused: the text has 2500 "
                              "characters; it must have fewer than 2000");
        QTest::newRow("when not bidi") << whenNot << QStringLiteral("Not \u202Efor this.") << 1
                                       << QStringLiteral("control, bidirectional or invisible");
    }

    void whenToUseLimits()
    {
        QFETCH(QString, option);
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(QString, message);
        const QString tool = QStringLiteral("Demo/search_flights");
        const Run r = override({tool, option, text});
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(overridesOf(tool).size(), code == 0 ? 1 : 0);
    }

    void whenToUseUsage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString tool = QStringLiteral("Demo/search_flights");
        QTest::newRow("with --param")
            << QStringList {tool, QStringLiteral("--when-to-use"), QStringLiteral("x"),
                            QStringLiteral("--param"), QStringLiteral("Passengers")}
            << QStringLiteral("take no --param or --value");
        QTest::newRow("clear with --value")
            << QStringList {tool,
                            QStringLiteral("--clear-when-not-to-use"),
                            QStringLiteral("--param"),
                            QStringLiteral("Flight Class"),
                            QStringLiteral("--value"),
                            QStringLiteral("ECONOMY")}
            << QStringLiteral("take no --param or --value");
        QTest::newRow("empty") << QStringList {tool, QStringLiteral("--when-not-to-use"),
                                               QStringLiteral(" ")}
                               << QStringLiteral("use --clear-when-not-to-use");
        QTest::newRow("set and clear")
            << QStringList {tool, QStringLiteral("--when-to-use"), QStringLiteral("x"),
                            QStringLiteral("--clear-when-to-use")}
            << QStringLiteral("give one of");
        QTest::newRow("with --description")
            << QStringList {tool, QStringLiteral("--when-to-use"), QStringLiteral("x"),
                            QStringLiteral("--description"), QStringLiteral("y")}
            << QStringLiteral("give one of");
    }

    void whenToUseUsage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = override(arguments);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith(QLatin1String("toolshelf override: ")));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void help()
    {
        const Run r = override({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("Usage: toolshelf override PROVIDER/TOOL")));
        QVERIFY(r.out.contains(QLatin1String("2000")));
    }
};

QTEST_GUILESS_MAIN(tst_OverrideCommand)
#include "tst_overridecommand.moc"

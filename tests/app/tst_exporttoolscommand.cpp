// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// toolshelf export-tools: the three formats from the catalog, overrides
// applied, to stdout or a file.

#include "catalogfixture.h"

using namespace CatalogFixture;

namespace {
const QString OddId = QStringLiteral("3f8e2a10-5b1c-4c7e-9d2a-0000000000d1");
}

class tst_ExportToolsCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Toolshelf::ProviderServer> m_server;
    QString m_profile;
    // The sample catalogs the reference provider serves, and "Odd", whose one
    // tool has an input id with a space.
    std::unique_ptr<Toolshelf::ProviderServer> m_samples;
    QString m_samplesProfile;

    Run run(const QStringList &arguments) { return toolshelf(m_profile, arguments); }

    static QJsonArray tools(const QString &format, const QByteArray &json)
    {
        const QJsonDocument document = QJsonDocument::fromJson(json);
        return format == QLatin1String("mcp")
            ? document.object().value(QStringLiteral("tools")).toArray()
            : document.array();
    }

    // QVERIFY returns from here only; initTestCase checks the profile after.
    void startSamples()
    {
        const QString odd = m_dir.filePath(QStringLiteral("odd"));
        QVERIFY(QDir().mkpath(odd));
        QJsonObject tool
            = CatalogFixture::tool(OddId, QStringLiteral("find_departures"),
                                   QStringLiteral("Finds departures."), {QStringLiteral("travel")});
        tool.insert(QStringLiteral("input_parameters"),
                    QJsonArray {QJsonObject {
                        {QStringLiteral("id"), QStringLiteral("departure city")},
                        {QStringLiteral("name"), QStringLiteral("City")},
                        {QStringLiteral("description"), QStringLiteral("Where from.")}}});
        Fixture::writeFile(odd + QStringLiteral("/tools.json"),
                           QJsonDocument(QJsonArray {tool}).toJson());
        QString error;
        auto oddCatalog = Toolshelf::FileCatalog::load(odd, &error);
        QVERIFY2(oddCatalog, qPrintable(error));
        std::vector<std::unique_ptr<Toolshelf::Catalog>> extra;
        extra.push_back(std::move(oddCatalog));
        m_samples = startSampleServer(std::move(extra));
        m_samplesProfile = m_dir.filePath(QStringLiteral("samples"));
        QVERIFY(makeSampleProfile(m_samplesProfile, *m_samples, {QStringLiteral("Odd")}));
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("managed.json")).toUtf8());
        m_server = startServer(m_dir);
        m_profile = m_dir.filePath(QStringLiteral("profile"));
        QVERIFY(makeProfile(m_profile, *m_server));
        QCOMPARE(run({QStringLiteral("override"), QStringLiteral("Demo/search_flights"),
                      QStringLiteral("--description"), QStringLiteral("Flights, our way.")})
                     .code,
                 0);
        startSamples();
        QVERIFY(!m_samplesProfile.isEmpty());
    }

    // The schema's keys are the inputs' ids, which the draft gives for
    // software; the names ("Flight Class") have spaces Anthropic refuses in
    // a property key. The name stays beside, as the property's title.
    void keysAreTheInputsIds_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QStringList>("keys");
        QTest::addColumn<QStringList>("titles");
        QTest::newRow("weather") << QStringLiteral("Skycast/lookup_weather_by_city")
                                 << QStringList {QStringLiteral("city"), QStringLiteral("country")}
                                 << QStringList {QStringLiteral("City"), QStringLiteral("Country")};
        QTest::newRow("flights")
            << QStringLiteral("Altair/search_flights")
            << QStringList {QStringLiteral("departure_date"), QStringLiteral("destination"),
                            QStringLiteral("flight_class"), QStringLiteral("nonstop_only"),
                            QStringLiteral("origin")}
            << QStringList {QStringLiteral("Departure Date"), QStringLiteral("Destination Airport"),
                            QStringLiteral("Flight Class"), QStringLiteral("Nonstop Only"),
                            QStringLiteral("Origin Airport")};
    }

    void keysAreTheInputsIds()
    {
        QFETCH(QString, tool);
        QFETCH(QStringList, keys);
        QFETCH(QStringList, titles);
        const Run r = toolshelf(m_samplesProfile,
                                {QStringLiteral("export-tools"), QStringLiteral("--format"),
                                 QStringLiteral("anthropic"), tool});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray list = tools(QStringLiteral("anthropic"), r.out.toUtf8());
        QCOMPARE(list.size(), 1);
        const QJsonObject schema
            = list.at(0).toObject().value(QStringLiteral("input_schema")).toObject();
        const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
        QCOMPARE(properties.keys(), keys);
        QStringList shown;
        for (const QString &key : keys)
            shown << properties.value(key).toObject().value(QStringLiteral("title")).toString();
        QCOMPARE(shown, titles);
        for (const QJsonValue &required : schema.value(QStringLiteral("required")).toArray())
            QVERIFY2(keys.contains(required.toString()), qPrintable(required.toString()));
    }

    // An id Anthropic cannot take as a key is not replaced by one made up:
    // the export is refused with the rule and the id, and nothing is written.
    void keysBreakingTheTargetsRulesAreRefused()
    {
        const QString out = m_dir.filePath(QStringLiteral("odd.json"));
        for (const QStringList &where :
             {QStringList {}, QStringList {QStringLiteral("--out"), out}}) {
            const Run r = toolshelf(
                m_samplesProfile,
                QStringList {QStringLiteral("export-tools"), QStringLiteral("--format"),
                             QStringLiteral("anthropic"), QStringLiteral("Odd/find_departures")}
                    + where);
            QCOMPARE(r.code, 1);
            QVERIFY(r.out.isEmpty());
            for (const char *expected :
                 {"departure city", "^[a-zA-Z0-9_.-]{1,64}$", "find_departures", "Anthropic"})
                QVERIFY2(r.err.contains(QLatin1String(expected)), qPrintable(r.err));
        }
        QVERIFY(!QFileInfo::exists(out));
        // MCP publishes no rule for the keys of an input schema.
        const Run mcp = toolshelf(m_samplesProfile,
                                  {QStringLiteral("export-tools"), QStringLiteral("--format"),
                                   QStringLiteral("mcp"), QStringLiteral("Odd/find_departures")});
        QVERIFY2(mcp.code == 0, qPrintable(mcp.err));
    }

    void formats_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("wrapper");
        QTest::addColumn<QString>("schemaKey");
        QTest::newRow("openai") << QStringLiteral("openai") << QStringLiteral("function")
                                << QStringLiteral("parameters");
        QTest::newRow("anthropic")
            << QStringLiteral("anthropic") << QString() << QStringLiteral("input_schema");
        QTest::newRow("mcp") << QStringLiteral("mcp") << QString() << QStringLiteral("inputSchema");
    }

    void formats()
    {
        QFETCH(QString, format);
        QFETCH(QString, wrapper);
        QFETCH(QString, schemaKey);
        const Run r = run({QStringLiteral("export-tools"), QStringLiteral("--format"), format,
                           QStringLiteral("Demo/search_flights")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray list = tools(format, r.out.toUtf8());
        QCOMPARE(list.size(), 1);
        QJsonObject tool = list.at(0).toObject();
        if (!wrapper.isEmpty()) {
            QCOMPARE(tool.value(QStringLiteral("type")).toString(), wrapper);
            tool = tool.value(wrapper).toObject();
        }
        QCOMPARE(tool.value(QStringLiteral("name")).toString(), QStringLiteral("search_flights"));
        QCOMPARE(tool.value(QStringLiteral("description")).toString(),
                 QStringLiteral("Flights, our way."));
        const QJsonObject properties
            = tool.value(schemaKey).toObject().value(QStringLiteral("properties")).toObject();
        QCOMPARE(properties.value(QStringLiteral("passengers")).toObject(),
                 (QJsonObject {{QStringLiteral("type"), QStringLiteral("integer")},
                               {QStringLiteral("title"), QStringLiteral("Passengers")},
                               {QStringLiteral("maximum"), 9},
                               {QStringLiteral("description"), QStringLiteral("How many.")}}));
        QCOMPARE(properties.value(QStringLiteral("flight_class"))
                     .toObject()
                     .value(QStringLiteral("enum"))
                     .toArray(),
                 (QJsonArray {QStringLiteral("ECONOMY"), QStringLiteral("BUSINESS")}));
    }

    // The LLM is shown the alias: it is how the tool is told apart.
    void aliasIsTheName()
    {
        QCOMPARE(run({QStringLiteral("override"), QStringLiteral("Travel/book_hotel_room"),
                      QStringLiteral("--alias"), QStringLiteral("travel_book_hotel_room")})
                     .code,
                 0);
        const Run r = run({QStringLiteral("export-tools"), QStringLiteral("--format"),
                           QStringLiteral("mcp"), QStringLiteral("Travel/travel_book_hotel_room")});
        QCOMPARE(run({QStringLiteral("override"), QStringLiteral("Travel/book_hotel_room"),
                      QStringLiteral("--clear-alias")})
                     .code,
                 0);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray list = tools(QStringLiteral("mcp"), r.out.toUtf8());
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("travel_book_hotel_room"));
    }

    void byTagToAFile()
    {
        const QString out = m_dir.filePath(QStringLiteral("tools.json"));
        const Run r = run({QStringLiteral("export-tools"), QStringLiteral("--format"),
                           QStringLiteral("anthropic"), QStringLiteral("--tag"),
                           QStringLiteral("travel"), QStringLiteral("--out"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList names;
        for (const QJsonValue &tool : tools(QStringLiteral("anthropic"), file.readAll()))
            names.append(tool.toObject().value(QStringLiteral("name")).toString());
        names.sort();
        QCOMPARE(
            names,
            (QStringList {QStringLiteral("book_hotel_room"), QStringLiteral("search_flights")}));
    }

    // The definitions are read back before they are written: two inputs of one
    // id would be one property of the schema, so the tool is refused with
    // the reason and nothing is written or printed.
    void inputsThatDoNotReadBackAreRefused()
    {
        const QString profile = m_dir.filePath(QStringLiteral("hostile"));
        QVERIFY(makeHostileProfile(profile, *m_server));
        const QString out = m_dir.filePath(QStringLiteral("twins.json"));
        for (const QStringList &where :
             {QStringList {}, QStringList {QStringLiteral("--out"), out}}) {
            const Run r = toolshelf(
                profile,
                QStringList {QStringLiteral("export-tools"), QStringLiteral("--format"),
                             QStringLiteral("openai"), QString(u"Hostile/" + TwinInputsId)}
                    + where);
            QCOMPARE(r.code, 1);
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.err.contains(QLatin1String("two inputs with the id \"city\"")),
                     qPrintable(r.err));
        }
        QVERIFY(!QFileInfo::exists(out));

        // Hostile names and texts themselves read back exactly.
        const Run r = toolshelf(profile,
                                {QStringLiteral("export-tools"), QStringLiteral("--format"),
                                 QStringLiteral("anthropic"), QString(u"Hostile/" + HostileId)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray list = tools(QStringLiteral("anthropic"), r.out.toUtf8());
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).toObject().value(QStringLiteral("description")).toString(),
                 HostileDescription);
        QCOMPARE(list.at(0)[QStringLiteral("input_schema")][QStringLiteral("properties")]
                           [QStringLiteral("city")][QStringLiteral("title")]
                               .toString(),
                 HostileInput);
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no format") << QStringList {QStringLiteral("Demo/search_flights")} << 2
                                   << QStringLiteral("--format");
        QTest::newRow("unknown format")
            << QStringList {QStringLiteral("--format"), QStringLiteral("gemini"),
                            QStringLiteral("Demo/search_flights")}
            << 2 << QStringLiteral("--format");
        QTest::newRow("no tools") << QStringList {QStringLiteral("--format"), QStringLiteral("mcp")}
                                  << 2 << QStringLiteral("--tag");
        QTest::newRow("unknown tool")
            << QStringList {QStringLiteral("--format"), QStringLiteral("mcp"),
                            QStringLiteral("Demo/nothing_here")}
            << 1 << QStringLiteral("nothing_here");
    }

    void usage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Run r = run(QStringList {QStringLiteral("export-tools")} + arguments);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void help()
    {
        const Run r = run({QStringLiteral("export-tools"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QLatin1String("Exit status")));
        QVERIFY(r.out.contains(QLatin1String("inputSchema")));
    }
};

QTEST_GUILESS_MAIN(tst_ExportToolsCommand)
#include "tst_exporttoolscommand.moc"

// toolshelf export-tools: the three formats from the catalog, overrides
// applied, to stdout or a file.

#include "catalogfixture.h"

using namespace CatalogFixture;

class tst_ExportToolsCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Toolshelf::ProviderServer> m_server;
    QString m_profile;

    Run run(const QStringList &arguments) { return toolshelf(m_profile, arguments); }

    static QJsonArray tools(const QString &format, const QByteArray &json)
    {
        const QJsonDocument document = QJsonDocument::fromJson(json);
        return format == QLatin1String("mcp")
            ? document.object().value(QStringLiteral("tools")).toArray()
            : document.array();
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
        QCOMPARE(properties.value(QStringLiteral("Passengers")).toObject(),
                 (QJsonObject {{QStringLiteral("type"), QStringLiteral("integer")},
                               {QStringLiteral("maximum"), 9},
                               {QStringLiteral("description"), QStringLiteral("How many.")}}));
        QCOMPARE(properties.value(QStringLiteral("Flight Class"))
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
    // name would be one property of the schema, so the tool is refused with
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
            QVERIFY2(r.err.contains(QLatin1String("two inputs named \"City\"")), qPrintable(r.err));
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

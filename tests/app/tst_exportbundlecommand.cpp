// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// toolshelf export-bundle: which tools a bundle gets, at which version, and a
// round trip through import-bundle into a fresh profile.

#include "catalogfixture.h"
#include "sharing/bundlereader.h"

using namespace CatalogFixture;

class tst_ExportBundleCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Toolshelf::ProviderServer> m_server;
    QString m_profile;
    int m_counter = 0;

    Run run(const QStringList &arguments) { return toolshelf(m_profile, arguments); }
    QString path(const QString &name) { return m_dir.filePath(name); }

    Toolshelf::Bundle read(const QString &file)
    {
        auto bundle = Toolshelf::BundleReader::read(file);
        if (const auto *error = std::get_if<QString>(&bundle))
            qFatal("cannot read %s: %s", qPrintable(file), qPrintable(*error));
        return std::get<Toolshelf::Bundle>(bundle);
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
        m_profile = m_dir.filePath(QStringLiteral("profile%1").arg(++m_counter));
        QVERIFY(makeProfile(m_profile, *m_server));
    }

    void help()
    {
        const Run r = run({QStringLiteral("export-bundle"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("Usage: toolshelf export-bundle")));
        QVERIFY(r.out.contains(QLatin1String("Exit status")));
        QVERIFY(r.out.contains(QLatin1String("never a secret")));
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no out") << QStringList {QStringLiteral("Demo/search_flights")}
                                << QStringLiteral("--out");
        QTest::newRow("no tools") << QStringList {QStringLiteral("--out"), QStringLiteral("x.zip")}
                                  << QStringLiteral("--procedure");
        QTest::newRow("bad reference")
            << QStringList {QStringLiteral("flights"), QStringLiteral("--out"),
                            QStringLiteral("x.zip")}
            << QStringLiteral("does not name a tool");
    }

    void usage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(QStringList {QStringLiteral("export-bundle")} + arguments);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void unknownToolWritesNothing()
    {
        const QString out = path(QStringLiteral("unknown.zip"));
        const Run r = run({QStringLiteral("export-bundle"), QStringLiteral("Demo/no_such_tool"),
                           QStringLiteral("--out"), out});
        QCOMPARE(r.code, 1);
        QVERIFY(!r.err.isEmpty());
        QVERIFY(!QFile::exists(out));

        const Run none = run({QStringLiteral("export-bundle"), QStringLiteral("--tag"),
                              QStringLiteral("no-such-tag"), QStringLiteral("--out"), out});
        QCOMPARE(none.code, 1);
        QVERIFY2(none.err.contains(QLatin1String("no tool is selected")), qPrintable(none.err));
        QVERIFY(!QFile::exists(out));
    }

    // Named tools and tagged ones, each once, at the pinned version else the
    // current one, with the overrides and the providers' settings.
    void selectsToolsAndVersions()
    {
        QCOMPARE(run({QStringLiteral("pin"), QStringLiteral("Demo/lookup_weather_by_city"),
                      QStringLiteral("1")})
                     .code,
                 0);
        QCOMPARE(run({QStringLiteral("override"), QStringLiteral("Demo/lookup_weather_by_city"),
                      QStringLiteral("--description"), QStringLiteral("Our weather text.")})
                     .code,
                 0);
        const QString out = path(QStringLiteral("selected.zip"));
        const Run r
            = run({QStringLiteral("export-bundle"), QStringLiteral("Demo/lookup_weather_by_city"),
                   QStringLiteral("Demo/search_flights"), QStringLiteral("--tag"),
                   QStringLiteral("travel"), QStringLiteral("--out"), out});
        QCOMPARE(r.code, 0);
        // In-process the English plural catalog is not loaded.
        QVERIFY2(r.out.contains(QLatin1String("Exported 3 tool(s) with 1 override(s) to")),
                 qPrintable(r.out));
        const Toolshelf::Bundle bundle = read(out);
        QStringList tools;
        for (const Toolshelf::BundleTool &tool : bundle.manifest.tools)
            tools.append(
                QStringLiteral("%1/%2@%3").arg(tool.provider, tool.name).arg(tool.version));
        QCOMPARE(tools,
                 (QStringList {QStringLiteral("Demo/lookup_weather_by_city@1"),
                               QStringLiteral("Demo/search_flights@1"),
                               QStringLiteral("Travel/book_hotel_room@1")}));
        QCOMPARE(bundle.manifest.providers.size(), 2);
        QCOMPARE(bundle.manifest.providers.at(0).baseUrl, m_server->baseUrl(0));
        QCOMPARE(bundle.manifest.overrides.size(), 1);
        QCOMPARE(bundle.manifest.overrides.at(0).text, QStringLiteral("Our weather text."));
        QCOMPARE(bundle.manifest.overrides.at(0).vendorOriginal,
                 QStringLiteral("Weather for a city."));
    }

    // --procedure adds the tools the procedure refers to (with parameters
    // in their parentheses, as completion writes them, too), after the named
    // ones, each once, at the pinned version else the current one.
    void addsTheProceduresTools()
    {
        QCOMPARE(run({QStringLiteral("pin"), QStringLiteral("Demo/lookup_weather_by_city"),
                      QStringLiteral("1")})
                     .code,
                 0);
        const QString procedure = path(QStringLiteral("trip.md"));
        Fixture::writeFile(procedure,
                           "# Trip\n- Use search_flights() first, then "
                           "book_hotel_room(`city`, `nights`).\n"
                           "- Check lookup_weather_by_city() and search_flights() again.\n");
        const QString out = path(QStringLiteral("procedure.zip"));
        const Run r = run({QStringLiteral("export-bundle"), QStringLiteral("Demo/search_flights"),
                           QStringLiteral("--procedure"), procedure, QStringLiteral("--out"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QStringList tools;
        for (const Toolshelf::BundleTool &tool : read(out).manifest.tools)
            tools.append(
                QStringLiteral("%1/%2@%3").arg(tool.provider, tool.name).arg(tool.version));
        QCOMPARE(tools,
                 (QStringList {QStringLiteral("Demo/search_flights@1"),
                               QStringLiteral("Travel/book_hotel_room@1"),
                               QStringLiteral("Demo/lookup_weather_by_city@1")}));
    }

    // Every name that is no tool's or several tools' is listed, and nothing is written.
    void unknownOrAmbiguousProcedureNamesWriteNothing()
    {
        const QString procedure = path(QStringLiteral("bad.md"));
        Fixture::writeFile(procedure,
                           "Use search_flights(), then rent_car() and convert_currency(); "
                           "finally fly_home().\n");
        const QString out = path(QStringLiteral("bad.zip"));
        const Run r = run({QStringLiteral("export-bundle"), QStringLiteral("--procedure"),
                           procedure, QStringLiteral("--out"), out});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("tools no provider has: rent_car, fly_home")),
                 qPrintable(r.err));
        QVERIFY2(
            r.err.contains(QLatin1String("names several tools have: convert_currency (Travel/")),
            qPrintable(r.err));
        QVERIFY(!r.err.contains(QLatin1String("search_flights")));
        QVERIFY(!QFile::exists(out));
    }

    void unreadableOrEmptyProcedure()
    {
        const QString out = path(QStringLiteral("none.zip"));
        const Run missing = run({QStringLiteral("export-bundle"), QStringLiteral("--procedure"),
                                 path(QStringLiteral("missing.md")), QStringLiteral("--out"), out});
        QCOMPARE(missing.code, 1);
        QVERIFY2(missing.err.contains(QLatin1String("missing.md")), qPrintable(missing.err));

        const QString prose = path(QStringLiteral("prose.md"));
        Fixture::writeFile(prose, "Be kind to the caller; call obj.method() never.\n");
        const Run none = run({QStringLiteral("export-bundle"), QStringLiteral("--procedure"), prose,
                              QStringLiteral("--out"), out});
        QCOMPARE(none.code, 1);
        QVERIFY2(none.err.contains(QLatin1String("refers to no tool")), qPrintable(none.err));
        QVERIFY(!QFile::exists(out));
    }

    void roundTripThroughAFreshProfile()
    {
        QCOMPARE(run({QStringLiteral("pin"), QStringLiteral("Demo/lookup_weather_by_city"),
                      QStringLiteral("1")})
                     .code,
                 0);
        QCOMPARE(run({QStringLiteral("override"), QStringLiteral("Demo/lookup_weather_by_city"),
                      QStringLiteral("--param"), QStringLiteral("City"),
                      QStringLiteral("--description"), QStringLiteral("Any city.")})
                     .code,
                 0);
        const QString out = path(QStringLiteral("roundtrip.zip"));
        QCOMPARE(run({QStringLiteral("export-bundle"), QStringLiteral("--tag"),
                      QStringLiteral("weather"), QStringLiteral("--tag"), QStringLiteral("travel"),
                      QStringLiteral("--out"), out})
                     .code,
                 0);

        const QString fresh = m_dir.filePath(QStringLiteral("fresh%1").arg(++m_counter));
        const Run imported = toolshelf(fresh, {QStringLiteral("import-bundle"), out});
        QVERIFY2(imported.code == 0, qPrintable(imported.err));
        for (const QString &tool :
             {QStringLiteral("Demo/lookup_weather_by_city"), QStringLiteral("Demo/search_flights"),
              QStringLiteral("Travel/book_hotel_room")}) {
            const QJsonObject mine
                = run({QStringLiteral("show"), QStringLiteral("--json"), tool}).object();
            const QJsonObject theirs
                = toolshelf(fresh, {QStringLiteral("show"), QStringLiteral("--json"), tool})
                      .object();
            QVERIFY2(!theirs.isEmpty(), qPrintable(tool));
            for (const char *key : {"digest", "version"})
                QCOMPARE(theirs.value(QLatin1String(key)), mine.value(QLatin1String(key)));
            for (const char *key : {"signature", "vendor"}) {
                QJsonObject a = mine.value(QLatin1String(key)).toObject();
                QJsonObject b = theirs.value(QLatin1String(key)).toObject();
                // The one field that is the catalog's, not the version's.
                a.remove(QStringLiteral("currentVersion"));
                b.remove(QStringLiteral("currentVersion"));
                QCOMPARE(b, a);
            }
            const auto withoutTimes = [](QJsonArray overrides) {
                for (qsizetype i = 0; i < overrides.size(); ++i) {
                    QJsonObject entry = overrides.at(i).toObject();
                    entry.remove(QStringLiteral("updatedAt"));
                    overrides.replace(i, entry);
                }
                return overrides;
            };
            QCOMPARE(withoutTimes(theirs.value(QStringLiteral("overrides")).toArray()),
                     withoutTimes(mine.value(QStringLiteral("overrides")).toArray()));
            QVERIFY(theirs.value(QStringLiteral("flags"))
                        .toObject()
                        .value(QStringLiteral("pinned"))
                        .toBool());
        }
        Toolshelf::ProviderRegistry registry(Toolshelf::Profile::resolve(fresh));
        QString error;
        QVERIFY(registry.load(&error));
        QCOMPARE(registry.find(QStringLiteral("Demo"))->baseUrl, m_server->baseUrl(0));
        QCOMPARE(registry.find(QStringLiteral("Travel"))->baseUrl, m_server->baseUrl(1));
    }
};

QTEST_GUILESS_MAIN(tst_ExportBundleCommand)
#include "tst_exportbundlecommand.moc"

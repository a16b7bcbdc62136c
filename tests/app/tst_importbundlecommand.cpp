// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// toolshelf import-bundle: the preview, --dry-run, a provider name at another
// URL, conflicting overrides, and hostile bundles refused with nothing applied.

#include "catalogfixture.h"

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

using namespace CatalogFixture;

class tst_ImportBundleCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Toolshelf::ProviderServer> m_server;
    // Synced, the weather tool pinned to 1 and its description overridden.
    QString m_source;
    QString m_bundle;
    int m_counter = 0;

    QString freshProfile() { return m_dir.filePath(QStringLiteral("p%1").arg(++m_counter)); }

    static Toolshelf::ProviderRegistry registry(const QString &profile)
    {
        Toolshelf::ProviderRegistry providers(Toolshelf::Profile::resolve(profile));
        QString error;
        if (!providers.load(&error))
            qFatal("cannot load providers: %s", qPrintable(error));
        return providers;
    }

    // Everything a user sees of a profile's catalog.
    static QString state(const QString &profile)
    {
        Run r = toolshelf(profile, {QStringLiteral("search"), QStringLiteral("--json")});
        return r.out + QString::number(registry(profile).providers().size());
    }

    static QJsonObject preview(const Run &r)
    {
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    }

    static QStringList actions(const QJsonObject &preview, const QString &list)
    {
        QStringList result;
        for (const QJsonValue &entry : preview.value(list).toArray())
            result.append(entry.toObject().value(QStringLiteral("action")).toString());
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("managed.json")).toUtf8());
        m_server = startServer(m_dir);
        m_source = freshProfile();
        QVERIFY(makeProfile(m_source, *m_server));
        const QString weather = QStringLiteral("Demo/lookup_weather_by_city");
        QCOMPARE(toolshelf(m_source, {QStringLiteral("pin"), weather, QStringLiteral("1")}).code,
                 0);
        QCOMPARE(toolshelf(m_source,
                           {QStringLiteral("override"), weather, QStringLiteral("--description"),
                            QStringLiteral("Bundled words.")})
                     .code,
                 0);
        m_bundle = m_dir.filePath(QStringLiteral("source.zip"));
        QCOMPARE(
            toolshelf(m_source,
                      {QStringLiteral("export-bundle"), weather,
                       QStringLiteral("Travel/book_hotel_room"), QStringLiteral("--out"), m_bundle})
                .code,
            0);
    }

    void help()
    {
        const Run r = toolshelf(m_source, {QStringLiteral("import-bundle"), QStringLiteral("-h")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("Usage: toolshelf import-bundle")));
        QVERIFY(r.out.contains(QLatin1String("--dry-run")));
        QVERIFY(r.out.contains(QLatin1String("\"applied\": bool")));
        QCOMPARE(toolshelf(m_source, {QStringLiteral("import-bundle")}).code, 2);
    }

    void dryRunChangesNothingThenImports()
    {
        const QString profile = freshProfile();
        const QString before = state(profile);
        const Run dry = toolshelf(profile,
                                  {QStringLiteral("import-bundle"), m_bundle,
                                   QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QVERIFY2(dry.code == 0, qPrintable(dry.err));
        QJsonObject plan = preview(dry);
        QCOMPARE(plan.value(QStringLiteral("applied")).toBool(true), false);
        QCOMPARE(actions(plan, QStringLiteral("providers")),
                 (QStringList {QStringLiteral("add"), QStringLiteral("add")}));
        QCOMPARE(actions(plan, QStringLiteral("tools")),
                 (QStringList {QStringLiteral("add"), QStringLiteral("add")}));
        QCOMPARE(actions(plan, QStringLiteral("overrides")), QStringList {QStringLiteral("add")});
        QCOMPARE(state(profile), before);

        const Run text = toolshelf(profile, {QStringLiteral("import-bundle"), m_bundle});
        QVERIFY2(text.code == 0, qPrintable(text.err));
        QVERIFY2(text.out.contains(QLatin1String("New provider Demo at")), qPrintable(text.out));
        QVERIFY(text.out.contains(
            QLatin1String("New tool Demo/lookup_weather_by_city, pinned to version 1")));
        QVERIFY(text.out.contains(QLatin1String("Imported.")));
        QVERIFY(state(profile) != before);

        const Run again = toolshelf(
            profile, {QStringLiteral("import-bundle"), m_bundle, QStringLiteral("--json")});
        QCOMPARE(again.code, 0);
        plan = preview(again);
        QCOMPARE(actions(plan, QStringLiteral("providers")),
                 (QStringList {QStringLiteral("reuse"), QStringLiteral("reuse")}));
        QCOMPARE(actions(plan, QStringLiteral("tools")),
                 (QStringList {QStringLiteral("unchanged"), QStringLiteral("unchanged")}));
        QCOMPARE(actions(plan, QStringLiteral("overrides")),
                 QStringList {QStringLiteral("unchanged")});
    }

    // The user's "Demo" is somewhere else: the bundle's Demo must not get
    // its name, or the user's credentials for Demo would go to the bundle's URL.
    void anotherUrlIsImportedUnderANewName()
    {
        const QString profile = freshProfile();
        const QUrl elsewhere(QStringLiteral("https://demo.internal.example/a2t"));
        QCOMPARE(toolshelf(profile,
                           {QStringLiteral("provider"), QStringLiteral("add"),
                            QStringLiteral("--dialect"), QStringLiteral("a2t"),
                            QStringLiteral("Demo"), elsewhere.toString()})
                     .code,
                 0);
        const Run r = toolshelf(
            profile, {QStringLiteral("import-bundle"), m_bundle, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject demo
            = preview(r).value(QStringLiteral("providers")).toArray().at(0).toObject();
        QCOMPARE(demo.value(QStringLiteral("action")).toString(), QStringLiteral("add-renamed"));
        QCOMPARE(demo.value(QStringLiteral("localName")).toString(),
                 QStringLiteral("Demo (imported)"));
        const Toolshelf::ProviderRegistry providers = registry(profile);
        QCOMPARE(providers.find(QStringLiteral("Demo"))->baseUrl, elsewhere);
        QCOMPARE(providers.find(QStringLiteral("Demo (imported)"))->baseUrl, m_server->baseUrl(0));
        const QJsonObject shown
            = toolshelf(profile,
                        {QStringLiteral("show"), QStringLiteral("--json"),
                         QStringLiteral("Demo (imported)/lookup_weather_by_city")})
                  .object();
        QCOMPARE(shown.value(QStringLiteral("version")).toInteger(), 1);
        QVERIFY(toolshelf(profile,
                          {QStringLiteral("search"), QStringLiteral("--json"),
                           QStringLiteral("--provider"), QStringLiteral("Demo")})
                    .array()
                    .isEmpty());
    }

    void conflictingOverrides()
    {
        const QString profile = freshProfile();
        QCOMPARE(toolshelf(profile, {QStringLiteral("import-bundle"), m_bundle}).code, 0);
        const QString weather = QStringLiteral("Demo/lookup_weather_by_city");
        QCOMPARE(toolshelf(profile,
                           {QStringLiteral("override"), weather, QStringLiteral("--description"),
                            QStringLiteral("Mine.")})
                     .code,
                 0);
        const auto text = [&] {
            return toolshelf(profile, {QStringLiteral("show"), QStringLiteral("--json"), weather})
                .object()
                .value(QStringLiteral("signature"))
                .toObject()
                .value(QStringLiteral("description"))
                .toString();
        };
        const Run kept = toolshelf(profile, {QStringLiteral("import-bundle"), m_bundle});
        QCOMPARE(kept.code, 0);
        QVERIFY2(kept.out.contains(QLatin1String("yours is kept")), qPrintable(kept.out));
        QCOMPARE(text(), QStringLiteral("Mine."));
        const Run replaced = toolshelf(
            profile,
            {QStringLiteral("import-bundle"), m_bundle, QStringLiteral("--replace-overrides")});
        QCOMPARE(replaced.code, 0);
        QVERIFY(replaced.out.contains(QLatin1String("replaces yours")));
        QCOMPARE(text(), QStringLiteral("Bundled words."));
    }

    void hostileBundlesAreRefused_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("message");
        QTest::newRow("dot-dot") << QStringLiteral("../evil.json") << QStringLiteral("\"..\"");
        QTest::newRow("absolute") << QStringLiteral("/etc/evil.json") << QStringLiteral("absolute");
        QTest::newRow("unlisted") << QStringLiteral("tools/extra.json")
                                  << QStringLiteral("does not list");
    }

    void hostileBundlesAreRefused()
    {
        QFETCH(QString, entry);
        QFETCH(QString, message);
        const QString hostile = m_dir.filePath(QStringLiteral("hostile%1.zip").arg(++m_counter));
        QVERIFY(QFile::copy(m_bundle, hostile));
        {
            QuaZip zip(hostile);
            QVERIFY(zip.open(QuaZip::mdAdd));
            QuaZipFile file(&zip);
            QVERIFY(file.open(QIODevice::WriteOnly, QuaZipNewInfo(entry)));
            file.write("{}");
            file.close();
            zip.close();
        }
        const QString profile = freshProfile();
        QVERIFY(makeProfile(profile, *m_server));
        const QString before = state(profile);
        const Run r = toolshelf(profile, {QStringLiteral("import-bundle"), hostile});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("the bundle is refused")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(state(profile), before);
    }
};

QTEST_GUILESS_MAIN(tst_ImportBundleCommand)
#include "tst_importbundlecommand.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/providerregistry.h"

#include "dialects/files/filesdialect.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Toolshelf;

namespace {

Provider provider(const QString &name, const QString &url, AuthMethod auth = AuthMethod::None)
{
    Provider p;
    p.name = name;
    p.baseUrl = QUrl(url);
    p.auth = auth;
    return p;
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

} // namespace

class tst_ProviderRegistry : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void init()
    {
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("none.json")).toUtf8());
    }
    void cleanup() { qunsetenv("TOOLSHELF_MANAGED_PROVIDERS"); }

    void savesAndLoads()
    {
        const Profile profile = Profile::at(m_dir.filePath(QStringLiteral("a")));
        ProviderRegistry registry(profile);
        QString error;
        QVERIFY(registry.load(&error));
        QVERIFY(registry.providers().isEmpty());
        Provider oauth
            = provider(QStringLiteral("Acme"), QStringLiteral("https://api.acme.example/v1"),
                       AuthMethod::OAuth2AuthorizationCode);
        oauth.clientId = QStringLiteral("toolshelf");
        oauth.tokenUrl = QUrl(QStringLiteral("https://api.acme.example/oauth/token"));
        oauth.authorizationUrl = QUrl(QStringLiteral("https://api.acme.example/oauth/authorize"));
        oauth.scope = QStringLiteral("tools.read");
        QVERIFY(!registry.add(oauth));
        Provider key = provider(QStringLiteral("Weather"),
                                QStringLiteral("http://127.0.0.1:8080/w"), AuthMethod::ApiKey);
        key.apiKeyHeader = QStringLiteral("X-Weather-Key");
        QVERIFY(!registry.add(key));
        QVERIFY2(registry.save(&error), qPrintable(error));
        // Private to the user: a provider file names internal hosts.
        QCOMPARE(QFileInfo(profile.configDirectory()).permissions()
                     & (QFile::ReadOther | QFile::ReadGroup),
                 QFileDevice::Permissions());

        // Each has an identity of its own, which lasts; files to exchange never carry it.
        const QList<Provider> saved = registry.providers();
        QCOMPARE(saved.size(), 2);
        QVERIFY(!QUuid(saved.at(0).id).isNull());
        QVERIFY(!QUuid(saved.at(1).id).isNull());
        QVERIFY(saved.at(0).id != saved.at(1).id);
        oauth.id = saved.at(0).id;
        key.id = saved.at(1).id;
        QCOMPARE(saved, (QList<Provider> {oauth, key}));
        QVERIFY(!ProviderRegistry::toJson(saved).contains(saved.at(0).id.toUtf8()));

        ProviderRegistry again(profile);
        QVERIFY(again.load(&error));
        QCOMPARE(again.providers(), saved);
    }

    // An import or a bundle brings settings, never an identity: a file
    // cannot make a provider take over another's secrets.
    void idsComeOnlyFromTheProfile()
    {
        const auto parsed = ProviderRegistry::fromJson(
            "{\"providers\": [{\"name\": \"a\", \"baseUrl\": \"https://x.example\", "
            "\"id\": \"4f1b7a52-0c2e-4d8b-9f3a-6e5d2c1b0a97\", \"legacySecretBinding\": \"x\"}]}");
        QVERIFY(std::holds_alternative<QList<Provider>>(parsed));
        QVERIFY(std::get<QList<Provider>>(parsed).first().id.isEmpty());
        QVERIFY(std::get<QList<Provider>>(parsed).first().legacyBinding.isEmpty());

        ProviderRegistry registry(Profile::at(m_dir.filePath(QStringLiteral("ids"))));
        QString error;
        QVERIFY(registry.load(&error));
        Provider claimed = provider(QStringLiteral("a"), QStringLiteral("https://x.example"));
        claimed.id = QStringLiteral("managed:Corp");
        claimed.legacyBinding = QStringLiteral("bearer https://x.example:443");
        QVERIFY(!registry.add(claimed));
        const Provider added = registry.find(QStringLiteral("a")).value();
        QVERIFY(!QUuid(added.id).isNull());
        QVERIFY(added.legacyBinding.isEmpty());
        claimed.id = QStringLiteral("another");
        claimed.baseUrl = QUrl(QStringLiteral("https://y.example"));
        QVERIFY(!registry.update(claimed));
        QCOMPARE(registry.find(QStringLiteral("a"))->id, added.id);
        QCOMPARE(registry.find(QStringLiteral("a"))->baseUrl, claimed.baseUrl);
        // Removed and added again: a new identity, so the old secrets stay behind.
        QVERIFY(!registry.remove(QStringLiteral("a")));
        QVERIFY(!registry.add(claimed));
        QVERIFY(registry.find(QStringLiteral("a"))->id != added.id);
    }

    // A file of an earlier version has no ids: each provider gets one, saved
    // at once, and may adopt the secret filed under its name only while its
    // settings stay as they were.
    void earlierFilesGetIds()
    {
        const QString managed = m_dir.filePath(QStringLiteral("managed-earlier.json"));
        QVERIFY(writeFile(managed,
                          ProviderRegistry::toJson({provider(QStringLiteral("Corp"),
                                                             QStringLiteral("https://corp.example"),
                                                             AuthMethod::Bearer)})));
        qputenv("TOOLSHELF_MANAGED_PROVIDERS", managed.toUtf8());
        const QByteArray earlier = ProviderRegistry::toJson(
            {provider(QStringLiteral("Keyed"), QStringLiteral("https://k.example/a2t"),
                      AuthMethod::Bearer),
             provider(QStringLiteral("Open"), QStringLiteral("https://o.example")),
             provider(QStringLiteral("Corp"), QStringLiteral("https://mine.example"),
                      AuthMethod::Bearer)});
        QList<Provider> first;
        for (const char *folder : {"earlier1", "earlier2"}) {
            const Profile profile = Profile::at(m_dir.filePath(QString::fromLatin1(folder)));
            QString error;
            QVERIFY(profile.ensureDirectories(&error));
            QVERIFY(writeFile(profile.providersFile(), earlier));
            ProviderRegistry registry(profile);
            QVERIFY2(registry.load(&error), qPrintable(error));
            const Provider keyed = registry.find(QStringLiteral("Keyed")).value();
            QCOMPARE(keyed.legacyBinding, QStringLiteral("bearer https://k.example:443"));
            QVERIFY(registry.find(QStringLiteral("Open"))->legacyBinding.isEmpty());
            // The secret under "Corp" may have been the administrator's.
            QCOMPARE(registry.shadowed().size(), 1);
            QVERIFY(registry.shadowed().first().legacyBinding.isEmpty());
            QVERIFY(!QUuid(registry.shadowed().first().id).isNull());
            // Written at once, so the ids last.
            ProviderRegistry again(profile);
            QVERIFY(again.load(&error));
            QCOMPARE(again.providers(), registry.providers());
            QCOMPARE(again.shadowed(), registry.shadowed());
            // The same in every profile that loads the same file.
            if (first.isEmpty())
                first = registry.providers();
            else
                QCOMPARE(registry.providers(), first);
        }
    }

    // Hand-edited ids that are no UUID, or twice the same, are replaced.
    void badIdsAreReplaced()
    {
        const Profile profile = Profile::at(m_dir.filePath(QStringLiteral("bad-ids")));
        QString error;
        QVERIFY(profile.ensureDirectories(&error));
        QVERIFY(writeFile(
            profile.providersFile(),
            "{\"version\": 1, \"providers\": ["
            "{\"name\": \"a\", \"baseUrl\": \"https://a.example\", \"id\": \"managed:Corp\"},"
            "{\"name\": \"b\", \"baseUrl\": \"https://b.example\", "
            "\"id\": \"4f1b7a52-0c2e-4d8b-9f3a-6e5d2c1b0a97\"},"
            "{\"name\": \"c\", \"baseUrl\": \"https://c.example\", "
            "\"id\": \"4f1b7a52-0c2e-4d8b-9f3a-6e5d2c1b0a97\"}]}"));
        ProviderRegistry registry(profile);
        QVERIFY2(registry.load(&error), qPrintable(error));
        const QList<Provider> loaded = registry.providers();
        QVERIFY(!QUuid(loaded.at(0).id).isNull());
        QCOMPARE(loaded.at(1).id, QStringLiteral("4f1b7a52-0c2e-4d8b-9f3a-6e5d2c1b0a97"));
        QVERIFY(!QUuid(loaded.at(2).id).isNull());
        QVERIFY(loaded.at(2).id != loaded.at(1).id);
    }

    void validates_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("url");
        QTest::addColumn<int>("auth");
        QTest::addColumn<QString>("problem");
        const int none = int(AuthMethod::None);
        QTest::newRow("ok") << QStringLiteral("a") << QStringLiteral("https://x.example") << none
                            << QString();
        QTest::newRow("empty name") << QStringLiteral(" ") << QStringLiteral("https://x.example")
                                    << none << QStringLiteral("name is empty");
        QTest::newRow("slash in name")
            << QStringLiteral("a/b") << QStringLiteral("https://x.example") << none
            << QStringLiteral("slashes");
        QTest::newRow("bidi in name")
            << QStringLiteral("a\u202Eb") << QStringLiteral("https://x.example") << none
            << QStringLiteral("control");
        QTest::newRow("long name") << QString(101, u'a') << QStringLiteral("https://x.example")
                                   << none << QStringLiteral("longer than");
        QTest::newRow("ftp") << QStringLiteral("a") << QStringLiteral("ftp://x.example") << none
                             << QStringLiteral("http or https");
        QTest::newRow("relative") << QStringLiteral("a") << QStringLiteral("/tools") << none
                                  << QStringLiteral("http or https");
        QTest::newRow("password in url")
            << QStringLiteral("a") << QStringLiteral("https://u:p@x.example") << none
            << QStringLiteral("password");
        QTest::newRow("oauth without client")
            << QStringLiteral("a") << QStringLiteral("https://x.example")
            << int(AuthMethod::OAuth2ClientCredentials) << QStringLiteral("client id");
        QTest::newRow("browser without authorization url")
            << QStringLiteral("a") << QStringLiteral("https://x.example")
            << int(AuthMethod::OAuth2AuthorizationCode) << QStringLiteral("authorization URL");
    }

    void validates()
    {
        QFETCH(QString, name);
        QFETCH(QString, url);
        QFETCH(int, auth);
        QFETCH(QString, problem);
        const auto result = ProviderRegistry::validate(provider(name, url, AuthMethod(auth)));
        QCOMPARE(result.has_value(), !problem.isEmpty());
        if (result)
            QVERIFY2(result->contains(problem), qPrintable(*result));
    }

    // Declaration files: a path on this computer read without signing in,
    // or one document at an https URL; never plain http.
    void validatesFiles_data()
    {
        QTest::addColumn<QUrl>("url");
        QTest::addColumn<int>("auth");
        QTest::addColumn<QString>("problem");
        const int none = int(AuthMethod::None);
        QTest::newRow("folder") << QUrl::fromLocalFile(QStringLiteral("/srv/tools")) << none
                                << QString();
        QTest::newRow("https document") << QUrl(QStringLiteral("https://x.example/tools.json"))
                                        << int(AuthMethod::Bearer) << QString();
        QTest::newRow("folder signing in")
            << QUrl::fromLocalFile(QStringLiteral("/srv/tools")) << int(AuthMethod::Bearer)
            << QStringLiteral("without signing in");
        QTest::newRow("relative path")
            << QUrl(QStringLiteral("file:tools")) << none << QStringLiteral("absolute path");
        QTest::newRow("plain http") << QUrl(QStringLiteral("http://x.example/tools.json")) << none
                                    << QStringLiteral("https only");
        QTest::newRow("ftp") << QUrl(QStringLiteral("ftp://x.example/tools.json")) << none
                             << QStringLiteral("https:// URL");
        QTest::newRow("password in url") << QUrl(QStringLiteral("https://u:p@x.example/tools.json"))
                                         << none << QStringLiteral("password");
    }

    void validatesFiles()
    {
        QFETCH(QUrl, url);
        QFETCH(int, auth);
        QFETCH(QString, problem);
        Provider files;
        files.name = QStringLiteral("Team");
        files.dialect = FilesDialect::DialectId;
        files.baseUrl = url;
        files.auth = AuthMethod(auth);
        const auto result = ProviderRegistry::validate(files);
        QCOMPARE(result.has_value(), !problem.isEmpty());
        if (result)
            QVERIFY2(result->contains(problem), qPrintable(*result));
    }

    // Saved and read back, a path with spaces and accents is the same path.
    void filesLocationsReadBack()
    {
        Provider files;
        files.name = QStringLiteral("Team");
        files.dialect = FilesDialect::DialectId;
        files.baseUrl = filesLocation(m_dir.filePath(QStringLiteral("team tools/déclarations")));
        QVERIFY(files.baseUrl.isLocalFile());
        const auto read = ProviderRegistry::fromJson(ProviderRegistry::toJson({files}));
        QVERIFY(std::holds_alternative<QList<Provider>>(read));
        const Provider back = std::get<QList<Provider>>(read).constFirst();
        QCOMPARE(back.baseUrl.toLocalFile(), files.baseUrl.toLocalFile());
        QCOMPARE(back.dialect, FilesDialect::DialectId);
        QCOMPARE(
            providerLocation(back),
            QDir::toNativeSeparators(m_dir.filePath(QStringLiteral("team tools/déclarations"))));
        // Typed: relative to the current folder, "~" the home folder, URLs as they are.
        QCOMPARE(filesLocation(QStringLiteral("~/tools")).toLocalFile(),
                 QDir::homePath() + QStringLiteral("/tools"));
        QCOMPARE(filesLocation(QStringLiteral("tools/../x")).toLocalFile(),
                 QDir::currentPath() + QStringLiteral("/x"));
        QCOMPARE(filesLocation(QStringLiteral("https://x.example/t.json")).scheme(),
                 QStringLiteral("https"));
        QVERIFY(!filesLocation(QStringLiteral("  ")).isValid());
    }

    void refusesDuplicatesAndUnknownNames()
    {
        ProviderRegistry registry(Profile::at(m_dir.filePath(QStringLiteral("b"))));
        QString error;
        QVERIFY(registry.load(&error));
        QVERIFY(!registry.add(provider(QStringLiteral("a"), QStringLiteral("https://x.example"))));
        QVERIFY(registry.add(provider(QStringLiteral("a"), QStringLiteral("https://y.example"))));
        QVERIFY(registry.remove(QStringLiteral("zzz")));
        QVERIFY(
            registry.update(provider(QStringLiteral("zzz"), QStringLiteral("https://y.example"))));
    }

    // The administrator's providers appear locked; users cannot change or remove them.
    void managedProvidersAreLocked()
    {
        const QString managed = m_dir.filePath(QStringLiteral("managed.json"));
        QVERIFY(writeFile(
            managed,
            ProviderRegistry::toJson(
                {provider(QStringLiteral("Corp"), QStringLiteral("https://tools.corp.example"))})));
        qputenv("TOOLSHELF_MANAGED_PROVIDERS", managed.toUtf8());
        const Profile profile = Profile::at(m_dir.filePath(QStringLiteral("c")));
        ProviderRegistry registry(profile);
        QString error;
        QVERIFY2(registry.load(&error), qPrintable(error));
        QCOMPARE(registry.providers().size(), 1);
        QVERIFY(registry.providers().first().locked);
        QVERIFY(registry.remove(QStringLiteral("Corp"))->contains(QLatin1String("administrator")));
        QVERIFY(
            registry
                .update(provider(QStringLiteral("Corp"), QStringLiteral("https://evil.example")))
                ->contains(QLatin1String("administrator")));
        QCOMPARE(registry.providers().first().id, QStringLiteral("managed:Corp"));
        // Saving never copies managed ones.
        QVERIFY(!registry.add(
            provider(QStringLiteral("Mine"), QStringLiteral("https://mine.example"))));
        QVERIFY(registry.save(&error));
        QFile own(profile.providersFile());
        QVERIFY(own.open(QIODevice::ReadOnly));
        QVERIFY(!own.readAll().contains("Corp"));
    }

    // A user provider with a managed provider's name is set aside, shown,
    // kept in the user's file untouched, and never merged into the managed one.
    void sameNameAsAManagedProvider()
    {
        const Profile profile = Profile::at(m_dir.filePath(QStringLiteral("clash")));
        ProviderRegistry before(profile);
        QString error;
        QVERIFY(before.load(&error));
        Provider mine = provider(QStringLiteral("Corp"), QStringLiteral("https://mine.example"),
                                 AuthMethod::ApiKey);
        mine.apiKeyHeader = QStringLiteral("X-Mine");
        QVERIFY(!before.add(mine));
        QVERIFY(before.save(&error));
        mine = before.find(mine.name).value();

        const QString managed = m_dir.filePath(QStringLiteral("managed-clash.json"));
        QVERIFY(writeFile(managed,
                          ProviderRegistry::toJson({provider(QStringLiteral("Corp"),
                                                             QStringLiteral("https://corp.example"),
                                                             AuthMethod::Bearer)})));
        qputenv("TOOLSHELF_MANAGED_PROVIDERS", managed.toUtf8());
        ProviderRegistry registry(profile);
        QVERIFY2(registry.load(&error), qPrintable(error));
        QCOMPARE(registry.providers().size(), 1);
        const Provider corp = registry.find(QStringLiteral("Corp")).value();
        QVERIFY(corp.locked);
        QCOMPARE(corp.id, QStringLiteral("managed:Corp"));
        QCOMPARE(corp.baseUrl, QUrl(QStringLiteral("https://corp.example")));
        QCOMPARE(corp.auth, AuthMethod::Bearer);
        QCOMPARE(registry.shadowed(), QList<Provider> {mine});
        const QString reason = ProviderRegistry::shadowedReason(mine);
        QVERIFY2(reason.contains(QLatin1String("toolshelf provider remove Corp")),
                 qPrintable(reason));
        QVERIFY(reason.contains(QLatin1String("https://mine.example")));

        // Saving keeps it, id and all.
        QVERIFY(registry.save(&error));
        ProviderRegistry reloaded(profile);
        QVERIFY(reloaded.load(&error));
        QCOMPARE(reloaded.shadowed(), QList<Provider> {mine});
        // The user resolves the clash by removing theirs; the managed one stays.
        QVERIFY(reloaded.remove(QStringLiteral("Corp"))->contains(QLatin1String("administrator")));
        QVERIFY(!reloaded.removeShadowed(QStringLiteral("Corp")));
        QVERIFY(reloaded.removeShadowed(QStringLiteral("Corp")));
        QVERIFY(reloaded.save(&error));
        qunsetenv("TOOLSHELF_MANAGED_PROVIDERS");
        ProviderRegistry alone(profile);
        QVERIFY(alone.load(&error));
        QVERIFY(alone.providers().isEmpty());
    }

    void readsProviderFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem");
        QTest::newRow("ok") << QByteArray("{\"version\": 1, \"providers\": [{\"name\": \"a\", "
                                          "\"baseUrl\": \"https://x.example\"}]}")
                            << QString();
        QTest::newRow("n-act dialect")
            << QByteArray("{\"providers\": [{\"name\": \"a\", \"baseUrl\": \"https://x.example\", "
                          "\"dialect\": \"N-ACT\"}]}")
            << QString();
        QTest::newRow("secret") << QByteArray("{\"providers\": [{\"name\": \"a\", \"baseUrl\": "
                                              "\"https://x.example\", \"clientSecret\": \"s\"}]}")
                                << QStringLiteral("never carry secrets");
        QTest::newRow("malformed")
            << QByteArray("{\"providers\": [") << QStringLiteral("malformed JSON");
        QTest::newRow("duplicate key") << QByteArray("{\"providers\": [], \"providers\": []}")
                                       << QStringLiteral("duplicate key");
        QTest::newRow("wrong shape") << QByteArray("[]") << QStringLiteral("expected");
        QTest::newRow("newer file") << QByteArray("{\"version\": 9, \"providers\": []}")
                                    << QStringLiteral("newer Toolshelf");
        QTest::newRow("unknown dialect")
            << QByteArray("{\"providers\": [{\"name\": \"a\", \"baseUrl\": \"https://x.example\", "
                          "\"dialect\": \"smoke-signals\"}]}")
            << QStringLiteral("unknown dialect \"smoke-signals\"");
        QTest::newRow("unknown auth")
            << QByteArray("{\"providers\": [{\"name\": \"a\", \"baseUrl\": \"https://x.example\", "
                          "\"auth\": \"kerberos\"}]}")
            << QStringLiteral("unknown auth");
        QTest::newRow("twice") << QByteArray(
            "{\"providers\": [{\"name\": \"a\", \"baseUrl\": \"https://x.example\"}, {\"name\": "
            "\"a\", \"baseUrl\": \"https://y.example\"}]}")
                               << QStringLiteral("listed twice");
        QTest::newRow("number") << QByteArray(
            "{\"providers\": [{\"name\": 5, \"baseUrl\": \"https://x.example\"}]}")
                                << QStringLiteral("must be a string");
    }

    void readsProviderFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        const auto result = ProviderRegistry::fromJson(json);
        QCOMPARE(std::holds_alternative<QString>(result), !problem.isEmpty());
        if (!problem.isEmpty())
            QVERIFY2(std::get<QString>(result).contains(problem),
                     qPrintable(std::get<QString>(result)));
    }

    // A former name is read as the dialect's id, which is what is written back.
    void formerDialectNamesAreReadAsTheId()
    {
        const auto result = ProviderRegistry::fromJson(
            "{\"providers\": [{\"name\": \"a\", \"baseUrl\": \"https://x.example\", "
            "\"dialect\": \"N-ACT\"}]}");
        QVERIFY(!std::holds_alternative<QString>(result));
        const QString json = QString::fromUtf8(ProviderRegistry::toJson(std::get<0>(result)));
        QVERIFY2(json.contains(QStringLiteral("\"dialect\": \"a2t\"")), qPrintable(json));
    }

    void profileLocations()
    {
        const Profile profile = Profile::at(m_dir.filePath(QStringLiteral("p")));
        QVERIFY(profile.catalogFile().startsWith(profile.dataDirectory()));
        QVERIFY(profile.providersFile().startsWith(profile.configDirectory()));
        QVERIFY(Profile::at(m_dir.filePath(QStringLiteral("q"))).keychainService()
                != profile.keychainService());
        qputenv("TOOLSHELF_HOME", m_dir.filePath(QStringLiteral("home")).toUtf8());
        QCOMPARE(Profile::resolve().configDirectory(),
                 Profile::at(m_dir.filePath(QStringLiteral("home"))).configDirectory());
        QCOMPARE(Profile::resolve(m_dir.filePath(QStringLiteral("x"))).dataDirectory(),
                 Profile::at(m_dir.filePath(QStringLiteral("x"))).dataDirectory());
        qunsetenv("TOOLSHELF_HOME");
    }
};

QTEST_GUILESS_MAIN(tst_ProviderRegistry)
#include "tst_providerregistry.moc"

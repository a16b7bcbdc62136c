#include "providerregistry.h"

#include <QTemporaryDir>
#include <QTest>

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

        ProviderRegistry again(profile);
        QVERIFY(again.load(&error));
        QCOMPARE(again.providers(), (QList<Provider> {oauth, key}));
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
        // A user entry with a managed name is shadowed, and saving never copies managed ones.
        QVERIFY(!registry.add(
            provider(QStringLiteral("Mine"), QStringLiteral("https://mine.example"))));
        QVERIFY(registry.save(&error));
        QFile own(profile.providersFile());
        QVERIFY(own.open(QIODevice::ReadOnly));
        QVERIFY(!own.readAll().contains("Corp"));
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

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogdatabase.h"
#include "catalogstaging.h"
#include "cli/commandline.h"
#include "providers/credentialstore.h"
#include "providers/providerregistry.h"
#include "signaturefixtures.h"
#include "userdataedits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

class tst_ProviderCommand : public QObject
{
    Q_OBJECT

    struct Run
    {
        int code = -1;
        QString out;
        QString err;
    };

    QTemporaryDir m_dir;
    QString m_profile;

    Run toolshelf(const QStringList &arguments)
    {
        Run result;
        QTextStream out(&result.out);
        QTextStream err(&result.err);
        CommandIo io {out, err};
        CommandLine commandLine;
        QSignalSpy finished(&commandLine, &CommandLine::finished);
        result.code = commandLine.run(
            QStringList {QStringLiteral("toolshelf"), QStringLiteral("--profile"), m_profile}
                + arguments,
            io);
        if (result.code == Command::Pending)
            result.code = finished.wait(30000) ? finished.first().at(0).toInt() : -2;
        out.flush();
        err.flush();
        return result;
    }

    // The provider as the profile has it, id and all.
    Provider registered(const QString &name)
    {
        ProviderRegistry registry(Profile::resolve(m_profile));
        QString error;
        if (!registry.load(&error))
            qFatal("%s", qPrintable(error));
        const auto found = registry.find(name);
        if (!found)
            qFatal("no provider %s", qPrintable(name));
        return *found;
    }

private Q_SLOTS:
    void init()
    {
        static int counter = 0;
        m_profile = m_dir.filePath(QStringLiteral("profile%1").arg(++counter));
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("managed.json")).toUtf8());
    }

    void addListRemove()
    {
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("add"),
                            QStringLiteral("--dialect"), QStringLiteral("a2t"),
                            QStringLiteral("Weather"), QStringLiteral("http://127.0.0.1:8080/w"),
                            QStringLiteral("--auth"), QStringLiteral("api-key"),
                            QStringLiteral("--header"), QStringLiteral("X-Key")})
                     .code,
                 0);
        const Run listed = toolshelf(
            {QStringLiteral("provider"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(listed.code, 0);
        const QJsonArray providers = QJsonDocument::fromJson(listed.out.toUtf8()).array();
        QCOMPARE(providers.size(), 1);
        QCOMPARE(providers.at(0)[QStringLiteral("name")].toString(), QStringLiteral("Weather"));
        QCOMPARE(providers.at(0)[QStringLiteral("auth")].toString(), QStringLiteral("api-key"));
        QCOMPARE(providers.at(0)[QStringLiteral("apiKeyHeader")].toString(),
                 QStringLiteral("X-Key"));
        QCOMPARE(providers.at(0)[QStringLiteral("locked")].toBool(), false);
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("remove"),
                            QStringLiteral("Weather")})
                     .code,
                 0);
        QVERIFY(toolshelf({QStringLiteral("provider"), QStringLiteral("list")}).out.isEmpty());
    }

    // Removing a provider takes its secrets and catalog data with it, the
    // user's pins too: nothing attaches to a later provider of its name.
    void removeDropsSecretsCatalogAndPins()
    {
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("add"),
                            QStringLiteral("--dialect"), QStringLiteral("a2t"),
                            QStringLiteral("Gone"), QStringLiteral("http://127.0.0.1:9/g"),
                            QStringLiteral("--auth"), QStringLiteral("bearer")})
                     .code,
                 0);
        const Profile profile = Profile::resolve(m_profile);
        const Provider gone = registered(QStringLiteral("Gone"));
        {
            CredentialStore credentials(profile.keychainService());
            QSignalSpy written(&credentials, &CredentialStore::writeFinished);
            credentials.write(gone, SecretKind::Secret, "t0ken");
            QVERIFY(written.wait(10000));
            CatalogDatabase db;
            QString error;
            QVERIFY2(db.open(profile.catalogFile(), &error), qPrintable(error));
            const qint64 sync = db.beginSync(QStringLiteral("Gone"), QStringLiteral("a2t"), &error);
            ParsedDocument page
                = SignatureParser::parseDocument(Fixtures::json(Fixtures::validTool()));
            QVERIFY(db.stage(sync, Staging::read(QStringLiteral("Gone"), page.signatures),
                             StageKind::Listing, &error));
            QVERIFY(db.commitSync(sync, nullptr, &error));
            QVERIFY(userData(db).pin(QStringLiteral("Gone"),
                                     page.signatures.first().signature.toolId, 1, &error));
        }
        QCOMPARE(toolshelf(
                     {QStringLiteral("provider"), QStringLiteral("remove"), QStringLiteral("Gone")})
                     .code,
                 0);

        CatalogDatabase db;
        QString error;
        QVERIFY(db.open(profile.catalogFile(), &error));
        QCOMPARE(db.toolCount(QStringLiteral("Gone")), 0);
        QCOMPARE(db.pins(QStringLiteral("Gone")).size(), 0);
        CredentialStore credentials(profile.keychainService());
        QSignalSpy read(&credentials, &CredentialStore::readFinished);
        credentials.read(gone, SecretKind::Secret);
        QVERIFY(read.wait(10000));
        QCOMPARE(read.first().at(2).value<SecretStatus>(), SecretStatus::NotFound);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::newRow("no subcommand") << QStringList {QStringLiteral("provider")} << 2;
        QTest::newRow("bad url") << QStringList {QStringLiteral("provider"), QStringLiteral("add"),
                                                 QStringLiteral("a"), QStringLiteral("ftp://x")}
                                 << 1;
        QTest::newRow("bad auth") << QStringList {QStringLiteral("provider"),
                                                  QStringLiteral("add"),
                                                  QStringLiteral("a"),
                                                  QStringLiteral("https://x.example"),
                                                  QStringLiteral("--auth"),
                                                  QStringLiteral("magic")}
                                  << 2;
        QTest::newRow("missing url")
            << QStringList {QStringLiteral("provider"), QStringLiteral("add"), QStringLiteral("a")}
            << 2;
        QTest::newRow("remove unknown")
            << QStringList {QStringLiteral("provider"), QStringLiteral("remove"),
                            QStringLiteral("a")}
            << 1;
        QTest::newRow("import missing file")
            << QStringList {QStringLiteral("provider"), QStringLiteral("import"),
                            QStringLiteral("/nonexistent.json")}
            << 2;
    }

    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        const Run r = toolshelf(arguments);
        QCOMPARE(r.code, code);
        QVERIFY(!r.err.isEmpty());
    }

    void exportThenImportIntoAnotherProfile()
    {
        toolshelf({QStringLiteral("provider"), QStringLiteral("add"), QStringLiteral("--dialect"),
                   QStringLiteral("a2t"), QStringLiteral("Acme"),
                   QStringLiteral("https://api.acme.example"), QStringLiteral("--auth"),
                   QStringLiteral("oauth2-code"), QStringLiteral("--client-id"),
                   QStringLiteral("ts"), QStringLiteral("--token-url"),
                   QStringLiteral("https://api.acme.example/token"), QStringLiteral("--auth-url"),
                   QStringLiteral("https://api.acme.example/authorize"), QStringLiteral("--scope"),
                   QStringLiteral("tools")});
        const QString file = m_dir.filePath(QStringLiteral("export.json"));
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("export"), file}).code, 0);
        const QString first = toolshelf({QStringLiteral("provider"), QStringLiteral("list"),
                                         QStringLiteral("--json")})
                                  .out;
        init(); // a fresh profile
        const Run imported
            = toolshelf({QStringLiteral("provider"), QStringLiteral("import"), file});
        QCOMPARE(imported.code, 0);
        QVERIFY(imported.out.contains(QLatin1String("1 added")));
        QCOMPARE(toolshelf(
                     {QStringLiteral("provider"), QStringLiteral("list"), QStringLiteral("--json")})
                     .out,
                 first);
    }

    // An import updates the settings but keeps the identity; one that moves
    // a provider takes the secret given for the old origin with it.
    void importKeepsTheIdentityAndDropsAMovedSecret()
    {
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("add"),
                            QStringLiteral("--dialect"), QStringLiteral("a2t"),
                            QStringLiteral("Vendor"), QStringLiteral("https://a.example/a2t"),
                            QStringLiteral("--auth"), QStringLiteral("bearer")})
                     .code,
                 0);
        const Provider before = registered(QStringLiteral("Vendor"));
        const Profile profile = Profile::resolve(m_profile);
        {
            CredentialStore credentials(profile.keychainService());
            QSignalSpy written(&credentials, &CredentialStore::writeFinished);
            credentials.write(before, SecretKind::Secret, "t0ken");
            QVERIFY(written.wait(10000));
        }
        const QString file = m_dir.filePath(QStringLiteral("moved.json"));
        QFile moved(file);
        QVERIFY(moved.open(QIODevice::WriteOnly));
        moved.write("{\"version\": 1, \"providers\": [{\"name\": \"Vendor\", \"baseUrl\": "
                    "\"https://b.example/a2t\", \"auth\": \"bearer\"}]}");
        moved.close();
        const Run imported
            = toolshelf({QStringLiteral("provider"), QStringLiteral("import"), file});
        QCOMPARE(imported.code, 0);
        QVERIFY2(
            imported.out.contains(QLatin1String("now uses bearer https://b.example:443 instead "
                                                "of bearer https://a.example:443")),
            qPrintable(imported.out));
        QVERIFY(imported.out.contains(QLatin1String("toolshelf login Vendor")));
        const Provider after = registered(QStringLiteral("Vendor"));
        QCOMPARE(after.id, before.id);
        QCOMPARE(after.baseUrl, QUrl(QStringLiteral("https://b.example/a2t")));
        CredentialStore credentials(profile.keychainService());
        QSignalSpy read(&credentials, &CredentialStore::readFinished);
        credentials.read(after, SecretKind::Secret);
        QVERIFY(read.wait(10000));
        QCOMPARE(read.first().at(2).value<SecretStatus>(), SecretStatus::NotFound);
        // Nothing moved this time: nothing to say about secrets.
        const Run again = toolshelf({QStringLiteral("provider"), QStringLiteral("import"), file});
        QCOMPARE(again.code, 0);
        QVERIFY(!again.out.contains(QLatin1String("login")));
    }

    // Your own provider with a managed provider's name is listed as set aside,
    // and `remove` takes yours, never the managed one.
    void shadowedProviderIsListedAndRemovable()
    {
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("add"),
                            QStringLiteral("--dialect"), QStringLiteral("a2t"),
                            QStringLiteral("Corp"), QStringLiteral("https://mine.example")})
                     .code,
                 0);
        QFile managed(m_dir.filePath(QStringLiteral("managed.json")));
        QVERIFY(managed.open(QIODevice::WriteOnly));
        managed.write("{\"version\": 1, \"providers\": [{\"name\": \"Corp\", \"baseUrl\": "
                      "\"https://tools.corp.example\"}]}");
        managed.close();
        const Run listed = toolshelf({QStringLiteral("provider"), QStringLiteral("list")});
        QCOMPARE(listed.code, 0);
        QVERIFY2(
            listed.out.contains(QLatin1String("Corp\thttps://tools.corp.example\tnone\tlocked\n"
                                              "Corp\thttps://mine.example\tnone\tshadowed\n")),
            qPrintable(listed.out));
        QVERIFY(listed.err.contains(QLatin1String("Your own provider Corp")));
        const Run removed = toolshelf(
            {QStringLiteral("provider"), QStringLiteral("remove"), QStringLiteral("Corp")});
        QCOMPARE(removed.code, 0);
        QVERIFY(removed.out.contains(QLatin1String("your administrator's Corp stays")));
        const Run after = toolshelf({QStringLiteral("provider"), QStringLiteral("list")});
        QCOMPARE(after.out, QStringLiteral("Corp\thttps://tools.corp.example\tnone\tlocked\n"));
        // The managed one still cannot be removed.
        QCOMPARE(toolshelf(
                     {QStringLiteral("provider"), QStringLiteral("remove"), QStringLiteral("Corp")})
                     .code,
                 1);
        managed.remove();
    }

    void lockedProvidersCannotBeRemoved()
    {
        QFile managed(m_dir.filePath(QStringLiteral("managed.json")));
        QVERIFY(managed.open(QIODevice::WriteOnly));
        managed.write("{\"version\": 1, \"providers\": [{\"name\": \"Corp\", \"baseUrl\": "
                      "\"https://tools.corp.example\"}]}");
        managed.close();
        const Run listed = toolshelf({QStringLiteral("provider"), QStringLiteral("list")});
        QVERIFY(listed.out.contains(QLatin1String("locked")));
        const Run removed = toolshelf(
            {QStringLiteral("provider"), QStringLiteral("remove"), QStringLiteral("Corp")});
        QCOMPARE(removed.code, 1);
        QVERIFY(removed.err.contains(QLatin1String("administrator")));
        managed.remove();
    }
};

QTEST_GUILESS_MAIN(tst_ProviderCommand)
#include "tst_providercommand.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The real `toolshelf` binary, as a user runs it, in the three ways a secret
// used to follow a provider's name to another origin: an import that moves a
// provider, a removal the keychain did not carry out, and an administrator's
// provider of the same name. A recording server on another port stands for
// the foreign origin and proves the secret never reached it.

#include "providerfixture.h"
#include "recordingserver.h"
#include "toolshelfprocess.h"

#include <QJsonArray>
#include <QProcess>

using namespace Toolshelf;
using namespace Fixture;
using ToolshelfProcess::Result;

namespace {

const QByteArray Secret = "s3cret-for-the-vendor-0b7e41";
const QByteArray ClientSecret = "client-s3cret-5c92d8";
const QByteArray NewSecret = "s3cret-for-the-new-origin-a61f03";

// A D-Bus session address that leads nowhere: the keychain cannot be reached.
QProcessEnvironment withoutKeychain()
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
               QStringLiteral("unix:path=/nonexistent/toolshelf-no-bus"));
    return env;
}

QByteArray providerFile(const QJsonObject &provider)
{
    return QJsonDocument(QJsonObject {{QStringLiteral("version"), 1},
                                      {QStringLiteral("providers"), QJsonArray {provider}}})
        .toJson();
}

} // namespace

class tst_SecretOrigins : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_profile;
    QString m_managed;

    Result toolshelf(const QStringList &arguments, const QByteArray &input = {},
                     const QProcessEnvironment &extra = {})
    {
        return ToolshelfProcess::run(m_profile, m_managed, arguments, input, extra);
    }

    // "Vendor" on the reference provider, signed in with its secret, synced once.
    void addVendor(const ProviderServer &server, const QString &method)
    {
        const QString base = server.baseUrl(0).toString();
        QStringList add {QStringLiteral("provider"), QStringLiteral("add"),
                         QStringLiteral("Vendor"),   base,
                         QStringLiteral("--auth"),   method};
        if (method == QLatin1String("oauth2-client"))
            add << QStringLiteral("--client-id") << QStringLiteral("designer-app")
                << QStringLiteral("--token-url") << base + QStringLiteral("/oauth/token");
        QCOMPARE(toolshelf(add).code, 0);
        const QByteArray secret = method == QLatin1String("oauth2-client") ? ClientSecret : Secret;
        const Result login
            = toolshelf({QStringLiteral("login"), QStringLiteral("Vendor")}, secret + '\n');
        QVERIFY2(login.code == 0, login.err.constData());
        const Result sync = toolshelf({QStringLiteral("sync")});
        QVERIFY2(sync.code == 0, sync.err.constData());
    }

    static std::unique_ptr<ProviderServer> vendorServer(const QTemporaryDir &dir,
                                                        const QString &method)
    {
        ProviderConfig config;
        if (method == QLatin1String("oauth2-client")) {
            config.auth.mode = AuthConfig::Mode::OAuth2;
            config.auth.clientId = QStringLiteral("designer-app");
            config.auth.clientSecret = ClientSecret;
        } else {
            config.auth.mode = AuthConfig::Mode::Bearer;
            config.auth.secret = Secret;
        }
        return startServer(config, demoCatalog(dir));
    }

    // After the user signs in again, the new origin gets the new secret and
    // nothing else: the recorder sees what is sent to it.
    void newSecretReachesTheNewOrigin(const RecordingServer &foreign)
    {
        const Result login
            = toolshelf({QStringLiteral("login"), QStringLiteral("Vendor")}, NewSecret + '\n');
        QVERIFY2(login.code == 0, login.err.constData());
        toolshelf({QStringLiteral("sync"), QStringLiteral("Vendor")});
        QVERIFY2(foreign.received(NewSecret), foreign.describe().constData());
        QVERIFY2(!foreign.received(Secret) && !foreign.received(ClientSecret),
                 foreign.describe().constData());
    }

private Q_SLOTS:
    void init()
    {
        static int counter = 0;
        m_profile = m_dir.filePath(QStringLiteral("profile%1").arg(++counter));
        m_managed = m_dir.filePath(QStringLiteral("managed%1.json").arg(counter));
    }

    // (a) `provider import` that moves a provider: its secret is removed and
    // the user told to log in again; when the keychain cannot remove it, the
    // binding still keeps it from the new origin.
    void importThatMovesAProvider_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("moved");
        QTest::addColumn<bool>("keychainDuringImport");
        for (const bool keychain : {true, false}) {
            const char *how = keychain ? "" : ", no keychain during the import";
            QTest::addRow("bearer, base URL%s", how)
                << QStringLiteral("bearer") << QStringLiteral("baseUrl") << keychain;
            QTest::addRow("oauth2-client, token URL%s", how)
                << QStringLiteral("oauth2-client") << QStringLiteral("tokenUrl") << keychain;
            QTest::addRow("oauth2-client, base URL%s", how)
                << QStringLiteral("oauth2-client") << QStringLiteral("baseUrl") << keychain;
        }
    }

    void importThatMovesAProvider()
    {
        QFETCH(QString, method);
        QFETCH(QString, moved);
        QFETCH(bool, keychainDuringImport);
        auto server = vendorServer(m_dir, method);
        RecordingServer foreign;
        addVendor(*server, method);

        const QString base = server->baseUrl(0).toString();
        QJsonObject vendor {{QStringLiteral("name"), QStringLiteral("Vendor")},
                            {QStringLiteral("baseUrl"), base},
                            {QStringLiteral("auth"), method}};
        if (method == QLatin1String("oauth2-client")) {
            vendor.insert(QStringLiteral("clientId"), QStringLiteral("designer-app"));
            vendor.insert(QStringLiteral("tokenUrl"),
                          QString(base + QStringLiteral("/oauth/token")));
        }
        vendor.insert(moved,
                      foreign
                          .url(moved == QLatin1String("tokenUrl") ? QStringLiteral("/oauth/token")
                                                                  : QStringLiteral("/a2t"))
                          .toString());
        const QString file = m_dir.filePath(QStringLiteral("moved.json"));
        QVERIFY(writeFile(file, providerFile(vendor)));
        const Result imported
            = toolshelf({QStringLiteral("provider"), QStringLiteral("import"), file}, {},
                        keychainDuringImport ? QProcessEnvironment() : withoutKeychain());
        QVERIFY2(imported.code == 0, imported.err.constData());
        const Result sync = toolshelf({QStringLiteral("sync")});
        // First what matters: nothing of the old secret went to the new origin.
        QVERIFY2(!foreign.received(Secret) && !foreign.received(ClientSecret)
                     && !foreign.receivedAuthorization(),
                 foreign.describe().constData());
        QCOMPARE(sync.code, 1);
        QVERIFY2(sync.out.contains("toolshelf login Vendor"), sync.out.constData());
        // And the user was told, when the import moved the provider.
        QVERIFY2(imported.out.contains("toolshelf login Vendor"), imported.out.constData());
        QVERIFY2(keychainDuringImport ? imported.out.contains("its stored secret was removed")
                                      : imported.err.contains("could not be removed"),
                 QByteArray(imported.out + imported.err).constData());
        if (method == QLatin1String("bearer"))
            newSecretReachesTheNewOrigin(foreign);
    }

    // (b) `provider remove` without a keychain says the secret stayed, and a
    // later provider of the same name at another origin never receives it.
    void removalTheKeychainRefused()
    {
        auto server = vendorServer(m_dir, QStringLiteral("bearer"));
        RecordingServer foreign;
        addVendor(*server, QStringLiteral("bearer"));

        const Result removed = toolshelf(
            {QStringLiteral("provider"), QStringLiteral("remove"), QStringLiteral("Vendor")}, {},
            withoutKeychain());
        QVERIFY(!toolshelf({QStringLiteral("provider"), QStringLiteral("list")})
                     .out.contains("Vendor"));
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("add"),
                            QStringLiteral("--dialect"), QStringLiteral("a2t"),
                            QStringLiteral("Vendor"), foreign.url().toString(),
                            QStringLiteral("--auth"), QStringLiteral("bearer")})
                     .code,
                 0);
        const Result sync = toolshelf({QStringLiteral("sync")});
        QVERIFY2(!foreign.received(Secret) && !foreign.receivedAuthorization(),
                 foreign.describe().constData());
        QCOMPARE(sync.code, 1);
        QVERIFY2(sync.out.contains("toolshelf login Vendor"), sync.out.constData());

        // The removal said plainly that the secret stayed, and where.
        QCOMPARE(removed.code, 1);
        QVERIFY2(removed.err.contains("Vendor was removed, but its secret was not"),
                 removed.err.constData());
        QVERIFY2(removed.err.contains("/secret\""), removed.err.constData());
        QVERIFY2(!removed.out.contains("Removed"), removed.out.constData());
        newSecretReachesTheNewOrigin(foreign);
    }

    // (c) An administrator's provider with the user's provider's name: the
    // user's is set aside and shown, never merged, and its key stays home.
    void managedProviderOfTheSameName()
    {
        auto server = vendorServer(m_dir, QStringLiteral("bearer"));
        RecordingServer foreign;
        addVendor(*server, QStringLiteral("bearer"));
        QVERIFY(writeFile(m_managed,
                          providerFile({{QStringLiteral("name"), QStringLiteral("Vendor")},
                                        {QStringLiteral("baseUrl"), foreign.url().toString()},
                                        {QStringLiteral("auth"), QStringLiteral("bearer")}})));

        const Result sync = toolshelf({QStringLiteral("sync")});
        QVERIFY2(!foreign.received(Secret) && !foreign.receivedAuthorization(),
                 foreign.describe().constData());
        QCOMPARE(sync.code, 1);
        QVERIFY2(sync.err.contains("Your own provider Vendor"), sync.err.constData());

        const Result listed = toolshelf(
            {QStringLiteral("provider"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(listed.code, 0);
        const QJsonArray providers = QJsonDocument::fromJson(listed.out).array();
        QCOMPARE(providers.size(), 2);
        QCOMPARE(providers.at(0)[QStringLiteral("locked")].toBool(), true);
        QCOMPARE(providers.at(1)[QStringLiteral("shadowed")].toBool(), true);
        QCOMPARE(providers.at(1)[QStringLiteral("baseUrl")].toString(),
                 server->baseUrl(0).toString());
        QVERIFY(!providers.at(1)[QStringLiteral("reason")].toString().isEmpty());

        // Signing in to the administrator's provider says that it is not the user's.
        const Result login
            = toolshelf({QStringLiteral("login"), QStringLiteral("Vendor")}, NewSecret + '\n');
        QVERIFY2(login.err.contains("Your own provider Vendor"), login.err.constData());

        // Resolved by removing the user's own; the administrator's stays.
        const Result removed = toolshelf(
            {QStringLiteral("provider"), QStringLiteral("remove"), QStringLiteral("Vendor")});
        QVERIFY2(removed.code == 0, removed.err.constData());
        QVERIFY2(removed.out.contains("your administrator's Vendor stays"),
                 removed.out.constData());
        const Result after = toolshelf({QStringLiteral("provider"), QStringLiteral("list")});
        QVERIFY(after.out.contains("locked"));
        QVERIFY(!after.out.contains("shadowed"));
        QVERIFY(after.err.isEmpty());
        toolshelf({QStringLiteral("sync")});
        QVERIFY2(!foreign.received(Secret), foreign.describe().constData());
        newSecretReachesTheNewOrigin(foreign);
    }
};

QTEST_GUILESS_MAIN(tst_SecretOrigins)
#include "tst_secretorigins.moc"

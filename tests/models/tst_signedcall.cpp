// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "blockingserver.h"
#include "client/providerauthenticator.h"
#include "client/signedcall.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"

using namespace Toolshelf;
using namespace Fixture;

class tst_SignedCall : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    // Without a keychain: secrets stay in this process, which is all the test needs.
    std::unique_ptr<CredentialStore> m_credentials;

    void storeSecret(const Provider &provider, const QByteArray &secret)
    {
        QSignalSpy written(m_credentials.get(), &CredentialStore::writeFinished);
        m_credentials->write(provider, SecretKind::Secret, secret);
        QVERIFY(written.wait(10000));
    }

    static ProviderConfig oauth()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::OAuth2;
        config.auth.clientId = QStringLiteral("designer-app");
        config.auth.clientSecret = "client-s3cret";
        return config;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<NetworkResult>();
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_signedcall"));
    }

    void signsTheRequest()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::Bearer;
        config.auth.secret = "t0ken";
        auto server = startServer(config, demoCatalog(m_dir));
        Provider provider;
        provider.name = QStringLiteral("Signed");
        provider.id = QStringLiteral("id-Signed");
        provider.baseUrl = server->baseUrl(0);
        provider.auth = AuthMethod::Bearer;
        storeSecret(provider, "t0ken");
        ProviderAuthenticator authenticator(provider, m_credentials.get(), m_network.get());
        SignedCall call(NetworkRequest::get(at(*server, QStringLiteral("/tools"))), &authenticator,
                        m_network.get());
        QSignalSpy answered(&call, &SignedCall::answered);
        call.start();
        QVERIFY(answered.wait(10000));
        QCOMPARE(answered.first().at(0).value<NetworkResult>().statusCode, 200);
    }

    // With nothing to fetch first, start() sends before it returns (a sync
    // asks for the next page, then works on the current one); nothing here
    // returns to the event loop.
    void sendsAtOnceWhenCredentialsAreAtHand()
    {
        BlockingServer server;
        QVERIFY(server.isListening());
        Provider provider;
        provider.name = QStringLiteral("Open");
        provider.id = QStringLiteral("id-Open");
        provider.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.port()));
        ProviderAuthenticator authenticator(provider, m_credentials.get(), m_network.get());
        QVERIFY(authenticator.canSignNow());
        SignedCall call(
            NetworkRequest::get(provider.baseUrl.resolved(QUrl(QStringLiteral("/tools")))),
            &authenticator, m_network.get());
        call.start();
        const QByteArray head = server.requestHead();
        QVERIFY2(head.startsWith("GET /tools HTTP/1.1"), head.constData());
        call.cancel();
    }

    void reportsMissingCredentials()
    {
        Provider provider;
        provider.name = QStringLiteral("Nobody logged in");
        provider.id = QStringLiteral("id-Nobody logged in");
        provider.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/x"));
        provider.auth = AuthMethod::ApiKey;
        ProviderAuthenticator authenticator(provider, m_credentials.get(), m_network.get());
        SignedCall call(NetworkRequest::get(provider.baseUrl), &authenticator, m_network.get());
        QSignalSpy failed(&call, &SignedCall::failed);
        QSignalSpy answered(&call, &SignedCall::answered);
        call.start();
        QVERIFY(failed.wait(10000));
        const Error error = failed.first().at(0).value<Error>();
        QVERIFY(error.text().contains(QLatin1String("toolshelf login")));
        // Unauthorized at both ends: the call for want of credentials, and
        // the authenticator because none are stored.
        QCOMPARE(error.code(), Error::Code::Unauthorized);
        QCOMPARE(error.rootCode(), Error::Code::Unauthorized);
        QCOMPARE(answered.size(), 0);
    }

    // No token, no call: the call fails as Unauthorized, and the cause says
    // what the user can do: a refused client secret is the credentials', a
    // token endpoint out of reach the network's. The text is the cause's.
    void tokenFailureIsTheCause_data()
    {
        QTest::addColumn<bool>("reachable");
        QTest::addColumn<Error::Code>("rootCode");
        QTest::newRow("a wrong client secret") << true << Error::Code::Unauthorized;
        QTest::newRow("the token endpoint out of reach") << false << Error::Code::Network;
    }

    void tokenFailureIsTheCause()
    {
        QFETCH(bool, reachable);
        QFETCH(Error::Code, rootCode);
        auto server = startServer(oauth(), demoCatalog(m_dir));
        Provider provider;
        provider.name = QStringLiteral("Token trouble");
        provider.id = QStringLiteral("id-Token trouble");
        provider.baseUrl = server->baseUrl(0);
        provider.auth = AuthMethod::OAuth2ClientCredentials;
        provider.clientId = QStringLiteral("designer-app");
        provider.tokenUrl = reachable ? at(*server, QStringLiteral("/oauth/token"))
                                      : QUrl(QStringLiteral("http://127.0.0.1:9/oauth/token"));
        storeSecret(provider, "not-the-secret");
        ProviderAuthenticator authenticator(provider, m_credentials.get(), m_network.get());
        SignedCall call(NetworkRequest::get(at(*server, QStringLiteral("/tools"))), &authenticator,
                        m_network.get());
        QSignalSpy failed(&call, &SignedCall::failed);
        QSignalSpy answered(&call, &SignedCall::answered);
        call.start();
        QVERIFY(failed.wait(20000));
        const Error error = failed.first().at(0).value<Error>();
        QCOMPARE(error.code(), Error::Code::Unauthorized);
        QCOMPARE(error.rootCode(), rootCode);
        QVERIFY(error.cause());
        QCOMPARE(error.text(), error.cause()->text());
        QVERIFY2(error.text().contains(QLatin1String("Token trouble")), qPrintable(error.text()));
        QCOMPARE(authenticator.wasRefused(), reachable);
        QCOMPARE(answered.size(), 0);
    }

    // A refused static key cannot improve: the 401 is the answer, asked once.
    void staticKeyIsNotRetried()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::Bearer;
        config.auth.secret = "right";
        auto server = startServer(config, demoCatalog(m_dir));
        Provider provider;
        provider.name = QStringLiteral("Wrong key");
        provider.id = QStringLiteral("id-Wrong key");
        provider.baseUrl = server->baseUrl(0);
        provider.auth = AuthMethod::Bearer;
        storeSecret(provider, "wrong");
        ProviderAuthenticator authenticator(provider, m_credentials.get(), m_network.get());
        SignedCall call(NetworkRequest::get(at(*server, QStringLiteral("/tools"))), &authenticator,
                        m_network.get());
        QSignalSpy answered(&call, &SignedCall::answered);
        QSignalSpy ready(&authenticator, &ProviderAuthenticator::ready);
        call.start();
        QVERIFY(answered.wait(10000));
        QCOMPARE(answered.first().at(0).value<NetworkResult>().statusCode, 401);
        QCOMPARE(ready.size(), 1);
    }

    // An OAuth2 token the resource refuses is fetched again exactly once: the
    // tokens come from one server here and the tools from another, which knows none.
    void refusedTokenIsRenewedOnce()
    {
        auto issuer = startServer(oauth(), demoCatalog(m_dir));
        auto resource = startServer(oauth(), demoCatalog(m_dir));
        Provider provider;
        provider.name = QStringLiteral("Two servers");
        provider.id = QStringLiteral("id-Two servers");
        provider.baseUrl = resource->baseUrl(0);
        provider.auth = AuthMethod::OAuth2ClientCredentials;
        provider.clientId = QStringLiteral("designer-app");
        provider.tokenUrl = at(*issuer, QStringLiteral("/oauth/token"));
        storeSecret(provider, "client-s3cret");
        ProviderAuthenticator authenticator(provider, m_credentials.get(), m_network.get());
        NetworkRequest request = NetworkRequest::post(
            at(*resource, QStringLiteral("/tools/%1:invoke").arg(WeatherId)), "{}");
        SignedCall call(request, &authenticator, m_network.get());
        QSignalSpy answered(&call, &SignedCall::answered);
        QSignalSpy ready(&authenticator, &ProviderAuthenticator::ready);
        call.start();
        QVERIFY(answered.wait(10000));
        QCOMPARE(answered.first().at(0).value<NetworkResult>().statusCode, 401);
        QCOMPARE(ready.size(), 2);
        QCOMPARE(answered.size(), 1);
    }

    void cancelStopsEverything()
    {
        ProviderConfig config;
        config.faults.stallPage = 1;
        auto server = startServer(config, demoCatalog(m_dir));
        Provider provider;
        provider.name = QStringLiteral("Stalled");
        provider.id = QStringLiteral("id-Stalled");
        provider.baseUrl = server->baseUrl(0);
        ProviderAuthenticator authenticator(provider, m_credentials.get(), m_network.get());
        SignedCall call(NetworkRequest::get(at(*server, QStringLiteral("/tools"))), &authenticator,
                        m_network.get());
        QSignalSpy answered(&call, &SignedCall::answered);
        call.start();
        QTest::qWait(200);
        call.cancel();
        QTest::qWait(200);
        QCOMPARE(answered.size(), 0);
    }
};

QTEST_GUILESS_MAIN(tst_SignedCall)
#include "tst_signedcall.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One authenticator per provider (issue 15): operations on one provider at
// once share it, so a refresh token the provider rotates on every use is spent
// once, and the rotated one is what the keychain keeps. The keychain is real
// (gnome-keyring in CI); the provider is the reference one over loopback.

#include "catalog/catalogstore.h"
#include "client/providerauthenticator.h"
#include "client/providerclients.h"
#include "client/toolinvocation.h"
#include "dialects/a2t/signatureparser.h"
#include "net/networkresult.h"
#include "net/networkservice.h"
#include "providers/credentialstore.h"
#include "sync/syncengine.h"

#include "errorarguments.h"
#include "providerfixture.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Fixture;

class tst_ProviderClients : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<CatalogStore> m_store;

    static ToolSignature weather()
    {
        const QJsonArray all = QJsonDocument::fromJson(catalogJson()).array();
        return SignatureParser::parseSignature(all.at(0).toObject(), QStringLiteral("$")).signature;
    }

    static Provider browserLogin(const ProviderServer &server)
    {
        Provider provider;
        provider.id = QStringLiteral("id-rotating");
        provider.name = QStringLiteral("Rotating");
        provider.baseUrl = server.baseUrl(0);
        provider.auth = AuthMethod::OAuth2AuthorizationCode;
        provider.clientId = QStringLiteral("designer-app");
        provider.tokenUrl = at(server, QStringLiteral("/oauth/token"));
        return provider;
    }

    void store(const Provider &provider, const QByteArray &secret,
               SecretKind kind = SecretKind::RefreshToken)
    {
        QSignalSpy written(m_credentials.get(), &CredentialStore::writeFinished);
        m_credentials->write(provider, kind, secret);
        QVERIFY(written.wait(10000));
    }

    static QByteArray authorization(const NetworkRequest &request)
    {
        for (const NetworkRequest::Header &header : request.headers) {
            if (header.name == "Authorization")
                return header.value;
        }
        return {};
    }

    QByteArray stored(const Provider &provider)
    {
        if (!QTest::qWaitFor([this] { return m_credentials->isIdle(); }, 5000))
            return {};
        QSignalSpy read(m_credentials.get(), &CredentialStore::readFinished);
        m_credentials->read(provider, SecretKind::RefreshToken);
        if (!read.wait(5000))
            return {};
        return read.first().at(3).toByteArray();
    }

    // A sync and a Try It call started in the same turn of the event loop,
    // each waited for; the errors of those that failed.
    QStringList syncAndInvokeAtOnce(ProviderClients &clients, const Provider &provider)
    {
        SyncEngine engine(&clients, m_store.get());
        QSignalSpy synced(&engine, &SyncEngine::providerFinished);
        ToolInvocation invocation(provider, weather(), &clients);
        QSignalSpy answered(&invocation, &ToolInvocation::finished);
        QSignalSpy failed(&invocation, &ToolInvocation::failed);
        engine.sync({provider});
        if (const auto problem
            = invocation.start({{QStringLiteral("City"), QStringLiteral("Boston")}}))
            return {problem->message};
        QStringList errors;
        if (!QTest::qWaitFor([&] { return !synced.isEmpty(); }, 20000))
            errors.append(QStringLiteral("the sync never finished"));
        else if (const auto error = ErrorArguments::error(synced.first(), 2))
            errors.append(QStringLiteral("sync: ") + error->text());
        if (!QTest::qWaitFor([&] { return answered.size() + failed.size() > 0; }, 20000))
            errors.append(QStringLiteral("the call never finished"));
        else if (!failed.isEmpty())
            errors.append(QStringLiteral("Try It: ") + ErrorArguments::text(failed.first(), 0));
        return errors;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qRegisterMetaType<NetworkResult>();
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_providerclients"));
        m_store = std::make_unique<CatalogStore>();
        QString error;
        QVERIFY2(m_store->open(m_dir.filePath(QStringLiteral("catalog.sqlite")), &error),
                 qPrintable(error));
    }

    // The case: with an authenticator per operation both spent the
    // same refresh token, and the provider refused the second ("the sign-in
    // has expired").
    void syncAndTryItAtOnceBothSucceed()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::OAuth2;
        config.auth.clientId = QStringLiteral("designer-app");
        config.auth.clientSecret = "unused-by-public-clients";
        auto server = startServer(config, demoCatalog(m_dir));
        const Provider provider = browserLogin(*server);
        const QByteArray issued = loginRefreshToken(*server);
        QVERIFY(!issued.isEmpty());
        store(provider, issued);

        ProviderClients clients(m_credentials.get(), m_network.get());
        const QStringList errors = syncAndInvokeAtOnce(clients, provider);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));

        // The token was rotated once and the new one kept: a later run of the
        // program (new clients, nothing held) signs in with it, again at once.
        const QByteArray rotated = stored(provider);
        QVERIFY(!rotated.isEmpty());
        QVERIFY(rotated != issued);
        ProviderClients nextRun(m_credentials.get(), m_network.get());
        const QStringList again = syncAndInvokeAtOnce(nextRun, provider);
        QVERIFY2(again.isEmpty(), qPrintable(again.join(u'\n')));
        QVERIFY(stored(provider) != rotated);
    }

    // One provider, one authenticator; changed settings get a new one, and a
    // secret stored elsewhere (a new login) is read before the next signing.
    void oneAuthenticatorPerProviderSettings()
    {
        ProviderClients clients(m_credentials.get(), m_network.get());
        Provider provider;
        provider.id = QStringLiteral("id-keyed");
        provider.name = QStringLiteral("Keyed");
        provider.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/a2t"));
        provider.auth = AuthMethod::Bearer;
        ProviderAuthenticator *first = clients.authenticator(provider);
        QCOMPARE(clients.authenticator(provider), first);
        Provider other = provider;
        other.id = QStringLiteral("id-other");
        QVERIFY(clients.authenticator(other) != first);
        Provider moved = provider;
        moved.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/v2"));
        ProviderAuthenticator *second = clients.authenticator(moved);
        QVERIFY(second != first);
        QCOMPARE(clients.authenticator(moved), second);

        store(moved, "token-one", SecretKind::Secret);
        QSignalSpy ready(second, &ProviderAuthenticator::ready);
        second->prepare();
        QVERIFY(ready.wait(5000));
        NetworkRequest signedOne = NetworkRequest::get(moved.baseUrl);
        second->sign(signedOne);
        store(moved, "token-two", SecretKind::Secret);
        QVERIFY(!second->canSignNow());
        second->prepare();
        QVERIFY(ready.wait(5000));
        NetworkRequest signedTwo = NetworkRequest::get(moved.baseUrl);
        second->sign(signedTwo);
        QCOMPARE(authorization(signedOne), QByteArray("Bearer token-one"));
        QCOMPARE(authorization(signedTwo), QByteArray("Bearer token-two"));

        // Another process stores a new token (its own keychain connection, so
        // this one hears nothing): the next operation reads it all the same.
        CredentialStore elsewhere(QStringLiteral("Toolshelf tst_providerclients"));
        QSignalSpy written(&elsewhere, &CredentialStore::writeFinished);
        elsewhere.write(moved, SecretKind::Secret, "token-three");
        QVERIFY(written.wait(10000));
        QVERIFY(second->canSignNow());
        ProviderAuthenticator *next = clients.authenticator(moved);
        QCOMPARE(next, second);
        QVERIFY(!next->canSignNow());
        next->prepare();
        QVERIFY(ready.wait(5000));
        NetworkRequest signedThree = NetworkRequest::get(moved.baseUrl);
        next->sign(signedThree);
        QCOMPARE(authorization(signedThree), QByteArray("Bearer token-three"));
    }
};

QTEST_GUILESS_MAIN(tst_ProviderClients)
#include "tst_providerclients.moc"

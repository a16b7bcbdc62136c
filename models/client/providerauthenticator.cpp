// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/providerauthenticator.h"

#include "net/networkcall.h"
#include "net/networkservice.h"
#include "oauth/clientassertion.h"
#include "oauth/oauthsignin.h"
#include "providers/providererror.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace Toolshelf {

namespace {

// A token that expires within this margin is fetched again first, so a
// request is never sent with a token about to lapse.
constexpr int ExpiryMarginSeconds = 30;

SecretKind kindFor(AuthMethod method)
{
    return method == AuthMethod::OAuth2AuthorizationCode ? SecretKind::RefreshToken
                                                         : SecretKind::Secret;
}

} // namespace

ProviderAuthenticator::ProviderAuthenticator(Provider provider, CredentialStore *credentials,
                                             NetworkService *network, QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_credentials(credentials)
    , m_network(network)
{
    connect(m_credentials, &CredentialStore::readFinished, this,
            &ProviderAuthenticator::secretRead);
}

void ProviderAuthenticator::useSecret(const QByteArray &secret)
{
    m_secret = secret;
    m_secretGiven = true;
}

bool ProviderAuthenticator::canSignNow() const
{
    if (m_preparing)
        return false;
    const bool tokenFresh = !m_accessToken.isEmpty()
        && m_expires > QDateTime::currentDateTimeUtc().addSecs(ExpiryMarginSeconds);
    return m_provider.auth == AuthMethod::None
        || (m_ready && (!isOAuth2(m_provider.auth) || tokenFresh || m_anonymous));
}

void ProviderAuthenticator::prepare()
{
    if (m_preparing)
        return;
    if (canSignNow()) {
        m_ready = true;
        QTimer::singleShot(0, this, &ProviderAuthenticator::ready);
        return;
    }
    m_ready = false;
    m_preparing = true;
    m_anonymous = false;
    if (m_haveGrant) {
        // Answered later, as every preparation is.
        QTimer::singleShot(0, this, [this] {
            if (m_preparing)
                useGrant();
        });
        return;
    }
    if (m_secret.isEmpty())
        m_credentials->read(m_provider, kindFor(m_provider.auth));
    else
        secretRead(m_provider.id, kindFor(m_provider.auth),
                   m_sessionOnly ? SecretStatus::SessionOnly : SecretStatus::Keychain, m_secret,
                   {});
}

void ProviderAuthenticator::secretRead(const QString &providerId, SecretKind kind,
                                       SecretStatus status, const QByteArray &secret,
                                       const QString &message)
{
    if (providerId != m_provider.id || kind != kindFor(m_provider.auth) || !m_preparing)
        return;
    if (discoversAuthorization(m_provider)
        && m_provider.auth == AuthMethod::OAuth2AuthorizationCode)
        return grantRead(status, secret, message);
    if (status == SecretStatus::NotFound
        || (CredentialStore::succeeded(status) && secret.isEmpty()))
        return fail(Error(
            Error::Code::Unauthorized,
            tr("No credentials are stored for %1; run: toolshelf login %1").arg(m_provider.name)));
    if (!CredentialStore::succeeded(status))
        return fail(Error(Error::Code::Storage, message));
    m_secret = secret;
    m_sessionOnly = status == SecretStatus::SessionOnly;
    switch (m_provider.auth) {
    case AuthMethod::None:
    case AuthMethod::ApiKey:
    case AuthMethod::Bearer:
    case AuthMethod::Environment:
        return succeed();
    case AuthMethod::OAuth2ClientCredentials: {
        if (discoversAuthorization(m_provider)) {
            if (m_found)
                return clientCredentialsDiscovered(*m_found);
            if (!m_discovery) {
                m_discovery
                    = new OAuthDiscovery(m_provider.baseUrl, m_provider.name, m_network, this);
                connect(m_discovery, &OAuthDiscovery::found, this,
                        &ProviderAuthenticator::clientCredentialsDiscovered);
                connect(m_discovery, &OAuthDiscovery::failed, this, &ProviderAuthenticator::fail);
            }
            return m_discovery->start();
        }
        TokenRequests::Form form {
            {QStringLiteral("grant_type"), QStringLiteral("client_credentials")}};
        if (!m_provider.scope.isEmpty())
            form.append({QStringLiteral("scope"), m_provider.scope});
        return requestToken(m_provider.tokenUrl,
                            {m_provider.clientId, m_secret, QStringLiteral("client_secret_basic")},
                            form);
    }
    case AuthMethod::OAuth2AuthorizationCode:
        // A public client: the refresh token is the credential.
        return requestToken(m_provider.tokenUrl, {m_provider.clientId, {}, QStringLiteral("none")},
                            {{QStringLiteral("grant_type"), QStringLiteral("refresh_token")},
                             {QStringLiteral("refresh_token"), QString::fromUtf8(m_secret)}});
    }
}

void ProviderAuthenticator::requestToken(const QUrl &endpoint, const OAuthClient &client,
                                         const TokenRequests::Form &form)
{
    m_call = m_network->send(TokenRequests::make(endpoint, client, form));
    connect(m_call, &NetworkCall::finished, this, &ProviderAuthenticator::tokenAnswered);
}

void ProviderAuthenticator::tokenAnswered(const NetworkResult &result)
{
    m_call = nullptr;
    if (result.error == NetworkResult::Error::Cancelled)
        return;
    const auto read = TokenRequests::read(result);
    if (const auto *refusal = std::get_if<TokenRequests::Refusal>(&read)) {
        m_refused = refusal->refused;
        if (m_refused && m_haveGrant) {
            // A discovered sign-in's refresh token is spent or revoked: kept
            // spent no more, so the server's next 401 asks for a new sign-in.
            m_grant.refreshToken.clear();
            m_grant.accessToken.clear();
            storeGrant();
            return signedOut();
        }
        if (m_provider.auth == AuthMethod::OAuth2AuthorizationCode && result.statusCode == 400) {
            // The refresh token is spent or revoked: only a new login helps.
            m_secret.clear();
            return fail(Error(Error::Code::Unauthorized,
                              tr("The sign-in for %1 has expired (%2); run: toolshelf login %1")
                                  .arg(m_provider.name, refusal->message)));
        }
        return fail(
            Error(TokenRequests::code(*refusal, result),
                  tr("%1 refused the token request: %2").arg(m_provider.name, refusal->message)));
    }
    const TokenAnswer &answer = std::get<TokenAnswer>(read);
    if (m_haveGrant) {
        TokenRequests::apply(answer, m_grant);
        storeGrant();
    } else if (m_provider.auth == AuthMethod::OAuth2AuthorizationCode
               && !answer.refreshToken.isEmpty() && answer.refreshToken != m_secret) {
        // Refresh tokens rotate: keep the new one, or the next start fails.
        m_secret = answer.refreshToken;
        ++m_ownWrites;
        m_credentials->write(m_provider, SecretKind::RefreshToken, m_secret);
    }
    m_accessToken = answer.accessToken;
    m_expires = QDateTime::currentDateTimeUtc().addSecs(answer.expiresIn);
    succeed();
}

void ProviderAuthenticator::secretWritten(SecretKind kind, SecretStatus status,
                                          const QString &message)
{
    if (kind != kindFor(m_provider.auth))
        return;
    if (m_ownWrites > 0) {
        --m_ownWrites;
        if (!CredentialStore::succeeded(status))
            qWarning("Toolshelf: the new refresh token for %s could not be stored: %s",
                     qPrintable(m_provider.name), qPrintable(message));
        return;
    }
    // A login or `provider set-secret` stored another secret: the next
    // preparation reads it instead of signing with the one held.
    forget();
}

void ProviderAuthenticator::secretRemoved(SecretKind kind)
{
    if (kind == kindFor(m_provider.auth))
        forget();
}

void ProviderAuthenticator::rereadSecret()
{
    // The keychain holds the rotated refresh token or an older, spent one:
    // the one held is the one to use.
    if (m_secretGiven || m_preparing || m_provider.auth == AuthMethod::OAuth2AuthorizationCode)
        return;
    m_secret.clear();
    if (!isOAuth2(m_provider.auth))
        m_ready = false;
}

void ProviderAuthenticator::forget()
{
    if (m_secretGiven)
        return;
    m_secret.clear();
    m_accessToken.clear();
    m_grant = {};
    m_haveGrant = false;
    m_ready = false;
}

QProcessEnvironment ProviderAuthenticator::environment() const
{
    QProcessEnvironment environment;
    if (m_provider.auth != AuthMethod::Environment)
        return environment;
    const QJsonObject secrets = QJsonDocument::fromJson(m_secret).object();
    for (auto it = secrets.begin(); it != secrets.end(); ++it)
        environment.insert(it.key(), it.value().toString());
    return environment;
}

void ProviderAuthenticator::sign(NetworkRequest &request) const
{
    switch (m_provider.auth) {
    case AuthMethod::None:
    case AuthMethod::Environment: // for a process, never for a request
        break;
    case AuthMethod::ApiKey:
        request.addCredential(m_provider.apiKeyHeader.toLatin1(), m_secret);
        break;
    case AuthMethod::Bearer:
        request.addCredential("Authorization", "Bearer " + m_secret);
        break;
    case AuthMethod::OAuth2ClientCredentials:
    case AuthMethod::OAuth2AuthorizationCode:
        if (!m_accessToken.isEmpty())
            request.addCredential("Authorization", "Bearer " + m_accessToken);
        break;
    }
}

bool ProviderAuthenticator::invalidate()
{
    // Unsigned already: only a sign-in can help.
    if (!isOAuth2(m_provider.auth) || m_accessToken.isEmpty())
        return false;
    m_accessToken.clear();
    m_grant.accessToken.clear();
    m_ready = false;
    return true;
}

void ProviderAuthenticator::cancel()
{
    m_preparing = false;
    if (m_call)
        m_call->cancel();
    if (m_discovery)
        m_discovery->cancel();
    if (m_signIn)
        m_signIn->deleteLater();
}

void ProviderAuthenticator::grantRead(SecretStatus status, const QByteArray &secret,
                                      const QString &message)
{
    if (status == SecretStatus::NotFound)
        return signedOut();
    if (!CredentialStore::succeeded(status))
        return fail(Error(Error::Code::Storage, message));
    m_sessionOnly = status == SecretStatus::SessionOnly;
    const std::optional<OAuthGrant> grant = OAuthGrant::fromJson(secret);
    if (!grant)
        return signedOut(); // damaged or of an older kind: a new sign-in replaces it
    m_grant = *grant;
    m_haveGrant = true;
    useGrant();
}

void ProviderAuthenticator::useGrant()
{
    if (m_grant.hasFreshAccessToken(ExpiryMarginSeconds)) {
        m_accessToken = m_grant.accessToken;
        m_expires = m_grant.expires;
        return succeed();
    }
    if (m_grant.refreshToken.isEmpty())
        return signedOut();
    requestToken(m_grant.tokenEndpoint, m_grant.client,
                 {{QStringLiteral("grant_type"), QStringLiteral("refresh_token")},
                  {QStringLiteral("refresh_token"), QString::fromUtf8(m_grant.refreshToken)},
                  {QStringLiteral("resource"), m_grant.resource.toString(QUrl::FullyEncoded)}});
}

void ProviderAuthenticator::clientCredentialsDiscovered(const AuthDiscovery &discovery)
{
    m_found = discovery;
    OAuthClient client {
        m_provider.clientId, m_secret,
        OAuthClient::chooseAuthMethod(discovery.server.tokenEndpointAuthMethods, true)};
    TokenRequests::Form form {
        {QStringLiteral("grant_type"), QStringLiteral("client_credentials")},
        {QStringLiteral("resource"), discovery.resource.toString(QUrl::FullyEncoded)}};
    if (!m_provider.scope.isEmpty())
        form.append({QStringLiteral("scope"), m_provider.scope});
    if (ClientAssertion::isPrivateKey(m_secret)) {
        // A key pair instead of a shared secret: the key signs an assertion
        // for this authorization server, and never leaves the process.
        const auto assertion = ClientAssertion::make(m_secret, m_provider.clientId,
                                                     discovery.server.issuer.toString());
        if (const auto *problem = std::get_if<QString>(&assertion))
            return fail(
                Error(Error::Code::Unauthorized, tr("%1: %2").arg(m_provider.name, *problem)));
        client = OAuthClient {m_provider.clientId, {}, QStringLiteral("none")};
        form.append({QStringLiteral("client_assertion_type"),
                     QString::fromLatin1(ClientAssertion::AssertionType)});
        form.append({QStringLiteral("client_assertion"),
                     QString::fromLatin1(std::get<QByteArray>(assertion))});
    }
    requestToken(discovery.server.tokenEndpoint, client, form);
}

void ProviderAuthenticator::storeGrant()
{
    // The access token is kept too: a server may give no refresh token, and
    // the next command should not have to sign in again within the hour.
    ++m_ownWrites;
    m_credentials->write(m_provider, SecretKind::RefreshToken, m_grant.toJson());
}

void ProviderAuthenticator::signedOut()
{
    m_accessToken.clear();
    m_anonymous = true;
    succeed();
}

bool ProviderAuthenticator::canSignIn() const
{
    return m_signInAllowed && discoversAuthorization(m_provider)
        && m_provider.auth == AuthMethod::OAuth2AuthorizationCode;
}

void ProviderAuthenticator::signIn(const AuthChallenge &challenge)
{
    if (m_signIn)
        return; // one at a time: every call waiting hears the same ready()
    if (m_call)
        m_call->cancel();
    m_preparing = true;
    m_ready = false;
    m_signIn = new OAuthSignIn(m_provider, m_network, this);
    connect(m_signIn, &OAuthSignIn::openBrowser, this, &ProviderAuthenticator::signInOpened);
    connect(m_signIn, &OAuthSignIn::succeeded, this, [this](const OAuthGrant &grant) {
        m_signIn->deleteLater();
        m_grant = grant;
        m_haveGrant = true;
        m_anonymous = false;
        m_accessToken = grant.accessToken;
        m_expires = grant.expires;
        storeGrant();
        succeed();
    });
    connect(m_signIn, &OAuthSignIn::failed, this, [this](const Error &error) {
        m_signIn->deleteLater();
        fail(error);
    });
    m_signIn->start(challenge, m_haveGrant ? m_grant.scope : QString());
}

void ProviderAuthenticator::succeed()
{
    m_preparing = false;
    m_ready = true;
    Q_EMIT ready();
}

void ProviderAuthenticator::fail(const Error &error)
{
    m_preparing = false;
    m_ready = false;
    Q_EMIT failed(error);
}

} // namespace Toolshelf

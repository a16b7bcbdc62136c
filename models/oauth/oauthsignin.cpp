// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oauth/oauthsignin.h"

#include "core/logcategories.h"
#include "core/textsafety.h"
#include "net/networkcall.h"
#include "net/networkservice.h"
#include "net/originpolicy.h"
#include "oauth/browser.h"
#include "oauth/pkce.h"
#include "providers/providererror.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QOAuthHttpServerReplyHandler>
#include <QUrlQuery>

namespace Toolshelf {

namespace {

// A registration answer is a small JSON object.
constexpr qint64 MaxRegistrationBytes = 64 * 1024;

QString joinScopes(QStringList scopes)
{
    scopes.removeDuplicates();
    scopes.removeAll(QString());
    return scopes.join(u' ');
}

QString providerText(const QString &text)
{
    return TextSafety::escapeLine(text).left(200);
}

} // namespace

OAuthSignIn::OAuthSignIn(Provider provider, NetworkService *network, QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_network(network)
    , m_discovery(new OAuthDiscovery(m_provider.baseUrl, m_provider.name, network, this))
{
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(std::chrono::minutes(5));
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        fail(Error(Error::Code::Timeout,
                   tr("%1: no answer from the browser within %2 minutes")
                       .arg(m_provider.name, QString::number(m_timeout.interval() / 60000))));
    });
    connect(m_discovery, &OAuthDiscovery::found, this, &OAuthSignIn::discovered);
    connect(m_discovery, &OAuthDiscovery::failed, this, &OAuthSignIn::fail);
}

OAuthSignIn::~OAuthSignIn()
{
    if (m_call) {
        disconnect(m_call, nullptr, this, nullptr);
        m_call->cancel();
    }
}

QString OAuthSignIn::chooseScope(const AuthChallenge &challenge, const QStringList &resourceScopes,
                                 const QString &grantedScope)
{
    QStringList scopes = grantedScope.split(u' ', Qt::SkipEmptyParts);
    if (!challenge.scope().isEmpty())
        scopes += challenge.scope().split(u' ', Qt::SkipEmptyParts);
    else
        scopes += resourceScopes;
    return joinScopes(scopes);
}

void OAuthSignIn::start(const AuthChallenge &challenge, const QString &grantedScope)
{
    m_challenge = challenge;
    m_grantedScope = grantedScope;
    m_timeout.start();
    qCInfo(lcAuth).noquote() << QStringLiteral("%1: sign-in started, discovering its "
                                               "authorization server")
                                    .arg(TextSafety::escapeLine(m_provider.name));
    m_discovery->start(challenge);
}

void OAuthSignIn::discovered(const AuthDiscovery &discovery)
{
    m_found = discovery;
    if (!AuthMetadata::isSecureEndpoint(discovery.server.authorizationEndpoint)
        || !AuthMetadata::isSecureEndpoint(discovery.server.tokenEndpoint))
        return fail(Error(Error::Code::Unauthorized,
                          tr("%1's authorization server is reached over plain http: no sign-in "
                             "is sent there")
                              .arg(m_provider.name)));
    // The MCP spec (2025-11-25) has a client refuse a server that does not
    // say it takes S256: the code would travel without its proof.
    if (!discovery.server.codeChallengeMethods.contains(QStringLiteral("S256")))
        return fail(Error(Error::Code::Unauthorized,
                          tr("%1's authorization server does not say it supports PKCE with S256, "
                             "so no sign-in is sent there")
                              .arg(m_provider.name)));
    // The redirect comes back to this computer only, on a port the system
    // picks; it must be known before a client can be registered with it.
    m_redirect = new QOAuthHttpServerReplyHandler(QHostAddress::LocalHost, 0, this);
    if (!m_redirect->isListening())
        return fail(Error(
            Error::Code::Other,
            tr("%1: no local port could be opened to receive the sign-in").arg(m_provider.name)));
    m_redirectUri = m_redirect->callback();
    connect(m_redirect, &QOAuthHttpServerReplyHandler::callbackReceived, this,
            &OAuthSignIn::redirected);

    qCInfo(lcAuth).noquote() << QStringLiteral("%1: authorization server %2")
                                    .arg(TextSafety::escapeLine(m_provider.name),
                                         OriginPolicy::displayHost(discovery.server.issuer));
    m_grant.issuer = discovery.server.issuer;
    m_grant.tokenEndpoint = discovery.server.tokenEndpoint;
    m_grant.resource = discovery.resource;
    m_grant.scope = chooseScope(m_challenge, discovery.resourceScopes, m_grantedScope);
    if (!m_provider.clientId.isEmpty()) {
        m_grant.client.id = m_provider.clientId;
        return authorize();
    }
    if (discovery.server.clientIdMetadataDocumentSupported
        && m_provider.clientMetadataUrl.isValid()) {
        // The server fetches who Toolshelf is from the document itself.
        m_grant.client.id = m_provider.clientMetadataUrl.toString(QUrl::FullyEncoded);
        return authorize();
    }
    if (discovery.server.registrationEndpoint.isValid())
        return registerClient();
    fail(Error(Error::Code::Unauthorized,
               tr("%1's authorization server registers no clients: add the provider with the "
                  "client id it knows Toolshelf by (provider add … --client-id ID)")
                   .arg(m_provider.name)));
}

void OAuthSignIn::registerClient()
{
    const QStringList supported = m_found.server.tokenEndpointAuthMethods;
    // A public client where the server takes one: a desktop application
    // cannot keep a secret from its user anyway (RFC 8252 8.4).
    const QString method = supported.contains(QStringLiteral("none"))
        ? QStringLiteral("none")
        : OAuthClient::chooseAuthMethod(supported, true);
    const QJsonObject metadata {
        {QStringLiteral("client_name"), QStringLiteral("Toolshelf")},
        {QStringLiteral("redirect_uris"), QJsonArray {m_redirectUri}},
        {QStringLiteral("grant_types"),
         QJsonArray {QStringLiteral("authorization_code"), QStringLiteral("refresh_token")}},
        {QStringLiteral("response_types"), QJsonArray {QStringLiteral("code")}},
        {QStringLiteral("token_endpoint_auth_method"), method},
    };
    NetworkRequest request
        = NetworkRequest::post(m_found.server.registrationEndpoint,
                               QJsonDocument(metadata).toJson(QJsonDocument::Compact));
    request.addHeader("Accept", "application/json");
    request.retryable = false;
    request.maxBodyBytes = MaxRegistrationBytes;
    m_call = m_network->send(request);
    connect(m_call, &NetworkCall::finished, this, &OAuthSignIn::registered);
}

void OAuthSignIn::registered(const NetworkResult &result)
{
    m_call = nullptr;
    if (result.error == NetworkResult::Error::Cancelled)
        return;
    const QJsonObject answer = QJsonDocument::fromJson(result.body).object();
    if (!result.ok()) {
        const QString reason
            = answer.value(QStringLiteral("error_description"))
                  .toString(answer.value(QStringLiteral("error")).toString(result.errorString));
        return fail(Error(ProviderError::code(result),
                          tr("%1's authorization server refused to register Toolshelf: %2")
                              .arg(m_provider.name, providerText(reason))));
    }
    const QString id = answer.value(QStringLiteral("client_id")).toString();
    if (id.isEmpty())
        return fail(Error(Error::Code::Malformed,
                          tr("%1's authorization server registered Toolshelf without a client_id")
                              .arg(m_provider.name)));
    m_grant.client.id = id;
    m_grant.client.secret = answer.value(QStringLiteral("client_secret")).toString().toUtf8();
    const QString method = answer.value(QStringLiteral("token_endpoint_auth_method")).toString();
    m_grant.client.authMethod = !method.isEmpty()
        ? method
        : OAuthClient::chooseAuthMethod(m_found.server.tokenEndpointAuthMethods,
                                        !m_grant.client.secret.isEmpty());
    authorize();
}

void OAuthSignIn::authorize()
{
    m_verifier = Pkce::verifier();
    m_state = Pkce::state();
    QUrl url = m_found.server.authorizationEndpoint;
    QUrlQuery query(url);
    query.addQueryItem(QStringLiteral("response_type"), QStringLiteral("code"));
    const auto add = [&query](const QString &key, const QString &value) {
        query.addQueryItem(key, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    };
    add(QStringLiteral("client_id"), m_grant.client.id);
    add(QStringLiteral("redirect_uri"), m_redirectUri);
    add(QStringLiteral("state"), QString::fromLatin1(m_state));
    add(QStringLiteral("code_challenge"), QString::fromLatin1(Pkce::challenge(m_verifier)));
    add(QStringLiteral("code_challenge_method"), QStringLiteral("S256"));
    add(QStringLiteral("resource"), m_grant.resource.toString(QUrl::FullyEncoded));
    if (!m_grant.scope.isEmpty())
        add(QStringLiteral("scope"), m_grant.scope);
    url.setQuery(query.query(QUrl::FullyEncoded), QUrl::StrictMode);
    Q_EMIT openBrowser(url, Browser::open(url));
}

void OAuthSignIn::redirected(const QVariantMap &values)
{
    if (m_done || m_call)
        return;
    // Only the answer to this sign-in's request counts (RFC 6749 10.12).
    if (values.value(QStringLiteral("state")).toString().toLatin1() != m_state)
        return;
    const QString error = values.value(QStringLiteral("error")).toString();
    if (!error.isEmpty()) {
        const QString description = values.value(QStringLiteral("error_description")).toString();
        return fail(Error(
            Error::Code::Unauthorized,
            tr("%1 refused the sign-in: %2")
                .arg(m_provider.name, providerText(description.isEmpty() ? error : description))));
    }
    const QString code = values.value(QStringLiteral("code")).toString();
    if (code.isEmpty())
        return fail(
            Error(Error::Code::Malformed,
                  tr("%1 ended the sign-in without an authorization code").arg(m_provider.name)));
    const NetworkRequest request = TokenRequests::make(
        m_grant.tokenEndpoint, m_grant.client,
        {{QStringLiteral("grant_type"), QStringLiteral("authorization_code")},
         {QStringLiteral("code"), code},
         {QStringLiteral("redirect_uri"), m_redirectUri},
         {QStringLiteral("code_verifier"), QString::fromLatin1(m_verifier)},
         {QStringLiteral("resource"), m_grant.resource.toString(QUrl::FullyEncoded)}});
    m_call = m_network->send(request);
    connect(m_call, &NetworkCall::finished, this, &OAuthSignIn::tokenAnswered);
}

void OAuthSignIn::tokenAnswered(const NetworkResult &result)
{
    m_call = nullptr;
    if (result.error == NetworkResult::Error::Cancelled)
        return;
    const auto read = TokenRequests::read(result);
    if (const auto *refusal = std::get_if<TokenRequests::Refusal>(&read))
        return fail(
            Error(TokenRequests::code(*refusal, result),
                  tr("%1 refused the token request: %2").arg(m_provider.name, refusal->message)));
    TokenRequests::apply(std::get<TokenAnswer>(read), m_grant);
    m_done = true;
    m_timeout.stop();
    // The scope only: the tokens themselves go to the keychain and nowhere else.
    qCInfo(lcAuth).noquote() << QStringLiteral("%1: signed in, scope \"%2\"")
                                    .arg(TextSafety::escapeLine(m_provider.name),
                                         TextSafety::escapeLine(m_grant.scope));
    Q_EMIT succeeded(m_grant);
}

void OAuthSignIn::fail(const Error &error)
{
    if (m_done)
        return;
    m_done = true;
    m_timeout.stop();
    m_discovery->cancel();
    qCInfo(lcAuth).noquote() << QStringLiteral("%1: sign-in failed: %2")
                                    .arg(TextSafety::escapeLine(m_provider.name),
                                         TextSafety::escapeLine(error.text()));
    Q_EMIT failed(error);
}

} // namespace Toolshelf

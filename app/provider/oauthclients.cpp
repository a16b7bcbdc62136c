// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oauthclients.h"

#include <QDateTime>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QUrlQuery>

#include <algorithm>

namespace Toolshelf {

namespace {

const QString None = QStringLiteral("none");
const QString Basic = QStringLiteral("client_secret_basic");
const QString Post = QStringLiteral("client_secret_post");

// Unguessable: a registered client's id is all a public client shows.
QString randomText(int bytes)
{
    QByteArray random(bytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(random.data()),
                                          bytes / int(sizeof(quint32)));
    return QString::fromLatin1(
        random.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

// A loopback redirect keeps its port open only while one sign-in waits.
QUrl withoutPort(const QUrl &uri)
{
    return uri.adjusted(QUrl::RemovePort);
}

} // namespace

OAuthClients::OAuthClients(const AuthConfig &config)
    : m_config(config)
{ }

bool OAuthClients::isLoopbackRedirect(const QUrl &uri)
{
    if (!uri.isValid() || uri.scheme() != QLatin1String("http"))
        return false;
    if (uri.host() == QLatin1String("localhost"))
        return true;
    const QHostAddress address(uri.host());
    return !address.isNull() && address.isLoopback();
}

std::variant<QJsonObject, OAuthClients::Refusal>
OAuthClients::registerClient(const QByteArray &metadata)
{
    const QJsonDocument document = QJsonDocument::fromJson(metadata);
    if (!document.isObject())
        return Refusal {"invalid_client_metadata", tr("the client metadata must be a JSON object")};
    const QJsonObject asked = document.object();
    const QJsonArray uris = asked.value(QStringLiteral("redirect_uris")).toArray();
    Registered client;
    for (const QJsonValue &uri : uris) {
        const QUrl url(uri.toString(), QUrl::StrictMode);
        if (!isLoopbackRedirect(url))
            return Refusal {"invalid_redirect_uri",
                            tr("every redirect URI must be a loopback http URL")};
        client.redirectUris.append(url);
    }
    if (client.redirectUris.isEmpty())
        return Refusal {"invalid_redirect_uri",
                        tr("redirect_uris must name at least one loopback http URL")};
    client.authMethod = asked.value(QStringLiteral("token_endpoint_auth_method")).toString(Basic);
    if (client.authMethod != None && client.authMethod != Basic && client.authMethod != Post)
        return Refusal {"invalid_client_metadata",
                        tr("token_endpoint_auth_method must be none, client_secret_basic or "
                           "client_secret_post")};

    const QString id = randomText(16);
    QJsonObject answer {
        {QStringLiteral("client_id"), id},
        {QStringLiteral("client_id_issued_at"), QDateTime::currentSecsSinceEpoch()},
        {QStringLiteral("redirect_uris"), uris},
        {QStringLiteral("token_endpoint_auth_method"), client.authMethod},
    };
    if (client.authMethod != None) {
        client.secret = randomText(32).toLatin1();
        answer.insert(QStringLiteral("client_secret"), QString::fromLatin1(client.secret));
        // RFC 7591 3.2.1: required with a secret; 0 is never.
        answer.insert(QStringLiteral("client_secret_expires_at"), 0);
    }
    m_registered.insert(id, client);
    return answer;
}

bool OAuthClients::isKnown(const QString &clientId) const
{
    return clientId == m_config.clientId || m_registered.contains(clientId);
}

bool OAuthClients::mayRedirect(const QString &clientId, const QUrl &redirectUri) const
{
    if (!isLoopbackRedirect(redirectUri))
        return false;
    const auto client = m_registered.constFind(clientId);
    if (client == m_registered.cend())
        return clientId == m_config.clientId;
    return std::any_of(client->redirectUris.cbegin(), client->redirectUris.cend(),
                       [&](const QUrl &registered) {
                           return withoutPort(registered) == withoutPort(redirectUri);
                       });
}

OAuthClients::Presented OAuthClients::presented(const HttpRequest &request, const QUrlQuery &form)
{
    const QByteArray authorization = request.header("Authorization");
    Presented credentials;
    if (authorization.startsWith("Basic ")) {
        // RFC 6749 2.3.1: both halves are form-encoded before they are joined.
        const QByteArray decoded = QByteArray::fromBase64(authorization.mid(6));
        const qsizetype colon = decoded.indexOf(':');
        credentials.valid = colon >= 0;
        credentials.basic = true;
        credentials.id = QUrl::fromPercentEncoding(decoded.left(colon));
        credentials.secret = QUrl::fromPercentEncoding(decoded.mid(colon + 1)).toUtf8();
        return credentials;
    }
    credentials.id = form.queryItemValue(QStringLiteral("client_id"), QUrl::FullyDecoded);
    credentials.secret
        = form.queryItemValue(QStringLiteral("client_secret"), QUrl::FullyDecoded).toUtf8();
    return credentials;
}

bool OAuthClients::registeredAuthenticates(const QString &clientId,
                                           const Presented &credentials) const
{
    const auto client = m_registered.constFind(clientId);
    if (client == m_registered.cend() || client->authMethod == None || !credentials.valid)
        return false;
    // Only by the method it registered: a secret meant for a header is not
    // taken from a form, where logs and caches may keep it.
    return credentials.basic == (client->authMethod == Basic) && credentials.id == clientId
        && credentials.secret == client->secret;
}

bool OAuthClients::redeems(const QString &clientId, const HttpRequest &request,
                           const QUrlQuery &form) const
{
    const auto client = m_registered.constFind(clientId);
    const bool isPublic = client == m_registered.cend() ? clientId == m_config.clientId
                                                        : client->authMethod == None;
    if (isPublic)
        return form.queryItemValue(QStringLiteral("client_id"), QUrl::FullyDecoded) == clientId;
    return registeredAuthenticates(clientId, presented(request, form));
}

bool OAuthClients::authenticated(const HttpRequest &request, const QUrlQuery &form) const
{
    const Presented credentials = presented(request, form);
    if (!credentials.valid)
        return false;
    if (credentials.id == m_config.clientId)
        return credentials.secret == m_config.clientSecret;
    return registeredAuthenticates(credentials.id, credentials);
}

} // namespace Toolshelf

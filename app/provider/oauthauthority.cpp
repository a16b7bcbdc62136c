// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oauthauthority.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QUrl>

#include <optional>
#include <variant>

namespace Toolshelf {

namespace {

constexpr int CodeLifetimeSeconds = 60;

QByteArray randomToken()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()),
                                          bytes.size() / int(sizeof(quint32)));
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

HttpReply oauthError(int status, const char *error, const QString &description)
{
    return HttpReply::json(
        status,
        QJsonDocument(QJsonObject {{QStringLiteral("error"), QString::fromLatin1(error)},
                                   {QStringLiteral("error_description"), description}})
            .toJson(QJsonDocument::Compact));
}

// RFC 8707 2: a token is only for the resource the client names, and this
// server issues tokens for one resource alone. Absent, the token is for it too.
std::optional<HttpReply> checkResource(const QUrlQuery &parameters, const QUrl &resource)
{
    const QString named = QStringLiteral("resource");
    if (resource.isEmpty() || !parameters.hasQueryItem(named))
        return std::nullopt;
    if (QUrl(parameters.queryItemValue(named, QUrl::FullyDecoded), QUrl::StrictMode) == resource)
        return std::nullopt;
    return oauthError(
        400, "invalid_target",
        OAuthAuthority::tr("resource must be this MCP server's URL, %1").arg(resource.toString()));
}

} // namespace

OAuthAuthority::OAuthAuthority(AuthConfig config)
    : m_config(std::move(config))
    , m_clients(m_config)
{ }

HttpReply OAuthAuthority::authorize(const HttpRequest &request, const QUrl &resource)
{
    const QUrlQuery &q = request.query;
    const QUrl redirect(q.queryItemValue(QStringLiteral("redirect_uri"), QUrl::FullyDecoded));
    const QString clientId = q.queryItemValue(QStringLiteral("client_id"));
    // Errors before the redirect URI is trusted are shown, never redirected.
    if (!m_clients.isKnown(clientId))
        return oauthError(400, "invalid_client", tr("unknown client_id"));
    if (!OAuthClients::isLoopbackRedirect(redirect))
        return oauthError(400, "invalid_request", tr("redirect_uri must be a loopback http URL"));
    if (!m_clients.mayRedirect(clientId, redirect))
        return oauthError(400, "invalid_request",
                          tr("redirect_uri is not one the client registered"));
    if (q.queryItemValue(QStringLiteral("response_type")) != QLatin1String("code"))
        return oauthError(400, "unsupported_response_type", tr("response_type must be code"));
    const QString challenge = q.queryItemValue(QStringLiteral("code_challenge"));
    if (challenge.isEmpty()
        || q.queryItemValue(QStringLiteral("code_challenge_method")) != QLatin1String("S256"))
        return oauthError(400, "invalid_request",
                          tr("PKCE with code_challenge_method S256 is required"));
    if (auto refusal = checkResource(q, resource))
        return *refusal;

    const QString code = QString::fromLatin1(randomToken());
    m_codes.insert(code,
                   {clientId, redirect.toString(), challenge,
                    QDateTime::currentDateTimeUtc().addSecs(CodeLifetimeSeconds)});
    QUrl target = redirect;
    QUrlQuery parameters(redirect);
    parameters.addQueryItem(QStringLiteral("code"), code);
    if (q.hasQueryItem(QStringLiteral("state")))
        parameters.addQueryItem(QStringLiteral("state"), q.queryItemValue(QStringLiteral("state")));
    target.setQuery(parameters);
    HttpReply reply = HttpReply::json(302, {});
    reply.contentType = "text/plain";
    reply.headers.append({QByteArray("Location"), target.toEncoded()});
    return reply;
}

HttpReply OAuthAuthority::token(const HttpRequest &request, const QUrl &resource)
{
    const QUrlQuery form(QString::fromUtf8(request.body).replace(u'+', u' '));
    const QString grant = form.queryItemValue(QStringLiteral("grant_type"));
    if (auto refusal = checkResource(form, resource))
        return *refusal;

    if (grant == QLatin1String("client_credentials")) {
        if (!m_clients.authenticated(request, form))
            return oauthError(401, "invalid_client", tr("wrong client credentials"));
        return issue(false);
    }
    if (grant == QLatin1String("authorization_code"))
        return redeemCode(request, form);
    if (grant == QLatin1String("refresh_token")) {
        const QString refresh
            = form.queryItemValue(QStringLiteral("refresh_token"), QUrl::FullyDecoded);
        if (!m_refreshTokens.remove(refresh))
            return oauthError(400, "invalid_grant", tr("unknown refresh token"));
        return issue(true);
    }
    return oauthError(400, "unsupported_grant_type",
                      tr("grant_type \"%1\" is not supported").arg(grant.left(40)));
}

HttpReply OAuthAuthority::redeemCode(const HttpRequest &request, const QUrlQuery &form)
{
    const QString codeText = form.queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded);
    // A code is good for one exchange, whatever its outcome.
    const Code code = m_codes.take(codeText);
    if (code.challenge.isEmpty() || code.expires < QDateTime::currentDateTimeUtc())
        return oauthError(400, "invalid_grant", tr("unknown or expired authorization code"));
    if (!m_clients.redeems(code.clientId, request, form))
        return oauthError(401, "invalid_client",
                          code.clientId == m_config.clientId ? tr("unknown client_id")
                                                             : tr("wrong client credentials"));
    if (form.queryItemValue(QStringLiteral("redirect_uri"), QUrl::FullyDecoded) != code.redirectUri)
        return oauthError(400, "invalid_grant",
                          tr("redirect_uri differs from the authorization request"));
    const QByteArray verifier
        = form.queryItemValue(QStringLiteral("code_verifier"), QUrl::FullyDecoded).toLatin1();
    const QByteArray expected
        = QCryptographicHash::hash(verifier, QCryptographicHash::Sha256)
              .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    if (verifier.isEmpty() || QString::fromLatin1(expected) != code.challenge)
        return oauthError(400, "invalid_grant",
                          tr("code_verifier does not match the code_challenge"));
    return issue(true);
}

HttpReply OAuthAuthority::registerClient(const HttpRequest &request)
{
    auto registered = m_clients.registerClient(request.body);
    if (const auto *refusal = std::get_if<OAuthClients::Refusal>(&registered))
        return oauthError(400, refusal->error, refusal->description);
    HttpReply reply = HttpReply::json(
        201, QJsonDocument(std::get<QJsonObject>(registered)).toJson(QJsonDocument::Compact));
    // It may carry a client secret.
    reply.headers.append({QByteArray("Cache-Control"), QByteArray("no-store")});
    return reply;
}

HttpReply OAuthAuthority::issue(bool withRefreshToken)
{
    const QByteArray access = randomToken();
    m_accessTokens.insert(access,
                          QDateTime::currentDateTimeUtc().addSecs(m_config.tokenLifetimeSeconds));
    QJsonObject body {{QStringLiteral("access_token"), QString::fromLatin1(access)},
                      {QStringLiteral("token_type"), QStringLiteral("Bearer")},
                      {QStringLiteral("expires_in"), m_config.tokenLifetimeSeconds}};
    if (withRefreshToken) {
        const QString refresh = QString::fromLatin1(randomToken());
        m_refreshTokens.insert(refresh, true);
        body.insert(QStringLiteral("refresh_token"), refresh);
    }
    HttpReply reply = HttpReply::json(200, QJsonDocument(body).toJson(QJsonDocument::Compact));
    reply.headers.append({QByteArray("Cache-Control"), QByteArray("no-store")});
    return reply;
}

bool OAuthAuthority::accepts(const QByteArray &authorization) const
{
    if (!authorization.startsWith("Bearer "))
        return false;
    const auto expires = m_accessTokens.constFind(authorization.mid(7));
    return expires != m_accessTokens.cend() && *expires > QDateTime::currentDateTimeUtc();
}

} // namespace Toolshelf

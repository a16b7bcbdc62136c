#include "oauthauthority.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QUrl>

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

// Only loopback redirect URIs: a desktop client's (RFC 8252 7.3).
bool isLoopbackRedirect(const QUrl &uri)
{
    if (!uri.isValid() || uri.scheme() != QLatin1String("http"))
        return false;
    if (uri.host() == QLatin1String("localhost"))
        return true;
    const QHostAddress address(uri.host());
    return !address.isNull() && address.isLoopback();
}

} // namespace

OAuthAuthority::OAuthAuthority(AuthConfig config)
    : m_config(std::move(config))
{ }

HttpReply OAuthAuthority::authorize(const HttpRequest &request)
{
    const QUrlQuery &q = request.query;
    const QUrl redirect(q.queryItemValue(QStringLiteral("redirect_uri"), QUrl::FullyDecoded));
    // Errors before the redirect URI is trusted are shown, never redirected.
    if (q.queryItemValue(QStringLiteral("client_id")) != m_config.clientId)
        return oauthError(400, "invalid_client", tr("unknown client_id"));
    if (!isLoopbackRedirect(redirect))
        return oauthError(400, "invalid_request", tr("redirect_uri must be a loopback http URL"));
    if (q.queryItemValue(QStringLiteral("response_type")) != QLatin1String("code"))
        return oauthError(400, "unsupported_response_type", tr("response_type must be code"));
    const QString challenge = q.queryItemValue(QStringLiteral("code_challenge"));
    if (challenge.isEmpty()
        || q.queryItemValue(QStringLiteral("code_challenge_method")) != QLatin1String("S256"))
        return oauthError(400, "invalid_request",
                          tr("PKCE with code_challenge_method S256 is required"));

    const QString code = QString::fromLatin1(randomToken());
    m_codes.insert(code,
                   {redirect.toString(), challenge,
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

bool OAuthAuthority::clientAuthenticated(const HttpRequest &request, const QUrlQuery &form) const
{
    const QByteArray authorization = request.header("Authorization");
    QString id;
    QByteArray secret;
    if (authorization.startsWith("Basic ")) {
        const QByteArray decoded = QByteArray::fromBase64(authorization.mid(6));
        const qsizetype colon = decoded.indexOf(':');
        if (colon < 0)
            return false;
        id = QUrl::fromPercentEncoding(decoded.left(colon));
        secret = QUrl::fromPercentEncoding(decoded.mid(colon + 1)).toUtf8();
    } else {
        id = form.queryItemValue(QStringLiteral("client_id"), QUrl::FullyDecoded);
        secret = form.queryItemValue(QStringLiteral("client_secret"), QUrl::FullyDecoded).toUtf8();
    }
    return id == m_config.clientId && secret == m_config.clientSecret;
}

HttpReply OAuthAuthority::token(const HttpRequest &request)
{
    const QUrlQuery form(QString::fromUtf8(request.body).replace(u'+', u' '));
    const QString grant = form.queryItemValue(QStringLiteral("grant_type"));

    if (grant == QLatin1String("client_credentials")) {
        if (!clientAuthenticated(request, form))
            return oauthError(401, "invalid_client", tr("wrong client credentials"));
        return issue(false);
    }
    if (grant == QLatin1String("authorization_code")) {
        const QString codeText = form.queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded);
        // A code is good for one exchange, whatever its outcome.
        const Code code = m_codes.take(codeText);
        if (code.challenge.isEmpty() || code.expires < QDateTime::currentDateTimeUtc())
            return oauthError(400, "invalid_grant", tr("unknown or expired authorization code"));
        if (form.queryItemValue(QStringLiteral("client_id"), QUrl::FullyDecoded)
            != m_config.clientId)
            return oauthError(401, "invalid_client", tr("unknown client_id"));
        if (form.queryItemValue(QStringLiteral("redirect_uri"), QUrl::FullyDecoded)
            != code.redirectUri)
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

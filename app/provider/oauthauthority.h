#pragma once

#include "authconfig.h"
#include "httpexchange.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>

namespace Toolshelf {

// The reference provider's OAuth 2.0 authorization server, real enough for
// the app's OAuth code to be tested against an actual exchange: the
// client-credentials grant (RFC 6749 4.4), the authorization-code grant with
// PKCE S256 (RFC 7636) that approves at once and redirects to a loopback
// redirect URI, and refresh tokens that rotate on use.
class OAuthAuthority
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::OAuthAuthority)

public:
    explicit OAuthAuthority(AuthConfig config);

    // GET {base}/oauth/authorize
    HttpReply authorize(const HttpRequest &request);
    // POST {base}/oauth/token
    HttpReply token(const HttpRequest &request);
    // Whether an Authorization header carries a live access token.
    bool accepts(const QByteArray &authorization) const;

private:
    struct Code
    {
        QString redirectUri;
        QString challenge;
        QDateTime expires;
    };

    HttpReply issue(bool withRefreshToken);
    bool clientAuthenticated(const HttpRequest &request, const QUrlQuery &form) const;

    AuthConfig m_config;
    QHash<QString, Code> m_codes;
    QHash<QByteArray, QDateTime> m_accessTokens;
    QHash<QString, bool> m_refreshTokens;
};

} // namespace Toolshelf

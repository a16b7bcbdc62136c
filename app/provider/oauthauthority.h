// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "authconfig.h"
#include "httpexchange.h"
#include "oauthclients.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>

namespace Toolshelf {

// The reference provider's OAuth 2.0 authorization server, real enough for
// the app's OAuth code to be tested against an actual exchange: the
// client-credentials grant (RFC 6749 4.4), the authorization-code grant with
// PKCE S256 (RFC 7636) that approves at once and redirects to a loopback
// redirect URI, and refresh tokens that rotate on use. In front of an MCP
// server it also registers clients (RFC 7591) and checks the resource
// indicator (RFC 8707) against the server's URL.
class OAuthAuthority
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::OAuthAuthority)
    Q_DISABLE_COPY_MOVE(OAuthAuthority)

public:
    explicit OAuthAuthority(AuthConfig config);

    // GET {base}/oauth/authorize. `resource` is the URL a `resource`
    // parameter must name; empty when there is none to name (A2T), and then
    // the parameter is not looked at.
    HttpReply authorize(const HttpRequest &request, const QUrl &resource = {});
    // POST {base}/oauth/token; `resource` as for authorize().
    HttpReply token(const HttpRequest &request, const QUrl &resource = {});
    // POST {base}/oauth/register: Dynamic Client Registration (RFC 7591).
    HttpReply registerClient(const HttpRequest &request);
    // Whether an Authorization header carries a live access token.
    bool accepts(const QByteArray &authorization) const;

private:
    struct Code
    {
        // The client it was issued to, the only one that may redeem it.
        QString clientId;
        QString redirectUri;
        QString challenge;
        QDateTime expires;
    };

    HttpReply issue(bool withRefreshToken);
    HttpReply redeemCode(const HttpRequest &request, const QUrlQuery &form);

    AuthConfig m_config;
    OAuthClients m_clients;
    QHash<QString, Code> m_codes;
    QHash<QByteArray, QDateTime> m_accessTokens;
    QHash<QString, bool> m_refreshTokens;
};

} // namespace Toolshelf

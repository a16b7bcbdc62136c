// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "oauth/authchallenge.h"
#include "oauth/oauthdiscovery.h"
#include "oauth/oauthgrant.h"
#include "providers/provider.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVariantMap>

QT_BEGIN_NAMESPACE
class QOAuthHttpServerReplyHandler;
QT_END_NAMESPACE

namespace Toolshelf {

class NetworkCall;
class NetworkService;
struct NetworkResult;

// Signs in to an MCP server's own authorization server in the user's web
// browser, as the MCP authorization spec lays it out: discovery
// (OAuthDiscovery), a client id (the provider's own, else a Client ID
// Metadata Document's URL where the server takes one, else Dynamic Client
// Registration, RFC 7591), the authorization code grant with PKCE S256 and a
// loopback redirect (RFC 8252), the resource indicator (RFC 8707) on the
// authorization and token requests, and the scopes the challenge names,
// else those the resource supports, else none.
//
// Yields the grant for the keychain; nothing is stored here.
class OAuthSignIn final : public QObject
{
    Q_OBJECT

public:
    OAuthSignIn(Provider provider, NetworkService *network, QObject *parent = nullptr);
    ~OAuthSignIn() override;

    // How long the user may take in the browser.
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout.setInterval(timeout); }
    // `challenge` is what the server answered the request that needs the
    // sign-in (its scope, its resource metadata), `grantedScope` what an
    // earlier sign-in was granted: a step-up asks for both.
    void start(const AuthChallenge &challenge, const QString &grantedScope = {});

    // The scopes to ask for: the challenge's, else those the resource
    // supports, else none; with what was granted before.
    static QString chooseScope(const AuthChallenge &challenge, const QStringList &resourceScopes,
                               const QString &grantedScope);

Q_SIGNALS:
    // The authorization page; `started` says whether a browser was opened.
    void openBrowser(const QUrl &url, bool started);
    void succeeded(const Toolshelf::OAuthGrant &grant);
    // Translated; names the provider and the cause.
    void failed(const Toolshelf::Error &error);

private:
    void discovered(const AuthDiscovery &discovery);
    void registerClient();
    void registered(const NetworkResult &result);
    void authorize();
    void redirected(const QVariantMap &values);
    void tokenAnswered(const NetworkResult &result);
    void fail(const Error &error);

    Provider m_provider;
    NetworkService *m_network;
    OAuthDiscovery *m_discovery;
    QOAuthHttpServerReplyHandler *m_redirect = nullptr;
    QPointer<NetworkCall> m_call;
    QTimer m_timeout;
    AuthChallenge m_challenge;
    QString m_grantedScope;
    AuthDiscovery m_found;
    OAuthGrant m_grant;
    QByteArray m_verifier;
    QByteArray m_state;
    QString m_redirectUri;
    bool m_done = false;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "net/networkrequest.h"
#include "oauth/authchallenge.h"
#include "oauth/oauthdiscovery.h"
#include "oauth/oauthgrant.h"
#include "providers/credentialstore.h"
#include "providers/provider.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>

namespace Toolshelf {

class NetworkCall;
class NetworkService;
class OAuthSignIn;
struct NetworkResult;

// Turns a provider's auth method and its secret in the keychain into request
// credentials: an API key header, a bearer token, or an OAuth2 access token
// obtained with the client secret (client credentials, RFC 6749 4.4) or the
// refresh token a browser login left (authorization code with PKCE).
// An MCP server's authorization is discovered (discoversAuthorization()):
// its browser sign-in is an OAuthGrant in the keychain, refreshed at the
// token endpoint discovery found; without one, requests go unsigned so the
// server's 401 names what it needs, and signIn() answers that challenge
// where the user is there to sign in (setSignInAllowed()).
// One per provider, shared by every operation (ProviderClients): it lives as
// long as the process, so it follows the keychain (secretWritten()).
class ProviderAuthenticator final : public QObject
{
    Q_OBJECT

public:
    ProviderAuthenticator(Provider provider, CredentialStore *credentials, NetworkService *network,
                          QObject *parent = nullptr);

    const Provider &provider() const { return m_provider; }

    // Signs with this secret instead of reading the stored one: a connection
    // test of settings not saved yet. Call before prepare(). For OAuth2 client
    // credentials it is the client secret; a browser sign-in's refresh token
    // only ever comes from the keychain.
    void useSecret(const QByteArray &secret);
    // Gets credentials ready; answers with ready() or failed(), always later.
    void prepare();
    bool isReady() const { return m_ready; }
    // sign() may be called now, with nothing to read or fetch first (no
    // authentication, a static secret already read, a fresh access token).
    bool canSignNow() const;
    // Adds the credential headers; call after ready().
    void sign(NetworkRequest &request) const;
    // A local server's secret variables (AuthMethod::Environment), for its
    // process only; empty for any other method. Call after ready().
    QProcessEnvironment environment() const;
    // After a 401: forget an OAuth2 access token so prepare() fetches a new
    // one. False when a new attempt cannot help (a static key was refused).
    bool invalidate();
    // The secret is held for this session only (no keychain).
    bool isSessionOnly() const { return m_sessionOnly; }
    // The last failure was the token endpoint refusing the credentials (an
    // HTTP 4xx), not the endpoint out of reach.
    bool wasRefused() const { return m_refused; }
    // Whether a 401 or a 403 for want of scope may be answered by signing in
    // through the browser now: the window and `--sign-in` commands allow it,
    // a sync nobody watches does not.
    void setSignInAllowed(bool allowed) { m_signInAllowed = allowed; }
    bool canSignIn() const;
    // Signs in through the browser for `challenge` (asking for the scopes it
    // names, with those granted before: a step-up), stores the grant, and
    // answers with ready() or failed(), always later. Only when canSignIn().
    void signIn(const Toolshelf::AuthChallenge &challenge);
    // Stops a preparation; only an authenticator of the operation's own
    // (a connection test's) is cancelled, a shared one finishes for the others.
    void cancel();

    // The keychain stored or removed this provider's secret of `kind`. Told
    // by ProviderClients, which hears of it before any window or command
    // does, so nothing signs with the old secret once a new one is stored:
    // the next preparation reads it. A refresh token this authenticator
    // rotated itself is not news.
    void secretWritten(Toolshelf::SecretKind kind, Toolshelf::SecretStatus status,
                       const QString &message);
    void secretRemoved(Toolshelf::SecretKind kind);
    // A new operation begins (ProviderClients::authenticator()). The user's
    // own secret (a key, a bearer token, a client secret) is read from the
    // keychain again, as when each operation had an authenticator of its own:
    // another process (`toolshelf provider set-secret` while the window runs)
    // may have changed it without this one hearing. A fresh access token and
    // a refresh token this authenticator rotated itself are kept.
    void rereadSecret();

Q_SIGNALS:
    void ready();
    // A sign-in opened its authorization page; `started` says whether a
    // browser was started, else the user must open the URL.
    void signInOpened(const QUrl &url, bool started);
    // Its text is translated and names the provider and the cause, never the
    // secret. Unauthorized when credentials are missing or refused, Storage
    // when the keychain failed, else what kept the token endpoint from answering.
    void failed(const Toolshelf::Error &error);

private:
    void secretRead(const QString &providerId, Toolshelf::SecretKind kind,
                    Toolshelf::SecretStatus status, const QByteArray &secret,
                    const QString &message);
    // One token request of any grant, answered in tokenAnswered().
    void requestToken(const QUrl &endpoint, const OAuthClient &client,
                      const TokenRequests::Form &form);
    void tokenAnswered(const NetworkResult &result);
    // A discovered sign-in (discoversAuthorization()).
    void grantRead(SecretStatus status, const QByteArray &secret, const QString &message);
    void useGrant();
    void clientCredentialsDiscovered(const AuthDiscovery &discovery);
    void storeGrant();
    // No sign-in to use: requests go unsigned, and the server's 401 says
    // what it needs.
    void signedOut();
    // Drops the secret and token held, so the next preparation reads the keychain.
    void forget();
    void succeed();
    void fail(const Error &error);

    Provider m_provider;
    CredentialStore *m_credentials;
    NetworkService *m_network;
    QPointer<NetworkCall> m_call;
    QByteArray m_secret;
    QByteArray m_accessToken;
    QDateTime m_expires;
    bool m_ready = false;
    bool m_preparing = false;
    bool m_sessionOnly = false;
    bool m_refused = false;
    // The secret came from useSecret(), not the keychain: kept whatever is stored.
    bool m_secretGiven = false;
    // The discovered sign-in (a browser's) and whether one is held.
    OAuthGrant m_grant;
    bool m_haveGrant = false;
    // Prepared with no token: requests go unsigned.
    bool m_anonymous = false;
    bool m_signInAllowed = false;
    QPointer<OAuthSignIn> m_signIn;
    // Client credentials at a discovered token endpoint: found once.
    OAuthDiscovery *m_discovery = nullptr;
    std::optional<AuthDiscovery> m_found;
    // Rotated refresh tokens this authenticator is storing: their writes are
    // its own, not a new secret from elsewhere.
    int m_ownWrites = 0;
};

} // namespace Toolshelf

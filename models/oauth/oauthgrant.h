// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "net/networkrequest.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>
#include <utility>
#include <variant>

namespace Toolshelf {

struct NetworkResult;

// Who Toolshelf is to an authorization server: a client id (pre-configured,
// a Client ID Metadata Document's URL, or registered dynamically), its
// secret when it was given one, and how it authenticates at the token
// endpoint (RFC 7591 2: "none", "client_secret_basic", "client_secret_post").
struct OAuthClient
{
    QString id;
    QByteArray secret;
    QString authMethod = QStringLiteral("none");

    // The method to use at a token endpoint that supports `supported` (empty:
    // RFC 8414's default, client_secret_basic). A client without a secret
    // can only be "none"; one with a secret prefers Basic, then the form.
    static QString chooseAuthMethod(const QStringList &supported, bool hasSecret);

    friend bool operator==(const OAuthClient &, const OAuthClient &) = default;
};

// A sign-in found by discovery (an MCP server's own authorization server),
// as the keychain keeps it, sealed to the server's origin: where tokens come
// from, for which resource, as which client, and the tokens themselves. An
// access token is kept too, because a server may give no refresh token.
struct OAuthGrant
{
    QUrl issuer;
    QUrl tokenEndpoint;
    // The resource indicator (RFC 8707) every token request names.
    QUrl resource;
    OAuthClient client;
    // What was granted (the answer's scope, else what was asked for).
    QString scope;
    QByteArray refreshToken;
    QByteArray accessToken;
    QDateTime expires;

    // An access token that lasts at least `marginSeconds` more.
    bool hasFreshAccessToken(int marginSeconds) const;
    QByteArray toJson() const;
    // Nothing when the text is no grant (an older secret, a damaged entry).
    static std::optional<OAuthGrant> fromJson(const QByteArray &json);

    friend bool operator==(const OAuthGrant &, const OAuthGrant &) = default;
};

// What a token endpoint answered (RFC 6749 5.1).
struct TokenAnswer
{
    QByteArray accessToken;
    QByteArray refreshToken;
    int expiresIn = 3600;
    QString scope;
};

// Token requests, one way for every grant: a form with the client's
// authentication, sent once, its body a credential.
class TokenRequests final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::TokenRequests)

public:
    using Form = QList<std::pair<QString, QString>>;

    // Adds client_id (unless Basic carries it) and, by the client's method,
    // the secret as Basic (RFC 6749 2.3.1, form-encoded first) or in the form.
    static NetworkRequest make(const QUrl &endpoint, const OAuthClient &client, Form form);
    // The error (translated) is the server's error_description, else its
    // error code, else the transport's; `refused` says it was a 4xx.
    struct Refusal
    {
        QString message;
        bool refused = false;
    };
    static std::variant<TokenAnswer, Refusal> read(const NetworkResult &result);
    // What kind of failure a refusal is: the credentials' (Unauthorized), an
    // answer that is no token answer (Malformed), or the transport's.
    static Error::Code code(const Refusal &refusal, const NetworkResult &result);
    // Applies an answer to a grant: the new access token and its expiry, a
    // rotated refresh token, the granted scope when the answer says it.
    static void apply(const TokenAnswer &answer, OAuthGrant &grant);
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "authconfig.h"
#include "httpexchange.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QStringList>

#include <variant>

namespace Toolshelf {

// The clients the reference provider's authorization server knows: the one
// configured on its command line, and those an MCP client registered itself
// by Dynamic Client Registration (RFC 7591), each authenticating at the
// token endpoint the way it registered.
class OAuthClients
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::OAuthClients)

public:
    // An OAuth error: its code (RFC 6749 5.2, RFC 7591 3.2.2) and description.
    struct Refusal
    {
        const char *error = "";
        QString description;
    };

    explicit OAuthClients(const AuthConfig &config);

    // RFC 7591 3.1: registers the client that `metadata` (the request's JSON
    // body) describes; answers its client information response (3.2.1).
    std::variant<QJsonObject, Refusal> registerClient(const QByteArray &metadata);

    bool isKnown(const QString &clientId) const;
    // Whether `redirectUri` is one `clientId` may be sent back to. The
    // configured client takes any loopback one; a registered client one it
    // registered, on whichever port (RFC 8252 7.3).
    bool mayRedirect(const QString &clientId, const QUrl &redirectUri) const;
    // Whether a token request for a code issued to `clientId` comes from it:
    // the configured client and public registered ones name themselves, as
    // PKCE public clients do; confidential ones authenticate by their method.
    bool redeems(const QString &clientId, const HttpRequest &request, const QUrlQuery &form) const;
    // The client-credentials grant: a confidential client, authenticated.
    bool authenticated(const HttpRequest &request, const QUrlQuery &form) const;

    // Only loopback redirect URIs: a desktop client's (RFC 8252 7.3).
    static bool isLoopbackRedirect(const QUrl &uri);

private:
    struct Registered
    {
        QByteArray secret;
        QString authMethod;
        QList<QUrl> redirectUris;
    };

    // The id and secret a token request presents, by Basic or in its form.
    struct Presented
    {
        QString id;
        QByteArray secret;
        bool basic = false;
        bool valid = true;
    };

    static Presented presented(const HttpRequest &request, const QUrlQuery &form);
    bool registeredAuthenticates(const QString &clientId, const Presented &credentials) const;

    const AuthConfig &m_config;
    QHash<QString, Registered> m_registered;
};

} // namespace Toolshelf

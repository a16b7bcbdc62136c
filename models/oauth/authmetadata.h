// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <variant>

namespace Toolshelf {

// RFC 9728: what an OAuth-protected resource (an MCP server) says of itself.
struct ProtectedResourceMetadata
{
    QUrl resource;
    // Issuer URLs; the first one is used.
    QList<QUrl> authorizationServers;
    QStringList scopesSupported;
};

// RFC 8414 (or OpenID Connect Discovery): what an authorization server says
// of itself, or (fallback()) what a 2025-03-26 MCP server is assumed to have.
struct AuthServerMetadata
{
    QUrl issuer;
    QUrl authorizationEndpoint;
    QUrl tokenEndpoint;
    // Empty when the server offers no Dynamic Client Registration (RFC 7591).
    QUrl registrationEndpoint;
    QStringList scopesSupported;
    // Empty: not said, which RFC 8414 2 reads as client_secret_basic.
    QStringList tokenEndpointAuthMethods;
    QStringList codeChallengeMethods;
    QStringList grantTypes;
    // It accepts a Client ID Metadata Document's URL as a client id.
    bool clientIdMetadataDocumentSupported = false;
};

// Where the metadata documents are and reading them. Every reader refuses
// rather than guesses: a document for another resource or issuer, an
// endpoint on another origin than its issuer, or an authorization endpoint
// that is not https (loopback excepted) never leads to a secret being sent.
class AuthMetadata final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::AuthMetadata)

public:
    // RFC 9728 3.1, in the order to try: the path-based well-known URL
    // (/.well-known/oauth-protected-resource/PATH), then the root one.
    static QList<QUrl> protectedResourceUrls(const QUrl &resource);
    // RFC 8414 3.1 then OpenID Connect Discovery, in the order the MCP
    // authorization spec gives: for an issuer with a path,
    // /.well-known/oauth-authorization-server/PATH,
    // /.well-known/openid-configuration/PATH, PATH/.well-known/openid-configuration;
    // for one without, the first two at the root.
    static QList<QUrl> authServerUrls(const QUrl &issuer);
    // The MCP 2025-03-26 fallback for a server with no metadata at all: the
    // authorization server is the server's origin, with /authorize, /token
    // and /register there.
    static AuthServerMetadata fallback(const QUrl &resource);

    // `resource` is the server's URL the document was looked up for: the
    // document's resource must be on its origin and a prefix of its path.
    // The error (translated) names what is wrong.
    static std::variant<ProtectedResourceMetadata, QString>
    readProtectedResource(const QByteArray &json, const QUrl &resource);
    // `issuer` is the issuer URL the document was looked up for. The
    // document's issuer must be on its origin, every endpoint on the issuer's
    // origin, the authorization endpoint https or loopback http.
    static std::variant<AuthServerMetadata, QString> readAuthServer(const QByteArray &json,
                                                                    const QUrl &issuer);

    // https anywhere, http only to this computer (RFC 8252 8.3).
    static bool isSecureEndpoint(const QUrl &url);
    // The resource indicator (RFC 8707) for a server URL: scheme and host
    // lower-cased, no fragment; the MCP spec's canonical server URI.
    static QUrl canonicalResource(const QUrl &url);
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "httpexchange.h"

#include <QString>
#include <QUrl>

namespace Toolshelf {

// The discovery documents of an MCP server behind the provider's own
// authorization server, as the MCP authorization spec has clients find them:
// the Protected Resource Metadata (RFC 9728) naming that server, and the
// server's own metadata (RFC 8414). Both are public and served at the
// origin's root, path-based on the URL they describe.
class AuthDocuments final
{
public:
    static inline const QString ResourcePrefix
        = QStringLiteral("/.well-known/oauth-protected-resource");
    static inline const QString ServerPrefix
        = QStringLiteral("/.well-known/oauth-authorization-server");

    // Where the Protected Resource Metadata of `resource` is (RFC 9728 3.1).
    static QUrl resourceMetadataUrl(const QUrl &resource);
    // `resource` is the MCP endpoint, `issuer` its authorization server.
    static HttpReply protectedResource(const QUrl &resource, const QUrl &issuer);
    // The endpoints below `issuer`, as OAuthAuthority serves them.
    static HttpReply authorizationServer(const QUrl &issuer);
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "dialects/a2t/a2ttool.h"

#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace Toolshelf {

// How Toolshelf authenticates to a provider. The secret itself (API key,
// bearer token, client secret, refresh token, a local server's secret
// environment) lives in the keychain only.
enum class AuthMethod {
    None,
    ApiKey,
    Bearer,
    OAuth2ClientCredentials,
    OAuth2AuthorizationCode,
    // A local server's secrets: environment variables handed to its process
    // only, kept in the keychain as one JSON object {"NAME": "value"}.
    Environment,
};

// "none", "api-key", "bearer", "oauth2-client", "oauth2-code", "env".
QString authMethodName(AuthMethod method);
// Parses a name above; nothing for anything else.
std::optional<AuthMethod> authMethodFromName(const QString &name);
// Either OAuth2 flow: a token URL and client id, an access token fetched with
// the stored secret (the client secret or a browser sign-in's refresh token).
bool isOAuth2(AuthMethod method);

// One configured tool provider: where it is and how to sign in. Never holds a
// secret, so it can be written to disk and exported as it is.
struct Provider
{
    // Who the provider is, whatever its settings become: the key of its
    // secrets in the keychain. A random UUID for the user's providers,
    // "managed:NAME" for the administrator's. Kept in the profile's
    // providers.json only: export files, bundles and imports never carry it,
    // so a file cannot claim another provider's secrets.
    QString id;
    // Unique among the profile's providers; the key the catalog uses.
    QString name;
    // {platform-root}: GET {baseUrl}/tools enumerates the tools. Empty for a
    // local server (`command`). A declaration-files provider's file or folder
    // (file://) or the https URL of its one document.
    QUrl baseUrl;
    // A local MCP server, started as this program with these arguments and
    // spoken to over its stdin and stdout; empty for a server reached by URL.
    QStringList command;
    // The local server's environment beyond the user's own, "NAME=value",
    // none of them secrets: those are AuthMethod::Environment's.
    QStringList environment;
    // The protocol it speaks: a ToolDialect::id() (dialects/dialectregistry.h).
    QString dialect = A2tTool::DialectId;
    AuthMethod auth = AuthMethod::None;
    // AuthMethod::ApiKey: the header that carries the key.
    QString apiKeyHeader = QStringLiteral("X-Api-Key");
    // OAuth2.
    QString clientId;
    QUrl tokenUrl;
    QUrl authorizationUrl;
    QString scope;
    // An MCP server whose authorization server takes a Client ID Metadata
    // Document's URL as a client id: the https URL where the document that
    // describes Toolshelf is published (the organisation publishes it).
    QUrl clientMetadataUrl;
    // From the administrator's managed file: the URL and auth settings cannot
    // be changed and the provider cannot be removed, but credentials can be added.
    bool locked = false;
    // For a provider that existed before secrets were filed under ids (when
    // they were filed under the name): SecretBinding::legacyForm() of its
    // settings then. Such a secret is adopted only while they still apply.
    QString legacyBinding;

    friend bool operator==(const Provider &, const Provider &) = default;
};

// The OAuth2 endpoints and client are found from the server itself, as the
// MCP authorization spec has it (RFC 9728, RFC 8414, client registration),
// not configured: an MCP server reached by URL, OAuth2, no token URL given.
// Its browser sign-in is kept in the keychain as an OAuthGrant.
bool discoversAuthorization(const Provider &provider);

// A local server started as a process rather than reached by URL.
inline bool isLocal(const Provider &provider)
{
    return !provider.command.isEmpty();
}

// Where the provider is, for people: its URL, its folder or file (a
// declaration-files provider on this computer), or its command line, quoted
// so that QProcess::splitCommand() gives the command back.
QString providerLocation(const Provider &provider);

// A declaration-files provider's location as typed: a URL as it is
// (https://, file://), a path (relative to the current folder, "~" the home
// folder) as the file:// URL of its absolute path. Invalid when empty.
QUrl filesLocation(const QString &typed);

// An environment variable whose value is a credential by its name (…_TOKEN,
// …_API_KEY, PASSWORD…): such values go to the keychain, never to a file.
bool isSecretVariable(const QString &name);

} // namespace Toolshelf

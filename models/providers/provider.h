#pragma once

#include "dialects/a2t/a2ttool.h"

#include <QString>
#include <QUrl>

#include <optional>

namespace Toolshelf {

// How Toolshelf authenticates to a provider. The secret itself (API key,
// bearer token, client secret, refresh token) lives in the keychain only.
enum class AuthMethod { None, ApiKey, Bearer, OAuth2ClientCredentials, OAuth2AuthorizationCode };

// "none", "api-key", "bearer", "oauth2-client", "oauth2-code".
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
    // {platform-root}: GET {baseUrl}/tools enumerates the tools.
    QUrl baseUrl;
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
    // From the administrator's managed file: the URL and auth settings cannot
    // be changed and the provider cannot be removed, but credentials can be added.
    bool locked = false;
    // For a provider that existed before secrets were filed under ids (when
    // they were filed under the name): SecretBinding::legacyForm() of its
    // settings then. Such a secret is adopted only while they still apply.
    QString legacyBinding;

    friend bool operator==(const Provider &, const Provider &) = default;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/providerdraft.h"

#include "core/textsafety.h"
#include "dialects/files/filesdialect.h"
#include "dialects/mcp/mcpdialect.h"
#include "net/originpolicy.h"
#include "providers/providerregistry.h"
#include "providers/secretbinding.h"
#include "providers/secretenvironment.h"

#include <QProcess>

namespace Toolshelf {

namespace {

QUrl parseUrl(const QString &text)
{
    return QUrl(text.trimmed(), QUrl::StrictMode);
}

} // namespace

ProviderDraft ProviderDraft::from(const Provider &provider)
{
    ProviderDraft draft;
    draft.name = provider.name;
    draft.baseUrl = provider.baseUrl.toString();
    draft.dialect = provider.dialect;
    draft.auth = provider.auth;
    draft.apiKeyHeader = provider.apiKeyHeader;
    draft.clientId = provider.clientId;
    draft.tokenUrl = provider.tokenUrl.toString();
    draft.authorizationUrl = provider.authorizationUrl.toString();
    draft.scope = provider.scope;
    draft.clientMetadataUrl = provider.clientMetadataUrl;
    draft.local = isLocal(provider);
    draft.files = provider.dialect == FilesDialect::DialectId;
    if (draft.files)
        draft.baseUrl = providerLocation(provider);
    if (draft.local) {
        draft.baseUrl.clear();
        draft.command = providerLocation(provider);
        draft.environment = provider.environment.join(u'\n');
    }
    return draft;
}

int ProviderDraft::splitEnvironment(QStringList *plain,
                                    QList<std::pair<QString, QString>> *secrets) const
{
    const QStringList lines = environment.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const QString variable = line.section(u'=', 0, 0).trimmed();
        if (!line.contains(u'=') || !SecretEnvironment::isVariableName(variable))
            return int(i + 1);
        if (isSecretVariable(variable))
            secrets->append({variable, line.section(u'=', 1)});
        else
            plain->append(variable + u'=' + line.section(u'=', 1));
    }
    return 0;
}

ProviderDraft ProviderDraft::withLocalSecrets(const std::optional<Provider> &stored) const
{
    ProviderDraft draft = *this;
    if (!local)
        return draft;
    QStringList plain;
    SecretEnvironment::Variables secrets;
    splitEnvironment(&plain, &secrets);
    draft.secret = secrets.isEmpty() ? QByteArray() : SecretEnvironment::toSecret(secrets);
    draft.auth = AuthMethod::Environment;
    if (secrets.isEmpty() && !draft.keepsStoredSecret(stored))
        draft.auth = AuthMethod::None;
    return draft;
}

Provider ProviderDraft::provider() const
{
    Provider p;
    p.name = name.trimmed();
    if (local) {
        p.command = QProcess::splitCommand(command);
        p.dialect = McpDialect::DialectId;
        p.auth = auth == AuthMethod::Environment ? auth : AuthMethod::None;
        QList<std::pair<QString, QString>> secrets;
        splitEnvironment(&p.environment, &secrets);
        return p;
    }
    p.baseUrl = files ? filesLocation(baseUrl) : parseUrl(baseUrl);
    p.dialect = files ? FilesDialect::DialectId : dialect;
    // A folder or file on this computer is read without signing in.
    p.auth = files && p.baseUrl.isLocalFile() ? AuthMethod::None : auth;
    p.apiKeyHeader = apiKeyHeader.trimmed();
    p.clientId = clientId.trimmed();
    p.tokenUrl = parseUrl(tokenUrl);
    p.authorizationUrl = parseUrl(authorizationUrl);
    p.scope = scope.trimmed();
    p.clientMetadataUrl = clientMetadataUrl;
    return p;
}

std::optional<SecretKind> ProviderDraft::secretKind(AuthMethod method)
{
    switch (method) {
    case AuthMethod::None:
        return std::nullopt;
    case AuthMethod::ApiKey:
    case AuthMethod::Bearer:
    case AuthMethod::OAuth2ClientCredentials:
    case AuthMethod::Environment:
        return SecretKind::Secret;
    case AuthMethod::OAuth2AuthorizationCode:
        return SecretKind::RefreshToken;
    }
    return std::nullopt;
}

bool ProviderDraft::takesTypedSecret(AuthMethod method)
{
    return secretKind(method) == SecretKind::Secret;
}

bool ProviderDraft::keepsStoredSecret(const std::optional<Provider> &stored) const
{
    if (!stored || stored->auth != auth || auth == AuthMethod::None)
        return false;
    // What the credential store checks on every read: a key goes to the
    // tools; an OAuth2 secret or refresh token to the token URL, and the
    // access token obtained with it to the tools.
    Provider p = provider();
    p.id = stored->id;
    return SecretBinding::of(p) == SecretBinding::of(*stored);
}

std::optional<ProviderDraft::Problem> ProviderDraft::checkSettings() const
{
    const Provider p = provider();
    if (local) {
        if (p.command.isEmpty())
            return Problem {Field::Command,
                            tr("Enter the command that starts the server, as in a terminal.")};
        QStringList plain;
        SecretEnvironment::Variables secrets;
        if (const int line = splitEnvironment(&plain, &secrets))
            return Problem {Field::Environment,
                            tr("Line %1 of the environment is not NAME=value.").arg(line)};
        return std::nullopt;
    }
    if (files) {
        if (baseUrl.trimmed().isEmpty())
            return Problem {Field::Path,
                            tr("Enter the folder or file that holds the declarations, or the "
                               "https:// address of one.")};
        if (p.baseUrl.isLocalFile())
            return std::nullopt;
        if (p.baseUrl.scheme() == QLatin1String("http"))
            return Problem {Field::Path,
                            tr("Declaration files are fetched over https only: use an https:// "
                               "address, or a folder or file on this computer.")};
        if (p.baseUrl.scheme() != QLatin1String("https") || p.baseUrl.host().isEmpty())
            return Problem {Field::Path,
                            tr("Enter a folder or file on this computer, or an https:// address.")};
    } else if (!OriginPolicy::isSupportedScheme(p.baseUrl)) {
        return Problem {Field::BaseUrl,
                        tr("Enter the base URL as an absolute http:// or https:// address.")};
    }
    // The rule NetworkService enforces when sending, said before anything is sent.
    const auto plainHttp = [](Field field) {
        return Problem {field,
                        tr("Credentials are sent only over https, or over plain http to this "
                           "computer; use an https:// address.")};
    };
    // An OAuth2 access token goes to the tools just as a key does.
    if (auth != AuthMethod::None && !OriginPolicy::allowsCredentials(p.baseUrl))
        return plainHttp(Field::BaseUrl);
    if (auth == AuthMethod::ApiKey && p.apiKeyHeader.isEmpty())
        return Problem {Field::ApiKeyHeader,
                        tr("Enter the name of the header that carries the API key.")};
    // An MCP server names its own authorization server (and registers a
    // client id for a browser sign-in): the fields may stay empty.
    if (discoversAuthorization(p)) {
        if (auth == AuthMethod::OAuth2ClientCredentials && p.clientId.isEmpty())
            return Problem {Field::ClientId, tr("Enter the OAuth2 client ID.")};
        if (auth == AuthMethod::OAuth2AuthorizationCode && !p.authorizationUrl.isEmpty())
            return Problem {Field::TokenUrl,
                            tr("Enter the token URL too, or neither to discover both from the "
                               "MCP server.")};
        return std::nullopt;
    }
    if (isOAuth2(auth)) {
        if (p.clientId.isEmpty())
            return Problem {Field::ClientId, tr("Enter the OAuth2 client ID.")};
        if (!OriginPolicy::isSupportedScheme(p.tokenUrl))
            return Problem {Field::TokenUrl,
                            tr("Enter the token URL as an absolute http:// or https:// address.")};
        if (!OriginPolicy::allowsCredentials(p.tokenUrl))
            return plainHttp(Field::TokenUrl);
    }
    if (auth == AuthMethod::OAuth2AuthorizationCode
        && !OriginPolicy::isSupportedScheme(p.authorizationUrl))
        return Problem {
            Field::AuthorizationUrl,
            tr("Enter the authorization URL as an absolute http:// or https:// address.")};
    return std::nullopt;
}

std::optional<ProviderDraft::Problem>
ProviderDraft::checkTypedSecret(const std::optional<Provider> &stored) const
{
    if (!takesTypedSecret(provider().auth) || !secret.isEmpty() || keepsStoredSecret(stored))
        return std::nullopt;
    if (local)
        return Problem {Field::Environment,
                        tr("The command changed: type the secret variables again, so the "
                           "stored ones never go to another program.")};
    if (stored && stored->auth == auth)
        return Problem {Field::Secret,
                        tr("The provider now points to another server: enter the secret again, "
                           "so the stored one is never sent there.")};
    const QString what = auth == AuthMethod::ApiKey ? tr("Enter the API key.")
        : auth == AuthMethod::Bearer                ? tr("Enter the bearer token.")
                                                    : tr("Enter the client secret.");
    return Problem {Field::Secret, what};
}

std::optional<ProviderDraft::Problem>
ProviderDraft::checkConnection(const std::optional<Provider> &stored) const
{
    if (auto problem = checkSettings())
        return problem;
    if (provider().auth == AuthMethod::OAuth2AuthorizationCode && !keepsStoredSecret(stored))
        return Problem {Field::Other,
                        tr("A provider that signs in with a browser can be tested only once "
                           "signed in: save it, sign in, then test it.")};
    return checkTypedSecret(stored);
}

std::optional<ProviderDraft::Problem>
ProviderDraft::check(const ProviderRegistry &registry, const std::optional<Provider> &stored) const
{
    const Provider p = provider();
    if (p.name.isEmpty())
        return Problem {Field::Name, tr("Enter a name for the provider.")};
    if ((!stored || stored->name != p.name) && registry.find(p.name))
        return Problem {Field::Name,
                        tr("A provider named \"%1\" already exists; choose another name.")
                            .arg(TextSafety::escapeLine(p.name))};
    if (auto problem = checkSettings())
        return problem;
    if (auto problem = checkTypedSecret(stored))
        return problem;
    if (const auto problem = ProviderRegistry::validate(p))
        return Problem {Field::Other, *problem};
    return std::nullopt;
}

} // namespace Toolshelf

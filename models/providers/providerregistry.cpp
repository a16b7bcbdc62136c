// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/providerregistry.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"
#include "dialects/dialectregistry.h"
#include "dialects/files/filesdialect.h"
#include "dialects/mcp/mcpdialect.h"
#include "providers/secretbinding.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QUuid>

namespace Toolshelf {

namespace {

constexpr int FileVersion = 1;
constexpr qsizetype MaxNameLength = 100;

// Kept in the profile's own file only, never in files to exchange.
const QString IdKey = QStringLiteral("id");
const QString LegacyBindingKey = QStringLiteral("legacySecretBinding");

// The ids of providers from files of earlier versions derive from the name,
// so a profile whose file cannot be written gives the same ids every time.
const QUuid LegacyIdNamespace(QStringLiteral("{4f1b7a52-0c2e-4d8b-9f3a-6e5d2c1b0a97}"));

// Keys that would hold a secret: a provider file must never carry one, so an
// administrator who adds one by mistake is told rather than silently obeyed.
const QStringList SecretKeys {QStringLiteral("secret"),       QStringLiteral("apiKey"),
                              QStringLiteral("token"),        QStringLiteral("bearerToken"),
                              QStringLiteral("clientSecret"), QStringLiteral("password"),
                              QStringLiteral("refreshToken"), QStringLiteral("accessToken")};

enum class Identity { Ignored, Kept };
// Whether a file may name a program to run: the user's own and the
// administrator's may, a file from elsewhere (an import, a bundle) may not.
enum class Commands { Refused, Allowed };

// A local server's command line and environment: arrays of strings, the
// only values of a provider that are not strings.
const QString CommandKey = QStringLiteral("command");
const QString EnvironmentKey = QStringLiteral("environment");

std::optional<QStringList> stringArray(const QJsonValue &value)
{
    if (!value.isArray())
        return std::nullopt;
    QStringList strings;
    for (const QJsonValue &item : value.toArray()) {
        if (!item.isString())
            return std::nullopt;
        strings.append(item.toString());
    }
    return strings;
}

QJsonObject toObject(const Provider &p, Identity identity = Identity::Ignored)
{
    QJsonObject object {{QStringLiteral("name"), p.name},
                        {QStringLiteral("dialect"), p.dialect},
                        {QStringLiteral("auth"), authMethodName(p.auth)}};
    if (isLocal(p)) {
        object.insert(CommandKey, QJsonArray::fromStringList(p.command));
        if (!p.environment.isEmpty())
            object.insert(EnvironmentKey, QJsonArray::fromStringList(p.environment));
    } else {
        // A path may hold spaces, which a strictly read URL refuses unencoded.
        object.insert(QStringLiteral("baseUrl"),
                      p.baseUrl.isLocalFile() ? p.baseUrl.toString(QUrl::FullyEncoded)
                                              : p.baseUrl.toString());
    }
    if (p.auth == AuthMethod::ApiKey)
        object.insert(QStringLiteral("apiKeyHeader"), p.apiKeyHeader);
    if (isOAuth2(p.auth)) {
        object.insert(QStringLiteral("clientId"), p.clientId);
        object.insert(QStringLiteral("tokenUrl"), p.tokenUrl.toString());
        if (!p.scope.isEmpty())
            object.insert(QStringLiteral("scope"), p.scope);
    }
    if (p.auth == AuthMethod::OAuth2AuthorizationCode)
        object.insert(QStringLiteral("authorizationUrl"), p.authorizationUrl.toString());
    if (p.clientMetadataUrl.isValid())
        object.insert(QStringLiteral("clientMetadataUrl"), p.clientMetadataUrl.toString());
    if (identity == Identity::Kept) {
        object.insert(IdKey, p.id);
        if (!p.legacyBinding.isEmpty())
            object.insert(LegacyBindingKey, p.legacyBinding);
    }
    return object;
}

std::variant<Provider, QString> fromObject(const QJsonObject &object, qsizetype index,
                                           Identity identity, Commands commands)
{
    const auto fail = [index](const QString &why) {
        return ProviderRegistry::tr("provider %1: %2").arg(index + 1).arg(why);
    };
    for (const QString &key : SecretKeys) {
        if (object.contains(key))
            return fail(
                ProviderRegistry::tr("\"%1\" looks like a secret; provider files never carry "
                                     "secrets, use toolshelf login")
                    .arg(key));
    }
    Provider p;
    for (const QString &key : object.keys()) {
        if (key == CommandKey || key == EnvironmentKey) {
            const auto strings = stringArray(object.value(key));
            if (!strings)
                return fail(ProviderRegistry::tr("\"%1\" must be an array of strings").arg(key));
            (key == CommandKey ? p.command : p.environment) = *strings;
        } else if (!object.value(key).isString()) {
            return fail(ProviderRegistry::tr("\"%1\" must be a string").arg(key.left(40)));
        }
    }
    if (isLocal(p) && commands == Commands::Refused)
        return fail(
            ProviderRegistry::tr(
                "it starts the local program \"%1\"; a shared file never makes "
                "Toolshelf run a program. Add it yourself with toolshelf provider add "
                "%2 --stdio -- COMMAND")
                .arg(TextSafety::escapeUnsafe(p.command.constFirst()).left(120),
                     TextSafety::escapeUnsafe(object.value(QStringLiteral("name")).toString())
                         .left(100)));
    p.name = object.value(QStringLiteral("name")).toString();
    p.baseUrl = QUrl(object.value(QStringLiteral("baseUrl")).toString(), QUrl::StrictMode);
    const ToolDialect *dialect
        = Dialects::find(object.value(QStringLiteral("dialect")).toString(p.dialect));
    if (!dialect)
        return fail(ProviderRegistry::tr("unknown dialect \"%1\"")
                        .arg(object.value(QStringLiteral("dialect")).toString().left(40)));
    p.dialect = dialect->id();
    const auto auth
        = authMethodFromName(object.value(QStringLiteral("auth")).toString(QStringLiteral("none")));
    if (!auth)
        return fail(ProviderRegistry::tr("unknown auth method \"%1\"")
                        .arg(object.value(QStringLiteral("auth")).toString().left(40)));
    p.auth = *auth;
    p.apiKeyHeader = object.value(QStringLiteral("apiKeyHeader")).toString(p.apiKeyHeader);
    p.clientId = object.value(QStringLiteral("clientId")).toString();
    p.tokenUrl = QUrl(object.value(QStringLiteral("tokenUrl")).toString(), QUrl::StrictMode);
    p.authorizationUrl
        = QUrl(object.value(QStringLiteral("authorizationUrl")).toString(), QUrl::StrictMode);
    p.clientMetadataUrl
        = QUrl(object.value(QStringLiteral("clientMetadataUrl")).toString(), QUrl::StrictMode);
    p.scope = object.value(QStringLiteral("scope")).toString();
    if (identity == Identity::Kept) {
        p.id = object.value(IdKey).toString();
        p.legacyBinding = object.value(LegacyBindingKey).toString();
    }
    if (const auto problem = ProviderRegistry::validate(p))
        return fail(*problem);
    return p;
}

std::variant<QList<Provider>, QString> parse(const QByteArray &json, Identity identity,
                                             Commands commands)
{
    JsonLimits limits;
    limits.maxBytes = 4 * 1024 * 1024;
    if (const auto problem = JsonPreflight::check(json, limits))
        return *problem;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return ProviderRegistry::tr("malformed JSON at byte %1: %2")
            .arg(error.offset)
            .arg(error.errorString());
    const QJsonObject root = document.object();
    if (!document.isObject() || !root.value(QStringLiteral("providers")).isArray())
        return ProviderRegistry::tr("expected {\"version\": 1, \"providers\": [...]}");
    if (root.value(QStringLiteral("version")).toInt(FileVersion) > FileVersion)
        return ProviderRegistry::tr("the file is from a newer Toolshelf (version %1)")
            .arg(root.value(QStringLiteral("version")).toInt());
    QList<Provider> providers;
    const QJsonArray array = root.value(QStringLiteral("providers")).toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject())
            return ProviderRegistry::tr("provider %1 is not an object").arg(i + 1);
        auto parsed = fromObject(array.at(i).toObject(), i, identity, commands);
        if (auto *problem = std::get_if<QString>(&parsed))
            return *problem;
        const Provider &provider = std::get<Provider>(parsed);
        const bool duplicate
            = std::any_of(providers.cbegin(), providers.cend(),
                          [&](const Provider &p) { return p.name == provider.name; });
        if (duplicate)
            return ProviderRegistry::tr("provider \"%1\" is listed twice").arg(provider.name);
        providers.append(provider);
    }
    return providers;
}

bool isHttpUrl(const QUrl &url)
{
    return url.isValid() && !url.host().isEmpty()
        && (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"));
}

std::variant<QList<Provider>, QString> readFile(const QString &path, Identity identity)
{
    QFile file(path);
    if (!file.exists())
        return QList<Provider>();
    if (!file.open(QIODevice::ReadOnly))
        return ProviderRegistry::tr("%1: %2").arg(path, file.errorString());
    auto parsed = parse(file.readAll(), identity, Commands::Allowed);
    if (auto *error = std::get_if<QString>(&parsed))
        return ProviderRegistry::tr("%1: %2").arg(path, *error);
    return parsed;
}

QString newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

} // namespace

ProviderRegistry::ProviderRegistry(Profile profile)
    : m_profile(std::move(profile))
{ }

std::optional<QString> ProviderRegistry::validate(const Provider &p)
{
    if (p.name.trimmed().isEmpty())
        return tr("the name is empty");
    if (p.name.size() > MaxNameLength)
        return tr("the name is longer than %1 characters").arg(MaxNameLength);
    if (TextSafety::containsUnsafe(p.name) || p.name.contains(u'\n') || p.name.contains(u'/'))
        return tr("the name contains control characters, line breaks or slashes");
    if (isLocal(p)) {
        if (const auto problem = validateLocal(p))
            return problem;
    } else if (p.dialect == FilesDialect::DialectId) {
        if (const auto problem = validateFiles(p))
            return problem;
    } else {
        if (!isHttpUrl(p.baseUrl))
            return tr("the base URL must be an absolute http or https URL");
        if (!p.baseUrl.userInfo().isEmpty())
            return tr("the base URL must not carry a user name or password; use toolshelf login");
        if (p.auth == AuthMethod::Environment)
            return tr("only a local server takes its secrets from the environment");
    }
    switch (p.auth) {
    case AuthMethod::None:
    case AuthMethod::Bearer:
    case AuthMethod::Environment:
        break;
    case AuthMethod::ApiKey: {
        static const QRegularExpression token(QStringLiteral("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"));
        if (!token.match(p.apiKeyHeader).hasMatch())
            return tr("the API key header name \"%1\" is not a valid HTTP header name")
                .arg(TextSafety::escapeUnsafe(p.apiKeyHeader).left(60));
        break;
    }
    case AuthMethod::OAuth2AuthorizationCode:
        // An MCP server names its authorization server itself, and a client
        // id can be registered there: none of it needs configuring.
        if (discoversAuthorization(p)) {
            if (!p.authorizationUrl.isEmpty())
                return tr("give the token URL with the authorization URL, or neither to "
                          "discover both from the MCP server");
            break;
        }
        if (!isHttpUrl(p.authorizationUrl))
            return tr("OAuth2 with a browser needs an http(s) authorization URL");
        [[fallthrough]];
    case AuthMethod::OAuth2ClientCredentials:
        if (p.clientId.trimmed().isEmpty())
            return tr("OAuth2 needs a client id");
        if (!isHttpUrl(p.tokenUrl) && !discoversAuthorization(p))
            return tr("OAuth2 needs an http(s) token URL");
        break;
    }
    if (!p.clientMetadataUrl.isEmpty()
        && (p.clientMetadataUrl.scheme() != QLatin1String("https")
            || p.clientMetadataUrl.path().size() < 2))
        return tr("the client metadata document URL must be an https URL with a path");
    return std::nullopt;
}

std::optional<QString> ProviderRegistry::validateFiles(const Provider &p)
{
    if (p.baseUrl.isLocalFile()) {
        if (!QDir::isAbsolutePath(p.baseUrl.toLocalFile()))
            return tr("the declaration files' location must be an absolute path");
        if (p.auth != AuthMethod::None)
            return tr("a folder or file on this computer is read without signing in; leave the "
                      "authentication at none");
        return std::nullopt;
    }
    if (p.baseUrl.scheme() == QLatin1String("http"))
        return tr("declaration files are fetched over https only, never plain http; give an "
                  "https:// URL, or a folder or file on this computer");
    if (p.baseUrl.scheme() != QLatin1String("https") || !isHttpUrl(p.baseUrl))
        return tr("declaration files are a folder or file on this computer, or one document at "
                  "an https:// URL");
    if (!p.baseUrl.userInfo().isEmpty())
        return tr("the base URL must not carry a user name or password; use toolshelf login");
    if (p.auth == AuthMethod::Environment)
        return tr("only a local server takes its secrets from the environment");
    return std::nullopt;
}

std::optional<QString> ProviderRegistry::validateLocal(const Provider &p)
{
    if (p.dialect != McpDialect::DialectId)
        return tr("only an MCP server can be started as a local program");
    if (!p.baseUrl.isEmpty())
        return tr("a local server has a command or a URL, not both");
    if (p.auth != AuthMethod::None && p.auth != AuthMethod::Environment)
        return tr("a local server signs in with its environment only");
    if (p.command.constFirst().trimmed().isEmpty())
        return tr("the command names no program");
    for (const QString &word : p.command) {
        if (word.contains(QChar::Null))
            return tr("the command contains a NUL character");
    }
    static const QRegularExpression variable(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*=.*$"),
                                             QRegularExpression::DotMatchesEverythingOption);
    for (const QString &pair : p.environment) {
        if (!variable.match(pair).hasMatch() || pair.contains(QChar::Null))
            return tr("\"%1\" is not NAME=value").arg(TextSafety::escapeUnsafe(pair).left(60));
        const QString name = pair.section(u'=', 0, 0);
        if (isSecretVariable(name))
            return tr("%1 looks like a secret; provider files never carry secrets, store it "
                      "with toolshelf login")
                .arg(name.left(60));
    }
    return std::nullopt;
}

QByteArray ProviderRegistry::toJson(const QList<Provider> &providers)
{
    QJsonArray array;
    for (const Provider &p : providers)
        array.append(toObject(p));
    return QJsonDocument(QJsonObject {{QStringLiteral("version"), FileVersion},
                                      {QStringLiteral("providers"), array}})
        .toJson(QJsonDocument::Indented);
}

std::variant<QList<Provider>, QString> ProviderRegistry::fromJson(const QByteArray &json,
                                                                  LocalServers localServers)
{
    return parse(json, Identity::Ignored,
                 localServers == LocalServers::Kept ? Commands::Allowed : Commands::Refused);
}

bool ProviderRegistry::load(QString *error)
{
    auto managed = readFile(m_profile.managedProvidersFile(), Identity::Ignored);
    if (auto *problem = std::get_if<QString>(&managed)) {
        *error = *problem;
        return false;
    }
    auto own = readFile(m_profile.providersFile(), Identity::Kept);
    if (auto *problem = std::get_if<QString>(&own)) {
        *error = *problem;
        return false;
    }
    m_providers.clear();
    m_shadowed.clear();
    for (Provider p : std::get<QList<Provider>>(managed)) {
        // Never a user provider's: those are UUIDs.
        p.id = QString(QStringLiteral("managed:") + p.name);
        p.locked = true;
        m_providers.append(p);
    }
    QList<Provider> &mine = std::get<QList<Provider>>(own);
    const bool assigned = assignIds(mine);
    for (const Provider &p : std::as_const(mine)) {
        if (find(p.name))
            m_shadowed.append(p);
        else
            m_providers.append(p);
    }
    // Best effort: ids from names come out the same on the next load anyway.
    QString ignored;
    if (assigned)
        save(&ignored);
    return true;
}

bool ProviderRegistry::assignIds(QList<Provider> &own) const
{
    bool assigned = false;
    QSet<QString> taken;
    for (Provider &p : own) {
        p.locked = false;
        if (p.id.isEmpty()) {
            // From an earlier version, whose secrets were filed under the
            // name: this provider may adopt them while its settings stay as
            // they are now. One that a managed provider shadows may not: the
            // secret under its name may have been stored for the managed one.
            p.id = QUuid::createUuidV5(LegacyIdNamespace, p.name).toString(QUuid::WithoutBraces);
            const bool shadowed = std::any_of(m_providers.cbegin(), m_providers.cend(),
                                              [&](const Provider &m) { return m.name == p.name; });
            if (p.auth != AuthMethod::None && !shadowed)
                p.legacyBinding = SecretBinding::of(p).summary();
            assigned = true;
        } else if (QUuid(p.id).isNull() || taken.contains(p.id)) {
            // Edited by hand: a new identity, so no secret is shared or guessed.
            p.id = newId();
            p.legacyBinding.clear();
            assigned = true;
        }
        taken.insert(p.id);
    }
    return assigned;
}

bool ProviderRegistry::save(QString *error) const
{
    if (!m_profile.ensureDirectories(error))
        return false;
    QJsonArray own;
    for (const Provider &p : m_providers) {
        if (!p.locked)
            own.append(toObject(p, Identity::Kept));
    }
    for (const Provider &p : m_shadowed)
        own.append(toObject(p, Identity::Kept));
    const QByteArray json = QJsonDocument(QJsonObject {{QStringLiteral("version"), FileVersion},
                                                       {QStringLiteral("providers"), own}})
                                .toJson(QJsonDocument::Indented);
    QSaveFile file(m_profile.providersFile());
    if (!file.open(QIODevice::WriteOnly) || file.write(json) < 0 || !file.commit()) {
        *error = tr("%1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

std::optional<Provider> ProviderRegistry::find(const QString &name) const
{
    for (const Provider &p : m_providers) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

std::optional<QString> ProviderRegistry::add(const Provider &provider)
{
    if (const auto problem = validate(provider))
        return problem;
    if (find(provider.name))
        return tr("a provider named \"%1\" already exists").arg(provider.name);
    Provider added = provider;
    added.id = newId();
    added.legacyBinding.clear();
    added.locked = false;
    m_providers.append(added);
    return std::nullopt;
}

std::optional<QString> ProviderRegistry::update(const Provider &provider)
{
    if (const auto problem = validate(provider))
        return problem;
    for (Provider &p : m_providers) {
        if (p.name != provider.name)
            continue;
        if (p.locked)
            return tr("\"%1\" is managed by your administrator and cannot be changed").arg(p.name);
        Provider updated = provider;
        updated.id = p.id;
        updated.legacyBinding = p.legacyBinding;
        updated.locked = false;
        p = updated;
        return std::nullopt;
    }
    return tr("no provider named \"%1\"").arg(provider.name);
}

std::optional<QString> ProviderRegistry::remove(const QString &name)
{
    for (qsizetype i = 0; i < m_providers.size(); ++i) {
        if (m_providers.at(i).name != name)
            continue;
        if (m_providers.at(i).locked)
            return tr("\"%1\" is managed by your administrator and cannot be removed").arg(name);
        m_providers.removeAt(i);
        return std::nullopt;
    }
    return tr("no provider named \"%1\"").arg(name);
}

std::optional<QString> ProviderRegistry::removeShadowed(const QString &name)
{
    for (qsizetype i = 0; i < m_shadowed.size(); ++i) {
        if (m_shadowed.at(i).name == name) {
            m_shadowed.removeAt(i);
            return std::nullopt;
        }
    }
    return tr("no provider of yours named \"%1\" is set aside").arg(name);
}

QString ProviderRegistry::shadowedReason(const Provider &own)
{
    return tr("Your own provider %1 (%2) is not used: your administrator manages a provider of "
              "the same name, which takes its place. Nothing of yours (settings, secret) is "
              "given to it. To use yours, remove it (toolshelf provider remove %1) and add it "
              "again under another name.")
        .arg(own.name, own.baseUrl.toDisplayString());
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oauth/authmetadata.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"
#include "net/originpolicy.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace Toolshelf {

namespace {

// Metadata documents are a few hundred bytes; these bound what a hostile one
// makes us hold.
constexpr qsizetype MaxDocumentBytes = 256 * 1024;
constexpr qsizetype MaxAuthorizationServers = 64;
constexpr qsizetype MaxListEntries = 256;
constexpr qsizetype MaxStringChars = 2048;
constexpr qsizetype MaxShownChars = 200;

using Problem = std::optional<QString>;

QString shown(const QString &text)
{
    return TextSafety::shortened(text, MaxShownChars);
}

QString shown(const QUrl &url)
{
    return shown(url.toDisplayString());
}

// scheme://host:port, as the URL writes them, with nothing after.
QUrl originOf(const QUrl &url)
{
    QUrl origin;
    origin.setScheme(url.scheme());
    origin.setHost(url.host());
    origin.setPort(url.port());
    return origin;
}

// The path the well-known URLs are built from: "/" is none, and a
// terminating slash is dropped (RFC 8414 3.1).
QString pathOf(const QUrl &url)
{
    QString path = url.path(QUrl::FullyEncoded);
    if (path.endsWith(u'/'))
        path.chop(1);
    return path;
}

QUrl at(const QUrl &origin, const QString &path)
{
    QUrl url = origin;
    url.setPath(path, QUrl::TolerantMode);
    return url;
}

// `prefix` names `path` or a folder above it: "/mcp" covers "/mcp/x" but
// not "/mcpx".
bool coversPath(const QString &prefix, const QString &path)
{
    QString folder = prefix;
    if (folder.endsWith(u'/'))
        folder.chop(1);
    return folder.isEmpty() || path == folder || path.startsWith(folder + u'/');
}

bool isAbsoluteHttp(const QUrl &url)
{
    return !url.isRelative() && OriginPolicy::isSupportedScheme(url);
}

std::variant<QJsonObject, QString> objectOf(const QByteArray &json)
{
    if (json.size() > MaxDocumentBytes)
        return AuthMetadata::tr("the metadata is larger than %1 KiB").arg(MaxDocumentBytes / 1024);
    JsonLimits limits;
    limits.maxBytes = MaxDocumentBytes;
    if (const auto problem = JsonPreflight::check(json, limits))
        return *problem;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return AuthMetadata::tr("malformed JSON at byte %1: %2")
            .arg(error.offset)
            .arg(error.errorString());
    if (!document.isObject())
        return AuthMetadata::tr("the metadata is no JSON object");
    return document.object();
}

// A string member of at most MaxStringChars; an absent one is empty.
Problem readString(const QJsonObject &object, const QString &key, QString &into)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!value.isString())
        return AuthMetadata::tr("%1 is no string").arg(key);
    if (value.toString().size() > MaxStringChars)
        return AuthMetadata::tr("%1 is longer than %2 characters").arg(key).arg(MaxStringChars);
    into = value.toString();
    return std::nullopt;
}

// An absolute http(s) URL; an absent one is empty unless required.
Problem readUrl(const QJsonObject &object, const QString &key, bool required, QUrl &into)
{
    QString text;
    if (const Problem problem = readString(object, key, text))
        return problem;
    if (text.isEmpty())
        return required ? Problem(AuthMetadata::tr("the metadata has no %1").arg(key))
                        : std::nullopt;
    const QUrl url(text, QUrl::StrictMode);
    if (!isAbsoluteHttp(url))
        return AuthMetadata::tr("%1 is no absolute http or https URL: %2").arg(key, shown(text));
    into = url;
    return std::nullopt;
}

// An optional list of strings.
Problem readStrings(const QJsonObject &object, const QString &key, qsizetype max, QStringList &into)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!value.isArray())
        return AuthMetadata::tr("%1 is no list").arg(key);
    const QJsonArray array = value.toArray();
    if (array.size() > max)
        return AuthMetadata::tr("%1 has more than %2 entries").arg(key).arg(max);
    for (const QJsonValue &entry : array) {
        if (!entry.isString())
            return AuthMetadata::tr("%1 holds something other than strings").arg(key);
        if (entry.toString().size() > MaxStringChars)
            return AuthMetadata::tr("an entry of %1 is longer than %2 characters")
                .arg(key)
                .arg(MaxStringChars);
        into.append(entry.toString());
    }
    return std::nullopt;
}

Problem readAuthorizationServers(const QJsonObject &object, QList<QUrl> &into)
{
    const QString key = QStringLiteral("authorization_servers");
    QStringList issuers;
    if (const Problem problem = readStrings(object, key, MaxAuthorizationServers, issuers))
        return problem;
    if (issuers.isEmpty())
        return AuthMetadata::tr("the metadata names no authorization server");
    for (const QString &text : std::as_const(issuers)) {
        const QUrl issuer(text, QUrl::StrictMode);
        if (!isAbsoluteHttp(issuer))
            return AuthMetadata::tr("the authorization server %1 is no absolute http or https URL")
                .arg(shown(text));
        if (!AuthMetadata::isSecureEndpoint(issuer))
            return AuthMetadata::tr("the authorization server %1 is neither https nor on this "
                                    "computer")
                .arg(shown(issuer));
        into.append(issuer);
    }
    return std::nullopt;
}

QString endpointName(const QString &key)
{
    if (key == QLatin1String("authorization_endpoint"))
        return AuthMetadata::tr("authorization endpoint");
    if (key == QLatin1String("token_endpoint"))
        return AuthMetadata::tr("token endpoint");
    return AuthMetadata::tr("registration endpoint");
}

// An endpoint a secret or a code is sent to: where the issuer is, and
// never over plain http to another computer.
Problem readEndpoint(const QJsonObject &object, const QString &key, bool required,
                     const QUrl &issuer, QUrl &into)
{
    if (const Problem problem = readUrl(object, key, required, into))
        return problem;
    if (into.isEmpty())
        return std::nullopt;
    if (!OriginPolicy::sameOrigin(into, issuer))
        return AuthMetadata::tr("the %1 %2 is on another origin than the issuer %3")
            .arg(endpointName(key), shown(into), shown(issuer));
    if (!AuthMetadata::isSecureEndpoint(into))
        return AuthMetadata::tr("the %1 %2 is neither https nor on this computer")
            .arg(endpointName(key), shown(into));
    return std::nullopt;
}

Problem readEndpoints(const QJsonObject &object, AuthServerMetadata &metadata)
{
    if (const Problem problem = readEndpoint(object, QStringLiteral("authorization_endpoint"), true,
                                             metadata.issuer, metadata.authorizationEndpoint))
        return problem;
    if (const Problem problem = readEndpoint(object, QStringLiteral("token_endpoint"), true,
                                             metadata.issuer, metadata.tokenEndpoint))
        return problem;
    return readEndpoint(object, QStringLiteral("registration_endpoint"), false, metadata.issuer,
                        metadata.registrationEndpoint);
}

Problem readServerLists(const QJsonObject &object, AuthServerMetadata &metadata)
{
    const std::pair<QString, QStringList *> lists[] = {
        {QStringLiteral("scopes_supported"), &metadata.scopesSupported},
        {QStringLiteral("token_endpoint_auth_methods_supported"),
         &metadata.tokenEndpointAuthMethods},
        {QStringLiteral("code_challenge_methods_supported"), &metadata.codeChallengeMethods},
        {QStringLiteral("grant_types_supported"), &metadata.grantTypes},
    };
    for (const auto &[key, into] : lists) {
        if (const Problem problem = readStrings(object, key, MaxListEntries, *into))
            return problem;
    }
    // The MCP authorization spec requires PKCE with S256; a server that
    // lists methods without it would let the code be stolen in transit.
    if (object.contains(QStringLiteral("code_challenge_methods_supported"))
        && !metadata.codeChallengeMethods.contains(QStringLiteral("S256")))
        return AuthMetadata::tr("the authorization server does not support PKCE with S256");
    return std::nullopt;
}

} // namespace

QList<QUrl> AuthMetadata::protectedResourceUrls(const QUrl &resource)
{
    const QUrl origin = originOf(resource);
    const QString wellKnown = QStringLiteral("/.well-known/oauth-protected-resource");
    const QString path = pathOf(resource);
    if (path.isEmpty())
        return {at(origin, wellKnown)};
    return {at(origin, wellKnown + path), at(origin, wellKnown)};
}

QList<QUrl> AuthMetadata::authServerUrls(const QUrl &issuer)
{
    const QUrl origin = originOf(issuer);
    const QString oauth = QStringLiteral("/.well-known/oauth-authorization-server");
    const QString openId = QStringLiteral("/.well-known/openid-configuration");
    const QString path = pathOf(issuer);
    if (path.isEmpty())
        return {at(origin, oauth), at(origin, openId)};
    return {at(origin, oauth + path), at(origin, openId + path), at(origin, path + openId)};
}

AuthServerMetadata AuthMetadata::fallback(const QUrl &resource)
{
    AuthServerMetadata metadata;
    metadata.issuer = originOf(resource);
    metadata.authorizationEndpoint = at(metadata.issuer, QStringLiteral("/authorize"));
    metadata.tokenEndpoint = at(metadata.issuer, QStringLiteral("/token"));
    metadata.registrationEndpoint = at(metadata.issuer, QStringLiteral("/register"));
    metadata.codeChallengeMethods = {QStringLiteral("S256")};
    return metadata;
}

std::variant<ProtectedResourceMetadata, QString>
AuthMetadata::readProtectedResource(const QByteArray &json, const QUrl &resource)
{
    const auto object = objectOf(json);
    if (const auto *problem = std::get_if<QString>(&object))
        return *problem;
    const QJsonObject &document = std::get<QJsonObject>(object);
    ProtectedResourceMetadata metadata;
    if (const Problem problem
        = readUrl(document, QStringLiteral("resource"), true, metadata.resource))
        return *problem;
    // RFC 9728 3.3: a document for another resource would send the user's
    // token to whoever wrote it.
    if (!OriginPolicy::sameOrigin(metadata.resource, resource)
        || !coversPath(metadata.resource.path(QUrl::FullyEncoded),
                       resource.path(QUrl::FullyEncoded)))
        return tr("the metadata is for %1, not for %2")
            .arg(shown(metadata.resource), shown(resource));
    if (const Problem problem = readAuthorizationServers(document, metadata.authorizationServers))
        return *problem;
    if (const Problem problem = readStrings(document, QStringLiteral("scopes_supported"),
                                            MaxListEntries, metadata.scopesSupported))
        return *problem;
    return metadata;
}

std::variant<AuthServerMetadata, QString> AuthMetadata::readAuthServer(const QByteArray &json,
                                                                       const QUrl &issuer)
{
    const auto object = objectOf(json);
    if (const auto *problem = std::get_if<QString>(&object))
        return *problem;
    const QJsonObject &document = std::get<QJsonObject>(object);
    AuthServerMetadata metadata;
    if (const Problem problem = readUrl(document, QStringLiteral("issuer"), true, metadata.issuer))
        return *problem;
    // RFC 8414 3.3 wants the very issuer looked up, but servers in the wild
    // (and the MCP conformance suite) give their bare origin while the
    // metadata sits under a path (/tenant1): the origin is what binds the
    // endpoints, so the origin is what must match.
    if (!OriginPolicy::sameOrigin(metadata.issuer, issuer))
        return tr("the metadata is for the issuer %1, not for %2")
            .arg(shown(metadata.issuer), shown(issuer));
    if (const Problem problem = readEndpoints(document, metadata))
        return *problem;
    if (const Problem problem = readServerLists(document, metadata))
        return *problem;
    metadata.clientIdMetadataDocumentSupported
        = document.value(QStringLiteral("client_id_metadata_document_supported")).toBool(false);
    return metadata;
}

bool AuthMetadata::isSecureEndpoint(const QUrl &url)
{
    return isAbsoluteHttp(url) && OriginPolicy::allowsCredentials(url);
}

QUrl AuthMetadata::canonicalResource(const QUrl &url)
{
    QUrl canonical = url;
    canonical.setScheme(url.scheme().toLower());
    canonical.setHost(url.host().toLower());
    canonical.setFragment(QString());
    if (canonical.path() == QLatin1String("/"))
        canonical.setPath(QString());
    return canonical;
}

} // namespace Toolshelf

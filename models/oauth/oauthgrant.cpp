// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oauth/oauthgrant.h"

#include "providers/providererror.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"
#include "net/networkresult.h"
#include "net/originpolicy.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace Toolshelf {

namespace {

const QString None = QStringLiteral("none");
const QString Basic = QStringLiteral("client_secret_basic");
const QString Post = QStringLiteral("client_secret_post");

// A grant is a few kilobytes; a bigger keychain entry is not one.
constexpr qsizetype MaxGrantBytes = 1024 * 1024;
// A token answer carries tokens and a scope, nothing more.
constexpr qsizetype MaxAnswerBytes = 64 * 1024;
constexpr qsizetype MaxMessageChars = 200;
// A token type is one word; the sentence naming it stays within the above.
constexpr qsizetype MaxTokenTypeChars = 40;
constexpr double MaxExpiresIn = 10.0 * 365 * 24 * 3600;

// The grant's JSON keys.
const QString IssuerKey = QStringLiteral("issuer");
const QString TokenEndpointKey = QStringLiteral("token_endpoint");
const QString ResourceKey = QStringLiteral("resource");
const QString ClientIdKey = QStringLiteral("client_id");
const QString ClientSecretKey = QStringLiteral("client_secret");
const QString AuthMethodKey = QStringLiteral("token_endpoint_auth_method");
const QString ScopeKey = QStringLiteral("scope");
const QString RefreshTokenKey = QStringLiteral("refresh_token");
const QString AccessTokenKey = QStringLiteral("access_token");
const QString ExpiresKey = QStringLiteral("expires");

bool isAbsoluteHttp(const QUrl &url)
{
    return !url.isRelative() && OriginPolicy::isSupportedScheme(url);
}

// Text as it is written back: a lone surrogate cannot be, so it must not be
// read either, or a grant would change on its way through the keychain.
QString textOf(const QJsonObject &object, const QString &key)
{
    return QString::fromUtf8(object.value(key).toString().toUtf8());
}

// A URL as it is written back: QUrl keeps some characters as given that it
// writes encoded ('#' in a fragment), and a grant must not change on its
// way through the keychain.
QUrl urlOf(const QJsonObject &object, const QString &key)
{
    const QUrl url(textOf(object, key), QUrl::StrictMode);
    return QUrl(url.toString(QUrl::FullyEncoded), QUrl::StrictMode);
}

// An optional http(s) URL; nothing when one is there but damaged.
std::optional<QUrl> optionalUrl(const QJsonObject &object, const QString &key)
{
    if (textOf(object, key).isEmpty())
        return QUrl();
    const QUrl url = urlOf(object, key);
    if (!isAbsoluteHttp(url))
        return std::nullopt;
    return url;
}

std::optional<QJsonObject> parsedObject(const QByteArray &json, qsizetype maxBytes)
{
    JsonLimits limits;
    limits.maxBytes = maxBytes;
    limits.maxDepth = 8;
    if (json.size() > maxBytes || JsonPreflight::check(json, limits))
        return std::nullopt;
    const QJsonDocument document = QJsonDocument::fromJson(json);
    if (!document.isObject())
        return std::nullopt;
    return document.object();
}

// Provider text in a message: one line, cut short.
QString shown(const QString &text, qsizetype limit = MaxMessageChars)
{
    return TextSafety::shortened(text, limit);
}

QByteArray formEncoded(const TokenRequests::Form &form)
{
    QByteArrayList pairs;
    for (const auto &[key, value] : form)
        pairs.append(QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value));
    return pairs.join('&');
}

// RFC 6749 2.3.1: id and secret are form-encoded before they are joined, so
// a ':' in the id cannot move the boundary.
QByteArray basicCredentials(const OAuthClient &client)
{
    const QByteArray pair
        = QUrl::toPercentEncoding(client.id) + ':' + client.secret.toPercentEncoding();
    return "Basic " + pair.toBase64();
}

// Servers send expires_in as a number, some (older Azure AD) as a string.
int expiresInOf(const QJsonValue &value)
{
    bool ok = value.isDouble();
    double seconds = value.toDouble();
    if (value.isString())
        seconds = value.toString().toDouble(&ok);
    if (!ok || !std::isfinite(seconds))
        return TokenAnswer().expiresIn;
    return int(std::clamp(seconds, 1.0, MaxExpiresIn));
}

TokenRequests::Refusal refusalOf(const QJsonObject &answer, const QString &otherwise, bool refused)
{
    QString message = answer.value(QStringLiteral("error_description")).toString();
    if (message.trimmed().isEmpty())
        message = answer.value(QStringLiteral("error")).toString();
    if (message.trimmed().isEmpty())
        message = otherwise;
    return {shown(message), refused};
}

} // namespace

QString OAuthClient::chooseAuthMethod(const QStringList &supported, bool hasSecret)
{
    if (!hasSecret)
        return None;
    if (supported.isEmpty() || supported.contains(Basic))
        return Basic;
    if (supported.contains(Post))
        return Post;
    if (supported.contains(None))
        return None;
    // Nothing Toolshelf speaks: Basic is what RFC 6749 says every server takes.
    return Basic;
}

bool OAuthGrant::hasFreshAccessToken(int marginSeconds) const
{
    return !accessToken.isEmpty() && expires.isValid()
        && expires > QDateTime::currentDateTimeUtc().addSecs(marginSeconds);
}

QByteArray OAuthGrant::toJson() const
{
    QJsonObject object;
    object.insert(IssuerKey, issuer.toString(QUrl::FullyEncoded));
    object.insert(TokenEndpointKey, tokenEndpoint.toString(QUrl::FullyEncoded));
    object.insert(ResourceKey, resource.toString(QUrl::FullyEncoded));
    object.insert(ClientIdKey, client.id);
    object.insert(ClientSecretKey, QString::fromUtf8(client.secret));
    object.insert(AuthMethodKey, client.authMethod);
    object.insert(ScopeKey, scope);
    object.insert(RefreshTokenKey, QString::fromUtf8(refreshToken));
    object.insert(AccessTokenKey, QString::fromUtf8(accessToken));
    object.insert(ExpiresKey,
                  expires.isValid() ? expires.toUTC().toString(Qt::ISODateWithMs) : QString());
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

std::optional<OAuthGrant> OAuthGrant::fromJson(const QByteArray &json)
{
    const std::optional<QJsonObject> object = parsedObject(json, MaxGrantBytes);
    if (!object)
        return std::nullopt;
    OAuthGrant grant;
    grant.tokenEndpoint = urlOf(*object, TokenEndpointKey);
    grant.client.id = textOf(*object, ClientIdKey);
    const std::optional<QUrl> issuer = optionalUrl(*object, IssuerKey);
    const std::optional<QUrl> resource = optionalUrl(*object, ResourceKey);
    if (!isAbsoluteHttp(grant.tokenEndpoint) || grant.client.id.isEmpty() || !issuer || !resource)
        return std::nullopt;
    grant.issuer = *issuer;
    grant.resource = *resource;
    grant.client.secret = textOf(*object, ClientSecretKey).toUtf8();
    if (const QString method = textOf(*object, AuthMethodKey); !method.isEmpty())
        grant.client.authMethod = method;
    grant.scope = textOf(*object, ScopeKey);
    grant.refreshToken = textOf(*object, RefreshTokenKey).toUtf8();
    grant.accessToken = textOf(*object, AccessTokenKey).toUtf8();
    const QDateTime expires
        = QDateTime::fromString(textOf(*object, ExpiresKey), Qt::ISODateWithMs).toUTC();
    if (expires.isValid())
        grant.expires = expires;
    return grant;
}

NetworkRequest TokenRequests::make(const QUrl &endpoint, const OAuthClient &client, Form form)
{
    const bool basic = client.authMethod == Basic;
    if (!basic)
        form.append({QStringLiteral("client_id"), client.id});
    if (client.authMethod == Post)
        form.append({QStringLiteral("client_secret"), QString::fromUtf8(client.secret)});
    NetworkRequest request
        = NetworkRequest::post(endpoint, formEncoded(form), "application/x-www-form-urlencoded");
    request.addHeader("Accept", "application/json");
    if (basic)
        request.addCredential("Authorization", basicCredentials(client));
    // An authorization code or a rotated refresh token is spent by the first
    // attempt: a second one would be refused, or revoke the grant.
    request.retryable = false;
    request.maxBodyBytes = MaxAnswerBytes;
    request.credentialBody = true;
    return request;
}

std::variant<TokenAnswer, TokenRequests::Refusal> TokenRequests::read(const NetworkResult &result)
{
    const std::optional<QJsonObject> body = parsedObject(result.body, MaxAnswerBytes);
    if (!result.ok()) {
        const bool refused = result.error == NetworkResult::Error::HttpError
            && result.statusCode >= 400 && result.statusCode < 500;
        return refusalOf(body.value_or(QJsonObject()), result.errorString, refused);
    }
    if (!body)
        return Refusal {tr("the token endpoint's answer is no JSON object of at most %1 KiB")
                            .arg(MaxAnswerBytes / 1024),
                        false};
    const QString accessToken = body->value(QStringLiteral("access_token")).toString();
    if (accessToken.isEmpty()) {
        // Some servers (GitHub's) answer a refusal with 200.
        if (!body->value(QStringLiteral("error")).toString().trimmed().isEmpty())
            return refusalOf(*body, QString(), true);
        return Refusal {tr("the token endpoint's answer has no access_token"), false};
    }
    // RFC 6750: only a Bearer token is sent as one; any other type (DPoP,
    // MAC) needs a proof Toolshelf does not make.
    const QJsonValue type = body->value(QStringLiteral("token_type"));
    if (!type.isUndefined()
        && type.toString().compare(QLatin1String("Bearer"), Qt::CaseInsensitive) != 0)
        return Refusal {tr("the token endpoint gave a %1 token, not a Bearer token")
                            .arg(shown(type.toVariant().toString(), MaxTokenTypeChars)),
                        false};
    TokenAnswer answer;
    answer.accessToken = accessToken.toUtf8();
    answer.refreshToken = body->value(QStringLiteral("refresh_token")).toString().toUtf8();
    answer.expiresIn = expiresInOf(body->value(QStringLiteral("expires_in")));
    answer.scope = body->value(QStringLiteral("scope")).toString();
    return answer;
}

Error::Code TokenRequests::code(const Refusal &refusal, const NetworkResult &result)
{
    if (refusal.refused)
        return Error::Code::Unauthorized;
    return result.ok() ? Error::Code::Malformed : ProviderError::code(result);
}

void TokenRequests::apply(const TokenAnswer &answer, OAuthGrant &grant)
{
    grant.accessToken = answer.accessToken;
    grant.expires = QDateTime::currentDateTimeUtc().addSecs(answer.expiresIn);
    if (!answer.refreshToken.isEmpty())
        grant.refreshToken = answer.refreshToken;
    if (!answer.scope.isEmpty())
        grant.scope = answer.scope;
}

} // namespace Toolshelf

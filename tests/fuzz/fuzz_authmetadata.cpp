// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes what an OAuth sign-in reads from servers and the keychain. The
// first byte chooses: RFC 9728 resource metadata, RFC 8414 authorization
// server metadata, a grant kept in the keychain, or a token endpoint's
// answer; the second picks the URL looked up or how the answer arrived.
// Whatever is accepted never points a secret at another origin or at plain
// http, and a grant survives its trip through JSON unchanged.

#include "fuzzsupport.h"

#include "core/textsafety.h"
#include "net/networkresult.h"
#include "net/originpolicy.h"
#include "oauth/authmetadata.h"
#include "oauth/oauthgrant.h"

using namespace Toolshelf;

namespace {

QUrl lookedUp(std::uint8_t pick)
{
    static const QList<QUrl> urls {
        QUrl(QStringLiteral("https://mcp.example.com/mcp")),
        QUrl(QStringLiteral("http://localhost:40123/mcp")),
        QUrl(QStringLiteral("https://auth.example.com")),
        QUrl(QStringLiteral("http://localhost:5/tenant1")),
    };
    return urls.at(pick % urls.size());
}

void protectedResource(const QByteArray &json, const QUrl &resource)
{
    const auto read = AuthMetadata::readProtectedResource(json, resource);
    const auto *metadata = std::get_if<ProtectedResourceMetadata>(&read);
    if (!metadata)
        return;
    FuzzSupport::check(!metadata->authorizationServers.isEmpty()
                           && metadata->authorizationServers.size() <= 64,
                       "accepted resource metadata names 1 to 64 authorization servers");
    FuzzSupport::check(OriginPolicy::sameOrigin(metadata->resource, resource),
                       "accepted resource metadata is for the resource's origin",
                       resource.toEncoded(), metadata->resource.toEncoded());
    for (const QUrl &server : metadata->authorizationServers)
        FuzzSupport::check(AuthMetadata::isSecureEndpoint(server),
                           "an authorization server is https or loopback", {}, server.toEncoded());
    FuzzSupport::check(metadata->scopesSupported.size() <= 256, "at most 256 scopes");
}

void authServer(const QByteArray &json, const QUrl &issuer)
{
    const auto read = AuthMetadata::readAuthServer(json, issuer);
    const auto *metadata = std::get_if<AuthServerMetadata>(&read);
    if (!metadata)
        return;
    FuzzSupport::check(OriginPolicy::sameOrigin(metadata->issuer, issuer),
                       "the issuer is on the origin looked up", issuer.toEncoded(),
                       metadata->issuer.toEncoded());
    FuzzSupport::check(!metadata->authorizationEndpoint.isEmpty()
                           && !metadata->tokenEndpoint.isEmpty(),
                       "accepted metadata has both endpoints");
    for (const QUrl &endpoint : {metadata->authorizationEndpoint, metadata->tokenEndpoint,
                                 metadata->registrationEndpoint}) {
        if (endpoint.isEmpty())
            continue; // registration is optional
        FuzzSupport::check(OriginPolicy::sameOrigin(endpoint, metadata->issuer),
                           "an endpoint is on the issuer's origin", metadata->issuer.toEncoded(),
                           endpoint.toEncoded());
        FuzzSupport::check(AuthMetadata::isSecureEndpoint(endpoint),
                           "an endpoint is https or loopback", {}, endpoint.toEncoded());
    }
}

void grant(const QByteArray &json)
{
    const std::optional<OAuthGrant> read = OAuthGrant::fromJson(json);
    if (!read)
        return;
    const QByteArray written = read->toJson();
    const std::optional<OAuthGrant> again = OAuthGrant::fromJson(written);
    FuzzSupport::check(again.has_value(), "a grant written is read back", {}, written);
    FuzzSupport::check(*again == *read, "a grant survives its trip through JSON", written,
                       again->toJson());
}

void tokenAnswer(const QByteArray &body, std::uint8_t how)
{
    NetworkResult result;
    result.body = body;
    result.statusCode = 200;
    if (how % 3 != 0) {
        result.error = NetworkResult::Error::HttpError;
        result.statusCode = how % 3 == 1 ? 400 : 503;
        result.errorString = QStringLiteral("auth.example.com answered an error");
    }
    const auto read = TokenRequests::read(result);
    if (const auto *refusal = std::get_if<TokenRequests::Refusal>(&read)) {
        FuzzSupport::check(
            refusal->message.size() <= 200 && !TextSafety::containsUnsafeInLine(refusal->message),
            "a refusal is one safe line of at most 200 characters", {}, refusal->message.toUtf8());
        return;
    }
    const TokenAnswer &answer = std::get<TokenAnswer>(read);
    FuzzSupport::check(result.ok(), "only an answer that arrived gives a token");
    FuzzSupport::check(!answer.accessToken.isEmpty(), "an answer has an access token");
    FuzzSupport::check(answer.expiresIn >= 1 && answer.expiresIn <= 10 * 365 * 24 * 3600,
                       "expires_in is clamped", {}, QByteArray::number(answer.expiresIn));
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    const QByteArray rest = FuzzSupport::bytes(data + 2, size - 2).toByteArray();
    switch (data[0] % 4) {
    case 0:
        protectedResource(rest, lookedUp(data[1]));
        break;
    case 1:
        authServer(rest, lookedUp(data[1]));
        break;
    case 2:
        grant(rest);
        break;
    default:
        tokenAnswer(rest, data[1]);
        break;
    }
    return 0;
}

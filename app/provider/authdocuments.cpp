// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "authdocuments.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

// What a token may be asked for; the provider grants every token all of it.
QJsonArray scopes()
{
    return {QStringLiteral("tools:read"), QStringLiteral("tools:call")};
}

QString below(const QUrl &base, const QString &path)
{
    QUrl url = base;
    url.setPath(base.path() + path);
    return url.toString(QUrl::FullyEncoded);
}

HttpReply document(const QJsonObject &json)
{
    return HttpReply::json(200, QJsonDocument(json).toJson(QJsonDocument::Compact));
}

} // namespace

QUrl AuthDocuments::resourceMetadataUrl(const QUrl &resource)
{
    QUrl url = resource;
    url.setPath(ResourcePrefix + resource.path());
    return url;
}

HttpReply AuthDocuments::protectedResource(const QUrl &resource, const QUrl &issuer)
{
    return document({
        {QStringLiteral("resource"), resource.toString(QUrl::FullyEncoded)},
        {QStringLiteral("authorization_servers"), QJsonArray {issuer.toString(QUrl::FullyEncoded)}},
        {QStringLiteral("scopes_supported"), scopes()},
    });
}

HttpReply AuthDocuments::authorizationServer(const QUrl &issuer)
{
    return document({
        {QStringLiteral("issuer"), issuer.toString(QUrl::FullyEncoded)},
        {QStringLiteral("authorization_endpoint"), below(issuer, QStringLiteral("/authorize"))},
        {QStringLiteral("token_endpoint"), below(issuer, QStringLiteral("/token"))},
        {QStringLiteral("registration_endpoint"), below(issuer, QStringLiteral("/register"))},
        {QStringLiteral("response_types_supported"), QJsonArray {QStringLiteral("code")}},
        {QStringLiteral("grant_types_supported"),
         QJsonArray {QStringLiteral("authorization_code"), QStringLiteral("refresh_token"),
                     QStringLiteral("client_credentials")}},
        {QStringLiteral("code_challenge_methods_supported"), QJsonArray {QStringLiteral("S256")}},
        {QStringLiteral("token_endpoint_auth_methods_supported"),
         QJsonArray {QStringLiteral("none"), QStringLiteral("client_secret_basic"),
                     QStringLiteral("client_secret_post")}},
        {QStringLiteral("scopes_supported"), scopes()},
    });
}

} // namespace Toolshelf

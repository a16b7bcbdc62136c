// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2tcapabilities/capabilitiesfile.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

QString shown(const QString &text)
{
    return TextSafety::shortened(text, 120);
}

// The base URL's path without its trailing "/".
QString basePath(const QUrl &base)
{
    QString path = base.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    return path;
}

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0
        && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(a.scheme() == QLatin1StringView("https") ? 443 : 80)
        == b.port(b.scheme() == QLatin1StringView("https") ? 443 : 80);
}

// A feature flag: absent is off.
std::optional<QString> readFlag(const QJsonObject &features, const char *name, bool *out)
{
    const QJsonValue value = features.value(key(name));
    if (value.isUndefined())
        return std::nullopt;
    if (!value.isBool())
        return CapabilitiesFile::tr("features.%1 must be true or false")
            .arg(QLatin1StringView(name));
    *out = value.toBool();
    return std::nullopt;
}

std::optional<QString> readLimit(const QJsonObject &limits, const char *name,
                                 std::optional<qint64> *out)
{
    const QJsonValue value = limits.value(key(name));
    if (value.isUndefined())
        return std::nullopt;
    if (!value.isDouble() || value.toDouble() != double(value.toInteger()) || value.toInteger() < 1)
        return CapabilitiesFile::tr("limits.%1 must be a whole number of at least 1")
            .arg(QLatin1StringView(name));
    *out = value.toInteger();
    return std::nullopt;
}

} // namespace

QUrl CapabilitiesFile::location(const QUrl &base)
{
    QUrl url = base;
    url.setPath(basePath(base) + QStringLiteral("/.well-known/a2t-capabilities.json"));
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

std::variant<QUrl, QString> CapabilitiesFile::endpointUrl(const QUrl &base, const QString &endpoint)
{
    const QUrl given(endpoint, QUrl::StrictMode);
    if (!given.isValid() || endpoint.trimmed().isEmpty())
        return tr("\"%1\" is no URL path").arg(shown(endpoint));
    // An absolute URL, or one that names a host ("//elsewhere/tools").
    if (!given.scheme().isEmpty() || !given.host().isEmpty()) {
        if (!sameOrigin(given, base))
            return tr("\"%1\" is on another origin than the provider's (%2): Toolshelf sends the "
                      "provider's credentials to its own origin only")
                .arg(shown(endpoint),
                     base.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveUserInfo)
                         .toString());
        return given;
    }
    if (given.hasQuery() || given.hasFragment())
        return tr("\"%1\" must be a path, without a query").arg(shown(endpoint));
    QString path = given.path();
    if (path.split(u'/').contains(QStringLiteral("..")))
        return tr("\"%1\" must not climb out of the provider's path").arg(shown(endpoint));
    if (!path.startsWith(u'/'))
        path.prepend(u'/');
    QUrl url = base;
    url.setQuery(QString());
    url.setFragment(QString());
    url.setPath(basePath(base) + path);
    return url;
}

std::variant<CapabilitiesFile, QString> CapabilitiesFile::read(QByteArrayView body,
                                                               const QUrl &base)
{
    if (const std::optional<QString> problem = JsonPreflight::check(body))
        return tr("the capabilities file is no JSON to trust: %1").arg(*problem);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError)
        return tr("the capabilities file is no JSON: %1").arg(error.errorString());
    if (!document.isObject())
        return tr("the capabilities file is no JSON object");
    const QJsonObject file = document.object();
    CapabilitiesFile read;
    const QJsonValue version = file.value(key("version"));
    if (!version.isUndefined() && !version.isString())
        return tr("version must be a string");
    read.version = version.toString();

    for (const char *section : {"features", "endpoints", "limits"}) {
        const QJsonValue value = file.value(key(section));
        if (!value.isUndefined() && !value.isObject())
            return tr("%1 must be an object").arg(QLatin1StringView(section));
    }
    const QJsonObject features = file.value(key("features")).toObject();
    for (const auto &[name, flag] :
         {std::pair {"groups", &read.groups}, std::pair {"search", &read.search},
          std::pair {"dynamic_tools", &read.dynamicTools}}) {
        if (const std::optional<QString> problem = readFlag(features, name, flag))
            return *problem;
    }

    const QJsonObject endpoints = file.value(key("endpoints")).toObject();
    for (const auto &[name, url] :
         {std::pair {"tools", &read.tools}, std::pair {"groups", &read.groupsUrl}}) {
        const QJsonValue value = endpoints.value(key(name));
        if (!value.isUndefined() && !value.isString())
            return tr("endpoints.%1 must be a string").arg(QLatin1StringView(name));
        const QString endpoint
            = value.isString() ? value.toString() : u'/' + QLatin1StringView(name);
        const std::variant<QUrl, QString> resolved = endpointUrl(base, endpoint);
        if (const QString *problem = std::get_if<QString>(&resolved))
            return tr("endpoints.%1: %2").arg(QLatin1StringView(name), *problem);
        *url = std::get<QUrl>(resolved);
    }

    const QJsonObject limits = file.value(key("limits")).toObject();
    if (const auto problem = readLimit(limits, "max_tools_per_request", &read.maxToolsPerRequest))
        return *problem;
    if (const auto problem = readLimit(limits, "max_groups_per_request", &read.maxGroupsPerRequest))
        return *problem;
    return read;
}

QUrl CapabilitiesFile::groupToolsUrl(const QString &groupId) const
{
    // Encoded both ways: path() would decode a "%2F" the endpoint holds into a "/".
    QUrl url = groupsUrl;
    url.setPath(url.path(QUrl::FullyEncoded) + u'/'
                    + QString::fromLatin1(QUrl::toPercentEncoding(groupId))
                    + QStringLiteral("/tools"),
                QUrl::TolerantMode);
    return url;
}

QUrl CapabilitiesFile::callUrl(const QString &groupId, const QString &name) const
{
    QUrl url = groupId.isEmpty() ? tools : groupToolsUrl(groupId);
    url.setPath(url.path(QUrl::FullyEncoded) + u'/'
                    + QString::fromLatin1(QUrl::toPercentEncoding(name)),
                QUrl::TolerantMode);
    return url;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include <optional>
#include <variant>

namespace Toolshelf {

// A server's `.well-known/a2t-capabilities.json` (seed 003): what it offers
// and where, read against the provider's URL.
struct CapabilitiesFile
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CapabilitiesFile)

public:
    QString version;
    bool groups = false;
    bool search = false;
    bool dynamicTools = false;
    // The endpoints as URLs on the provider's origin.
    QUrl tools;
    QUrl groupsUrl;
    // The most a request may ask for, where the server says.
    std::optional<qint64> maxToolsPerRequest;
    std::optional<qint64> maxGroupsPerRequest;

    // Where a provider at `base` keeps its capabilities file: below its path,
    // so a server mounted under a prefix is found there.
    static QUrl location(const QUrl &base);
    // `endpoint` below the provider at `base` ("/tools" of "https://h/v1" is
    // "https://h/v1/tools"), or why it cannot be used: an absolute URL on
    // another origin is refused, as credentials never leave the provider's.
    static std::variant<QUrl, QString> endpointUrl(const QUrl &base, const QString &endpoint);

    // The file as served, or why it is none (translated, naming the field).
    static std::variant<CapabilitiesFile, QString> read(QByteArrayView body, const QUrl &base);

    // GET {groups}/{id}/tools: the tools of one group, its id percent-encoded
    // whole ("a/b c" is one path segment, "a%2Fb%20c").
    QUrl groupToolsUrl(const QString &groupId) const;
    // Where a tool is called: POST {tools}/{name}, or {groups}/{id}/tools/{name}
    // for one listed in a group (Tool::groupId).
    QUrl callUrl(const QString &groupId, const QString &name) const;
};

} // namespace Toolshelf

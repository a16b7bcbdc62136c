// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QUrl>

namespace Toolshelf {

// Where NetworkService may send what: the same-origin test that decides
// whether credentials follow a redirect, and which URLs may carry them at all.
class OriginPolicy
{
public:
    // Only these are ever fetched: QNetworkAccessManager would also read
    // file:, data: and qrc: URLs, which a provider must never point us at.
    static bool isSupportedScheme(const QUrl &url);

    // Same scheme, host and port (the scheme's default when none is given),
    // as the web defines an origin. localhost and 127.0.0.1 are different origins.
    static bool sameOrigin(const QUrl &a, const QUrl &b);

    // "scheme://host:port" with the port always written (the scheme's
    // default when the URL gives none) and the host in ASCII form: two URLs
    // have the same origin exactly when these are equal.
    static QString origin(const QUrl &url);

    // 127.0.0.0/8, ::1 (also IPv4-mapped) and the name localhost.
    static bool isLoopback(const QUrl &url);

    // https anywhere; plain http only to this computer, where nobody can listen in.
    static bool allowsCredentials(const QUrl &url);

    // https to http, which would expose what TLS protected.
    static bool isDowngrade(const QUrl &from, const QUrl &to);

    // "host" or "host:port" (IDN in ASCII form): what messages and logs name,
    // never with the user info or query a URL may carry secrets in.
    static QString displayHost(const QUrl &url);
};

} // namespace Toolshelf

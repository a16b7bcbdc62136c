// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "net/originpolicy.h"

#include <QHostAddress>

namespace Toolshelf {

namespace {

const QString Http = QStringLiteral("http");
const QString Https = QStringLiteral("https");

int effectivePort(const QUrl &url)
{
    return url.port(url.scheme() == Https ? 443 : url.scheme() == Http ? 80 : -1);
}

} // namespace

bool OriginPolicy::isSupportedScheme(const QUrl &url)
{
    return url.isValid() && (url.scheme() == Http || url.scheme() == Https)
        && !url.host().isEmpty();
}

bool OriginPolicy::sameOrigin(const QUrl &a, const QUrl &b)
{
    // QUrl has already lower-cased scheme and host and normalised IP
    // addresses (127.1 and 0x7f.0.0.1 both read as 127.0.0.1).
    return a.scheme() == b.scheme()
        && a.host(QUrl::FullyEncoded).compare(b.host(QUrl::FullyEncoded), Qt::CaseInsensitive) == 0
        && effectivePort(a) == effectivePort(b);
}

QString OriginPolicy::origin(const QUrl &url)
{
    QUrl origin;
    origin.setScheme(url.scheme());
    origin.setHost(url.host(QUrl::FullyEncoded).toLower());
    origin.setPort(effectivePort(url));
    return origin.toString(QUrl::FullyEncoded);
}

bool OriginPolicy::isLoopback(const QUrl &url)
{
    const QString host = url.host();
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    QHostAddress address;
    return address.setAddress(host) && address.isLoopback();
}

bool OriginPolicy::allowsCredentials(const QUrl &url)
{
    return url.scheme() == Https || (url.scheme() == Http && isLoopback(url));
}

bool OriginPolicy::isDowngrade(const QUrl &from, const QUrl &to)
{
    return from.scheme() == Https && to.scheme() != Https;
}

QString OriginPolicy::displayHost(const QUrl &url)
{
    const QString host = url.host(QUrl::FullyEncoded);
    if (host.isEmpty())
        return url.scheme().isEmpty() ? QStringLiteral("?") : QString(url.scheme() + u':');
    const QString bracketed = host.contains(u':') ? QString(u'[' + host + u']') : host;
    return url.port() < 0 ? bracketed : QString(bracketed + u':' + QString::number(url.port()));
}

} // namespace Toolshelf

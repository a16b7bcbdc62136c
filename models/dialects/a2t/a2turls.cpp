// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/a2turls.h"

namespace Toolshelf::A2tUrls {

namespace {

// Slashes, '?', '#' and ':' are encoded, so the id stays one segment. QUrl
// decodes "%2E" back to '.', so an id that is only dots would still be a
// dot-segment a server resolves: such ids are refused (null).
QString segment(const QString &toolId)
{
    if (toolId.isEmpty() || toolId == QLatin1String(".") || toolId == QLatin1String(".."))
        return {};
    return QString::fromLatin1(QUrl::toPercentEncoding(toolId));
}

QUrl under(const QUrl &base, const QString &encodedTail)
{
    if (encodedTail.isNull())
        return {};
    QUrl url = base;
    QString path = url.path(QUrl::FullyEncoded);
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + encodedTail, QUrl::StrictMode);
    url.setQuery(QString());
    return url;
}

// The encoded "/tools/{id}" part, or null for an id that cannot be used.
QString toolPath(const QString &toolId)
{
    const QString encoded = segment(toolId);
    return encoded.isNull() ? QString() : QString(QStringLiteral("/tools/") + encoded);
}

} // namespace

QUrl tools(const QUrl &base)
{
    return under(base, QStringLiteral("/tools"));
}

QUrl tool(const QUrl &base, const QString &toolId)
{
    return under(base, toolPath(toolId));
}

QUrl versions(const QUrl &base, const QString &toolId)
{
    const QString path = toolPath(toolId);
    return under(base, path.isNull() ? path : QString(path + QStringLiteral("/versions")));
}

QUrl version(const QUrl &base, const QString &toolId, qint64 number)
{
    const QString path = toolPath(toolId);
    return under(base,
                 path.isNull()
                     ? path
                     : QString(path + QStringLiteral("/versions/") + QString::number(number)));
}

QUrl invoke(const QUrl &base, const QString &toolId, std::optional<qint64> number)
{
    QString tail = toolPath(toolId);
    if (tail.isNull())
        return {};
    if (number)
        tail += QStringLiteral("/versions/") + QString::number(*number);
    return under(base, tail + QStringLiteral(":invoke"));
}

} // namespace Toolshelf::A2tUrls

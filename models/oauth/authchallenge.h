// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

#include <utility>

namespace Toolshelf {

// One challenge of a WWW-Authenticate header (RFC 9110 11.6.1) as an OAuth
// protected resource sends it: `Bearer error="insufficient_scope",
// scope="a b", resource_metadata="https://…"` (RFC 6750 3, RFC 9728 5.1).
struct AuthChallenge
{
    QString scheme;
    // Names lower-cased, values unquoted; in the order sent.
    QList<std::pair<QString, QString>> parameters;

    // Case-insensitive; empty when absent.
    QString parameter(const QString &name) const;
    QString error() const { return parameter(QStringLiteral("error")); }
    QString scope() const { return parameter(QStringLiteral("scope")); }
    // Where the resource's Protected Resource Metadata is; empty when not
    // said or not an absolute http(s) URL.
    QUrl resourceMetadata() const;
    // RFC 6750 3.1: the token lacks a scope the request needs (a 403).
    bool isInsufficientScope() const { return error() == QLatin1String("insufficient_scope"); }

    // Every challenge in a header, each with its parameters. What cannot be
    // parsed is skipped, never guessed at. Bounded whatever the header: the
    // first 16 challenges, 32 parameters each, values of at most 4,096
    // characters, a header read up to 16 KiB.
    static QList<AuthChallenge> parse(const QByteArray &header);
    // The header's Bearer challenge (the scheme is case-insensitive); an
    // empty scheme when there is none.
    static AuthChallenge bearer(const QByteArray &header);
};

} // namespace Toolshelf

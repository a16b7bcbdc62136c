// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QUrl>
#include <QUrlQuery>

#include <utility>

QT_BEGIN_NAMESPACE
class QHttpServerRequest;
class QHttpServerResponder;
QT_END_NAMESPACE

namespace Toolshelf {

// A request as the provider's router needs it, read once from QtHttpServer.
struct HttpRequest
{
    enum class Method { Get, Post, Other };

    Method method = Method::Other;
    // Decoded, except for an encoded "/" (QUrl's pretty form).
    QString path;
    // As sent, percent-encoding and all.
    QString encodedPath;
    QUrlQuery query;
    QByteArray body;
    QList<std::pair<QByteArray, QByteArray>> headers;

    // Case-insensitive, as HTTP header names are.
    QByteArray header(const QByteArray &name) const;

    static HttpRequest from(const QHttpServerRequest &request);
};

// A complete response. QtHttpServer's API for headers differs between Qt 6.4
// and 6.8; send() is the one place that knows both.
struct HttpReply
{
    int status = 200;
    QByteArray body;
    QByteArray contentType = "application/json";
    QList<std::pair<QByteArray, QByteArray>> headers;

    static HttpReply json(int status, const QByteArray &body);
    // {"error": {"code": ..., "message": ..., ["parameter": ...]}}
    static HttpReply error(int status, const QString &code, const QString &message,
                           const QString &parameter = {});

    void send(QHttpServerResponder &responder) const;
};

} // namespace Toolshelf

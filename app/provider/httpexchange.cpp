// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "httpexchange.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QJsonObject>

#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
#include <QHttpHeaders>
#endif

namespace Toolshelf {

QByteArray HttpRequest::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

HttpRequest HttpRequest::from(const QHttpServerRequest &request)
{
    HttpRequest result;
    switch (request.method()) {
    case QHttpServerRequest::Method::Get:
        result.method = Method::Get;
        break;
    case QHttpServerRequest::Method::Post:
        result.method = Method::Post;
        break;
    default:
        break;
    }
    result.path = request.url().path();
    result.encodedPath = request.url().path(QUrl::FullyEncoded);
    result.query = request.query();
    result.body = request.body();
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    const QHttpHeaders headers = request.headers();
    for (qsizetype i = 0; i < headers.size(); ++i) {
        const QLatin1StringView name = headers.nameAt(i);
        result.headers.append(
            {QByteArray(name.data(), name.size()), headers.valueAt(i).toByteArray()});
    }
#else
    for (const auto &[key, value] : request.headers())
        result.headers.append({key, value});
#endif
    return result;
}

HttpReply HttpReply::json(int status, const QByteArray &body)
{
    HttpReply reply;
    reply.status = status;
    reply.body = body;
    return reply;
}

HttpReply HttpReply::error(int status, const QString &code, const QString &message,
                           const QString &parameter)
{
    QJsonObject error {{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    if (!parameter.isEmpty())
        error.insert(QStringLiteral("parameter"), parameter);
    return json(status,
                QJsonDocument(QJsonObject {{QStringLiteral("error"), error}})
                    .toJson(QJsonDocument::Compact));
}

void HttpReply::send(QHttpServerResponder &responder) const
{
    const auto code = static_cast<QHttpServerResponder::StatusCode>(status);
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QHttpHeaders all;
    all.append(QHttpHeaders::WellKnownHeader::ContentType, contentType);
    for (const auto &[name, value] : headers)
        all.append(name, value);
    responder.write(body, all, code);
#else
    // Qt before 6.8 takes extra headers only as an initializer list, so the
    // response is written piece by piece.
    responder.writeStatusLine(code);
    responder.writeHeader("Content-Type", contentType);
    responder.writeHeader("Content-Length", QByteArray::number(body.size()));
    for (const auto &[name, value] : headers)
        responder.writeHeader(name, value);
    responder.writeBody(body);
#endif
}

} // namespace Toolshelf

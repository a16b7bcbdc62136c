// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

// The answer to one request of an MCP session as it came: read it with
// McpMessages::response(), on any thread.
struct McpAnswer
{
    QByteArray body;
    QByteArray contentType;
    // The request's id, which its response carries.
    qint64 id = 0;
    // The response itself when the transport has read it already (a local
    // server's line, parsed to learn what it was); `body` is then its text.
    std::optional<QJsonObject> message {};
};

// JSON-RPC 2.0 as the Model Context Protocol frames it over streamable
// HTTP: the requests a client sends, and the messages of an answer, whose
// body is one JSON message (or a batch) or a stream of server-sent events
// each carrying one. Bounded: an event or a line past MaxEventBytes, and
// JSON past JsonPreflight's limits, end the reading with the reason.
class McpMessages
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::McpMessages)

public:
    // The protocol revisions Toolshelf speaks, newest first; initialize offers the first.
    static const QStringList &protocolVersions();
    static constexpr qsizetype MaxEventBytes = 64 * 1024 * 1024;

    static QByteArray request(qint64 id, const QString &method, const QJsonObject &params = {});
    static QByteArray notification(const QString &method, const QJsonObject &params = {});
    // The initialize request: the newest revision, and Toolshelf as the client.
    static QByteArray initialize(qint64 id);
    // `request` (one of request()'s) with `id` instead of its own.
    static QByteArray withId(const QByteArray &request, qint64 id);

    // A message's JSON, within JsonPreflight's bounds; or why it is none.
    static std::optional<QJsonObject> parse(QByteArrayView message, QString *error);

    struct Read
    {
        // Each message, in order, parsed once.
        QList<QJsonObject> messages;
        std::optional<QString> error;
    };
    // The messages of an answer's body by its Content-Type: JSON, or an SSE stream.
    static Read readBody(QByteArrayView body, QByteArrayView contentType);
    // The messages in the data of each event of a complete SSE stream (an
    // event cut off at the end is dropped, as the standard says).
    static Read readEvents(QByteArrayView stream);

    // The answer to request `id` among `messages`, or nothing.
    static std::optional<QJsonObject> responseTo(const QList<QJsonObject> &messages, qint64 id);
    // The response to `answer`'s request in its body; or why there is none.
    static std::optional<QJsonObject> response(const McpAnswer &answer, QString *error);
    // A response's `result`, or why there is none (its error, or no result).
    static std::optional<QJsonObject> result(const QJsonObject &response, QString *error);
};

} // namespace Toolshelf

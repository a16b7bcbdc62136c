// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/mcp/mcpmessages.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"
#include "dialects/mcp/mcpeventstream.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Toolshelf {

namespace {

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

const QStringList &McpMessages::protocolVersions()
{
    static const QStringList versions {QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"),
                                       QStringLiteral("2025-03-26")};
    return versions;
}

QByteArray McpMessages::request(qint64 id, const QString &method, const QJsonObject &params)
{
    return compact({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                    {QStringLiteral("id"), id},
                    {QStringLiteral("method"), method},
                    {QStringLiteral("params"), params}});
}

QByteArray McpMessages::notification(const QString &method, const QJsonObject &params)
{
    QJsonObject message {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                         {QStringLiteral("method"), method}};
    if (!params.isEmpty())
        message.insert(QStringLiteral("params"), params);
    return compact(message);
}

QByteArray McpMessages::initialize(qint64 id)
{
    return request(
        id, QStringLiteral("initialize"),
        {{QStringLiteral("protocolVersion"), protocolVersions().constFirst()},
         // A server may ask for input during a call; whoever opened the
         // session answers, or declines (McpSession::setElicitation()).
         {QStringLiteral("capabilities"),
          QJsonObject {{QStringLiteral("elicitation"), QJsonObject()}}},
         {QStringLiteral("clientInfo"),
          QJsonObject {{QStringLiteral("name"), QStringLiteral("Toolshelf")},
                       {QStringLiteral("version"), QCoreApplication::applicationVersion()}}}});
}

QByteArray McpMessages::withId(const QByteArray &request, qint64 id)
{
    QString error;
    QJsonObject message = parse(request, &error).value_or(QJsonObject());
    message.insert(QStringLiteral("id"), id);
    return compact(message);
}

std::optional<QJsonObject> McpMessages::parse(QByteArrayView message, QString *error)
{
    if (const std::optional<QString> problem = JsonPreflight::check(message)) {
        *error = *problem;
        return std::nullopt;
    }
    QJsonParseError parsed;
    const QJsonDocument document = QJsonDocument::fromJson(message.toByteArray(), &parsed);
    if (parsed.error != QJsonParseError::NoError) {
        *error = tr("the message is no JSON: %1").arg(parsed.errorString());
        return std::nullopt;
    }
    if (!document.isObject()) {
        *error = tr("the message is no JSON-RPC message");
        return std::nullopt;
    }
    return document.object();
}

McpMessages::Read McpMessages::readBody(QByteArrayView body, QByteArrayView contentType)
{
    const QByteArray type = contentType.toByteArray().trimmed().toLower();
    if (type.startsWith("text/event-stream"))
        return readEvents(body);
    Read read;
    // A batch is an array of messages; anything else must be one.
    if (body.trimmed().startsWith('[')) {
        if (const std::optional<QString> problem = JsonPreflight::check(body)) {
            read.error = *problem;
            return read;
        }
        const QJsonDocument batch = QJsonDocument::fromJson(body.toByteArray());
        if (!batch.isArray()) {
            read.error = tr("the message is no JSON-RPC message");
            return read;
        }
        for (const QJsonValue &message : batch.array())
            read.messages.append(message.toObject());
        return read;
    }
    QString error;
    if (std::optional<QJsonObject> message = parse(body, &error))
        read.messages.append(std::move(*message));
    else
        read.error = error;
    return read;
}

McpMessages::Read McpMessages::readEvents(QByteArrayView stream)
{
    // Read whole as it would be read piece by piece: one reader of the format.
    Read read;
    McpEventStream events(MaxEventBytes);
    const std::optional<QList<McpEvent>> dispatched = events.feed(stream);
    if (!dispatched) {
        read.error
            = tr("an event of the answer is larger than %n byte(s)", nullptr, int(MaxEventBytes));
        return read;
    }
    // An event with empty data is not dispatched, as the standard says: a
    // server primes a stream for resumption with one. A last event cut off
    // (no blank line after it) is incomplete and not read either.
    for (const McpEvent &event : *dispatched) {
        QString error;
        std::optional<QJsonObject> message = parse(event.data, &error);
        if (!message) {
            read.error = tr("event %1 of the answer: %2").arg(read.messages.size() + 1).arg(error);
            return read;
        }
        read.messages.append(std::move(*message));
    }
    return read;
}

std::optional<QJsonObject> McpMessages::responseTo(const QList<QJsonObject> &messages, qint64 id)
{
    for (const QJsonObject &message : messages) {
        if (message.contains(QStringLiteral("method")))
            continue; // A request or notification of the server's.
        const QJsonValue answered = message.value(QStringLiteral("id"));
        if (answered.isDouble() && answered.toInteger() == id)
            return message;
    }
    return std::nullopt;
}

std::optional<QJsonObject> McpMessages::response(const McpAnswer &answer, QString *error)
{
    if (answer.message)
        return answer.message;
    const Read read = readBody(answer.body, answer.contentType);
    if (read.error) {
        *error = *read.error;
        return std::nullopt;
    }
    std::optional<QJsonObject> found = responseTo(read.messages, answer.id);
    if (!found)
        *error = tr("the server's answer holds no response to request %1").arg(answer.id);
    return found;
}

std::optional<QJsonObject> McpMessages::result(const QJsonObject &response, QString *error)
{
    if (response.value(QStringLiteral("error")).isObject()) {
        const QJsonObject failure = response.value(QStringLiteral("error")).toObject();
        *error = tr("the server answered with error %1: %2")
                     .arg(failure.value(QStringLiteral("code")).toInteger())
                     .arg(TextSafety::shortened(failure.value(QStringLiteral("message")).toString(),
                                                300));
        return std::nullopt;
    }
    if (!response.value(QStringLiteral("result")).isObject()) {
        *error = tr("the answer is no JSON-RPC response with a result");
        return std::nullopt;
    }
    return response.value(QStringLiteral("result")).toObject();
}

} // namespace Toolshelf

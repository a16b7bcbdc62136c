// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mcproutes.h"

#include "capabilitiesjson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Toolshelf {

namespace {

const QStringList Versions {QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"),
                            QStringLiteral("2025-03-26")};

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QJsonObject response(const QJsonValue &id, const QJsonObject &result)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("id"), id},
            {QStringLiteral("result"), result}};
}

QJsonObject failure(const QJsonValue &id, int code, const QString &message)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("id"), id},
            {QStringLiteral("error"),
             QJsonObject {{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}};
}

} // namespace

McpRoutes::McpRoutes(const Catalog &catalog, const ProviderConfig &config)
    : m_catalog(catalog)
    , m_config(config)
{ }

HttpReply McpRoutes::answer(const HttpRequest &request)
{
    const QByteArray session = request.header("Mcp-Session-Id");
    if (request.method == HttpRequest::Method::Other) {
        // DELETE ends a session (the only other method a client sends here).
        m_sessions.remove(session);
        return {200, {}, "application/json", {}};
    }
    if (request.method != HttpRequest::Method::Post)
        return HttpReply::error(405, QStringLiteral("method_not_allowed"),
                                QStringLiteral("POST JSON-RPC messages here"));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &error);
    if (!document.isObject())
        return HttpReply::json(
            400, json(failure(QJsonValue::Null, -32700, QStringLiteral("parse error"))));
    return message(document.object(), session);
}

HttpReply McpRoutes::message(const QJsonObject &message, const QByteArray &session)
{
    const QString method = message.value(QStringLiteral("method")).toString();
    const QJsonValue id = message.value(QStringLiteral("id"));
    if (!message.contains(QStringLiteral("id")))
        return {202, {}, "application/json", {}}; // a notification
    if (method == QLatin1String("initialize")) {
        const QString asked = message.value(QStringLiteral("params"))
                                  .toObject()
                                  .value(QStringLiteral("protocolVersion"))
                                  .toString();
        const QByteArray created = QByteArray::number(m_nextSession++);
        m_sessions.insert(created);
        HttpReply reply = HttpReply::json(
            200,
            json(response(id,
                          {{QStringLiteral("protocolVersion"),
                            Versions.contains(asked) ? asked : Versions.constFirst()},
                           {QStringLiteral("capabilities"),
                            QJsonObject {{QStringLiteral("tools"), QJsonObject()}}},
                           {QStringLiteral("serverInfo"),
                            QJsonObject {{QStringLiteral("name"), m_catalog.displayName()},
                                         {QStringLiteral("version"), QStringLiteral("1.0.0")}}}})));
        reply.headers.append({"Mcp-Session-Id", created});
        return reply;
    }
    if (!m_sessions.contains(session))
        return HttpReply::json(404, json(failure(id, -32001, QStringLiteral("session not found"))));
    if (method == QLatin1String("ping"))
        return HttpReply::json(200, json(response(id, {})));
    if (method == QLatin1String("tools/list")) {
        QString problem;
        const QJsonObject page
            = listTools(message.value(QStringLiteral("params")).toObject(), &problem);
        return HttpReply::json(
            200, json(problem.isEmpty() ? response(id, page) : failure(id, -32602, problem)));
    }
    if (method == QLatin1String("tools/call")) {
        const QJsonObject params = message.value(QStringLiteral("params")).toObject();
        const QJsonObject arguments = params.value(QStringLiteral("arguments")).toObject();
        const QString text
            = QString::fromUtf8(QJsonDocument(arguments).toJson(QJsonDocument::Compact));
        return HttpReply::json(
            200,
            json(response(
                id,
                {{QStringLiteral("content"),
                  QJsonArray {QJsonObject {{QStringLiteral("type"), QStringLiteral("text")},
                                           {QStringLiteral("text"), text}}}}})));
    }
    return HttpReply::json(200, json(failure(id, -32601, QStringLiteral("method not found"))));
}

QJsonObject McpRoutes::listTools(const QJsonObject &params, QString *error) const
{
    // The cursor is the offset of the page, as text: opaque to the client.
    qsizetype offset = 0;
    if (params.contains(QStringLiteral("cursor"))) {
        bool ok = false;
        offset = params.value(QStringLiteral("cursor")).toString().toLongLong(&ok);
        if (!ok || offset < 0 || offset > m_catalog.toolCount()) {
            *error = QStringLiteral("invalid cursor");
            return {};
        }
    }
    const qsizetype end = std::min(m_catalog.toolCount(), offset + m_config.defaultPageLimit);
    QJsonArray tools;
    for (qsizetype i = offset; i < end; ++i) {
        const QJsonObject signature = m_catalog.currentAt(i);
        const QJsonObject served = CapabilitiesJson::tool(signature);
        tools.append(QJsonObject {
            {QStringLiteral("name"), served.value(QStringLiteral("name"))},
            {QStringLiteral("description"), served.value(QStringLiteral("description"))},
            {QStringLiteral("inputSchema"), served.value(QStringLiteral("input_schema"))},
            {QStringLiteral("annotations"), QJsonObject {{QStringLiteral("readOnlyHint"), true}}}});
    }
    QJsonObject page {{QStringLiteral("tools"), tools}};
    if (end < m_catalog.toolCount())
        page.insert(QStringLiteral("nextCursor"), QString::number(end));
    return page;
}

} // namespace Toolshelf

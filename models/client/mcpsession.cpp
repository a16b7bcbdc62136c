// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/mcpsession.h"

#include "client/mcphttpsession.h"
#include "client/mcpstdiosession.h"
#include "core/textsafety.h"
#include "providers/provider.h"

#include <QJsonDocument>
#include <QPointer>

namespace Toolshelf {

McpSession *McpSession::forProvider(const Provider &provider, ProviderAuthenticator *authenticator,
                                    NetworkService *network, QObject *parent)
{
    if (isLocal(provider))
        return new McpStdioSession(provider, authenticator, parent);
    return new McpHttpSession(provider.baseUrl, authenticator, network, parent);
}

std::optional<Error> McpSession::readInitialize(const McpAnswer &answer)
{
    QString error;
    std::optional<QJsonObject> result = McpMessages::response(answer, &error);
    if (result)
        result = McpMessages::result(*result, &error);
    if (!result)
        return Error(Error::Code::Malformed, tr("initialize failed: %1").arg(error));
    const QString version = result->value(QStringLiteral("protocolVersion")).toString();
    if (!McpMessages::protocolVersions().contains(version))
        return Error(Error::Code::Malformed,
                     tr("the server chose protocol version \"%1\", which Toolshelf does not "
                        "speak (it speaks %2)")
                         .arg(TextSafety::shortened(version, 40),
                              McpMessages::protocolVersions().join(QStringLiteral(", "))));
    m_version = version;
    m_serverName = TextSafety::shortened(result->value(QStringLiteral("serverInfo"))
                                             .toObject()
                                             .value(QStringLiteral("name"))
                                             .toString(),
                                         120);
    return std::nullopt;
}

void McpSession::serverMessage(const QJsonObject &message,
                               std::function<void(const QByteArray &)> reply)
{
    const QString method = message.value(QStringLiteral("method")).toString();
    const QJsonObject params = message.value(QStringLiteral("params")).toObject();
    if (!message.contains(QStringLiteral("id"))) {
        if (method == QLatin1String("notifications/progress")) {
            Q_EMIT progressed(
                params.value(QStringLiteral("progress")).toDouble(),
                params.value(QStringLiteral("total")).toDouble(),
                TextSafety::shortened(
                    TextSafety::escapeLine(params.value(QStringLiteral("message")).toString()),
                    200));
        } else if (method == QLatin1String("notifications/tools/list_changed")) {
            Q_EMIT toolsChanged();
        } else if (method == QLatin1String("notifications/message")) {
            const QJsonValue data = params.value(QStringLiteral("data"));
            const QString text = data.isString()
                ? data.toString()
                : QString::fromUtf8(QJsonDocument(QJsonObject {{QStringLiteral("data"), data}})
                                        .toJson(QJsonDocument::Compact));
            Q_EMIT logged(TextSafety::shortened(TextSafety::escapeLine(text), 1000));
        }
        return;
    }
    const QJsonValue id = message.value(QStringLiteral("id"));
    // The answer may come after this session is gone (a form left open).
    const auto respond = [self = QPointer<McpSession>(this), reply = std::move(reply),
                          id](const QJsonObject &outcome, bool isError) {
        if (!self)
            return;
        const QJsonObject response {
            {QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("id"), id},
            {isError ? QStringLiteral("error") : QStringLiteral("result"), outcome}};
        reply(QJsonDocument(response).toJson(QJsonDocument::Compact));
    };
    if (method == QLatin1String("ping"))
        return respond({}, false);
    if (method == QLatin1String("elicitation/create")) {
        if (!m_elicitation)
            return respond({{QStringLiteral("action"), QStringLiteral("decline")}}, false);
        return m_elicitation(params,
                             [respond](const QJsonObject &result) { respond(result, false); });
    }
    respond({{QStringLiteral("code"), -32601},
             {QStringLiteral("message"), QStringLiteral("Toolshelf does not offer this")}},
            true);
}

std::optional<Error> McpSession::limit(NetworkRequest &request) const
{
    return m_bound ? m_bound(request) : std::nullopt;
}

} // namespace Toolshelf

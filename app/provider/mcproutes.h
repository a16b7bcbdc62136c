// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog.h"
#include "httpexchange.h"
#include "providerconfig.h"

#include <QSet>

namespace Toolshelf {

// A catalog served as an MCP server over streamable HTTP, at {root}/mcp: `initialize` (the client's
// revision where it is one of the server's), sessions by Mcp-Session-Id, `tools/list` paged by an
// opaque cursor, a `tools/call` that answers with the arguments it got, `ping`, and DELETE of a
// session. Answers are plain JSON, one message per POST. Enough MCP for a client's sync to be
// measured against a JSON-RPC loop over the same pages.
class McpRoutes
{
public:
    static inline const QString Path = QStringLiteral("/mcp");

    McpRoutes(const Catalog &catalog, const ProviderConfig &config);

    // The answer to a request of the endpoint (the root itself).
    HttpReply answer(const HttpRequest &request);

private:
    HttpReply message(const QJsonObject &message, const QByteArray &session);
    QJsonObject listTools(const QJsonObject &params, QString *error) const;

    const Catalog &m_catalog;
    const ProviderConfig &m_config;
    QSet<QByteArray> m_sessions;
    quint64 m_nextSession = 1;
};

} // namespace Toolshelf

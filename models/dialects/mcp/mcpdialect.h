// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "dialects/tooldialect.h"

#include <QCoreApplication>

namespace Toolshelf {

// The Model Context Protocol's tools: a `tools/list` answer's `tools`
// (name, title, description, inputSchema, outputSchema, annotations, icons,
// _meta, kept as served) with its `nextCursor`, and `tools/call` requests
// whose answers carry content blocks, `structuredContent` and `isError`.
// Pages and answers are the JSON-RPC response messages as the server sent
// them; the session around them (initialize, headers, SSE) is McpSession's.
//
// MCP numbers no versions: Toolshelf counts them from the digest of each
// tool's native form, so a definition changed under a pin, description
// included, is told apart. A tool is keyed by its name.
class McpDialect final : public ToolDialect
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::McpDialect)

public:
    static inline const QString DialectId = QStringLiteral("mcp");

    // The behaviour hints of a tool's `annotations`, as tags (badges and
    // facets): set only where the server states them, so no tag claims
    // what the server did not say.
    static inline const QString ReadOnlyTag = QStringLiteral("read-only");
    static inline const QString DestructiveTag = QStringLiteral("destructive");
    static inline const QString IdempotentTag = QStringLiteral("idempotent");
    static inline const QString OpenWorldTag = QStringLiteral("open-world");
    // Whether calling the tool may destroy or overwrite something, by MCP's
    // defaults: a tool not said to be read-only may, unless it is said not to.
    static bool mayDestroy(const Tool &tool);

    QString id() const override;
    QString displayName() const override;
    QList<Rule> rules() const override;
    bool countsVersions() const override { return true; }
    // A `tools/list` response: {"jsonrpc", "id", "result": {"tools", "nextCursor"}}.
    DialectPage readPage(const QString &provider, QByteArrayView body) const override;
    std::optional<Tool> readNative(const QString &provider,
                                   QByteArrayView nativeForm) const override;
    QList<Diagnostic> lint(const Tool &tool) const override;
    // A `tools/call` request; its id is the session's to set (McpMessages::withId()).
    QByteArray invocationBody(const Tool &tool, const QJsonObject &arguments) const override;
    // A `tools/call` response: "content" (the blocks as sent) and, where
    // given, "structuredContent", checked against the tool's outputSchema;
    // an error, `isError`, or structured content that does not fit is the problem.
    std::optional<QString> readAnswer(const Tool &tool, QByteArrayView body,
                                      QList<ToolOutput> *outputs) const override;

    // The same from a response already parsed (McpMessages::response()),
    // as a session finds it among the messages of an answer.
    static DialectPage page(const QString &provider, const QJsonObject &response);
    static std::optional<QString> answer(const Tool &tool, const QJsonObject &response,
                                         QList<ToolOutput> *outputs);
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diagnostic.h"
#include "dialects/files/toolexport.h"
#include "tool/tool.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace Toolshelf {

// Agent Tool v0.2.0 `tool_declaration`s (seed 002): reading one into the tool
// model, and writing one for a tool of any provider.
class AgentToolFormat
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::AgentToolFormat)

public:
    static inline const QString SchemaVersion = QStringLiteral("0.2.0");

    // Whether `object` is a declaration rather than an ATDF document: it has
    // a `schema_version` or a `tool_kind`, and is no tool surface or deferred
    // tool reference.
    static bool isDeclaration(const QJsonObject &object);

    // The tool a declaration declares, keyed by its `tool_id`: `name`,
    // `title`, `description`, the input contract's `model_input_schema` (else
    // `input_schema`), the output contract's `output_schema`, when-to-use
    // texts from `annotations`, tags from `annotations.tags`; everything else
    // stays in the native form, `form`, the declaration's canonical JSON.
    static Tool read(const QString &provider, const QJsonObject &declaration, QByteArray form);
    // What the published schema (required fields and their types) and the
    // format's rules find wrong with a declaration; paths relative to it
    // ("$.input_contract"), messages naming the JSON pointer.
    static QList<Diagnostic> lint(const QJsonObject &declaration);

    // The declaration of `tool`. A tool read from an Agent Tool declaration is
    // that declaration with the user's texts applied, so export, import and
    // export again give the same document; any other is declared afresh:
    // `tool_id` "toolshelf:PROVIDER/NATIVE-ID", `namespace` the provider,
    // `tool_kind` `mcp_tool` or `function`, and `external_mappings` naming
    // the protocol, provider, native id, version and digest exported.
    static QJsonObject write(const ToolExport &tool);
    // The id write() gives a tool that was not read from a declaration.
    static QString toolId(const ToolKey &key);
};

} // namespace Toolshelf

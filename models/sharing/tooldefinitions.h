// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/tool.h"
#include "tool/toolsignature.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <variant>

namespace Toolshelf {

// Tools as LLM APIs take them: OpenAI function tools, Anthropic tools, and an
// MCP tools/list result. Callers pass signatures with overrides applied and,
// where the wire describes inputs by JSON Schema, the tool as served.
class ToolDefinitions
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolDefinitions)

public:
    enum class Format { OpenAI, Anthropic, Mcp };

    // One tool to render: its signature with the user's overrides, and the
    // tool as its provider served it where its wire speaks JSON Schema (MCP,
    // seed 003's a2t), whose schema is then exported whole (nested objects,
    // arrays, formats) with the overridden descriptions. An MCP tool
    // exported as MCP is the tool as served: title, outputSchema,
    // annotations, icons and _meta kept, its description the user's.
    struct Definition
    {
        // An A2T tool: its inputs make the schema (inputSchema()).
        Definition(ToolSignature signature)
            : edited(std::move(signature))
        { }
        Definition(ToolSignature signature, Tool tool)
            : edited(std::move(signature))
            , served(std::move(tool))
        { }

        ToolSignature edited;
        std::optional<Tool> served;
    };

    // "openai", "anthropic", "mcp"; nothing for anything else.
    static std::optional<Format> formatFromName(const QString &name);
    static QString formatName(Format format);

    // The JSON Schema of a tool's inputs, keyed by each input's id (the
    // draft's identifier for software; its name, which may hold spaces, is
    // the property's title): string, int as integer with its maximum,
    // boolean, enum as a string with its allowed names (their descriptions
    // appended to the parameter's description).
    static QJsonObject inputSchema(const ToolSignature &signature);
    // A name the APIs accept (^[a-zA-Z0-9_-]{1,64}$): other characters become
    // "_", and a name already in `taken` gets a numeric suffix.
    static QString functionName(const QString &name, const QStringList &taken);
    // OpenAI and Anthropic: a JSON array of tools; MCP: {"tools": [...]}.
    // Each tool is checked against the target's published rules
    // (ToolDefinitionRules), and the JSON is read back before it is
    // returned: definitions that break a rule (an input id the target does
    // not take as a key) or do not carry every tool and input as meant (two
    // inputs of one id make one schema property) are refused with a message
    // saying why.
    static std::variant<QByteArray, QString> render(Format format,
                                                    const QList<Definition> &definitions);
    // The schema of `definition`'s inputs as rendered: the served JSON
    // Schema with the edited descriptions, or the one inputSchema() makes.
    static QJsonObject schemaOf(const Definition &definition, Format format);
    // The schema of what `definition`'s tool answers, the same way: the
    // served output schema with the edited descriptions, or one made from
    // the A2T outputs (keyed by name, as an answer names them; a json
    // output any value). Nothing where the tool describes no answer.
    static std::optional<QJsonObject> outputSchemaOf(const Definition &definition);
};

} // namespace Toolshelf

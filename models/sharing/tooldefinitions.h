#pragma once

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
// MCP tools/list result. Callers pass signatures with overrides applied.
class ToolDefinitions
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolDefinitions)

public:
    enum class Format { OpenAI, Anthropic, Mcp };

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
                                                    const QList<ToolSignature> &signatures);
};

} // namespace Toolshelf

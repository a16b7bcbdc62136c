// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/tooldefinitionrules.h"

#include "core/textsafety.h"

#include <QJsonArray>

namespace Toolshelf {

namespace {

QString shown(const QString &text)
{
    return TextSafety::shortened(text, 120);
}

bool matches(const QRegularExpression &expression, const QString &text)
{
    // The published patterns are anchored with ^ and $; $ would also match
    // before a final line break, so the whole text must be the match.
    const QRegularExpressionMatch match = expression.match(text);
    return match.hasMatch() && match.capturedLength() == text.size();
}

} // namespace

ToolDefinitionRules::ToolDefinitionRules(ToolDefinitions::Format target, QString toolName,
                                         QString propertyKey)
    : m_target(target)
    , m_toolName(std::move(toolName))
    , m_propertyKey(std::move(propertyKey))
    , m_toolNameExpression(m_toolName)
    , m_propertyKeyExpression(m_propertyKey)
{ }

ToolDefinitionRules ToolDefinitionRules::of(ToolDefinitions::Format target)
{
    switch (target) {
    case ToolDefinitions::Format::OpenAI:
        // Function calling: "a-z, A-Z, 0-9, or contain underscores and
        // dashes, with a maximum length of 64"; parameters are a JSON Schema
        // object, with no rule published for its property names.
        return {target, QStringLiteral("^[a-zA-Z0-9_-]{1,64}$"), QString()};
    case ToolDefinitions::Format::Anthropic:
        // Tool use: the name, and the keys of input_schema's properties,
        // which the API checks.
        return {target, QStringLiteral("^[a-zA-Z0-9_-]{1,64}$"),
                QStringLiteral("^[a-zA-Z0-9_.-]{1,64}$")};
    case ToolDefinitions::Format::Mcp:
        // The 2025-11-25 specification: 1 to 128 characters of ASCII
        // letters, digits, "_", "-" and "."; inputSchema is a JSON Schema
        // object, with no rule for its property names.
        return {target, QStringLiteral("^[A-Za-z0-9_.-]{1,128}$"), QString()};
    }
    Q_UNREACHABLE();
}

QString ToolDefinitionRules::targetName() const
{
    switch (m_target) {
    case ToolDefinitions::Format::OpenAI:
        return tr("OpenAI function calling");
    case ToolDefinitions::Format::Anthropic:
        return tr("Anthropic tool use");
    case ToolDefinitions::Format::Mcp:
        return tr("MCP (specification 2025-11-25)");
    }
    return {};
}

std::optional<QString> ToolDefinitionRules::checkToolName(const QString &name) const
{
    if (matches(m_toolNameExpression, name))
        return std::nullopt;
    return tr("%1 requires tool names to match %2, and \"%3\" does not")
        .arg(targetName(), m_toolName, shown(name));
}

std::optional<QString> ToolDefinitionRules::checkPropertyKey(const QString &key) const
{
    if (key.isEmpty())
        return tr("%1 requires a property key for every input, and an input has no id")
            .arg(targetName());
    if (m_propertyKey.isEmpty() || matches(m_propertyKeyExpression, key))
        return std::nullopt;
    return tr("%1 requires property keys to match %2, and \"%3\" does not")
        .arg(targetName(), m_propertyKey, shown(key));
}

std::optional<QString> ToolDefinitionRules::checkInputSchema(const QJsonObject &schema) const
{
    if (schema.value(QStringLiteral("type")) != QLatin1String("object"))
        return tr("%1 requires an input schema of \"type\": \"object\"").arg(targetName());
    const QJsonValue properties = schema.value(QStringLiteral("properties"));
    if (!properties.isUndefined() && !properties.isObject())
        return tr("%1 requires the input schema's \"properties\" to be an object")
            .arg(targetName());
    const QJsonObject byKey = properties.toObject();
    for (auto it = byKey.constBegin(); it != byKey.constEnd(); ++it) {
        if (const std::optional<QString> problem = checkPropertyKey(it.key()))
            return problem;
        if (!it.value().isObject())
            return tr("%1 requires the schema of property \"%2\" to be an object")
                .arg(targetName(), shown(it.key()));
    }
    const QJsonValue required = schema.value(QStringLiteral("required"));
    if (!required.isUndefined() && !required.isArray())
        return tr("%1 requires the input schema's \"required\" to be an array").arg(targetName());
    for (const QJsonValue &key : required.toArray()) {
        if (!key.isString() || !byKey.contains(key.toString()))
            return tr("the input schema requires \"%1\", which is not one of its properties")
                .arg(shown(key.toString()));
    }
    return std::nullopt;
}

} // namespace Toolshelf

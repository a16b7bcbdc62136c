// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sharing/tooldefinitions.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QRegularExpression>
#include <QString>

#include <optional>

namespace Toolshelf {

// What one LLM API accepts in a tool definition, as its vendor publishes it:
// the pattern of a tool's name and of its input schema's property keys, and
// the shape of that schema. Every export is checked against its target's
// rules before it is written; a refusal names the rule and the value.
class ToolDefinitionRules
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolDefinitionRules)

public:
    static ToolDefinitionRules of(ToolDefinitions::Format target);

    // "OpenAI function calling" and so on, for messages.
    QString targetName() const;
    // The published patterns, as the vendors write them; empty when the
    // vendor publishes none (any non-empty key is then accepted).
    QString toolNamePattern() const { return m_toolName; }
    QString propertyKeyPattern() const { return m_propertyKey; }

    // Why `name` cannot name a tool for this target; nothing when it can.
    std::optional<QString> checkToolName(const QString &name) const;
    // Why `key` cannot be a property key of an input schema; nothing when it can.
    std::optional<QString> checkPropertyKey(const QString &key) const;
    // Why `schema` is not an input schema this target takes: a JSON Schema
    // object of "type": "object" whose properties are objects with keys
    // that fit, and whose "required" names only those properties.
    std::optional<QString> checkInputSchema(const QJsonObject &schema) const;

private:
    ToolDefinitionRules(ToolDefinitions::Format target, QString toolName, QString propertyKey);

    ToolDefinitions::Format m_target;
    QString m_toolName;
    QString m_propertyKey;
    // Compiled once: an export checks every input of every tool.
    QRegularExpression m_toolNameExpression;
    QRegularExpression m_propertyKeyExpression;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/mcp/mcpelicitation.h"

#include "core/textsafety.h"

#include <QJsonArray>

namespace Toolshelf {

namespace {

// A default counts only when it is a value of the property's type: a
// hostile schema cannot make accepting send something of another kind.
bool fitsType(const QJsonValue &value, const QJsonObject &property)
{
    const QString type = property.value(QStringLiteral("type")).toString();
    if (property.contains(QStringLiteral("enum"))
        && !property.value(QStringLiteral("enum")).toArray().contains(value))
        return false;
    if (type == QLatin1String("string"))
        return value.isString();
    if (type == QLatin1String("boolean"))
        return value.isBool();
    if (type == QLatin1String("number"))
        return value.isDouble();
    if (type == QLatin1String("integer"))
        return value.isDouble() && value.toDouble() == double(value.toInteger());
    return false;
}

} // namespace

QString McpElicitation::message(const QJsonObject &params)
{
    return TextSafety::shortened(
        TextSafety::escapeLine(params.value(QStringLiteral("message")).toString()), 500);
}

QJsonObject McpElicitation::requestedSchema(const QJsonObject &params)
{
    return params.value(QStringLiteral("requestedSchema")).toObject();
}

QJsonObject McpElicitation::defaults(const QJsonObject &requestedSchema)
{
    QJsonObject content;
    const QJsonObject properties = requestedSchema.value(QStringLiteral("properties")).toObject();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QJsonObject property = it.value().toObject();
        const QJsonValue value = property.value(QStringLiteral("default"));
        if (fitsType(value, property))
            content.insert(it.key(), value);
    }
    return content;
}

QJsonObject McpElicitation::accept(const QJsonObject &content)
{
    return {{QStringLiteral("action"), QStringLiteral("accept")},
            {QStringLiteral("content"), content}};
}

QJsonObject McpElicitation::decline()
{
    return {{QStringLiteral("action"), QStringLiteral("decline")}};
}

QJsonObject McpElicitation::cancel()
{
    return {{QStringLiteral("action"), QStringLiteral("cancel")}};
}

} // namespace Toolshelf

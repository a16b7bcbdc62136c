// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "capabilitiesjson.h"

#include <QJsonArray>

namespace Toolshelf {

namespace {

QString text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1StringView(key)).toString();
}

QJsonObject parameterSchema(const QJsonObject &input)
{
    const QString type = input.contains(QLatin1StringView("type")) ? text(input, "type")
                                                                   : QStringLiteral("string");
    QJsonObject schema;
    if (type == QLatin1StringView("int")) {
        schema.insert(QStringLiteral("type"), QStringLiteral("integer"));
        schema.insert(QStringLiteral("maximum"),
                      input.value(QLatin1StringView("max")).toInteger(65535));
    } else if (type == QLatin1StringView("boolean")) {
        schema.insert(QStringLiteral("type"), QStringLiteral("boolean"));
    } else {
        schema.insert(QStringLiteral("type"), QStringLiteral("string"));
    }
    QJsonArray values;
    for (const QJsonValue &value : input.value(QLatin1StringView("allowed-values")).toArray())
        values.append(value.toObject().value(QLatin1StringView("name")));
    if (type == QLatin1StringView("enum") || !values.isEmpty())
        schema.insert(QStringLiteral("enum"), values);
    const QString description = text(input, "description");
    if (!description.isEmpty())
        schema.insert(QStringLiteral("description"), description);
    return schema;
}

} // namespace

QJsonObject CapabilitiesJson::tool(const QJsonObject &signature)
{
    return {{QStringLiteral("name"), signature.value(QLatin1StringView("name"))},
            {QStringLiteral("description"), signature.value(QLatin1StringView("description"))},
            {QStringLiteral("input_schema"), inputSchema(signature)}};
}

QJsonObject CapabilitiesJson::inputSchema(const QJsonObject &signature)
{
    QJsonObject properties;
    QJsonArray required;
    for (const QJsonValue &value :
         signature.value(QLatin1StringView("input_parameters")).toArray()) {
        const QJsonObject input = value.toObject();
        const QString name = text(input, "name");
        properties.insert(name, parameterSchema(input));
        if (input.value(QLatin1StringView("required")).toBool(true))
            required.append(name);
    }
    QJsonObject schema {{QStringLiteral("type"), QStringLiteral("object")},
                        {QStringLiteral("properties"), properties}};
    if (!required.isEmpty())
        schema.insert(QStringLiteral("required"), required);
    return schema;
}

QJsonObject CapabilitiesJson::group(const QString &id, const QString &name,
                                    const QString &description, qsizetype toolCount,
                                    const QString &parentId)
{
    QJsonObject json {{QStringLiteral("id"), id},
                      {QStringLiteral("name"), name},
                      {QStringLiteral("description"), description},
                      {QStringLiteral("tool_count"), toolCount}};
    if (!parentId.isEmpty())
        json.insert(QStringLiteral("parent_id"), parentId);
    return json;
}

QString CapabilitiesJson::groupName(const QString &tag)
{
    QString name = tag;
    name.replace(u'-', u' ').replace(u'_', u' ');
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return name;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/a2tschema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace Toolshelf::A2tSchema {

namespace {

const QString TypeKeyword = ValueSchema::OwnKeywordPrefix + QStringLiteral("a2t-type");
const QString IdKeyword = ValueSchema::OwnKeywordPrefix + QStringLiteral("a2t-id");

// A keyword as a view: QJsonObject looks Latin-1 keys up without making a
// QString of each, and every listed tool of a sync is read and built here.
constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

// The A2T type a schema reads as, without Toolshelf's own type keyword.
ParameterType impliedType(const ValueSchema &schema, QString *unknownName)
{
    switch (schema.kind()) {
    case ValueSchema::Kind::String:
        return ParameterType::String;
    case ValueSchema::Kind::Integer:
        return ParameterType::Int;
    case ValueSchema::Kind::Boolean:
        return ParameterType::Boolean;
    case ValueSchema::Kind::Enum:
        return ParameterType::Enum;
    case ValueSchema::Kind::Any:
        return ParameterType::Json;
    default:
        *unknownName = schema.json().toObject().value(key("type")).toString();
        return ParameterType::Unknown;
    }
}

// `max`: an input's (outputs have none).
QJsonObject parameterSchema(ParameterType type, const QString &unknownName,
                            std::optional<qint64> max, const QList<AllowedValue> &values)
{
    QJsonObject schema;
    switch (type) {
    case ParameterType::String:
    case ParameterType::Enum:
        schema.insert(key("type"), key("string"));
        break;
    case ParameterType::Int:
        schema.insert(key("type"), key("integer"));
        if (max)
            schema.insert(key("maximum"), *max);
        break;
    case ParameterType::Boolean:
        schema.insert(key("type"), key("boolean"));
        break;
    case ParameterType::Json:
        break;
    case ParameterType::Unknown:
        schema.insert(key("type"), unknownName);
        break;
    }
    if (!values.isEmpty()) {
        QJsonArray branches;
        for (const AllowedValue &value : values) {
            QJsonObject branch {{key("const"), value.name}};
            if (!value.description.isEmpty())
                branch.insert(key("description"), value.description);
            branches.append(branch);
        }
        schema.insert(key("oneOf"), branches);
    } else if (type == ParameterType::Enum) {
        schema.insert(key("enum"), QJsonArray());
    }
    // Where the schema alone would read as another A2T type, say which.
    // Every listed tool of a sync comes this way, so the known types are
    // decided from what was just written: allowed values read as an enum
    // whatever the type, and each type's schema otherwise reads as itself
    // (tst_a2tschema round-trips every type with and without values). An
    // unknown type, rare, is read back as ValueSchema reads it: "integer"
    // would read as A2T's int.
    bool stateType = !values.isEmpty() && type != ParameterType::Enum;
    if (type == ParameterType::Unknown) {
        QString implied;
        stateType = impliedType(ValueSchema(schema), &implied) != type || implied != unknownName;
    }
    if (stateType)
        schema.insert(TypeKeyword,
                      type == ParameterType::Unknown ? unknownName : parameterTypeName(type));
    return schema;
}

struct Read
{
    ParameterType type = ParameterType::String;
    QString unknownName;
    QList<AllowedValue> values;
};

Read readParameter(const ValueSchema &schema)
{
    Read read;
    const QJsonValue stated = schema.json().toObject().value(TypeKeyword);
    if (stated.isString()) {
        read.type = parameterTypeFromName(stated.toString());
        if (read.type == ParameterType::Unknown)
            read.unknownName = stated.toString();
    } else {
        read.type = impliedType(schema, &read.unknownName);
    }
    // Allowed values are a `oneOf` of `const`s whatever the type.
    for (const QJsonValue &branch : schema.json().toObject().value(key("oneOf")).toArray()) {
        const QJsonObject value = branch.toObject();
        read.values.append(
            {value.value(key("const")).toString(), value.value(key("description")).toString()});
    }
    // Another wire's schema says them as a plain `enum` (A2T's are written as
    // above, and its empty enum as an empty one).
    if (read.values.isEmpty()) {
        for (const QJsonValue &value : schema.json().toObject().value(key("enum")).toArray())
            read.values.append({value.isString()
                                    ? value.toString()
                                    : QString::fromUtf8(QJsonDocument(QJsonArray {value})
                                                            .toJson(QJsonDocument::Compact)
                                                            .mid(1)
                                                            .chopped(1)),
                                {}});
    }
    return read;
}

ValueSchema objectSchema(const QJsonObject &properties, const QJsonArray &order,
                         const QJsonArray &required)
{
    QJsonObject schema {{key("type"), key("object")},
                        {key("properties"), properties},
                        {ValueSchema::OrderKeyword, order}};
    if (!required.isEmpty())
        schema.insert(key("required"), required);
    return ValueSchema(schema);
}

} // namespace

ValueSchema fromInputs(const QList<InputParameter> &inputs)
{
    QJsonObject properties;
    QJsonArray order;
    QJsonArray required;
    for (const InputParameter &input : inputs) {
        if (properties.contains(input.id))
            continue;
        QJsonObject schema
            = parameterSchema(input.type, input.unknownTypeName, input.max, input.allowedValues);
        schema.insert(key("title"), input.name);
        if (!input.description.isEmpty())
            schema.insert(key("description"), input.description);
        properties.insert(input.id, schema);
        order.append(input.id);
        if (input.required)
            required.append(input.id);
    }
    return objectSchema(properties, order, required);
}

QList<InputParameter> toInputs(const ValueSchema &schema)
{
    QList<InputParameter> inputs;
    for (const ValueSchema::Property &property : schema.properties()) {
        const ValueSchema parameter = property.schema();
        const Read read = readParameter(parameter);
        InputParameter input;
        input.id = property.name;
        // A2T's inputs always carry their name as the title (empty or not); a
        // schema from another wire often has none, and its key is then the
        // only name there is.
        input.name = parameter.json().toObject().contains(key("title")) ? parameter.title()
                                                                        : property.name;
        input.description = parameter.description();
        input.type = read.type;
        input.unknownTypeName = read.unknownName;
        input.required = property.required;
        if (read.type == ParameterType::Int && parameter.maximum())
            input.max = qint64(*parameter.maximum());
        input.allowedValues = read.values;
        inputs.append(input);
    }
    return inputs;
}

ValueSchema fromOutputs(const QList<OutputParameter> &outputs)
{
    QJsonObject properties;
    QJsonArray order;
    for (const OutputParameter &output : outputs) {
        if (properties.contains(output.name))
            continue;
        QJsonObject schema
            = parameterSchema(output.type, output.unknownTypeName, {}, output.allowedValues);
        if (!output.id.isEmpty())
            schema.insert(IdKeyword, output.id);
        if (!output.description.isEmpty())
            schema.insert(key("description"), output.description);
        properties.insert(output.name, schema);
        order.append(output.name);
    }
    return objectSchema(properties, order, {});
}

QList<OutputParameter> toOutputs(const ValueSchema &schema)
{
    QList<OutputParameter> outputs;
    for (const ValueSchema::Property &property : schema.properties()) {
        const ValueSchema parameter = property.schema();
        const Read read = readParameter(parameter);
        OutputParameter output;
        output.id = parameter.json().toObject().value(IdKeyword).toString();
        output.name = property.name;
        output.description = parameter.description();
        output.type = read.type;
        output.unknownTypeName = read.unknownName;
        output.allowedValues = read.values;
        outputs.append(output);
    }
    return outputs;
}

} // namespace Toolshelf::A2tSchema

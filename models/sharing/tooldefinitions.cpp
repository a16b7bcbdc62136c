// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/tooldefinitions.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"
#include "dialects/a2t/a2ttool.h"
#include "dialects/mcp/mcpdialect.h"
#include "sharing/tooldefinitionrules.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <type_traits>

namespace Toolshelf {

namespace {

constexpr qsizetype MaxNameLength = 64;

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

// An input's schema, or an output's (which has no maximum and no title:
// the answer names it by its key).
template<typename Parameter> QJsonObject parameterSchema(const Parameter &input)
{
    QJsonObject schema;
    QString description = input.description;
    switch (input.type) {
    case ParameterType::Int:
        schema.insert(key("type"), key("integer"));
        if constexpr (std::is_same_v<Parameter, InputParameter>)
            schema.insert(key("maximum"), input.max);
        break;
    case ParameterType::Boolean:
        schema.insert(key("type"), key("boolean"));
        break;
    case ParameterType::Enum: {
        schema.insert(key("type"), key("string"));
        QJsonArray names;
        QStringList explained;
        for (const AllowedValue &value : input.allowedValues) {
            names.append(value.name);
            if (!value.description.isEmpty())
                explained.append(QStringLiteral("%1: %2").arg(value.name, value.description));
        }
        schema.insert(key("enum"), names);
        // The schema has no place for a value's meaning; the LLM reads the
        // description, so the meanings go there.
        if (!explained.isEmpty())
            description += (description.isEmpty() ? QString() : QStringLiteral("\n"))
                + explained.join(u'\n');
        break;
    }
    case ParameterType::Json:
        // An output of any JSON value: a schema that says nothing.
        if constexpr (std::is_same_v<Parameter, OutputParameter>)
            break;
        [[fallthrough]];
    case ParameterType::String:
    case ParameterType::Unknown:
        // Invalid input types are reported by the linter; the value the LLM
        // writes for them is text either way.
        schema.insert(key("type"), key("string"));
        break;
    }
    // The key is the id; the name is what people and the vendor's
    // documentation call the input, and what an A2T call sends back.
    if constexpr (std::is_same_v<Parameter, InputParameter>) {
        if (input.name != input.id)
            schema.insert(key("title"), input.name);
    }
    if (!description.isEmpty())
        schema.insert(key("description"), description);
    return schema;
}

// `schema` with the user's description of each parameter on the property
// its `keyOf` names, where it has one and the text differs.
template<typename Parameter>
QJsonObject withDescriptions(QJsonObject schema, const QList<Parameter> &parameters,
                             QString Parameter::*keyOf)
{
    if (!schema.contains(QLatin1String("properties")))
        return schema;
    QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
    for (const Parameter &parameter : parameters) {
        const QString &name = parameter.*keyOf;
        QJsonObject property = properties.value(name).toObject();
        if (!properties.contains(name) || parameter.description.isEmpty()
            || property.value(QLatin1String("description")).toString() == parameter.description)
            continue;
        property.insert(QStringLiteral("description"), parameter.description);
        properties.insert(name, property);
    }
    schema.insert(QStringLiteral("properties"), properties);
    return schema;
}

QString shown(const QString &text)
{
    return TextSafety::shortened(text, 120);
}

// Whether `json`, parsed again, holds `tools` and in each every input of
// its signature; the message says what is lost otherwise.
std::optional<QString> readBack(ToolDefinitions::Format format, const QByteArray &json,
                                const QJsonArray &tools,
                                const QList<ToolDefinitions::Definition> &definitions)
{
    if (const std::optional<QString> problem = JsonPreflight::check(json))
        return ToolDefinitions::tr("the definitions would not read back: %1").arg(*problem);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return ToolDefinitions::tr("the definitions would not read back: %1")
            .arg(error.errorString());
    const QJsonArray read = format == ToolDefinitions::Format::Mcp
        ? document.object().value(key("tools")).toArray()
        : document.array();
    if (read != tools)
        return ToolDefinitions::tr("the definitions read back with other values than were "
                                   "written");
    // Each input is a property of the schema read back; two inputs of one
    // name (which the linter reports, and a provider may still serve) are one.
    for (qsizetype i = 0; i < definitions.size() && i < read.size(); ++i) {
        const ToolSignature &signature = definitions.at(i).edited;
        const QJsonObject tool = read.at(i).toObject();
        const QJsonObject schema = format == ToolDefinitions::Format::OpenAI
            ? tool.value(key("function")).toObject().value(key("parameters")).toObject()
            : tool.value(format == ToolDefinitions::Format::Mcp ? key("inputSchema")
                                                                : key("input_schema"))
                  .toObject();
        const QJsonObject properties = schema.value(key("properties")).toObject();
        QStringList seen;
        for (const InputParameter &input : signature.inputs) {
            if (seen.contains(input.id))
                return ToolDefinitions::tr("%1 has two inputs with the id \"%2\", which its JSON "
                                           "Schema cannot hold apart; leave the tool out")
                    .arg(shown(signature.name), shown(input.id));
            seen.append(input.id);
            if (!properties.contains(input.id))
                return ToolDefinitions::tr("the input \"%1\" of %2 does not read back from its "
                                           "JSON Schema")
                    .arg(shown(input.name), shown(signature.name));
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<ToolDefinitions::Format> ToolDefinitions::formatFromName(const QString &name)
{
    for (const Format format : {Format::OpenAI, Format::Anthropic, Format::Mcp}) {
        if (formatName(format) == name)
            return format;
    }
    return std::nullopt;
}

QString ToolDefinitions::formatName(Format format)
{
    switch (format) {
    case Format::OpenAI:
        return key("openai");
    case Format::Anthropic:
        return key("anthropic");
    case Format::Mcp:
        return key("mcp");
    }
    return {};
}

QJsonObject ToolDefinitions::inputSchema(const ToolSignature &signature)
{
    QJsonObject properties;
    QJsonArray required;
    for (const InputParameter &input : signature.inputs) {
        properties.insert(input.id, parameterSchema(input));
        if (input.required)
            required.append(input.id);
    }
    QJsonObject schema {{key("type"), key("object")}, {key("properties"), properties}};
    if (!required.isEmpty())
        schema.insert(key("required"), required);
    return schema;
}

QString ToolDefinitions::functionName(const QString &name, const QStringList &taken)
{
    QString safe;
    for (const QChar c : name) {
        const bool plain = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z')
            || (c >= u'0' && c <= u'9') || c == u'_' || c == u'-';
        safe.append(plain ? c : QChar(u'_'));
    }
    if (safe.isEmpty())
        safe = key("tool");
    safe.truncate(MaxNameLength);
    QString candidate = safe;
    for (int n = 2; taken.contains(candidate); ++n) {
        const QString suffix = QStringLiteral("_%1").arg(n);
        candidate = safe.left(MaxNameLength - suffix.size()) + suffix;
    }
    return candidate;
}

QJsonObject ToolDefinitions::schemaOf(const Definition &definition, Format format)
{
    const std::optional<Tool> &served = definition.served;
    if (!served || served->dialect == A2tTool::DialectId || !served->input.json().isObject())
        return inputSchema(definition.edited);
    QJsonObject schema = served->input.json().toObject();
    // Which draft the schema follows means nothing to an LLM API.
    if (format != Format::Mcp)
        schema.remove(key("$schema"));
    // The user's descriptions where the tool's inputs are its properties.
    return withDescriptions(schema, definition.edited.inputs, &InputParameter::id);
}

std::optional<QJsonObject> ToolDefinitions::outputSchemaOf(const Definition &definition)
{
    const std::optional<Tool> &served = definition.served;
    if (!served || served->dialect == A2tTool::DialectId) {
        if (definition.edited.outputs.isEmpty())
            return std::nullopt;
        QJsonObject properties;
        for (const OutputParameter &output : definition.edited.outputs) {
            // Two outputs of one name are a conformance error; an answer
            // holds one value under the name, the first one's.
            if (!properties.contains(output.name))
                properties.insert(output.name, parameterSchema(output));
        }
        return QJsonObject {{key("type"), key("object")}, {key("properties"), properties}};
    }
    if (!served->output || !served->output->json().isObject())
        return std::nullopt;
    // An answer's values are keyed by their names.
    return withDescriptions(served->output->json().toObject(), definition.edited.outputs,
                            &OutputParameter::name);
}

std::variant<QByteArray, QString> ToolDefinitions::render(Format format,
                                                          const QList<Definition> &definitions)
{
    const ToolDefinitionRules rules = ToolDefinitionRules::of(format);
    QJsonArray tools;
    QStringList taken;
    for (const Definition &definition : definitions) {
        const ToolSignature &signature = definition.edited;
        const QString name = functionName(signature.name, taken);
        taken.append(name);
        // An id that breaks the target's rules is refused, not replaced by a
        // key made up here: the agent's runtime maps keys back to inputs.
        for (const InputParameter &input : signature.inputs) {
            if (const std::optional<QString> problem = rules.checkPropertyKey(input.id))
                return tr("%1, input \"%2\": %3")
                    .arg(shown(signature.name), shown(input.name), *problem);
        }
        const QJsonObject schema = schemaOf(definition, format);
        if (const std::optional<QString> problem = rules.checkToolName(name))
            return *problem;
        if (const std::optional<QString> problem = rules.checkInputSchema(schema))
            return tr("%1: %2").arg(shown(signature.name), *problem);
        switch (format) {
        case Format::OpenAI:
            tools.append(QJsonObject {{key("type"), key("function")},
                                      {key("function"),
                                       QJsonObject {{key("name"), name},
                                                    {key("description"), signature.description},
                                                    {key("parameters"), schema}}}});
            break;
        case Format::Anthropic:
            tools.append(QJsonObject {{key("name"), name},
                                      {key("description"), signature.description},
                                      {key("input_schema"), schema}});
            break;
        case Format::Mcp: {
            // An MCP tool is what its server sent, the user's texts in it.
            QJsonObject tool;
            if (definition.served && definition.served->dialect == McpDialect::DialectId)
                tool = QJsonDocument::fromJson(definition.served->nativeForm).object();
            tool.insert(key("name"), name);
            tool.insert(key("description"), signature.description);
            tool.insert(key("inputSchema"), schema);
            tools.append(tool);
            break;
        }
        }
    }
    const QByteArray json = format == Format::Mcp
        ? QJsonDocument(QJsonObject {{key("tools"), tools}}).toJson(QJsonDocument::Indented)
        : QJsonDocument(tools).toJson(QJsonDocument::Indented);
    if (const std::optional<QString> problem = readBack(format, json, tools, definitions))
        return *problem;
    return json;
}

} // namespace Toolshelf

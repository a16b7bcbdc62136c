#include "sharing/tooldefinitions.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"
#include "dialects/a2t/a2ttool.h"
#include "dialects/mcp/mcpdialect.h"
#include "sharing/tooldefinitionrules.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Toolshelf {

namespace {

constexpr qsizetype MaxNameLength = 64;

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

QJsonObject parameterSchema(const InputParameter &input)
{
    QJsonObject schema;
    QString description = input.description;
    switch (input.type) {
    case ParameterType::Int:
        schema.insert(key("type"), key("integer"));
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
    case ParameterType::String:
    case ParameterType::Json:
    case ParameterType::Unknown:
        // Invalid input types are reported by the linter; the value the LLM
        // writes for them is text either way.
        schema.insert(key("type"), key("string"));
        break;
    }
    // The key is the id; the name is what people and the vendor's
    // documentation call the input, and what an A2T call sends back.
    if (input.name != input.id)
        schema.insert(key("title"), input.name);
    if (!description.isEmpty())
        schema.insert(key("description"), description);
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
    QJsonObject properties = schema.value(key("properties")).toObject();
    for (const InputParameter &input : definition.edited.inputs) {
        QJsonObject property = properties.value(input.id).toObject();
        if (!properties.contains(input.id) || input.description.isEmpty()
            || property.value(key("description")).toString() == input.description)
            continue;
        property.insert(key("description"), input.description);
        properties.insert(input.id, property);
    }
    if (schema.contains(key("properties")))
        schema.insert(key("properties"), properties);
    return schema;
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

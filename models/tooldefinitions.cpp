#include "tooldefinitions.h"

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
    if (!description.isEmpty())
        schema.insert(key("description"), description);
    return schema;
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
        properties.insert(input.name, parameterSchema(input));
        if (input.required)
            required.append(input.name);
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

QByteArray ToolDefinitions::render(Format format, const QList<ToolSignature> &signatures)
{
    QJsonArray tools;
    QStringList taken;
    for (const ToolSignature &signature : signatures) {
        const QString name = functionName(signature.name, taken);
        taken.append(name);
        const QJsonObject schema = inputSchema(signature);
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
        case Format::Mcp:
            tools.append(QJsonObject {{key("name"), name},
                                      {key("description"), signature.description},
                                      {key("inputSchema"), schema}});
            break;
        }
    }
    if (format == Format::Mcp)
        return QJsonDocument(QJsonObject {{key("tools"), tools}}).toJson(QJsonDocument::Indented);
    return QJsonDocument(tools).toJson(QJsonDocument::Indented);
}

} // namespace Toolshelf

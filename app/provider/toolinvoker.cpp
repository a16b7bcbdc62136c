#include "toolinvoker.h"

#include "jsonpreflight.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace Toolshelf {

namespace {

struct Rejection
{
    QString code;
    QString message;
    QString parameter;
};

// Checks one value against its input's declared type and constraints.
std::optional<Rejection> checkValue(const InputParameter &input, const QJsonValue &value)
{
    const auto wrongType = [&](const QString &expected) {
        return Rejection {QStringLiteral("invalid_type"),
                          ToolInvoker::tr("input \"%1\" must be %2").arg(input.name, expected),
                          input.name};
    };
    switch (input.type) {
    case ParameterType::String:
        if (!value.isString())
            return wrongType(ToolInvoker::tr("a string"));
        break;
    case ParameterType::Boolean:
        if (!value.isBool())
            return wrongType(ToolInvoker::tr("true or false"));
        break;
    case ParameterType::Int: {
        const double number = value.toDouble();
        if (!value.isDouble() || std::trunc(number) != number)
            return wrongType(ToolInvoker::tr("an integer"));
        if (number > double(input.max))
            return Rejection {QStringLiteral("out_of_range"),
                              ToolInvoker::tr("input \"%1\" is %2, above its maximum %3")
                                  .arg(input.name)
                                  .arg(number, 0, 'f', 0)
                                  .arg(input.max),
                              input.name};
        break;
    }
    case ParameterType::Enum: {
        if (!value.isString())
            return wrongType(ToolInvoker::tr("one of its allowed values"));
        const QString text = value.toString();
        const bool allowed = std::any_of(input.allowedValues.cbegin(), input.allowedValues.cend(),
                                         [&](const AllowedValue &v) { return v.name == text; });
        if (!allowed) {
            QStringList names;
            for (const AllowedValue &v : input.allowedValues)
                names.append(v.name);
            return Rejection {QStringLiteral("value_not_allowed"),
                              ToolInvoker::tr("input \"%1\" must be one of %2, not \"%3\"")
                                  .arg(input.name, names.join(QStringLiteral(", ")), text.left(80)),
                              input.name};
        }
        break;
    }
    case ParameterType::Json:
    case ParameterType::Unknown:
        return Rejection {
            QStringLiteral("unsupported_type"),
            ToolInvoker::tr("input \"%1\" has a type this server cannot accept").arg(input.name),
            input.name};
    }
    return std::nullopt;
}

// Reads {name, input_parameters: [{name, value}]} into name -> value.
std::optional<Rejection> readInvocation(const ToolSignature &signature, const QByteArray &body,
                                        QHash<QString, QJsonValue> &values)
{
    const auto malformed = [](const QString &message) {
        return Rejection {QStringLiteral("malformed_request"), message, {}};
    };
    if (const auto problem = JsonPreflight::check(body))
        return malformed(*problem);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return malformed(ToolInvoker::tr("the body must be a JSON invocation object"));
    const QJsonObject invocation = document.object();
    const QJsonValue name = invocation.value(QStringLiteral("name"));
    if (name.isString() && name.toString() != signature.name)
        return Rejection {QStringLiteral("wrong_tool"),
                          ToolInvoker::tr("the invocation names \"%1\" but this tool is \"%2\"")
                              .arg(name.toString().left(80), signature.name),
                          {}};
    const QJsonValue inputs = invocation.value(QStringLiteral("input_parameters"));
    if (!inputs.isUndefined() && !inputs.isArray())
        return malformed(ToolInvoker::tr("\"input_parameters\" must be an array"));
    for (const QJsonValue &entry : inputs.toArray()) {
        const QJsonObject pair = entry.toObject();
        const QString inputName = pair.value(QStringLiteral("name")).toString();
        if (!entry.isObject() || inputName.isEmpty() || !pair.contains(QStringLiteral("value")))
            return malformed(ToolInvoker::tr("each input must be an object {name, value}"));
        if (values.contains(inputName))
            return Rejection {
                QStringLiteral("duplicate_input"),
                ToolInvoker::tr("input \"%1\" is given twice").arg(inputName.left(80)), inputName};
        values.insert(inputName, pair.value(QStringLiteral("value")));
    }
    return std::nullopt;
}

std::optional<Rejection> validate(const ToolSignature &signature,
                                  const QHash<QString, QJsonValue> &values)
{
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const bool known = std::any_of(signature.inputs.cbegin(), signature.inputs.cend(),
                                       [&](const InputParameter &p) { return p.name == it.key(); });
        if (!known)
            return Rejection {
                QStringLiteral("unknown_input"),
                ToolInvoker::tr("the tool has no input \"%1\"").arg(it.key().left(80)), it.key()};
    }
    for (const InputParameter &input : signature.inputs) {
        const auto value = values.constFind(input.name);
        if (value == values.cend()) {
            if (input.required)
                return Rejection {
                    QStringLiteral("missing_input"),
                    ToolInvoker::tr("required input \"%1\" is missing").arg(input.name),
                    input.name};
            continue;
        }
        if (auto rejection = checkValue(input, *value))
            return rejection;
    }
    return std::nullopt;
}

QString valueText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 17);
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

// "${Input Name}" in an output string becomes that input's value.
QJsonValue substitute(const QJsonValue &template_, const QHash<QString, QJsonValue> &values)
{
    if (!template_.isString())
        return template_;
    QString text = template_.toString();
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        text.replace(QStringLiteral("${") + it.key() + u'}', valueText(it.value()));
    return text;
}

QJsonObject chooseOutputs(const QJsonObject &behaviour, const QHash<QString, QJsonValue> &values)
{
    for (const QJsonValue &entry : behaviour.value(QStringLiteral("cases")).toArray()) {
        const QJsonObject when = entry.toObject().value(QStringLiteral("when")).toObject();
        bool matches = true;
        for (auto it = when.begin(); it != when.end() && matches; ++it)
            matches = values.value(it.key()) == it.value();
        if (matches)
            return entry.toObject().value(QStringLiteral("outputs")).toObject();
    }
    return behaviour.value(QStringLiteral("default"))
        .toObject()
        .value(QStringLiteral("outputs"))
        .toObject();
}

} // namespace

HttpReply ToolInvoker::invoke(const ToolSignature &signature, const QJsonObject &behaviour,
                              const QByteArray &body)
{
    QHash<QString, QJsonValue> values;
    auto rejection = readInvocation(signature, body, values);
    if (!rejection)
        rejection = validate(signature, values);
    if (rejection)
        return HttpReply::error(400, rejection->code, rejection->message, rejection->parameter);

    const QJsonObject outputs = chooseOutputs(behaviour, values);
    QJsonArray result;
    for (const OutputParameter &output : signature.outputs) {
        result.append(QJsonObject {{QStringLiteral("name"), output.name},
                                   {QStringLiteral("value"),
                                    outputs.contains(output.name)
                                        ? substitute(outputs.value(output.name), values)
                                        : QJsonValue(QJsonValue::Null)}});
    }
    return HttpReply::json(
        200,
        QJsonDocument(QJsonObject {{QStringLiteral("output_parameters"), result}})
            .toJson(QJsonDocument::Compact));
}

} // namespace Toolshelf

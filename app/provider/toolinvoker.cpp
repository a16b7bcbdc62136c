// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolinvoker.h"

#include "core/jsonpreflight.h"
#include "dialects/a2t/invocationvalidator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace Toolshelf {

namespace {

using Rejection = InvocationValidator::Problem;

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

// The case whose `when` the values meet, else the default.
QJsonObject chooseCase(const QJsonObject &behaviour, const QHash<QString, QJsonValue> &values)
{
    for (const QJsonValue &entry : behaviour.value(QStringLiteral("cases")).toArray()) {
        const QJsonObject when = entry.toObject().value(QStringLiteral("when")).toObject();
        bool matches = true;
        for (auto it = when.begin(); it != when.end() && matches; ++it)
            matches = values.value(it.key()) == it.value();
        if (matches)
            return entry.toObject();
    }
    return behaviour.value(QStringLiteral("default")).toObject();
}

QJsonObject chooseOutputs(const QJsonObject &behaviour, const QHash<QString, QJsonValue> &values)
{
    return chooseCase(behaviour, values).value(QStringLiteral("outputs")).toObject();
}

} // namespace

std::variant<QJsonObject, InvocationValidator::Problem>
ToolInvoker::run(const ToolSignature &signature, const QJsonObject &behaviour,
                 const QHash<QString, QJsonValue> &values)
{
    if (auto rejection = InvocationValidator::validate(signature, values))
        return *rejection;
    const QJsonObject outputs = chooseOutputs(behaviour, values);
    QJsonObject result;
    for (const OutputParameter &output : signature.outputs) {
        result.insert(output.name,
                      outputs.contains(output.name) ? substitute(outputs.value(output.name), values)
                                                    : QJsonValue(QJsonValue::Null));
    }
    return result;
}

QJsonValue ToolInvoker::meta(const QJsonObject &behaviour, const QHash<QString, QJsonValue> &values)
{
    return chooseCase(behaviour, values).value(QStringLiteral("meta"));
}

HttpReply ToolInvoker::invoke(const ToolSignature &signature, const QJsonObject &behaviour,
                              const QByteArray &body)
{
    QHash<QString, QJsonValue> values;
    if (auto rejection = readInvocation(signature, body, values))
        return HttpReply::error(400, rejection->code, rejection->message, rejection->parameter);
    const auto ran = run(signature, behaviour, values);
    if (const auto *rejection = std::get_if<InvocationValidator::Problem>(&ran))
        return HttpReply::error(400, rejection->code, rejection->message, rejection->parameter);
    const QJsonObject outputs = std::get<QJsonObject>(ran);
    // The draft's answer lists the outputs in the signature's order.
    QJsonArray result;
    for (const OutputParameter &output : signature.outputs) {
        result.append(QJsonObject {{QStringLiteral("name"), output.name},
                                   {QStringLiteral("value"), outputs.value(output.name)}});
    }
    return HttpReply::json(
        200,
        QJsonDocument(QJsonObject {{QStringLiteral("output_parameters"), result}})
            .toJson(QJsonDocument::Compact));
}

} // namespace Toolshelf

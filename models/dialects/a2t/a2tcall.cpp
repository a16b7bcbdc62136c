// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/a2tcall.h"

#include "core/jsonpreflight.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Toolshelf {

QByteArray A2tCall::body(const ToolSignature &signature, const QHash<QString, QJsonValue> &values)
{
    QJsonArray inputs;
    for (const InputParameter &input : signature.inputs) {
        const auto value = values.constFind(input.name);
        if (value != values.cend())
            inputs.append(QJsonObject {{QStringLiteral("name"), input.name},
                                       {QStringLiteral("value"), *value}});
    }
    return QJsonDocument(QJsonObject {{QStringLiteral("name"), signature.name},
                                      {QStringLiteral("input_parameters"), inputs}})
        .toJson(QJsonDocument::Compact);
}

// The messages keep the context they had in ToolInvocation, so their
// translations hold.
std::optional<QString> A2tCall::readOutputs(const ToolSignature &signature, const QByteArray &body,
                                            QList<ToolOutput> *outputs)
{
    if (const auto problem = JsonPreflight::check(body))
        return QCoreApplication::translate("Toolshelf::ToolInvocation",
                                           "the provider's answer is not usable JSON: %1")
            .arg(*problem);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return QCoreApplication::translate("Toolshelf::ToolInvocation",
                                           "the provider's answer is not a JSON object");
    const QJsonValue answered = document.object().value(QStringLiteral("output_parameters"));
    if (!answered.isArray())
        return QCoreApplication::translate("Toolshelf::ToolInvocation",
                                           "the provider's answer has no output_parameters array");
    const QJsonArray entries = answered.toArray();
    if (entries.size() > MaxOutputs)
        return QCoreApplication::translate(
                   "Toolshelf::ToolInvocation",
                   "the provider answered %1 outputs, more than the %2 allowed")
            .arg(entries.size())
            .arg(MaxOutputs);
    QList<ToolOutput> parsed;
    for (const QJsonValue &entry : entries) {
        const QJsonValue name = entry.toObject().value(QStringLiteral("name"));
        if (!entry.isObject() || !name.isString())
            return QCoreApplication::translate("Toolshelf::ToolInvocation",
                                               "each output must be an object {name, value}");
        const bool declared
            = std::any_of(signature.outputs.cbegin(), signature.outputs.cend(),
                          [&](const OutputParameter &p) { return p.name == name.toString(); });
        parsed.append({name.toString(), entry.toObject().value(QStringLiteral("value")), declared});
    }
    *outputs = parsed;
    return std::nullopt;
}

} // namespace Toolshelf

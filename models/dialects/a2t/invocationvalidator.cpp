// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/invocationvalidator.h"

#include <cmath>

namespace Toolshelf {

std::optional<InvocationValidator::Problem>
InvocationValidator::checkValue(const InputParameter &input, const QJsonValue &value)
{
    const auto wrongType = [&](const QString &expected) {
        return Problem {QStringLiteral("invalid_type"),
                        tr("input \"%1\" must be %2").arg(input.name, expected), input.name};
    };
    switch (input.type) {
    case ParameterType::String:
        if (!value.isString())
            return wrongType(tr("a string"));
        break;
    case ParameterType::Boolean:
        if (!value.isBool())
            return wrongType(tr("true or false"));
        break;
    case ParameterType::Int: {
        const double number = value.toDouble();
        if (!value.isDouble() || std::trunc(number) != number)
            return wrongType(tr("an integer"));
        if (number > double(input.max))
            return Problem {
                QStringLiteral("out_of_range"),
                tr("input \"%1\" is %2, above its maximum %3")
                    .arg(input.name, QString::number(number, 'f', 0), QString::number(input.max)),
                input.name};
        break;
    }
    case ParameterType::Enum: {
        if (!value.isString())
            return wrongType(tr("one of its allowed values"));
        const QString text = value.toString();
        const bool allowed = std::any_of(input.allowedValues.cbegin(), input.allowedValues.cend(),
                                         [&](const AllowedValue &v) { return v.name == text; });
        if (!allowed) {
            QStringList names;
            for (const AllowedValue &v : input.allowedValues)
                names.append(v.name);
            return Problem {QStringLiteral("value_not_allowed"),
                            tr("input \"%1\" must be one of %2, not \"%3\"")
                                .arg(input.name, names.join(QStringLiteral(", ")), text.left(80)),
                            input.name};
        }
        break;
    }
    case ParameterType::Json:
    case ParameterType::Unknown:
        return Problem {QStringLiteral("unsupported_type"),
                        tr("input \"%1\" has a type that cannot be sent").arg(input.name),
                        input.name};
    }
    return std::nullopt;
}

std::optional<InvocationValidator::Problem>
InvocationValidator::validate(const ToolSignature &signature,
                              const QHash<QString, QJsonValue> &values)
{
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const bool known = std::any_of(signature.inputs.cbegin(), signature.inputs.cend(),
                                       [&](const InputParameter &p) { return p.name == it.key(); });
        if (!known)
            return Problem {QStringLiteral("unknown_input"),
                            tr("the tool has no input \"%1\"").arg(it.key().left(80)), it.key()};
    }
    for (const InputParameter &input : signature.inputs) {
        const auto value = values.constFind(input.name);
        if (value == values.cend()) {
            if (input.required)
                return Problem {QStringLiteral("missing_input"),
                                tr("required input \"%1\" is missing").arg(input.name), input.name};
            continue;
        }
        if (auto problem = checkValue(input, *value))
            return problem;
    }
    return std::nullopt;
}

std::variant<QJsonValue, InvocationValidator::Problem>
InvocationValidator::valueFromText(const InputParameter &input, const QString &text)
{
    switch (input.type) {
    case ParameterType::Int: {
        bool ok = false;
        const qlonglong number = text.trimmed().toLongLong(&ok);
        if (!ok)
            return Problem {
                QStringLiteral("invalid_type"),
                tr("input \"%1\" must be an integer, not \"%2\"").arg(input.name, text.left(80)),
                input.name};
        return QJsonValue(number);
    }
    case ParameterType::Boolean: {
        const QString word = text.trimmed().toLower();
        if (word == QLatin1String("true") || word == QLatin1String("yes")
            || word == QLatin1String("1"))
            return QJsonValue(true);
        if (word == QLatin1String("false") || word == QLatin1String("no")
            || word == QLatin1String("0"))
            return QJsonValue(false);
        return Problem {
            QStringLiteral("invalid_type"),
            tr("input \"%1\" must be true or false, not \"%2\"").arg(input.name, text.left(80)),
            input.name};
    }
    case ParameterType::String:
    case ParameterType::Enum:
    case ParameterType::Json:
    case ParameterType::Unknown:
        break;
    }
    return QJsonValue(text);
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/parametertype.h"

namespace Toolshelf {

QString parameterTypeName(ParameterType type)
{
    switch (type) {
    case ParameterType::String:
        return QStringLiteral("string");
    case ParameterType::Int:
        return QStringLiteral("int");
    case ParameterType::Boolean:
        return QStringLiteral("boolean");
    case ParameterType::Enum:
        return QStringLiteral("enum");
    case ParameterType::Json:
        return QStringLiteral("json");
    case ParameterType::Unknown:
        break;
    }
    return {};
}

ParameterType parameterTypeFromName(const QString &name)
{
    for (auto type : {ParameterType::String, ParameterType::Int, ParameterType::Boolean,
                      ParameterType::Enum, ParameterType::Json}) {
        if (name == parameterTypeName(type))
            return type;
    }
    return ParameterType::Unknown;
}

bool isValidInputType(ParameterType type)
{
    return type != ParameterType::Json && type != ParameterType::Unknown;
}

bool isValidOutputType(ParameterType type)
{
    return type != ParameterType::Unknown;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/allowedvalue.h"
#include "tool/parametertype.h"

#include <QList>
#include <QString>

namespace Toolshelf {

// A value a tool returns; outputs may also be Json (draft section 6.1). The
// invocation result names outputs by name, so the name is the identity.
struct OutputParameter
{
    QString id;
    QString name;
    QString description;
    ParameterType type = ParameterType::String;
    QString unknownTypeName;
    QList<AllowedValue> allowedValues;

    friend bool operator==(const OutputParameter &, const OutputParameter &) = default;
};

} // namespace Toolshelf

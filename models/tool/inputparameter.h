// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/allowedvalue.h"
#include "tool/parametertype.h"

#include <QList>
#include <QString>

namespace Toolshelf {

// An input the LLM synthesizes when it calls a tool, with the draft's defaults
// already applied: type string, required true, int max 65535.
struct InputParameter
{
    static constexpr qint64 DefaultIntMax = 65535;

    QString id;
    QString name;
    QString description;
    ParameterType type = ParameterType::String;
    // The provider's spelling when type is Unknown, so the signature can be
    // reported and serialized as it was received.
    QString unknownTypeName;
    bool required = true;
    // Only meaningful for Int.
    qint64 max = DefaultIntMax;
    // Only meaningful for Enum.
    QList<AllowedValue> allowedValues;

    friend bool operator==(const InputParameter &, const InputParameter &) = default;
};

} // namespace Toolshelf

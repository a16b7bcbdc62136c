// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/toolsignature.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonValue>

#include <variant>

#include <optional>

namespace Toolshelf {

// Checks an invocation's inputs against a signature exactly as the draft
// requires (sections 5.1, 6.1): no unknown input, every required one present,
// each value of its type, enum values among the allowed ones, ints within
// max. The reference provider refuses with it; the client checks with it
// before anything is sent.
class InvocationValidator
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::InvocationValidator)

public:
    struct Problem
    {
        // Stable, for the provider's JSON errors: unknown_input, missing_input,
        // invalid_type, out_of_range, value_not_allowed, unsupported_type.
        QString code;
        QString message;
        QString parameter;
    };

    static std::optional<Problem> validate(const ToolSignature &signature,
                                           const QHash<QString, QJsonValue> &values);
    static std::optional<Problem> checkValue(const InputParameter &input, const QJsonValue &value);

    // Text a user typed (`name=value` on the command line, a form field) as
    // the JSON value the input's type calls for; an error when it is not one.
    static std::variant<QJsonValue, Problem> valueFromText(const InputParameter &input,
                                                           const QString &text);
};

} // namespace Toolshelf

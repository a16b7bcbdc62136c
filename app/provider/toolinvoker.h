// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "dialects/a2t/invocationvalidator.h"
#include "httpexchange.h"
#include "tool/toolsignature.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>

#include <variant>

namespace Toolshelf {

// Runs POST .../tools/{id}:invoke against one version: validates the
// invocation object as the draft requires (draft sections 6.1 and 7), then
// answers with the outputs the version's scripted behaviour gives.
class ToolInvoker
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolInvoker)

public:
    // The outputs by name that the version's script gives for `values`
    // (input name -> value), or why the values do not fit the signature.
    static std::variant<QJsonObject, InvocationValidator::Problem>
    run(const ToolSignature &signature, const QJsonObject &behaviour,
        const QHash<QString, QJsonValue> &values);
    // The `meta` of the case `values` choose, served as is by seed 003's a2t
    // (its meta responses); undefined when the case has none.
    static QJsonValue meta(const QJsonObject &behaviour, const QHash<QString, QJsonValue> &values);
    // The draft's invocation: the body is an invocation object, the answer
    // lists the outputs.
    static HttpReply invoke(const ToolSignature &signature, const QJsonObject &behaviour,
                            const QByteArray &body);
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/tooloutput.h"
#include "tool/toolsignature.h"

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace Toolshelf {

// An A2T tool call on the wire (draft section 7): the invocation object sent
// and the outputs read back. The transport (URL, credentials, retries) is the
// client's; this is only what the draft says the bodies hold.
class A2tCall
{
public:
    static constexpr qsizetype MaxOutputs = 1000;

    // The invocation object, inputs in the signature's order, keyed by name.
    static QByteArray body(const ToolSignature &signature,
                           const QHash<QString, QJsonValue> &values);

    // The outputs of an answer, or why it is no answer (translated).
    static std::optional<QString> readOutputs(const ToolSignature &signature,
                                              const QByteArray &body, QList<ToolOutput> *outputs);
};

} // namespace Toolshelf

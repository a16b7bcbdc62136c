// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace Toolshelf {

// An MCP elicitation (elicitation/create): a server asks the user for a few
// values during a call, with a message and a flat JSON Schema of them
// (strings, numbers, integers, booleans, enums, each maybe with a default).
class McpElicitation final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::McpElicitation)

public:
    // The message, made safe to show on one line and shortened.
    static QString message(const QJsonObject &params);
    static QJsonObject requestedSchema(const QJsonObject &params);
    // Every property's default where the schema gives one of the property's
    // own type (SEP-1034): what accepting the form untouched sends.
    static QJsonObject defaults(const QJsonObject &requestedSchema);

    // The three answers the spec allows.
    static QJsonObject accept(const QJsonObject &content);
    static QJsonObject decline();
    static QJsonObject cancel();
};

} // namespace Toolshelf

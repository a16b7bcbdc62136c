// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>

namespace Toolshelf {

// What seed 003's a2t serves of a tool and of a group, made from a catalog's
// A2T signatures and tags: one form, whichever source files the tools.
class CapabilitiesJson final
{
public:
    // {name, description, input_schema} of an A2T signature.
    static QJsonObject tool(const QJsonObject &signature);
    // An A2T signature's inputs as the JSON Schema this dialect serves, keyed
    // by the inputs' names (what a call sends).
    static QJsonObject inputSchema(const QJsonObject &signature);
    // {id, name, description, tool_count[, parent_id]}; no parent_id for a
    // top-level group (empty `parentId`).
    static QJsonObject group(const QString &id, const QString &name, const QString &description,
                             qsizetype toolCount, const QString &parentId);
    // A group's name from a tag: "flight-booking" -> "Flight booking".
    static QString groupName(const QString &tag);
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diagnostic.h"
#include "dialects/tooldialect.h"
#include "tool/valueschema.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLatin1StringView>

#include <functional>
#include <optional>

namespace Toolshelf {

// What the dialects whose tools are a name, a description and a JSON-Schema
// object of inputs (seed 003's a2t, MCP) check alike: the name's pattern, a
// description, unsafe characters, an object schema, references that lead
// nowhere. Paths are relative to the tool ("$.name").
class JsonSchemaTool
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::JsonSchemaTool)

public:
    // 1 to 128 letters, digits, "_", "." or "-".
    static bool isValidName(const QString &name);
    // The findings about one tool as served; its input schema is under `schemaKey`.
    static QList<Diagnostic> lint(const QJsonObject &served, QLatin1StringView schemaKey);
    // The rules lint() and readTools() check.
    static QList<Rule> rules();

    // How one dialect reads a tool of a page.
    struct Reader
    {
        // The native form of a tool as served: the bytes it is stored as.
        std::function<QByteArray(const QJsonObject &served)> form;
        // The tool a native form holds (DialectTool::tool, Tool::nativeForm).
        std::function<Tool(const QJsonObject &native, QByteArray form)> tool;
        // The findings about a tool as served.
        std::function<QList<Diagnostic>(const QJsonObject &served)> lint;
    };
    // Appends the tools of a page's array (at `path` of the page) to `page`:
    // each read from the bytes it is stored as, not from what was served, so
    // a number Qt writes otherwise than it read cannot make the stored
    // version another tool than the one listed; a name listed twice is a
    // finding, an entry that is no object one of the page's.
    static void readTools(const QJsonArray &tools, const QString &path, const Reader &reader,
                          DialectPage &page);
    // The object a stored native form holds; nothing when it holds none.
    static std::optional<QJsonObject> nativeObject(QByteArrayView form);
};

} // namespace Toolshelf

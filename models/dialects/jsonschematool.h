#pragma once

#include "core/diagnostic.h"
#include "tool/valueschema.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLatin1StringView>

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
    // The rules lint() checks.
    static QList<Rule> rules();
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/jsonschematool.h"

#include "core/jsonpath.h"
#include "core/textsafety.h"

#include "core/jsonpreflight.h"

#include <QJsonDocument>
#include <QJsonValue>
#include <QRegularExpression>
#include <QSet>

namespace Toolshelf {

namespace {

// How far a schema is followed looking for references that lead nowhere:
// far past any real tool, and a bound for a hostile one (JsonPreflight
// already bounds the nesting at 64 and the values in a page).
constexpr int MaxSchemaDepth = 64;

void addFinding(QList<Diagnostic> &found, Rule rule, const QString &path, const QString &message)
{
    found.append({rule, path, message});
}

void findLost(const ValueSchema &schema, const ValueSchema &root, const QString &path, int depth,
              QList<Diagnostic> &found)
{
    if (depth > MaxSchemaDepth)
        return;
    switch (schema.kind()) {
    case ValueSchema::Kind::Ref:
        if (!schema.resolved(root))
            addFinding(found, Rule::SchemaRefUnresolved, path,
                       JsonSchemaTool::tr("\"%1\" leads to no schema of the tool's")
                           .arg(TextSafety::shortened(schema.ref(), 120)));
        break;
    case ValueSchema::Kind::Object:
        for (const ValueSchema::Property &property : schema.properties())
            findLost(property.schema(), root,
                     JsonPath::member(JsonPath::member(path, QStringLiteral("properties")),
                                      property.name),
                     depth + 1, found);
        break;
    case ValueSchema::Kind::Array:
        findLost(schema.items(), root, JsonPath::member(path, QStringLiteral("items")), depth + 1,
                 found);
        break;
    case ValueSchema::Kind::OneOf:
    case ValueSchema::Kind::AnyOf: {
        const QString keyword = schema.kind() == ValueSchema::Kind::OneOf ? QStringLiteral("oneOf")
                                                                          : QStringLiteral("anyOf");
        const QList<ValueSchema> branches = schema.alternatives();
        for (qsizetype i = 0; i < branches.size(); ++i)
            findLost(branches.at(i), root, JsonPath::index(JsonPath::member(path, keyword), i),
                     depth + 1, found);
        break;
    }
    default:
        break;
    }
}

} // namespace

bool JsonSchemaTool::isValidName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-zA-Z0-9_.-]{1,128}$"));
    return pattern.match(name).hasMatch();
}

QList<Rule> JsonSchemaTool::rules()
{
    return {Rule::JsonSyntax,           Rule::JsonType,
            Rule::FieldMissing,         Rule::ToolNameDuplicate,
            Rule::ToolDescriptionEmpty, Rule::TextControlCharacter,
            Rule::ToolNamePattern,      Rule::InputSchemaObject,
            Rule::SchemaRefUnresolved};
}

QList<Diagnostic> JsonSchemaTool::lint(const QJsonObject &served, QLatin1StringView schemaKey)
{
    QList<Diagnostic> found;
    const QString root = JsonPath::root();
    const QJsonValue name = served.value(QLatin1StringView("name"));
    if (!name.isString())
        addFinding(found, name.isUndefined() ? Rule::FieldMissing : Rule::JsonType,
                   JsonPath::member(root, QStringLiteral("name")),
                   tr("a tool needs a name, as a string"));
    else if (!isValidName(name.toString()))
        addFinding(found, Rule::ToolNamePattern, JsonPath::member(root, QStringLiteral("name")),
                   tr("\"%1\" is not 1 to 128 letters, digits, \"_\", \".\" or \"-\"")
                       .arg(TextSafety::shortened(name.toString(), 120)));
    const QJsonValue description = served.value(QLatin1StringView("description"));
    if (!description.isUndefined() && !description.isString())
        addFinding(found, Rule::JsonType, JsonPath::member(root, QStringLiteral("description")),
                   tr("the description must be a string"));
    else if (description.toString().trimmed().isEmpty())
        addFinding(found, Rule::ToolDescriptionEmpty,
                   JsonPath::member(root, QStringLiteral("description")),
                   tr("the tool has no description"));
    if (TextSafety::containsUnsafe(name.toString())
        || TextSafety::containsUnsafe(description.toString()))
        addFinding(found, Rule::TextControlCharacter, root,
                   tr("the name or description holds control, bidirectional or invisible "
                      "characters"));
    const QString schemaPath = JsonPath::member(root, QString(schemaKey));
    const QJsonValue schema = served.value(schemaKey);
    if (schema.isUndefined()) {
        addFinding(found, Rule::FieldMissing, schemaPath, tr("a tool needs an %1").arg(schemaKey));
    } else if (!schema.isObject() || ValueSchema(schema).kind() != ValueSchema::Kind::Object) {
        addFinding(found, Rule::InputSchemaObject, schemaPath,
                   tr("%1 is no schema of an object").arg(schemaKey));
    } else {
        const ValueSchema input(schema);
        findLost(input, input, schemaPath, 0, found);
    }
    return found;
}

void JsonSchemaTool::readTools(const QJsonArray &tools, const QString &path, const Reader &reader,
                               DialectPage &page)
{
    QSet<QString> names;
    page.tools.reserve(page.tools.size() + tools.size());
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const QString at = JsonPath::index(path, i);
        if (!tools.at(i).isObject()) {
            page.diagnostics.append(
                {Rule::JsonType, at, tr("tool %1 of the page is no object").arg(i + 1)});
            continue;
        }
        const QJsonObject served = tools.at(i).toObject();
        QByteArray form = reader.form(served);
        const QJsonObject native = QJsonDocument::fromJson(form).object();
        DialectTool read {reader.tool(native, std::move(form)), at, reader.lint(served), {}};
        const QString name = read.tool.name;
        if (!read.tool.key.nativeId.isEmpty() && names.contains(name))
            read.diagnostics.append(
                {Rule::ToolNameDuplicate,
                 JsonPath::member(JsonPath::root(), QStringLiteral("name")),
                 tr("\"%1\" is listed twice").arg(TextSafety::shortened(name, 120))});
        names.insert(name);
        page.tools.append(std::move(read));
    }
}

std::optional<QJsonObject> JsonSchemaTool::nativeObject(QByteArrayView form)
{
    if (JsonPreflight::check(form))
        return std::nullopt;
    const QJsonDocument document = QJsonDocument::fromJson(form.toByteArray());
    if (!document.isObject())
        return std::nullopt;
    return document.object();
}

} // namespace Toolshelf

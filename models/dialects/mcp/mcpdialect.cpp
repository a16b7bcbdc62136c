// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/mcp/mcpdialect.h"

#include "core/jsonpath.h"
#include "core/sha256.h"
#include "core/textsafety.h"
#include "dialects/jsonschematool.h"
#include "dialects/mcp/mcpmessages.h"
#include "tool/schemavalidator.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Toolshelf {

namespace {

constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

// A name a tool can be stored and addressed by ("Provider/name" on the
// command line): not empty, not too long, no "/" and nothing unsafe. The
// stricter pattern the 2025-11-25 revision asks for is a lint finding.
bool isKeyable(const QString &name)
{
    return !name.isEmpty() && name.size() <= 128 && !name.contains(u'/')
        && !TextSafety::containsUnsafe(name);
}

Tool toolOf(const QString &provider, const QJsonObject &native, QByteArray form)
{
    Tool tool;
    const QString name = native.value(key("name")).toString();
    tool.key = {provider, isKeyable(name) ? name : QString()};
    tool.dialect = McpDialect::DialectId;
    tool.name = name;
    // The top-level title wins over the older annotations.title.
    tool.title = native.value(key("title")).toString();
    if (tool.title.isEmpty())
        tool.title = native.value(key("annotations")).toObject().value(key("title")).toString();
    tool.description = native.value(key("description")).toString();
    const QJsonValue input = native.value(key("inputSchema"));
    tool.input = input.isUndefined() ? ValueSchema() : ValueSchema(input);
    if (const QJsonValue output = native.value(key("outputSchema")); output.isObject())
        tool.output = ValueSchema(output);
    // Everything else the server says of the tool, as it said it: hints,
    // icons, _meta, execution.
    for (auto it = native.begin(); it != native.end(); ++it) {
        if (it.key() != key("name") && it.key() != key("title") && it.key() != key("description")
            && it.key() != key("inputSchema") && it.key() != key("outputSchema"))
            tool.annotations.insert(it.key(), it.value());
    }
    const QJsonObject hints = native.value(key("annotations")).toObject();
    const auto stated = [&hints](const char *hint) {
        const QJsonValue value = hints.value(QLatin1String(hint));
        return value.isBool() ? std::optional<bool>(value.toBool()) : std::nullopt;
    };
    if (stated("readOnlyHint") == true)
        tool.tags.append(McpDialect::ReadOnlyTag);
    else if (stated("destructiveHint") == true)
        tool.tags.append(McpDialect::DestructiveTag);
    if (stated("idempotentHint") == true)
        tool.tags.append(McpDialect::IdempotentTag);
    if (stated("openWorldHint") == true)
        tool.tags.append(McpDialect::OpenWorldTag);
    tool.versionCounted = true;
    tool.nativeForm = std::move(form);
    tool.digest = Sha256::hex(tool.nativeForm);
    return tool;
}

QList<Diagnostic> lintTool(const QJsonObject &served)
{
    QList<Diagnostic> found = JsonSchemaTool::lint(served, key("inputSchema"));
    const QJsonValue output = served.value(key("outputSchema"));
    if (!output.isUndefined()
        && (!output.isObject() || ValueSchema(output).kind() != ValueSchema::Kind::Object))
        found.append({Rule::InputSchemaObject,
                      JsonPath::member(JsonPath::root(), QStringLiteral("outputSchema")),
                      McpDialect::tr("outputSchema is no schema of an object")});
    return found;
}

} // namespace

QString McpDialect::id() const
{
    return DialectId;
}

QString McpDialect::displayName() const
{
    return tr("MCP");
}

QList<Rule> McpDialect::rules() const
{
    return JsonSchemaTool::rules();
}

DialectPage McpDialect::readPage(const QString &provider, QByteArrayView body) const
{
    QString error;
    if (const std::optional<QJsonObject> response = McpMessages::parse(body, &error))
        return page(provider, *response);
    DialectPage page;
    page.fatal = Diagnostic {Rule::JsonSyntax, JsonPath::root(), error};
    return page;
}

DialectPage McpDialect::page(const QString &provider, const QJsonObject &response)
{
    DialectPage page;
    const QString root = JsonPath::root();
    QString error;
    const std::optional<QJsonObject> result = McpMessages::result(response, &error);
    if (!result) {
        page.fatal = Diagnostic {Rule::JsonType, root, error};
        return page;
    }
    const QString resultPath = JsonPath::member(root, QStringLiteral("result"));
    if (!result->value(key("tools")).isArray()) {
        page.fatal = Diagnostic {Rule::JsonType, resultPath,
                                 tr("the result is no object with a \"tools\" array")};
        return page;
    }
    const QJsonValue cursor = result->value(key("nextCursor"));
    if (!cursor.isUndefined() && !cursor.isNull() && !cursor.isString()) {
        page.fatal = Diagnostic {Rule::JsonType,
                                 JsonPath::member(resultPath, QStringLiteral("nextCursor")),
                                 tr("\"nextCursor\" must be a string")};
        return page;
    }
    page.nextCursor = cursor.toString();
    JsonSchemaTool::readTools(result->value(key("tools")).toArray(),
                              JsonPath::member(resultPath, QStringLiteral("tools")),
                              {[](const QJsonObject &served) {
                                   return QJsonDocument(served).toJson(QJsonDocument::Compact);
                               },
                               [&provider](const QJsonObject &native, QByteArray form) {
                                   return toolOf(provider, native, std::move(form));
                               },
                               lintTool},
                              page);
    return page;
}

std::optional<Tool> McpDialect::readNative(const QString &provider, QByteArrayView nativeForm) const
{
    const std::optional<QJsonObject> native = JsonSchemaTool::nativeObject(nativeForm);
    if (!native)
        return std::nullopt;
    return toolOf(provider, *native, nativeForm.toByteArray());
}

QList<Diagnostic> McpDialect::lint(const Tool &tool) const
{
    return lintTool(QJsonDocument::fromJson(tool.nativeForm).object());
}

QByteArray McpDialect::invocationBody(const Tool &tool, const QJsonObject &arguments) const
{
    return McpMessages::request(
        0, QStringLiteral("tools/call"),
        {{QStringLiteral("name"), tool.name},
         {QStringLiteral("arguments"), arguments},
         // One call per session: one token, for the server's progress
         // notifications (McpSession::progressed()).
         {QStringLiteral("_meta"), QJsonObject {{QStringLiteral("progressToken"), 1}}}});
}

std::optional<QString> McpDialect::readAnswer(const Tool &tool, QByteArrayView body,
                                              QList<ToolOutput> *outputs) const
{
    outputs->clear();
    QString error;
    const std::optional<QJsonObject> response = McpMessages::parse(body, &error);
    if (!response)
        return error;
    return answer(tool, *response, outputs);
}

std::optional<QString> McpDialect::answer(const Tool &tool, const QJsonObject &response,
                                          QList<ToolOutput> *outputs)
{
    outputs->clear();
    QString error;
    const std::optional<QJsonObject> result = McpMessages::result(response, &error);
    if (!result)
        return error;
    const QJsonArray content = result->value(key("content")).toArray();
    if (result->value(key("isError")).toBool()) {
        // The tool's own error: what its text blocks say.
        QStringList said;
        for (const QJsonValue &block : content) {
            if (block.toObject().value(key("type")).toString() == key("text"))
                said.append(block.toObject().value(key("text")).toString());
        }
        return tr("the tool reported an error: %1")
            .arg(TextSafety::shortened(said.join(u'\n'), 2000));
    }
    outputs->append({QStringLiteral("content"), content, true});
    if (!result->contains(key("structuredContent")))
        return std::nullopt;
    const QJsonValue structured = result->value(key("structuredContent"));
    outputs->append({QStringLiteral("structuredContent"), structured, tool.output.has_value()});
    if (!tool.output)
        return std::nullopt;
    const QList<SchemaValidator::Problem> problems
        = SchemaValidator::validate(structured, *tool.output);
    if (problems.isEmpty())
        return std::nullopt;
    QStringList said;
    for (const SchemaValidator::Problem &problem : problems.mid(0, 5))
        said.append(problem.text());
    return tr("the answer's structuredContent does not fit the tool's outputSchema: %1")
        .arg(TextSafety::shortened(said.join(QStringLiteral("; ")), 1000));
}

bool McpDialect::mayDestroy(const Tool &tool)
{
    if (tool.dialect != DialectId)
        return false;
    const QJsonObject hints = tool.annotations.value(key("annotations")).toObject();
    if (hints.value(key("readOnlyHint")).toBool())
        return false;
    return hints.value(key("destructiveHint")).toBool(true);
}

} // namespace Toolshelf

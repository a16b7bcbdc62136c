// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2tcapabilities/capabilitiesdialect.h"

#include "core/jsonpath.h"
#include "core/jsonpreflight.h"
#include "core/sha256.h"
#include "dialects/jsonschematool.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Toolshelf {

namespace {

constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

// The tool as Toolshelf keeps it: what was served, and the group it was
// listed in. Keys sorted, compact: the same tool always has the same bytes.
QByteArray nativeForm(QJsonObject served, const QString &groupId)
{
    served.remove(A2tCapabilitiesDialect::GroupKeyword);
    if (!groupId.isEmpty())
        served.insert(A2tCapabilitiesDialect::GroupKeyword, groupId);
    return QJsonDocument(served).toJson(QJsonDocument::Compact);
}

Tool toolOf(const QString &provider, const QJsonObject &native, QByteArray form)
{
    Tool tool;
    const QString name = native.value(key("name")).toString();
    const QString group = native.value(A2tCapabilitiesDialect::GroupKeyword).toString();
    // A tool without a valid name cannot be told apart: no key, not stored.
    tool.key = {provider,
                JsonSchemaTool::isValidName(name) ? (group.isEmpty() ? name : group + u'/' + name)
                                                  : QString()};
    tool.dialect = A2tCapabilitiesDialect::DialectId;
    tool.name = name;
    tool.groupId = group;
    tool.description = native.value(key("description")).toString();
    const QJsonValue schema = native.value(key("input_schema"));
    tool.input = schema.isUndefined() ? ValueSchema() : ValueSchema(schema);
    // Everything else the server says of the tool, as it said it.
    for (auto it = native.begin(); it != native.end(); ++it) {
        if (it.key() != QLatin1StringView("name") && it.key() != QLatin1StringView("description")
            && it.key() != QLatin1StringView("input_schema")
            && it.key() != A2tCapabilitiesDialect::GroupKeyword)
            tool.annotations.insert(it.key(), it.value());
    }
    tool.versionCounted = true;
    tool.nativeForm = std::move(form);
    tool.digest = Sha256::hex(tool.nativeForm);
    return tool;
}

std::optional<qint64> integerField(const QJsonObject &object, const char *name)
{
    const QJsonValue value = object.value(key(name));
    if (!value.isDouble() || value.toDouble() != double(value.toInteger()))
        return std::nullopt;
    return value.toInteger();
}

} // namespace

QString A2tCapabilitiesDialect::id() const
{
    return DialectId;
}

QString A2tCapabilitiesDialect::displayName() const
{
    return tr("a2t (capabilities file)");
}

QList<Rule> A2tCapabilitiesDialect::rules() const
{
    return JsonSchemaTool::rules();
}

DialectPage A2tCapabilitiesDialect::readPage(const QString &provider, QByteArrayView body) const
{
    return page(provider, body, {});
}

DialectPage A2tCapabilitiesDialect::page(const QString &provider, QByteArrayView body,
                                         const QString &groupId)
{
    DialectPage page;
    const QString root = JsonPath::root();
    if (const std::optional<QString> problem = JsonPreflight::check(body)) {
        page.fatal = Diagnostic {Rule::JsonSyntax, root, *problem};
        return page;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError) {
        page.fatal = Diagnostic {Rule::JsonSyntax, root, error.errorString()};
        return page;
    }
    const QJsonObject object = document.object();
    if (!document.isObject() || !object.value(key("tools")).isArray()) {
        page.fatal
            = Diagnostic {Rule::JsonType, root, tr("the page is no object with a \"tools\" array")};
        return page;
    }
    const QJsonArray tools = object.value(key("tools")).toArray();
    const std::optional<qint64> total = integerField(object, "total");
    const std::optional<qint64> offset = integerField(object, "offset");
    if (object.contains(key("total")) && (!total || *total < 0)) {
        page.fatal = Diagnostic {Rule::JsonType, JsonPath::member(root, QStringLiteral("total")),
                                 tr("\"total\" must be a whole number of at least 0")};
        return page;
    }
    if (object.contains(key("offset")) && (!offset || *offset < 0)) {
        page.fatal = Diagnostic {Rule::JsonType, JsonPath::member(root, QStringLiteral("offset")),
                                 tr("\"offset\" must be a whole number of at least 0")};
        return page;
    }
    page.total = total;
    page.offset = offset.value_or(0);
    // Without a total the page is the whole list.
    const qint64 next = page.offset + tools.size();
    if (total && next < *total && !tools.isEmpty())
        page.nextCursor = QString::number(next);

    JsonSchemaTool::readTools(
        tools, JsonPath::member(root, QStringLiteral("tools")),
        {[&groupId](const QJsonObject &served) { return nativeForm(served, groupId); },
         [&provider](const QJsonObject &native, QByteArray form) {
             return toolOf(provider, native, std::move(form));
         },
         [](const QJsonObject &served) {
             return JsonSchemaTool::lint(served, key("input_schema"));
         }},
        page);
    return page;
}

std::optional<Tool> A2tCapabilitiesDialect::readNative(const QString &provider,
                                                       QByteArrayView nativeForm) const
{
    const std::optional<QJsonObject> native = JsonSchemaTool::nativeObject(nativeForm);
    if (!native)
        return std::nullopt;
    return toolOf(provider, *native, nativeForm.toByteArray());
}

QList<Diagnostic> A2tCapabilitiesDialect::lint(const Tool &tool) const
{
    QJsonObject served = QJsonDocument::fromJson(tool.nativeForm).object();
    served.remove(GroupKeyword);
    return JsonSchemaTool::lint(served, key("input_schema"));
}

QByteArray A2tCapabilitiesDialect::invocationBody(const Tool &, const QJsonObject &arguments) const
{
    return QJsonDocument(arguments).toJson(QJsonDocument::Compact);
}

std::optional<QString> A2tCapabilitiesDialect::readAnswer(const Tool &, QByteArrayView body,
                                                          QList<ToolOutput> *outputs) const
{
    outputs->clear();
    if (const std::optional<QString> problem = JsonPreflight::check(body))
        return tr("the answer is no JSON to trust: %1").arg(*problem);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return tr("the answer is no JSON object");
    const QJsonObject answer = document.object();
    if (!answer.contains(key("result")))
        return tr("the answer has no \"result\"");
    outputs->append({QStringLiteral("result"), answer.value(key("result")), true});
    return std::nullopt;
}

QString A2tCapabilitiesDialect::groupOf(const QString &nativeId)
{
    const qsizetype slash = nativeId.lastIndexOf(u'/');
    return slash < 0 ? QString() : nativeId.left(slash);
}

} // namespace Toolshelf

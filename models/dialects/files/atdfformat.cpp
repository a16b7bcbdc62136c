// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/files/atdfformat.h"

#include "core/sha256.h"
#include "dialects/files/agenttoolformat.h"
#include "dialects/files/declarationcheck.h"
#include "dialects/files/declarationjson.h"
#include "dialects/files/filesdialect.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace Toolshelf {

namespace {

using DeclarationJson::key;
using Place = DeclarationCheck::Place;

// The fields of the enhanced format (v0.2); basic (v0.1) has the rest.
const QStringList EnhancedFields {QStringLiteral("metadata"), QStringLiteral("localization"),
                                  QStringLiteral("prerequisites"), QStringLiteral("feedback"),
                                  QStringLiteral("examples")};
const QStringList TopFields
    = QStringList {QStringLiteral("tool_id"), QStringLiteral("description"),
                   QStringLiteral("when_to_use"), QStringLiteral("how_to_use")}
    + EnhancedFields;
const QStringList JsonTypes {QStringLiteral("string"),  QStringLiteral("number"),
                             QStringLiteral("integer"), QStringLiteral("boolean"),
                             QStringLiteral("object"),  QStringLiteral("array"),
                             QStringLiteral("null")};

// ATDF has no field for when not to use a tool: it follows, as a sentence of
// its own, the text of when to use it.
QString whenToUseText(const Tool &tool)
{
    QString text = tool.whenToUse.isEmpty() ? tool.description : tool.whenToUse;
    if (!tool.whenNotToUse.isEmpty())
        text += QStringLiteral("\n\nDo not use it when: ") + tool.whenNotToUse;
    return text;
}

// An input's type as ATDF names it: JSON Schema's, alternatives joined by "|".
QString typeName(const ValueSchema &schema)
{
    const QJsonValue type = schema.json().toObject().value(key("type"));
    if (type.isString())
        return type.toString();
    if (const QStringList types = DeclarationJson::strings(type); !types.isEmpty())
        return types.join(u'|');
    switch (schema.kind()) {
    case ValueSchema::Kind::Enum:
        return QStringLiteral("string");
    case ValueSchema::Kind::Object:
        return QStringLiteral("object");
    case ValueSchema::Kind::Array:
        return QStringLiteral("array");
    default:
        return QStringLiteral("any");
    }
}

QJsonArray inputsOf(const Tool &tool)
{
    QJsonArray inputs;
    const QList<ValueSchema::Property> properties = tool.input.properties();
    for (const ValueSchema::Property &property : properties) {
        const ValueSchema schema = property.schema();
        QJsonObject input {{key("name"), property.name}, {key("type"), typeName(schema)}};
        if (const QString description = schema.description(); !description.isEmpty())
            input.insert(key("description"), description);
        // Enhanced documents carry the schema of what a type name cannot say.
        if (schema.kind() == ValueSchema::Kind::Object || schema.kind() == ValueSchema::Kind::Array)
            input.insert(key("schema"), DeclarationJson::withoutOwnKeywords(property.json));
        inputs.append(input);
    }
    return inputs;
}

// What a successful call gives, in the schema's own words where it has them.
QString successText(const Tool &tool)
{
    if (!tool.output)
        return QStringLiteral("The tool returns its result.");
    if (const QString description = tool.output->description(); !description.isEmpty())
        return description;
    QStringList names;
    const QList<ValueSchema::Property> properties = tool.output->properties();
    for (const ValueSchema::Property &property : properties)
        names.append(property.name);
    if (names.isEmpty())
        return QStringLiteral("The tool returns its result.");
    return QStringLiteral("Returns %1.").arg(names.join(QStringLiteral(", ")));
}

QJsonObject described(const ToolExport &exported)
{
    const Tool &tool = exported.tool;
    QString description = tool.description;
    if (description.isEmpty())
        description = tool.title.isEmpty() ? tool.name : tool.title;
    QJsonObject document {
        {key("tool_id"), AgentToolFormat::toolId(tool.key)},
        {key("description"), description},
        {key("when_to_use"), whenToUseText(tool).isEmpty() ? description : whenToUseText(tool)},
        {key("how_to_use"),
         QJsonObject {
             {key("inputs"), inputsOf(tool)},
             {key("outputs"),
              QJsonObject {{key("success"), successText(tool)}, {key("failure"), QJsonArray()}}}}},
    };
    QJsonObject metadata {{key("version"), QString::number(tool.version)},
                          {key("author"), tool.key.provider}};
    if (!tool.tags.isEmpty())
        metadata.insert(key("tags"), QJsonArray::fromStringList(tool.tags));
    if (!tool.groupPath.isEmpty())
        metadata.insert(key("category"), tool.groupPath.join(u'/'));
    document.insert(key("metadata"), metadata);
    return document;
}

// A document read from a file, written back with the user's texts: only what
// differs from the file is touched, so an unedited tool is its file.
QJsonObject patched(const ToolExport &exported, QJsonObject document)
{
    const Tool &tool = exported.tool;
    const Tool vendor = AtdfFormat::read(tool.key.provider, document, {});
    if (tool.description != vendor.description)
        document.insert(key("description"), tool.description);
    if (whenToUseText(tool) != whenToUseText(vendor))
        document.insert(key("when_to_use"), whenToUseText(tool));
    if (!document.value(key("how_to_use")).toObject().value(key("inputs")).isArray())
        return document;
    QJsonObject how = document.value(key("how_to_use")).toObject();
    QJsonArray inputs = how.value(key("inputs")).toArray();
    const QJsonObject edited = tool.input.json().toObject().value(key("properties")).toObject();
    const QJsonObject served = vendor.input.json().toObject().value(key("properties")).toObject();
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        QJsonObject input = inputs.at(i).toObject();
        const QString name = input.value(key("name")).toString();
        const QJsonValue text = edited.value(name).toObject().value(key("description"));
        if (text.isString() && text != served.value(name).toObject().value(key("description"))) {
            input.insert(key("description"), text);
            inputs.replace(i, input);
        }
    }
    how.insert(key("inputs"), inputs);
    document.insert(key("how_to_use"), how);
    return document;
}

void lintInputs(const DeclarationCheck &check, const QJsonObject &how, const Place &at)
{
    if (!check.array(how, key("inputs"), at, true))
        return;
    const QJsonArray inputs = how.value(key("inputs")).toArray();
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        const Place place = at.member(key("inputs")).index(i);
        if (!inputs.at(i).isObject()) {
            check.add(Rule::JsonType, place, AtdfFormat::tr("each input must be an object"));
            continue;
        }
        const QJsonObject input = inputs.at(i).toObject();
        check.string(input, key("name"), place, true, true);
        check.string(input, key("type"), place, true, true);
        check.string(input, key("description"), place, false);
        check.object(input, key("schema"), place, false);
        check.onlyKnown(input,
                        {QStringLiteral("name"), QStringLiteral("type"),
                         QStringLiteral("description"), QStringLiteral("schema")},
                        place);
    }
}

void lintOutputs(const DeclarationCheck &check, const QJsonObject &how, const Place &at)
{
    if (!check.object(how, key("outputs"), at, true))
        return;
    const QJsonObject outputs = how.value(key("outputs")).toObject();
    const Place place = at.member(key("outputs"));
    check.string(outputs, key("success"), place, true, true);
    check.onlyKnown(outputs, {QStringLiteral("success"), QStringLiteral("failure")}, place);
    if (!check.array(outputs, key("failure"), place, true))
        return;
    const QJsonArray failures = outputs.value(key("failure")).toArray();
    for (qsizetype i = 0; i < failures.size(); ++i) {
        const Place failure = place.member(key("failure")).index(i);
        const QJsonObject object = failures.at(i).toObject();
        if (!failures.at(i).isObject()) {
            check.add(Rule::JsonType, failure, AtdfFormat::tr("each failure must be an object"));
            continue;
        }
        check.string(object, key("code"), failure, true, true);
        check.string(object, key("description"), failure, true, true);
        check.onlyKnown(object, {QStringLiteral("code"), QStringLiteral("description")}, failure);
    }
}

void lintEnhanced(const DeclarationCheck &check, const QJsonObject &document, const Place &root)
{
    if (check.object(document, key("metadata"), root, false)) {
        const QJsonObject metadata = document.value(key("metadata")).toObject();
        const Place at = root.member(key("metadata"));
        for (const char *field : {"version", "author", "category", "created_at", "updated_at"})
            check.string(metadata, key(field), at, false);
        check.strings(metadata, key("tags"), at, false);
    }
    if (check.object(document, key("localization"), root, false)) {
        static const QRegularExpression language(QStringLiteral("^[a-z]{2}(-[A-Z]{2})?$"));
        const QJsonObject localization = document.value(key("localization")).toObject();
        const Place at = root.member(key("localization"));
        for (auto it = localization.begin(); it != localization.end(); ++it) {
            // The schema checks only keys that look like languages.
            if (!language.match(it.key()).hasMatch())
                continue;
            if (check.object(localization, it.key(), at, false)) {
                const QJsonObject texts = it.value().toObject();
                check.string(texts, key("description"), at.member(it.key()), true);
                check.string(texts, key("when_to_use"), at.member(it.key()), true);
            }
        }
    }
    if (check.object(document, key("prerequisites"), root, false)) {
        const QJsonObject prerequisites = document.value(key("prerequisites")).toObject();
        for (const char *field : {"tools", "conditions", "permissions"})
            check.strings(prerequisites, key(field), root.member(key("prerequisites")), false);
    }
    if (check.object(document, key("feedback"), root, false)) {
        const QJsonObject feedback = document.value(key("feedback")).toObject();
        for (const char *field : {"progress_indicators", "completion_signals"})
            check.strings(feedback, key(field), root.member(key("feedback")), false);
    }
    if (check.array(document, key("examples"), root, false)) {
        const QJsonArray examples = document.value(key("examples")).toArray();
        for (qsizetype i = 0; i < examples.size(); ++i) {
            const Place at = root.member(key("examples")).index(i);
            if (!examples.at(i).isObject()) {
                check.add(Rule::JsonType, at, AtdfFormat::tr("each example must be an object"));
                continue;
            }
            const QJsonObject example = examples.at(i).toObject();
            check.string(example, key("title"), at, true);
            check.string(example, key("description"), at, false);
            check.object(example, key("inputs"), at, true);
            if (!example.contains(key("expected_output")))
                check.add(Rule::FieldMissing, at.member(key("expected_output")),
                          AtdfFormat::tr("\"expected_output\" is required"));
            check.onlyKnown(example,
                            {QStringLiteral("title"), QStringLiteral("description"),
                             QStringLiteral("inputs"), QStringLiteral("expected_output")},
                            at);
        }
    }
}

} // namespace

bool AtdfFormat::isAtdf(const QJsonObject &object)
{
    return object.contains(key("how_to_use")) || object.contains(key("when_to_use"));
}

Tool AtdfFormat::read(const QString &provider, const QJsonObject &document, QByteArray form)
{
    Tool tool;
    const QString id = document.value(key("tool_id")).toString();
    tool.key = {provider, DeclarationJson::isKeyable(id) ? id : QString()};
    tool.dialect = FilesDialect::DialectId;
    tool.name = id;
    tool.description = document.value(key("description")).toString();
    tool.whenToUse = document.value(key("when_to_use")).toString();
    QJsonObject properties;
    QJsonArray order;
    const QJsonArray inputs
        = document.value(key("how_to_use")).toObject().value(key("inputs")).toArray();
    for (const QJsonValue &value : inputs) {
        const QJsonObject input = value.toObject();
        const QString name = input.value(key("name")).toString();
        if (name.isEmpty() || properties.contains(name))
            continue;
        // The input's own schema where it has one; its type and description
        // where the schema does not say them. A type JSON Schema does not
        // know ("date") stays in the document only.
        QJsonObject property = input.value(key("schema")).toObject();
        const QString type = input.value(key("type")).toString();
        if (!property.contains(key("type")) && JsonTypes.contains(type))
            property.insert(key("type"), type);
        const QJsonValue description = input.value(key("description"));
        if (description.isString() && !property.contains(key("description")))
            property.insert(key("description"), description);
        properties.insert(name, property);
        order.append(name);
    }
    tool.input = ValueSchema(QJsonObject {{key("type"), key("object")},
                                          {key("properties"), properties},
                                          {ValueSchema::OrderKeyword, order}});
    const QJsonObject metadata = document.value(key("metadata")).toObject();
    tool.tags = DeclarationJson::strings(metadata.value(key("tags")));
    for (auto it = document.begin(); it != document.end(); ++it) {
        if (it.key() != key("tool_id") && it.key() != key("description")
            && it.key() != key("when_to_use"))
            tool.annotations.insert(it.key(), it.value());
    }
    tool.versionCounted = true;
    tool.digest = form.isEmpty() ? QByteArray() : Sha256::hex(form);
    tool.nativeForm = std::move(form);
    return tool;
}

QList<Diagnostic> AtdfFormat::lint(const QJsonObject &document)
{
    QList<Diagnostic> found;
    const DeclarationCheck check(&found);
    const Place root = DeclarationCheck::root();
    if (check.string(document, key("tool_id"), root, true, true)
        && !DeclarationJson::isKeyable(document.value(key("tool_id")).toString()))
        check.add(Rule::JsonType, root.member(key("tool_id")),
                  tr("a tool_id must be 1 to 256 characters without \"/\" or unsafe ones"));
    check.string(document, key("description"), root, true, true);
    check.string(document, key("when_to_use"), root, true, true);
    check.onlyKnown(document, TopFields, root);
    if (check.object(document, key("how_to_use"), root, true)) {
        const QJsonObject how = document.value(key("how_to_use")).toObject();
        const Place at = root.member(key("how_to_use"));
        check.onlyKnown(how, {QStringLiteral("inputs"), QStringLiteral("outputs")}, at);
        lintInputs(check, how, at);
        lintOutputs(check, how, at);
    }
    lintEnhanced(check, document, root);
    return found;
}

QJsonObject AtdfFormat::write(const ToolExport &tool, Level level)
{
    QJsonObject document;
    const std::optional<QJsonObject> native = tool.tool.dialect == FilesDialect::DialectId
        ? DeclarationJson::object(tool.tool.nativeForm)
        : std::nullopt;
    document = native && isAtdf(*native) ? patched(tool, *native) : described(tool);
    if (level == Level::Enhanced)
        return document;
    // Basic (v0.1) allows no field beyond its own.
    for (const QString &field : EnhancedFields)
        document.remove(field);
    if (!document.value(key("how_to_use")).toObject().value(key("inputs")).isArray())
        return document;
    QJsonObject how = document.value(key("how_to_use")).toObject();
    QJsonArray inputs = how.value(key("inputs")).toArray();
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        QJsonObject input = inputs.at(i).toObject();
        input.remove(key("schema"));
        inputs.replace(i, input);
    }
    how.insert(key("inputs"), inputs);
    document.insert(key("how_to_use"), how);
    return document;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/files/agenttoolformat.h"

#include "core/sha256.h"
#include "core/textsafety.h"
#include "dialects/files/declarationcheck.h"
#include "dialects/files/declarationjson.h"
#include "dialects/files/filesdialect.h"

#include <QJsonArray>

namespace Toolshelf {

namespace {

using DeclarationJson::key;

const QStringList Lifecycles {
    QStringLiteral("draft"),          QStringLiteral("available"), QStringLiteral("disabled"),
    QStringLiteral("requires_setup"), QStringLiteral("deferred"),  QStringLiteral("deprecated"),
    QStringLiteral("retired"),
};

// The fields read into the tool model; the rest of a declaration stays in
// the tool's annotations, as it was.
const QStringList ModelFields {QStringLiteral("name"), QStringLiteral("title"),
                               QStringLiteral("description")};

const QString WhenToUseHint = QStringLiteral("when_to_use");
const QString WhenNotToUseHint = QStringLiteral("when_not_to_use");
const QString TagsHint = QStringLiteral("tags");

// The input contract's model-facing schema, by the name seed 002 gives it,
// else the plainer one some producers write.
QString inputSchemaKey(const QJsonObject &contract)
{
    return contract.contains(key("model_input_schema")) || !contract.contains(key("input_schema"))
        ? QStringLiteral("model_input_schema")
        : QStringLiteral("input_schema");
}

QString lifecycleName(ToolLifecycle lifecycle)
{
    switch (lifecycle) {
    case ToolLifecycle::Available:
        break;
    case ToolLifecycle::Deprecated:
        return QStringLiteral("deprecated");
    case ToolLifecycle::Retired:
        return QStringLiteral("retired");
    }
    return QStringLiteral("available");
}

// Seed 002 asks for a 3-10 word phrase: the description's first sentence,
// cut to ten words, else the name's words. Nothing is made up.
QString searchHint(const Tool &tool)
{
    QString sentence = tool.description.section(QLatin1Char('.'), 0, 0).simplified();
    QStringList words = sentence.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() < 3)
        words = DeclarationJson::nameWords(tool.name);
    return words.mid(0, 10).join(QLatin1Char(' '));
}

QJsonObject hints(const Tool &tool)
{
    QJsonObject hints;
    if (!tool.tags.isEmpty())
        hints.insert(TagsHint, QJsonArray::fromStringList(tool.tags));
    if (!tool.whenToUse.isEmpty())
        hints.insert(WhenToUseHint, tool.whenToUse);
    if (!tool.whenNotToUse.isEmpty())
        hints.insert(WhenNotToUseHint, tool.whenNotToUse);
    return hints;
}

QJsonObject declared(const ToolExport &exported)
{
    const Tool &tool = exported.tool;
    QJsonObject declaration {
        {key("schema_version"), AgentToolFormat::SchemaVersion},
        {key("tool_id"), AgentToolFormat::toolId(tool.key)},
        {key("namespace"), tool.key.provider},
        {key("name"), tool.name},
        {key("description"), tool.description},
        {key("lifecycle"), lifecycleName(exported.lifecycle)},
        {key("tool_kind"),
         exported.protocol == QLatin1String("mcp") ? key("mcp_tool") : key("function")},
        {key("input_contract"),
         QJsonObject {{key("model_input_schema"), DeclarationJson::exportedSchema(tool.input)}}},
    };
    if (!exported.vendorName.isEmpty())
        declaration.insert(key("aliases"), QJsonArray {exported.vendorName});
    if (!tool.title.isEmpty())
        declaration.insert(key("title"), tool.title);
    if (const QString hint = searchHint(tool); !hint.isEmpty())
        declaration.insert(key("search_hint"), hint);
    if (tool.output)
        declaration.insert(
            key("output_contract"),
            QJsonObject {{key("output_schema"), DeclarationJson::exportedSchema(*tool.output)}});
    if (const QJsonObject annotations = hints(tool); !annotations.isEmpty())
        declaration.insert(key("annotations"), annotations);
    // Enough for a runtime to call exactly this version where it was served.
    QJsonObject mapping {
        {key("protocol"), exported.protocol},
        {key("provider"), tool.key.provider},
        {key("native_id"), tool.key.nativeId},
        {key("tool_name"), exported.vendorName.isEmpty() ? tool.name : exported.vendorName},
        {key("version"), tool.version},
        {key("digest"), QString(QStringLiteral("sha256:") + QString::fromLatin1(tool.digest))},
    };
    declaration.insert(key("external_mappings"), QJsonArray {mapping});
    return declaration;
}

// A declaration read from a file, written back with the user's texts: only
// what differs from the file is touched, so an unedited tool is its file.
QJsonObject patched(const ToolExport &exported, QJsonObject declaration)
{
    const Tool &tool = exported.tool;
    const Tool vendor = AgentToolFormat::read(tool.key.provider, declaration, {});
    if (tool.name != vendor.name) {
        declaration.insert(key("name"), tool.name);
        QStringList aliases = DeclarationJson::strings(declaration.value(key("aliases")));
        if (!aliases.contains(vendor.name))
            aliases.append(vendor.name);
        declaration.insert(key("aliases"), QJsonArray::fromStringList(aliases));
    }
    if (tool.description != vendor.description)
        declaration.insert(key("description"), tool.description);
    QJsonObject annotations = declaration.value(key("annotations")).toObject();
    const QJsonObject before = annotations;
    if (tool.whenToUse != vendor.whenToUse)
        annotations.insert(WhenToUseHint, tool.whenToUse);
    if (tool.whenNotToUse != vendor.whenNotToUse)
        annotations.insert(WhenNotToUseHint, tool.whenNotToUse);
    if (annotations != before)
        declaration.insert(key("annotations"), annotations);
    if (tool.input.json() != vendor.input.json()) {
        QJsonObject contract = declaration.value(key("input_contract")).toObject();
        contract.insert(inputSchemaKey(contract), DeclarationJson::exportedSchema(tool.input));
        declaration.insert(key("input_contract"), contract);
    }
    if (exported.lifecycle != ToolLifecycle::Available)
        declaration.insert(key("lifecycle"), lifecycleName(exported.lifecycle));
    return declaration;
}

} // namespace

bool AgentToolFormat::isDeclaration(const QJsonObject &object)
{
    // A surface and a deferred tool reference carry a schema_version too.
    return (object.contains(key("schema_version")) || object.contains(key("tool_kind")))
        && !object.contains(key("surface_id")) && !object.contains(key("loading_state"));
}

Tool AgentToolFormat::read(const QString &provider, const QJsonObject &declaration, QByteArray form)
{
    Tool tool;
    const QString id = declaration.value(key("tool_id")).toString();
    tool.key = {provider, DeclarationJson::isKeyable(id) ? id : QString()};
    tool.dialect = FilesDialect::DialectId;
    tool.name = declaration.value(key("name")).toString();
    tool.title = declaration.value(key("title")).toString();
    tool.description = declaration.value(key("description")).toString();
    const QJsonObject input = declaration.value(key("input_contract")).toObject();
    const QJsonValue schema = input.value(inputSchemaKey(input));
    tool.input = schema.isObject() ? ValueSchema(schema) : DeclarationJson::noInputs();
    const QJsonValue output
        = declaration.value(key("output_contract")).toObject().value(key("output_schema"));
    if (output.isObject())
        tool.output = ValueSchema(output);
    const QJsonObject annotations = declaration.value(key("annotations")).toObject();
    tool.whenToUse = annotations.value(WhenToUseHint).toString();
    tool.whenNotToUse = annotations.value(WhenNotToUseHint).toString();
    tool.tags = DeclarationJson::strings(annotations.value(TagsHint));
    for (auto it = declaration.begin(); it != declaration.end(); ++it) {
        if (!ModelFields.contains(it.key()))
            tool.annotations.insert(it.key(), it.value());
    }
    tool.versionCounted = true;
    tool.digest = form.isEmpty() ? QByteArray() : Sha256::hex(form);
    tool.nativeForm = std::move(form);
    return tool;
}

QList<Diagnostic> AgentToolFormat::lint(const QJsonObject &declaration)
{
    QList<Diagnostic> found;
    const DeclarationCheck check(&found);
    const DeclarationCheck::Place root = DeclarationCheck::root();
    if (check.string(declaration, key("schema_version"), root, true)
        && declaration.value(key("schema_version")).toString() != SchemaVersion)
        check.add(
            Rule::SchemaVersionUnknown, root.member(key("schema_version")),
            tr("schema_version \"%1\" is not %2; the declaration is read as %2")
                .arg(TextSafety::shortened(declaration.value(key("schema_version")).toString(), 40),
                     SchemaVersion));
    if (check.string(declaration, key("tool_id"), root, true, true)
        && !DeclarationJson::isKeyable(declaration.value(key("tool_id")).toString()))
        check.add(Rule::JsonType, root.member(key("tool_id")),
                  tr("a tool_id must be 1 to 256 characters without \"/\" or unsafe ones"));
    check.string(declaration, key("namespace"), root, true);
    check.string(declaration, key("name"), root, true, true);
    check.string(declaration, key("description"), root, true);
    check.oneOf(declaration, key("lifecycle"), root, Lifecycles, true);
    check.string(declaration, key("tool_kind"), root, true, true);
    for (const char *text : {"search_hint", "title", "interface_ref", "execution_profile_ref",
                             "permission_profile_ref"})
        check.string(declaration, key(text), root, false);
    check.strings(declaration, key("aliases"), root, false);
    check.strings(declaration, key("capability_refs"), root, false);
    check.object(declaration, key("output_contract"), root, false);
    check.object(declaration, key("annotations"), root, false);
    if (check.array(declaration, key("external_mappings"), root, false)) {
        const QJsonArray mappings = declaration.value(key("external_mappings")).toArray();
        for (qsizetype i = 0; i < mappings.size(); ++i) {
            if (!mappings.at(i).isObject())
                check.add(Rule::JsonType, root.member(key("external_mappings")).index(i),
                          tr("each external mapping must be an object"));
        }
    }
    if (check.object(declaration, key("input_contract"), root, false)) {
        const QJsonObject contract = declaration.value(key("input_contract")).toObject();
        const DeclarationCheck::Place at = root.member(key("input_contract"));
        const QString schemaKey = inputSchemaKey(contract);
        if (contract.contains(schemaKey)
            && ValueSchema(contract.value(schemaKey)).kind() != ValueSchema::Kind::Object)
            check.add(Rule::InputSchemaObject, at.member(schemaKey),
                      tr("the input schema must be a JSON Schema of an object"));
    }
    return found;
}

QJsonObject AgentToolFormat::write(const ToolExport &tool)
{
    if (tool.tool.dialect == FilesDialect::DialectId) {
        const std::optional<QJsonObject> native = DeclarationJson::object(tool.tool.nativeForm);
        if (native && isDeclaration(*native))
            return patched(tool, *native);
    }
    return declared(tool);
}

QString AgentToolFormat::toolId(const ToolKey &key)
{
    // "toolshelf:PROVIDER:ID", with the two separators escaped inside each
    // part so no two tools share an id, and no "/" so the id keys a tool.
    const auto part = [](QString text) {
        return text.replace(u'%', QStringLiteral("%25"))
            .replace(u':', QStringLiteral("%3A"))
            .replace(u'/', QStringLiteral("%2F"));
    };
    return QStringLiteral("toolshelf:") + part(key.provider) + u':' + part(key.nativeId);
}

} // namespace Toolshelf

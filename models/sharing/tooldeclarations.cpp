// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/tooldeclarations.h"

#include "catalog/catalogdatabase.h"
#include "core/filenames.h"
#include "core/jsonpreflight.h"
#include "core/textsafety.h"
#include "dialects/files/agenttoolformat.h"
#include "dialects/files/atdfformat.h"
#include "dialects/files/filesdialect.h"
#include "dialects/mcp/mcpdialect.h"
#include "sharing/tooldefinitions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace Toolshelf {

namespace {

const QString Deprecated = QStringLiteral("deprecated");

// What the messages call a tool: where it comes from and the name it is exported under.
QString named(const ToolExport &tool)
{
    return TextSafety::escapeLine(QString(tool.tool.key.provider + u'/' + tool.tool.name));
}

QString documentName(ToolDeclarations::Format format)
{
    switch (format) {
    case ToolDeclarations::Format::AgentTool:
        return ToolDeclarations::tr("Agent Tool declaration");
    case ToolDeclarations::Format::Atdf:
        break;
    case ToolDeclarations::Format::AtdfEnhanced:
        return ToolDeclarations::tr("enhanced ATDF document");
    }
    return ToolDeclarations::tr("ATDF document");
}

bool saysDeprecated(const QJsonObject &object)
{
    return object.value(Deprecated) == QJsonValue(true);
}

} // namespace

std::optional<ToolDeclarations::Format> ToolDeclarations::formatFromName(const QString &name)
{
    for (const Format format : {Format::AgentTool, Format::Atdf, Format::AtdfEnhanced}) {
        if (formatName(format) == name)
            return format;
    }
    return std::nullopt;
}

QString ToolDeclarations::formatName(Format format)
{
    switch (format) {
    case Format::AgentTool:
        return QStringLiteral("agent-tool");
    case Format::Atdf:
        break;
    case Format::AtdfEnhanced:
        return QStringLiteral("atdf-enhanced");
    }
    return QStringLiteral("atdf");
}

ToolExport ToolDeclarations::exportOf(const EditedSignature &edited)
{
    const StoredSignature &vendor = edited.vendor;
    const ToolSignature &texts = edited.edited;
    ToolExport result;
    result.tool = vendor.tool;
    result.tool.name = texts.name;
    result.tool.description = texts.description;
    // The designer's when-to-use texts where they rewrote them, else the
    // vendor's own: the signature's prefill (the description) is no text of
    // its own, and each format falls back on the description as it needs.
    result.tool.whenToUse
        = texts.whenToUse != vendor.signature.whenToUse ? texts.whenToUse : vendor.tool.whenToUse;
    result.tool.whenNotToUse = texts.whenNotToUse != vendor.signature.whenNotToUse
        ? texts.whenNotToUse
        : vendor.tool.whenNotToUse;
    // The schemas an LLM would be given, with the user's descriptions: the
    // served JSON Schema, or the one an A2T tool's parameters make.
    const ToolDefinitions::Definition definition(texts, vendor.tool);
    result.tool.input
        = ValueSchema(ToolDefinitions::schemaOf(definition, ToolDefinitions::Format::Mcp));
    const std::optional<QJsonObject> output = ToolDefinitions::outputSchemaOf(definition);
    result.tool.output = output ? std::optional<ValueSchema>(ValueSchema(*output)) : std::nullopt;
    if (texts.name != vendor.signature.name)
        result.vendorName = vendor.tool.name;
    result.lifecycle = lifecycleOf(vendor);
    result.protocol = vendor.dialect;
    return result;
}

ToolLifecycle ToolDeclarations::lifecycleOf(const StoredSignature &vendor)
{
    if (vendor.flags.withdrawn)
        return ToolLifecycle::Retired;
    const Tool &tool = vendor.tool;
    if (tool.dialect == FilesDialect::DialectId) {
        // The reader keeps what the tool model has no field for, lifecycle
        // included, in the annotations: no second parse of the native form.
        const QString stated = tool.annotations.value(QStringLiteral("lifecycle")).toString();
        if (stated == QLatin1String("retired"))
            return ToolLifecycle::Retired;
        if (stated == Deprecated)
            return ToolLifecycle::Deprecated;
    }
    for (const QStringList *tags : {&tool.tags, &vendor.signature.tags}) {
        if (tags->contains(Deprecated, Qt::CaseInsensitive))
            return ToolLifecycle::Deprecated;
    }
    if (tool.dialect == McpDialect::DialectId
        && (saysDeprecated(tool.annotations.value(QStringLiteral("annotations")).toObject())
            || saysDeprecated(tool.annotations.value(QStringLiteral("_meta")).toObject())))
        return ToolLifecycle::Deprecated;
    return ToolLifecycle::Available;
}

std::optional<QString> ToolDeclarations::loss(const EditedSignature &edited)
{
    QSet<QString> seen;
    for (const InputParameter &input : edited.edited.inputs) {
        if (seen.contains(input.id))
            return tr("%1/%2 has two inputs with the id \"%3\", which its JSON Schema cannot "
                      "hold apart; leave the tool out")
                .arg(TextSafety::escapeLine(edited.vendor.provider),
                     TextSafety::escapeLine(edited.edited.name), TextSafety::escapeLine(input.id));
        seen.insert(input.id);
    }
    return std::nullopt;
}

std::variant<QList<ToolExport>, QString> ToolDeclarations::collect(const CatalogDatabase &database,
                                                                   const QList<ToolSummary> &tools)
{
    QList<ToolExport> exports;
    exports.reserve(tools.size());
    for (const ToolSummary &tool : tools) {
        const std::optional<EditedSignature> edited
            = database.editedSignature(tool.provider, tool.toolId);
        if (!edited)
            return tr("%1/%2 is not in the catalog")
                .arg(TextSafety::escapeLine(tool.provider),
                     TextSafety::escapeLine(tool.shownName()));
        if (std::optional<QString> lost = loss(*edited))
            return *lost;
        exports.append(exportOf(*edited));
    }
    return exports;
}

std::variant<QJsonObject, QString> ToolDeclarations::document(Format format, const ToolExport &tool)
{
    const QJsonObject json = format == Format::AgentTool
        ? AgentToolFormat::write(tool)
        : AtdfFormat::write(
            tool, format == Format::Atdf ? AtdfFormat::Level::Basic : AtdfFormat::Level::Enhanced);
    const QList<Diagnostic> found
        = format == Format::AgentTool ? AgentToolFormat::lint(json) : AtdfFormat::lint(json);
    for (const Diagnostic &diagnostic : found) {
        if (diagnostic.isError())
            return tr("%1: its %2 would break the format's rule %3: %4")
                .arg(named(tool), documentName(format), ruleId(diagnostic.rule),
                     TextSafety::escapeLine(diagnostic.message));
    }
    return json;
}

QByteArray ToolDeclarations::bytes(const QJsonValue &json)
{
    const QJsonDocument document
        = json.isArray() ? QJsonDocument(json.toArray()) : QJsonDocument(json.toObject());
    return document.toJson(QJsonDocument::Indented);
}

std::optional<QString> ToolDeclarations::readBack(const QByteArray &bytes,
                                                  const QJsonValue &expected)
{
    if (const std::optional<QString> problem = JsonPreflight::check(bytes))
        return *problem;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return error.errorString();
    const QJsonValue read
        = document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
    if (read != expected)
        return tr("it reads back with other values than were written");
    return std::nullopt;
}

std::variant<QByteArray, QString> ToolDeclarations::render(Format format,
                                                           const QList<ToolExport> &tools)
{
    if (tools.isEmpty())
        return tr("there is no tool to export");
    QJsonArray documents;
    for (const ToolExport &tool : tools) {
        const auto written = document(format, tool);
        if (const auto *problem = std::get_if<QString>(&written))
            return *problem;
        documents.append(std::get<QJsonObject>(written));
    }
    const QJsonValue json = documents.size() == 1 ? documents.first() : QJsonValue(documents);
    QByteArray out = bytes(json);
    if (const std::optional<QString> problem = readBack(out, json))
        return tr("the documents would not read back: %1").arg(*problem);
    return out;
}

std::variant<QList<ToolDeclarations::File>, QString>
ToolDeclarations::files(Format format, const QList<ToolExport> &tools)
{
    if (tools.isEmpty())
        return tr("there is no tool to export");
    QList<File> result;
    QSet<QString> taken;
    for (const ToolExport &tool : tools) {
        const auto written = document(format, tool);
        if (const auto *problem = std::get_if<QString>(&written))
            return *problem;
        const QJsonObject &json = std::get<QJsonObject>(written);
        File file {QString(FileNames::unique(tool.tool.name, taken) + u".json"), bytes(json),
                   json.value(QStringLiteral("tool_id")).toString()};
        if (const std::optional<QString> problem = readBack(file.bytes, json))
            return tr("%1: its %2 would not read back: %3")
                .arg(named(tool), documentName(format), *problem);
        result.append(std::move(file));
    }
    return result;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogdatabaseformat.h"

#include "core/rule.h"
#include "dialects/a2t/a2ttool.h"
#include "dialects/dialectregistry.h"
#include "tool/canonicaljson.h"
#include "tool/toolsearchtext.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>
#include <QVariant>

#include <algorithm>
#include <array>

namespace Toolshelf::CatalogDatabaseFormat {

namespace {

const QString RuleKey = QStringLiteral("rule");
const QString PathKey = QStringLiteral("path");
const QString SeverityKey = QStringLiteral("severity");
const QString MessageKey = QStringLiteral("message");

struct KindName
{
    OverrideKind kind;
    const char *name;
};

constexpr std::array KindNames {
    KindName {OverrideKind::ToolName, "tool-name"},
    KindName {OverrideKind::ToolDescription, "tool-description"},
    KindName {OverrideKind::InputDescription, "input-description"},
    KindName {OverrideKind::OutputDescription, "output-description"},
    KindName {OverrideKind::InputEnumValueDescription, "input-enum-value-description"},
    KindName {OverrideKind::OutputEnumValueDescription, "output-enum-value-description"},
    KindName {OverrideKind::WhenToUse, "when-to-use"},
    KindName {OverrideKind::WhenNotToUse, "when-not-to-use"},
};

} // namespace

SearchText searchText(const Tool &tool)
{
    return {tool.name, tool.description, tool.tags.join(QLatin1Char(' ')),
            ToolSearchText::parameters(tool)};
}

std::optional<Tool> toolFromDocument(const QString &provider, const QString &dialect,
                                     const QString &document, qint64 version)
{
    const ToolDialect *reader = Dialects::find(dialect);
    if (!reader)
        return std::nullopt;
    // The findings about the document are the ones stored beside it; only
    // the tool is wanted here.
    std::optional<Tool> tool = reader->readNative(provider, document.toUtf8());
    if (tool && tool->versionCounted)
        tool->version = version;
    return tool;
}

std::optional<ToolSignature> signatureFromDocument(const QString &provider, const QString &dialect,
                                                   const QString &document, qint64 version)
{
    const std::optional<Tool> tool = toolFromDocument(provider, dialect, document, version);
    if (!tool)
        return std::nullopt;
    return signatureOf(*tool);
}

ToolSignature signatureOf(const Tool &tool)
{
    // The screens and exports still take the A2T model; the tool model
    // reaches them with the next dialect (issue 16).
    ToolSignature signature = A2tTool::toSignature(tool);
    // When to use it is prefilled from nothing but the description, where
    // the wire has no text of its own: never invented. The designer
    // rewrites it as an override (OverrideKind::WhenToUse).
    if (signature.whenToUse.isEmpty())
        signature.whenToUse = signature.description;
    return signature;
}

QString diagnosticsJson(const QList<Diagnostic> &diagnostics)
{
    QJsonArray array;
    for (const Diagnostic &diagnostic : diagnostics) {
        array.append(QJsonObject {
            {RuleKey, ruleId(diagnostic.rule)},
            {PathKey, diagnostic.path},
            {SeverityKey, severityName(diagnostic.severity())},
            {MessageKey, diagnostic.message},
        });
    }
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QList<Diagnostic> diagnosticsFromJson(const QString &json)
{
    static const QHash<QString, Rule> rulesById = [] {
        QHash<QString, Rule> rules;
        const QList<Rule> all = allRules();
        for (Rule rule : all)
            rules.insert(ruleId(rule), rule);
        return rules;
    }();

    QList<Diagnostic> diagnostics;
    const QJsonArray array = QJsonDocument::fromJson(json.toUtf8()).array();
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        const auto rule = rulesById.constFind(object.value(RuleKey).toString());
        if (rule == rulesById.cend())
            continue;
        diagnostics.append(
            {*rule, object.value(PathKey).toString(), object.value(MessageKey).toString()});
    }
    return diagnostics;
}

bool hasWarnings(const QList<Diagnostic> &diagnostics)
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(),
                       [](const Diagnostic &d) { return !d.isError(); });
}

QString tagsJson(const QStringList &tags)
{
    return QString::fromUtf8(CanonicalJson::stringArray(tags));
}

QStringList tagsFromJson(const QString &json)
{
    QStringList tags;
    const QJsonArray array = QJsonDocument::fromJson(json.toUtf8()).array();
    for (const QJsonValue &value : array)
        tags.append(value.toString());
    return tags;
}

QString overrideKindName(OverrideKind kind)
{
    for (const KindName &entry : KindNames) {
        if (entry.kind == kind)
            return QString::fromLatin1(entry.name);
    }
    return {};
}

std::optional<OverrideKind> overrideKindFromName(const QString &name)
{
    for (const KindName &entry : KindNames) {
        if (name == QLatin1String(entry.name))
            return entry.kind;
    }
    return std::nullopt;
}

QVariant sqlText(const QString &text)
{
    return text.isNull() ? QVariant(QString(QLatin1String(""))) : QVariant(text);
}

QDateTime timeFromMsecs(const QVariant &value)
{
    if (value.isNull())
        return {};
    return QDateTime::fromMSecsSinceEpoch(value.toLongLong(), QTimeZone::utc());
}

} // namespace Toolshelf::CatalogDatabaseFormat

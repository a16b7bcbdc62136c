// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/rule.h"

#include <QCoreApplication>

#include <array>
#include <iterator>

namespace Toolshelf {

namespace {

struct RuleInfo
{
    Rule rule;
    const char *id;
    Severity severity;
    const char *summary;
};

// The draft says MUST for every error below and SHOULD (or gives advice) for
// every warning; the few rules beyond the draft are hygiene a client needs.
constexpr std::array rules = {
    RuleInfo {Rule::JsonSyntax, "json-syntax", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule", "The document must be well-formed JSON.")},
    RuleInfo {Rule::JsonType, "json-type", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "Each field must have the JSON type the draft gives it.")},
    RuleInfo {Rule::FieldMissing, "field-missing", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "Every required field of a signature must be present.")},
    RuleInfo {
        Rule::PagingMissing, "paging-missing", Severity::Warning,
        QT_TRANSLATE_NOOP("Toolshelf::Rule",
                          "An enumeration page should carry a paging object beside its items.")},
    RuleInfo {Rule::ToolIdUuid, "tool-id-uuid", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule", "toolId must be a UUID.")},
    RuleInfo {
        Rule::ToolNameLength, "tool-name-length", Severity::Error,
        QT_TRANSLATE_NOOP("Toolshelf::Rule", "A tool name must have fewer than 255 characters.")},
    RuleInfo {Rule::ToolNameSnakeCase, "tool-name-snake-case", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule", "A tool name should use snake_case.")},
    RuleInfo {Rule::ToolNameDescriptive, "tool-name-descriptive", Severity::Warning,
              QT_TRANSLATE_NOOP(
                  "Toolshelf::Rule",
                  "A tool name should be long enough to be descriptive without its description.")},
    RuleInfo {Rule::ToolNameDuplicate, "tool-name-duplicate", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A tool name must be unique across all tools on the server.")},
    RuleInfo {Rule::ToolDescriptionLength, "tool-description-length", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A tool description must have fewer than 2000 characters.")},
    RuleInfo {Rule::ToolDescriptionEmpty, "tool-description-empty", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A tool should have a description for the designer and the LLM.")},
    RuleInfo {Rule::TextControlCharacter, "text-control-character", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "Names and descriptions should not contain control, "
                                "bidirectional or invisible characters.")},
    RuleInfo {Rule::ImgUrl, "img-url", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule", "img should be an absolute http or https URL.")},
    RuleInfo {Rule::TagInvalid, "tag-invalid", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule", "Tags should be non-empty and distinct.")},
    RuleInfo {Rule::VersionPositive, "version-positive", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "version and currentVersion must be positive integers.")},
    RuleInfo {Rule::VersionAfterCurrent, "version-after-current", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A version cannot be newer than the tool's currentVersion.")},
    RuleInfo {Rule::VersionCurrentMismatch, "version-current-mismatch", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "The latest version of a tool must equal its currentVersion.")},
    RuleInfo {
        Rule::VersionLocked, "version-locked", Severity::Error,
        QT_TRANSLATE_NOOP(
            "Toolshelf::Rule",
            "A version is locked: its signature must not change without a new version number.")},
    RuleInfo {Rule::VersionDuplicate, "version-duplicate", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "The same version of a tool should be listed only once.")},
    RuleInfo {Rule::VersionOrder, "version-order", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A version history must be sorted from most recent to oldest.")},
    RuleInfo {Rule::ParamTypeUnknown, "param-type-unknown", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "An input type must be string, int, boolean or enum.")},
    RuleInfo {Rule::OutputTypeInvalid, "output-type-invalid", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "An output type must be string, int, boolean, enum or json.")},
    RuleInfo {
        Rule::ParamIdDuplicate, "param-id-duplicate", Severity::Error,
        QT_TRANSLATE_NOOP("Toolshelf::Rule", "Parameter ids must be unique within the tool.")},
    RuleInfo {
        Rule::ParamNameDuplicate, "param-name-duplicate", Severity::Error,
        QT_TRANSLATE_NOOP("Toolshelf::Rule", "Parameter names must be unique within the tool.")},
    RuleInfo {Rule::ParamDescriptionEmpty, "param-description-empty", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A parameter should have a description the LLM can act on.")},
    RuleInfo {Rule::MaxIgnored, "max-ignored", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule", "max only applies to int parameters.")},
    RuleInfo {Rule::EnumValuesMissing, "enum-values-missing", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule", "An enum input must list its allowed-values.")},
    RuleInfo {Rule::EnumValueNameCase, "enum-value-name-case", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule", "Enum value names must be UPPER_SNAKE_CASE.")},
    RuleInfo {
        Rule::EnumValueNameLength, "enum-value-name-length", Severity::Error,
        QT_TRANSLATE_NOOP("Toolshelf::Rule", "Enum value names must be at most 255 characters.")},
    RuleInfo {Rule::EnumValueDescriptionLength, "enum-value-description-length", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "Enum value descriptions must be at most 2000 characters.")},
    RuleInfo {Rule::EnumValueDuplicate, "enum-value-duplicate", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "Enum value names must be distinct within a parameter.")},
    RuleInfo {
        Rule::AllowedValuesIgnored, "allowed-values-ignored", Severity::Warning,
        QT_TRANSLATE_NOOP("Toolshelf::Rule", "allowed-values only applies to enum parameters.")},
    RuleInfo {Rule::OutputsEmpty, "outputs-empty", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule", "A tool should have one or more outputs.")},
    RuleInfo {Rule::CompatToolRenamed, "compat-tool-renamed", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule", "A new version must keep the tool's name.")},
    RuleInfo {Rule::CompatInputRemoved, "compat-input-removed", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A new version must keep every input of the previous version.")},
    RuleInfo {
        Rule::CompatInputRenamed, "compat-input-renamed", Severity::Error,
        QT_TRANSLATE_NOOP("Toolshelf::Rule", "A new version must keep the name of every input.")},
    RuleInfo {
        Rule::CompatInputTypeChanged, "compat-input-type-changed", Severity::Error,
        QT_TRANSLATE_NOOP("Toolshelf::Rule", "A new version must keep the type of every input.")},
    RuleInfo {
        Rule::CompatInputRequired, "compat-input-required", Severity::Error,
        QT_TRANSLATE_NOOP("Toolshelf::Rule",
                          "A new version may only add optional inputs, never required ones.")},
    RuleInfo {
        Rule::CompatInputNarrowed, "compat-input-narrowed", Severity::Error,
        QT_TRANSLATE_NOOP("Toolshelf::Rule",
                          "A new version must accept every value the previous version accepted.")},
    RuleInfo {Rule::CompatOutputRemoved, "compat-output-removed", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A new version must keep every output of the previous version.")},
    RuleInfo {
        Rule::CompatOutputChanged, "compat-output-changed", Severity::Error,
        QT_TRANSLATE_NOOP("Toolshelf::Rule", "A new version must keep the type of every output.")},
    RuleInfo {Rule::ToolNamePattern, "tool-name-pattern", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A tool name must be 1 to 128 letters, digits, \"_\", \".\" "
                                "or \"-\".")},
    RuleInfo {Rule::InputSchemaObject, "input-schema-object", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "input_schema must be a JSON Schema object describing an object.")},
    RuleInfo {Rule::SchemaRefUnresolved, "schema-ref-unresolved", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "Every $ref of a schema should lead, within the schema and "
                                "without a cycle, to a schema.")},
    RuleInfo {Rule::DocumentKindUnknown, "document-kind-unknown", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A declaration file must hold Agent Tool declarations or ATDF "
                                "tool descriptions.")},
    RuleInfo {Rule::SchemaVersionUnknown, "schema-version-unknown", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "An Agent Tool declaration should name a schema_version Toolshelf "
                                "knows (0.2.0); others are read as far as they can be.")},
    RuleInfo {Rule::ToolIdRepeated, "tool-id-repeated", Severity::Warning,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A tool_id should be declared once in a provider's files; "
                                "repeats are kept under the file's name.")},
    RuleInfo {Rule::FileRefused, "file-refused", Severity::Error,
              QT_TRANSLATE_NOOP("Toolshelf::Rule",
                                "A declaration file must be a readable regular file inside the "
                                "provider's folder, within the size limit.")},
};

const RuleInfo &info(Rule rule)
{
    return rules[static_cast<std::size_t>(rule)];
}

// The table is indexed by the enum; this keeps the two in step.
constexpr bool tableMatchesEnum()
{
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (static_cast<std::size_t>(rules[i].rule) != i)
            return false;
    }
    return rules.back().rule == Rule::FileRefused;
}
static_assert(tableMatchesEnum(), "rule table out of order with enum Rule");

} // namespace

QString ruleId(Rule rule)
{
    return QString::fromLatin1(info(rule).id);
}

Severity ruleSeverity(Rule rule)
{
    return info(rule).severity;
}

QString ruleSummary(Rule rule)
{
    return QCoreApplication::translate("Toolshelf::Rule", info(rule).summary);
}

QList<Rule> allRules()
{
    QList<Rule> result;
    result.reserve(static_cast<qsizetype>(rules.size()));
    for (const auto &entry : rules)
        result.append(entry.rule);
    return result;
}

QString severityName(Severity severity)
{
    return severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
}

} // namespace Toolshelf

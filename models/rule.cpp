#include "rule.h"

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

#define RULE(r, id, severity, text)                                                                \
    RuleInfo                                                                                       \
    {                                                                                              \
        Rule::r, id, Severity::severity, QT_TRANSLATE_NOOP("Toolshelf::Rule", text)                \
    }

// The draft says MUST for every error below and SHOULD (or gives advice) for
// every warning; the few rules beyond the draft are hygiene a client needs.
constexpr std::array rules = {
    RULE(JsonSyntax, "json-syntax", Error, "The document must be well-formed JSON."),
    RULE(JsonType, "json-type", Error, "Each field must have the JSON type the draft gives it."),
    RULE(FieldMissing, "field-missing", Error,
         "Every required field of a signature must be present."),
    RULE(PagingMissing, "paging-missing", Warning,
         "An enumeration page should carry a paging object beside its items."),
    RULE(ToolIdUuid, "tool-id-uuid", Error, "toolId must be a UUID."),
    RULE(ToolNameLength, "tool-name-length", Error,
         "A tool name must be less than 255 characters."),
    RULE(ToolNameSnakeCase, "tool-name-snake-case", Warning, "A tool name should use snake_case."),
    RULE(ToolNameDescriptive, "tool-name-descriptive", Warning,
         "A tool name should be long enough to be descriptive without its description."),
    RULE(ToolNameDuplicate, "tool-name-duplicate", Error,
         "A tool name must be unique across all tools on the server."),
    RULE(ToolDescriptionLength, "tool-description-length", Error,
         "A tool description must be less than 2000 characters."),
    RULE(ToolDescriptionEmpty, "tool-description-empty", Warning,
         "A tool should have a description for the designer and the LLM."),
    RULE(TextControlCharacter, "text-control-character", Warning,
         "Names and descriptions should not contain control or bidirectional override characters."),
    RULE(ImgUrl, "img-url", Warning, "img should be an absolute http or https URL."),
    RULE(TagInvalid, "tag-invalid", Warning, "Tags should be non-empty and distinct."),
    RULE(VersionPositive, "version-positive", Error,
         "version and currentVersion must be positive integers."),
    RULE(VersionAfterCurrent, "version-after-current", Error,
         "A version cannot be newer than the tool's currentVersion."),
    RULE(VersionCurrentMismatch, "version-current-mismatch", Error,
         "The latest version of a tool must equal its currentVersion."),
    RULE(VersionLocked, "version-locked", Error,
         "A version is locked: its signature must not change without a new version number."),
    RULE(VersionDuplicate, "version-duplicate", Warning,
         "The same version of a tool should be listed only once."),
    RULE(VersionOrder, "version-order", Error,
         "A version history must be sorted from most recent to oldest."),
    RULE(ParamTypeUnknown, "param-type-unknown", Error,
         "An input type must be string, int, boolean or enum."),
    RULE(OutputTypeInvalid, "output-type-invalid", Error,
         "An output type must be string, int, boolean, enum or json."),
    RULE(ParamIdDuplicate, "param-id-duplicate", Error,
         "Parameter ids must be unique within the tool."),
    RULE(ParamNameDuplicate, "param-name-duplicate", Error,
         "Parameter names must be unique within the tool."),
    RULE(ParamDescriptionEmpty, "param-description-empty", Warning,
         "A parameter should have a description the LLM can act on."),
    RULE(MaxIgnored, "max-ignored", Warning, "max only applies to int parameters."),
    RULE(EnumValuesMissing, "enum-values-missing", Error,
         "An enum input must list its allowed-values."),
    RULE(EnumValueNameCase, "enum-value-name-case", Error,
         "Enum value names must be UPPER_SNAKE_CASE."),
    RULE(EnumValueNameLength, "enum-value-name-length", Error,
         "Enum value names must be at most 255 characters."),
    RULE(EnumValueDescriptionLength, "enum-value-description-length", Error,
         "Enum value descriptions must be at most 2000 characters."),
    RULE(EnumValueDuplicate, "enum-value-duplicate", Error,
         "Enum value names must be distinct within a parameter."),
    RULE(AllowedValuesIgnored, "allowed-values-ignored", Warning,
         "allowed-values only applies to enum parameters."),
    RULE(OutputsEmpty, "outputs-empty", Warning, "A tool should have one or more outputs."),
    RULE(CompatToolRenamed, "compat-tool-renamed", Error,
         "A new version must keep the tool's name."),
    RULE(CompatInputRemoved, "compat-input-removed", Error,
         "A new version must keep every input of the previous version."),
    RULE(CompatInputRenamed, "compat-input-renamed", Error,
         "A new version must keep the name of every input."),
    RULE(CompatInputTypeChanged, "compat-input-type-changed", Error,
         "A new version must keep the type of every input."),
    RULE(CompatInputRequired, "compat-input-required", Error,
         "A new version may only add optional inputs, never required ones."),
    RULE(CompatInputNarrowed, "compat-input-narrowed", Error,
         "A new version must accept every value the previous version accepted."),
    RULE(CompatOutputRemoved, "compat-output-removed", Error,
         "A new version must keep every output of the previous version."),
    RULE(CompatOutputChanged, "compat-output-changed", Error,
         "A new version must keep the type of every output."),
};

#undef RULE

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
    return rules.back().rule == Rule::CompatOutputChanged;
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

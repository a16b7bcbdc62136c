// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

namespace Toolshelf {

enum class Severity { Warning, Error };

// Every conformance rule Toolshelf checks, of every dialect (a rule a
// dialect shares with another, such as a missing field, is one rule). The ids returned by ruleId()
// are part of the command line's and the catalog's stable interface: add rules, never rename them.
enum class Rule {
    // The document itself (draft section 6.4 and plain JSON hygiene).
    JsonSyntax,
    JsonType,
    FieldMissing,
    PagingMissing,
    // The signature (section 6.1).
    ToolIdUuid,
    ToolNameLength,
    ToolNameSnakeCase,
    ToolNameDescriptive,
    ToolNameDuplicate,
    ToolDescriptionLength,
    ToolDescriptionEmpty,
    TextControlCharacter,
    ImgUrl,
    TagInvalid,
    VersionPositive,
    VersionAfterCurrent,
    VersionCurrentMismatch,
    VersionLocked,
    VersionDuplicate,
    VersionOrder,
    // Parameters.
    ParamTypeUnknown,
    OutputTypeInvalid,
    ParamIdDuplicate,
    ParamNameDuplicate,
    ParamDescriptionEmpty,
    MaxIgnored,
    EnumValuesMissing,
    EnumValueNameCase,
    EnumValueNameLength,
    EnumValueDescriptionLength,
    EnumValueDuplicate,
    AllowedValuesIgnored,
    OutputsEmpty,
    // Version to version (sections 5.4 and 6.1): a newer version may only add
    // optional inputs or add outputs.
    CompatToolRenamed,
    CompatInputRemoved,
    CompatInputRenamed,
    CompatInputTypeChanged,
    CompatInputRequired,
    CompatInputNarrowed,
    CompatOutputRemoved,
    CompatOutputChanged,
    // Seed 003's a2t (the capabilities dialect).
    ToolNamePattern,
    InputSchemaObject,
    SchemaRefUnresolved,
    // Declaration files (Agent Tool, ATDF).
    DocumentKindUnknown,
    SchemaVersionUnknown,
    ToolIdRepeated,
    FileRefused,
};

// Stable kebab-case id, e.g. "tool-name-snake-case".
QString ruleId(Rule rule);
Severity ruleSeverity(Rule rule);
// One translated sentence saying what the rule asks for.
QString ruleSummary(Rule rule);
QList<Rule> allRules();

QString severityName(Severity severity);

} // namespace Toolshelf

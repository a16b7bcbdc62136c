// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/descriptionlimits.h"

#include "core/textsafety.h"
#include "dialects/a2t/conformancelinter.h"

namespace Toolshelf {

qsizetype DescriptionLimits::characterCount(QStringView text)
{
    qsizetype count = 0;
    for (QChar c : text) {
        if (!c.isLowSurrogate())
            ++count;
    }
    return count;
}

std::optional<qsizetype> DescriptionLimits::maxCharacters(OverrideKind kind)
{
    switch (kind) {
    case OverrideKind::ToolName:
        return ToolNameLimit - 1;
    case OverrideKind::ToolDescription:
    // The draft has no such text; it is prefilled from the description, so
    // the description's limit keeps the prefill within it.
    case OverrideKind::WhenToUse:
    case OverrideKind::WhenNotToUse:
        return ToolDescriptionLimit - 1;
    case OverrideKind::InputEnumValueDescription:
    case OverrideKind::OutputEnumValueDescription:
        return EnumDescriptionMax;
    case OverrideKind::InputDescription:
    case OverrideKind::OutputDescription:
        break;
    }
    return std::nullopt;
}

std::optional<QString> DescriptionLimits::problem(OverrideKind kind, const QString &text)
{
    // A one-text signature: whatever the linter finds in it is about `text`.
    ToolSignature probe;
    probe.name = QStringLiteral("probe");
    if (kind == OverrideKind::ToolName) {
        // The linter skips a missing name: the signature's parser reports it.
        if (text.isEmpty())
            return ConformanceLinter::tr("the name is empty");
        probe.name = text;
    } else if (kind == OverrideKind::ToolDescription) {
        probe.description = text;
    } else if (kind == OverrideKind::WhenToUse || kind == OverrideKind::WhenNotToUse) {
        // No vendor text of the draft to lint: the description's rules, in
        // messages that name no description.
        if (const qsizetype count = characterCount(text); count >= ToolDescriptionLimit)
            return ConformanceLinter::tr("the text has %1 characters; it must have fewer than %2")
                .arg(count)
                .arg(ToolDescriptionLimit);
        if (TextSafety::containsUnsafe(text))
            return ConformanceLinter::tr(
                "the text contains control, bidirectional or invisible characters");
        return std::nullopt;
    } else {
        InputParameter input;
        input.name = QStringLiteral("probe");
        input.description = text;
        if (kind == OverrideKind::InputEnumValueDescription
            || kind == OverrideKind::OutputEnumValueDescription) {
            input.description.clear();
            input.type = ParameterType::Enum;
            input.allowedValues = {{QStringLiteral("PROBE"), text}};
        }
        probe.inputs = {input};
    }
    for (const Diagnostic &d : ConformanceLinter::lintSignature(probe, QStringLiteral("$"))) {
        if (d.rule == Rule::ToolNameLength || d.rule == Rule::ToolNameSnakeCase
            || d.rule == Rule::ToolDescriptionLength || d.rule == Rule::EnumValueDescriptionLength
            || d.rule == Rule::TextControlCharacter)
            return d.message;
    }
    return std::nullopt;
}

} // namespace Toolshelf

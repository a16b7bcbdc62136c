// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/overridetext.h"

namespace Toolshelf::OverrideText {

namespace {

// Works on const and mutable lists alike, so reading and applying an override
// walk the signature the same way.
template<typename List> auto findByName(List &list, const QString &name) -> decltype(&*list.begin())
{
    for (auto &entry : list) {
        if (entry.name == name)
            return &entry;
    }
    return nullptr;
}

// The text an override target names inside a signature, or null.
template<typename Signature>
auto targetText(Signature &signature, const OverrideTarget &target)
    -> decltype(&signature.description)
{
    switch (target.kind) {
    case OverrideKind::ToolName:
        return &signature.name;
    case OverrideKind::ToolDescription:
        return &signature.description;
    // Every signature has them, empty or prefilled: the vendor's text is
    // what the signature says (CatalogDatabaseFormat::signatureOf), never nothing.
    case OverrideKind::WhenToUse:
        return &signature.whenToUse;
    case OverrideKind::WhenNotToUse:
        return &signature.whenNotToUse;
    case OverrideKind::InputDescription:
        if (auto *input = findByName(signature.inputs, target.parameter))
            return &input->description;
        return nullptr;
    case OverrideKind::OutputDescription:
        if (auto *output = findByName(signature.outputs, target.parameter))
            return &output->description;
        return nullptr;
    case OverrideKind::InputEnumValueDescription:
        if (auto *input = findByName(signature.inputs, target.parameter)) {
            if (auto *value = findByName(input->allowedValues, target.enumValue))
                return &value->description;
        }
        return nullptr;
    case OverrideKind::OutputEnumValueDescription:
        if (auto *output = findByName(signature.outputs, target.parameter)) {
            if (auto *value = findByName(output->allowedValues, target.enumValue))
                return &value->description;
        }
        return nullptr;
    }
    return nullptr;
}

} // namespace

bool isToolText(OverrideKind kind)
{
    return kind == OverrideKind::ToolName || kind == OverrideKind::ToolDescription
        || kind == OverrideKind::WhenToUse || kind == OverrideKind::WhenNotToUse;
}

// The tool's own texts have no parameter; parameters have no enum value.
OverrideTarget normalized(OverrideTarget target)
{
    if (isToolText(target.kind))
        target.parameter.clear();
    if (target.kind != OverrideKind::InputEnumValueDescription
        && target.kind != OverrideKind::OutputEnumValueDescription)
        target.enumValue.clear();
    return target;
}

ToolSignature apply(const ToolSignature &vendor, const QList<Override> &overrides)
{
    ToolSignature edited = vendor;
    for (const Override &entry : overrides) {
        if (QString *target = targetText(edited, entry.target))
            *target = entry.text;
    }
    return edited;
}

std::optional<QString> vendorText(const ToolSignature &signature, const OverrideTarget &target)
{
    if (const QString *found = targetText(signature, normalized(target)))
        return *found;
    return std::nullopt;
}

} // namespace Toolshelf::OverrideText

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"
#include "tool/toolsignature.h"

#include <QList>
#include <QString>

#include <optional>

namespace Toolshelf::OverrideText {

// The signature with `overrides` applied; overrides whose target `vendor`
// lacks are skipped.
ToolSignature apply(const ToolSignature &vendor, const QList<Override> &overrides);
// The vendor's text for a target, or nothing when the signature lacks it.
std::optional<QString> vendorText(const ToolSignature &signature, const OverrideTarget &target);
// A text of the tool itself (its name, description, when to use it and when
// not), which names no parameter.
bool isToolText(OverrideKind kind);
// The target as stored: the tool's own texts have no parameter, parameters
// have no enum value.
OverrideTarget normalized(OverrideTarget target);

} // namespace Toolshelf::OverrideText

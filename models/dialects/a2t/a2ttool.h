// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/tool.h"
#include "tool/toolsignature.h"

namespace Toolshelf {

// An A2T signature as a Tool and back. The native form is A2T's canonical
// JSON (CanonicalJson), so the digest is the one A2T versions always had.
namespace A2tTool {

inline const QString DialectId = QStringLiteral("a2t");

// The tool's schemas are deferred (ValueSchema::deferred): made when first read.
Tool fromSignature(const QString &provider, const ToolSignature &signature);
// The signature a Tool of this dialect was made from: its native form when
// it has one, else what its fields and schemas say.
ToolSignature toSignature(const Tool &tool);

// ToolSearchText::parameters() of fromSignature()'s tool, read from the
// signature without making its schemas: what a sync stages for each of the
// provider's tools (tst_a2ttool checks the two agree).
QString parametersText(const ToolSignature &signature);

} // namespace A2tTool

} // namespace Toolshelf

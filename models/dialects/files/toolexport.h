// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/tool.h"

#include <QString>

namespace Toolshelf {

// Where a tool stands in its life, as a declaration says it (Agent Tool's
// `lifecycle`): the states Toolshelf can tell from its catalog.
enum class ToolLifecycle {
    Available,
    // The provider marks it so (a "deprecated" tag, an MCP or Agent Tool hint).
    Deprecated,
    // Withdrawn by the provider, kept because the user pinned it.
    Retired,
};

// One tool as the Agent Tool and ATDF writers take it: the version exported
// (pinned, else current) with the user's texts applied, and what the catalog
// knows of it beyond the tool model. The sharing layer makes it
// (sharing/tooldeclarations.h); the writers make no catalog query.
struct ToolExport
{
    // The version exported with the user's alias as `name`, the user's
    // description, when-to-use texts and parameter descriptions; its native
    // form and digest are the provider's, unchanged. `whenToUse` is empty
    // where neither the designer nor the vendor wrote one: the window's
    // prefill (the description) is not a text of its own, and each format
    // falls back on the description as it needs.
    Tool tool;
    // The vendor's name where the user gave the tool an alias; else empty.
    QString vendorName;
    ToolLifecycle lifecycle = ToolLifecycle::Available;
    // The protocol the provider speaks, by its dialect's id ("a2t", "mcp").
    QString protocol;
};

} // namespace Toolshelf

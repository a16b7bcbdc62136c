// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace Toolshelf {

// Which piece of a tool's text a user's override replaces. Part of the tool
// model, not the catalog: the dialects' text rules (DescriptionLimits) are
// stated per kind, and the catalog stores overrides by it.
enum class OverrideKind {
    // An alias: the name shown to the LLM instead of the vendor's, because the
    // draft leaves it to the platform to keep names unique across providers.
    ToolName,
    ToolDescription,
    InputDescription,
    OutputDescription,
    // The description of one allowed value of an enum input or output.
    InputEnumValueDescription,
    OutputEnumValueDescription,
    // When an agent should call the tool, and when not (ATDF's when_to_use):
    // tool-level, like the description, which prefills the first.
    WhenToUse,
    WhenNotToUse,
};

} // namespace Toolshelf

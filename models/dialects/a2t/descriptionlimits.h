// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/overridekind.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace Toolshelf {

// The draft's rules for the texts a user may override (section 6.1): the
// descriptions, and the tool's name for an alias. When to use a tool and when
// not, which the draft lacks, are held to the tool description's. In one place, so the linter
// holding vendors to them and the user's overrides agree exactly.
class DescriptionLimits
{
public:
    // "The name MUST be less than 255 characters."
    static constexpr qsizetype ToolNameLimit = 255;
    // "The tool description MUST be less than 2000 characters."
    static constexpr qsizetype ToolDescriptionLimit = 2000;
    // Allowed-value "descriptions have a maximum length of 2000 characters."
    static constexpr qsizetype EnumDescriptionMax = 2000;

    // Characters, not UTF-16 units: the draft counts what a person would.
    static qsizetype characterCount(QStringView text);

    // The most characters the text an override of `kind` replaces may have;
    // nothing where the draft sets no limit (parameter descriptions).
    static std::optional<qsizetype> maxCharacters(OverrideKind kind);

    // Why `text` may not replace the vendor's text of `kind` (too long, not a
    // snake_case name, or control, bidirectional or invisible characters), or
    // nothing. Checked by the conformance linter, so the user meets exactly the
    // vendors' rules.
    static std::optional<QString> problem(OverrideKind kind, const QString &text);
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/tool.h"

#include <QString>

namespace Toolshelf {

// The words search finds a tool by beyond its name, description and tags.
namespace ToolSearchText {

// How deep nested objects and arrays are followed: far beyond any real tool,
// and a bound for a hostile one.
inline constexpr int MaxDepth = 16;

// The names (a property's title where it has one, else its key),
// descriptions and enum values of the tool's inputs and outputs, nested ones
// too, one per line in the schemas' order, empty ones left out.
QString parameters(const Tool &tool);

// Adds `part` to `text` as a line of its own: how every reading of the
// parameters' text joins its words (a list joined afterwards was a tenth of
// a sync's staging).
inline void addLine(QString &text, const QString &part)
{
    if (part.isEmpty())
        return;
    if (!text.isEmpty())
        text += u'\n';
    text += part;
}

} // namespace ToolSearchText

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "core/diagnostic.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace Toolshelf {

// How the catalog commands print tools, so search and show speak alike.
// Everything that returns display text has provider text escaped already.
class ToolFormat final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolFormat)

public:
    // PROVIDER/NAME, as the commands accept it back.
    static QString reference(const QString &provider, const QString &name);
    // "[pinned][update]...", empty without flags.
    static QString badges(const ToolFlags &flags);
    // The first line of `text`, cut to `width` characters with an ellipsis.
    static QString firstLine(const QString &text, qsizetype width);
    // `text` escaped, broken between words to fit `width` columns, every line
    // indented by `indent` and ended with a line break.
    static QString wrapped(const QString &text, qsizetype indent, qsizetype width = 100);
    // The one JSON shape of a tool, which search --json prints for each tool
    // and show --json extends (README, "JSON output"): {provider, toolId, name
    // (the vendor's), alias (yours, or empty), version (the one shown),
    // currentVersion, tags, description (as shown: your text where you gave
    // one), flags}. A bundle's manifest names its tools with the same keys.
    static QJsonObject toolJson(const ToolSummary &tool);
    static QJsonObject flagsJson(const ToolFlags &flags);
    static QJsonArray diagnosticsJson(const QList<Diagnostic> &diagnostics);
};

} // namespace Toolshelf

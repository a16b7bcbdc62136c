// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/catalogcommand.h"

namespace Toolshelf {

// `toolshelf export-surface PROCEDURE.md [--out FILE]`: the procedure's tools
// as an Agent Tool tool_surface (ToolSurface).
class ExportSurfaceCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ExportSurfaceCommand)

public:
    QString name() const override { return QStringLiteral("export-surface"); }
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;
};

} // namespace Toolshelf

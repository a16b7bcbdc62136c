// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/catalogcommand.h"
#include "sharing/tooldeclarations.h"

namespace Toolshelf {

// `toolshelf export-tools --format openai|anthropic|mcp|agent-tool|atdf|atdf-enhanced
// [PROVIDER/TOOL...] [--tag T] [--out FILE|DIR]`: tools as LLM API tool
// definitions or as portable declarations, overrides applied.
class ExportToolsCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ExportToolsCommand)

public:
    QString name() const override { return QStringLiteral("export-tools"); }
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;

private:
    // A file per tool into `folder`, then their paths on stdout.
    void writeFolder(ToolDeclarations::Format format, const QList<ToolExport> &exports,
                     const QString &folder, CommandIo &io);
};

} // namespace Toolshelf

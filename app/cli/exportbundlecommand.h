// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/catalogcommand.h"

namespace Toolshelf {

// `toolshelf export-bundle [PROVIDER/TOOL...] [--tag T] [--procedure FILE]
// --out FILE.zip`: a curated, pinned set of tools with their overrides for a
// colleague to import.
class ExportBundleCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ExportBundleCommand)

public:
    QString name() const override { return QStringLiteral("export-bundle"); }
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;

private:
    int procedureError(CommandIo &io, const QString &message);
};

} // namespace Toolshelf

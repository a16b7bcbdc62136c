// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/catalogcommand.h"
#include "sharing/bundle.h"
#include "sharing/bundleplan.h"

namespace Toolshelf {

// `toolshelf import-bundle FILE.zip [--dry-run] [--json]`: shows what a
// bundle adds or changes, then applies it unless told not to.
class ImportBundleCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ImportBundleCommand)

public:
    QString name() const override { return QStringLiteral("import-bundle"); }
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;

private:
    void printPlan(const BundlePlan &plan, CommandIo &io) const;
    void apply(const Bundle &bundle, const BundlePlan &plan, CommandIo &io);
    void done(const BundlePlan &plan, bool applied, CommandIo &io);

    bool m_json = false;
    bool m_replaceOverrides = false;
};

} // namespace Toolshelf

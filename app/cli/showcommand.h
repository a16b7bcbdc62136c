// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"
#include "cli/catalogcommand.h"

namespace Toolshelf {

// `toolshelf show PROVIDER/TOOL`: one version of a tool with the user's
// overrides applied and the vendor's text beside them; fetches a version the
// catalog does not hold yet.
class ShowCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ShowCommand)

public:
    QString name() const override;
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;

private:
    void show(const ToolSummary &tool, std::optional<qint64> version, bool json, CommandIo &io);
};

} // namespace Toolshelf

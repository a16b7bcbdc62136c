// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/catalogcommand.h"

namespace Toolshelf {

// `toolshelf export-skill PROCEDURE.md --name NAME --description TEXT --out
// DIR`: writes the procedure and its pinned tools as an Agent Skill folder.
class ExportSkillCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ExportSkillCommand)

public:
    QString name() const override;
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;
};

} // namespace Toolshelf

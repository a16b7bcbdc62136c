// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/command.h"

#include <QCoreApplication>

namespace Toolshelf {

// `toolshelf lint FILE...`: checks A2T signature files against the draft.
class LintCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::LintCommand)

public:
    QString name() const override;
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;
};

} // namespace Toolshelf

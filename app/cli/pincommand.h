// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/catalogcommand.h"

namespace Toolshelf {

// `toolshelf pin PROVIDER/TOOL VERSION` and `toolshelf unpin PROVIDER/TOOL`:
// the version of a tool the user keeps using whatever the provider ships.
class PinCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::PinCommand)

public:
    enum class Mode { Pin, Unpin };

    explicit PinCommand(Mode mode);

    QString name() const override;
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;

private:
    void pin(const ToolSummary &tool, qint64 version, CommandIo &io);
    void unpin(const ToolSummary &tool, CommandIo &io);

    Mode m_mode;
};

} // namespace Toolshelf

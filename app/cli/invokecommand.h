// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/catalogcommand.h"

namespace Toolshelf {

class ToolInvocation;

// `toolshelf invoke PROVIDER/TOOL [--version N] name=value...`: calls a tool
// (draft section 7) at its pinned version, or the one asked for, after
// checking the inputs against that version's signature.
class InvokeCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::InvokeCommand)

public:
    QString name() const override;
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;

private:
    void send(const ToolSummary &tool, const StoredSignature &stored, CommandIo &io);
    void answered(const ToolInvocation &invocation, const Tool &called, CommandIo &io);

    QStringList m_assignments;
    // --input: the inputs as one JSON object.
    QJsonObject m_input;
    std::optional<qint64> m_version;
    bool m_json = false;
    bool m_acceptElicitation = false;
};

} // namespace Toolshelf

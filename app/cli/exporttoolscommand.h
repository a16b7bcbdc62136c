#pragma once

#include "cli/catalogcommand.h"

namespace Toolshelf {

// `toolshelf export-tools --format openai|anthropic|mcp [PROVIDER/TOOL...]
// [--tag T] [--out FILE]`: tools as LLM API tool definitions, overrides applied.
class ExportToolsCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ExportToolsCommand)

public:
    QString name() const override { return QStringLiteral("export-tools"); }
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;
};

} // namespace Toolshelf

#pragma once

#include "cli/catalogcommand.h"

namespace Toolshelf {

// `toolshelf search [QUERY]`: finds tools in the offline catalog, no network.
class SearchCommand final : public CatalogCommand
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SearchCommand)

public:
    QString name() const override;
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;
};

} // namespace Toolshelf

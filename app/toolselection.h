#pragma once

#include "catalogtypes.h"
#include "toolreference.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <variant>

namespace Toolshelf {

class CatalogDatabase;

// The tools a command works on: those named as PROVIDER/TOOL and those
// carrying any of the --tag values, each once, in the order found.
class ToolSelection
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolSelection)

public:
    // On the catalog's thread. `configured`: the profile's provider names.
    // Fails on a reference that names no tool, or when nothing is selected.
    static std::variant<QList<ToolSummary>, QString> resolve(const CatalogDatabase &database,
                                                             const QList<ToolReference> &references,
                                                             const QStringList &tags,
                                                             const QStringList &configured);
};

} // namespace Toolshelf

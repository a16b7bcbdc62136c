// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "cli/toolreference.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <variant>

namespace Toolshelf {

class CatalogDatabase;

// The tools a command works on: those named as PROVIDER/TOOL, those carrying
// any of the --tag values and those a procedure refers to, each once, in the
// order found.
class ToolSelection
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolSelection)

public:
    // On the catalog's thread. `configured`: the profile's provider names.
    // `procedureNames`: the tool names a procedure refers to (ToolReferenceScanner).
    // Fails on a reference that names no tool, on procedure names that no
    // tool or several tools have (listing them all), or when nothing is selected.
    static std::variant<QList<ToolSummary>, QString>
    resolve(const CatalogDatabase &database, const QList<ToolReference> &references,
            const QStringList &tags, const QStringList &configured,
            const QStringList &procedureNames = {});
};

} // namespace Toolshelf

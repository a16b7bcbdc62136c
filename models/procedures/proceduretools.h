// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <variant>

namespace Toolshelf {

class CatalogDatabase;

// How a name a procedure refers to stands in the catalog.
enum class ProcedureToolState {
    // One tool has the name and a version is pinned: the procedure says
    // exactly which tool and version it was tested with.
    Pinned,
    // One tool has the name, but no version is pinned.
    Unpinned,
    // No tool of any provider has the name.
    Unknown,
    // Several tools have the name (at different providers, or one provider
    // breaking the draft's uniqueness rule): the name alone is not enough.
    Ambiguous,
};

// "pinned", "unpinned", "unknown", "ambiguous": for --json and files.
QString procedureToolStateName(ProcedureToolState state);

// One name a procedure refers to and the catalog's tools of that name.
struct ProcedureTool
{
    QString name;
    ProcedureToolState state = ProcedureToolState::Unknown;
    // By provider, then toolId. One entry for Pinned and Unpinned; its
    // `version` is the pinned version when pinned.
    QList<ToolSummary> matches;
};

// Resolves a procedure's tool references against the catalog, for the
// editor's highlighting and side panel, the skill export and bundles. Runs on
// the catalog's thread (CatalogStore::run) with its database.
namespace ProcedureTools {

// One entry per name, in the order given. Empty with `error` set when the
// catalog cannot be read.
QList<ProcedureTool> resolve(const CatalogDatabase &database, const QStringList &names,
                             QString *error = nullptr);

// The one tool each name stands for, each once, for exporting what a
// procedure means: every name, not a guess. Fails naming the names no tool
// has and those several tools have, all at once.
std::variant<QList<ToolSummary>, QString> toolsFor(const CatalogDatabase &database,
                                                   const QStringList &names);

} // namespace ProcedureTools

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <variant>

namespace Toolshelf {

class CatalogDatabase;

// An operating procedure as an Agent Tool v0.2.0 `tool_surface` (seed 002):
// the tools an agent following it may see. Each tool it refers to that is
// pinned is loaded as its full declaration (ToolDeclarations, the same as
// export-tools writes); the others the catalog knows are `deferred_tools`,
// `deferred_tool_ref`s that are discoverable, with the reason; the names the
// procedure's lint finds unknown or ambiguous are `blocked_tools`, each with
// a machine-readable `reason` (`unknown_tool`, `ambiguous_name`), the `name`,
// the lint's sentence as `message`, and for a shared name the `candidates`'
// tool ids. `tool_refs` lists the `tool_id` of every loaded and deferred tool.
class ToolSurface
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolSurface)

public:
    // A surface's context as Agent Tool names them: a procedure exports as a skill.
    static inline const QString Scope = QStringLiteral("skill");
    // Why a tool the procedure refers to is deferred, not loaded.
    static inline const QString UnpinnedReason
        = QStringLiteral("not pinned: the designer has not fixed a version");

    struct Surface
    {
        QJsonObject json;
        // json as written: ToolDeclarations::bytes(), read back.
        QByteArray bytes;
        qsizetype loaded = 0;
        qsizetype deferred = 0;
        qsizetype blocked = 0;
    };

    // "toolshelf:procedure:NAME": NAME the procedure file's base name in
    // lower case, its letters and digits kept and every run of anything
    // else one "-"; the same file gives the same id.
    static QString surfaceId(const QString &procedureFile);
    // The surface of `procedure` (its text) with `surfaceId`, made at
    // `createdAt`. On the catalog's thread; fails when the catalog cannot be
    // read or a loaded tool's declaration breaks its format.
    static std::variant<Surface, QString> build(const CatalogDatabase &database,
                                                const QString &procedure, const QString &surfaceId,
                                                const QDateTime &createdAt);
};

} // namespace Toolshelf

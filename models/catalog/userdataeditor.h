// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"
#include "tool/tool.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace Toolshelf {

class CatalogDatabase;
struct CatalogTestAccess;

// The writes of the user's own data into the catalog: pins, overrides (an
// alias is the ToolName override) and settled conflicts. Only CatalogService
// makes one, for work it runs on the catalog's thread, so every such write
// passes through the service and is announced once it is done; the compiler
// keeps it so (CatalogDatabase's writers are private to this class).
class UserDataEditor
{
public:
    // CatalogDatabase's writers, with the same meaning and errors.
    bool pin(const QString &provider, const QString &toolId, qint64 version, QString *error,
             const QByteArray &digest = {});
    bool unpin(const QString &provider, const QString &toolId, QString *error);
    bool setOverride(const OverrideTarget &target, const QString &text, QString *error);
    bool clearOverride(const OverrideTarget &target, QString *error);
    bool resolveConflict(const OverrideTarget &target, ConflictChoice choice, QString *error);
    bool restoreOverride(const Override &entry, QString *error);

    // The tools whose user data a write changed, each once, first written first.
    const QList<ToolKey> &touched() const { return m_touched; }

private:
    friend class CatalogService;
    // Tests arrange pins and overrides directly (tests/support/userdataedits.h).
    friend struct CatalogTestAccess;

    explicit UserDataEditor(CatalogDatabase &database);
    bool touch(bool written, const QString &provider, const QString &toolId);

    CatalogDatabase &m_database;
    QList<ToolKey> m_touched;
};

} // namespace Toolshelf

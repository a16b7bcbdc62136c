// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Toolshelf {

class CatalogConnection;
class CatalogReader;
class CatalogToolRows;

// The SQL of the user's own data: pins, overrides (an alias is the ToolName
// override) and settled conflicts. CatalogDatabase keeps its one instance
// private and hands it only to UserDataEditor, which only CatalogService
// makes: every such write is announced. UserDataEditor documents each.
class UserDataWriter final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CatalogDatabase)

public:
    UserDataWriter(CatalogConnection &connection, CatalogToolRows &rows,
                   const CatalogReader &reader);

    bool pin(const QString &provider, const QString &toolId, qint64 version, QString *error,
             const QByteArray &digest = {});
    bool unpin(const QString &provider, const QString &toolId, QString *error);
    bool setOverride(const OverrideTarget &target, const QString &text, QString *error);
    bool clearOverride(const OverrideTarget &target, QString *error);
    bool resolveConflict(const OverrideTarget &target, ConflictChoice choice, QString *error);
    bool restoreOverride(const Override &entry, QString *error);

private:
    // Whether `alias` follows the draft's naming rules, is not the tool's own
    // name, and no other tool is known by it.
    bool acceptsAlias(const OverrideTarget &target, const QString &alias, QString *error) const;

    CatalogConnection &m_sql;
    CatalogToolRows &m_rows;
    const CatalogReader &m_reader;
};

} // namespace Toolshelf

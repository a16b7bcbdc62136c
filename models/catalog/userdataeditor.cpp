// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/userdataeditor.h"

#include "catalog/catalogdatabase.h"

namespace Toolshelf {

UserDataEditor::UserDataEditor(CatalogDatabase &database)
    : m_database(database)
{ }

bool UserDataEditor::touch(bool written, const QString &provider, const QString &toolId)
{
    const ToolKey key {provider, toolId};
    if (written && !m_touched.contains(key))
        m_touched.append(key);
    return written;
}

bool UserDataEditor::pin(const QString &provider, const QString &toolId, qint64 version,
                         QString *error, const QByteArray &digest)
{
    return touch(m_database.m_userData.pin(provider, toolId, version, error, digest), provider,
                 toolId);
}

bool UserDataEditor::unpin(const QString &provider, const QString &toolId, QString *error)
{
    return touch(m_database.m_userData.unpin(provider, toolId, error), provider, toolId);
}

bool UserDataEditor::setOverride(const OverrideTarget &target, const QString &text, QString *error)
{
    return touch(m_database.m_userData.setOverride(target, text, error), target.provider,
                 target.toolId);
}

bool UserDataEditor::clearOverride(const OverrideTarget &target, QString *error)
{
    return touch(m_database.m_userData.clearOverride(target, error), target.provider,
                 target.toolId);
}

bool UserDataEditor::resolveConflict(const OverrideTarget &target, ConflictChoice choice,
                                     QString *error)
{
    return touch(m_database.m_userData.resolveConflict(target, choice, error), target.provider,
                 target.toolId);
}

bool UserDataEditor::restoreOverride(const Override &entry, QString *error)
{
    return touch(m_database.m_userData.restoreOverride(entry, error), entry.target.provider,
                 entry.target.toolId);
}

} // namespace Toolshelf

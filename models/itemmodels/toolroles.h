// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QHash>
#include <Qt>

namespace Toolshelf {

// The item roles of the tool list, defined in this one place so models,
// proxies, delegates and tests agree. Each returns the typed value, never
// formatted text; Qt::DisplayRole is the formatted one.
enum ToolRole : int {
    ProviderRole = Qt::UserRole + 1, // QString
    ToolIdRole, // QString
    NameRole, // QString, as the provider sent it
    AliasRole, // QString, the user's name for the tool; empty when none
    VersionRole, // qint64: the displayed version, the pinned one else the current one
    CurrentVersionRole, // qint64
    TagsRole, // QStringList
    DescriptionRole, // QString, the user's override applied
    PinnedRole, // bool, and so on for every flag of ToolFlags
    UpdateAvailableRole,
    HasErrorsRole,
    HasWarningsRole,
    OverriddenRole,
    ConflictRole,
    ChangedWithoutBumpRole,
    WithdrawnRole,
    // bool: pinned behind a current version that breaks the pinned one
    BreakingUpdateRole,
    // QString: the id of the tool whose answer revealed it; empty when the provider lists it
    DiscoveredByRole,
    // bool: found by a provider's own search, not in the catalog yet; its
    // version is the one storing it would give (1)
    NotInCatalogRole,
};

// Names of the roles above for roleNames(), QML and debugging output.
inline QHash<int, QByteArray> toolRoleNames()
{
    return {
        {ProviderRole, QByteArrayLiteral("provider")},
        {ToolIdRole, QByteArrayLiteral("toolId")},
        {NameRole, QByteArrayLiteral("name")},
        {AliasRole, QByteArrayLiteral("alias")},
        {VersionRole, QByteArrayLiteral("version")},
        {CurrentVersionRole, QByteArrayLiteral("currentVersion")},
        {TagsRole, QByteArrayLiteral("tags")},
        {DescriptionRole, QByteArrayLiteral("description")},
        {PinnedRole, QByteArrayLiteral("pinned")},
        {UpdateAvailableRole, QByteArrayLiteral("updateAvailable")},
        {HasErrorsRole, QByteArrayLiteral("hasErrors")},
        {HasWarningsRole, QByteArrayLiteral("hasWarnings")},
        {OverriddenRole, QByteArrayLiteral("overridden")},
        {ConflictRole, QByteArrayLiteral("conflict")},
        {ChangedWithoutBumpRole, QByteArrayLiteral("changedWithoutBump")},
        {WithdrawnRole, QByteArrayLiteral("withdrawn")},
        {BreakingUpdateRole, QByteArrayLiteral("breakingUpdate")},
        {DiscoveredByRole, QByteArrayLiteral("discoveredBy")},
        {NotInCatalogRole, QByteArrayLiteral("notInCatalog")},
    };
}

} // namespace Toolshelf

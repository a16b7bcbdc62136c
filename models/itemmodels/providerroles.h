// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QHash>
#include <Qt>

namespace Toolshelf {

// The item roles of ProviderListModel. In a namespace of their own rather than
// an enum class: Qt passes roles as ints, and the tool list's roles (its
// NameRole, and an enumerator called ProviderRole) live unscoped in Toolshelf,
// so these short names would collide with them in any file using both.
namespace ProviderRoles {

// Raw roles return typed values for proxies and delegates; Qt::DisplayRole
// (the name) and Qt::ToolTipRole (a rich-text summary) are formatted text.
enum ProviderRole : int {
    NameRole = Qt::UserRole + 1, // QString: the key the registry and the catalog use
    BaseUrlRole, // QUrl
    DialectRole, // QString: the ToolDialect::id() of the protocol it speaks
    AuthRole, // int: an AuthMethod
    LockedRole, // bool: from the administrator's managed file
    LastSyncRole, // QDateTime of the last successful sync; invalid if never
    ToolCountRole, // qsizetype in the catalog; an invalid QVariant until the catalog answered
    SyncingRole, // bool: true until the finished sync's results are in the other roles
    PagesRole, // int: pages the running sync has fetched; 0 when not syncing
    ToolsFetchedRole, // qsizetype: tools the running sync has listed so far
    BytesRole, // qint64: bytes the running sync has received
    LastErrorRole, // QString: why the last sync failed; empty when it succeeded
    LastErrorTimeRole, // QDateTime of that failure; invalid when there is none
    SessionOnlySecretRole, // bool: the keychain refused a secret, which is lost at exit
    SavingRole, // bool: the running sync has every page and writes the catalog
    ShadowsOwnRole, // bool: managed, and the user's own provider of this name is set aside for it
    // int: the Error::Code at the root of the failure LastErrorRole shows (what
    // the user can act on: sign in again, raise a limit); an invalid QVariant
    // without a failure or for one the catalog recorded in an earlier session,
    // since the catalog keeps the text alone
    LastErrorCodeRole,
    // qint64: how many tools the provider said the running sync will list
    // (capabilities servers count them); an invalid QVariant where it did not say
    ToolsExpectedRole,
    // QString: who holds the profile's write lock, while the sync waits for
    // it to start (SyncEngine::holdWriteLock); empty otherwise
    WaitingForRole,
};

} // namespace ProviderRoles

// Names for QML and for debugging output; the standard roles are not included.
// Qualified: a file may also include the tool roles, whose NameRole is unscoped.
inline QHash<int, QByteArray> providerRoleNames()
{
    return {
        {ProviderRoles::NameRole, QByteArrayLiteral("name")},
        {ProviderRoles::BaseUrlRole, QByteArrayLiteral("baseUrl")},
        {ProviderRoles::DialectRole, QByteArrayLiteral("dialect")},
        {ProviderRoles::AuthRole, QByteArrayLiteral("auth")},
        {ProviderRoles::LockedRole, QByteArrayLiteral("locked")},
        {ProviderRoles::LastSyncRole, QByteArrayLiteral("lastSync")},
        {ProviderRoles::ToolCountRole, QByteArrayLiteral("toolCount")},
        {ProviderRoles::SyncingRole, QByteArrayLiteral("syncing")},
        {ProviderRoles::PagesRole, QByteArrayLiteral("pages")},
        {ProviderRoles::ToolsFetchedRole, QByteArrayLiteral("toolsFetched")},
        {ProviderRoles::BytesRole, QByteArrayLiteral("bytes")},
        {ProviderRoles::LastErrorRole, QByteArrayLiteral("lastError")},
        {ProviderRoles::LastErrorTimeRole, QByteArrayLiteral("lastErrorTime")},
        {ProviderRoles::SessionOnlySecretRole, QByteArrayLiteral("sessionOnlySecret")},
        {ProviderRoles::SavingRole, QByteArrayLiteral("saving")},
        {ProviderRoles::ShadowsOwnRole, QByteArrayLiteral("shadowsOwn")},
        {ProviderRoles::LastErrorCodeRole, QByteArrayLiteral("lastErrorCode")},
        {ProviderRoles::ToolsExpectedRole, QByteArrayLiteral("toolsExpected")},
        {ProviderRoles::WaitingForRole, QByteArrayLiteral("waitingFor")},
    };
}

} // namespace Toolshelf

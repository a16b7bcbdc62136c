// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"
#include "core/error.h"
#include "providers/provider.h"

#include <QCoreApplication>
#include <QString>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
class SyncBudget;
class ToolListing;

// The listings of a provider in its dialect's paging: the one place a sync
// or a history fetch learns how the provider's protocol lists tools. Each
// listing is linted where its pages are parsed, the way its dialect lints.
// `budget` is shared by a sync's listings and must outlive them.
class ToolListings final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolListings)

public:
    struct Context
    {
        ProviderAuthenticator *authenticator = nullptr;
        NetworkService *network = nullptr;
        SyncBudget *budget = nullptr;
        // The provider's groups as the catalog keeps them (CatalogDatabase::groups()).
        QList<CatalogGroup> groups;
        // Read only these groups' tools (ids); empty: every tool the provider lists.
        QStringList onlyGroups;
    };

    // Every tool the provider lists now. Nothing, with the cause in `error`,
    // when this build cannot list the provider's dialect.
    static ToolListing *tools(const Provider &provider, const Context &context, QObject *parent,
                              Error *error);
    // Every version of one tool. Nothing, with the cause in `error`, when the
    // dialect keeps no histories or `toolId` cannot be asked for.
    static ToolListing *versions(const Provider &provider, const QString &toolId,
                                 const Context &context, QObject *parent, Error *error);
};

} // namespace Toolshelf

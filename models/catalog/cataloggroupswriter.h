// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"

#include <QString>

namespace Toolshelf {

class CatalogConnection;

// Part of a sync's commit (CatalogSyncWriter): the provider's group tree
// as the listing read it, and the groups it covered, which are all a
// listing of part of a provider may withdraw tools from.
class CatalogGroupsWriter final
{
public:
    explicit CatalogGroupsWriter(CatalogConnection &connection);

    // Fills temp.covered with the groups whose tools the listing read (and
    // those gone from a tree it read), replaces the provider's tree when one
    // was read, and marks the groups read as loaded now. Inside the commit's
    // transaction.
    bool storeScope(const QString &provider, const ListingScope &scope, QString *error);

private:
    CatalogConnection &m_sql;
};

} // namespace Toolshelf

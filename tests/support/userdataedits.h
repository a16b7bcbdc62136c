// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Tests arrange pins and overrides straight in a CatalogDatabase; the product
// writes them only through CatalogService (catalog/catalogservice.h).

#include "catalog/userdataeditor.h"

namespace Toolshelf {

struct CatalogTestAccess
{
    static UserDataEditor editor(CatalogDatabase &database) { return UserDataEditor(database); }
};

} // namespace Toolshelf

inline Toolshelf::UserDataEditor userData(Toolshelf::CatalogDatabase &database)
{
    return Toolshelf::CatalogTestAccess::editor(database);
}

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogservice.h"

namespace Toolshelf {

CatalogService::CatalogService(CatalogStore *store)
    : QObject(store)
    , m_store(store)
{ }

} // namespace Toolshelf

#include "catalog/catalogservice.h"

namespace Toolshelf {

CatalogService::CatalogService(CatalogStore *store)
    : QObject(store)
    , m_store(store)
{ }

} // namespace Toolshelf

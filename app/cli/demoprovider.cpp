#include "cli/demoprovider.h"

#include "provideroptions.h"
#include "providerserver.h"

namespace Toolshelf {

DemoProvider::DemoProvider() = default;
DemoProvider::~DemoProvider() = default;

bool DemoProvider::start(QString *error)
{
    // Default options: no auth, no faults, the bundled catalogs.
    const ProviderOptions options;
    auto catalogs = options.loadCatalogs(error);
    if (catalogs.empty()) {
        if (error->isEmpty())
            *error = tr("no sample catalogs are bundled with this build");
        return false;
    }
    m_server = std::make_unique<ProviderServer>(options.config, std::move(catalogs));
    if (!m_server->start(0, error)) {
        m_server.reset();
        return false;
    }
    return true;
}

QList<DemoProvider::Endpoint> DemoProvider::endpoints() const
{
    QList<Endpoint> result;
    if (!m_server)
        return result;
    for (qsizetype i = 0; i < m_server->catalogCount(); ++i)
        result.append({m_server->catalog(i).displayName(), m_server->baseUrl(i)});
    return result;
}

} // namespace Toolshelf

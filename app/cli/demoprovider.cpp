// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/demoprovider.h"

#include "dialects/a2t/a2ttool.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "provideroptions.h"
#include "providerserver.h"

namespace Toolshelf {

namespace {

// The sample vendor the demo also serves in the capabilities dialect.
const QString CapabilitiesVendor = QStringLiteral("Skycast Weather");

} // namespace

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
    // The weather vendor once more, in the capabilities dialect: its tools
    // filed in groups, its versions counted by Toolshelf.
    ProviderOptions capabilities;
    capabilities.config.dialect = ProviderConfig::Dialect::A2tCapabilities;
    std::vector<std::unique_ptr<Catalog>> weather;
    for (auto &catalog : capabilities.loadCatalogs(error)) {
        if (catalog->displayName() == CapabilitiesVendor)
            weather.push_back(std::move(catalog));
    }
    if (weather.empty()) {
        *error = tr("the sample catalog %1 is not bundled with this build").arg(CapabilitiesVendor);
        m_server.reset();
        return false;
    }
    m_capabilities = std::make_unique<ProviderServer>(capabilities.config, std::move(weather));
    if (!m_capabilities->start(0, error)) {
        m_server.reset();
        m_capabilities.reset();
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
        result.append(
            {m_server->catalog(i).displayName(), m_server->baseUrl(i), A2tTool::DialectId});
    if (m_capabilities)
        result.append({CapabilitiesVendor + QStringLiteral(" (a2t capabilities)"),
                       m_capabilities->baseUrl(0), A2tCapabilitiesDialect::DialectId});
    return result;
}

} // namespace Toolshelf

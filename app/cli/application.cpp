// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/application.h"

#include "catalog/catalogstore.h"
#include "client/providerclients.h"
#include "net/imagecache.h"
#include "net/networkservice.h"
#include "providers/credentialstore.h"
#include "sync/syncengine.h"
#include "sync/syncsettings.h"

namespace Toolshelf {

Application::Application(Profile profile, QObject *parent)
    : QObject(parent)
    , m_profile(std::move(profile))
    , m_providers(m_profile)
    , m_network(std::make_unique<NetworkService>(&m_manager))
    , m_credentials(std::make_unique<CredentialStore>(m_profile.keychainService()))
    , m_clients(std::make_unique<ProviderClients>(m_credentials.get(), m_network.get()))
    , m_catalog(std::make_unique<CatalogStore>())
    , m_syncEngine(std::make_unique<SyncEngine>(m_clients.get(), m_catalog.get()))
    , m_images(std::make_unique<ImageCache>(m_network.get(), m_profile.imageCacheDirectory()))
    , m_recovery(m_profile.recoveryDirectory())
{ }

Application::~Application()
{
    // Stop network work before the services it reports to go away.
    m_syncEngine->cancel();
    // The commands' operations (a version fetch, an invocation) are children
    // that sign with m_clients: they end before it does, not after the members.
    qDeleteAll(findChildren<QObject *>(Qt::FindDirectChildrenOnly));
}

bool Application::open(QString *error)
{
    if (!m_profile.ensureDirectories(error) || !m_providers.load(error)
        || !m_catalog->open(m_profile.catalogFile(), error))
        return false;
    // The window's search starts from the index the last run saved.
    m_catalog->setSearchIndexCacheFile(m_profile.searchIndexCacheFile());
    m_syncEngine->setLimits(SyncSettings::load(m_profile, &m_warnings));
    return true;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "client/providerclients.h"
#include "common/catalogservices.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "net/networkservice.h"
#include "providers/credentialstore.h"
#include "providerserver.h"
#include "sync/syncengine.h"

#include <QNetworkAccessManager>

namespace Fixture {

// What a window needs to reach providers (network, keychain, one client per
// provider, the sync engine), over a test's registry and catalog; secrets go
// to the keychain under `service`.
struct LiveServices
{
    LiveServices(Toolshelf::ProviderRegistry *registry, Toolshelf::CatalogStore *store,
                 const QString &service)
        : network(&manager)
        , credentials(service)
        , clients(&credentials, &network)
        , engine(&clients, store)
        , services {registry, store, &engine, &credentials, &network, nullptr, nullptr, &clients}
    { }

    QNetworkAccessManager manager;
    Toolshelf::NetworkService network;
    Toolshelf::CredentialStore credentials;
    Toolshelf::ProviderClients clients;
    Toolshelf::SyncEngine engine;
    Toolshelf::CatalogServices services;
};

// A provider of seed 003's a2t at the reference provider's first catalog.
inline Toolshelf::Provider capabilitiesProvider(const QString &name,
                                                const Toolshelf::ProviderServer &server)
{
    Toolshelf::Provider provider;
    provider.name = name;
    provider.baseUrl = server.baseUrl(0);
    provider.dialect = Toolshelf::A2tCapabilitiesDialect::DialectId;
    return provider;
}

} // namespace Fixture

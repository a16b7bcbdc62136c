// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "procedures/recoverystore.h"
#include "providers/profile.h"
#include "providers/providerregistry.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QObject>
#include <QStringList>

#include <memory>

namespace Toolshelf {

class CatalogStore;
class CredentialStore;
class ImageCache;
class NetworkService;
class ProviderClients;
class SyncEngine;

// The composition root for one profile: the one QNetworkAccessManager and the
// services built on it (network rules, keychain, catalog, providers, sync).
// The window and every command that needs more than a file get them here.
class Application final : public QObject
{
    Q_OBJECT

public:
    explicit Application(Profile profile, QObject *parent = nullptr);
    ~Application() override;

    // Creates the profile's directories, loads its providers and opens its
    // catalog; false with the cause.
    bool open(QString *error);

    const Profile &profile() const { return m_profile; }
    ProviderRegistry &providers() { return m_providers; }
    NetworkService &network() { return *m_network; }
    CredentialStore &credentials() { return *m_credentials; }
    // Every operation on a provider signs with its one authenticator here.
    ProviderClients &clients() { return *m_clients; }
    CatalogStore &catalog() { return *m_catalog; }
    SyncEngine &syncEngine() { return *m_syncEngine; }
    ImageCache &images() { return *m_images; }
    RecoveryStore &recovery() { return m_recovery; }
    // What open() found wrong but could work around (a setting not usable).
    QStringList warnings() const { return m_warnings; }

private:
    Profile m_profile;
    ProviderRegistry m_providers;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;
    std::unique_ptr<CatalogStore> m_catalog;
    std::unique_ptr<SyncEngine> m_syncEngine;
    std::unique_ptr<ImageCache> m_images;
    RecoveryStore m_recovery;
    QStringList m_warnings;
};

} // namespace Toolshelf

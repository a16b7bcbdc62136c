// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace Toolshelf {

class CatalogStore;
class CredentialStore;
class ImageCache;
class NetworkService;
class ProviderClients;
class ProviderRegistry;
class RecoveryStore;
class SyncEngine;

// The services the window works with, owned by the application's composition
// root (app/Application); the window never creates or deletes them. Any may be
// null in tests that do not need it.
struct CatalogServices
{
    ProviderRegistry *providers = nullptr;
    CatalogStore *catalog = nullptr;
    SyncEngine *sync = nullptr;
    CredentialStore *credentials = nullptr;
    // For what the window asks of providers itself: versions on demand, images,
    // try-it invocations, test connection.
    NetworkService *network = nullptr;
    ImageCache *images = nullptr;
    // Autosaved copies of unsaved procedures.
    RecoveryStore *recovery = nullptr;
    // The one client of each provider: Try It and version fetches sign with it.
    ProviderClients *clients = nullptr;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/provider.h"

#include <QHash>
#include <QObject>

namespace Toolshelf {

class CredentialStore;
class NetworkService;
class ProviderAuthenticator;

// The one client of each provider in this process. Sync, Try It, `invoke`
// and the versions panel all sign their requests with the authenticator they
// get here, so a provider's credentials are prepared once at a time: an OAuth2
// refresh token, which a provider may rotate on every use, is never spent by
// two operations at once (one of them would be refused), and an access token
// one operation obtained serves the others while it is fresh.
//
// Owned by the composition root (Application) and made before the windows
// and commands, so it hears of a secret stored in the keychain before they
// do and its authenticators drop the old one first. Every operation that
// uses an authenticator from here ends before it does.
class ProviderClients final : public QObject
{
    Q_OBJECT

public:
    ProviderClients(CredentialStore *credentials, NetworkService *network,
                    QObject *parent = nullptr);
    ~ProviderClients() override;

    CredentialStore *credentials() const { return m_credentials; }
    NetworkService *network() const { return m_network; }

    // The authenticator for `provider` as its settings are now. When they
    // changed (another token URL, auth method, client id...), a new one takes
    // over; the old one stays until this object ends, for the operations
    // still holding it, and prepares nothing new. Call once per operation:
    // the user's own secret is read again for each (rereadSecret()).
    ProviderAuthenticator *authenticator(const Provider &provider);

    // Whether an MCP server's 401 (or 403 for want of scope) may open a
    // browser sign-in now (ProviderAuthenticator::setSignInAllowed()), for
    // every authenticator, made or to be made.
    void setSignInAllowed(bool allowed);

Q_SIGNALS:
    // A sign-in for `provider` opened its authorization page.
    void signInOpened(const Toolshelf::Provider &provider, const QUrl &url, bool started);

private:
    struct Entry
    {
        Provider provider;
        ProviderAuthenticator *authenticator = nullptr;
    };

    CredentialStore *m_credentials;
    NetworkService *m_network;
    bool m_signInAllowed = false;
    QHash<QString, Entry> m_current; // by Provider::id
    // Every authenticator made for a provider id, replaced ones included:
    // operations may still hold those.
    QHash<QString, QList<ProviderAuthenticator *>> m_all;
};

} // namespace Toolshelf

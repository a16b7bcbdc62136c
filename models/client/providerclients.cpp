// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/providerclients.h"

#include "client/providerauthenticator.h"
#include "providers/credentialstore.h"

namespace Toolshelf {

ProviderClients::ProviderClients(CredentialStore *credentials, NetworkService *network,
                                 QObject *parent)
    : QObject(parent)
    , m_credentials(credentials)
    , m_network(network)
{
    connect(m_credentials, &CredentialStore::writeFinished, this,
            [this](const QString &providerId, SecretKind kind, SecretStatus status,
                   const QString &message) {
                for (ProviderAuthenticator *authenticator : m_all.value(providerId))
                    authenticator->secretWritten(kind, status, message);
            });
    connect(m_credentials, &CredentialStore::removeFinished, this,
            [this](const QString &providerId, SecretKind kind) {
                for (ProviderAuthenticator *authenticator : m_all.value(providerId))
                    authenticator->secretRemoved(kind);
            });
}

ProviderClients::~ProviderClients() = default;

ProviderAuthenticator *ProviderClients::authenticator(const Provider &provider)
{
    Entry &entry = m_current[provider.id];
    if (!entry.authenticator || entry.provider != provider) {
        // Children of this object: replaced ones end with it (a settings
        // change is rare, so the few kept cost nothing).
        entry.provider = provider;
        entry.authenticator = new ProviderAuthenticator(provider, m_credentials, m_network, this);
        m_all[provider.id].append(entry.authenticator);
        entry.authenticator->setSignInAllowed(m_signInAllowed);
        connect(entry.authenticator, &ProviderAuthenticator::signInOpened, this,
                [this, provider](const QUrl &url, bool started) {
                    Q_EMIT signInOpened(provider, url, started);
                });
    }
    entry.authenticator->rereadSecret();
    return entry.authenticator;
}

void ProviderClients::setSignInAllowed(bool allowed)
{
    m_signInAllowed = allowed;
    for (const QList<ProviderAuthenticator *> &authenticators : std::as_const(m_all)) {
        for (ProviderAuthenticator *authenticator : authenticators)
            authenticator->setSignInAllowed(allowed);
    }
}

} // namespace Toolshelf

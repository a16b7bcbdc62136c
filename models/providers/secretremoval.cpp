// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/secretremoval.h"

#include <utility>

namespace Toolshelf {

namespace {

// CredentialStore::removeProvider() removes the secret and the refresh token,
// and answers for each.
constexpr int AnswersPerProvider = 2;

} // namespace

SecretRemoval::SecretRemoval(CredentialStore *credentials, QObject *parent)
    : QObject(parent)
    , m_credentials(credentials)
{
    connect(m_credentials, &CredentialStore::removeFinished, this, &SecretRemoval::removed);
}

void SecretRemoval::start(const QList<Provider> &providers)
{
    for (const Provider &provider : providers)
        m_pending[provider.id] += AnswersPerProvider;
    for (const Provider &provider : providers)
        m_credentials->removeProvider(provider);
    if (m_pending.isEmpty())
        QMetaObject::invokeMethod(this, &SecretRemoval::finishWhenDone, Qt::QueuedConnection);
}

void SecretRemoval::removed(const QString &providerId, SecretKind, SecretStatus status,
                            const QString &message)
{
    const auto pending = m_pending.find(providerId);
    if (pending == m_pending.end())
        return;
    if (status == SecretStatus::Failed) {
        QString &failure = m_failures[providerId];
        if (!failure.contains(message))
            failure += (failure.isEmpty() ? QString() : QStringLiteral(" ")) + message;
    }
    if (--pending.value() == 0)
        m_pending.erase(pending);
    finishWhenDone();
}

void SecretRemoval::finishWhenDone()
{
    if (m_pending.isEmpty())
        Q_EMIT finished(std::exchange(m_failures, {}));
}

} // namespace Toolshelf

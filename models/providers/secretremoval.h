// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/credentialstore.h"
#include "providers/provider.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

namespace Toolshelf {

// Removes every keychain entry of some providers (a removal, or an import that
// moved them to other origins) and answers once, when the keychain has
// answered for all of them: the command line and the window wait alike.
class SecretRemoval final : public QObject
{
    Q_OBJECT

public:
    explicit SecretRemoval(CredentialStore *credentials, QObject *parent = nullptr);

    // finished() follows, always later, also for an empty list.
    void start(const QList<Provider> &providers);

Q_SIGNALS:
    // By provider id: why the keychain kept that provider's secrets
    // (translated, each reason once); empty when all are gone.
    void finished(const QHash<QString, QString> &failures);

private:
    void removed(const QString &providerId, Toolshelf::SecretKind kind,
                 Toolshelf::SecretStatus status, const QString &message);
    void finishWhenDone();

    CredentialStore *m_credentials;
    // Answers still due, by provider id.
    QHash<QString, int> m_pending;
    QHash<QString, QString> m_failures;
};

} // namespace Toolshelf

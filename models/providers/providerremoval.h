// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "providers/credentialstore.h"
#include "providers/provider.h"

#include <QObject>
#include <QStringList>

#include <optional>
#include <variant>

namespace Toolshelf {

class CatalogStore;
class ProviderRegistry;

// Removes one provider from a profile, for `toolshelf provider remove` and the
// window alike: its settings (saved at once), its secrets from the keychain,
// and what the catalog files under its name (cached tools, pins, overrides),
// so nothing of it attaches to a later provider of the same name. A managed
// provider stays; the user's own one it shadows can go, and then the catalog
// data, which is the managed one's, stays.
class ProviderRemoval final : public QObject
{
    Q_OBJECT

public:
    // What removing a name takes away.
    struct Target
    {
        Provider provider;
        // The user's own provider, set aside for a managed one of its name.
        bool shadowed = false;
    };

    // The provider `name` removes, or why it cannot be removed (translated).
    static std::variant<Target, QString> target(const ProviderRegistry &registry,
                                                const QString &name);
    // The confirmation's plain text: what goes and what stays.
    static QString question(const Target &target, const ProviderFootprint &footprint);

    ProviderRemoval(ProviderRegistry *registry, CredentialStore *credentials, CatalogStore *catalog,
                    QObject *parent = nullptr);

    // Removes the provider from the registry and saves it, then removes its
    // secrets and catalog data. Returns why nothing was removed, or nothing:
    // then finished() follows, always later.
    std::optional<QString> start(const QString &name);

Q_SIGNALS:
    // `ok` is false when catalog data or a secret stayed behind; `message`
    // (translated, plain, provider text escaped) says what was removed and
    // what to do about what was not.
    void finished(bool ok, const QString &message);

private:
    void finishWhenDone();

    ProviderRegistry *m_registry;
    CredentialStore *m_credentials;
    CatalogStore *m_catalog;
    std::optional<Target> m_target;
    bool m_catalogDone = false;
    bool m_secretsDone = false;
    QString m_catalogProblem;
    // Why the keychain kept the secrets (empty: they are gone).
    QString m_secretFailure;
};

} // namespace Toolshelf

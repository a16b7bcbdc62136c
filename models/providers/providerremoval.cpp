// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/providerremoval.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "providers/providerregistry.h"
#include "providers/secretremoval.h"

#include <QPointer>

namespace Toolshelf {

std::variant<ProviderRemoval::Target, QString>
ProviderRemoval::target(const ProviderRegistry &registry, const QString &name)
{
    const std::optional<Provider> found = registry.find(name);
    if (found && found->locked) {
        for (const Provider &own : registry.shadowed()) {
            if (own.name == name)
                return Target {own, true};
        }
        return tr("\"%1\" is managed by your administrator and cannot be removed")
            .arg(TextSafety::escapeLine(name));
    }
    if (!found)
        return tr("no provider named \"%1\"").arg(TextSafety::escapeLine(name));
    return Target {*found, false};
}

QString ProviderRemoval::question(const Target &target, const ProviderFootprint &footprint)
{
    const QString name = TextSafety::escapeLine(target.provider.name);
    if (target.shadowed)
        return tr("Remove your own provider %1 (%2)? It is not used: your administrator's %1 "
                  "takes its place, and stays, with its tools, pins and edited texts. Your own "
                  "one's settings and secrets are removed.")
            .arg(name, TextSafety::escapeLine(target.provider.baseUrl.toDisplayString()));
    QStringList goes;
    goes.append(tr("its settings and its secrets in the keychain"));
    goes.append(tr("its %n cached tool(s), which a sync fetches again if you add it back", nullptr,
                   int(footprint.tools)));
    if (footprint.pins > 0)
        goes.append(tr("your %n pin(s) of its tools", nullptr, int(footprint.pins)));
    if (footprint.overrides > 0)
        goes.append(tr("%n text(s) you edited for its tools", nullptr, int(footprint.overrides)));
    QString text = tr("Remove the provider %1 (%2)? This removes %3.")
                       .arg(name, TextSafety::escapeLine(target.provider.baseUrl.toDisplayString()),
                            goes.join(QStringLiteral("; ")));
    if (footprint.pins > 0 || footprint.overrides > 0)
        text += u' '
            + tr("Pins and edited texts are not kept for a later provider of the same name, "
                 "which may be another server. To keep them, export its tools as a bundle "
                 "first.");
    text += u' ' + tr("Procedures that name its tools will show them as unknown.");
    return text;
}

ProviderRemoval::ProviderRemoval(ProviderRegistry *registry, CredentialStore *credentials,
                                 CatalogStore *catalog, QObject *parent)
    : QObject(parent)
    , m_registry(registry)
    , m_credentials(credentials)
    , m_catalog(catalog)
{ }

std::optional<QString> ProviderRemoval::start(const QString &name)
{
    if (m_target)
        return tr("a removal is already under way");
    auto found = target(*m_registry, name);
    if (const auto *problem = std::get_if<QString>(&found))
        return *problem;
    const Target removed = std::get<Target>(found);
    const ProviderRegistry before = *m_registry;
    if (const auto problem
        = removed.shadowed ? m_registry->removeShadowed(name) : m_registry->remove(name))
        return problem;
    QString error;
    if (!m_registry->save(&error)) {
        // The registry in memory stays what is on disk.
        *m_registry = before;
        return error;
    }
    m_target = removed;
    m_catalogDone = false;
    m_secretsDone = false;
    m_catalogProblem.clear();
    auto *secrets = new SecretRemoval(m_credentials, this);
    connect(secrets, &SecretRemoval::finished, this,
            [this, secrets](const QHash<QString, QString> &failures) {
                secrets->deleteLater();
                m_secretFailure = failures.value(m_target->provider.id);
                m_secretsDone = true;
                finishWhenDone();
            });
    secrets->start({removed.provider});
    // A shadowed provider's name is the managed one's now: its catalog data stays.
    if (removed.shadowed) {
        m_catalogDone = true;
        return std::nullopt;
    }
    m_catalog->run(
        [name](CatalogDatabase &db) {
            QString problem;
            return db.removeProvider(name, &problem) ? QString() : problem;
        },
        this,
        [this](const QString &problem) {
            m_catalogProblem = problem;
            m_catalogDone = true;
            finishWhenDone();
        });
    return std::nullopt;
}

void ProviderRemoval::finishWhenDone()
{
    if (!m_target || !m_catalogDone || !m_secretsDone)
        return;
    const Target removed = *m_target;
    m_target.reset();
    const QString name = TextSafety::escapeLine(removed.provider.name);
    QStringList problems;
    if (!m_catalogProblem.isEmpty())
        problems.append(tr("The catalog data of %1 was not removed: %2")
                            .arg(name, TextSafety::escapeLine(m_catalogProblem)));
    if (!m_secretFailure.isEmpty()) {
        // Never "Removed" alone: the secret is still there, and the user must know where.
        problems.append(
            tr("%1 was removed, but its secret was not: %2 The secret is filed under the "
               "removed provider's own identity, so no other provider ever receives it. To "
               "delete it, remove the entries \"%3\" and \"%4\" of the service \"%5\" with "
               "your keychain's manager (for example Passwords and Keys, KWalletManager or "
               "secret-tool).")
                .arg(name, m_secretFailure,
                     CredentialStore::keychainKey(removed.provider.id, SecretKind::Secret),
                     CredentialStore::keychainKey(removed.provider.id, SecretKind::RefreshToken),
                     m_credentials->keychainService()));
    }
    if (!problems.isEmpty())
        return Q_EMIT finished(false, problems.join(u'\n'));
    Q_EMIT finished(
        true,
        removed.shadowed
            ? tr("Removed your own provider %1; your administrator's %1 stays.").arg(name)
            : tr("Removed %1.").arg(name));
}

} // namespace Toolshelf

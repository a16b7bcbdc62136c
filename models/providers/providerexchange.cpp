// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/providerexchange.h"

#include "core/textsafety.h"
#include "providers/providerregistry.h"
#include "providers/secretbinding.h"

#include <QFile>
#include <QSaveFile>

namespace Toolshelf {

std::variant<ProviderExchange::Imported, ProviderExchange::Failure>
ProviderExchange::importFile(ProviderRegistry &registry, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Failure {tr("%1: %2").arg(path, file.errorString()), true};
    auto parsed = ProviderRegistry::fromJson(file.readAll());
    if (const auto *error = std::get_if<QString>(&parsed))
        return Failure {tr("%1: %2").arg(path, *error), true};
    // All or nothing: a refused provider leaves the profile as it was.
    ProviderRegistry changed = registry;
    Imported imported;
    for (const Provider &provider : std::get<QList<Provider>>(parsed)) {
        const std::optional<Provider> before = changed.find(provider.name);
        if (const auto problem = before ? changed.update(provider) : changed.add(provider))
            return Failure {*problem};
        ++(before ? imported.updated : imported.added);
        const Provider after = *changed.find(provider.name);
        if (before && before->auth != AuthMethod::None
            && SecretBinding::of(*before) != SecretBinding::of(after))
            imported.rebound.append({*before, after});
    }
    QString error;
    if (!changed.save(&error))
        return Failure {error};
    registry = changed;
    imported.summary
        = tr("Imported %1: %2 added, %3 updated.")
              .arg(path, QString::number(imported.added), QString::number(imported.updated));
    return imported;
}

std::variant<QString, ProviderExchange::Failure>
ProviderExchange::exportFile(const ProviderRegistry &registry, const QString &path)
{
    // Read back with the parser import uses before anything is written: a
    // file that import would refuse is not reported exported.
    // A local server is left out: the file that reads it back would refuse
    // to start a program (ProviderRegistry::fromJson()).
    QList<Provider> providers;
    QStringList local;
    for (const Provider &provider : registry.providers()) {
        if (isLocal(provider))
            local.append(TextSafety::escapeLine(provider.name));
        else
            providers.append(provider);
    }
    const QByteArray json = ProviderRegistry::toJson(providers);
    const auto readBack = ProviderRegistry::fromJson(json);
    if (const auto *problem = std::get_if<QString>(&readBack))
        return Failure {
            tr("the providers are not exported: %1").arg(TextSafety::escapeLine(*problem))};
    if (ProviderRegistry::toJson(std::get<QList<Provider>>(readBack)) != json)
        return Failure {tr("the providers are not exported: they read back with other values "
                           "than were written")};
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit())
        return Failure {tr("%1: %2").arg(path, file.errorString())};
    const QString exported
        = tr("Exported %n provider(s) to %1.", nullptr, int(providers.size())).arg(path);
    if (local.isEmpty())
        return exported;
    return exported + u' '
        + tr("Left out the local servers %1: a provider file never starts a program.")
              .arg(local.join(QStringLiteral(", ")));
}

QString ProviderExchange::reboundMessage(const Provider &before, const Provider &after,
                                         const std::optional<QString> &removalFailure)
{
    const QString name = TextSafety::escapeLine(after.name);
    const QString was = SecretBinding::of(before).summary();
    const QString now = SecretBinding::of(after).summary();
    return removalFailure
        ? tr("%1 now uses %2 instead of %3. Its stored secret could not be removed (%4), but "
             "it is never sent with the new settings.")
              .arg(name, now, was, *removalFailure)
        : tr("%1 now uses %2 instead of %3: its stored secret was removed, so it is never sent "
             "there.")
              .arg(name, now, was);
}

} // namespace Toolshelf

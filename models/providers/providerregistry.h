// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/profile.h"
#include "providers/provider.h"

#include <QCoreApplication>
#include <QList>

#include <optional>
#include <variant>

namespace Toolshelf {

// The profile's configured providers: the user's own (providers.json in the
// profile) and the administrator's managed ones, which appear locked. Provider
// files carry no secrets, and a file that tries to is refused. Each provider
// has an id, the identity its secrets are filed under: the profile's file
// keeps the ids of the user's providers, and nothing else ever sets one.
class ProviderRegistry
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ProviderRegistry)

public:
    explicit ProviderRegistry(Profile profile);

    // Reads the managed file (if any) and the user's file. A user provider
    // with a managed provider's name is shadowed: kept in the user's file but
    // set aside, never used and never merged into the managed one. User
    // providers without an id (a file of an earlier version) get one, and
    // the file is written at once so the id lasts.
    bool load(QString *error);
    // Writes the user's providers atomically, shadowed ones included; managed
    // ones stay in their file.
    bool save(QString *error) const;

    // The providers in use: the managed ones, then the user's own.
    QList<Provider> providers() const { return m_providers; }
    std::optional<Provider> find(const QString &name) const;
    // The user's own providers that a managed provider of the same name shadows.
    QList<Provider> shadowed() const { return m_shadowed; }
    // Why `own` is not used and what to do about it; translated.
    static QString shadowedReason(const Provider &own);

    // Each returns an error message, or nothing on success. They change the
    // registry in memory; save() writes it. add() gives the provider a new
    // id; update() keeps the one it has, whatever `provider` carries.
    std::optional<QString> add(const Provider &provider);
    std::optional<QString> update(const Provider &provider);
    std::optional<QString> remove(const QString &name);
    // Removes the user's own provider that a managed one shadows.
    std::optional<QString> removeShadowed(const QString &name);

    // Provider files to exchange: {"version": 1, "providers": [...]}. They
    // never carry ids: whatever reads them gives its own. Nor do they start
    // programs: fromJson() refuses a local server, which only the user's own
    // and the administrator's files may hold.
    static QByteArray toJson(const QList<Provider> &providers);
    // `localServers` Kept reads them as data that starts nothing by itself
    // (a bundle's manifest, whose import only ever reuses one the user added).
    enum class LocalServers { Refused, Kept };
    static std::variant<QList<Provider>, QString>
    fromJson(const QByteArray &json, LocalServers localServers = LocalServers::Refused);
    // Checks one provider's settings; nothing when they are usable.
    static std::optional<QString> validate(const Provider &provider);
    // A local server's part of validate(): an MCP server's command line and
    // an environment without secrets.
    static std::optional<QString> validateLocal(const Provider &provider);
    // A declaration-files provider's part: an absolute path on this computer
    // read without signing in, or an https URL.
    static std::optional<QString> validateFiles(const Provider &provider);

private:
    // Gives ids to the user's providers that lack a usable one; true if any did.
    bool assignIds(QList<Provider> &own) const;

    Profile m_profile;
    QList<Provider> m_providers;
    QList<Provider> m_shadowed;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/provider.h"

#include <QCoreApplication>
#include <QList>

#include <optional>
#include <utility>
#include <variant>

namespace Toolshelf {

class ProviderRegistry;

// Provider files ({"version": 1, "providers": [...]}) into and out of a
// profile's registry, with the same checks and messages for
// `toolshelf provider import|export` and the window. Files never carry
// secrets; an import that moves a provider to other origins says so, and its
// caller removes the secret given for the old ones.
class ProviderExchange
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ProviderExchange)

public:
    struct Imported
    {
        int added = 0;
        int updated = 0;
        // Updated providers whose secret was given for other settings:
        // {before, after}. Their secrets are to be removed.
        QList<std::pair<Provider, Provider>> rebound;
        // "Imported FILE: 1 added, 2 updated."
        QString summary;
    };
    struct Failure
    {
        QString message;
        // The file could not be read or is no provider file (rather than refused).
        bool unreadable = false;
    };

    // Reads `path` and adds its providers, or updates those of the same name;
    // all or nothing, saved at once. On failure the registry is as it was.
    static std::variant<Imported, Failure> importFile(ProviderRegistry &registry,
                                                      const QString &path);
    // Writes every provider in use to `path`, once what is written reads back
    // the same with import's parser. Returns what to tell the user, or the failure.
    static std::variant<QString, Failure> exportFile(const ProviderRegistry &registry,
                                                     const QString &path);

    // What an import that moved `before` to `after` did with its secret;
    // `removalFailure` is why the keychain kept it, if it did.
    static QString reboundMessage(const Provider &before, const Provider &after,
                                  const std::optional<QString> &removalFailure);
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sharing/bundle.h"
#include "sharing/bundleplan.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace Toolshelf {

class CatalogDatabase;
class UserDataEditor;
class ProviderRegistry;

// Turns a read bundle into a plan, and applies a plan: its providers to the
// registry (first, so no catalog row names a provider the profile lacks),
// then its tools and overrides to the catalog in one transaction.
class BundleImport
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::BundleImport)

public:
    // On the catalog's thread; `configured` are the profile's providers.
    // Why a bundle whose tools come from a local server not configured here
    // cannot be imported, and what to do.
    static QString needsLocalServer(const Provider &bundled);
    static BundlePlan plan(const Bundle &bundle, const QList<Provider> &configured,
                           const CatalogDatabase &database);
    // Stores and pins every tool and writes the new overrides (and, with
    // `replaceConflicts`, the conflicting ones) as one transaction: on any
    // failure the catalog is left exactly as it was.
    // The pins and overrides are written through `editor` (CatalogService's).
    static bool apply(const Bundle &bundle, const BundlePlan &plan, bool replaceConflicts,
                      CatalogDatabase &database, UserDataEditor &editor, QString *error);
    // Adds the plan's new providers to `registry` and saves it; returns their
    // names, or nothing with `error` set and the registry as it was.
    static std::optional<QStringList> addProviders(const BundlePlan &plan,
                                                   ProviderRegistry &registry, QString *error);
    // Takes out what addProviders() added, when the catalog refused the import.
    static void removeProviders(const QStringList &added, ProviderRegistry &registry);
    // A name for a provider that must not take `wanted`'s place: "NAME
    // (imported)", "NAME (imported 2)", ... that none of `taken` has.
    static QString distinctName(const QString &wanted, const QStringList &taken);
};

} // namespace Toolshelf

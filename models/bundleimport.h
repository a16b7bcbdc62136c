#pragma once

#include "bundle.h"
#include "bundleplan.h"

#include <QCoreApplication>
#include <QList>

namespace Toolshelf {

class CatalogDatabase;

// Turns a read bundle into a plan, and applies a plan to the catalog in one
// transaction. Providers are the caller's to add to its registry.
class BundleImport
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::BundleImport)

public:
    // On the catalog's thread; `configured` are the profile's providers.
    static BundlePlan plan(const Bundle &bundle, const QList<Provider> &configured,
                           const CatalogDatabase &database);
    // Stores and pins every tool and writes the new overrides (and, with
    // `replaceConflicts`, the conflicting ones) as one transaction: on any
    // failure the catalog is left exactly as it was.
    static bool apply(const Bundle &bundle, const BundlePlan &plan, bool replaceConflicts,
                      CatalogDatabase &database, QString *error);
    // A name for a provider that must not take `wanted`'s place: "NAME
    // (imported)", "NAME (imported 2)", ... that none of `taken` has.
    static QString distinctName(const QString &wanted, const QStringList &taken);
};

} // namespace Toolshelf

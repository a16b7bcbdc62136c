// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "providers/provider.h"
#include "sharing/bundle.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <variant>

namespace Toolshelf {

class CatalogDatabase;

// Puts a curated set of tools into a bundle zip (format: bundlemanifest.h).
class BundleWriter
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::BundleWriter)

public:
    // On the catalog's thread. Each tool at its pinned version, else the one
    // the catalog displays, with its overrides; `configured` supplies the
    // providers (a tool whose provider is not configured cannot be bundled).
    static std::variant<Bundle, QString> collect(const CatalogDatabase &database,
                                                 const QList<ToolSummary> &tools,
                                                 const QList<Provider> &configured,
                                                 const QString &createdBy);
    // Writes atomically: `path` is either the whole new bundle or untouched.
    // The zip is first read back with BundleReader, as an import reads it; a
    // bundle that does not read back as written is refused with the reason.
    static bool write(const Bundle &bundle, const QString &path, QString *error);
    // The entry name of the index'th tool: never a separator, dot-dot or control.
    static QString entryName(qsizetype index, const QString &toolName);
};

} // namespace Toolshelf

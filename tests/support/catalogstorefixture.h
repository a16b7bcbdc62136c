// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Opens a CatalogStore for tests of what syncs into it, waiting until its
// thread has opened the database.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"

#include <QObject>
#include <QString>
#include <QTest>

#include <optional>

namespace CatalogStoreFixture {

// The error, empty once `store` has opened the catalog at `path`.
inline QString open(Toolshelf::CatalogStore &store, const QString &path)
{
    QObject context;
    std::optional<QString> result;
    store.run(
        [path](Toolshelf::CatalogDatabase &db) {
            QString error;
            return db.open(path, &error) ? QString() : error;
        },
        &context, [&result](const QString &error) { result = error; });
    if (!QTest::qWaitFor([&result] { return result.has_value(); }, 5000))
        return QStringLiteral("the catalog did not open within 5 s");
    return *result;
}

} // namespace CatalogStoreFixture

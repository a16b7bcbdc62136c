// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSqlDatabase>
#include <QString>

namespace Toolshelf {

// One write transaction on a catalog connection, rolled back unless committed,
// so every early return leaves the file exactly as it was.
class CatalogDatabaseTransaction
{
    Q_DISABLE_COPY_MOVE(CatalogDatabaseTransaction)

public:
    explicit CatalogDatabaseTransaction(const QSqlDatabase &db);
    ~CatalogDatabaseTransaction();

    // BEGIN IMMEDIATE takes the write lock up front: a busy file then fails
    // here, after the busy timeout, instead of half-way through the writes.
    // `nested`: inside another transaction on the connection, a savepoint, so
    // the outer transaction still decides whether anything is kept.
    bool begin(QString *error, bool nested = false);
    bool commit(QString *error);

private:
    QSqlDatabase m_db;
    bool m_active = false;
    bool m_nested = false;
};

} // namespace Toolshelf

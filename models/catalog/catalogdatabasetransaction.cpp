// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogdatabasetransaction.h"

#include <QSqlError>
#include <QSqlQuery>

namespace Toolshelf {

namespace {

bool execute(const QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    if (error)
        *error = query.lastError().text();
    return false;
}

} // namespace

CatalogDatabaseTransaction::CatalogDatabaseTransaction(const QSqlDatabase &db)
    : m_db(db)
{ }

CatalogDatabaseTransaction::~CatalogDatabaseTransaction()
{
    if (!m_active)
        return;
    if (m_nested) {
        execute(m_db, QStringLiteral("ROLLBACK TO toolshelf_nested"), nullptr);
        execute(m_db, QStringLiteral("RELEASE toolshelf_nested"), nullptr);
    } else {
        execute(m_db, QStringLiteral("ROLLBACK"), nullptr);
    }
}

bool CatalogDatabaseTransaction::begin(QString *error, bool nested)
{
    m_nested = nested;
    m_active = execute(m_db,
                       nested ? QStringLiteral("SAVEPOINT toolshelf_nested")
                              : QStringLiteral("BEGIN IMMEDIATE"),
                       error);
    return m_active;
}

bool CatalogDatabaseTransaction::commit(QString *error)
{
    if (!execute(m_db,
                 m_nested ? QStringLiteral("RELEASE toolshelf_nested") : QStringLiteral("COMMIT"),
                 error))
        return false; // still active: the destructor rolls back
    m_active = false;
    return true;
}

} // namespace Toolshelf

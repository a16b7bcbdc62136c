// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogconnection.h"

#include "catalog/catalogdatabasetransaction.h"

#include <QAtomicInteger>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace Toolshelf {

namespace {

// Qt finds connections by name in a process-wide registry: every instance
// needs its own, or two catalogs (the app's and a test's) would share one.
QString uniqueConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("toolshelf-catalog-%1").arg(counter.fetchAndAddRelaxed(1) + 1);
}

void bindPositional(QSqlQuery &query, const QVariantList &values)
{
    for (qsizetype i = 0; i < values.size(); ++i)
        query.bindValue(static_cast<int>(i), values.at(i));
}

void bindNamed(QSqlQuery &query, const QVariantMap &values)
{
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        query.bindValue(it.key(), it.value());
}

} // namespace

CatalogConnection::~CatalogConnection()
{
    close();
}

bool CatalogConnection::open(const QString &path, QString *error)
{
    close();
    m_connectionName = uniqueConnectionName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    if (!m_db.isValid()) {
        close();
        return fail(tr("Qt's SQLite driver (QSQLITE) is not installed."), error);
    }
    m_db.setDatabaseName(path);
    if (!m_db.open()) {
        const QString message
            = tr("Cannot open the catalog %1: %2").arg(path, m_db.lastError().text());
        close();
        return fail(message, error);
    }
    m_lastError.clear();
    return true;
}

void CatalogConnection::close()
{
    if (m_connectionName.isEmpty())
        return;
    m_db.close();
    // removeDatabase() warns while any handle to the connection is alive.
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
}

qint64 CatalogConnection::now() const
{
    return m_clock ? m_clock().toMSecsSinceEpoch() : QDateTime::currentMSecsSinceEpoch();
}

bool CatalogConnection::fail(const QString &message, QString *error) const
{
    m_lastError = message;
    if (error)
        *error = message;
    return false;
}

QString CatalogConnection::sqlError(const QSqlQuery &query) const
{
    return tr("Catalog database error: %1").arg(query.lastError().text());
}

bool CatalogConnection::begin(CatalogDatabaseTransaction &transaction, QString *error)
{
    QString message;
    if (transaction.begin(&message, m_transactionDepth > 0))
        return true;
    return fail(tr("Catalog database error: %1").arg(message), error);
}

bool CatalogConnection::commit(CatalogDatabaseTransaction &transaction, QString *error,
                               bool catalogChanged)
{
    // In the same transaction: the counter moves exactly when the catalog does,
    // for every connection and across runs.
    if (catalogChanged
        && !run(QStringLiteral("UPDATE catalog_state SET revision = revision + 1"), {}, error))
        return false;
    QString message;
    if (transaction.commit(&message))
        return true;
    return fail(tr("Catalog database error: %1").arg(message), error);
}

bool CatalogConnection::inTransaction(const std::function<bool(QString *)> &work, QString *error)
{
    CatalogDatabaseTransaction transaction(m_db);
    if (!begin(transaction, error))
        return false;
    ++m_transactionDepth;
    const bool ok = work(error);
    --m_transactionDepth;
    if (!ok && error && error->isEmpty())
        *error = m_lastError;
    // On failure the transaction's destructor rolls everything back.
    return ok && commit(transaction, error);
}

bool CatalogConnection::run(const QString &sql, const QVariantList &values, QString *error,
                            qsizetype *affected)
{
    QSqlQuery query(m_db);
    if (!query.prepare(sql))
        return fail(sqlError(query), error);
    bindPositional(query, values);
    if (!query.exec())
        return fail(sqlError(query), error);
    if (affected)
        *affected = query.numRowsAffected();
    return true;
}

bool CatalogConnection::runNamed(const QString &sql, const QVariantMap &values, QString *error,
                                 qsizetype *affected)
{
    QSqlQuery query(m_db);
    if (!query.prepare(sql))
        return fail(sqlError(query), error);
    bindNamed(query, values);
    if (!query.exec())
        return fail(sqlError(query), error);
    if (affected)
        *affected = query.numRowsAffected();
    return true;
}

bool CatalogConnection::selectRow(const QString &sql, const QVariantList &values, QVariantList *row,
                                  QString *error) const
{
    row->clear();
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        return fail(sqlError(query), error);
    bindPositional(query, values);
    if (!query.exec())
        return fail(sqlError(query), error);
    if (query.next()) {
        const int columns = query.record().count();
        for (int i = 0; i < columns; ++i)
            row->append(query.value(i));
    }
    return true;
}

bool CatalogConnection::selectRows(const QString &sql, const QVariantList &values,
                                   const std::function<void(const QSqlQuery &)> &each,
                                   QString *error) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        return fail(sqlError(query), error);
    bindPositional(query, values);
    return stepRows(query, each, error);
}

bool CatalogConnection::selectRowsNamed(const QString &sql, const QVariantMap &values,
                                        const std::function<void(const QSqlQuery &)> &each,
                                        QString *error) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        return fail(sqlError(query), error);
    bindNamed(query, values);
    return stepRows(query, each, error);
}

bool CatalogConnection::stepRows(QSqlQuery &query,
                                 const std::function<void(const QSqlQuery &)> &each,
                                 QString *error) const
{
    if (!query.exec())
        return fail(sqlError(query), error);
    while (query.next())
        each(query);
    // Some errors (a malformed FTS5 expression, a corrupt page) surface only
    // while stepping through the rows.
    if (query.lastError().isValid())
        return fail(sqlError(query), error);
    return true;
}

} // namespace Toolshelf

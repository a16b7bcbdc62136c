#include "catalog/catalogdatabase.h"
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

CatalogDatabase::CatalogDatabase() = default;

CatalogDatabase::~CatalogDatabase()
{
    close();
}

bool CatalogDatabase::open(const QString &path, QString *error)
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
    QString message;
    if (!configure(&message) || !migrate(&message) || !createTempTables(&message)) {
        close();
        return fail(tr("Cannot open the catalog %1: %2").arg(path, message), error);
    }
    m_path = path;
    m_lastError.clear();
    return true;
}

void CatalogDatabase::close()
{
    if (m_connectionName.isEmpty())
        return;
    m_db.close();
    // removeDatabase() warns while any handle to the connection is alive.
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
    m_path.clear();
}

bool CatalogDatabase::isOpen() const
{
    return m_db.isOpen();
}

qint64 CatalogDatabase::now() const
{
    return m_clock ? m_clock().toMSecsSinceEpoch() : QDateTime::currentMSecsSinceEpoch();
}

bool CatalogDatabase::fail(const QString &message, QString *error) const
{
    m_lastError = message;
    if (error)
        *error = message;
    return false;
}

QString CatalogDatabase::sqlError(const QSqlQuery &query) const
{
    return tr("Catalog database error: %1").arg(query.lastError().text());
}

bool CatalogDatabase::begin(CatalogDatabaseTransaction &transaction, QString *error)
{
    QString message;
    if (transaction.begin(&message, m_transactionDepth > 0))
        return true;
    return fail(tr("Catalog database error: %1").arg(message), error);
}

bool CatalogDatabase::commit(CatalogDatabaseTransaction &transaction, QString *error,
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

bool CatalogDatabase::inTransaction(const std::function<bool(QString *)> &work, QString *error)
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

bool CatalogDatabase::run(const QString &sql, const QVariantList &values, QString *error,
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

bool CatalogDatabase::runNamed(const QString &sql, const QVariantMap &values, QString *error,
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

bool CatalogDatabase::selectRow(const QString &sql, const QVariantList &values, QVariantList *row,
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

bool CatalogDatabase::selectRows(const QString &sql, const QVariantList &values,
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

bool CatalogDatabase::selectRowsNamed(const QString &sql, const QVariantMap &values,
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

bool CatalogDatabase::stepRows(QSqlQuery &query, const std::function<void(const QSqlQuery &)> &each,
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

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <functional>
#include <utility>

class QSqlQuery;

namespace Toolshelf {

class CatalogDatabaseTransaction;

// One SQLite connection to a catalog file and the statements every part of
// the catalog runs on it (CatalogDatabase, which owns it, lists the parts).
// Qt ties the connection to the thread that opened it: use it only there.
// Each statement prepares its own query and finishes it before returning;
// a failure is kept as lastError() and given to the caller's `error`.
class CatalogConnection final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CatalogDatabase)
    Q_DISABLE_COPY_MOVE(CatalogConnection)

public:
    CatalogConnection() = default;
    ~CatalogConnection();

    // Opens the file; the schema is the caller's (CatalogSchema).
    bool open(const QString &path, QString *error);
    void close();
    bool isOpen() const { return m_db.isOpen(); }
    const QSqlDatabase &database() const { return m_db; }

    // The last failure of a call that has no error parameter.
    QString lastError() const { return m_lastError; }
    void clearLastError() const { m_lastError.clear(); }
    // Records `message` as lastError() and in `error`; returns false.
    bool fail(const QString &message, QString *error) const;
    QString sqlError(const QSqlQuery &query) const;

    // Milliseconds since the epoch, by the clock tests may set.
    qint64 now() const;
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }
    // Called inside a sync's commit, before it is committed: tests kill the
    // process there.
    void setBeforeCommitHook(std::function<void()> hook) { m_beforeCommit = std::move(hook); }
    void beforeCommit() const
    {
        if (m_beforeCommit)
            m_beforeCommit();
    }

    // Transactions begun inside inTransaction() are savepoints of it.
    bool begin(CatalogDatabaseTransaction &transaction, QString *error);
    // `catalogChanged`: false for writes that only touch sync bookkeeping;
    // otherwise the catalog's revision moves in the same transaction.
    bool commit(CatalogDatabaseTransaction &transaction, QString *error,
                bool catalogChanged = true);
    bool inTransaction(const std::function<bool(QString *error)> &work, QString *error);

    // Statements with positional (?) or named (:name) values.
    bool run(const QString &sql, const QVariantList &values, QString *error,
             qsizetype *affected = nullptr);
    bool runNamed(const QString &sql, const QVariantMap &values, QString *error,
                  qsizetype *affected = nullptr);
    // Leaves `row` empty when nothing matches; false only on an SQL error.
    bool selectRow(const QString &sql, const QVariantList &values, QVariantList *row,
                   QString *error) const;
    bool selectRows(const QString &sql, const QVariantList &values,
                    const std::function<void(const QSqlQuery &)> &each, QString *error) const;
    bool selectRowsNamed(const QString &sql, const QVariantMap &values,
                         const std::function<void(const QSqlQuery &)> &each, QString *error) const;
    // Runs a prepared, bound query and hands each row to `each`.
    bool stepRows(QSqlQuery &query, const std::function<void(const QSqlQuery &)> &each,
                  QString *error) const;

private:
    QSqlDatabase m_db;
    QString m_connectionName;
    mutable QString m_lastError;
    int m_transactionDepth = 0;
    std::function<QDateTime()> m_clock;
    std::function<void()> m_beforeCommit;
};

} // namespace Toolshelf

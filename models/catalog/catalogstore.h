// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogdatabase.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <memory>

namespace Toolshelf {

class CatalogService;

// The catalog database behind a worker thread: the one connection lives
// there, so SQLite work never blocks the GUI or the network. Work is posted
// in order (FIFO), so a stage posted before a commit is applied before it.
class CatalogStore final : public QObject
{
    Q_OBJECT

public:
    explicit CatalogStore(QObject *parent = nullptr);
    // Waits for work already posted, then closes the database on its thread.
    ~CatalogStore() override;

    // Opens the database file, waiting for the worker thread. Only for start-up,
    // before any window or network work exists that waiting could hold up.
    bool open(const QString &path, QString *error);

    // Runs `work(database)` on the worker thread, then `then(result)` on this
    // store's thread (where `context` must live too), unless `context` is gone
    // by then. The answer is posted to the store, which outlives its worker,
    // and the context is checked where it lives: a context deleted meanwhile
    // is never touched.
    template<typename Work, typename Then> void run(Work work, QObject *context, Then then)
    {
        QMetaObject::invokeMethod(
            m_worker,
            [store = this, database = m_database.get(), work = std::move(work),
             context = QPointer<QObject>(context), then = std::move(then)]() mutable {
                auto result = work(*database);
                QMetaObject::invokeMethod(
                    store, [context, then = std::move(then), result = std::move(result)]() mutable {
                        if (context)
                            then(std::move(result));
                    });
            });
    }

    // Every write of the user's data goes through it (pins, overrides...).
    CatalogService &userData() { return *m_userData; }

    // Where searches keep their index between runs (SearchIndexCache); empty
    // for nowhere. Set once, before any CatalogSearch on this store exists.
    void setSearchIndexCacheFile(const QString &file) { m_searchIndexCacheFile = file; }
    QString searchIndexCacheFile() const { return m_searchIndexCacheFile; }

    // Work whose answer nobody waits for (its failure is recorded in the database).
    template<typename Work> void post(Work work)
    {
        QMetaObject::invokeMethod(
            m_worker,
            [database = m_database.get(), work = std::move(work)]() mutable { work(*database); });
    }

private:
    QThread m_thread;
    // Lives on m_thread; only ever a context for invokeMethod.
    QObject *m_worker;
    // Used only on m_thread, through run() and post().
    std::unique_ptr<CatalogDatabase> m_database;
    QString m_searchIndexCacheFile;
    CatalogService *m_userData; // a child
};

} // namespace Toolshelf

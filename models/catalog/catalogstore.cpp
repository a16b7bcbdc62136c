// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogstore.h"

#include "catalog/catalogservice.h"

namespace Toolshelf {

CatalogStore::CatalogStore(QObject *parent)
    : QObject(parent)
    , m_worker(new QObject)
    , m_database(std::make_unique<CatalogDatabase>())
    , m_userData(new CatalogService(this))
{
    m_thread.setObjectName(QStringLiteral("catalog database"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    // Storing can wait; receiving pages and the GUI cannot.
    m_thread.start(QThread::LowPriority);
}

bool CatalogStore::open(const QString &path, QString *error)
{
    bool ok = false;
    QMetaObject::invokeMethod(
        m_worker, [&, database = m_database.get()] { ok = database->open(path, error); },
        Qt::BlockingQueuedConnection);
    return ok;
}

CatalogStore::~CatalogStore()
{
    // The connection must be closed on the thread that used it.
    QMetaObject::invokeMethod(
        m_worker, [database = m_database.get()] { database->close(); },
        Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

} // namespace Toolshelf

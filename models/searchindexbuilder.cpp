#include "searchindexbuilder.h"

#include "catalogdatabase.h"
#include "searchindex.h"
#include "searchindexcache.h"

#include <QAtomicInteger>
#include <QSqlDatabase>
#include <QSqlError>

namespace Toolshelf {

namespace {

// Qt registers connections by name process-wide; each build opens its own.
QString uniqueConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("toolshelf-search-index-%1").arg(counter.fetchAndAddRelaxed(1) + 1);
}

// Runs on the builder's thread: the connection is added, used and removed there.
std::unique_ptr<SearchIndex> buildFrom(const QString &path, const std::atomic<bool> &cancel,
                                       QString *error, CatalogRevision *revision)
{
    const QString name = uniqueConnectionName();
    std::unique_ptr<SearchIndex> index;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        // Read-only: a reader never blocks the catalog's writer under WAL.
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        db.setDatabaseName(path);
        if (db.open())
            index = CatalogDatabase::readSearchIndex(db, &cancel, error, revision);
        else
            *error = CatalogDatabase::tr("Cannot open the catalog %1: %2")
                         .arg(path, db.lastError().text());
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return index;
}

} // namespace

SearchIndexBuilder::SearchIndexBuilder(QObject *parent)
    : QObject(parent)
    , m_worker(new QObject)
{
    m_thread.setObjectName(QStringLiteral("search index"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    // Keystrokes and the catalog's own work come first.
    m_thread.start(QThread::LowPriority);
}

SearchIndexBuilder::~SearchIndexBuilder()
{
    m_waiting.reset();
    if (m_cancel)
        m_cancel->store(true);
    m_thread.quit();
    m_thread.wait();
}

void SearchIndexBuilder::request(const QString &path, Revision revision)
{
    const Job job {path, revision};
    if (m_running) {
        if (!m_cancel->load() && m_running->path == path && m_running->revision == revision)
            return;
        // The running build describes a catalog that is gone: stop it.
        m_cancel->store(true);
        m_waiting = job;
        return;
    }
    start(job);
}

void SearchIndexBuilder::start(const Job &job)
{
    m_running = job;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    ++m_builds;
    QMetaObject::invokeMethod(
        m_worker,
        [this, path = job.path, cancel = m_cancel, hook = m_beforeBuild, cacheFile = m_cacheFile] {
            if (hook)
                hook();
            QString error;
            std::shared_ptr<const SearchIndex> index;
            CatalogRevision revision;
            if (!cancel->load())
                index = buildFrom(path, *cancel, &error, &revision);
            const bool cancelled = cancel->load();
            // The builder outlives this job (its destructor waits for the
            // thread); an answer still queued when it is deleted is dropped.
            QMetaObject::invokeMethod(this, [this, index, revision, cancelled, error] {
                done(index, revision, cancelled, error);
            });
            // After handing the index over, so saving delays no answer; a
            // failure only costs the next start a build.
            if (index && !cancelled && !cacheFile.isEmpty())
                SearchIndexCache::save(cacheFile, *index, revision);
        });
}

void SearchIndexBuilder::load(const Revision &current)
{
    QMetaObject::invokeMethod(m_worker, [this, current, file = m_cacheFile] {
        CatalogRevision revision;
        std::shared_ptr<const SearchIndex> index;
        if (!file.isEmpty())
            index = SearchIndexCache::load(file, current, &revision);
        QMetaObject::invokeMethod(this,
                                  [this, index, revision] { Q_EMIT loaded(index, revision); });
    });
}

void SearchIndexBuilder::done(std::shared_ptr<const SearchIndex> index, const Revision &revision,
                              bool cancelled, const QString &error)
{
    const Revision requested = m_running->revision;
    m_running.reset();
    if (m_waiting) {
        const Job next = *m_waiting;
        m_waiting.reset();
        start(next);
        return;
    }
    if (cancelled)
        return;
    // A failed build read no revision: it failed at the one requested.
    Q_EMIT finished(index, index ? revision : requested, error);
}

} // namespace Toolshelf

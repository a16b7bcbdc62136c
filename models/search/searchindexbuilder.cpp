// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "search/searchindexbuilder.h"

#include "core/logcategories.h"
#include "search/searchindex.h"
#include "search/searchindexcache.h"
#include "search/searchindexreader.h"

#include <QElapsedTimer>

namespace Toolshelf {

SearchIndexBuilder::SearchIndexBuilder(QObject *parent)
    : QObject(parent)
{ }

SearchIndexBuilder::~SearchIndexBuilder()
{
    // m_queue then waits for the build, which stops at its next check.
    m_waiting.reset();
    if (m_cancel)
        m_cancel->store(true);
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
    m_queue.post([this, path = job.path, cancel = m_cancel, hook = m_beforeBuild,
                  cacheFile = m_cacheFile] {
        if (hook)
            hook();
        QElapsedTimer clock;
        clock.start();
        qCInfo(lcCatalog) << "search index: build started";
        QString error;
        std::shared_ptr<const SearchIndex> index;
        CatalogRevision revision;
        if (!cancel->load())
            index = SearchIndexReader::read(path, cacheFile, cancel.get(), &error, &revision);
        const bool cancelled = cancel->load();
        if (cancelled)
            qCInfo(lcCatalog) << "search index: build cancelled after" << clock.elapsed() << "ms";
        else if (index)
            qCInfo(lcCatalog) << "search index: built in" << clock.elapsed() << "ms,"
                              << index->size() << "tools";
        else
            qCWarning(lcCatalog).noquote()
                << QStringLiteral("search index: the build failed after %1 ms: %2")
                       .arg(clock.elapsed())
                       .arg(error);
        // The builder outlives this job (its queue waits for it); an
        // answer still queued when it is deleted is dropped.
        QMetaObject::invokeMethod(this, [this, index, revision, cancelled, error] {
            done(index, revision, cancelled, error);
        });
    });
}

void SearchIndexBuilder::load(const Revision &current)
{
    m_queue.post([this, current, file = m_cacheFile] {
        CatalogRevision revision;
        std::shared_ptr<const SearchIndex> index;
        if (!file.isEmpty())
            index = SearchIndexCache::load(file, current, &revision);
        if (index)
            qCInfo(lcCatalog) << "search index: loaded," << index->size() << "tools";
        else
            qCInfo(lcCatalog) << "search index: no saved index of this catalog; it is rebuilt";
        QMetaObject::invokeMethod(this,
                                  [this, index, revision] { Q_EMIT loaded(index, revision); });
    });
}

void SearchIndexBuilder::verify(const std::shared_ptr<const SearchIndex> &index)
{
    m_queue.post([this, index] {
        if (SearchIndexCache::verify(*index))
            return;
        qCWarning(lcCatalog) << "search index: the saved file is damaged (its digest differs);"
                                " it is rebuilt";
        QMetaObject::invokeMethod(this, [this, index] { Q_EMIT damaged(index); });
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

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "search/catalogsearch.h"

#include "catalog/catalogstore.h"
#include "search/searchindex.h"

namespace Toolshelf {

struct CatalogSearch::Answer
{
    // Superseded before or while it ran; nobody wants it.
    bool skipped = false;
    QList<ToolSummary> tools;
    qsizetype total = 0;
    qsizetype catalogSize = 0;
    QList<TagCount> tags;
    QList<GroupCount> groups;
    QString error;
    std::chrono::nanoseconds workTime {0};
    bool fromIndex = false;
    // The index did not describe the catalog as it is (or there was none):
    // build one of it.
    bool indexStale = false;
    QString path;
    SearchIndexBuilder::Revision revision;
};

CatalogSearch::CatalogSearch(CatalogStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(DefaultDebounce);
    connect(&m_debounce, &QTimer::timeout, this, &CatalogSearch::post);
    connect(&m_builder, &SearchIndexBuilder::finished, this, &CatalogSearch::indexBuilt);
    connect(&m_builder, &SearchIndexBuilder::loaded, this, &CatalogSearch::cacheLoaded);
    connect(&m_builder, &SearchIndexBuilder::damaged, this, &CatalogSearch::indexDamaged);
    m_verifyWhenIdle.setSingleShot(true);
    m_verifyWhenIdle.setInterval(VerifyAfterIdle);
    connect(&m_verifyWhenIdle, &QTimer::timeout, this, [this] {
        // Only the loaded index is unchecked; a build's replaced it otherwise.
        if (m_index && m_index == m_unverified.lock())
            m_builder.verify(m_index);
        m_unverified.reset();
    });
    const QString cacheFile = store->searchIndexCacheFile();
    if (cacheFile.isEmpty())
        return;
    // Queries wait for the saved index: reading it takes a fraction of what
    // one short prefix takes in SQL over a large catalog.
    m_loading = true;
    m_builder.setCacheFile(cacheFile);
    m_store->run([](CatalogDatabase &database) { return database.catalogRevision(); }, this,
                 [this](const CatalogRevision &revision) {
                     m_loadedAt = revision;
                     m_builder.load(revision);
                 });
}

void CatalogSearch::setBeforeIndexBuildHook(std::function<void()> hook)
{
    m_builder.setBeforeBuildHook(std::move(hook));
}

bool CatalogSearch::isIndexMapped() const
{
    return m_index && m_index->isMapped();
}

void CatalogSearch::setDebounce(std::chrono::milliseconds delay)
{
    m_debounce.setInterval(delay);
}

std::chrono::milliseconds CatalogSearch::debounce() const
{
    return m_debounce.intervalAsDuration();
}

void CatalogSearch::setQuery(const CatalogQuery &query)
{
    m_query = query;
    request();
    m_debounce.start();
}

void CatalogSearch::refresh()
{
    request();
    m_debounce.stop();
    post();
}

void CatalogSearch::request()
{
    if (m_verifyWhenIdle.isActive())
        m_verifyWhenIdle.start();
    // Workers on the catalog's thread skip a search asked again since.
    m_latest->store(m_questions.ask(), std::memory_order_relaxed);
    m_requested.start();
}

void CatalogSearch::post()
{
    if (m_loading) {
        m_postWhenLoaded = true;
        return;
    }
    CatalogQuery query = m_query;
    if (query.limit < 0)
        query.limit = m_limit;
    const StaleAnswers::Ticket sequence = m_questions.latest();
    m_store->run(
        [query, sequence, latest = m_latest, index = m_index,
         indexRevision = m_indexRevision](CatalogDatabase &database) {
            Answer answer;
            const auto superseded = [&] {
                answer.skipped = latest->load(std::memory_order_relaxed) != sequence;
                return answer.skipped;
            };
            answer.revision = database.catalogRevision();
            answer.path = database.path();
            answer.indexStale = !index || indexRevision != answer.revision;
            if (superseded())
                return answer;
            QElapsedTimer clock;
            clock.start();
            // A stale index still answers: its matches are those of a catalog
            // a moment ago, the rows are read as they are now (gone ones are
            // skipped), and the new index re-runs the query once it is in.
            // SQL takes up to a second for a short prefix over 100,000 tools.
            if (index) {
                const SearchIndex::Result found = index->search(query);
                answer.fromIndex = true;
                answer.total = found.total;
                answer.catalogSize = index->size();
                answer.tags = found.tags;
                answer.groups = found.groups;
                answer.tools = database.summaries(found.rowIds);
                answer.error = database.lastError();
                answer.workTime = std::chrono::nanoseconds(clock.nsecsElapsed());
                return answer;
            }
            answer.tools = database.search(query);
            answer.error = database.lastError();
            if (!answer.error.isEmpty() || superseded())
                return answer;
            // A page short of the limit holds every match from the offset on.
            const qsizetype rows = answer.tools.size();
            if ((query.limit < 0 || rows < query.limit) && (rows > 0 || query.offset == 0))
                answer.total = query.offset + rows;
            else
                answer.total = database.count(query);
            answer.error = database.lastError();
            if (!answer.error.isEmpty() || superseded())
                return answer;
            answer.tags = database.tagCounts(query);
            answer.error = database.lastError();
            if (!answer.error.isEmpty() || superseded())
                return answer;
            answer.groups = database.groupCounts(query);
            answer.error = database.lastError();
            if (!answer.error.isEmpty() || superseded())
                return answer;
            // Only until the index is in, which knows its size.
            answer.catalogSize = database.count(CatalogQuery());
            answer.error = database.lastError();
            answer.workTime = std::chrono::nanoseconds(clock.nsecsElapsed());
            return answer;
        },
        this,
        [this, sequence, requested = m_requested](const Answer &answer) {
            deliver(sequence, requested, answer);
        });
}

void CatalogSearch::fetchRows(qsizetype offset, qsizetype count)
{
    if (isPending() || offset < 0 || count <= 0)
        return;
    CatalogQuery query = m_query;
    query.offset = offset;
    query.limit = count;
    const StaleAnswers::Ticket sequence = m_questions.latest();
    m_store->run(
        [query, sequence, latest = m_latest, index = m_index](CatalogDatabase &database) {
            Answer answer;
            answer.skipped = latest->load(std::memory_order_relaxed) != sequence;
            if (answer.skipped)
                return answer;
            // The index the first rows came from, so the pages fit them.
            if (index)
                answer.tools = database.summaries(index->search(query).rowIds);
            else
                answer.tools = database.search(query);
            answer.error = database.lastError();
            return answer;
        },
        this,
        [this, sequence, offset](const Answer &answer) {
            if (answer.skipped || !m_questions.isCurrent(sequence))
                return;
            if (!answer.error.isEmpty())
                Q_EMIT failed(answer.error);
            else
                Q_EMIT rowsReady(offset, answer.tools);
        });
}

void CatalogSearch::deliver(quint64 sequence, const QElapsedTimer &requested, const Answer &answer)
{
    // The revision was read before this request, so the build's snapshot is
    // at least as new: an index labelled with it is never newer than its label.
    if (answer.indexStale && !answer.path.isEmpty() && m_failedAt != answer.revision
        && !(m_index && m_indexRevision == answer.revision))
        m_builder.request(answer.path, answer.revision);
    if (answer.skipped || !m_questions.isCurrent(sequence))
        return;
    m_answered = sequence;
    m_lastFromIndex = answer.fromIndex;
    m_lastStale = answer.fromIndex && answer.indexStale;
    m_lastLatency = std::chrono::nanoseconds(requested.nsecsElapsed());
    m_lastWorkTime = answer.workTime;
    m_lastCatalogSize = answer.catalogSize;
    if (!answer.error.isEmpty()) {
        Q_EMIT failed(answer.error);
    } else {
        m_lastGroups = answer.groups;
        Q_EMIT resultsReady(answer.tools, answer.total, answer.tags);
    }
}

void CatalogSearch::cacheLoaded(std::shared_ptr<const SearchIndex> index,
                                const CatalogRevision &revision)
{
    m_loading = false;
    // Older than the catalog, it still answers while a build catches up;
    // unless it is empty (saved before the first sync finished): it would
    // answer nothing, where SQL answers right.
    if (index && !m_index && (revision == m_loadedAt || index->size() > 0)) {
        m_index = std::move(index);
        m_indexRevision = revision;
        m_unverified = m_index;
        m_verifyWhenIdle.start();
    }
    Q_EMIT indexLoaded(bool(m_index));
    if (m_postWhenLoaded) {
        m_postWhenLoaded = false;
        post();
    }
}

void CatalogSearch::indexDamaged(const std::shared_ptr<const SearchIndex> &index)
{
    if (m_index != index)
        return;
    // Answered from SQL until a build is in; the answer's stale index asks for it.
    m_index.reset();
    m_indexRevision = {};
    refresh();
}

void CatalogSearch::indexBuilt(std::shared_ptr<const SearchIndex> index,
                               const CatalogRevision &revision, const QString &error)
{
    if (index) {
        m_index = std::move(index);
        m_indexRevision = revision;
        m_failedAt.reset();
    } else {
        // Answers stay right, from SQL, rather than fast from a catalog that is gone.
        m_index.reset();
        m_failedAt = revision;
    }
    Q_EMIT indexReady(!error.isEmpty() ? false : bool(m_index));
    // What is shown (or about to be) came from the old index: catch up
    // without waiting for the user's next keystroke.
    if (m_lastStale || isPending()) {
        m_lastStale = false;
        refresh();
    }
}

} // namespace Toolshelf

#include "catalogsearch.h"

#include "catalogstore.h"
#include "searchindex.h"

#include <optional>

namespace Toolshelf {

struct CatalogSearch::Answer
{
    // Superseded before or while it ran; nobody wants it.
    bool skipped = false;
    QList<ToolSummary> tools;
    qsizetype total = 0;
    QList<TagCount> tags;
    QString error;
    std::chrono::nanoseconds workTime {0};
    bool fromIndex = false;
    // The index did not describe the catalog as it is: build it.
    bool indexStale = false;
};

struct CatalogSearch::IndexSlot
{
    std::unique_ptr<SearchIndex> index;
    // CatalogDatabase::catalogRevision() when `index` was built.
    std::pair<quint64, qint64> revision;
    // A build failed at this revision: answer from SQL, do not retry until it changes.
    std::optional<std::pair<quint64, qint64>> failedAt;
};

CatalogSearch::CatalogSearch(CatalogStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_latest(std::make_shared<std::atomic<quint64>>(0))
    , m_index(std::make_shared<IndexSlot>())
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(DefaultDebounce);
    connect(&m_debounce, &QTimer::timeout, this, &CatalogSearch::post);
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
    ++m_sequence;
    m_latest->store(m_sequence, std::memory_order_relaxed);
    m_requested.start();
}

void CatalogSearch::post()
{
    CatalogQuery query = m_query;
    if (query.limit < 0)
        query.limit = m_limit;
    const quint64 sequence = m_sequence;
    m_store->run(
        [query, sequence, latest = m_latest, slot = m_index](CatalogDatabase &database) {
            Answer answer;
            const auto superseded = [&] {
                answer.skipped = latest->load(std::memory_order_relaxed) != sequence;
                return answer.skipped;
            };
            const auto revision = database.catalogRevision();
            const bool current = slot->index && slot->revision == revision;
            answer.indexStale = !current && slot->failedAt != revision;
            if (superseded())
                return answer;
            QElapsedTimer clock;
            clock.start();
            if (current) {
                const SearchIndex::Result found = slot->index->search(query);
                answer.fromIndex = true;
                answer.total = found.total;
                answer.tags = found.tags;
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
            answer.workTime = std::chrono::nanoseconds(clock.nsecsElapsed());
            return answer;
        },
        this,
        [this, sequence, requested = m_requested](const Answer &answer) {
            deliver(sequence, requested, answer);
        });
}

void CatalogSearch::deliver(quint64 sequence, const QElapsedTimer &requested, const Answer &answer)
{
    // After the answer to this query, so a stale index delays no answer
    // already on its way, only the queries after it.
    if (answer.indexStale)
        QMetaObject::invokeMethod(this, &CatalogSearch::buildIndex, Qt::QueuedConnection);
    if (answer.skipped || sequence != m_sequence)
        return;
    m_answered = sequence;
    m_lastFromIndex = answer.fromIndex;
    m_lastLatency = std::chrono::nanoseconds(requested.nsecsElapsed());
    m_lastWorkTime = answer.workTime;
    if (!answer.error.isEmpty())
        Q_EMIT failed(answer.error);
    else
        Q_EMIT resultsReady(answer.tools, answer.total, answer.tags);
}

void CatalogSearch::buildIndex()
{
    if (m_indexing) {
        // The build under way may predate the change that made this answer stale.
        m_buildAgain = true;
        return;
    }
    m_indexing = true;
    m_buildAgain = false;
    m_store->run(
        [slot = m_index](CatalogDatabase &database) {
            const auto revision = database.catalogRevision();
            if (slot->index && slot->revision == revision)
                return true;
            // The old index is of no use any more; never hold two.
            slot->index.reset();
            slot->index = database.buildSearchIndex();
            if (!slot->index) {
                slot->failedAt = revision;
                return false;
            }
            slot->revision = revision;
            slot->failedAt.reset();
            return true;
        },
        this,
        [this](bool ok) {
            m_indexing = false;
            if (m_buildAgain)
                buildIndex();
            else
                Q_EMIT indexReady(ok);
        });
}

} // namespace Toolshelf

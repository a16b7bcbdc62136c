// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "core/staleanswers.h"
#include "search/searchindexbuilder.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace Toolshelf {

class CatalogStore;

// Search as you type over the catalog: queries are debounced, run on the
// store's thread (matching tools, their total and the tag counts in one job)
// and answered on this object's thread. They are answered from an in-memory
// SearchIndex, which a SearchIndexBuilder builds on a thread of its own after
// the first answer and after every change to what searches find. While it
// rebuilds, the previous index answers, and the query is run again once the
// new one is in; only without any index, from SQL (FTS5). So no answer waits
// for a build. With a cache file set on the store, each index is written there and
// the next CatalogSearch starts from it: first queries wait the moment it
// takes to read, and no build is needed unless the catalog changed. Only the newest query is
// answered: an answer to a query that setQuery() or refresh() superseded is dropped, and work not
// yet started for one is skipped. So answers never arrive out of order, and every resultsReady()
// belongs to query().
class CatalogSearch final : public QObject
{
    Q_OBJECT

public:
    // How long the user pauses before the loaded index's file is checked.
    static constexpr std::chrono::milliseconds VerifyAfterIdle {1500};
    static constexpr std::chrono::milliseconds DefaultDebounce {60};
    // One page of ToolListModel: rows the list shows are fetched a page at a
    // time, and every row of an answer costs reading its summary (about 20
    // microseconds, its pin and overrides joined): 200 rows were most of a
    // keystroke's time at 100,000 tools, where a screenful is about 40.
    static constexpr qsizetype DefaultLimit = 64;

    // `store` must outlive this object.
    explicit CatalogSearch(CatalogStore *store, QObject *parent = nullptr);

    // How long setQuery() waits for the next keystroke before searching. With
    // 0, the queries set within one pass of the event loop still make one search.
    void setDebounce(std::chrono::milliseconds delay);
    std::chrono::milliseconds debounce() const;
    // Rows one answer carries when the query sets no limit itself; negative
    // for all. The total counts every match regardless.
    void setLimit(qsizetype limit) { m_limit = limit; }
    qsizetype limit() const { return m_limit; }

    void setQuery(const CatalogQuery &query);
    const CatalogQuery &query() const { return m_query; }
    // Runs the current query again at once, e.g. after a sync, pin or override.
    void refresh();
    // Rows offset..offset+count-1 of the current query's matches, for a list
    // scrolled past the first answer; answered by rowsReady() from the same
    // index (or SQL), unless the query changes first. Asked while the query
    // is pending, nothing is answered: the coming resultsReady() replaces all.
    void fetchRows(qsizetype offset, qsizetype count);
    // The current query waits for its debounce or its answer.
    bool isPending() const { return m_answered != m_questions.latest(); }
    // Whether the last answer came from the in-memory index, and whether
    // that index was older than the catalog (a rebuild was under way).
    bool lastAnsweredFromIndex() const { return m_lastFromIndex; }
    bool lastAnsweredFromStaleIndex() const { return m_lastStale; }
    // The groups of the last answer's matches but for the query's group,
    // with counts (CatalogDatabase::groupCounts()); set when resultsReady() is emitted.
    const QList<GroupCount> &lastGroups() const { return m_lastGroups; }
    // Tools in the catalog when the last answer was made, matching or not.
    qsizetype lastCatalogSize() const { return m_lastCatalogSize; }
    // Builds of the index started so far, and whether one runs now.
    int indexBuilds() const { return m_builder.builds(); }
    bool isIndexing() const { return m_builder.isBuilding(); }
    // Whether the index that answers reads its file in place, as every
    // loaded or built one does.
    bool isIndexMapped() const;
    // The saved index is being read; queries wait for it.
    bool isLoadingIndex() const { return m_loading; }
    // Tests slow builds down with it; it runs on the builder's thread.
    void setBeforeIndexBuildHook(std::function<void()> hook);

    // For the last answer: from setQuery() (or refresh()) to resultsReady(),
    // debounce included, and the part of it spent on the database thread.
    std::chrono::nanoseconds lastLatency() const { return m_lastLatency; }
    std::chrono::nanoseconds lastWorkTime() const { return m_lastWorkTime; }

Q_SIGNALS:
    // `tools` holds at most limit() rows; `total` counts all matches; `tags`
    // counts the tags of all matches, most frequent first.
    void resultsReady(const QList<Toolshelf::ToolSummary> &tools, qsizetype total,
                      const QList<Toolshelf::TagCount> &tags);
    // The rows fetchRows() asked for; fewer at the end of the matches.
    void rowsReady(qsizetype offset, const QList<Toolshelf::ToolSummary> &tools);
    // The database failed to answer the current query (or a fetch of its rows).
    void failed(const QString &error);
    // An index of the catalog as it is now was built (or failed to build).
    void indexReady(bool ok);
    // The index saved by an earlier run was read (ok), or was missing or refused.
    void indexLoaded(bool ok);

private:
    struct Answer;

    void request();
    void post();
    void indexBuilt(std::shared_ptr<const SearchIndex> index, const CatalogRevision &revision,
                    const QString &error);
    void cacheLoaded(std::shared_ptr<const SearchIndex> index, const CatalogRevision &revision);
    void indexDamaged(const std::shared_ptr<const SearchIndex> &index);
    void deliver(quint64 sequence, const QElapsedTimer &requested, const Answer &answer);

    CatalogStore *m_store;
    QList<GroupCount> m_lastGroups;
    QTimer m_debounce;
    CatalogQuery m_query;
    qsizetype m_limit = DefaultLimit;
    // Numbers each request; the last answered one equals it when nothing is pending.
    StaleAnswers m_questions;
    quint64 m_answered = 0;
    // The newest sequence number, read by jobs on the database thread so
    // superseded ones skip their work.
    std::shared_ptr<std::atomic<quint64>> m_latest;
    SearchIndexBuilder m_builder;
    // Jobs take their own reference, so a new index replaces this one
    // without waiting for them.
    std::shared_ptr<const SearchIndex> m_index;
    SearchIndexBuilder::Revision m_indexRevision;
    // A build failed at this revision: answer from SQL, do not retry until it changes.
    std::optional<SearchIndexBuilder::Revision> m_failedAt;
    bool m_lastFromIndex = false;
    bool m_lastStale = false;
    qsizetype m_lastCatalogSize = 0;
    bool m_loading = false;
    // The catalog's revision when the saved index was read.
    CatalogRevision m_loadedAt;
    bool m_postWhenLoaded = false;
    // Checks the loaded index's file whole once no query came for a while:
    // the digest reads the file, a core's worth of a second per gigabyte,
    // which keystrokes must not share the two cores with.
    QTimer m_verifyWhenIdle;
    std::weak_ptr<const SearchIndex> m_unverified;
    QElapsedTimer m_requested;
    std::chrono::nanoseconds m_lastLatency {0};
    std::chrono::nanoseconds m_lastWorkTime {0};
};

} // namespace Toolshelf

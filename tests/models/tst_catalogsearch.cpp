// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "dialects/a2t/signatureparser.h"
#include "itemmodels/toollistmodel.h"
#include "itemmodels/toolroles.h"
#include "search/catalogsearch.h"
#include "search/searchindex.h"
#include "search/searchindexcache.h"
#include "signaturefixtures.h"
#include "userdataedits.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cstddef>
#include <new>

using namespace Toolshelf;
using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace {

const QString Skycast = u"skycast"_s;
const QString Ledgerly = u"ledgerly"_s;

QString toolId(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

ParsedSignature tool(int n, const QString &name, const QString &description,
                     const QStringList &tags, int version = 1)
{
    QJsonObject object = Fixtures::version(Fixtures::validTool(), version, version);
    object.insert(u"toolId"_s, toolId(n));
    object.insert(u"name"_s, name);
    object.insert(u"description"_s, description);
    object.insert(u"tags"_s, QJsonArray::fromStringList(tags));
    return SignatureParser::parseSignature(object, u"$"_s);
}

QList<ParsedSignature> skycastTools(int forecastVersion)
{
    return {
        tool(1, u"lookup_weather_by_city"_s, u"Current weather for a city."_s,
             {u"weather"_s, u"retrievals"_s}),
        tool(2, u"get_weather_forecast"_s, u"Forecast for the next days."_s,
             {u"weather"_s, u"forecast"_s}, forecastVersion),
        tool(3, u"lookup_air_quality"_s, u"Air quality index near a place."_s,
             {u"environment"_s, u"retrievals"_s}),
    };
}

QList<ParsedSignature> ledgerlyTools()
{
    return {
        tool(4, u"create_invoice"_s, u"Bill a customer."_s, {u"finance"_s, u"billing"_s}),
        tool(5, u"list_invoices"_s, u"Every invoice of a customer."_s,
             {u"finance"_s, u"retrievals"_s}),
        tool(6, u"cancel_subscription"_s, u"Stop a subscription."_s, {u"billing"_s}),
    };
}

QStringList names(const QList<ToolSummary> &tools)
{
    QStringList result;
    for (const ToolSummary &summary : tools)
        result.append(summary.name);
    return result;
}

// "retrievals:3 weather:2"
QString tagText(const QList<TagCount> &tags)
{
    QStringList result;
    for (const TagCount &tag : tags)
        result.append(QString(tag.tag + u':' + QString::number(tag.count)));
    return result.join(u' ');
}

CatalogQuery textQuery(const QString &text)
{
    CatalogQuery query;
    query.text = text;
    return query;
}

} // namespace

class tst_CatalogSearch : public QObject
{
    Q_OBJECT

private:
    // Runs `work` on the store's thread and waits for its answer.
    template<typename Work> auto onStore(Work work)
    {
        using Result = decltype(work(std::declval<CatalogDatabase &>()));
        std::optional<Result> result;
        m_store->run(std::move(work), this, [&result](Result value) { result = value; });
        [&] { QTRY_VERIFY(result.has_value()); }();
        return result.value_or(Result());
    }

    // Every answer to work posted so far has been delivered: the store runs
    // work in order and answers arrive in the order they were posted.
    void drain()
    {
        QTRY_VERIFY(!m_search->isPending());
        onStore([](CatalogDatabase &) { return true; });
    }

    bool sync(const QString &provider, const QList<ParsedSignature> &listing)
    {
        return onStore([provider, listing](CatalogDatabase &database) {
            QString error;
            const qint64 id = database.beginSync(provider, QStringLiteral("a2t"), &error);
            const bool ok = id != 0
                && database.stage(id, Staging::read(provider, listing), StageKind::Listing, &error)
                && database.commitSync(id, nullptr, &error);
            if (!ok)
                qWarning("sync: %s", qPrintable(error));
            return ok;
        });
    }

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<CatalogSearch> m_search;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = std::make_unique<CatalogStore>();
        QString error;
        QVERIFY2(m_store->open(m_dir.filePath(u"catalog.sqlite"_s), &error), qPrintable(error));
        QVERIFY(sync(Ledgerly, ledgerlyTools()));
        QVERIFY(sync(Skycast, skycastTools(1)));
        // The forecast gets a second version, so it can be pinned to an older one.
        QVERIFY(sync(Skycast, skycastTools(2)));
    }

    void init()
    {
        m_search = std::make_unique<CatalogSearch>(m_store.get());
        m_search->setDebounce(0ms);
    }

    void cleanup() { m_search.reset(); }

    void defaults()
    {
        CatalogSearch search(m_store.get());
        QCOMPARE(search.debounce(), CatalogSearch::DefaultDebounce);
        QCOMPARE(search.limit(), CatalogSearch::DefaultLimit);
        QVERIFY(!search.isPending());
        QCOMPARE(search.lastLatency(), 0ns);
    }

    void results_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tags");
        QTest::addColumn<QStringList>("providers");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("tagCounts");

        const QStringList none;
        QTest::newRow("everything")
            << QString() << none << none
            << QStringList {u"cancel_subscription"_s,  u"create_invoice"_s,
                            u"get_weather_forecast"_s, u"list_invoices"_s,
                            u"lookup_air_quality"_s,   u"lookup_weather_by_city"_s}
            << u"retrievals:3 billing:2 finance:2 weather:2 environment:1 forecast:1"_s;
        QTest::newRow("text prefix")
            << u"weath"_s << none << none
            << QStringList {u"get_weather_forecast"_s, u"lookup_weather_by_city"_s}
            << u"weather:2 forecast:1 retrievals:1"_s;
        QTest::newRow("text in description")
            << u"customer"_s << none << none
            << QStringList {u"create_invoice"_s, u"list_invoices"_s}
            << u"finance:2 billing:1 retrievals:1"_s;
        QTest::newRow("tag") << QString() << QStringList {u"retrievals"_s} << none
                             << QStringList {u"list_invoices"_s, u"lookup_air_quality"_s,
                                             u"lookup_weather_by_city"_s}
                             << u"retrievals:3 environment:1 finance:1 weather:1"_s;
        QTest::newRow("two tags") << QString() << QStringList {u"retrievals"_s, u"weather"_s}
                                  << none << QStringList {u"lookup_weather_by_city"_s}
                                  << u"retrievals:1 weather:1"_s;
        QTest::newRow("provider") << QString() << none << QStringList {Ledgerly}
                                  << QStringList {u"cancel_subscription"_s, u"create_invoice"_s,
                                                  u"list_invoices"_s}
                                  << u"billing:2 finance:2 retrievals:1"_s;
        QTest::newRow("text, tag and provider")
            << u"look"_s << QStringList {u"retrievals"_s} << QStringList {Skycast}
            << QStringList {u"lookup_air_quality"_s, u"lookup_weather_by_city"_s}
            << u"retrievals:2 environment:1 weather:1"_s;
        QTest::newRow("nothing") << u"zebra"_s << none << none << QStringList() << QString();
        QTest::newRow("FTS syntax is text")
            << u"NOT(\"zebra"_s << none << none << QStringList() << QString();
    }

    void results()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, tags);
        QFETCH(QStringList, providers);
        QFETCH(QStringList, expected);
        QFETCH(QString, tagCounts);

        QSignalSpy ready(m_search.get(), &CatalogSearch::resultsReady);
        QSignalSpy failed(m_search.get(), &CatalogSearch::failed);
        CatalogQuery query;
        query.text = text;
        query.tags = tags;
        query.providers = providers;
        m_search->setQuery(query);
        QVERIFY(m_search->isPending());
        QTRY_COMPARE(ready.size(), 1);
        QVERIFY(!m_search->isPending());
        QCOMPARE(failed.size(), 0);

        const auto tools = ready.at(0).at(0).value<QList<ToolSummary>>();
        QCOMPARE(names(tools), expected);
        QCOMPARE(ready.at(0).at(1).value<qsizetype>(), expected.size());
        QCOMPARE(tagText(ready.at(0).at(2).value<QList<TagCount>>()), tagCounts);
        QCOMPARE(m_search->query().text, text);
        // Both are measured; the latency includes the work.
        QVERIFY(m_search->lastLatency() > 0ns);
        QVERIFY(m_search->lastLatency() >= m_search->lastWorkTime());
    }

    void limitKeepsTotalAndTags()
    {
        QSignalSpy ready(m_search.get(), &CatalogSearch::resultsReady);
        m_search->setLimit(2);
        m_search->setQuery({});
        QTRY_COMPARE(ready.size(), 1);
        QCOMPARE(names(ready.at(0).at(0).value<QList<ToolSummary>>()),
                 (QStringList {u"cancel_subscription"_s, u"create_invoice"_s}));
        QCOMPARE(ready.at(0).at(1).value<qsizetype>(), 6);
        QCOMPARE(ready.at(0).at(2).value<QList<TagCount>>().first(),
                 (TagCount {u"retrievals"_s, 3}));

        // The query's own limit and offset win over the default.
        CatalogQuery page;
        page.limit = 3;
        page.offset = 4;
        m_search->setQuery(page);
        QTRY_COMPARE(ready.size(), 2);
        QCOMPARE(names(ready.at(1).at(0).value<QList<ToolSummary>>()),
                 (QStringList {u"lookup_air_quality"_s, u"lookup_weather_by_city"_s}));
        QCOMPARE(ready.at(1).at(1).value<qsizetype>(), 6);

        // Past the end: the total still counts every match.
        page.offset = 10;
        m_search->setQuery(page);
        QTRY_COMPARE(ready.size(), 3);
        QVERIFY(ready.at(2).at(0).value<QList<ToolSummary>>().isEmpty());
        QCOMPARE(ready.at(2).at(1).value<qsizetype>(), 6);
    }

    // The contract: only the newest query is answered, so answers never
    // arrive out of order and the one that arrives belongs to query().
    void keystrokesMakeOneSearch()
    {
        QSignalSpy ready(m_search.get(), &CatalogSearch::resultsReady);
        m_search->setQuery(textQuery(u"l"_s));
        m_search->setQuery(textQuery(u"lo"_s));
        m_search->setQuery(textQuery(u"loo"_s));
        QTRY_COMPARE(ready.size(), 1);
        drain();
        QCOMPARE(ready.size(), 1);
        QCOMPARE(names(ready.at(0).at(0).value<QList<ToolSummary>>()),
                 (QStringList {u"lookup_air_quality"_s, u"lookup_weather_by_city"_s}));
    }

    void supersededSearchesAreDropped()
    {
        QSignalSpy ready(m_search.get(), &CatalogSearch::resultsReady);
        // refresh() posts at once: three searches queue on the database thread.
        m_search->setQuery(textQuery(u"invoice"_s));
        m_search->refresh();
        m_search->setQuery(textQuery(u"weather"_s));
        m_search->refresh();
        m_search->setQuery(textQuery(u"air"_s));
        m_search->refresh();
        QTRY_COMPARE(ready.size(), 1);
        drain();
        QCOMPARE(ready.size(), 1);
        QCOMPARE(names(ready.at(0).at(0).value<QList<ToolSummary>>()),
                 QStringList {u"lookup_air_quality"_s});
        QCOMPARE(m_search->query().text, u"air"_s);
    }

    // An answer already on its way when the user typed again is not shown.
    void answerOvertakenByNewQueryIsDropped()
    {
        QSignalSpy ready(m_search.get(), &CatalogSearch::resultsReady);
        std::atomic<bool> reached = false;
        QSemaphore release;
        m_search->setQuery(textQuery(u"invoice"_s));
        m_search->refresh();
        // Behind the search on the database thread: once this runs, the
        // search's answer is queued for this thread.
        m_store->post([&](CatalogDatabase &) {
            reached = true;
            release.acquire();
        });
        while (!reached)
            QThread::yieldCurrentThread();
        m_search->setQuery(textQuery(u"subscription"_s));
        release.release();
        QTRY_COMPARE(ready.size(), 1);
        drain();
        QCOMPARE(ready.size(), 1);
        QCOMPARE(names(ready.at(0).at(0).value<QList<ToolSummary>>()),
                 QStringList {u"cancel_subscription"_s});
    }

    // A pin changes no row's place: the refreshed results update the model in place.
    void refreshAfterPin()
    {
        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        connect(m_search.get(), &CatalogSearch::resultsReady, &model,
                [&model](const QList<ToolSummary> &tools) { model.setTools(tools); });
        QSignalSpy ready(m_search.get(), &CatalogSearch::resultsReady);
        m_search->setQuery(textQuery(u"weather"_s));
        QTRY_COMPARE(ready.size(), 1);
        const int row = model.rowOf(Skycast, toolId(2));
        QCOMPARE(row, 0);
        QCOMPARE(model.index(row).data(PinnedRole), QVariant(false));
        QCOMPARE(model.index(row).data(VersionRole), QVariant::fromValue(qint64(2)));

        QVERIFY(onStore([](CatalogDatabase &database) {
            QString error;
            return userData(database).pin(Skycast, toolId(2), 1, &error);
        }));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        m_search->refresh();
        QTRY_COMPARE(ready.size(), 2);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), row);
        QCOMPARE(model.index(row).data(PinnedRole), QVariant(true));
        QCOMPARE(model.index(row).data(VersionRole), QVariant::fromValue(qint64(1)));
        QCOMPARE(model.index(row).data(CurrentVersionRole), QVariant::fromValue(qint64(2)));
        QCOMPARE(model.index(row).data(UpdateAvailableRole), QVariant(true));

        QVERIFY(onStore([](CatalogDatabase &database) {
            QString error;
            return userData(database).unpin(Skycast, toolId(2), &error);
        }));
        m_search->refresh();
        QTRY_COMPARE(ready.size(), 3);
        QCOMPARE(model.index(row).data(PinnedRole), QVariant(false));
    }

    void failureIsReported()
    {
        // Never opened: every read fails.
        CatalogStore closed;
        CatalogSearch search(&closed);
        search.setDebounce(0ms);
        QSignalSpy ready(&search, &CatalogSearch::resultsReady);
        QSignalSpy failed(&search, &CatalogSearch::failed);
        search.setQuery(textQuery(u"weather"_s));
        QTRY_COMPARE(failed.size(), 1);
        QVERIFY(!failed.at(0).at(0).toString().isEmpty());
        QCOMPARE(ready.size(), 0);
        QVERIFY(!search.isPending());
    }

    // Answers for a search deleted meanwhile go nowhere.
    // A search deleted while its query waits for the store's thread: the
    // deletion does not wait for the store, and the answer reaches no one,
    // not even a search made in the very place the deleted one was (as the
    // allocator may well do), which asks for something else.
    void deletedWhileSearching()
    {
        auto release = std::make_shared<QSemaphore>();
        m_store->post([release](CatalogDatabase &) { release->acquire(); });
        // Also when a check fails: the store waits for its thread's work.
        const auto unblock = qScopeGuard([release] { release->release(); });
        alignas(CatalogSearch) std::byte place[sizeof(CatalogSearch)];

        auto *deleted = new (place) CatalogSearch(m_store.get());
        deleted->setQuery(textQuery(u"weather"_s));
        deleted->refresh();
        QVERIFY(deleted->isPending());
        QElapsedTimer clock;
        clock.start();
        deleted->~CatalogSearch();
        QVERIFY(clock.elapsed() < 1000);

        auto *successor = new (place) CatalogSearch(m_store.get());
        const auto destroy = qScopeGuard([successor] { successor->~CatalogSearch(); });
        successor->setDebounce(0ms);
        QSignalSpy ready(successor, &CatalogSearch::resultsReady);
        QSignalSpy failed(successor, &CatalogSearch::failed);
        successor->setQuery(textQuery(u"invoice"_s));
        successor->refresh();
        release->release();
        QTRY_VERIFY(!successor->isPending());
        // Every answer posted before this one has been delivered by now.
        QVERIFY(onStore([](CatalogDatabase &) { return true; }));
        QCOMPARE(failed.size(), 0);
        QCOMPARE(ready.size(), 1);
        QCOMPARE(names(ready.first().at(0).value<QList<ToolSummary>>()),
                 (QStringList {u"create_invoice"_s, u"list_invoices"_s}));
    }

    // Answers come from the in-memory index once it is built, and never from
    // an index older than the catalog: not after an override, a pin, a sync,
    // nor after another connection's commit.
    void indexFollowsChanges()
    {
        QSignalSpy ready(m_search.get(), &CatalogSearch::resultsReady);
        QSignalSpy indexed(m_search.get(), &CatalogSearch::indexReady);
        // Answers `text` again once the index caught up; returns the names.
        const auto search = [&](const QString &text) {
            m_search->setQuery(textQuery(text));
            const qsizetype before = ready.size();
            // An answer from the index of a moment ago is followed by one
            // from the new index, which runs the query again by itself.
            [&] {
                QTRY_VERIFY(ready.size() > before && !m_search->isPending()
                            && !m_search->lastAnsweredFromStaleIndex());
            }();
            if (!m_search->lastAnsweredFromIndex()) {
                [&] { QTRY_VERIFY(!indexed.isEmpty()); }();
                m_search->refresh();
                [&] { QTRY_VERIFY(!m_search->isPending()); }();
            }
            indexed.clear();
            return names(ready.last().at(0).value<QList<ToolSummary>>());
        };
        const OverrideTarget description {
            Ledgerly, toolId(6), OverrideKind::ToolDescription, {}, {}};
        QCOMPARE(search(u"quokka"_s), QStringList());
        QVERIFY(m_search->lastAnsweredFromIndex());

        QVERIFY(onStore([description](CatalogDatabase &database) {
            QString error;
            return userData(database).setOverride(description, u"Stop a quokka's plan."_s, &error);
        }));
        QCOMPARE(search(u"quokka"_s), QStringList {u"cancel_subscription"_s});
        QVERIFY(m_search->lastAnsweredFromIndex());
        QVERIFY(!m_search->lastAnsweredFromStaleIndex());
        QCOMPARE(ready.last().at(1).toLongLong(), 1);

        QVERIFY(onStore([description](CatalogDatabase &database) {
            QString error;
            return userData(database).clearOverride(description, &error);
        }));
        QCOMPARE(search(u"quokka"_s), QStringList());

        // A sync brings a tool; a pin shows an older version's name.
        QList<ParsedSignature> listing = skycastTools(2);
        listing.append(tool(7, u"track_quokkas"_s, u"Where quokkas are."_s, {u"fauna"_s}));
        QVERIFY(sync(Skycast, listing));
        QCOMPARE(search(u"quokka"_s), QStringList {u"track_quokkas"_s});
        QCOMPARE(ready.last().at(2).value<QList<TagCount>>(), QList<TagCount>({{u"fauna"_s, 1}}));
        QVERIFY(sync(Skycast, skycastTools(2)));
        QCOMPARE(search(u"quokka"_s), QStringList {u"track_quokkas"_s});
        CatalogQuery listed = textQuery(u"quokka"_s);
        listed.includeWithdrawn = false;
        m_search->setQuery(listed);
        QTRY_COMPARE(ready.last().at(1).toLongLong(), 0);
        QVERIFY(m_search->lastAnsweredFromIndex());

        // Another connection (say, the command line) writes to the file.
        CatalogDatabase other;
        QString error;
        QVERIFY2(other.open(m_dir.filePath(u"catalog.sqlite"_s), &error), qPrintable(error));
        QVERIFY2(userData(other).setOverride(description, u"Stop a wombat's plan."_s, &error),
                 qPrintable(error));
        QCOMPARE(search(u"wombat"_s), QStringList {u"cancel_subscription"_s});
        QVERIFY2(userData(other).clearOverride(description, &error), qPrintable(error));
        QCOMPARE(search(u"wombat"_s), QStringList());
        QVERIFY(m_search->lastAnsweredFromIndex());
    }

    // While the index builds, every answer comes at once from SQL; changes
    // during the build lead to one more build, not one each, and the index
    // that finally answers knows them.
    void answersWhileIndexBuilds()
    {
        auto gate = std::make_shared<QSemaphore>();
        m_search->setBeforeIndexBuildHook([gate] { gate->tryAcquire(1, 20000); });
        QSignalSpy ready(m_search.get(), &CatalogSearch::resultsReady);
        QSignalSpy indexed(m_search.get(), &CatalogSearch::indexReady);
        const auto answer = [&](const QString &text) {
            m_search->setQuery(textQuery(text));
            const qsizetype before = ready.size();
            // Far below the 20 s the build is held for.
            [&] { QTRY_COMPARE_WITH_TIMEOUT(ready.size(), before + 1, 5000); }();
            return names(ready.last().at(0).value<QList<ToolSummary>>());
        };
        QCOMPARE(answer(u"invoice"_s), QStringList({u"create_invoice"_s, u"list_invoices"_s}));
        QVERIFY(!m_search->lastAnsweredFromIndex());
        QVERIFY(m_search->isIndexing());
        QCOMPARE(m_search->indexBuilds(), 1);

        const OverrideTarget description {
            Ledgerly, toolId(6), OverrideKind::ToolDescription, {}, {}};
        for (const QString &text : {u"Stop a numbat's plan."_s, u"Stop a bilby's plan."_s}) {
            QVERIFY(onStore([description, text](CatalogDatabase &database) {
                QString error;
                return userData(database).setOverride(description, text, &error);
            }));
            m_search->refresh();
            QTRY_VERIFY(!m_search->isPending());
        }
        QCOMPARE(answer(u"bilby"_s), QStringList {u"cancel_subscription"_s});
        QCOMPARE(answer(u"numbat"_s), QStringList());
        QVERIFY(!m_search->lastAnsweredFromIndex());
        QVERIFY(m_search->isIndexing());
        QVERIFY(indexed.isEmpty());

        gate->release(100);
        QTRY_COMPARE(indexed.size(), 1);
        QCOMPARE(indexed.at(0).at(0).toBool(), true);
        QCOMPARE(m_search->indexBuilds(), 2);
        QCOMPARE(answer(u"bilby"_s), QStringList {u"cancel_subscription"_s});
        QVERIFY(m_search->lastAnsweredFromIndex());
        QCOMPARE(m_search->indexBuilds(), 2);

        QVERIFY(onStore([description](CatalogDatabase &database) {
            QString error;
            return userData(database).clearOverride(description, &error);
        }));
        // The index of a moment ago answers until the new one is in, which
        // answers again.
        const qsizetype answers = ready.size();
        m_search->setQuery(textQuery(u"bilby"_s));
        QTRY_COMPARE(ready.size(), answers + 2);
        QCOMPARE(names(ready.at(answers).at(0).value<QList<ToolSummary>>()),
                 QStringList {u"cancel_subscription"_s});
        QVERIFY(ready.last().at(0).value<QList<ToolSummary>>().isEmpty());
        QVERIFY(!m_search->lastAnsweredFromStaleIndex());
        QCOMPARE(indexed.size(), 2);
        QCOMPARE(m_search->indexBuilds(), 3);
    }

    // While a rebuild is held, every query is answered from the previous
    // index, not from SQL; once the new index is in, the current query is
    // answered again without a keystroke, changes included.
    void staleIndexAnswersWhileRebuilding()
    {
        QSignalSpy ready(m_search.get(), &CatalogSearch::resultsReady);
        QSignalSpy indexed(m_search.get(), &CatalogSearch::indexReady);
        m_search->setQuery(textQuery(u"subscription"_s));
        QTRY_COMPARE(indexed.size(), 1);
        auto gate = std::make_shared<QSemaphore>();
        m_search->setBeforeIndexBuildHook([gate] { gate->tryAcquire(1, 20000); });

        const OverrideTarget description {
            Ledgerly, toolId(6), OverrideKind::ToolDescription, {}, {}};
        QVERIFY(onStore([description](CatalogDatabase &database) {
            QString error;
            return userData(database).setOverride(description, u"Stop a dibbler's plan."_s, &error);
        }));
        const auto answer = [&](const QString &text) {
            m_search->setQuery(textQuery(text));
            const qsizetype before = ready.size();
            [&] { QTRY_COMPARE_WITH_TIMEOUT(ready.size(), before + 1, 5000); }();
            return names(ready.last().at(0).value<QList<ToolSummary>>());
        };
        QCOMPARE(answer(u"subscription"_s), QStringList {u"cancel_subscription"_s});
        QVERIFY(m_search->lastAnsweredFromStaleIndex());
        QVERIFY(m_search->isIndexing());
        QCOMPARE(answer(u"lookup"_s),
                 QStringList({u"lookup_air_quality"_s, u"lookup_weather_by_city"_s}));
        QVERIFY(m_search->lastAnsweredFromStaleIndex());
        QCOMPARE(answer(u"dibbler"_s), QStringList());
        QVERIFY(m_search->lastAnsweredFromStaleIndex());
        QCOMPARE(m_search->indexBuilds(), 2);
        QCOMPARE(indexed.size(), 1);
        const qsizetype answers = ready.size();

        gate->release(100);
        QTRY_COMPARE(indexed.size(), 2);
        QTRY_COMPARE(ready.size(), answers + 1);
        QCOMPARE(names(ready.last().at(0).value<QList<ToolSummary>>()),
                 QStringList {u"cancel_subscription"_s});
        QCOMPARE(ready.last().at(1).toLongLong(), 1);
        QVERIFY(m_search->lastAnsweredFromIndex());
        QVERIFY(!m_search->lastAnsweredFromStaleIndex());
        QCOMPARE(m_search->query().text, u"dibbler"_s);
        // Once: nothing more follows.
        drain();
        QCOMPARE(ready.size(), answers + 1);

        QVERIFY(onStore([description](CatalogDatabase &database) {
            QString error;
            return userData(database).clearOverride(description, &error);
        }));
    }

    // Pinning the version already shown, or an override that leaves the
    // search text as it was, changes no match: the index stays in use.
    void noRebuildWithoutSearchChange()
    {
        QSignalSpy ready(m_search.get(), &CatalogSearch::resultsReady);
        QSignalSpy indexed(m_search.get(), &CatalogSearch::indexReady);
        m_search->setQuery(textQuery(u"invoice"_s));
        QTRY_COMPARE(indexed.size(), 1);
        QCOMPARE(m_search->indexBuilds(), 1);
        const auto revision = [this] {
            return onStore([](CatalogDatabase &database) { return database.catalogRevision(); });
        };
        const auto before = revision();

        QVERIFY(onStore([](CatalogDatabase &database) {
            QString error;
            return userData(database).pin(Ledgerly, toolId(4), 1, &error);
        }));
        QCOMPARE(revision(), before);
        m_search->refresh();
        QTRY_COMPARE(ready.size(), 2);
        QVERIFY(m_search->lastAnsweredFromIndex());
        QVERIFY(onStore([](CatalogDatabase &database) {
            QString error;
            return userData(database).unpin(Ledgerly, toolId(4), &error);
        }));
        QCOMPARE(revision(), before);

        // The forecast's version 1 has the text of version 2.
        QVERIFY(onStore([](CatalogDatabase &database) {
            QString error;
            return userData(database).pin(Skycast, toolId(2), 1, &error)
                && userData(database).unpin(Skycast, toolId(2), &error);
        }));
        QCOMPARE(revision(), before);

        const OverrideTarget description {
            Skycast, toolId(2), OverrideKind::ToolDescription, {}, {}};
        QVERIFY(onStore([description](CatalogDatabase &database) {
            QString error;
            return userData(database).setOverride(description, u"Forecast for a quokka."_s, &error);
        }));
        QVERIFY(revision() != before);
        m_search->refresh();
        // One answer from the old index, one from the new.
        QTRY_COMPARE(ready.size(), 4);
        QTRY_COMPARE(indexed.size(), 2);
        QCOMPARE(m_search->indexBuilds(), 2);
        QVERIFY(onStore([description](CatalogDatabase &database) {
            QString error;
            return userData(database).clearOverride(description, &error);
        }));
    }

    // A search saves its index; the next one (the next start) answers its
    // first query from it without a build, or, when the catalog changed
    // since, answers from it while a build catches up. A damaged file is
    // ignored and replaced.
    void savedIndexAtStart()
    {
        QTemporaryDir dir;
        CatalogStore store;
        QString openError;
        QVERIFY2(store.open(dir.filePath(u"catalog.sqlite"_s), &openError), qPrintable(openError));
        const QString cache = dir.filePath(u"search-index.cache"_s);
        store.setSearchIndexCacheFile(cache);
        const auto onThisStore = [&](auto work) {
            std::optional<bool> result;
            store.run(std::move(work), this, [&result](bool value) { result = value; });
            [&] { QTRY_VERIFY(result.has_value()); }();
            return result.value_or(false);
        };
        // Before the first sync, an empty catalog's index is saved: it
        // would only ever answer nothing, so the next start does not use it.
        {
            CatalogSearch search(&store);
            QSignalSpy indexed(&search, &CatalogSearch::indexReady);
            search.setQuery(textQuery(u"invoice"_s));
            QTRY_COMPARE(indexed.size(), 1);
            QTRY_VERIFY(QFile::exists(cache));
        }
        QVERIFY(onThisStore([](CatalogDatabase &database) {
            QString error;
            const qint64 id = database.beginSync(Ledgerly, QStringLiteral("a2t"), &error);
            return id != 0
                && database.stage(id, Staging::read(Ledgerly, ledgerlyTools()), StageKind::Listing,
                                  &error)
                && database.commitSync(id, nullptr, &error);
        }));
        const auto savedIsCurrent = [&] {
            std::optional<CatalogRevision> current;
            store.run([](CatalogDatabase &database) { return database.catalogRevision(); }, this,
                      [&current](const CatalogRevision &value) { current = value; });
            [&] { QTRY_VERIFY(current.has_value()); }();
            CatalogRevision saved;
            const auto index = SearchIndexCache::load(cache, *current, &saved);
            return index && SearchIndexCache::verify(*index) && saved == *current;
        };
        // Answers the first query of a new search; returns the names.
        const auto firstAnswer = [&](CatalogSearch &search, const QString &text) {
            QSignalSpy ready(&search, &CatalogSearch::resultsReady);
            search.setQuery(textQuery(text));
            [&] { QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 5000); }();
            return names(ready.last().at(0).value<QList<ToolSummary>>());
        };

        {
            CatalogSearch search(&store);
            QSignalSpy loaded(&search, &CatalogSearch::indexLoaded);
            QSignalSpy indexed(&search, &CatalogSearch::indexReady);
            QCOMPARE(firstAnswer(search, u"invoice"_s),
                     QStringList({u"create_invoice"_s, u"list_invoices"_s}));
            QCOMPARE(loaded.size(), 1);
            QCOMPARE(loaded.at(0).at(0).toBool(), false);
            QVERIFY(!search.lastAnsweredFromIndex());
            QTRY_COMPARE(indexed.size(), 1);
            QTRY_VERIFY(savedIsCurrent());
            // Once saved, the built index gives way to its file, mapped,
            // and answers the same.
            QTRY_VERIFY(search.isIndexMapped());
            QCOMPARE(firstAnswer(search, u"invoice "_s),
                     QStringList({u"create_invoice"_s, u"list_invoices"_s}));
            QVERIFY(search.lastAnsweredFromIndex());
        }
        {
            CatalogSearch search(&store);
            QVERIFY(search.isLoadingIndex());
            QCOMPARE(firstAnswer(search, u"invoice"_s),
                     QStringList({u"create_invoice"_s, u"list_invoices"_s}));
            QVERIFY(search.lastAnsweredFromIndex());
            QVERIFY(!search.lastAnsweredFromStaleIndex());
            drain();
            QCOMPARE(search.indexBuilds(), 0);
        }

        // The catalog changes while no search runs: the saved index is older.
        const OverrideTarget description {
            Ledgerly, toolId(6), OverrideKind::ToolDescription, {}, {}};
        QVERIFY(onThisStore([description](CatalogDatabase &database) {
            QString error;
            return userData(database).setOverride(description, u"Stop a dibbler's plan."_s, &error);
        }));
        QVERIFY(!savedIsCurrent());
        {
            CatalogSearch search(&store);
            auto gate = std::make_shared<QSemaphore>();
            search.setBeforeIndexBuildHook([gate] { gate->tryAcquire(1, 20000); });
            QSignalSpy ready(&search, &CatalogSearch::resultsReady);
            QCOMPARE(firstAnswer(search, u"dibbler"_s), QStringList());
            QVERIFY(search.lastAnsweredFromStaleIndex());
            QVERIFY(search.isIndexing());
            gate->release(100);
            QTRY_COMPARE(ready.size(), 2);
            QCOMPARE(names(ready.last().at(0).value<QList<ToolSummary>>()),
                     QStringList {u"cancel_subscription"_s});
            QVERIFY(!search.lastAnsweredFromStaleIndex());
            QTRY_VERIFY(savedIsCurrent());
        }

        // Damaged where loading looks (the header), it is refused; damaged
        // where it does not (the end: the digest of the rest), it is loaded
        // and found not as saved once the user pauses. Either way the search answers
        // right and a build replaces the file.
        for (const bool atEnd : {false, true}) {
            QFile damaged(cache);
            QVERIFY(damaged.open(QIODevice::ReadWrite));
            QVERIFY(damaged.seek(atEnd ? damaged.size() - 8 : 0));
            QVERIFY(damaged.write(QByteArray(8, '\xff')) == 8);
            damaged.close();
            QVERIFY(!savedIsCurrent());
            CatalogSearch search(&store);
            QSignalSpy loaded(&search, &CatalogSearch::indexLoaded);
            QSignalSpy ready(&search, &CatalogSearch::resultsReady);
            QSignalSpy indexed(&search, &CatalogSearch::indexReady);
            search.setQuery(textQuery(u"dibbler"_s));
            if (atEnd) {
                // The whole file is checked once the typing pauses, not
                // while keys come: reading it would slow every keystroke.
                QTRY_COMPARE(loaded.size(), 1);
                for (int key = 0; key < 8; ++key) {
                    search.setQuery(textQuery(key % 2 ? u"dibble"_s : u"dibbler"_s));
                    QTest::qWait(300);
                    QCOMPARE(indexed.size(), 0);
                }
            }
            QTRY_COMPARE_WITH_TIMEOUT(indexed.size(), 1, 10000);
            QCOMPARE(loaded.size(), 1);
            QCOMPARE(loaded.at(0).at(0).toBool(), atEnd);
            QTRY_VERIFY(!ready.isEmpty() && !search.isPending());
            QCOMPARE(names(ready.last().at(0).value<QList<ToolSummary>>()),
                     QStringList {u"cancel_subscription"_s});
            QTRY_VERIFY(savedIsCurrent());
        }
    }

    void cleanupTestCase()
    {
        m_search.reset();
        m_store.reset();
    }
};

QTEST_GUILESS_MAIN(tst_CatalogSearch)
#include "tst_catalogsearch.moc"

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Benchmark: the catalog browser with a 100,000-tool catalog (or several
// sizes: --tools 100000,1000000). Prints
//  1. the GUI thread's heartbeat lateness while the window is open during a
//     full sync of the catalog from the reference provider (its own process);
//  2. cold start of a fresh process on that catalog to a populated,
//     interactive window;
//  3. search latency per keystroke over a scripted sequence of queries typed
//     one character at a time (key press to results shown), and the GUI
//     thread's time per key press;
//  4. rows past the first answer, fetched as the list scrolls: the time to
//     show a further page in the middle of the unfiltered catalog, and to
//     jump to its end (End in the list) until the last row is shown;
//  5. peak memory of both processes;
//  6. the references, on the same catalog: the sqlite3 shell reading the rows
//     the window shows first, and a raw scan of every tool's text per
//     keystroke, and the saved search index alone per keystroke (its share
//     of step 3); then every size's figures in one summary, with how the sync
//     time grew against the smallest size.
// Targets (issue 19): at a million tools, sync at most 11 times 100,000's
// time, with at most 300 MB; keystroke p99 at most 5 ms at 100,000 and 16 ms
// at a million; cold start at most 500 ms; window at most 400 MB; heartbeat
// lateness p99 < 16 ms.
//
//   bench_browser [--tools N[,N...]] [--provider PATH] [--keep DIR]
//   bench_browser --cold-start PROFILE_DIR   (the child process of step 2)
//   bench_browser --references PROFILE_DIR   (step 6 alone, on a kept profile)

#include "benchsupport.h"
#include "browser/catalogbrowser.h"
#include "cli/application.h"
#include "itemmodels/toollistmodel.h"
#include "search/catalogsearch.h"
#include "search/searchindex.h"
#include "search/searchindexcache.h"
#include "sync/syncengine.h"
#include "window/mainwindow.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <memory>

using namespace Toolshelf;

namespace {

// The interval of the heartbeat timer; lateness is how much later it fires.
constexpr qint64 HeartbeatMs = 5;
// A fast typist's pause between keys (about 12 keys a second).
constexpr std::chrono::milliseconds TypistPause {80};

// Typed one character at a time; an empty entry clears the field.
const QStringList Queries = {
    QStringLiteral("invoice"),
    QString(),
    QStringLiteral("look up patient"),
    QString(),
    QStringLiteral("weather city"),
    QString(),
    QStringLiteral("refund by email"),
    QString(),
    QStringLiteral("s"),
    QString(),
    QStringLiteral("flight booking archive"),
};

QString describe(const QList<double> &ms)
{
    return QStringLiteral("median %1 ms, p99 %2 ms, max %3 ms over %4")
        .arg(Bench::percentile(ms, 0.5), 0, 'f', 2)
        .arg(Bench::percentile(ms, 0.99), 0, 'f', 2)
        .arg(Bench::percentile(ms, 1.0), 0, 'f', 2)
        .arg(ms.size());
}

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Toolshelf"));
    QCoreApplication::setApplicationName(QStringLiteral("Toolshelf benchmark"));
}

// Types the queries into the search field one key at a time, waiting for each
// keystroke's results and then `pause` before the next, then calls `done`.
// Without a pause the next key comes while the window still has the previous
// results to paint, which then delays its search; a typist's pause leaves
// time for the paint, as in use.
class KeystrokeScript final : public QObject
{
public:
    KeystrokeScript(CatalogBrowser *browser, QTextStream &out, const QString &label,
                    std::chrono::milliseconds pause, std::function<void()> done)
        : m_browser(browser)
        , m_out(out)
        , m_label(label)
        , m_pause(pause)
        , m_done(std::move(done))
    {
        for (const QString &query : Queries) {
            if (query.isEmpty())
                m_keys.append(QChar());
            else
                for (const QChar c : query)
                    m_keys.append(c);
        }
        // Time the search itself: without this, every keystroke would also
        // wait for the debounce that coalesces fast typing.
        m_browser->searcher()->setDebounce(std::chrono::milliseconds(0));
        connect(m_browser->searcher(), &CatalogSearch::resultsReady, this, [this] {
            if (!m_waiting)
                return;
            m_waiting = false;
            if (m_untimed > 0) {
                --m_untimed;
                QTimer::singleShot(m_pause, this, [this] { next(); });
                return;
            }
            m_latency.append(msSince(m_pressed));
            m_workTime.append(
                std::chrono::duration<double, std::milli>(m_browser->searcher()->lastWorkTime())
                    .count());
            m_slowest.append({m_latency.last(), m_browser->searchField()->text()});
            QTimer::singleShot(m_pause, this, [this] { next(); });
        });
    }

    void start()
    {
        // From an empty field, whatever an earlier script left in it: not timed.
        if (!m_browser->searchField()->text().isEmpty()) {
            m_keys.prepend(QChar());
            m_untimed = 1;
        }
        next();
    }

private:
    void next()
    {
        if (m_keys.isEmpty()) {
            m_out << QStringLiteral("%1: %2\n").arg(m_label, describe(m_latency));
            m_out << QStringLiteral("  of which the catalog's thread (index, page of rows): %1\n")
                         .arg(describe(m_workTime));
            m_out << QStringLiteral("GUI thread per key press:   %1\n").arg(describe(m_guiTime));
            std::sort(m_slowest.begin(), m_slowest.end(), std::greater<>());
            m_out << QStringLiteral("slowest:");
            for (const auto &[ms, text] : m_slowest.first(std::min<qsizetype>(5, m_slowest.size())))
                m_out << QStringLiteral(" \"%1\" %2 ms;").arg(text).arg(ms, 0, 'f', 0);
            m_out << '\n';
            m_out.flush();
            m_done();
            return;
        }
        const QChar key = m_keys.takeFirst();
        QLineEdit *field = m_browser->searchField();
        m_waiting = true;
        m_pressed.start();
        if (key.isNull())
            field->clear();
        else
            QTest::keyClick(field, key.toLatin1());
        if (m_untimed == 0)
            m_guiTime.append(msSince(m_pressed));
    }

    CatalogBrowser *m_browser;
    QTextStream &m_out;
    QString m_label;
    std::chrono::milliseconds m_pause;
    std::function<void()> m_done;
    QList<QChar> m_keys;
    int m_untimed = 0;
    QElapsedTimer m_pressed;
    bool m_waiting = false;
    QList<double> m_latency;
    QList<double> m_guiTime;
    QList<double> m_workTime;
    QList<std::pair<double, QString>> m_slowest;
};

// Step 4: with the search cleared, a row in the middle of the list, then End,
// each timed from the scroll to the row shown with its tool.
class ScrollScript final : public QObject
{
public:
    ScrollScript(CatalogBrowser *browser, QTextStream &out)
        : m_browser(browser)
        , m_out(out)
    { }

    void start()
    {
        connect(m_browser->searcher(), &CatalogSearch::resultsReady, this, [this] {
            if (m_step == 0)
                QTimer::singleShot(0, this, [this] { next(); });
        });
        m_browser->searchField()->clear();
    }

private:
    void next()
    {
        QAbstractItemView *list = m_browser->toolList();
        auto *model = qobject_cast<ToolListModel *>(list->model());
        const int rows = model->rowCount();
        ++m_step;
        if (m_step > 2) {
            QCoreApplication::quit();
            return;
        }
        const int row = m_step == 1 ? rows / 2 : rows - 1;
        m_clock.start();
        if (m_step == 1) {
            list->scrollTo(model->index(row, 0), QAbstractItemView::PositionAtTop);
        } else {
            list->setFocus();
            QTest::keyClick(list, Qt::Key_End);
        }
        auto *poll = new QTimer(this);
        connect(poll, &QTimer::timeout, this, [this, poll, model, row, rows] {
            if (!model->isLoaded(row) && msSince(m_clock) < 60000)
                return;
            poll->deleteLater();
            m_out << QStringLiteral("%1 of %2 rows: %3 ms to show it\n")
                         .arg(m_step == 1 ? QStringLiteral("scroll to the middle")
                                          : QStringLiteral("End, the last"))
                         .arg(rows)
                         .arg(msSince(m_clock), 0, 'f', 1);
            m_out.flush();
            next();
        });
        poll->start(1);
    }

    CatalogBrowser *m_browser;
    QTextStream &m_out;
    int m_step = 0;
    QElapsedTimer m_clock;
};

// Step 2 and 3, in a process of their own so the start is cold.
int coldStart(const QString &profileDir, const QElapsedTimer &processTimer)
{
    QTextStream out(stdout);
    Application services(Profile::at(profileDir));
    QString error;
    if (!services.open(&error)) {
        out << "bench_browser: " << error << '\n';
        return 1;
    }
    MainWindow window(CatalogServices {&services.providers(), &services.catalog(),
                                       &services.syncEngine(), &services.credentials(),
                                       &services.network(), &services.images()});
    window.resize(1280, 800);
    window.show();
    CatalogBrowser *browser = window.browser();
    if (!browser) {
        out << "bench_browser: the profile has no providers\n";
        return 1;
    }
    ScrollScript scroll(browser, out);
    KeystrokeScript paced(browser, out,
                          QStringLiteral("keystroke to results shown, a key every %1 ms at most")
                              .arg(TypistPause.count()),
                          TypistPause, [&scroll] { scroll.start(); });
    KeystrokeScript script(browser, out, QStringLiteral("keystroke to results shown"),
                           std::chrono::milliseconds(0), [&paced] { paced.start(); });
    QMetaObject::Connection populated;
    populated = QObject::connect(browser->searcher(), &CatalogSearch::resultsReady, &window,
                                 [&](const QList<ToolSummary> &tools) {
                                     if (tools.isEmpty())
                                         return;
                                     QObject::disconnect(populated);
                                     const double shown = msSince(processTimer);
                                     // Interactive: the loop is free again after showing them.
                                     QTimer::singleShot(0, &window, [&, shown] {
                                         out << QStringLiteral(
                                                    "cold start: %1 ms to a populated window, "
                                                    "%2 ms to interactive (%3 rows; from main())\n")
                                                    .arg(shown, 0, 'f', 0)
                                                    .arg(msSince(processTimer), 0, 'f', 0)
                                                    .arg(browser->toolList()->model()->rowCount());
                                         out.flush();
                                         script.start();
                                     });
                                 });
    const int code = QApplication::exec();
    // Peak resident memory counts the pages of the mapped search index the
    // searches touched, which the system may drop again; the private memory
    // at the end is what the window holds on its own.
    out << QStringLiteral("window process peak memory: %1 MB (private at the end: %2 MB)\n")
               .arg(double(Bench::peakMemoryKiB()) / 1024.0, 0, 'f', 0)
               .arg(double(Bench::statusKiB("RssAnon")) / 1024.0, 0, 'f', 0);
    return code;
}

// What one catalog size measured, for the summary at the end.
struct Figures
{
    int tools = 0;
    double syncSeconds = 0;
    double heartbeatP99 = 0;
    double syncPeakMb = 0;
    double coldStartMs = 0;
    double sqliteMs = 0;
    double keyMedian = 0;
    double keyP99 = 0;
    // At a typist's pace (TypistPause between keys).
    double pacedMedian = 0;
    double pacedP99 = 0;
    double scanMedian = 0;
    double scanP99 = 0;
    double windowPeakMb = 0;
    double windowPrivateMb = 0;
};

// Step 1: a full sync with the window open, the GUI thread's heartbeat timed.
int syncWithHeartbeat(int tools, const QString &providerBinary, const QString &profileDir,
                      Figures *figures)
{
    QTextStream out(stdout);
    QProcess provider;
    const QUrl base = Bench::startProvider(provider, providerBinary,
                                           {QStringLiteral("--synthetic"),
                                            QStringLiteral("%1:50:3:7").arg(tools),
                                            QStringLiteral("--port"), QStringLiteral("0")});
    if (!base.isValid()) {
        out << "bench_browser: the provider did not start: " << provider.readAllStandardError()
            << '\n';
        return 1;
    }

    Application services(Profile::at(profileDir));
    QString error;
    if (!services.open(&error)) {
        out << "bench_browser: " << error << '\n';
        return 1;
    }
    Provider vendor;
    vendor.name = QStringLiteral("Synthetic");
    vendor.baseUrl = base;
    if (const auto refused = services.providers().add(vendor)) {
        out << "bench_browser: " << *refused << '\n';
        return 1;
    }
    if (!services.providers().save(&error)) {
        out << "bench_browser: " << error << '\n';
        return 1;
    }

    int code = 0;
    {
        MainWindow window(CatalogServices {&services.providers(), &services.catalog(),
                                           &services.syncEngine(), &services.credentials(),
                                           &services.network(), &services.images()});
        window.resize(1280, 800);
        window.show();

        QList<double> lateness;
        QElapsedTimer beat;
        QTimer heartbeat;
        heartbeat.setTimerType(Qt::PreciseTimer);
        heartbeat.setInterval(int(HeartbeatMs));
        QObject::connect(&heartbeat, &QTimer::timeout, &window, [&] {
            lateness.append(std::max(0.0, msSince(beat) - double(HeartbeatMs)));
            beat.start();
        });
        QElapsedTimer syncTimer;
        QObject::connect(
            &services.syncEngine(), &SyncEngine::providerFinished, &window,
            [&](const QString &, const SyncSummary &, const std::optional<Error> &why) {
                if (why) {
                    out << "bench_browser: the sync failed: " << why->text() << '\n';
                    code = 1;
                }
            });
        QObject::connect(&services.syncEngine(), &SyncEngine::idle, &window, [&] {
            const double seconds = msSince(syncTimer) / 1000.0;
            heartbeat.stop();
            out << QStringLiteral("full sync with the window open: %1 tools in %2 s\n")
                       .arg(tools)
                       .arg(seconds, 0, 'f', 1);
            out << QStringLiteral("GUI heartbeat lateness during the sync (%1 ms timer): %2\n")
                       .arg(HeartbeatMs)
                       .arg(describe(lateness));
            figures->syncSeconds = seconds;
            figures->heartbeatP99 = Bench::percentile(lateness, 0.99);
            // As a user who stays would: the window indexes the synced catalog
            // in the background and saves the index for the next start.
            const QString cache = services.profile().searchIndexCacheFile();
            const QDateTime synced = QDateTime::currentDateTime();
            auto *poll = new QTimer(&window);
            QObject::connect(poll, &QTimer::timeout, &window, [&, cache, synced, poll, seconds] {
                const QFileInfo saved(cache);
                const bool done = saved.exists() && saved.lastModified() > synced;
                if (done || msSince(syncTimer) > 1000 * (seconds + 60)) {
                    poll->stop();
                    out << QStringLiteral("search index saved %1 s after the sync\n")
                               .arg(msSince(syncTimer) / 1000.0 - seconds, 0, 'f', 1);
                    QCoreApplication::quit();
                }
            });
            poll->start(100);
        });
        QTimer::singleShot(200, &window, [&] {
            syncTimer.start();
            beat.start();
            heartbeat.start();
            services.syncEngine().sync(services.providers().providers());
        });
        QApplication::exec();
    }
    figures->syncPeakMb = double(Bench::peakMemoryKiB()) / 1024.0;
    out << QStringLiteral("sync process peak memory: %1 MB\n").arg(figures->syncPeakMb, 0, 'f', 0);
    provider.terminate();
    provider.waitForFinished(5000);
    return code;
}

// The cold start's reference: the sqlite3 shell started as a process of its
// own, reading the rows the window shows first from the same catalog.
double sqliteReadsFirstRows(const QString &profileDir)
{
    QProcess shell;
    QElapsedTimer launch;
    launch.start();
    shell.start(QStringLiteral("sqlite3"),
                {QStringLiteral("-readonly"), profileDir + QStringLiteral("/data/catalog.sqlite"),
                 QStringLiteral("SELECT id, provider, tool_id, name, description, tags FROM tools"
                                " WHERE listed ORDER BY name COLLATE NOCASE LIMIT %1")
                     .arg(CatalogSearch::DefaultLimit)});
    if (!shell.waitForFinished(120000) || shell.exitCode() != 0)
        return -1;
    return msSince(launch);
}

// The search's reference: every tool's name, description and tags in memory,
// lower-cased, scanned for every word of each query the script types.
QList<double> rawScan(const QString &profileDir, qsizetype *textsScanned, qsizetype *matchesSeen)
{
    std::vector<QByteArray> texts;
    {
        const QString connection = QStringLiteral("bench_raw_scan");
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(profileDir + QStringLiteral("/data/catalog.sqlite"));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            qWarning("bench_browser: %s", qPrintable(db.lastError().text()));
        if (db.isOpen()) {
            QSqlQuery query(db);
            query.setForwardOnly(true);
            if (query.exec(QStringLiteral("SELECT name || ' ' || description || ' ' || tags"
                                          " FROM tools WHERE listed"))) {
                while (query.next())
                    texts.push_back(query.value(0).toString().toLower().toUtf8());
            } else {
                qWarning("bench_browser: %s", qPrintable(query.lastError().text()));
            }
        }
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection);
    }
    QList<double> ms;
    for (const QString &query : Queries) {
        for (qsizetype typed = 1; typed <= query.size(); ++typed) {
            QList<QByteArray> words;
            for (const QString &word : query.left(typed).split(u' ', Qt::SkipEmptyParts))
                words.append(word.toLower().toUtf8());
            QElapsedTimer clock;
            clock.start();
            qsizetype matches = 0;
            for (const QByteArray &text : texts) {
                if (std::all_of(words.cbegin(), words.cend(),
                                [&text](const QByteArray &word) { return text.contains(word); }))
                    ++matches;
            }
            ms.append(msSince(clock));
            // Used, so the compiler keeps the scan: Qt declares the search
            // pure, and an unused result would let it drop every call.
            *matchesSeen += matches;
        }
    }
    *textsScanned = qsizetype(texts.size());
    return ms;
}

// The index's own part of each keystroke: SearchIndex::search() on the
// index the window saved, asked what the window asks (best match for text,
// one page), without reading the page's rows or showing them. What the
// keystroke figure adds to this is the rest of the path.
QList<double> indexSearches(const QString &profileDir, QString *problem)
{
    CatalogRevision current;
    {
        const QString connection = QStringLiteral("bench_index_searches");
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(profileDir + QStringLiteral("/data/catalog.sqlite"));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery state(db);
            if (state.exec(QStringLiteral("SELECT catalog_id, revision FROM catalog_state"))
                && state.next())
                current = {state.value(0).toString(), state.value(1).toLongLong()};
        }
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection);
    }
    CatalogRevision saved;
    const std::unique_ptr<SearchIndex> index = SearchIndexCache::load(
        profileDir + QStringLiteral("/cache/search-index.cache"), current, &saved);
    if (!index) {
        *problem = QStringLiteral("no saved search index in %1").arg(profileDir);
        return {};
    }
    QList<double> ms;
    qsizetype matches = 0;
    for (const QString &text : Queries) {
        for (qsizetype typed = text.isEmpty() ? 0 : 1; typed <= text.size(); ++typed) {
            CatalogQuery query;
            query.text = text.left(typed);
            query.sort = query.text.trimmed().isEmpty() ? CatalogQuery::Sort::Name
                                                        : CatalogQuery::Sort::Relevance;
            query.limit = CatalogSearch::DefaultLimit;
            QElapsedTimer clock;
            clock.start();
            matches += index->search(query).total;
            ms.append(msSince(clock));
        }
    }
    if (matches == 0)
        *problem = QStringLiteral("the saved index matched nothing");
    return ms;
}

// The first number after `label` in `line`; 0 where there is none.
double numberAfter(const QByteArray &line, const QByteArray &label)
{
    const qsizetype at = line.indexOf(label);
    if (at < 0)
        return 0;
    static const QRegularExpression number(QStringLiteral("[0-9]+(\\.[0-9]+)?"));
    const QRegularExpressionMatch found
        = number.match(QString::fromUtf8(line.mid(at + label.size())));
    return found.hasMatch() ? found.captured().toDouble() : 0;
}

// The references, on the same catalog: the sqlite3 shell reading the rows
// the window shows first (its second run, as the window's second start),
// and a raw scan per keystroke.
void references(const QString &profile, Figures *figures, QTextStream &out)
{
    sqliteReadsFirstRows(profile);
    figures->sqliteMs = sqliteReadsFirstRows(profile);
    out << QStringLiteral("reference: sqlite3 started, reading the first %1 rows: %2 ms\n")
               .arg(CatalogSearch::DefaultLimit)
               .arg(figures->sqliteMs, 0, 'f', 0);
    qsizetype texts = 0;
    qsizetype matches = 0;
    const QList<double> scan = rawScan(profile, &texts, &matches);
    figures->scanMedian = Bench::percentile(scan, 0.5);
    figures->scanP99 = Bench::percentile(scan, 0.99);
    out << QStringLiteral("reference: a raw scan of %1 tools' text per keystroke (%2 matches in"
                          " all): %3\n")
               .arg(texts)
               .arg(matches)
               .arg(describe(scan));
    QString problem;
    const QList<double> searches = indexSearches(profile, &problem);
    if (problem.isEmpty())
        out << QStringLiteral("the index alone per keystroke (no rows read, nothing shown): %1\n")
                   .arg(describe(searches));
    else
        out << QStringLiteral("the index alone: not measured: %1\n").arg(problem);
    out.flush();
}

// Steps 1 to 5 for one catalog size, into `figures`.
int measure(const QString &providerBinary, const QString &profile, Figures *figures,
            QTextStream &out)
{
    out << QStringLiteral("=== catalog: %1 synthetic tools\n").arg(figures->tools);
    out.flush();
    if (const int code = syncWithHeartbeat(figures->tools, providerBinary, profile, figures))
        return code;

    // The same binary in a new process: nothing of the catalog is in memory.
    // Its lines are echoed; the launch is timed to its "cold start" line too,
    // which adds loading the program and Qt to what it measures from main().
    // Twice: the first start may still have to build the search index (a
    // profile just synced), the second finds the one the first saved; the
    // summary takes the second.
    for (const QString &run : {QStringLiteral("first start"), QStringLiteral("second start")}) {
        out << QStringLiteral("--- %1 of the window process\n").arg(run);
        QProcess child;
        child.setProcessChannelMode(QProcess::MergedChannels);
        QElapsedTimer launch;
        launch.start();
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--cold-start"), profile});
        double populatedFromLaunch = 0;
        while (child.state() != QProcess::NotRunning || child.canReadLine()) {
            if (!child.canReadLine() && !child.waitForReadyRead(300000))
                break;
            while (child.canReadLine()) {
                const QByteArray childLine = child.readLine();
                if (childLine.startsWith("cold start:") && populatedFromLaunch == 0)
                    populatedFromLaunch = msSince(launch);
                if (childLine.startsWith("keystroke to results shown:")) {
                    figures->keyMedian = numberAfter(childLine, "median");
                    figures->keyP99 = numberAfter(childLine, "p99");
                }
                if (childLine.startsWith("keystroke to results shown, a key every")) {
                    figures->pacedMedian = numberAfter(childLine, "median");
                    figures->pacedP99 = numberAfter(childLine, "p99");
                }
                if (childLine.startsWith("window process peak memory:")) {
                    figures->windowPeakMb = numberAfter(childLine, "memory:");
                    figures->windowPrivateMb = numberAfter(childLine, "the end:");
                }
                out << childLine;
            }
            out.flush();
        }
        child.waitForFinished(10000);
        if (child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
            out << "bench_browser: the cold-start process failed\n";
            return 1;
        }
        figures->coldStartMs = populatedFromLaunch;
        out << QStringLiteral("cold start from process launch to interactive: %1 ms\n")
                   .arg(populatedFromLaunch, 0, 'f', 0);
    }

    references(profile, figures, out);
    return 0;
}

// Issue 19's table: every figure at every size, with its reference and goal.
void summarize(const QList<Figures> &sizes, QTextStream &out)
{
    out << "=== summary\n";
    for (const Figures &f : sizes) {
        out << QStringLiteral("%1 tools: sync %2 s (heartbeat p99 %3 ms), sync process peak %4 MB;"
                              " cold start %5 ms (sqlite3: %6 ms); keystroke median %7 / p99 %8"
                              " ms (raw scan: %9 / %10 ms; a key every %13 ms: %14 / %15 ms);"
                              " window peak %11 MB, private %12 MB\n")
                   .arg(f.tools)
                   .arg(f.syncSeconds, 0, 'f', 1)
                   .arg(f.heartbeatP99, 0, 'f', 1)
                   .arg(f.syncPeakMb, 0, 'f', 0)
                   .arg(f.coldStartMs, 0, 'f', 0)
                   .arg(f.sqliteMs, 0, 'f', 0)
                   .arg(f.keyMedian, 0, 'f', 1)
                   .arg(f.keyP99, 0, 'f', 1)
                   .arg(f.scanMedian, 0, 'f', 1)
                   .arg(f.scanP99, 0, 'f', 1)
                   .arg(f.windowPeakMb, 0, 'f', 0)
                   .arg(f.windowPrivateMb, 0, 'f', 0)
                   .arg(TypistPause.count())
                   .arg(f.pacedMedian, 0, 'f', 1)
                   .arg(f.pacedP99, 0, 'f', 1);
    }
    // Linear: each size's time per tool against the smallest's.
    for (qsizetype i = 1; i < sizes.size(); ++i) {
        const Figures &small = sizes.first();
        const Figures &large = sizes.at(i);
        if (small.syncSeconds <= 0 || small.tools <= 0)
            break;
        const double toolsRatio = double(large.tools) / double(small.tools);
        out << QStringLiteral("sync time %1 tools / %2 tools: %3x for %4x the tools"
                              " (goal: at most %5x)\n")
                   .arg(large.tools)
                   .arg(small.tools)
                   .arg(large.syncSeconds / small.syncSeconds, 0, 'f', 1)
                   .arg(toolsRatio, 0, 'f', 0)
                   .arg(toolsRatio * 1.1, 0, 'f', 0);
    }
    out.flush();
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer processTimer;
    processTimer.start();
    describeApplication();
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption toolsOption(QStringLiteral("tools"),
                                         QStringLiteral("Tools in the catalog; several sizes"
                                                        " separated by commas, smallest first."),
                                         QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption providerOption(
        QStringLiteral("provider"), QStringLiteral("toolshelf-provider binary."),
        QStringLiteral("PATH"), QStringLiteral(TOOLSHELF_PROVIDER_BINARY));
    const QCommandLineOption coldOption(QStringLiteral("cold-start"),
                                        QStringLiteral("Open the window on PROFILE and type."),
                                        QStringLiteral("PROFILE"));
    const QCommandLineOption keepOption(
        QStringLiteral("keep"),
        QStringLiteral("Sync into DIR (empty) and keep it, for --cold-start."),
        QStringLiteral("DIR"));
    const QCommandLineOption referencesOption(
        QStringLiteral("references"),
        QStringLiteral("Only measure the references on a profile kept with --keep."),
        QStringLiteral("PROFILE"));
    parser.addOptions({toolsOption, providerOption, coldOption, keepOption, referencesOption});
    parser.addHelpOption();
    parser.process(app);
    if (parser.isSet(coldOption))
        return coldStart(parser.value(coldOption), processTimer);

    QTextStream out(stdout);
    if (parser.isSet(referencesOption)) {
        Figures figures;
        references(parser.value(referencesOption), &figures, out);
        return 0;
    }
    QList<Figures> sizes;
    const QStringList counts = parser.value(toolsOption).split(u',');
    for (const QString &count : counts) {
        Figures figures;
        figures.tools = count.toInt();
        QTemporaryDir temporary;
        // Several sizes are kept in a folder each, named by the size.
        QString profile = temporary.path();
        if (parser.isSet(keepOption))
            profile = counts.size() == 1 ? parser.value(keepOption)
                                         : parser.value(keepOption) + u'/' + count;
        if (const int code = measure(parser.value(providerOption), profile, &figures, out))
            return code;
        sizes.append(figures);
    }
    summarize(sizes, out);
    return 0;
}

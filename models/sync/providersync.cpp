// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/providersync.h"

#include "catalog/catalogstore.h"
#include "client/providerauthenticator.h"
#include "client/providerclients.h"
#include "dialects/dialectregistry.h"
#include "sync/toollistings.h"
#include "sync/versionhistoryfetch.h"

namespace Toolshelf {

namespace {

// Pages waiting for the database thread before the fetch holds: when the
// disk (or another provider's commit) is slower than the network, parsed
// pages would otherwise pile up in memory without bound. A page of 100
// signatures takes a few hundred KB parsed; a page near the 64 MiB cap takes
// a few times its bytes, so the bytes waiting are bounded too.
constexpr int MaxPagesStaging = 4;
constexpr qint64 MaxBytesStaging = 32 * 1024 * 1024;

// A history that is gone: the tool was withdrawn between the listing and now,
// or the provider keeps no history for it. Its stored versions remain.
bool isGone(int status)
{
    return status == 404 || status == 410;
}

// A failure of the catalog, caused by what the database said.
Error storageError(const QString &what, const QString &database)
{
    return Error(Error::Code::Storage, what, Error(Error::Code::Storage, database));
}

} // namespace

ProviderSync::ProviderSync(Provider provider, ProviderClients *clients, CatalogStore *store,
                           SyncLimits limits, QStringList groups, QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_network(clients->network())
    , m_store(store)
    , m_budget(limits)
    , m_authenticator(clients->authenticator(m_provider))
    , m_groups(std::move(groups))
{
    m_deadline.setSingleShot(true);
    // A coarse timer may fire 5% early: a 20-minute deadline a minute short.
    m_deadline.setTimerType(Qt::PreciseTimer);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        // Once every page is in, the rest is local work bounded by the bytes.
        if (!m_progress.saving)
            stop(Error(Error::Code::Limit, m_budget.deadlineMessage()));
    });
}

ProviderSync::~ProviderSync() = default;

void ProviderSync::start()
{
    m_budget.start();
    m_deadline.start(m_budget.limits().deadline);
    m_store->run(
        [provider = m_provider.name, dialect = m_provider.dialect](CatalogDatabase &db) {
            QString error;
            const qint64 id = db.beginSync(provider, dialect, &error);
            return std::tuple {id, error, db.groups(provider)};
        },
        this,
        [this](const std::tuple<qint64, QString, QList<CatalogGroup>> &begun) {
            if (std::get<0>(begun) == 0)
                return done(
                    {}, storageError(tr("the catalog cannot start a sync"), std::get<1>(begun)));
            m_syncId = std::get<0>(begun);
            m_knownGroups = std::get<2>(begun);
            if (m_finished) // cancelled while the sync record was being made
                return m_store->post([id = m_syncId, why = tr("cancelled")](CatalogDatabase &db) {
                    db.discardSync(id, why);
                });
            listTools();
        });
}

void ProviderSync::listTools()
{
    Error error;
    m_fetch = ToolListings::tools(m_provider, listingContext(), this, &error);
    if (!m_fetch)
        return fail(error);
    connect(m_fetch, &ToolListing::page, this, &ProviderSync::listingPage);
    connect(m_fetch, &ToolListing::finished, this, &ProviderSync::listingDone);
    m_fetch->start();
}

ToolListings::Context ProviderSync::listingContext()
{
    return {m_authenticator, m_network, &m_budget, m_knownGroups, m_groups};
}

void ProviderSync::listingPage(const DialectPage &page, qint64 bytes)
{
    stage(page, StageKind::Listing, bytes);
}

void ProviderSync::listingDone(const std::optional<Error> &error)
{
    m_scope = m_fetch->scope();
    m_notes += m_fetch->notes();
    m_fetch->deleteLater();
    m_fetch = nullptr;
    if (error)
        return fail(*error);
    // A dialect without histories has nothing more to fetch: the catalog
    // numbers what the listing brought.
    if (const ToolDialect *dialect = Dialects::find(m_provider.dialect);
        dialect && dialect->countsVersions())
        return commit();
    // Pinned tools the listing holds get their whole history now, the rest
    // on demand. Posted after every page, so it sees the whole listing.
    m_store->run(
        [id = m_syncId](CatalogDatabase &db) {
            QString problem;
            auto listed = db.listedPins(id, &problem);
            return std::pair {listed, problem};
        },
        this,
        [this](const std::pair<QList<std::pair<QString, QString>>, QString> &pins) {
            if (!pins.second.isEmpty())
                return fail(
                    storageError(tr("the catalog cannot read the pinned tools"), pins.second));
            for (const auto &[toolId, name] : pins.first)
                m_pendingHistories.append({toolId, name});
            fetchNextHistory();
        });
}

void ProviderSync::fetchNextHistory()
{
    if (m_finished)
        return;
    if (m_pendingHistories.isEmpty())
        return commit();
    m_history = m_pendingHistories.takeFirst();
    m_historyRefused = false;
    Error error;
    m_fetch = ToolListings::versions(m_provider, m_history.toolId, listingContext(), this, &error);
    if (!m_fetch)
        return fail(error);
    connect(m_fetch, &ToolListing::page, this, &ProviderSync::historyPage);
    connect(m_fetch, &ToolListing::finished, this, &ProviderSync::historyDone);
    m_fetch->start();
}

void ProviderSync::historyPage(const DialectPage &page, qint64 bytes)
{
    // Versions of another tool would be stored under this one: the history
    // is refused, as VersionHistoryFetch refuses it, and the sync goes on.
    if (const auto foreign = VersionHistoryFetch::foreignVersion(page, m_history.toolId)) {
        m_notes.append(tr("The version history of %1 was refused: %2; its stored versions are "
                          "kept.")
                           .arg(m_history.name, *foreign));
        m_historyRefused = true;
        m_fetch->cancel();
        return;
    }
    stage(page, StageKind::History, bytes);
}

void ProviderSync::historyDone(const std::optional<Error> &error)
{
    const int status = m_fetch->failedStatus();
    m_fetch->deleteLater();
    m_fetch = nullptr;
    if (m_finished)
        return;
    if (error && !m_historyRefused) {
        if (!isGone(status))
            return fail(*error);
        m_notes.append(tr("The version history of %1 is gone (HTTP %2); its stored versions are "
                          "kept.")
                           .arg(m_history.name, QString::number(status)));
    }
    ++m_progress.histories;
    Q_EMIT progressed(m_progress);
    fetchNextHistory();
}

void ProviderSync::stage(const DialectPage &linted, StageKind kind, qint64 bytes)
{
    // Linted where the listing parsed it (ToolListings). Page-level
    // findings (a missing paging object) belong to no one tool.
    m_progress.pages += 1;
    m_progress.bytes += bytes;
    if (kind == StageKind::Listing) {
        m_progress.tools += linted.tools.size();
        if (m_fetch)
            m_progress.toolsExpected = m_fetch->toolsExpected();
    }
    Q_EMIT progressed(m_progress);
    m_store->run(
        [id = m_syncId, tools = linted.tools, kind, failure = m_stageFailure](CatalogDatabase &db) {
            // After one page failed, the sync is lost anyway: stage nothing more.
            if (failure->isEmpty() && !db.stage(id, tools, kind, failure.get())
                && failure->isEmpty())
                *failure = db.lastError();
            return true;
        },
        this, [this, bytes](bool) { pageStaged(bytes); });
    ++m_pagesStaging;
    m_bytesStaging += bytes;
    if (mustHold() && m_fetch)
        m_fetch->hold();
}

bool ProviderSync::mustHold() const
{
    return m_pagesStaging >= MaxPagesStaging || m_bytesStaging >= MaxBytesStaging;
}

void ProviderSync::pageStaged(qint64 bytes)
{
    --m_pagesStaging;
    m_bytesStaging -= bytes;
    if (!mustHold() && m_fetch)
        m_fetch->resume();
}

void ProviderSync::commit()
{
    m_progress.saving = true;
    Q_EMIT progressed(m_progress);
    // Posted after every stage, so it runs after them on the database thread,
    // where it can see whether one of them failed.
    m_store->run(
        [id = m_syncId, failure = m_stageFailure, notes = m_notes,
         scope = m_scope](CatalogDatabase &db) {
            SyncSummary summary;
            summary.notes = notes;
            std::optional<Error> error;
            if (!failure->isEmpty()) {
                error = storageError(tr("the catalog could not store a page"), *failure);
                db.discardSync(id, error->text());
                return std::pair {summary, error};
            }
            QString problem;
            if (!db.commitSync(id, &summary, &problem, scope))
                error = storageError(tr("the catalog could not save the sync"), problem);
            return std::pair {summary, error};
        },
        this,
        [this](const std::pair<SyncSummary, std::optional<Error>> &result) {
            done(result.first, result.second);
        });
}

void ProviderSync::cancel()
{
    stop(Error(Error::Code::Cancelled, tr("cancelled")));
}

void ProviderSync::stop(const Error &error)
{
    if (m_finished)
        return;
    // Failed first, so the fetch's own "cancelled" does not replace the cause.
    fail(error);
    if (m_fetch)
        m_fetch->cancel();
}

void ProviderSync::fail(const Error &error)
{
    if (m_finished)
        return;
    // The catalog keeps the text, as the window and the command line show it.
    if (m_syncId != 0)
        m_store->post([id = m_syncId, text = error.text()](CatalogDatabase &db) {
            db.discardSync(id, text);
        });
    done({}, error);
}

void ProviderSync::done(const SyncSummary &summary, const std::optional<Error> &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_deadline.stop();
    Q_EMIT finished(summary, error);
}

} // namespace Toolshelf

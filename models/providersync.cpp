#include "providersync.h"

#include "a2turls.h"
#include "catalogstore.h"
#include "conformancelinter.h"
#include "providerauthenticator.h"

namespace Toolshelf {

namespace {

// Pages waiting for the database thread before the fetch holds: when the
// disk (or another provider's commit) is slower than the network, parsed
// pages would otherwise pile up in memory without bound. A page of 100
// signatures takes a few hundred KB parsed.
constexpr int MaxPagesStaging = 4;

} // namespace

ProviderSync::ProviderSync(Provider provider, NetworkService *network, CredentialStore *credentials,
                           CatalogStore *store, PagedFetch::Limits limits, QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_network(network)
    , m_store(store)
    , m_limits(limits)
    , m_authenticator(new ProviderAuthenticator(m_provider, credentials, network, this))
{ }

ProviderSync::~ProviderSync() = default;

void ProviderSync::start()
{
    m_store->run(
        [provider = m_provider.name](CatalogDatabase &db) {
            QString error;
            const qint64 id = db.beginSync(provider, &error);
            return std::pair {id, error};
        },
        this,
        [this](std::pair<qint64, QString> begun) {
            if (begun.first == 0)
                return done(false, {}, tr("the catalog cannot start a sync: %1").arg(begun.second));
            m_syncId = begun.first;
            if (m_finished) // cancelled while the sync record was being made
                return m_store->post([id = m_syncId, why = tr("cancelled")](CatalogDatabase &db) {
                    db.discardSync(id, why);
                });
            listTools(m_syncId);
        });
}

void ProviderSync::listTools(qint64)
{
    m_fetch = new PagedFetch(A2tUrls::tools(m_provider.baseUrl), m_authenticator, m_network,
                             m_limits, this);
    connect(m_fetch, &PagedFetch::page, this, &ProviderSync::listingPage);
    connect(m_fetch, &PagedFetch::finished, this, &ProviderSync::listingDone);
    m_fetch->start();
}

void ProviderSync::listingPage(const ParsedDocument &document, qint64 bytes)
{
    stage(document, StageKind::Listing, bytes);
}

void ProviderSync::listingDone(bool ok, const QString &error)
{
    m_fetch->deleteLater();
    m_fetch = nullptr;
    if (!ok)
        return fail(error);
    // Pinned tools get their whole history now; the rest on demand.
    m_store->run([provider = m_provider.name](CatalogDatabase &db) { return db.pins(provider); },
                 this,
                 [this](const QList<Pin> &pins) {
                     for (const Pin &pin : pins)
                         m_pendingHistories.append(pin.toolId);
                     fetchNextHistory();
                 });
}

void ProviderSync::fetchNextHistory()
{
    if (m_finished)
        return;
    if (m_pendingHistories.isEmpty())
        return commit();
    const QString toolId = m_pendingHistories.takeFirst();
    const QUrl url = A2tUrls::versions(m_provider.baseUrl, toolId);
    if (!url.isValid())
        return fail(tr("the pinned tool id \"%1\" cannot be used in a URL").arg(toolId.left(80)));
    m_fetch = new PagedFetch(url, m_authenticator, m_network, m_limits, this);
    connect(m_fetch, &PagedFetch::page, this, &ProviderSync::historyPage);
    connect(m_fetch, &PagedFetch::finished, this, &ProviderSync::historyDone);
    m_fetch->start();
}

void ProviderSync::historyPage(const ParsedDocument &document, qint64 bytes)
{
    stage(document, StageKind::History, bytes);
}

void ProviderSync::historyDone(bool ok, const QString &error)
{
    m_fetch->deleteLater();
    m_fetch = nullptr;
    if (!ok)
        return fail(error);
    ++m_progress.histories;
    Q_EMIT progressed(m_progress);
    fetchNextHistory();
}

void ProviderSync::stage(const ParsedDocument &document, StageKind kind, qint64 bytes)
{
    ParsedDocument linted = document;
    ConformanceLinter::Options options;
    options.latestMustBeCurrent = kind == StageKind::Listing;
    ConformanceLinter::lintDocument(linted, options);
    // Page-level findings (a missing paging object) belong to no one tool.
    m_progress.pages += 1;
    m_progress.bytes += bytes;
    if (kind == StageKind::Listing)
        m_progress.tools += linted.signatures.size();
    Q_EMIT progressed(m_progress);
    m_store->run(
        [id = m_syncId, signatures = linted.signatures, kind,
         failure = m_stageFailure](CatalogDatabase &db) {
            // After one page failed, the sync is lost anyway: stage nothing more.
            if (failure->isEmpty() && !db.stage(id, signatures, kind, failure.get())
                && failure->isEmpty())
                *failure = db.lastError();
            return true;
        },
        this, [this](bool) { pageStaged(); });
    if (++m_pagesStaging >= MaxPagesStaging && m_fetch)
        m_fetch->hold();
}

void ProviderSync::pageStaged()
{
    if (--m_pagesStaging < MaxPagesStaging && m_fetch)
        m_fetch->resume();
}

void ProviderSync::commit()
{
    m_progress.saving = true;
    Q_EMIT progressed(m_progress);
    // Posted after every stage, so it runs after them on the database thread,
    // where it can see whether one of them failed.
    m_store->run(
        [id = m_syncId, failure = m_stageFailure](CatalogDatabase &db) {
            SyncSummary summary;
            QString error;
            if (!failure->isEmpty()) {
                error = tr("the catalog could not store a page: %1").arg(*failure);
                db.discardSync(id, error);
                return std::tuple {false, summary, error};
            }
            if (!db.commitSync(id, &summary, &error))
                error = tr("the catalog could not save the sync: %1").arg(error);
            return std::tuple {error.isEmpty(), summary, error};
        },
        this,
        [this](const std::tuple<bool, SyncSummary, QString> &result) {
            const auto &[ok, summary, error] = result;
            done(ok, summary, error);
        });
}

void ProviderSync::cancel()
{
    if (m_finished)
        return;
    m_authenticator->cancel();
    if (m_fetch)
        m_fetch->cancel(); // finishes the fetch, which fails the sync
    if (!m_finished)
        fail(tr("cancelled"));
}

void ProviderSync::fail(const QString &error)
{
    if (m_finished)
        return;
    if (m_syncId != 0)
        m_store->post([id = m_syncId, error](CatalogDatabase &db) { db.discardSync(id, error); });
    done(false, {}, error);
}

void ProviderSync::done(bool ok, const SyncSummary &summary, const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished(ok, summary, error);
}

} // namespace Toolshelf

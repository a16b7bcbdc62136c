// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/versionhistoryfetch.h"

#include "catalog/catalogstore.h"
#include "client/providerauthenticator.h"
#include "client/providerclients.h"
#include "sync/toollistings.h"

namespace Toolshelf {

VersionHistoryFetch::VersionHistoryFetch(ProviderClients *clients, CatalogStore *catalog,
                                         Provider provider, QString toolId, QObject *parent)
    : QObject(parent)
    , m_catalog(catalog)
    , m_network(clients->network())
    , m_provider(std::move(provider))
    , m_toolId(std::move(toolId))
    , m_budget(defaultLimits())
    , m_authenticator(clients->authenticator(m_provider))
{ }

SyncLimits VersionHistoryFetch::defaultLimits()
{
    SyncLimits limits;
    limits.maxPages = 200;
    limits.maxBytes = 256 * 1024 * 1024;
    limits.deadline = std::chrono::minutes(5);
    return limits;
}

std::optional<QString> VersionHistoryFetch::foreignVersion(const DialectPage &page,
                                                           const QString &toolId)
{
    for (const DialectTool &version : page.tools) {
        if (version.tool.key.nativeId != toolId)
            return tr("%1 lists version %2 of tool %3, not of %4")
                .arg(version.path, QString::number(version.tool.version),
                     version.tool.key.nativeId.left(80), toolId);
    }
    return std::nullopt;
}

// The paged fetch and its request are children: deleting them aborts the
// transfer, and a store posted already finds no one to answer.
VersionHistoryFetch::~VersionHistoryFetch() = default;

void VersionHistoryFetch::start()
{
    Error error;
    m_fetch = ToolListings::versions(m_provider, m_toolId,
                                     {m_authenticator, m_network, &m_budget, {}, {}}, this, &error);
    if (!m_fetch)
        return finish(error);
    m_budget.start();
    connect(m_fetch, &ToolListing::page, this, &VersionHistoryFetch::page);
    connect(m_fetch, &ToolListing::finished, this, &VersionHistoryFetch::listed);
    m_fetch->start();
}

void VersionHistoryFetch::page(const DialectPage &linted)
{
    // Checked here too (storeVersions refuses them) so the cause names the page.
    if (const auto foreign = foreignVersion(linted, m_toolId)) {
        finish(Error(Error::Code::Malformed,
                     tr("page %1 of the history: %2").arg(QString::number(m_pages + 1), *foreign)));
        // After finish, so the fetch's own "cancelled" does not replace the cause.
        if (m_fetch)
            m_fetch->cancel();
        return;
    }
    m_versions.append(linted.tools);
    ++m_pages;
    Q_EMIT progressed(m_pages, int(m_versions.size()));
}

void VersionHistoryFetch::listed(const std::optional<Error> &error)
{
    m_fetch->deleteLater();
    m_fetch = nullptr;
    if (error)
        return finish(error);
    if (m_versions.isEmpty())
        return finish(
            Error(Error::Code::Malformed, tr("the provider lists no versions of this tool")));
    store();
}

void VersionHistoryFetch::store()
{
    storeVersions(m_catalog, m_provider, m_toolId, std::exchange(m_versions, {}), this,
                  [this](const std::optional<Error> &error) { finish(error); });
}

void VersionHistoryFetch::storeVersions(CatalogStore *catalog, const Provider &provider,
                                        const QString &toolId, QList<DialectTool> versions,
                                        QObject *context,
                                        std::function<void(const std::optional<Error> &)> done)
{
    catalog->run(
        [name = provider.name, toolId,
         versions = std::move(versions)](CatalogDatabase &database) -> std::optional<Error> {
            QString error;
            if (database.storeVersions(name, toolId, versions, &error))
                return std::nullopt;
            return Error(
                Error::Code::Storage, tr("the catalog cannot store it"),
                Error(Error::Code::Storage, error.isEmpty() ? tr("unknown error") : error));
        },
        context, [done = std::move(done)](const std::optional<Error> &error) { done(error); });
}

void VersionHistoryFetch::cancel()
{
    if (m_done)
        return;
    if (m_fetch)
        m_fetch->cancel();
    finish(Error(Error::Code::Cancelled, tr("cancelled")));
}

void VersionHistoryFetch::finish(const std::optional<Error> &error)
{
    if (m_done)
        return;
    m_done = true;
    Q_EMIT finished(error);
}

} // namespace Toolshelf

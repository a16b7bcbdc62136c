// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/remoteresults.h"

#include "core/textsafety.h"

namespace Toolshelf {

namespace {

// A found tool as a row: the version storing it would give it, since this
// dialect numbers versions in the catalog and a tool not in it has none yet.
ToolSummary rowOf(const QString &provider, const DialectTool &read)
{
    ToolSummary row;
    row.provider = provider;
    row.toolId = read.tool.key.nativeId;
    row.name = read.tool.name;
    row.version = 1;
    row.currentVersion = 1;
    row.tags = read.tool.tags;
    row.groupPath = read.tool.groupPath;
    row.description = read.tool.description;
    return row;
}

} // namespace

RemoteResults::RemoteResults(ProviderClients *clients, CatalogStore *store, QObject *parent)
    : QObject(parent)
    , m_search(clients, store)
{
    m_delay.setSingleShot(true);
    m_delay.setInterval(DelayMs);
    connect(&m_delay, &QTimer::timeout, this, &RemoteResults::ask);
    connect(&m_search, &MarketplaceSearch::finished, this, &RemoteResults::merge);
}

void RemoteResults::search(const QString &text, const QList<Provider> &providers)
{
    QList<Provider> asked;
    for (const Provider &provider : providers) {
        if (MarketplaceSearch::canAsk(provider))
            asked.append(provider);
    }
    const QString trimmed = text.trimmed();
    if (trimmed == m_text && asked == m_providers)
        return;
    m_text = trimmed;
    m_providers = asked;
    // What was found for another text no longer applies.
    m_search.cancel();
    clear();
    if (m_text.isEmpty() || m_providers.isEmpty())
        return m_delay.stop();
    m_delay.start();
}

void RemoteResults::refresh()
{
    if (!m_text.isEmpty() && !m_providers.isEmpty())
        m_delay.start();
}

void RemoteResults::ask()
{
    m_search.start(m_providers, m_text, Limit);
}

void RemoteResults::clear()
{
    if (!m_holding && m_summary.isEmpty())
        return;
    m_holding = false;
    m_summary.clear();
    Q_EMIT found({}, {});
}

void RemoteResults::merge(const QString &query, const QList<MarketplaceSearch::Finding> &findings)
{
    if (query != m_text)
        return;
    QList<ToolSummary> rows;
    QList<GroupFacetModel::UnreadGroup> groups;
    QStringList failed;
    for (const MarketplaceSearch::Finding &finding : findings) {
        if (finding.error) {
            failed.append(finding.provider);
            continue;
        }
        for (const DialectTool &read : finding.tools)
            rows.append(rowOf(finding.provider, read));
        for (const CatalogGroup &group : finding.groups) {
            // Groups whose tools are read are counted with the catalog's matches.
            if (!group.loadedAt.isValid())
                groups.append({finding.provider, group, false});
        }
    }
    QStringList said;
    if (!rows.isEmpty())
        //: Behind the count of matches: tools the providers' own search found that the
        //: catalog does not hold.
        said.append(tr("%n more on the providers' servers", nullptr, int(rows.size())));
    if (!groups.isEmpty())
        said.append(tr("%n unread group(s) found", nullptr, int(groups.size())));
    if (!failed.isEmpty())
        said.append(
            tr("not answered: %1").arg(TextSafety::escapeLine(failed.join(QStringLiteral(", ")))));
    m_summary = said.join(QStringLiteral("; "));
    m_holding = !rows.isEmpty() || !groups.isEmpty();
    Q_EMIT found(rows, groups);
}

} // namespace Toolshelf

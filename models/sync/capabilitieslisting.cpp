// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/capabilitieslisting.h"

#include "client/signedcall.h"
#include "core/sha256.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "dialects/a2tcapabilities/capabilitiesgroups.h"
#include "net/networkresult.h"
#include "sync/syncbudget.h"

#include <QUrlQuery>

namespace Toolshelf {

CapabilitiesListing::CapabilitiesListing(QString provider, QUrl baseUrl,
                                         ProviderAuthenticator *authenticator,
                                         NetworkService *network, SyncBudget *budget,
                                         QObject *parent)
    : ToolListing(parent)
    , m_provider(std::move(provider))
    , m_baseUrl(std::move(baseUrl))
    , m_authenticator(authenticator)
    , m_network(network)
    , m_budget(budget)
{ }

CapabilitiesListing::~CapabilitiesListing() = default;

void CapabilitiesListing::setGroups(QList<CatalogGroup> known, QStringList only)
{
    m_known = std::move(known);
    m_only = std::move(only);
}

void CapabilitiesListing::start()
{
    request(CapabilitiesFile::location(m_baseUrl));
}

void CapabilitiesListing::hold()
{
    m_held = true;
}

void CapabilitiesListing::resume()
{
    m_held = false;
    if (std::exchange(m_requestDue, false))
        next();
}

void CapabilitiesListing::cancel()
{
    finish(Error(Error::Code::Cancelled, tr("cancelled")));
}

void CapabilitiesListing::request(const QUrl &url)
{
    // What the answer's problems are said of: the page as asked for.
    m_asked = url;
    NetworkRequest request = NetworkRequest::get(url);
    request.addHeader("Accept", "application/json");
    if (const std::optional<Error> spent = m_budget->bound(request))
        return finish(*spent);
    const qint64 allowance = request.maxBodyBytes;
    m_call = new SignedCall(request, m_authenticator, m_network, this);
    connect(m_call, &SignedCall::answered, this,
            [this, allowance](const NetworkResult &result) { answered(result, allowance); });
    connect(m_call, &SignedCall::failed, this, [this](const Error &error) { finish(error); });
    m_call->start();
}

Error CapabilitiesListing::listError(const QString &problem) const
{
    return Error(Error::Code::Malformed, tr("%1: %2").arg(m_asked.toDisplayString(), problem));
}

void CapabilitiesListing::answered(const NetworkResult &result, qint64 allowance)
{
    m_call->deleteLater();
    m_call = nullptr;
    if (m_done)
        return;
    if (!result.ok()) {
        if (result.error == NetworkResult::Error::HttpError)
            m_failedStatus = result.statusCode;
        const Error cause = m_budget->failure(result, allowance);
        return finish(Error(cause.code(), m_asked.toDisplayString(), cause));
    }
    if (const auto spent = m_budget->spend(result.body.size()))
        return finish(Error(Error::Code::Limit, *spent));
    if (!m_haveCapabilities)
        return capabilitiesRead(result.body);
    // A page seen before, whatever was asked: the server is going round.
    const QByteArray digest = Sha256::hash(result.body);
    QSet<QByteArray> &seen = m_lists.front().seenPages;
    if (seen.contains(digest))
        return finish(listError(tr("the same page came back a second time; stopped to avoid "
                                   "a loop")));
    seen.insert(digest);
    ++m_pages;
    if (m_lists.front().kind == List::Kind::Groups)
        return groupsRead(result.body);
    // Tools are read off this thread; the answer comes back to toolsRead().
    m_parsingPage = true;
    m_parsing.post([this, body = result.body, provider = m_provider,
                    group = m_lists.front().groupId] {
        const DialectPage page = A2tCapabilitiesDialect::page(provider, body, group);
        QMetaObject::invokeMethod(this,
                                  [this, page, bytes = body.size()] { toolsRead(page, bytes); });
    });
}

void CapabilitiesListing::capabilitiesRead(const QByteArray &body)
{
    auto read = CapabilitiesFile::read(body, m_baseUrl);
    if (const QString *problem = std::get_if<QString>(&read))
        return finish(listError(*problem));
    m_capabilities = std::get<CapabilitiesFile>(read);
    m_haveCapabilities = true;
    if (!m_only.isEmpty()) {
        // Some groups alone, filed where the catalog's tree says.
        if (!m_capabilities.groups)
            return finish(listError(tr("the provider no longer offers groups; sync it whole")));
        for (const CatalogGroup &group : std::as_const(m_known))
            m_groups.insert(group.id, group);
        for (const QString &id : std::as_const(m_only)) {
            if (!m_groups.contains(id))
                return finish(Error(Error::Code::Other,
                                    tr("the catalog knows no group \"%1\" of %2; sync the "
                                       "provider first")
                                        .arg(id.left(80), m_provider)));
            m_lists.push_back({List::Kind::Tools, m_capabilities.groupToolsUrl(id), id, 0, {}, {}});
        }
        m_covered = m_only;
        m_treeRead = true;
        return next();
    }
    m_lists.push_back({List::Kind::Tools, m_capabilities.tools, {}, 0, {}, {}});
    if (m_capabilities.groups)
        m_lists.push_back({List::Kind::Groups, m_capabilities.groupsUrl, {}, 0, {}, {}});
    next();
}

std::optional<QString> CapabilitiesListing::checkPage(std::optional<qint64> total, qint64 offset,
                                                      qsizetype count, bool last)
{
    List &list = m_lists.front();
    if (offset != list.offset)
        return tr("asked for offset %1, answered offset %2").arg(list.offset).arg(offset);
    if (list.total && total && *total != *list.total)
        return tr("the total changed from %1 to %2 during the sync; sync again")
            .arg(*list.total)
            .arg(*total);
    if (!list.total && total) {
        list.total = total;
        if (list.kind == List::Kind::Tools)
            m_toolsExpected = m_toolsExpected.value_or(0) + *total;
    }
    if (count == 0 && total && offset < *total)
        return tr("no entries at offset %1 of %2: the offset does not advance")
            .arg(offset)
            .arg(*total);
    list.offset = offset + count;
    if (last || !list.total || list.offset >= *list.total)
        m_lists.pop_front();
    return std::nullopt;
}

void CapabilitiesListing::toolsRead(const DialectPage &read, qint64 bytes)
{
    m_parsingPage = false;
    if (m_done)
        return;
    if (read.fatal)
        return finish(listError(read.fatal->message));
    const QString group = m_lists.front().groupId;
    if (const auto problem
        = checkPage(read.total, read.offset, read.tools.size(), read.nextCursor.isEmpty()))
        return finish(listError(*problem));
    DialectPage filed = read;
    const QStringList path = groupPath(group);
    for (DialectTool &tool : filed.tools)
        tool.tool.groupPath = path;
    Q_EMIT page(filed, bytes);
    if (!m_done)
        next();
}

void CapabilitiesListing::groupsRead(const QByteArray &body)
{
    auto read = CapabilitiesGroupPage::read(body);
    if (const QString *problem = std::get_if<QString>(&read))
        return finish(listError(*problem));
    const CapabilitiesGroupPage &page = std::get<CapabilitiesGroupPage>(read);
    const QString asked = m_lists.front().groupId;
    if (const auto problem = checkPage(page.total, page.offset, page.groups.size(), false))
        return finish(listError(*problem));
    for (const CapabilitiesGroup &group : page.groups) {
        // A server may list every group when no parent is asked for: a group
        // is read under the parent it names, once.
        const QString parent = group.parentId.isEmpty() ? asked : group.parentId;
        const auto known = m_groups.constFind(group.id);
        if (known != m_groups.constEnd()) {
            if (known->parentId != parent)
                return finish(listError(
                    tr("group \"%1\" is listed under \"%2\" and under "
                       "\"%3\"")
                        .arg(group.id.left(80), known->parentId.left(80), parent.left(80))));
            continue;
        }
        m_groups.insert(group.id,
                        {group.id,
                         parent,
                         group.name.isEmpty() ? group.id : group.name,
                         group.description,
                         {},
                         group.toolCount,
                         {}});
        m_treeOrder.append(group.id);
        // Its depth, following parents: a cycle or a tree too deep ends here.
        int depth = 0;
        for (QString at = group.id; !at.isEmpty(); at = m_groups.value(at).parentId) {
            if (++depth > MaxGroupDepth)
                return finish(listError(tr("group \"%1\" lies more than %2 levels deep, or "
                                           "its parents go round")
                                            .arg(group.id.left(80))
                                            .arg(MaxGroupDepth)));
        }
        m_lists.push_back({List::Kind::Groups, m_capabilities.groupsUrl, group.id, 0, {}, {}});
    }
    next();
}

QStringList CapabilitiesListing::groupPath(const QString &groupId) const
{
    QStringList path;
    for (QString at = groupId; !at.isEmpty() && path.size() <= MaxGroupDepth;
         at = m_groups.value(at).parentId)
        path.prepend(m_groups.value(at).name);
    return path;
}

void CapabilitiesListing::next()
{
    if (m_done || m_call || m_parsingPage)
        return;
    if (m_held) {
        m_requestDue = true;
        return;
    }
    if (m_lists.empty() && !std::exchange(m_treeRead, true))
        listGroupTools();
    if (m_lists.empty())
        return finish(std::nullopt);
    const List &list = m_lists.front();
    QUrl url = list.url;
    QUrlQuery query(url);
    qint64 limit = m_budget->limits().pageLimit;
    const std::optional<qint64> most = list.kind == List::Kind::Tools
        ? m_capabilities.maxToolsPerRequest
        : m_capabilities.maxGroupsPerRequest;
    if (most)
        limit = std::min(limit, *most);
    query.addQueryItem(QStringLiteral("limit"), QString::number(limit));
    query.addQueryItem(QStringLiteral("offset"), QString::number(list.offset));
    if (list.kind == List::Kind::Groups && !list.groupId.isEmpty())
        query.addQueryItem(QStringLiteral("parent_id"),
                           QString::fromLatin1(QUrl::toPercentEncoding(list.groupId)));
    url.setQuery(query);
    request(url);
}

void CapabilitiesListing::listGroupTools()
{
    // The top-level list came first, so its total is in.
    qint64 total = m_toolsExpected.value_or(0);
    for (const CatalogGroup &group : std::as_const(m_groups))
        total += group.toolCount.value_or(0);
    const qint64 most = m_budget->limits().maxTools;
    const bool marketplace = m_capabilities.groups && m_capabilities.search && total > most;
    QSet<QString> loaded;
    for (const CatalogGroup &group : std::as_const(m_known)) {
        if (group.loadedAt.isValid())
            loaded.insert(group.id);
    }
    QStringList covered {QString()};
    for (const QString &id : std::as_const(m_treeOrder)) {
        if (marketplace && !loaded.contains(id))
            continue;
        m_lists.push_back({List::Kind::Tools, m_capabilities.groupToolsUrl(id), id, 0, {}, {}});
        covered.append(id);
    }
    if (!marketplace)
        return;
    m_covered = covered;
    m_notes.append(tr("%1 holds %2 tools in %3 groups, more than the %4 a sync reads: its groups "
                      "and top-level tools were read, and the %5 groups opened before. A group's "
                      "tools are read when you open it.")
                       .arg(m_provider)
                       .arg(total)
                       .arg(m_treeOrder.size())
                       .arg(most)
                       .arg(covered.size() - 1));
}

ListingScope CapabilitiesListing::scope() const
{
    ListingScope scope;
    scope.groups = m_covered;
    if (m_only.isEmpty()) {
        QList<CatalogGroup> tree;
        tree.reserve(m_treeOrder.size());
        for (const QString &id : m_treeOrder) {
            CatalogGroup group = m_groups.value(id);
            group.path = groupPath(id);
            tree.append(group);
        }
        scope.tree = tree;
    }
    return scope;
}

void CapabilitiesListing::finish(const std::optional<Error> &error)
{
    if (m_done)
        return;
    m_done = true;
    if (m_call)
        m_call->cancel();
    Q_EMIT finished(error);
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/remotesearch.h"

#include "client/signedcall.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "net/networkresult.h"
#include "providers/providererror.h"

#include <QUrlQuery>

namespace Toolshelf {

namespace {

// A page of answers is small; a marketplace's server bounds it anyway.
constexpr qint64 MaxAnswerBytes = 8 * 1024 * 1024;

} // namespace

RemoteSearch::RemoteSearch(Provider provider, ProviderAuthenticator *authenticator,
                           NetworkService *network, QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_authenticator(authenticator)
    , m_network(network)
{ }

RemoteSearch::~RemoteSearch()
{
    cancel();
}

void RemoteSearch::start(const QString &query, int limit)
{
    cancel();
    m_result = {};
    m_result.provider = m_provider.name;
    m_result.query = query;
    m_limit = std::max(1, limit);
    m_running = true;
    if (m_capabilities)
        return ask();
    m_file = get(CapabilitiesFile::location(m_provider.baseUrl));
    connect(m_file, &SignedCall::answered, this, &RemoteSearch::capabilitiesAnswered);
    m_waiting = 1;
    m_file->start();
}

void RemoteSearch::cancel()
{
    m_running = false;
    m_waiting = 0;
    for (SignedCall *call : {m_file.data(), m_tools.data(), m_groups.data()}) {
        if (call) {
            call->disconnect(this);
            call->cancel();
            call->deleteLater();
        }
    }
}

SignedCall *RemoteSearch::get(const QUrl &url)
{
    NetworkRequest request = NetworkRequest::get(url);
    request.addHeader("Accept", "application/json");
    request.maxBodyBytes = MaxAnswerBytes;
    auto *call = new SignedCall(request, m_authenticator, m_network, this);
    connect(call, &SignedCall::failed, this, &RemoteSearch::fail);
    return call;
}

void RemoteSearch::capabilitiesAnswered(const NetworkResult &answer)
{
    m_file->deleteLater();
    m_waiting = 0;
    if (!answer.ok())
        return fail(ProviderError::error(answer));
    auto read = CapabilitiesFile::read(answer.body, m_provider.baseUrl);
    if (const QString *problem = std::get_if<QString>(&read))
        return fail(Error(Error::Code::Malformed,
                          tr("the provider's capabilities file cannot be read: %1").arg(*problem)));
    m_capabilities = std::get<CapabilitiesFile>(read);
    ask();
}

void RemoteSearch::ask()
{
    if (!m_capabilities->search)
        return fail(Error(Error::Code::Other, tr("the provider offers no search")));
    const auto asking = [this](QUrl url, qint64 most) {
        QUrlQuery query(url);
        query.addQueryItem(QStringLiteral("q"),
                           QString::fromLatin1(QUrl::toPercentEncoding(m_result.query)));
        query.addQueryItem(QStringLiteral("limit"),
                           QString::number(std::min<qint64>(m_limit, most)));
        query.addQueryItem(QStringLiteral("offset"), QStringLiteral("0"));
        url.setQuery(query);
        return url;
    };
    const qint64 unbounded = std::numeric_limits<qint64>::max();
    m_waiting = 1;
    m_tools = get(
        asking(m_capabilities->tools, m_capabilities->maxToolsPerRequest.value_or(unbounded)));
    connect(m_tools, &SignedCall::answered, this, &RemoteSearch::toolsAnswered);
    if (m_capabilities->groups) {
        ++m_waiting;
        m_groups = get(asking(m_capabilities->groupsUrl,
                              m_capabilities->maxGroupsPerRequest.value_or(unbounded)));
        connect(m_groups, &SignedCall::answered, this, &RemoteSearch::groupsAnswered);
        m_groups->start();
    }
    m_tools->start();
}

void RemoteSearch::toolsAnswered(const NetworkResult &answer)
{
    m_tools->deleteLater();
    if (!answer.ok())
        return fail(ProviderError::error(answer));
    const DialectPage page = A2tCapabilitiesDialect::page(m_provider.name, answer.body, {});
    if (page.fatal)
        return fail(Error(Error::Code::Malformed, page.fatal->message));
    // A server may answer more than asked: what was asked for is kept.
    for (const DialectTool &tool : page.tools) {
        if (!tool.tool.key.nativeId.isEmpty() && m_result.tools.size() < m_limit)
            m_result.tools.append(tool);
    }
    m_result.toolTotal = page.total.value_or(m_result.tools.size());
    finishIfDone();
}

void RemoteSearch::groupsAnswered(const NetworkResult &answer)
{
    m_groups->deleteLater();
    if (!answer.ok())
        return fail(ProviderError::error(answer));
    auto read = CapabilitiesGroupPage::read(answer.body);
    if (const QString *problem = std::get_if<QString>(&read))
        return fail(Error(Error::Code::Malformed, *problem));
    const CapabilitiesGroupPage &page = std::get<CapabilitiesGroupPage>(read);
    m_result.groups = page.groups.first(std::min<qsizetype>(page.groups.size(), m_limit));
    m_result.groupTotal = page.total.value_or(page.groups.size());
    finishIfDone();
}

void RemoteSearch::fail(const Error &error)
{
    if (!m_running)
        return;
    cancel();
    m_result.tools.clear();
    m_result.groups.clear();
    m_result.error = error;
    Q_EMIT finished(m_result);
}

void RemoteSearch::finishIfDone()
{
    if (--m_waiting > 0)
        return;
    m_running = false;
    Q_EMIT finished(m_result);
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "net/networkservice.h"

#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QThread>

namespace Toolshelf {

NetworkService::NetworkService(QNetworkAccessManager *manager, RetryPolicy policy, QObject *parent)
    : QObject(parent)
    , m_manager(manager)
{
    Q_ASSERT(manager);
    Q_ASSERT(manager->thread() == thread());
    // Our own calls follow redirects by hand (NetworkCall), stripping
    // credentials on a change of origin; the manager itself must never follow
    // one. That also covers what QtNetworkAuth sends on this manager, e.g. a
    // browser sign-in's code exchange, whose body is a credential: Qt's
    // default policy would post it again to another origin on a 307 or 308.
    manager->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    setRetryPolicy(std::move(policy));
}

NetworkService::~NetworkService() = default;

void NetworkService::setRetryPolicy(RetryPolicy policy)
{
    m_policy = std::move(policy);
    m_random.seed(m_policy.seed ? *m_policy.seed : QRandomGenerator::global()->generate());
}

NetworkCall *NetworkService::send(NetworkRequest request)
{
    Q_ASSERT(QThread::currentThread() == thread());
    auto *call = new NetworkCall(m_manager, std::move(request), m_policy, &m_random, this);
    // Started now, so the request is on its way while the caller's slot goes
    // on (a sync asks for the next page, then reads the current one); had it
    // waited for the event loop, it would have waited for all of that work.
    call->start();
    return call;
}

} // namespace Toolshelf

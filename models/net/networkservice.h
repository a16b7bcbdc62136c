// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "net/networkcall.h"
#include "net/networkrequest.h"
#include "net/networkresult.h"
#include "net/retrypolicy.h"

#include <QObject>
#include <QRandomGenerator>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
QT_END_NAMESPACE

namespace Toolshelf {

// The one way Toolshelf talks HTTP: every request goes through the
// application's single QNetworkAccessManager here, under one set of rules for
// timeouts, retries, cancellation, redirects, credentials and size caps.
class NetworkService final : public QObject
{
    Q_OBJECT

public:
    // The manager belongs to the caller and must outlive the service; the
    // service lives on the manager's thread (the GUI thread in the app).
    explicit NetworkService(QNetworkAccessManager *manager, RetryPolicy policy = {},
                            QObject *parent = nullptr);
    ~NetworkService() override;

    QNetworkAccessManager *manager() const { return m_manager; }

    const RetryPolicy &retryPolicy() const { return m_policy; }
    // For requests sent from now on; reseeds the jitter when the policy has a seed.
    void setRetryPolicy(RetryPolicy policy);

    // Starts the request from the event loop, so connecting to the returned
    // call right away never misses a signal. The call is a child of the
    // service and deletes itself after finished(); deleting the service
    // aborts whatever is still running without emitting finished().
    NetworkCall *send(NetworkRequest request);

private:
    QNetworkAccessManager *m_manager;
    RetryPolicy m_policy;
    QRandomGenerator m_random;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "net/networkrequest.h"
#include "net/networkresult.h"
#include "net/retrypolicy.h"

#include <QObject>
#include <QTimer>

#include <chrono>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
class QNetworkReply;
class QRandomGenerator;
QT_END_NAMESPACE

namespace Toolshelf {

class NetworkService;

// One request in flight through NetworkService: its redirects, retries and
// limits, and the handle the caller cancels it by. Deletes itself once finished.
class NetworkCall final : public QObject
{
    Q_OBJECT

public:
    ~NetworkCall() override;

    const NetworkRequest &request() const { return m_request; }
    // Attempts sent so far; a redirect chain is one attempt.
    int attempts() const { return m_attempts; }
    bool isFinished() const { return m_finished; }

    // Takes effect at once: aborts the transfer or drops the pending retry and
    // emits finished() with Error::Cancelled before returning. Does nothing
    // once the call has finished.
    void cancel();

Q_SIGNALS:
    // Exactly once, and never from inside NetworkService::send(). The call is
    // deleted later, so a slot may still read it but nobody should keep it.
    void finished(const Toolshelf::NetworkResult &result);
    // Body bytes of the current response so far; each redirect or retry starts over.
    void progress(qint64 bytesReceived);
    // A streamed request (NetworkRequest::streamed): a 2xx response's status
    // and headers have come (the body is empty), and then its body's pieces.
    // After a retry they start again.
    void streamStarted(const Toolshelf::NetworkResult &head);
    void received(const QByteArray &piece);
    // A retryable failure: attempt `nextAttempt` starts in `delayMs`.
    void retrying(int nextAttempt, qint64 delayMs);

private:
    friend class NetworkService;

    NetworkCall(QNetworkAccessManager *manager, NetworkRequest request, RetryPolicy policy,
                QRandomGenerator *random, NetworkService *service);

    void start();
    void startAttempt();
    void sendHop();
    QList<NetworkRequest::Header> hopHeaders() const;
    void restartTransferTimer();
    void readBody();
    void startStream();
    bool withinBodyCap(qint64 size);
    void onMetaDataChanged();
    void onReplyFinished();
    void followRedirect(int status);
    void handleHttpError(int status);
    void handleTransportError(int code);
    bool mayRetry() const;
    // Waiting `delay` before the next attempt would end past the request's deadline.
    bool waitPassesDeadline(std::chrono::milliseconds delay) const;
    void retryLater(std::chrono::milliseconds delay);
    void fail(NetworkResult::Error error, const QString &message);
    void finish(NetworkResult result);
    void report(const NetworkResult &result);
    void releaseReply();
    QString host() const;
    QString statusText(int status) const;

    QNetworkAccessManager *m_manager;
    NetworkRequest m_request;
    RetryPolicy m_policy;
    QRandomGenerator *m_random;
    QNetworkReply *m_reply = nullptr;
    QTimer m_transferTimer;
    QTimer m_retryTimer;
    int m_attempts = 0;
    // The hop of the current attempt: redirects may change all of these.
    QUrl m_url;
    QByteArray m_method;
    QByteArray m_body;
    int m_redirects = 0;
    // Set for the rest of the attempt once a redirect leaves the original
    // origin, even if a later one leads back: that hop was chosen by the
    // other origin, which must not get to aim our credentials.
    bool m_stripCredentials = false;
    // A redirect turned the request into a GET without its body.
    bool m_bodyDropped = false;
    QByteArray m_received;
    // A streamed 2xx response is being handed over, not kept; its size so far.
    bool m_streaming = false;
    qint64 m_streamedBytes = 0;
    QString m_tlsReason;
    bool m_finished = false;
    // Inside start(), which NetworkService::send() calls.
    bool m_starting = false;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "net/networkcall.h"

#include "core/logcategories.h"
#include "core/textsafety.h"
#include "net/networkservice.h"
#include "net/originpolicy.h"

#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QRandomGenerator>
#if QT_CONFIG(ssl)
#include <QSslError>
#endif

#include <algorithm>
#include <utility>

namespace Toolshelf {

namespace {

// Belt and braces: headers that carry secrets by their very name are treated
// as credentials even when a caller forgot to mark them.
bool isCredential(const NetworkRequest::Header &header)
{
    if (header.credential)
        return true;
    const QByteArray name = header.name.toLower();
    static const QByteArray exact[] = {"authorization", "proxy-authorization", "cookie"};
    static const QByteArray parts[] = {"key", "token", "secret", "password", "session", "auth"};
    return std::any_of(std::begin(exact), std::end(exact),
                       [&](const QByteArray &candidate) { return name == candidate; })
        || std::any_of(std::begin(parts), std::end(parts),
                       [&](const QByteArray &part) { return name.contains(part); });
}

// "Authorization: Bearer [redacted]": the scheme helps debugging, the rest is secret.
QString loggable(const NetworkRequest::Header &header)
{
    const QString name = QString::fromLatin1(header.name);
    if (!isCredential(header))
        return name + u": " + TextSafety::escapeUnsafe(QString::fromLatin1(header.value));
    const QByteArray scheme = header.value.left(header.value.indexOf(' '));
    const bool looksLikeScheme = header.value.contains(' ') && !scheme.isEmpty()
        && scheme.size() <= 16 && std::all_of(scheme.cbegin(), scheme.cend(), [](char c) {
                                     return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
                                 });
    return name + u": "
        + (looksLikeScheme ? QString::fromLatin1(QByteArray(scheme + ' ')) : QString())
        + u"[redacted]";
}

bool isRedirect(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

// Failures a second try may not repeat: the server was restarting, the
// connection dropped, the resolver had a moment.
bool isTransient(int code)
{
    switch (QNetworkReply::NetworkError(code)) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::UnknownNetworkError:
        return true;
    default:
        return false;
    }
}

QString seconds(std::chrono::milliseconds duration)
{
    return QLocale().toString(double(duration.count()) / 1000.0, 'g', 6);
}

} // namespace

NetworkCall::NetworkCall(QNetworkAccessManager *manager, NetworkRequest request, RetryPolicy policy,
                         QRandomGenerator *random, NetworkService *service)
    : QObject(service)
    , m_manager(manager)
    , m_request(std::move(request))
    , m_policy(std::move(policy))
    , m_random(random)
    , m_url(m_request.url)
{
    m_transferTimer.setSingleShot(true);
    connect(&m_transferTimer, &QTimer::timeout, this, [this] {
        fail(NetworkResult::Error::Timeout,
             tr("%1 sent no data for %2 seconds; the transfer timed out.")
                 .arg(host(), seconds(m_request.transferTimeout)));
    });
    // Precise: a coarse timer may fire up to 5% early, and Retry-After is a
    // minimum the server asked for.
    m_retryTimer.setSingleShot(true);
    m_retryTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_retryTimer, &QTimer::timeout, this, &NetworkCall::startAttempt);
}

NetworkCall::~NetworkCall()
{
    releaseReply();
}

void NetworkCall::cancel()
{
    if (m_finished)
        return;
    NetworkResult result;
    result.error = NetworkResult::Error::Cancelled;
    result.errorString = tr("The request to %1 was cancelled.").arg(host());
    finish(std::move(result));
}

void NetworkCall::start()
{
    m_starting = true;
    startAttempt();
    m_starting = false;
}

void NetworkCall::startAttempt()
{
    m_url = m_request.url;
    m_method = m_request.method;
    m_body = m_request.body;
    m_redirects = 0;
    m_stripCredentials = false;
    m_bodyDropped = false;
    sendHop();
}

QList<NetworkRequest::Header> NetworkCall::hopHeaders() const
{
    QList<NetworkRequest::Header> headers;
    for (const NetworkRequest::Header &header : m_request.headers) {
        if (m_stripCredentials && isCredential(header))
            continue;
        if (m_bodyDropped
            && (header.name.compare("Content-Type", Qt::CaseInsensitive) == 0
                || header.name.compare("Content-Length", Qt::CaseInsensitive) == 0))
            continue;
        headers.append(header);
    }
    return headers;
}

void NetworkCall::sendHop()
{
    if (!OriginPolicy::isSupportedScheme(m_url)) {
        fail(NetworkResult::Error::UnsupportedUrl,
             tr("Only http and https addresses can be fetched, not \"%1\".")
                 .arg(TextSafety::escapeUnsafe(
                          m_url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery))
                          .left(200)));
        return;
    }
    const QList<NetworkRequest::Header> headers = hopHeaders();
    const bool carriesCredentials = !m_url.userInfo().isEmpty()
        || (m_request.credentialBody && !m_bodyDropped)
        || std::any_of(headers.cbegin(), headers.cend(), isCredential);
    // Checked on every hop, before anything is sent.
    if (carriesCredentials && !OriginPolicy::allowsCredentials(m_url)) {
        fail(NetworkResult::Error::InsecureCredentials,
             tr("Refused to send credentials to %1 over plain http; they go only over https "
                "or to this computer.")
                 .arg(host()));
        return;
    }

    QNetworkRequest request(m_url);
    // Qt would forward every header across origins; redirects are ours to follow.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    // No cookie jar and no cached logins: credentials are exactly the headers
    // the caller marked, so the rules above see all of them.
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
    request.setRawHeader("User-Agent", QByteArrayLiteral("Toolshelf/" TOOLSHELF_VERSION));
    for (const NetworkRequest::Header &header : headers)
        request.setRawHeader(header.name, header.value);

    if (m_redirects == 0)
        ++m_attempts;
    if (lcNet().isDebugEnabled()) {
        QStringList logged;
        for (const NetworkRequest::Header &header : headers)
            logged.append(loggable(header));
        qCDebug(lcNet).noquote()
            << QString::fromLatin1(m_method)
            << m_url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery)
            << QStringLiteral("attempt %1 hop %2").arg(m_attempts).arg(m_redirects)
            << logged.join(QStringLiteral(", "));
    }

    m_received.clear();
    m_streaming = false;
    m_streamedBytes = 0;
    m_tlsReason.clear();
    if (m_method == "GET")
        m_reply = m_manager->get(request);
    else if (m_method == "POST")
        m_reply = m_manager->post(request, m_body);
    else
        m_reply = m_manager->sendCustomRequest(request, m_method, m_body);
    // A child, so deleting the call (or the service) takes the reply with it.
    m_reply->setParent(this);

    connect(m_reply, &QNetworkReply::metaDataChanged, this, &NetworkCall::onMetaDataChanged);
    connect(m_reply, &QNetworkReply::readyRead, this, &NetworkCall::readBody);
    connect(m_reply, &QNetworkReply::finished, this, &NetworkCall::onReplyFinished);
    connect(m_reply, &QNetworkReply::uploadProgress, this, [this] { restartTransferTimer(); });
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64) {
        restartTransferTimer();
        withinBodyCap(received);
    });
#if QT_CONFIG(ssl)
    connect(m_reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError> &errors) {
        // Never ignored: recorded only so the failure can say what was wrong.
        QStringList reasons;
        for (const QSslError &error : errors)
            reasons.append(error.errorString());
        m_tlsReason = reasons.join(QStringLiteral("; "));
    });
#endif
    restartTransferTimer();
}

void NetworkCall::restartTransferTimer()
{
    if (m_request.transferTimeout.count() > 0)
        m_transferTimer.start(m_request.transferTimeout);
}

bool NetworkCall::withinBodyCap(qint64 size)
{
    if (size <= m_request.maxBodyBytes)
        return true;
    fail(NetworkResult::Error::BodyTooLarge,
         tr("The response from %1 is larger than the limit of %2; the download was stopped.")
             .arg(host(), QLocale().formattedDataSize(m_request.maxBodyBytes, 0)));
    return false;
}

void NetworkCall::onMetaDataChanged()
{
    restartTransferTimer();
    if (m_request.streamed) {
        // Told before any of the body: a stream may be silent for a while.
        const QPointer<NetworkCall> self(this);
        startStream();
        if (!self || m_finished || !m_reply)
            return;
    }
    // A declared length over the cap fails before a byte of the body is read.
    const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
    if (!length.isValid() || !withinBodyCap(length.toLongLong()))
        return;
    // Room for the declared body at once: grown by doubling, a 60 MB body
    // would pass through buffers of twice its size.
    m_received.reserve(length.toLongLong());
}

void NetworkCall::startStream()
{
    const QVariant status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (m_streaming || !status.isValid() || status.toInt() < 200 || status.toInt() >= 300)
        return;
    m_streaming = true;
    NetworkResult head;
    head.statusCode = status.toInt();
    head.headers = m_reply->rawHeaderPairs();
    head.finalUrl = m_url;
    head.attempts = m_attempts;
    Q_EMIT streamStarted(head);
}

void NetworkCall::readBody()
{
    if (!m_reply)
        return;
    restartTransferTimer();
    const qint64 available = m_reply->bytesAvailable();
    if (m_request.streamed) {
        const QPointer<NetworkCall> self(this);
        startStream();
        if (!self || m_finished || !m_reply)
            return;
    }
    if (m_streaming) {
        if (available <= 0 || !withinBodyCap(m_streamedBytes + available))
            return;
        m_streamedBytes += available;
        Q_EMIT received(m_reply->read(available));
        return;
    }
    if (available <= 0 || !withinBodyCap(m_received.size() + available))
        return;
    m_received += m_reply->read(available);
    Q_EMIT progress(m_received.size());
    // Nothing may follow that touches the call: a slot may have deleted it.
}

void NetworkCall::onReplyFinished()
{
    m_transferTimer.stop();
    const QPointer<NetworkCall> self(this);
    readBody();
    if (!self || m_finished || !m_reply)
        return;
    const int code = m_reply->error();
    const QVariant status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    // Codes below 200 are transport failures, even after a status line
    // arrived (a body cut short); above are Qt's names for HTTP statuses.
    if (code > QNetworkReply::NoError && code < QNetworkReply::ContentAccessDenied) {
        handleTransportError(code);
    } else if (!status.isValid()) {
        handleTransportError(code);
    } else if (isRedirect(status.toInt())) {
        followRedirect(status.toInt());
    } else if (status.toInt() >= 400) {
        handleHttpError(status.toInt());
    } else {
        NetworkResult result;
        result.statusCode = status.toInt();
        result.body = m_received;
        result.headers = m_reply->rawHeaderPairs();
        finish(std::move(result));
    }
}

void NetworkCall::followRedirect(int status)
{
    const QByteArray location = m_reply->rawHeader("Location");
    if (location.isEmpty()) {
        fail(NetworkResult::Error::HttpError,
             tr("%1 answered %2 without saying where to.").arg(host(), statusText(status)));
        return;
    }
    if (++m_redirects > m_request.maxRedirects) {
        fail(NetworkResult::Error::TooManyRedirects,
             tr("%1 redirected once more after %2 redirects; the redirect was not followed.")
                 .arg(host(), QString::number(m_request.maxRedirects)));
        return;
    }
    const QUrl target = m_url.resolved(QUrl::fromEncoded(location));
    if (!OriginPolicy::isSupportedScheme(target)) {
        m_url = target;
        sendHop(); // fails with UnsupportedUrl, naming the target
        return;
    }
    if (OriginPolicy::isDowngrade(m_url, target)) {
        fail(NetworkResult::Error::InsecureRedirect,
             tr("%1 redirected from https to plain http (%2); the redirect was not followed.")
                 .arg(host(), OriginPolicy::displayHost(target)));
        return;
    }
    // Against the original request, not the previous hop: A → A' → B must not
    // look same-origin to B just because A' was.
    if (!OriginPolicy::sameOrigin(m_request.url, target)) {
        // Headers can be stripped, a body that is a credential cannot: 307
        // and 308 would post it to the other origin as it is.
        if (m_request.credentialBody) {
            fail(NetworkResult::Error::InsecureRedirect,
                 tr("%1 redirected a request that carries credentials to another server (%2); "
                    "the redirect was not followed.")
                     .arg(host(), OriginPolicy::displayHost(target)));
            return;
        }
        m_stripCredentials = true;
    }
    // 303 always, and 301/302 for POST as every browser does: the target is
    // a page to GET. 307 and 308 repeat the request as it was.
    if ((status == 303 && m_method != "HEAD")
        || ((status == 301 || status == 302) && m_method == "POST")) {
        m_method = "GET";
        m_body.clear();
        m_bodyDropped = true;
    }
    releaseReply();
    m_url = target;
    sendHop();
}

void NetworkCall::handleHttpError(int status)
{
    const bool transient = status == 429 || status >= 500;
    if (transient && mayRetry()) {
        std::optional<std::chrono::milliseconds> retryAfter;
        if (status == 429 || status == 503)
            retryAfter = RetryPolicy::parseRetryAfter(m_reply->rawHeader("Retry-After"),
                                                      QDateTime::currentDateTimeUtc());
        if (retryAfter && *retryAfter > m_policy.maxRetryAfter) {
            fail(NetworkResult::Error::HttpError,
                 tr("%1 answered %2 and asked to retry after %3 seconds, longer than the %4 "
                    "seconds Toolshelf waits.")
                     .arg(host(), statusText(status), seconds(*retryAfter),
                          seconds(m_policy.maxRetryAfter)));
            return;
        }
        const std::chrono::milliseconds delay
            = retryAfter.value_or(m_policy.backoff(m_attempts, *m_random));
        if (waitPassesDeadline(delay)) {
            fail(NetworkResult::Error::HttpError,
                 tr("%1 answered %2 and asked to retry after %3 seconds, past the deadline of "
                    "the work it belongs to (%4 seconds left).")
                     .arg(host(), statusText(status), seconds(delay),
                          seconds(std::chrono::milliseconds(m_request.deadline.remainingTime()))));
            return;
        }
        retryLater(delay);
        return;
    }
    fail(NetworkResult::Error::HttpError,
         m_attempts > 1 ? tr("%1 answered %2 after %3 attempts.")
                              .arg(host(), statusText(status), QString::number(m_attempts))
                        : tr("%1 answered %2.").arg(host(), statusText(status)));
}

void NetworkCall::handleTransportError(int code)
{
    const auto error = QNetworkReply::NetworkError(code);
    if (error == QNetworkReply::OperationCanceledError || error == QNetworkReply::TimeoutError) {
        // Not ours (we disconnect before aborting): a transfer timeout set on
        // the manager itself, or the connection attempt timing out.
        fail(NetworkResult::Error::Timeout, tr("The connection to %1 timed out.").arg(host()));
        return;
    }
    if (error == QNetworkReply::SslHandshakeFailedError) {
        const QString reason = m_tlsReason.isEmpty() ? m_reply->errorString() : m_tlsReason;
        fail(NetworkResult::Error::TlsFailure,
             tr("The secure connection to %1 failed: %2")
                 .arg(host(), TextSafety::escapeUnsafe(reason).left(500)));
        return;
    }
    // Retrying a timeout is left out on purpose: it would multiply the wait the
    // caller chose before the user hears anything.
    if (isTransient(code) && mayRetry()) {
        const std::chrono::milliseconds delay = m_policy.backoff(m_attempts, *m_random);
        if (!waitPassesDeadline(delay)) {
            retryLater(delay);
            return;
        }
    }
    QString reason;
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
        reason = tr("the connection was refused");
        break;
    case QNetworkReply::RemoteHostClosedError:
        reason = tr("the server closed the connection");
        break;
    case QNetworkReply::HostNotFoundError:
        reason = tr("the host name was not found");
        break;
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
        reason = tr("the network is not available");
        break;
    default:
        if (code > 100 && code < 200)
            reason = tr("the proxy failed");
        else if (code > 300 && code < 400)
            reason = tr("the answer was not valid HTTP");
        else
            reason = tr("network error %1").arg(code);
        break;
    }
    // Qt's own errorString() is not used: it quotes the whole URL, query and all.
    fail(NetworkResult::Error::Network,
         m_attempts > 1 ? tr("Cannot reach %1 after %2 attempts: %3.")
                              .arg(host(), QString::number(m_attempts), reason)
                        : tr("Cannot reach %1: %2.").arg(host(), reason));
}

bool NetworkCall::mayRetry() const
{
    return m_request.isRetryable() && m_attempts < m_policy.maxAttempts;
}

bool NetworkCall::waitPassesDeadline(std::chrono::milliseconds delay) const
{
    return !m_request.deadline.isForever() && delay.count() >= m_request.deadline.remainingTime();
}

void NetworkCall::retryLater(std::chrono::milliseconds delay)
{
    releaseReply();
    qCDebug(lcNet).noquote() << QStringLiteral("retrying %1 in %2 ms")
                                    .arg(OriginPolicy::displayHost(m_request.url),
                                         QString::number(delay.count()));
    m_retryTimer.start(delay);
    // A slot may cancel(), which stops the timer again.
    Q_EMIT retrying(m_attempts + 1, delay.count());
}

void NetworkCall::fail(NetworkResult::Error error, const QString &message)
{
    NetworkResult result;
    result.error = error;
    result.errorString = message;
    if (m_reply) {
        const QVariant status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
        result.statusCode = status.toInt();
        if (status.isValid())
            result.headers = m_reply->rawHeaderPairs();
    }
    // A server's error document helps the caller explain the failure; any
    // other partial body is just a fragment.
    if (error == NetworkResult::Error::HttpError)
        result.body = m_received;
    finish(std::move(result));
}

void NetworkCall::finish(NetworkResult result)
{
    if (m_finished)
        return;
    m_finished = true;
    m_transferTimer.stop();
    m_retryTimer.stop();
    releaseReply();
    result.finalUrl = m_url;
    result.attempts = m_attempts;
    if (result.ok())
        qCDebug(lcNet).noquote() << OriginPolicy::displayHost(m_url) << result.statusCode;
    else
        qCDebug(lcNet).noquote() << result.errorString;
    if (m_starting) {
        // Refused before anything was sent, inside NetworkService::send():
        // the caller has not connected yet, so it hears from the event loop.
        QMetaObject::invokeMethod(
            this, [this, result] { report(result); }, Qt::QueuedConnection);
        return;
    }
    report(result);
}

void NetworkCall::report(const NetworkResult &result)
{
    const QPointer<NetworkCall> self(this);
    Q_EMIT finished(result);
    // A slot that deleted the call outright has already done our job.
    if (self)
        deleteLater();
}

void NetworkCall::releaseReply()
{
    QNetworkReply *reply = std::exchange(m_reply, nullptr);
    if (!reply)
        return;
    // Disconnected first so the abort cannot re-enter this call's slots.
    disconnect(reply, nullptr, this, nullptr);
    m_transferTimer.stop();
    if (reply->isRunning())
        reply->abort();
    // Back to the manager: we may be inside one of the reply's own signals,
    // and deleting this call must not delete the reply under Qt's feet.
    reply->setParent(m_manager);
    reply->deleteLater();
}

QString NetworkCall::host() const
{
    return OriginPolicy::displayHost(m_url);
}

QString NetworkCall::statusText(int status) const
{
    const QString reason = m_reply
        ? TextSafety::escapeUnsafe(
              QString::fromLatin1(
                  m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray()))
              .left(100)
        : QString();
    return reason.isEmpty() ? QString::number(status)
                            : QString(QString::number(status) + u' ' + reason);
}

} // namespace Toolshelf

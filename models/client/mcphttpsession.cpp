// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/mcphttpsession.h"

#include "client/mcpssesession.h"
#include "client/providerauthenticator.h"
#include "client/signedcall.h"
#include "net/networkcall.h"
#include "net/networkresult.h"
#include "net/networkservice.h"
#include "providers/providererror.h"

#include <QJsonObject>

namespace Toolshelf {

McpHttpSession::McpHttpSession(QUrl endpoint, ProviderAuthenticator *authenticator,
                               NetworkService *network, QObject *parent)
    : McpSession(parent)
    , m_endpoint(std::move(endpoint))
    , m_authenticator(authenticator)
    , m_network(network)
{
    m_resumeTimer.setSingleShot(true);
    connect(&m_resumeTimer, &QTimer::timeout, this, &McpHttpSession::resume);
    m_relistenTimer.setSingleShot(true);
    connect(&m_relistenTimer, &QTimer::timeout, this, &McpHttpSession::listen);
}

McpHttpSession::~McpHttpSession()
{
    cancel();
}

NetworkRequest McpHttpSession::requestFor(const QByteArray &body, const QByteArray &method) const
{
    NetworkRequest request = NetworkRequest::post(m_endpoint, body);
    request.method = method;
    if (method != "POST") {
        request.body.clear();
        request.headers.clear();
    }
    // Streamable HTTP: the server answers as JSON or as an event stream.
    request.headers.append(NetworkRequest::Header {
        "Accept", method == "GET" ? "text/event-stream" : "application/json, text/event-stream",
        false});
    if (!m_sessionId.isEmpty())
        request.headers.append(NetworkRequest::Header {"Mcp-Session-Id", m_sessionId, false});
    if (!m_version.isEmpty())
        request.headers.append(
            NetworkRequest::Header {"MCP-Protocol-Version", m_version.toLatin1(), false});
    // A request may have run on the server: never repeated (only initialize,
    // which changes nothing, and the list, which reads, could be).
    request.retryable = false;
    return request;
}

void McpHttpSession::open()
{
    if (m_legacy)
        m_legacy->deleteLater();
    m_legacy = nullptr;
    m_openReported = false;
    m_sessionId.clear();
    m_version.clear();
    m_open = false;
    m_waitingFor = m_nextId++;
    post(McpMessages::withId(McpMessages::initialize(0), m_waitingFor), Step::Initializing);
}

void McpHttpSession::send(const QByteArray &request)
{
    if (m_legacy)
        return m_legacy->send(request);
    m_waitingFor = m_nextId++;
    post(McpMessages::withId(request, m_waitingFor), Step::Requesting);
}

void McpHttpSession::close()
{
    if (m_legacy)
        return m_legacy->close();
    stopListening();
    if (!m_open || m_sessionId.isEmpty()) {
        m_open = false;
        QMetaObject::invokeMethod(this, &McpSession::closed, Qt::QueuedConnection);
        return;
    }
    post({}, Step::Closing);
}

void McpHttpSession::cancel()
{
    if (m_legacy)
        m_legacy->cancel();
    const bool inFlight = m_step == Step::Requesting || m_step == Step::Resuming;
    if (inFlight && m_open && m_authenticator && m_authenticator->canSignNow()) {
        // The server may stop the work; nobody waits for its answer, and the
        // call ends on its own whatever becomes of this session.
        NetworkRequest request = requestFor(
            McpMessages::notification(
                QStringLiteral("notifications/cancelled"),
                {{QStringLiteral("requestId"), m_waitingFor},
                 {QStringLiteral("reason"), QStringLiteral("The user cancelled the call.")}}),
            "POST");
        request.transferTimeout = std::chrono::seconds(10);
        m_authenticator->sign(request);
        m_network->send(request);
    }
    dropCall();
    stopListening();
    m_step = Step::Idle;
    for (const QPointer<SignedCall> &call : std::as_const(m_replies)) {
        if (call)
            call->deleteLater();
    }
    m_replies.clear();
}

void McpHttpSession::dropCall()
{
    m_resumeTimer.stop();
    if (m_call) {
        disconnect(m_call, nullptr, this, nullptr);
        m_call->cancel();
        m_call->deleteLater();
    }
    m_call = nullptr;
}

void McpHttpSession::post(const QByteArray &body, Step step)
{
    m_failedStatus = 0;
    m_lastEventId.clear();
    m_retryMs.reset();
    m_idleResumptions = 0;
    NetworkRequest request = requestFor(body, step == Step::Closing ? "DELETE" : "POST");
    // A request's answer may be a stream that brings the server's own
    // requests before the response: read as it comes.
    request.streamed = step == Step::Requesting;
    startCall(std::move(request), step);
}

void McpHttpSession::startCall(NetworkRequest request, Step step)
{
    m_step = step;
    m_events.reset();
    m_body.clear();
    m_contentType.clear();
    m_eventSinceResume = false;
    if (const std::optional<Error> refused = limit(request)) {
        QMetaObject::invokeMethod(
            this, [this, error = *refused] { fail(error); }, Qt::QueuedConnection);
        return;
    }
    m_call = new SignedCall(request, m_authenticator, m_network, this);
    connect(m_call, &SignedCall::answered, this, &McpHttpSession::received);
    connect(m_call, &SignedCall::failed, this, &McpHttpSession::fail);
    connect(m_call, &SignedCall::streamStarted, this, &McpHttpSession::streamStarted);
    connect(m_call, &SignedCall::pieceReceived, this, &McpHttpSession::pieceReceived);
    // An event is bounded by what the whole answer may be.
    m_maxEventBytes = std::min<qint64>(request.maxBodyBytes, McpMessages::MaxEventBytes);
    m_call->start();
}

void McpHttpSession::streamStarted(const NetworkResult &head)
{
    m_contentType = head.header("Content-Type");
    m_events.reset();
    m_body.clear();
    if (m_contentType.trimmed().toLower().startsWith("text/event-stream")) {
        m_events.emplace(m_maxEventBytes);
    } else if (m_step != Step::Resuming) {
        // A JSON answer is gathered whole: room for the length it declares
        // at once, as NetworkCall gives a body it keeps (a page of a big list
        // would otherwise pass through buffers of twice its size).
        if (const qint64 length = head.header("Content-Length").toLongLong(); length > 0)
            m_body.reserve(std::min(length, m_maxEventBytes));
    } else {
        fail(Error(Error::Code::Malformed,
                   tr("the server resumed its answer as %1, not as an event stream")
                       .arg(QString::fromLatin1(m_contentType.left(60)))));
    }
}

void McpHttpSession::pieceReceived(const QByteArray &piece)
{
    if (!m_events) {
        m_body += piece;
        return;
    }
    const std::optional<QList<McpEvent>> events = m_events->feed(piece);
    if (!events)
        return fail(Error(Error::Code::Limit,
                          tr("an event of the server's answer is larger than the limit")));
    m_lastEventId = m_events->lastEventId();
    if (m_events->retryMs())
        m_retryMs = m_events->retryMs();
    for (const McpEvent &event : *events) {
        m_eventSinceResume = true;
        QString error;
        const std::optional<QJsonObject> message = McpMessages::parse(event.data, &error);
        if (!message)
            return fail(Error(Error::Code::Malformed,
                              tr("an event of the server's answer: %1").arg(error)));
        if (!eventMessage(*message, event.data))
            return;
    }
}

bool McpHttpSession::eventMessage(const QJsonObject &message, const QByteArray &data)
{
    if (message.contains(QStringLiteral("method"))) {
        serverMessage(message, [this](const QByteArray &response) { reply(response); });
        return m_step == Step::Requesting || m_step == Step::Resuming;
    }
    const QJsonValue id = message.value(QStringLiteral("id"));
    if (!id.isDouble() || id.toInteger() != m_waitingFor)
        return true; // an answer to nothing asked now
    if (m_step != Step::Requesting && m_step != Step::Resuming)
        return true;
    // The response: the stream has nothing more for this request.
    dropCall();
    m_step = Step::Idle;
    Q_EMIT answered(McpAnswer {data, "application/json", m_waitingFor, message});
    return false;
}

void McpHttpSession::reply(const QByteArray &message)
{
    NetworkRequest request = requestFor(message, "POST");
    request.transferTimeout = std::chrono::seconds(30);
    auto *call = new SignedCall(request, m_authenticator, m_network, this);
    // Its fate changes nothing here: a server that did not take the answer
    // says so on the request's stream.
    connect(call, &SignedCall::answered, call, &QObject::deleteLater);
    connect(call, &SignedCall::failed, call, &QObject::deleteLater);
    m_replies.removeAll(nullptr);
    m_replies.append(call);
    call->start();
}

void McpHttpSession::received(const NetworkResult &result)
{
    m_call->deleteLater();
    m_call = nullptr;
    const Step step = std::exchange(m_step, Step::Idle);
    if (step == Step::Closing) {
        // 405: the server keeps sessions until they expire; nothing to do.
        m_open = false;
        m_sessionId.clear();
        return Q_EMIT closed();
    }
    if (!result.ok()) {
        if (result.error == NetworkResult::Error::HttpError)
            m_failedStatus = result.statusCode;
        if (step == Step::Initializing && result.error == NetworkResult::Error::HttpError
            && (result.statusCode == 400 || result.statusCode == 404 || result.statusCode == 405))
            return fallBack(ProviderError::error(result));
        return fail(ProviderError::error(result));
    }
    if (step == Step::Notifying) {
        m_open = true;
        if (!m_listening)
            return Q_EMIT opened();
        m_listenIdle = 0;
        m_listenLastId.clear();
        return listen();
    }
    if (step == Step::Initializing) {
        const McpAnswer answer {result.body, result.header("Content-Type"), m_waitingFor,
                                std::nullopt};
        if (const QByteArray id = result.header("Mcp-Session-Id"); !id.isEmpty())
            m_sessionId = id;
        if (const std::optional<Error> refused = readInitialize(answer))
            return fail(*refused);
        return post(McpMessages::notification(QStringLiteral("notifications/initialized")),
                    Step::Notifying);
    }
    if (m_events && !m_lastEventId.isEmpty()) {
        // The stream ended before the response: the server means it to be
        // resumed after its retry time. Resumptions that bring nothing end.
        m_idleResumptions = m_eventSinceResume ? 0 : m_idleResumptions + 1;
        if (m_idleResumptions >= MaxIdleResumptions)
            return fail(Error(Error::Code::Malformed,
                              tr("the server ended the answer's stream %1 times in a row without "
                                 "sending anything")
                                  .arg(m_idleResumptions)));
        m_step = Step::Resuming;
        m_resumeTimer.start(std::max(0, m_retryMs.value_or(DefaultRetryMs)));
        return;
    }
    const QByteArray contentType
        = m_contentType.isEmpty() ? result.header("Content-Type") : m_contentType;
    // A stream without an id cannot be resumed: the reader says that the
    // response is missing.
    Q_EMIT answered(
        McpAnswer {m_events ? QByteArray() : m_body, contentType, m_waitingFor, std::nullopt});
}

void McpHttpSession::resume()
{
    NetworkRequest request = requestFor({}, "GET");
    request.addHeader("Last-Event-ID", m_lastEventId);
    request.streamed = true;
    startCall(std::move(request), Step::Resuming);
}

void McpHttpSession::listen()
{
    NetworkRequest request = requestFor({}, "GET");
    if (!m_listenLastId.isEmpty())
        request.addHeader("Last-Event-ID", m_listenLastId);
    request.streamed = true;
    m_listenEvents.reset();
    m_listenEventSince = false;
    if (limit(request))
        return becomeOpen(); // no room for it: the session works without
    m_listener = new SignedCall(request, m_authenticator, m_network, this);
    connect(m_listener, &SignedCall::streamStarted, this, &McpHttpSession::listenStarted);
    connect(m_listener, &SignedCall::pieceReceived, this, &McpHttpSession::listenPiece);
    connect(m_listener, &SignedCall::answered, this, &McpHttpSession::listenEnded);
    connect(m_listener, &SignedCall::failed, this, [this] { listenEnded(NetworkResult {}); });
    m_listener->start();
}

void McpHttpSession::listenStarted(const NetworkResult &head)
{
    if (head.header("Content-Type").trimmed().toLower().startsWith("text/event-stream"))
        m_listenEvents.emplace(McpMessages::MaxEventBytes);
    becomeOpen();
}

void McpHttpSession::listenPiece(const QByteArray &piece)
{
    if (!m_listenEvents)
        return;
    const std::optional<QList<McpEvent>> events = m_listenEvents->feed(piece);
    if (!events)
        return stopListening(); // a server past the bound is not listened to
    m_listenLastId = m_listenEvents->lastEventId();
    const QPointer<McpHttpSession> self(this);
    for (const McpEvent &event : *events) {
        m_listenEventSince = true;
        QString error;
        const std::optional<QJsonObject> message = McpMessages::parse(event.data, &error);
        if (!message)
            continue; // nothing asked for is lost: it is the server's own stream
        eventMessage(*message, event.data);
        if (!self || !m_listener)
            return;
    }
}

void McpHttpSession::listenEnded(const NetworkResult &result)
{
    if (m_listener)
        m_listener->deleteLater();
    m_listener = nullptr;
    const bool started = m_listenEvents.has_value();
    becomeOpen();
    // A server without the stream (405), or one that failed it: the session
    // works without. One that ended it is asked again, while it sends.
    if (!started || !result.ok() || !m_open)
        return;
    m_listenIdle = m_listenEventSince ? 0 : m_listenIdle + 1;
    if (m_listenIdle >= MaxIdleResumptions)
        return;
    const std::optional<int> retry = m_listenEvents->retryMs();
    m_relistenTimer.start(std::max(0, retry.value_or(DefaultRetryMs)));
}

void McpHttpSession::stopListening()
{
    m_relistenTimer.stop();
    if (m_listener) {
        disconnect(m_listener, nullptr, this, nullptr);
        m_listener->cancel();
        m_listener->deleteLater();
    }
    m_listener = nullptr;
}

void McpHttpSession::becomeOpen()
{
    if (m_openReported)
        return;
    m_openReported = true;
    Q_EMIT opened();
}

void McpHttpSession::fallBack(const Error &refused)
{
    m_legacy = new McpSseSession(m_endpoint, m_authenticator, m_network, this);
    m_legacy->setBound(m_bound);
    m_legacy->setElicitation(m_elicitation);
    connect(m_legacy, &McpSession::opened, this, [this] {
        m_open = true;
        m_version = m_legacy->protocolVersion();
        m_serverName = m_legacy->serverName();
        Q_EMIT opened();
    });
    connect(m_legacy, &McpSession::failed, this, [this, refused](const Error &error) {
        m_failedStatus = m_legacy->failedStatus();
        if (m_open)
            return Q_EMIT failed(error);
        // Neither transport answered: both causes are the user's to see.
        Q_EMIT failed(Error(error.code(),
                            tr("initialize was refused (%1), and no event stream of the "
                               "2024-11-05 transport answered either")
                                .arg(refused.text()),
                            error));
    });
    connect(m_legacy, &McpSession::answered, this, &McpSession::answered);
    connect(m_legacy, &McpSession::closed, this, [this] {
        m_open = false;
        Q_EMIT closed();
    });
    connect(m_legacy, &McpSession::logged, this, &McpSession::logged);
    connect(m_legacy, &McpSession::progressed, this, &McpSession::progressed);
    connect(m_legacy, &McpSession::toolsChanged, this, &McpSession::toolsChanged);
    m_legacy->open();
}

void McpHttpSession::fail(const Error &error)
{
    dropCall();
    m_step = Step::Idle;
    Q_EMIT failed(error);
}

} // namespace Toolshelf

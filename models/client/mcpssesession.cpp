// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/mcpssesession.h"

#include "client/providerauthenticator.h"
#include "client/signedcall.h"
#include "net/networkresult.h"
#include "net/originpolicy.h"
#include "providers/providererror.h"

#include <QJsonObject>

namespace Toolshelf {

McpSseSession::McpSseSession(QUrl endpoint, ProviderAuthenticator *authenticator,
                             NetworkService *network, QObject *parent)
    : McpSession(parent)
    , m_endpoint(std::move(endpoint))
    , m_authenticator(authenticator)
    , m_network(network)
{ }

McpSseSession::~McpSseSession()
{
    stop();
}

void McpSseSession::open()
{
    m_open = false;
    m_postUrl.clear();
    m_step = Step::Connecting;
    NetworkRequest request = NetworkRequest::get(m_endpoint);
    request.addHeader("Accept", "text/event-stream");
    request.retryable = false;
    request.streamed = true;
    if (const std::optional<Error> refused = limit(request)) {
        QMetaObject::invokeMethod(
            this, [this, error = *refused] { fail(error); }, Qt::QueuedConnection);
        return;
    }
    m_events.reset();
    m_stream = new SignedCall(request, m_authenticator, m_network, this);
    connect(m_stream, &SignedCall::streamStarted, this, &McpSseSession::streamStarted);
    connect(m_stream, &SignedCall::pieceReceived, this, &McpSseSession::pieceReceived);
    connect(m_stream, &SignedCall::answered, this, &McpSseSession::streamEnded);
    connect(m_stream, &SignedCall::failed, this, &McpSseSession::fail);
    m_stream->start();
}

void McpSseSession::send(const QByteArray &request)
{
    m_waitingFor = m_nextId++;
    m_step = Step::Requesting;
    post(McpMessages::withId(request, m_waitingFor), true);
}

void McpSseSession::close()
{
    // The transport has no end but the stream's.
    stop();
    m_open = false;
    QMetaObject::invokeMethod(this, &McpSession::closed, Qt::QueuedConnection);
}

void McpSseSession::cancel()
{
    stop();
}

void McpSseSession::stop()
{
    m_step = Step::Idle;
    if (m_stream) {
        disconnect(m_stream, nullptr, this, nullptr);
        m_stream->cancel();
        m_stream->deleteLater();
    }
    m_stream = nullptr;
    for (const QPointer<SignedCall> &call : std::as_const(m_posts)) {
        if (call) {
            disconnect(call, nullptr, this, nullptr);
            call->cancel();
            call->deleteLater();
        }
    }
    m_posts.clear();
}

void McpSseSession::streamStarted(const NetworkResult &head)
{
    if (!head.header("Content-Type").trimmed().toLower().startsWith("text/event-stream"))
        return fail(Error(Error::Code::Malformed,
                          tr("the server answered neither the streamable HTTP transport's POST "
                             "nor the 2024-11-05 transport's event stream")));
    m_events.emplace(McpMessages::MaxEventBytes);
}

void McpSseSession::pieceReceived(const QByteArray &piece)
{
    if (!m_events)
        return;
    const std::optional<QList<McpEvent>> events = m_events->feed(piece);
    if (!events)
        return fail(Error(Error::Code::Limit,
                          tr("an event of the server's stream is larger than the limit")));
    const QPointer<McpSseSession> self(this);
    for (const McpEvent &event : *events) {
        if (event.type == "endpoint")
            endpointNamed(event.data);
        else if (event.type == "message")
            message(event.data);
        if (!self || !m_stream)
            return;
    }
}

void McpSseSession::endpointNamed(const QByteArray &data)
{
    if (m_step != Step::Connecting)
        return;
    const QUrl named = m_endpoint.resolved(QUrl::fromEncoded(data.trimmed()));
    if (!named.isValid() || !OriginPolicy::sameOrigin(named, m_endpoint))
        return fail(Error(Error::Code::Malformed,
                          tr("the server's event stream names an address on another origin "
                             "for its messages: %1")
                              .arg(OriginPolicy::displayHost(named))));
    m_postUrl = named;
    m_step = Step::Initializing;
    m_waitingFor = m_nextId++;
    post(McpMessages::withId(McpMessages::initialize(0), m_waitingFor), true);
}

void McpSseSession::message(const QByteArray &data)
{
    QString error;
    const std::optional<QJsonObject> read = McpMessages::parse(data, &error);
    if (!read)
        return fail(
            Error(Error::Code::Malformed, tr("an event of the server's stream: %1").arg(error)));
    if (read->contains(QStringLiteral("method"))) {
        serverMessage(*read, [this](const QByteArray &response) { post(response, false); });
        return;
    }
    const QJsonValue id = read->value(QStringLiteral("id"));
    if (!id.isDouble() || id.toInteger() != m_waitingFor)
        return;
    const McpAnswer answer {data, "application/json", m_waitingFor, read};
    if (m_step == Step::Initializing) {
        if (const std::optional<Error> refused = readInitialize(answer))
            return fail(*refused);
        m_step = Step::Idle;
        post(McpMessages::notification(QStringLiteral("notifications/initialized")), false);
        m_open = true;
        return Q_EMIT opened();
    }
    if (m_step == Step::Requesting) {
        m_step = Step::Idle;
        Q_EMIT answered(answer);
    }
}

void McpSseSession::post(const QByteArray &message, bool awaited)
{
    NetworkRequest request = NetworkRequest::post(m_postUrl, message);
    request.retryable = false;
    if (const std::optional<Error> refused = limit(request))
        return fail(*refused);
    auto *call = new SignedCall(request, m_authenticator, m_network, this);
    m_posts.removeAll(nullptr);
    m_posts.append(call);
    // The answer comes on the stream; the POST only says it was taken.
    connect(call, &SignedCall::answered, this, [this, call, awaited](const NetworkResult &result) {
        call->deleteLater();
        if (!awaited || result.ok())
            return;
        if (result.error == NetworkResult::Error::HttpError)
            m_failedStatus = result.statusCode;
        fail(ProviderError::error(result));
    });
    connect(call, &SignedCall::failed, this, [this, call, awaited](const Error &error) {
        call->deleteLater();
        if (awaited)
            fail(error);
    });
    call->start();
}

void McpSseSession::streamEnded(const NetworkResult &result)
{
    m_stream->deleteLater();
    m_stream = nullptr;
    if (!result.ok()) {
        if (result.error == NetworkResult::Error::HttpError)
            m_failedStatus = result.statusCode;
        return fail(ProviderError::error(result));
    }
    // Everything comes on the stream: without it the session is over.
    fail(Error(Error::Code::Network, tr("the server closed its event stream")));
}

void McpSseSession::fail(const Error &error)
{
    stop();
    m_open = false;
    Q_EMIT failed(error);
}

} // namespace Toolshelf

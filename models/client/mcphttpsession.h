// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "client/mcpsession.h"
#include "dialects/mcp/mcpeventstream.h"

#include <QList>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <optional>

namespace Toolshelf {

class McpSseSession;
class NetworkService;
class ProviderAuthenticator;
class SignedCall;
struct NetworkResult;

// A session with an MCP server over streamable HTTP: each message is a
// POST to the endpoint, answered as JSON or as an SSE stream; every request
// carries the session's id and the negotiated protocol version and is signed
// by the provider's authenticator. close() is an HTTP DELETE of the session.
//
// A request's SSE answer is read as it arrives: the server's own requests on
// it (ping, an elicitation) are answered by POSTs of their own, its
// notifications (progress, list_changed, log lines) told, and the response
// taken as soon as it comes, the stream then left. A stream that ends before
// the response is resumed the way the spec says: after the server's retry
// time, a GET naming the last event id (Last-Event-ID), again while the
// server keeps sending events, until it stops making progress.
//
// A server that refuses initialize's POST with 400, 404 or 405 may be one of
// the 2024-11-05 revision: the session then goes on as an McpSseSession.
//
// A listening session (setListening()) also opens the standalone stream, a
// GET, once initialized and before opened(): a server sends the requests it
// makes during a call (an elicitation) there when it does not tie them to
// the call's own stream.
class McpHttpSession final : public McpSession
{
    Q_OBJECT

public:
    McpHttpSession(QUrl endpoint, ProviderAuthenticator *authenticator, NetworkService *network,
                   QObject *parent = nullptr);
    ~McpHttpSession() override;

    void open() override;
    void send(const QByteArray &request) override;
    // A server that refuses the DELETE (405) keeps the session until it expires.
    void close() override;
    // Also tells the server (notifications/cancelled) when a request was in
    // flight, so it may stop the work.
    void cancel() override;
    int failedStatus() const override { return m_failedStatus; }
    void setListening(bool listening) override { m_listening = listening; }

    // Resumptions in a row that brought no event before the request fails.
    static constexpr int MaxIdleResumptions = 5;
    // The wait before a resumption when the server gave no retry time.
    static constexpr int DefaultRetryMs = 1000;

private:
    enum class Step { Idle, Initializing, Notifying, Requesting, Resuming, Closing };

    void post(const QByteArray &body, Step step);
    void startCall(NetworkRequest request, Step step);
    void streamStarted(const NetworkResult &head);
    void pieceReceived(const QByteArray &piece);
    void received(const NetworkResult &result);
    // An event's message, from either stream; false once the request is over.
    bool eventMessage(const QJsonObject &message, const QByteArray &data);
    void resume();
    void listen();
    void listenStarted(const NetworkResult &head);
    void listenPiece(const QByteArray &piece);
    void listenEnded(const NetworkResult &result);
    void stopListening();
    // opened(), once, when the session is initialized (and listening, if asked).
    void becomeOpen();
    // Goes on over the 2024-11-05 transport; `refused` is why the POST failed.
    void fallBack(const Error &refused);
    void reply(const QByteArray &message);
    void dropCall();
    void fail(const Error &error);
    NetworkRequest requestFor(const QByteArray &body, const QByteArray &method) const;

    QUrl m_endpoint;
    QPointer<ProviderAuthenticator> m_authenticator;
    NetworkService *m_network;
    QPointer<SignedCall> m_call;
    Step m_step = Step::Idle;
    qint64 m_nextId = 1;
    qint64 m_waitingFor = 0;
    QByteArray m_sessionId;
    int m_failedStatus = 0;
    // The answer being read: an event stream, or a JSON body gathered whole.
    std::optional<McpEventStream> m_events;
    QByteArray m_body;
    QByteArray m_contentType;
    qint64 m_maxEventBytes = McpMessages::MaxEventBytes;
    QByteArray m_lastEventId;
    std::optional<int> m_retryMs;
    int m_idleResumptions = 0;
    bool m_eventSinceResume = false;
    QTimer m_resumeTimer;
    // The standalone stream (setListening()).
    bool m_listening = false;
    bool m_openReported = false;
    QPointer<SignedCall> m_listener;
    std::optional<McpEventStream> m_listenEvents;
    QByteArray m_listenLastId;
    int m_listenIdle = 0;
    bool m_listenEventSince = false;
    QTimer m_relistenTimer;
    // The 2024-11-05 session this one went on as, if it did.
    QPointer<McpSseSession> m_legacy;
    // Responses to the server's requests, in flight.
    QList<QPointer<SignedCall>> m_replies;
};

} // namespace Toolshelf

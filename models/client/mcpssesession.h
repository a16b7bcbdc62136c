// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "client/mcpsession.h"
#include "dialects/mcp/mcpeventstream.h"

#include <QList>
#include <QPointer>
#include <QUrl>

#include <optional>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
class SignedCall;
struct NetworkResult;

// A session with a server of MCP's 2024-11-05 revision, over its HTTP+SSE
// transport: one GET opens an event stream whose first event ("endpoint")
// says where to POST messages; every answer, and whatever the server asks or
// tells, comes on that stream. McpHttpSession falls back to it when a server
// refuses the streamable transport's POST with a 4xx, as the spec says.
//
// The address to POST to must be on the server's origin: a stream cannot
// send the session's messages, and its credentials, elsewhere.
class McpSseSession final : public McpSession
{
    Q_OBJECT

public:
    McpSseSession(QUrl endpoint, ProviderAuthenticator *authenticator, NetworkService *network,
                  QObject *parent = nullptr);
    ~McpSseSession() override;

    void open() override;
    void send(const QByteArray &request) override;
    void close() override;
    void cancel() override;
    int failedStatus() const override { return m_failedStatus; }

private:
    enum class Step { Idle, Connecting, Initializing, Requesting };

    void streamStarted(const NetworkResult &head);
    void pieceReceived(const QByteArray &piece);
    void streamEnded(const NetworkResult &result);
    void endpointNamed(const QByteArray &data);
    void message(const QByteArray &data);
    void post(const QByteArray &message, bool awaited);
    void fail(const Error &error);
    void stop();

    QUrl m_endpoint;
    QPointer<ProviderAuthenticator> m_authenticator;
    NetworkService *m_network;
    QPointer<SignedCall> m_stream;
    std::optional<McpEventStream> m_events;
    QUrl m_postUrl;
    Step m_step = Step::Idle;
    qint64 m_nextId = 1;
    qint64 m_waitingFor = 0;
    int m_failedStatus = 0;
    QList<QPointer<SignedCall>> m_posts;
};

} // namespace Toolshelf

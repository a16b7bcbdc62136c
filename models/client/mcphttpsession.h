#pragma once

#include "client/mcpsession.h"

#include <QPointer>
#include <QUrl>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
class SignedCall;
struct NetworkResult;

// A session with an MCP server over streamable HTTP: each message is a
// POST to the endpoint, answered as JSON or as an SSE stream; every request
// carries the session's id and the negotiated protocol version and is signed
// by the provider's authenticator. close() is an HTTP DELETE of the session.
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
    void cancel() override;
    int failedStatus() const override { return m_failedStatus; }

private:
    enum class Step { Idle, Initializing, Notifying, Requesting, Closing };

    void post(const QByteArray &body, Step step);
    void received(const NetworkResult &result);
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
};

} // namespace Toolshelf

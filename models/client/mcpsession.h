#pragma once

#include "core/error.h"
#include "dialects/mcp/mcpmessages.h"
#include "net/networkrequest.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>
#include <optional>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
class SignedCall;
struct NetworkResult;

// One session with an MCP server over streamable HTTP: `initialize` (the
// newest revision offered, the server's choice checked), the
// `notifications/initialized` that follows, then one request at a time,
// each answer handed over as it came (JSON or an SSE stream), for the
// receiver to read where it likes (McpMessages::response()); close() ends
// it with an HTTP DELETE of the session. Every request
// carries the session's id and the negotiated protocol version, and is
// signed by the provider's authenticator.
class McpSession final : public QObject
{
    Q_OBJECT

public:
    McpSession(QUrl endpoint, ProviderAuthenticator *authenticator, NetworkService *network,
               QObject *parent = nullptr);
    ~McpSession() override;

    // Bounds each request before it is sent (a sync's byte budget and deadline);
    // what it returns fails the request instead.
    using Bound = std::function<std::optional<Error>(NetworkRequest &)>;
    void setBound(Bound bound) { m_bound = std::move(bound); }

    // Initializes; opened() or failed() follows.
    void open();
    // Sends a request (one of McpMessages::request()'s, its id replaced);
    // answered() with the server's answer, or failed().
    void send(const QByteArray &request);
    // Ends the session (DELETE when the server gave one); closed() follows,
    // also when the server refuses (a server need not allow it).
    void close();
    void cancel();

    bool isOpen() const { return m_open; }
    QString protocolVersion() const { return m_version; }
    QString serverName() const { return m_serverName; }
    // The HTTP status of the answer that failed the last request; 0 otherwise.
    int failedStatus() const { return m_failedStatus; }

Q_SIGNALS:
    void opened();
    void answered(const Toolshelf::McpAnswer &answer);
    void failed(const Toolshelf::Error &error);
    void closed();

private:
    enum class Step { Idle, Initializing, Notifying, Requesting, Closing };

    void post(const QByteArray &body, Step step);
    void received(const NetworkResult &result);
    void initialized(const McpAnswer &answer);
    void fail(const Error &error);
    NetworkRequest requestFor(const QByteArray &body, const QByteArray &method) const;

    QUrl m_endpoint;
    QPointer<ProviderAuthenticator> m_authenticator;
    NetworkService *m_network;
    Bound m_bound;
    QPointer<SignedCall> m_call;
    Step m_step = Step::Idle;
    qint64 m_nextId = 1;
    qint64 m_waitingFor = 0;
    QByteArray m_sessionId;
    QString m_version;
    QString m_serverName;
    int m_failedStatus = 0;
    bool m_open = false;
};

} // namespace Toolshelf

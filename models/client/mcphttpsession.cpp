#include "client/mcphttpsession.h"

#include "client/providerauthenticator.h"
#include "client/signedcall.h"
#include "net/networkresult.h"
#include "providers/providererror.h"

namespace Toolshelf {

McpHttpSession::McpHttpSession(QUrl endpoint, ProviderAuthenticator *authenticator,
                               NetworkService *network, QObject *parent)
    : McpSession(parent)
    , m_endpoint(std::move(endpoint))
    , m_authenticator(authenticator)
    , m_network(network)
{ }

McpHttpSession::~McpHttpSession()
{
    cancel();
}

NetworkRequest McpHttpSession::requestFor(const QByteArray &body, const QByteArray &method) const
{
    NetworkRequest request = NetworkRequest::post(m_endpoint, body);
    request.method = method;
    if (method == "DELETE")
        request.body.clear();
    // Streamable HTTP: the server answers as JSON or as an event stream.
    request.headers.append(
        NetworkRequest::Header {"Accept", "application/json, text/event-stream", false});
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
    m_sessionId.clear();
    m_version.clear();
    m_open = false;
    m_waitingFor = m_nextId++;
    post(McpMessages::withId(McpMessages::initialize(0), m_waitingFor), Step::Initializing);
}

void McpHttpSession::send(const QByteArray &request)
{
    m_waitingFor = m_nextId++;
    post(McpMessages::withId(request, m_waitingFor), Step::Requesting);
}

void McpHttpSession::close()
{
    if (!m_open || m_sessionId.isEmpty()) {
        m_open = false;
        QMetaObject::invokeMethod(this, &McpSession::closed, Qt::QueuedConnection);
        return;
    }
    post({}, Step::Closing);
}

void McpHttpSession::cancel()
{
    if (m_call) {
        m_call->cancel();
        m_call->deleteLater();
    }
    m_call = nullptr;
    m_step = Step::Idle;
}

void McpHttpSession::post(const QByteArray &body, Step step)
{
    m_step = step;
    m_failedStatus = 0;
    NetworkRequest request = requestFor(body, step == Step::Closing ? "DELETE" : "POST");
    if (const std::optional<Error> refused = limit(request)) {
        QMetaObject::invokeMethod(
            this, [this, error = *refused] { fail(error); }, Qt::QueuedConnection);
        return;
    }
    m_call = new SignedCall(std::move(request), m_authenticator, m_network, this);
    connect(m_call, &SignedCall::answered, this, &McpHttpSession::received);
    connect(m_call, &SignedCall::failed, this, &McpHttpSession::fail);
    m_call->start();
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
        return fail(ProviderError::error(result));
    }
    if (step == Step::Notifying) {
        m_open = true;
        return Q_EMIT opened();
    }
    McpAnswer answer {result.body, result.header("Content-Type"), m_waitingFor, std::nullopt};
    if (step == Step::Initializing) {
        if (const QByteArray id = result.header("Mcp-Session-Id"); !id.isEmpty())
            m_sessionId = id;
        if (const std::optional<Error> refused = readInitialize(answer))
            return fail(*refused);
        return post(McpMessages::notification(QStringLiteral("notifications/initialized")),
                    Step::Notifying);
    }
    Q_EMIT answered(answer);
}

void McpHttpSession::fail(const Error &error)
{
    if (m_call) {
        m_call->deleteLater();
        m_call = nullptr;
    }
    m_step = Step::Idle;
    Q_EMIT failed(error);
}

} // namespace Toolshelf

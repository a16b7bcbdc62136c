#include "client/toolinvocation.h"

#include "providers/providererror.h"

#include "client/providerclients.h"
#include "client/signedcall.h"
#include "core/jsonpreflight.h"
#include "dialects/a2t/a2tcall.h"
#include "dialects/a2t/a2turls.h"
#include "net/networkresult.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <chrono>

namespace Toolshelf {

ToolInvocation::ToolInvocation(Provider provider, ToolSignature signature, ProviderClients *clients,
                               QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_signature(std::move(signature))
    , m_clients(clients)
{ }

ToolInvocation::~ToolInvocation()
{
    cancel();
}

std::optional<InvocationValidator::Problem>
ToolInvocation::start(const QHash<QString, QJsonValue> &values)
{
    Q_ASSERT(!m_started);
    if (const auto problem = InvocationValidator::validate(m_signature, values))
        return problem;
    m_started = true;
    m_running = true;
    const QUrl url = A2tUrls::invoke(
        m_provider.baseUrl, m_signature.toolId,
        m_addressing == Addressing::Version ? std::optional(m_signature.version) : std::nullopt);
    if (!url.isValid()) {
        // Signals always come later, so callers connect after start() too.
        QMetaObject::invokeMethod(
            this,
            [this] {
                fail(Error(Error::Code::Malformed,
                           tr("the tool id \"%1\" cannot be used in a URL")
                               .arg(m_signature.toolId.left(80))));
            },
            Qt::QueuedConnection);
        return std::nullopt;
    }
    NetworkRequest request = NetworkRequest::post(url, A2tCall::body(m_signature, values));
    // A tool call may have effects in the world: never sent twice by a retry
    // (SignedCall repeats only a 401, which means nothing ran).
    request.retryable = false;
    request.maxBodyBytes = MaxAnswerBytes;
    // A tool may work a while before it answers, and the user can cancel.
    request.transferTimeout = std::chrono::minutes(2);
    request.addHeader("Accept", "application/json");
    m_exchange.method = request.method;
    m_exchange.url = request.url;
    for (const NetworkRequest::Header &header : std::as_const(request.headers)) {
        if (!header.credential)
            m_exchange.requestHeaders.append({header.name, header.value});
    }
    m_exchange.requestBody = request.body;

    m_call
        = new SignedCall(request, m_clients->authenticator(m_provider), m_clients->network(), this);
    connect(m_call, &SignedCall::answered, this, &ToolInvocation::answered);
    connect(m_call, &SignedCall::failed, this, &ToolInvocation::fail);
    m_call->start();
    return std::nullopt;
}

void ToolInvocation::cancel()
{
    m_running = false;
    if (m_call)
        m_call->cancel();
}

void ToolInvocation::answered(const NetworkResult &result)
{
    if (!m_running)
        return;
    m_exchange.statusCode = result.statusCode;
    m_exchange.responseBody = result.body;
    if (!result.ok()) {
        return fail(ProviderError::error(result));
    }
    if (const auto problem = A2tCall::readOutputs(m_signature, result.body, &m_outputs))
        return fail(Error(Error::Code::Malformed, *problem));
    m_running = false;
    Q_EMIT finished();
}

void ToolInvocation::fail(const Error &error)
{
    if (!m_running)
        return;
    m_running = false;
    Q_EMIT failed(error);
}

QString ToolInvocation::valueText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    // A scalar: JSON writes it inside an array, which is then taken off.
    return QString::fromUtf8(
        QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
}

} // namespace Toolshelf

#include "toolinvocation.h"

#include "providererror.h"

#include "a2turls.h"
#include "jsonpreflight.h"
#include "networkresult.h"
#include "providerauthenticator.h"
#include "signedcall.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <chrono>

namespace Toolshelf {

ToolInvocation::ToolInvocation(Provider provider, ToolSignature signature,
                               CredentialStore *credentials, NetworkService *network,
                               QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_signature(std::move(signature))
    , m_credentials(credentials)
    , m_network(network)
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
                fail(tr("the tool id \"%1\" cannot be used in a URL")
                         .arg(m_signature.toolId.left(80)));
            },
            Qt::QueuedConnection);
        return std::nullopt;
    }
    NetworkRequest request = NetworkRequest::post(url, body(m_signature, values));
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

    m_authenticator = new ProviderAuthenticator(m_provider, m_credentials, m_network, this);
    m_call = new SignedCall(request, m_authenticator, m_network, this);
    connect(m_call, &SignedCall::answered, this, &ToolInvocation::answered);
    connect(m_call, &SignedCall::authenticationFailed, this, &ToolInvocation::fail);
    m_call->start();
    return std::nullopt;
}

void ToolInvocation::cancel()
{
    m_running = false;
    if (m_call)
        m_call->cancel();
    if (m_authenticator)
        m_authenticator->cancel();
}

void ToolInvocation::answered(const NetworkResult &result)
{
    if (!m_running)
        return;
    m_exchange.statusCode = result.statusCode;
    m_exchange.responseBody = result.body;
    if (!result.ok()) {
        return fail(ProviderError::describe(result));
    }
    if (const auto problem = readOutputs(result.body))
        return fail(*problem);
    m_running = false;
    Q_EMIT finished();
}

std::optional<QString> ToolInvocation::readOutputs(const QByteArray &body)
{
    if (const auto problem = JsonPreflight::check(body))
        return tr("the provider's answer is not usable JSON: %1").arg(*problem);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return tr("the provider's answer is not a JSON object");
    const QJsonValue outputs = document.object().value(QStringLiteral("output_parameters"));
    if (!outputs.isArray())
        return tr("the provider's answer has no output_parameters array");
    const QJsonArray entries = outputs.toArray();
    if (entries.size() > MaxOutputs)
        return tr("the provider answered %1 outputs, more than the %2 allowed")
            .arg(entries.size())
            .arg(MaxOutputs);
    QList<Output> parsed;
    for (const QJsonValue &entry : entries) {
        const QJsonValue name = entry.toObject().value(QStringLiteral("name"));
        if (!entry.isObject() || !name.isString())
            return tr("each output must be an object {name, value}");
        const bool declared
            = std::any_of(m_signature.outputs.cbegin(), m_signature.outputs.cend(),
                          [&](const OutputParameter &p) { return p.name == name.toString(); });
        parsed.append({name.toString(), entry.toObject().value(QStringLiteral("value")), declared});
    }
    m_outputs = parsed;
    return std::nullopt;
}

void ToolInvocation::fail(const QString &message)
{
    if (!m_running)
        return;
    m_running = false;
    Q_EMIT failed(message);
}

QByteArray ToolInvocation::body(const ToolSignature &signature,
                                const QHash<QString, QJsonValue> &values)
{
    QJsonArray inputs;
    for (const InputParameter &input : signature.inputs) {
        const auto value = values.constFind(input.name);
        if (value != values.cend())
            inputs.append(QJsonObject {{QStringLiteral("name"), input.name},
                                       {QStringLiteral("value"), *value}});
    }
    return QJsonDocument(QJsonObject {{QStringLiteral("name"), signature.name},
                                      {QStringLiteral("input_parameters"), inputs}})
        .toJson(QJsonDocument::Compact);
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

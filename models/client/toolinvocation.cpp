// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/toolinvocation.h"

#include "providers/providererror.h"

#include "client/mcpsession.h"
#include "client/providerclients.h"
#include "client/signedcall.h"
#include "core/jsonpreflight.h"
#include "dialects/a2t/a2tcall.h"
#include "dialects/a2t/a2turls.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "dialects/a2tcapabilities/capabilitiesfile.h"
#include "dialects/files/filesdialect.h"
#include "dialects/mcp/mcpdialect.h"
#include "net/networkresult.h"
#include "tool/schemavalidator.h"

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
    // Said before the inputs are checked: no inputs would make it callable.
    if (const auto reason = uncallable(m_provider.name, m_provider.dialect)) {
        m_started = true;
        m_running = true;
        failLater(Error(Error::Code::Other, *reason));
        return std::nullopt;
    }
    if (m_inputSchema) {
        if (const auto problem = readArguments(values))
            return problem;
    } else if (const auto problem = InvocationValidator::validate(m_signature, values)) {
        return problem;
    }
    m_started = true;
    m_running = true;
    const bool capabilities = m_provider.dialect == A2tCapabilitiesDialect::DialectId;
    const bool mcp = m_provider.dialect == McpDialect::DialectId;
    if (capabilities || mcp) {
        // The server runs one definition of a tool, its current one: a call
        // of another version (a pin behind a change) would run something else
        // than what the user chose, so it is not sent.
        if (m_addressing == Addressing::Version && m_signature.currentVersion != 0
            && m_signature.version != m_signature.currentVersion) {
            failLater(Error(Error::Code::Other,
                            tr("version %1 of %2 cannot be called: the provider runs only its "
                               "current definition, version %3; call that one or update the pin")
                                .arg(m_signature.version)
                                .arg(m_signature.name.left(80))
                                .arg(m_signature.currentVersion)));
            return std::nullopt;
        }
        if (!m_inputSchema) {
            for (const InputParameter &input : std::as_const(m_signature.inputs)) {
                if (const auto value = values.constFind(input.name); value != values.cend())
                    m_arguments.insert(input.id, *value);
            }
        }
    }
    if (mcp) {
        callMcp();
        return std::nullopt;
    }
    if (capabilities) {
        // Read for every call: the server may move its endpoints at any time,
        // and a call is rare next to a sync.
        NetworkRequest request
            = NetworkRequest::get(CapabilitiesFile::location(m_provider.baseUrl));
        request.addHeader("Accept", "application/json");
        request.maxBodyBytes = MaxAnswerBytes;
        send(request, &ToolInvocation::capabilitiesRead);
        return std::nullopt;
    }
    const QUrl url = A2tUrls::invoke(
        m_provider.baseUrl, m_signature.toolId,
        m_addressing == Addressing::Version ? std::optional(m_signature.version) : std::nullopt);
    if (!url.isValid()) {
        failLater(Error(
            Error::Code::Malformed,
            tr("the tool id \"%1\" cannot be used in a URL").arg(m_signature.toolId.left(80))));
        return std::nullopt;
    }
    send(NetworkRequest::post(url, A2tCall::body(m_signature, values)), &ToolInvocation::answered);
    return std::nullopt;
}

std::optional<InvocationValidator::Problem>
ToolInvocation::readArguments(const QHash<QString, QJsonValue> &values)
{
    const QJsonObject properties
        = m_inputSchema->json().toObject().value(QLatin1StringView("properties")).toObject();
    QJsonObject arguments;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        // By its key, or by the name the signature shows (a property's title).
        QString key = it.key();
        if (!properties.contains(key)) {
            const auto input
                = std::find_if(m_signature.inputs.cbegin(), m_signature.inputs.cend(),
                               [&](const InputParameter &p) { return p.name == it.key(); });
            if (input != m_signature.inputs.cend())
                key = input->id;
        }
        if (arguments.contains(key))
            return InvocationValidator::Problem {
                QStringLiteral("duplicate_input"),
                tr("input \"%1\" is given twice").arg(key.left(80)),
                SchemaValidator::childPath(QString(), key)};
        arguments.insert(key, it.value());
    }
    const QList<SchemaValidator::Problem> problems
        = SchemaValidator::validate(arguments, *m_inputSchema);
    if (!problems.isEmpty()) {
        QString message
            = tr("the inputs do not fit the tool's schema: %1").arg(problems.first().text());
        if (problems.size() > 1)
            message += tr(" (and %n more problem(s))", nullptr, int(problems.size() - 1));
        return InvocationValidator::Problem {QStringLiteral("invalid_input"), message,
                                             problems.first().path};
    }
    m_arguments = arguments;
    return std::nullopt;
}

void ToolInvocation::send(NetworkRequest request,
                          void (ToolInvocation::*onAnswer)(const NetworkResult &))
{
    if (request.method == "POST") {
        // A tool call may have effects in the world: never sent twice by a
        // retry (SignedCall repeats only a 401, which means nothing ran).
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
    }
    if (m_call)
        m_call->deleteLater();
    m_call
        = new SignedCall(request, m_clients->authenticator(m_provider), m_clients->network(), this);
    connect(m_call, &SignedCall::answered, this, onAnswer);
    connect(m_call, &SignedCall::failed, this, &ToolInvocation::fail);
    m_call->start();
}

void ToolInvocation::capabilitiesRead(const NetworkResult &result)
{
    if (!m_running)
        return;
    if (!result.ok())
        return fail(ProviderError::error(result));
    auto file = CapabilitiesFile::read(result.body, m_provider.baseUrl);
    if (const QString *problem = std::get_if<QString>(&file))
        return fail(Error(Error::Code::Malformed,
                          tr("the provider's capabilities file cannot be read: %1").arg(*problem)));
    const QString group = A2tCapabilitiesDialect::groupOf(m_signature.toolId);
    const QUrl url = std::get<CapabilitiesFile>(file).callUrl(group, m_signature.name);
    send(NetworkRequest::post(url, A2tCapabilitiesDialect().invocationBody({}, m_arguments)),
         &ToolInvocation::capabilitiesAnswered);
}

void ToolInvocation::capabilitiesAnswered(const NetworkResult &result)
{
    if (!m_running)
        return;
    m_exchange.statusCode = result.statusCode;
    m_exchange.responseBody = result.body;
    if (!result.ok())
        return fail(ProviderError::error(result));
    if (const auto problem = A2tCapabilitiesDialect().readAnswer({}, result.body, &m_outputs))
        return fail(Error(Error::Code::Malformed, *problem));
    // readAnswer() has checked the body is a JSON object within bounds.
    m_meta = QJsonDocument::fromJson(result.body).object().value(QStringLiteral("meta"));
    m_running = false;
    Q_EMIT finished();
}

void ToolInvocation::callMcp()
{
    Tool tool;
    tool.name = m_signature.name;
    const QByteArray request = McpDialect().invocationBody(tool, m_arguments);
    m_exchange.method = "POST";
    m_exchange.url = m_provider.baseUrl;
    m_exchange.requestBody = request;
    // A session per call: opened, the call sent on it, closed once answered.
    McpSession *session = McpSession::forProvider(m_provider, m_clients->authenticator(m_provider),
                                                  m_clients->network(), this);
    m_mcp = session;
    session->setBound([](NetworkRequest &sent) {
        sent.maxBodyBytes = MaxAnswerBytes;
        // A tool may work a while before it answers, and the user can cancel.
        sent.transferTimeout = std::chrono::minutes(2);
        return std::optional<Error>();
    });
    session->setElicitation(m_elicitation);
    // Someone waits for this call: the server may ask or tell them things.
    session->setListening(true);
    connect(session, &McpSession::progressed, this, &ToolInvocation::progressed);
    connect(session, &McpSession::toolsChanged, this, &ToolInvocation::toolsChanged);
    connect(session, &McpSession::opened, this, [session, request] { session->send(request); });
    connect(session, &McpSession::failed, this, [this, session](const Error &error) {
        m_exchange.statusCode = session->failedStatus();
        session->deleteLater();
        fail(error);
    });
    connect(session, &McpSession::answered, this, [this, session](const McpAnswer &answer) {
        m_exchange.statusCode = 200;
        m_exchange.responseBody = answer.body;
        connect(session, &McpSession::closed, session, &QObject::deleteLater);
        session->close();
        if (!m_running)
            return;
        QString error;
        const std::optional<QJsonObject> response = McpMessages::response(answer, &error);
        if (!response)
            return fail(Error(Error::Code::Malformed, error));
        // The response itself, out of the event stream that may have carried
        // it: what `invoke --json` prints and Try It shows.
        m_exchange.responseBody = QJsonDocument(*response).toJson(QJsonDocument::Compact);
        Tool answering;
        answering.output = m_outputSchema;
        if (const auto problem = McpDialect::answer(answering, *response, &m_outputs))
            return fail(Error(Error::Code::Other, *problem));
        m_running = false;
        Q_EMIT finished();
    });
    session->open();
}

void ToolInvocation::failLater(const Error &error)
{
    // Signals always come later, so callers connect after start() too.
    QMetaObject::invokeMethod(
        this, [this, error] { fail(error); }, Qt::QueuedConnection);
}

void ToolInvocation::cancel()
{
    m_running = false;
    if (m_call)
        m_call->cancel();
    if (m_mcp)
        m_mcp->cancel();
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

std::optional<QString> ToolInvocation::uncallable(const QString &provider, const QString &dialect)
{
    if (dialect != FilesDialect::DialectId)
        return std::nullopt;
    // The dialect says why: it has no answer to read, since nothing can be asked.
    Tool tool;
    tool.key.provider = provider;
    QList<ToolOutput> none;
    return FilesDialect().readAnswer(tool, {}, &none);
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

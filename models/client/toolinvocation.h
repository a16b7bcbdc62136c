// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "client/mcpsession.h"

#include "core/error.h"
#include "dialects/a2t/a2tcall.h"
#include "dialects/a2t/invocationvalidator.h"
#include "net/networkrequest.h"
#include "providers/provider.h"
#include "tool/toolsignature.h"
#include "tool/valueschema.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <optional>
#include <utility>

namespace Toolshelf {

class ProviderAuthenticator;
class ProviderClients;
class SignedCall;
struct NetworkResult;

// One call of one tool version (draft section 7): checks the inputs against
// the signature, sends them exactly once with the provider's credentials,
// reads the outputs, and keeps the exchange so it can be shown.
class ToolInvocation final : public QObject
{
    Q_OBJECT

public:
    using Output = ToolOutput;

    // What went over the wire, for display. Never holds a credential: the
    // request is signed on a copy inside SignedCall.
    struct Exchange
    {
        QByteArray method;
        QUrl url;
        QList<std::pair<QByteArray, QByteArray>> requestHeaders;
        QByteArray requestBody;
        // 0 while no response has arrived (or none ever did).
        int statusCode = 0;
        QByteArray responseBody;
    };

    enum class Addressing {
        // POST .../versions/{n}:invoke: the call runs exactly this signature.
        Version,
        // POST .../tools/{id}:invoke: whatever version the provider calls current.
        Tool,
    };

    // A tool's answer is small; anything near this is not one.
    static constexpr qint64 MaxAnswerBytes = 16 * 1024 * 1024;
    static constexpr qsizetype MaxOutputs = A2tCall::MaxOutputs;

    // Signs with the provider's authenticator in `clients`.
    ToolInvocation(Provider provider, ToolSignature signature, ProviderClients *clients,
                   QObject *parent = nullptr);
    ~ToolInvocation() override;

    // Checks the inputs against `schema`, JSON Schema as the provider wrote
    // it (Dialects::servesJsonSchema()), instead of the A2T signature, and
    // sends them keyed as its properties (a value may be given by the name
    // the signature shows or by its key). A problem then names the value by
    // its JSON pointer ("/address/city") in `parameter`. Before start().
    void setInputSchema(ValueSchema schema) { m_inputSchema = std::move(schema); }
    // The tool's outputSchema, where it has one: an MCP answer's
    // structuredContent is checked against it.
    void setOutputSchema(std::optional<ValueSchema> schema) { m_outputSchema = std::move(schema); }
    void setAddressing(Addressing addressing) { m_addressing = addressing; }
    // MCP: who answers the server when it asks the user for input during the
    // call (McpSession::setElicitation()); without one it is declined.
    void setElicitation(McpSession::Elicitation elicitation)
    {
        m_elicitation = std::move(elicitation);
    }
    Addressing addressing() const { return m_addressing; }

    // Checks `values` (input name -> typed value) against the signature, or
    // the input schema where one is set; when
    // they fit, sends the call and finished() or failed() follows later.
    // Otherwise returns the problem and nothing is sent. Call once.
    std::optional<InvocationValidator::Problem> start(const QHash<QString, QJsonValue> &values);
    // Stops waiting; neither signal follows. The provider may have run the
    // tool already: cancelling cannot undo a call that was sent.
    void cancel();
    bool isRunning() const { return m_running; }

    const Provider &provider() const { return m_provider; }
    const ToolSignature &signature() const { return m_signature; }
    const Exchange &exchange() const { return m_exchange; }
    // Set when finished() is emitted.
    const QList<Output> &outputs() const { return m_outputs; }
    // What the answer asks of the catalog besides its outputs (seed 003's
    // `meta`, see CallMetaAction); undefined where the dialect has none.
    const QJsonValue &meta() const { return m_meta; }

    // A value as one line of text: strings as they are, everything else as JSON.
    static QString valueText(const QJsonValue &value);
    // Why no tool of `provider`, which speaks `dialect`, can be called
    // (declaration files name no endpoint), translated; nothing when they can.
    static std::optional<QString> uncallable(const QString &provider, const QString &dialect);

Q_SIGNALS:
    // Once, when the tool answered with its outputs.
    void finished();
    // Once, instead of finished(). Its text is translated and names the
    // cause; provider text in it is not escaped yet. exchange() holds
    // whatever answer came.
    void failed(const Toolshelf::Error &error);
    // MCP: the server reports how far the call is; `total` is 0 when unknown.
    void progressed(double progress, double total, const QString &message);
    // MCP: the server said during the call that its tools changed
    // (notifications/tools/list_changed): the catalog is behind.
    void toolsChanged();

private:
    // Sends `request` signed; answered() or fail() follows.
    void send(NetworkRequest request, void (ToolInvocation::*onAnswer)(const NetworkResult &));
    void answered(const NetworkResult &result);
    // Seed 003's a2t: the capabilities file says where tools are called.
    void capabilitiesRead(const NetworkResult &result);
    void capabilitiesAnswered(const NetworkResult &result);
    // MCP: a session opened for the call, `tools/call` sent on it.
    void callMcp();
    void fail(const Error &error);
    void failLater(const Error &error);
    // The arguments keyed as the input schema's properties, or why they do not fit it.
    std::optional<InvocationValidator::Problem>
    readArguments(const QHash<QString, QJsonValue> &values);

    Provider m_provider;
    ToolSignature m_signature;
    std::optional<ValueSchema> m_inputSchema;
    std::optional<ValueSchema> m_outputSchema;
    ProviderClients *m_clients;
    Addressing m_addressing = Addressing::Version;
    QPointer<SignedCall> m_call;
    QPointer<McpSession> m_mcp;
    McpSession::Elicitation m_elicitation;
    Exchange m_exchange;
    QList<Output> m_outputs;
    QJsonValue m_meta = QJsonValue::Undefined;
    // The arguments keyed by input id, for a dialect that sends them as one object.
    QJsonObject m_arguments;
    bool m_started = false;
    bool m_running = false;
};

} // namespace Toolshelf

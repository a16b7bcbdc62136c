// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/invokecommand.h"

#include "cli/browsersignin.h"
#include "cli/commandparser.h"
#include "client/toolinvocation.h"
#include "core/textsafety.h"
#include "dialects/a2t/invocationvalidator.h"
#include "dialects/dialectregistry.h"
#include "dialects/mcp/mcpelicitation.h"
#include "sync/callmetaaction.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Toolshelf {

namespace {

// `name=value` for a number or an integer property of a JSON Schema tool:
// the number, which the A2T view of the tool (text) would not give. Text that
// is no number stays text, and the schema says it does not fit.
std::optional<QJsonValue> schemaScalar(const ValueSchema &input, const QString &id,
                                       const QString &text)
{
    for (const ValueSchema::Property &property : input.properties()) {
        if (property.name != id)
            continue;
        const ValueSchema::Kind kind = property.schema().kind();
        if (kind != ValueSchema::Kind::Number && kind != ValueSchema::Kind::Integer)
            return std::nullopt;
        bool ok = false;
        if (const qlonglong whole = text.toLongLong(&ok); ok)
            return QJsonValue(whole);
        if (const double number = text.toDouble(&ok); ok && kind == ValueSchema::Kind::Number)
            return QJsonValue(number);
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace

QString InvokeCommand::name() const
{
    return QStringLiteral("invoke");
}

QString InvokeCommand::summary() const
{
    return tr("Call a tool with inputs given as name=value.");
}

int InvokeCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(tr(
        "Calls the tool at its pinned version, or at --version N, else its current version. Each "
        "input is given as name=value (the name the signature gives it; ints as digits, booleans "
        "as true or false) and checked against the signature before anything is sent. Tools can "
        "act on the real world: the call is sent exactly once, never retried.\n"
        "--input takes the inputs as one JSON object instead, keyed by the names or the schema's "
        "keys, values as JSON.\n"
        "Prints one line per output (name = value); with --json the provider's answer as it came "
        "(A2T: {\"output_parameters\": [{name, value}]}; a2t capabilities: {\"result\": ..., "
        "\"meta\": ...}).\n"
        "Exit status: 0 the tool answered, 1 it did not (the provider's reason is printed) or the "
        "inputs do not fit the signature, 2 bad usage."));
    const QCommandLineOption versionOption(QStringLiteral("version"), tr("Call version N."),
                                           QStringLiteral("N"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print the provider's answer as JSON."));
    const QCommandLineOption inputOption(
        QStringLiteral("input"),
        tr("The inputs as one JSON object, e.g. '{\"City\": \"Boston\"}'."),
        QStringLiteral("JSON"));
    const QCommandLineOption signInOption = BrowserSignIn::option();
    const QCommandLineOption acceptOption(
        QStringLiteral("accept-elicitation"),
        tr("When an MCP server asks for input during the call, accept its form with the "
           "defaults it gives (else the request is declined)."));
    parser.addOptions({versionOption, jsonOption, inputOption, signInOption, acceptOption});
    parser.addPositionalArgument(QStringLiteral("PROVIDER/TOOL"), tr("The tool to call."));
    parser.addPositionalArgument(QStringLiteral("name=value"), tr("Inputs."),
                                 QStringLiteral("[name=value...]"));
    const QString usage
        = tr("Usage: toolshelf invoke PROVIDER/TOOL [--version N] [--json] [--input JSON] "
             "[--sign-in] [--accept-elicitation] [name=value...]");
    if (const std::optional<int> done = parser.parse(arguments, io, usage))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(io, usage);
    const auto reference = parseReference(positional.first(), io);
    if (!reference)
        return 2;
    m_assignments = positional.mid(1);
    for (const QString &assignment : std::as_const(m_assignments)) {
        if (assignment.indexOf(u'=') < 1)
            return usageError(
                io, tr("\"%1\" is not name=value").arg(TextSafety::escapeLine(assignment)));
    }
    if (parser.isSet(versionOption)) {
        m_version = parseVersion(parser.value(versionOption));
        if (!m_version)
            return usageError(io, tr("--version takes a positive integer"));
    }
    m_json = parser.isSet(jsonOption);
    m_acceptElicitation = parser.isSet(acceptOption);
    if (parser.isSet(inputOption)) {
        QJsonParseError error;
        const QJsonDocument input
            = QJsonDocument::fromJson(parser.value(inputOption).toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || !input.isObject())
            return usageError(io,
                              tr("--input takes a JSON object: %1")
                                  .arg(error.error != QJsonParseError::NoError
                                           ? error.errorString()
                                           : tr("not an object")));
        m_input = input.object();
    }
    // A call may reveal tools, which are stored.
    if (!open(io, Access::Write))
        return 2;
    if (parser.isSet(signInOption))
        BrowserSignIn::allow(application(), io);

    withTool(*reference, io, [this, &io](const ToolSummary &tool) {
        // The pinned version unless another is asked for.
        const qint64 version = m_version.value_or(tool.version);
        withVersion(tool, version, io, [this, &io, tool, version] {
            onCatalog(
                [tool, version](CatalogDatabase &db) {
                    return db.signature(tool.provider, tool.toolId, version);
                },
                [this, &io, tool](const std::optional<StoredSignature> &stored) {
                    if (!stored)
                        return fail(io, tr("the version is not in the catalog"));
                    send(tool, *stored, io);
                });
        });
    });
    return Pending;
}

void InvokeCommand::send(const ToolSummary &tool, const StoredSignature &stored, CommandIo &io)
{
    // Before the inputs: none would make a declaration callable.
    if (const auto reason = ToolInvocation::uncallable(tool.provider, stored.tool.dialect))
        return fail(io, TextSafety::escapeLine(*reason));
    const ToolSignature &signature = stored.signature;
    // The schema as served is the contract where the dialect serves one: the
    // call is checked against it, not against the A2T view of it.
    const bool schemaChecked = Dialects::servesJsonSchema(stored.tool);
    QHash<QString, QJsonValue> values;
    for (const QString &assignment : std::as_const(m_assignments)) {
        const qsizetype equals = assignment.indexOf(u'=');
        const QString name = assignment.left(equals);
        if (values.contains(name))
            return fail(io, tr("input \"%1\" is given twice").arg(TextSafety::escapeLine(name)));
        const auto input = std::find_if(signature.inputs.cbegin(), signature.inputs.cend(),
                                        [&](const InputParameter &p) { return p.name == name; });
        QJsonValue value = assignment.mid(equals + 1);
        if (input != signature.inputs.cend() && schemaChecked
            && input->type == ParameterType::Json) {
            // A nested object or array is given as JSON; text that is no JSON
            // stays text, and the schema says whether that fits.
            QJsonParseError error;
            const QJsonDocument json
                = QJsonDocument::fromJson('[' + assignment.mid(equals + 1).toUtf8() + ']', &error);
            if (error.error == QJsonParseError::NoError && json.array().size() == 1)
                value = json.array().at(0);
        } else if (const std::optional<QJsonValue> scalar
                   = input != signature.inputs.cend() && schemaChecked
                       ? schemaScalar(stored.tool.input, input->id, assignment.mid(equals + 1))
                       : std::nullopt) {
            value = *scalar;
        } else if (input != signature.inputs.cend()) {
            auto typed = InvocationValidator::valueFromText(*input, assignment.mid(equals + 1));
            if (auto *problem = std::get_if<InvocationValidator::Problem>(&typed))
                return fail(io, TextSafety::escapeLine(problem->message));
            value = std::get<QJsonValue>(typed);
        }
        values.insert(name, value);
    }
    for (auto it = m_input.begin(); it != m_input.end(); ++it) {
        // By the name people see, or by the key the schema gives it.
        auto input = std::find_if(signature.inputs.cbegin(), signature.inputs.cend(),
                                  [&](const InputParameter &p) { return p.name == it.key(); });
        if (input == signature.inputs.cend())
            input = std::find_if(signature.inputs.cbegin(), signature.inputs.cend(),
                                 [&](const InputParameter &p) { return p.id == it.key(); });
        const QString name = input != signature.inputs.cend() ? input->name : it.key();
        if (values.contains(name))
            return fail(io, tr("input \"%1\" is given twice").arg(TextSafety::escapeLine(name)));
        values.insert(name, it.value());
    }

    const auto provider = application().providers().find(tool.provider);
    if (!provider)
        return fail(io, tr("no provider named \"%1\"").arg(TextSafety::escapeLine(tool.provider)));
    auto *invocation
        = new ToolInvocation(*provider, signature, &application().clients(), &application());
    // The pinned or chosen version is addressed explicitly: the call must run
    // the signature the agent was tested with, even after the vendor moved on.
    if (schemaChecked)
        invocation->setInputSchema(stored.tool.input);
    invocation->setOutputSchema(stored.tool.output);
    const bool explicitVersion = m_version.has_value() || tool.flags.pinned;
    invocation->setAddressing(explicitVersion ? ToolInvocation::Addressing::Version
                                              : ToolInvocation::Addressing::Tool);
    // No form on a command line: the server's question and the answer given
    // are told, so the user knows what was sent on their behalf.
    invocation->setElicitation(
        [this, &io](const QJsonObject &params, const McpSession::Answer &answer) {
            const QString asked = McpElicitation::message(params);
            if (!m_acceptElicitation) {
                io.err << tr("The server asked: %1\nDeclined; pass --accept-elicitation to accept "
                             "with the defaults it gives.")
                              .arg(asked)
                       << u'\n';
                return answer(McpElicitation::decline());
            }
            const QJsonObject content
                = McpElicitation::defaults(McpElicitation::requestedSchema(params));
            io.err << tr("The server asked: %1\nAccepted with its defaults: %2")
                          .arg(asked,
                               TextSafety::escapeLine(QString::fromUtf8(
                                   QJsonDocument(content).toJson(QJsonDocument::Compact))))
                   << u'\n';
            answer(McpElicitation::accept(content));
        });
    QObject::connect(invocation, &ToolInvocation::toolsChanged, &application(),
                     [&io, name = TextSafety::escapeLine(provider->name)] {
                         io.err << tr("%1 says its tools changed; run: toolshelf sync %1").arg(name)
                                << u'\n';
                     });
    QObject::connect(
        invocation, &ToolInvocation::finished, &application(),
        [this, &io, invocation, called = stored.tool] { answered(*invocation, called, io); });
    QObject::connect(
        invocation, &ToolInvocation::failed, &application(),
        [this, &io](const Error &error) { fail(io, TextSafety::escapeLine(error.text())); });
    if (const auto problem = invocation->start(values)) {
        invocation->deleteLater();
        return fail(io, TextSafety::escapeLine(problem->message));
    }
}

void InvokeCommand::answered(const ToolInvocation &invocation, const Tool &called, CommandIo &io)
{
    if (m_json) {
        const QJsonObject body
            = QJsonDocument::fromJson(invocation.exchange().responseBody).object();
        io.out << QString::fromUtf8(QJsonDocument(body).toJson(QJsonDocument::Indented));
    } else {
        for (const ToolInvocation::Output &output : invocation.outputs()) {
            io.out << TextSafety::escapeLine(output.name) << QStringLiteral(" = ")
                   << TextSafety::escapeUnsafe(ToolInvocation::valueText(output.value)) << u'\n';
        }
    }
    // What the answer asks of the catalog is done before the command ends,
    // so the next command sees the tools it revealed.
    const auto provider = application().providers().find(called.key.provider);
    auto *action = provider ? new CallMetaAction(*provider, &application().catalog(),
                                                 &application().syncEngine(), &application())
                            : nullptr;
    if (!action || !action->start(called, invocation.meta())) {
        delete action;
        return finish(io, 0);
    }
    QObject::connect(action, &CallMetaAction::finished, &application(),
                     [this, &io](const QStringList &notes, const std::optional<Error> &error) {
                         for (const QString &note : notes)
                             io.err << TextSafety::escapeLine(note) << u'\n';
                         if (error)
                             io.err << TextSafety::escapeLine(error->text()) << u'\n';
                         // The tool answered; the catalog's part is reported above.
                         finish(io, 0);
                     });
}

} // namespace Toolshelf

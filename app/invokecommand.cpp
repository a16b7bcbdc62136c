#include "invokecommand.h"

#include "a2turls.h"
#include "invocationvalidator.h"
#include "networkresult.h"
#include "providerauthenticator.h"
#include "signedcall.h"
#include "textsafety.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

namespace Toolshelf {

namespace {

// A tool's answer is small; anything near this is not one.
constexpr qint64 MaxAnswerBytes = 16 * 1024 * 1024;

QString valueText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isObject() || value.isArray())
        return QString::fromUtf8(
            value.isObject() ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact)
                             : QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(
        QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
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
    QCommandLineParser parser;
    parser.setApplicationDescription(helpDescription(tr(
        "Calls the tool at its pinned version, or at --version N, else its current version. Each "
        "input is given as name=value (the name the signature gives it; ints as digits, booleans "
        "as true or false) and checked against the signature before anything is sent. Tools can "
        "act on the real world: the call is sent exactly once, never retried.\n"
        "Prints one line per output (name = value); with --json the provider's answer "
        "{\"output_parameters\": [{name, value}]}.\n"
        "Exit status: 0 the tool answered, 1 it did not (the provider's reason is printed) or the "
        "inputs do not fit the signature, 2 bad usage.")));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        tr("Show this help."));
    const QCommandLineOption versionOption(QStringLiteral("version"), tr("Call version N."),
                                           QStringLiteral("N"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print the provider's answer as JSON."));
    parser.addOptions({helpOption, versionOption, jsonOption});
    parser.addPositionalArgument(QStringLiteral("PROVIDER/TOOL"), tr("The tool to call."));
    parser.addPositionalArgument(QStringLiteral("name=value"), tr("Inputs."),
                                 QStringLiteral("[name=value...]"));
    const QString usage
        = tr("Usage: toolshelf invoke PROVIDER/TOOL [--version N] [--json] [name=value...]");
    if (!parser.parse(QStringList {QStringLiteral("toolshelf-invoke")} + arguments))
        return usageError(io, parser.errorText());
    if (parser.isSet(helpOption)) {
        io.out << helpText(parser, usage);
        return 0;
    }
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
                io, tr("\"%1\" is not name=value").arg(TextSafety::escapeUnsafe(assignment)));
    }
    if (parser.isSet(versionOption)) {
        m_version = parseVersion(parser.value(versionOption));
        if (!m_version)
            return usageError(io, tr("--version takes a positive integer"));
    }
    m_json = parser.isSet(jsonOption);
    if (!open(io))
        return 2;

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
    const ToolSignature &signature = stored.signature;
    QHash<QString, QJsonValue> values;
    QJsonArray inputs;
    for (const QString &assignment : std::as_const(m_assignments)) {
        const qsizetype equals = assignment.indexOf(u'=');
        const QString name = assignment.left(equals);
        const auto input = std::find_if(signature.inputs.cbegin(), signature.inputs.cend(),
                                        [&](const InputParameter &p) { return p.name == name; });
        QJsonValue value = assignment.mid(equals + 1);
        if (input != signature.inputs.cend()) {
            auto typed = InvocationValidator::valueFromText(*input, assignment.mid(equals + 1));
            if (auto *problem = std::get_if<InvocationValidator::Problem>(&typed))
                return fail(io, TextSafety::escapeUnsafe(problem->message));
            value = std::get<QJsonValue>(typed);
        }
        values.insert(name, value);
        inputs.append(
            QJsonObject {{QStringLiteral("name"), name}, {QStringLiteral("value"), value}});
    }
    if (const auto problem = InvocationValidator::validate(signature, values))
        return fail(io, TextSafety::escapeUnsafe(problem->message));

    const auto provider = application().providers().find(tool.provider);
    if (!provider)
        return fail(io,
                    tr("no provider named \"%1\"").arg(TextSafety::escapeUnsafe(tool.provider)));
    // The pinned or chosen version is addressed explicitly: the call must run
    // the signature the agent was tested with, even after the vendor moved on.
    const bool explicitVersion = m_version.has_value() || tool.flags.pinned;
    const QUrl url
        = A2tUrls::invoke(provider->baseUrl, tool.toolId,
                          explicitVersion ? std::optional(signature.version) : std::nullopt);
    if (!url.isValid())
        return fail(io,
                    tr("the tool id \"%1\" cannot be used in a URL")
                        .arg(TextSafety::escapeUnsafe(tool.toolId)));
    const QByteArray body
        = QJsonDocument(QJsonObject {{QStringLiteral("name"), signature.name},
                                     {QStringLiteral("input_parameters"), inputs}})
              .toJson(QJsonDocument::Compact);
    NetworkRequest request = NetworkRequest::post(url, body);
    // A tool call may have effects in the world: never sent twice by a retry
    // (SignedCall repeats only a 401, which means nothing ran).
    request.retryable = false;
    request.maxBodyBytes = MaxAnswerBytes;
    request.addHeader("Accept", "application/json");
    auto *authenticator = new ProviderAuthenticator(*provider, &application().credentials(),
                                                    &application().network(), &application());
    auto *call = new SignedCall(request, authenticator, &application().network(), authenticator);
    QObject::connect(call, &SignedCall::answered, &application(),
                     [this, &io](const NetworkResult &result) { answered(result, io); });
    QObject::connect(
        call, &SignedCall::authenticationFailed, &application(),
        [this, &io](const QString &message) { fail(io, TextSafety::escapeUnsafe(message)); });
    call->start();
}

void InvokeCommand::answered(const NetworkResult &result, CommandIo &io)
{
    const QJsonObject body = QJsonDocument::fromJson(result.body).object();
    if (!result.ok()) {
        const QString reason = body.value(QStringLiteral("error"))
                                   .toObject()
                                   .value(QStringLiteral("message"))
                                   .toString();
        return fail(io,
                    reason.isEmpty()
                        ? TextSafety::escapeUnsafe(result.errorString)
                        : tr("%1 (%2)").arg(TextSafety::escapeUnsafe(reason.left(500)),
                                            TextSafety::escapeUnsafe(result.errorString)));
    }
    const QJsonValue outputs = body.value(QStringLiteral("output_parameters"));
    if (!outputs.isArray())
        return fail(io, tr("the provider's answer has no output_parameters array"));
    if (m_json) {
        io.out << QString::fromUtf8(QJsonDocument(body).toJson(QJsonDocument::Indented));
    } else {
        for (const QJsonValue &output : outputs.toArray()) {
            io.out << TextSafety::escapeUnsafe(output[QStringLiteral("name")].toString())
                   << QStringLiteral(" = ")
                   << TextSafety::escapeUnsafe(valueText(output[QStringLiteral("value")])) << u'\n';
        }
    }
    finish(io, 0);
}

} // namespace Toolshelf

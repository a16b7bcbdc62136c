#include "dialects/mcp/mcpmessages.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Toolshelf {

namespace {

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QJsonObject parsed(QByteArrayView message)
{
    if (JsonPreflight::check(message))
        return {};
    return QJsonDocument::fromJson(message.toByteArray()).object();
}

} // namespace

const QStringList &McpMessages::protocolVersions()
{
    static const QStringList versions {QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"),
                                       QStringLiteral("2025-03-26")};
    return versions;
}

QByteArray McpMessages::request(qint64 id, const QString &method, const QJsonObject &params)
{
    return compact({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                    {QStringLiteral("id"), id},
                    {QStringLiteral("method"), method},
                    {QStringLiteral("params"), params}});
}

QByteArray McpMessages::notification(const QString &method, const QJsonObject &params)
{
    QJsonObject message {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                         {QStringLiteral("method"), method}};
    if (!params.isEmpty())
        message.insert(QStringLiteral("params"), params);
    return compact(message);
}

QByteArray McpMessages::initialize(qint64 id)
{
    return request(
        id, QStringLiteral("initialize"),
        {{QStringLiteral("protocolVersion"), protocolVersions().constFirst()},
         {QStringLiteral("capabilities"), QJsonObject()},
         {QStringLiteral("clientInfo"),
          QJsonObject {{QStringLiteral("name"), QStringLiteral("Toolshelf")},
                       {QStringLiteral("version"), QCoreApplication::applicationVersion()}}}});
}

QByteArray McpMessages::withId(const QByteArray &request, qint64 id)
{
    QJsonObject message = parsed(request);
    message.insert(QStringLiteral("id"), id);
    return compact(message);
}

McpMessages::Read McpMessages::readBody(QByteArrayView body, QByteArrayView contentType)
{
    const QByteArray type = contentType.toByteArray().trimmed().toLower();
    if (type.startsWith("text/event-stream"))
        return readEvents(body);
    Read read;
    if (const std::optional<QString> problem = JsonPreflight::check(body)) {
        read.error = *problem;
        return read;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError) {
        read.error = tr("the answer is no JSON: %1").arg(error.errorString());
        return read;
    }
    // A batch: each of its messages.
    if (document.isArray()) {
        for (const QJsonValue &message : document.array())
            read.messages.append(compact(message.toObject()));
        return read;
    }
    if (!document.isObject()) {
        read.error = tr("the answer is no JSON-RPC message");
        return read;
    }
    read.messages.append(body.toByteArray());
    return read;
}

McpMessages::Read McpMessages::readEvents(QByteArrayView stream)
{
    Read read;
    QByteArray data;
    bool hasData = false;
    qsizetype start = 0;
    while (start < stream.size()) {
        // A line ends at CR LF, LF or CR.
        qsizetype end = start;
        while (end < stream.size() && stream.at(end) != '\n' && stream.at(end) != '\r')
            ++end;
        if (end == stream.size())
            break; // The last line is cut off: its event is incomplete.
        const QByteArrayView line = stream.sliced(start, end - start);
        start = end + 1;
        if (stream.at(end) == '\r' && start < stream.size() && stream.at(start) == '\n')
            ++start;
        if (line.isEmpty()) {
            if (hasData)
                read.messages.append(std::exchange(data, {}));
            hasData = false;
            continue;
        }
        if (line.startsWith(':'))
            continue; // A comment: a keep-alive.
        const qsizetype colon = line.indexOf(':');
        const QByteArrayView field = colon < 0 ? line : line.first(colon);
        QByteArrayView value = colon < 0 ? QByteArrayView() : line.sliced(colon + 1);
        if (value.startsWith(' '))
            value = value.sliced(1);
        if (field != "data")
            continue; // event, id, retry: the message is in the data.
        if (data.size() + value.size() + 1 > MaxEventBytes) {
            read.error = tr("an event of the answer is larger than %n byte(s)", nullptr,
                            int(MaxEventBytes));
            return read;
        }
        if (hasData)
            data.append('\n');
        data.append(value.data(), value.size());
        hasData = true;
    }
    return read;
}

std::optional<QByteArray> McpMessages::responseTo(const QList<QByteArray> &messages, qint64 id)
{
    for (const QByteArray &message : messages) {
        const QJsonObject object = parsed(message);
        if (object.contains(QStringLiteral("method")))
            continue; // A request or notification of the server's.
        const QJsonValue answered = object.value(QStringLiteral("id"));
        if (answered.isDouble() && answered.toInteger() == id)
            return message;
    }
    return std::nullopt;
}

std::optional<QJsonObject> McpMessages::result(QByteArrayView response, QString *error)
{
    if (const std::optional<QString> problem = JsonPreflight::check(response)) {
        *error = *problem;
        return std::nullopt;
    }
    const QJsonObject message = QJsonDocument::fromJson(response.toByteArray()).object();
    if (message.value(QStringLiteral("error")).isObject()) {
        const QJsonObject failure = message.value(QStringLiteral("error")).toObject();
        *error = tr("the server answered with error %1: %2")
                     .arg(failure.value(QStringLiteral("code")).toInteger())
                     .arg(TextSafety::shortened(failure.value(QStringLiteral("message")).toString(),
                                                300));
        return std::nullopt;
    }
    if (!message.value(QStringLiteral("result")).isObject()) {
        *error = tr("the answer is no JSON-RPC response with a result");
        return std::nullopt;
    }
    return message.value(QStringLiteral("result")).toObject();
}

} // namespace Toolshelf

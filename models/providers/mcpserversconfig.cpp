// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/mcpserversconfig.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"
#include "dialects/mcp/mcpdialect.h"
#include "providers/providerregistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace Toolshelf {

namespace {

constexpr qint64 MaxConfigBytes = 4 * 1024 * 1024;

QJsonObject serversOf(const QJsonObject &root)
{
    if (root.value(QStringLiteral("mcpServers")).isObject())
        return root.value(QStringLiteral("mcpServers")).toObject();
    return root.value(QStringLiteral("servers")).toObject();
}

// A value the host fills in when it starts the server (VS Code's
// ${input:...}, ${env:...}): Toolshelf cannot know it.
bool isPlaceholder(const QString &value)
{
    return value.contains(QStringLiteral("${"));
}

// A provider name from a host's server key: names hold no slashes.
QString nameOf(const QString &key)
{
    QString name = TextSafety::escapeLine(key).trimmed();
    name.replace(u'/', u'-');
    return name.left(100);
}

void readLocal(const QJsonObject &entry, McpServersConfig::Server &server)
{
    server.provider.command.append(entry.value(QStringLiteral("command")).toString());
    for (const QJsonValue &arg : entry.value(QStringLiteral("args")).toArray())
        server.provider.command.append(arg.toString());
    SecretEnvironment::Variables secrets;
    const QJsonObject env = entry.value(QStringLiteral("env")).toObject();
    for (auto it = env.begin(); it != env.end(); ++it) {
        const QString value = it.value().toString();
        if (!SecretEnvironment::isVariableName(it.key())) {
            server.notes.append(McpServersConfig::tr("\"%1\" is no variable name; left out")
                                    .arg(TextSafety::escapeLine(it.key()).left(60)));
        } else if (isPlaceholder(value)) {
            server.notes.append(
                McpServersConfig::tr("%1 is filled in by the host (%2); store it with toolshelf "
                                     "login %3")
                    .arg(it.key(), TextSafety::escapeLine(value).left(60), server.provider.name));
        } else if (isSecretVariable(it.key())) {
            secrets.append({it.key(), value});
            server.secretNames.append(it.key());
        } else {
            server.provider.environment.append(it.key() + u'=' + value);
        }
    }
    if (!secrets.isEmpty()) {
        server.provider.auth = AuthMethod::Environment;
        server.secret = SecretEnvironment::toSecret(secrets);
    }
}

void readRemote(const QJsonObject &entry, McpServersConfig::Server &server)
{
    server.provider.baseUrl = QUrl(entry.value(QStringLiteral("url")).toString(), QUrl::StrictMode);
    const QString type = entry.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("sse"))
        server.notes.append(McpServersConfig::tr(
            "it is configured for the older HTTP+SSE transport; Toolshelf speaks streamable HTTP "
            "to it"));
    const QJsonObject headers = entry.value(QStringLiteral("headers")).toObject();
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        const QString value = it.value().toString();
        const bool bearer
            = it.key().compare(QLatin1String("Authorization"), Qt::CaseInsensitive) == 0
            && value.startsWith(QLatin1String("Bearer "), Qt::CaseInsensitive);
        const QString credential = bearer ? value.mid(7).trimmed() : value.trimmed();
        if (server.provider.auth != AuthMethod::None || isPlaceholder(value)
            || credential.isEmpty()) {
            server.notes.append(McpServersConfig::tr("the header %1 was left out")
                                    .arg(TextSafety::escapeLine(it.key()).left(60)));
        } else if (bearer) {
            server.provider.auth = AuthMethod::Bearer;
            server.secret = credential.toUtf8();
            server.secretNames.append(it.key());
        } else {
            server.provider.auth = AuthMethod::ApiKey;
            server.provider.apiKeyHeader = it.key();
            server.secret = credential.toUtf8();
            server.secretNames.append(it.key());
        }
    }
}

} // namespace

bool McpServersConfig::recognises(const QByteArray &json)
{
    if (json.size() > MaxConfigBytes)
        return false;
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    return !root.contains(QStringLiteral("providers"))
        && (root.value(QStringLiteral("mcpServers")).isObject()
            || root.value(QStringLiteral("servers")).isObject());
}

std::variant<QList<McpServersConfig::Server>, QString>
McpServersConfig::read(const QByteArray &json)
{
    JsonLimits limits;
    limits.maxBytes = MaxConfigBytes;
    if (const auto problem = JsonPreflight::check(json, limits))
        return *problem;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return tr("malformed JSON at byte %1: %2").arg(error.offset).arg(error.errorString());
    const QJsonObject servers = serversOf(document.object());
    if (servers.isEmpty())
        return tr("expected {\"mcpServers\": {NAME: {...}}} or {\"servers\": {NAME: {...}}}");
    QList<Server> read;
    for (auto it = servers.begin(); it != servers.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        Server server;
        server.provider.name = nameOf(it.key());
        server.provider.dialect = McpDialect::DialectId;
        if (entry.value(QStringLiteral("command")).isString())
            readLocal(entry, server);
        else if (entry.value(QStringLiteral("url")).isString())
            readRemote(entry, server);
        else
            return tr("server \"%1\" has neither a command nor a url").arg(server.provider.name);
        if (const auto problem = ProviderRegistry::validate(server.provider))
            return tr("server \"%1\": %2").arg(server.provider.name, *problem);
        read.append(server);
    }
    return read;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/providercommand.h"

#include "cli/application.h"
#include "cli/commandparser.h"
#include "client/connectiontest.h"
#include "core/textsafety.h"
#include "dialects/dialectregistry.h"
#include "dialects/files/filesdialect.h"
#include "dialects/mcp/mcpdialect.h"
#include "providers/credentialstore.h"
#include "providers/mcpserversconfig.h"
#include "providers/providerexchange.h"
#include "providers/providerregistry.h"
#include "providers/providerremoval.h"
#include "providers/secretenvironment.h"
#include "providers/secretremoval.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <variant>

namespace Toolshelf {

namespace {

QString usage()
{
    return ProviderCommand::tr(
        "Usage: toolshelf [--profile DIR] provider COMMAND\n"
        "\n"
        "  add NAME URL [--dialect auto|a2t|a2t-capabilities|mcp|files]\n"
        "      [--auth none|api-key|bearer|oauth2-client|oauth2-code]\n"
        "      [--header NAME] [--client-id ID] [--token-url URL] [--auth-url URL] [--scope S]\n"
        "      [--client-metadata-url URL]\n"
        "                 Add a provider whose {platform-root} is URL. Without --dialect (auto)\n"
        "                 its protocol is detected: a capabilities file at\n"
        "                 URL/.well-known/a2t-capabilities.json, else an MCP server at URL,\n"
        "                 else A2T's URL/tools; what was tried is printed when none answers.\n"
        "                 Secrets are stored\n"
        "                 separately with `toolshelf login NAME`. An MCP server with oauth2-code\n"
        "                 and no --token-url names its authorization server itself: login\n"
        "                 discovers it, registers Toolshelf there unless --client-id is given\n"
        "                 (or --client-metadata-url, where the server takes one), and signs in.\n"
        "  add NAME PATH --dialect files\n"
        "                 Add declaration files: a folder (every *.json file under it, hidden\n"
        "                 ones left out), one file, or one document at an https URL, of Agent\n"
        "                 Tool declarations and ATDF documents. Nothing to call; sync reads the\n"
        "                 files again and counts a changed tool as a new version. A path that\n"
        "                 exists is taken as files without --dialect.\n"
        "  add NAME --stdio [--env NAME=value]... -- COMMAND [ARG...]\n"
        "                 Add a local MCP server, started as COMMAND and spoken to over its\n"
        "                 stdin and stdout. Values of secret-looking names (*_TOKEN, *_KEY,\n"
        "                 PASSWORD...) go to the keychain.\n"
        "  list [--json]  List the providers; --json prints [{name, baseUrl, dialect, auth,\n"
        "                 locked, shadowed, ...}]. Locked providers come from the\n"
        "                 administrator's file; a shadowed one is yours, set aside for the\n"
        "                 locked one of its name.\n"
        "  remove NAME    Remove a provider with its secrets, cached tools, pins and edited\n"
        "                 texts, so none attaches to a later provider of that name (export a\n"
        "                 bundle first to keep them). Not a locked one: then your own provider\n"
        "                 of that name, if the locked one shadows it.\n"
        "  import FILE    Add the providers of a provider file ({\"version\": 1, \"providers\": "
        "[...]});\n"
        "                 existing names are updated unless locked. A provider that now points\n"
        "                 to other origins loses its stored secret: log in again.\n"
        "                 FILE may also be an agent host's MCP configuration ({\"mcpServers\":\n"
        "                 ...} of Claude Desktop or Cursor, {\"servers\": ...} of VS Code):\n"
        "                 its servers are added, their secrets stored in the keychain.\n"
        "  export FILE    Write every provider to a provider file. Files never carry secrets.\n"
        "\n"
        "Exit status: 0 success, 1 the change was refused or a removed provider's secret is\n"
        "still in the keychain, 2 bad usage or unreadable file.\n");
}

// Loads the registry or reports why it cannot be read.
std::optional<ProviderRegistry> loadRegistry(CommandIo &io)
{
    ProviderRegistry registry(io.profile);
    QString error;
    if (!registry.load(&error)) {
        io.err << QStringLiteral("toolshelf provider: ") << error << u'\n';
        return std::nullopt;
    }
    return registry;
}

int saveRegistry(const ProviderRegistry &registry, CommandIo &io)
{
    QString error;
    if (!registry.save(&error)) {
        io.err << QStringLiteral("toolshelf provider: ") << error << u'\n';
        return 1;
    }
    return 0;
}

int refuse(const QString &message, CommandIo &io)
{
    io.err << QStringLiteral("toolshelf provider: ") << message << u'\n';
    return 1;
}

// `provider SUB ARGUMENT` (remove, import, export): the one positional
// argument, or the exit status once the help or the problem is said.
std::variant<QString, int> oneArgument(const QString &sub, const QString &argument,
                                       const QString &description, const QStringList &arguments,
                                       CommandIo &io)
{
    CommandParser parser(QStringLiteral("provider ") + sub);
    parser.setDescription(description);
    parser.addPositionalArgument(argument, {});
    if (const std::optional<int> done
        = parser.parse(arguments, io,
                       ProviderCommand::tr("Usage: toolshelf provider %1 %2").arg(sub, argument)))
        return *done;
    if (parser.positionalArguments().size() != 1)
        return parser.usageError(io, ProviderCommand::tr("give one %1").arg(argument));
    return parser.positionalArguments().constFirst();
}

} // namespace

ProviderCommand::ProviderCommand() = default;
ProviderCommand::~ProviderCommand() = default;

QString ProviderCommand::name() const
{
    return QStringLiteral("provider");
}

QString ProviderCommand::summary() const
{
    return tr("Add, list, remove, import and export tool providers.");
}

int ProviderCommand::run(const QStringList &arguments, CommandIo &io)
{
    const QString sub = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    if (sub == QLatin1String("add"))
        return add(rest, io);
    if (sub == QLatin1String("list"))
        return list(rest, io);
    if (sub == QLatin1String("remove"))
        return remove(rest, io);
    if (sub == QLatin1String("import"))
        return importFile(rest, io);
    if (sub == QLatin1String("export"))
        return exportFile(rest, io);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        io.out << usage();
        return 0;
    }
    io.err << usage();
    return 2;
}

int ProviderCommand::add(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(QStringLiteral("provider add"));
    parser.setDescription(tr("Adds a provider whose {platform-root} is URL. Secrets are stored "
                             "separately with `toolshelf login NAME`."));
    const QCommandLineOption auth(
        QStringLiteral("auth"),
        tr("How to sign in: none, api-key, bearer, oauth2-client or oauth2-code."),
        QStringLiteral("METHOD"), QStringLiteral("none"));
    const QCommandLineOption header(QStringLiteral("header"),
                                    tr("The header that carries the API key."),
                                    QStringLiteral("NAME"));
    const QCommandLineOption clientId(QStringLiteral("client-id"), tr("The OAuth2 client id."),
                                      QStringLiteral("ID"));
    const QCommandLineOption tokenUrl(QStringLiteral("token-url"), tr("The OAuth2 token URL."),
                                      QStringLiteral("URL"));
    const QCommandLineOption authUrl(QStringLiteral("auth-url"),
                                     tr("The OAuth2 authorization URL (oauth2-code)."),
                                     QStringLiteral("URL"));
    const QCommandLineOption scope(QStringLiteral("scope"), tr("The OAuth2 scope to ask for."),
                                   QStringLiteral("S"));
    const QCommandLineOption dialect(
        QStringLiteral("dialect"),
        tr("The protocol it speaks: auto (ask the provider), a2t, a2t-capabilities, mcp, or files "
           "(declaration files)."),
        QStringLiteral("DIALECT"), Dialects::AutoId);
    const QCommandLineOption stdio(
        QStringLiteral("stdio"),
        tr("A local MCP server: start COMMAND with its ARGs (after --) and speak to it over its "
           "stdin and stdout."));
    const QCommandLineOption env(QStringLiteral("env"),
                                 tr("Set NAME=value in the local server's environment (again for "
                                    "more). Values of names like *_TOKEN or *_KEY go to the "
                                    "keychain, never to a file."),
                                 QStringLiteral("NAME=value"));
    const QCommandLineOption clientMetadataUrl(
        QStringLiteral("client-metadata-url"),
        tr("An MCP server's authorization server that takes a Client ID Metadata Document: the "
           "https URL of the one describing Toolshelf, used as the client id."),
        QStringLiteral("URL"));
    parser.addOptions(
        {dialect, auth, header, clientId, tokenUrl, authUrl, scope, clientMetadataUrl, stdio, env});
    parser.addPositionalArgument(QStringLiteral("NAME"), tr("The provider's name."));
    parser.addPositionalArgument(
        QStringLiteral("URL"),
        tr("Its {platform-root}; for declaration files, a folder, a file or an https URL."));
    if (const std::optional<int> done = parser.parse(
            arguments, io,
            tr("Usage: toolshelf provider add NAME URL [options]\n"
               "       toolshelf provider add NAME --stdio [--env NAME=value]... -- COMMAND "
               "[ARG...]")))
        return *done;
    if (parser.isSet(stdio))
        return addLocal(parser.positionalArguments(), parser.values(env), parser.value(dialect),
                        io);
    if (parser.isSet(env))
        return parser.usageError(io, tr("--env is for a local server (--stdio)"));
    if (parser.positionalArguments().size() != 2)
        return parser.usageError(io, tr("give the provider's NAME and URL"));
    Provider provider;
    provider.name = parser.positionalArguments().at(0);
    provider.baseUrl = QUrl(parser.positionalArguments().at(1), QUrl::StrictMode);
    const auto method = authMethodFromName(parser.value(auth));
    if (!method) {
        io.err << tr("toolshelf provider: --auth must be none, api-key, bearer, oauth2-client or "
                     "oauth2-code\n");
        return 2;
    }
    provider.auth = *method;
    const QString dialectName = parser.value(dialect);
    if (dialectName != Dialects::AutoId) {
        const ToolDialect *known = Dialects::find(dialectName);
        if (!known) {
            io.err << tr("toolshelf provider: --dialect must be auto, a2t, a2t-capabilities, mcp "
                         "or files\n");
            return 2;
        }
        provider.dialect = known->id();
    }
    // Without --dialect, a folder or file that exists can only be declaration files.
    const QUrl files = filesLocation(parser.positionalArguments().at(1));
    const bool existingPath = files.isLocalFile() && QFileInfo::exists(files.toLocalFile());
    const bool declarationFiles = provider.dialect == FilesDialect::DialectId
        || (dialectName == Dialects::AutoId && existingPath);
    if (declarationFiles) {
        provider.dialect = FilesDialect::DialectId;
        provider.baseUrl = files;
    }
    if (parser.isSet(header))
        provider.apiKeyHeader = parser.value(header);
    provider.clientId = parser.value(clientId);
    provider.tokenUrl = QUrl(parser.value(tokenUrl), QUrl::StrictMode);
    provider.authorizationUrl = QUrl(parser.value(authUrl), QUrl::StrictMode);
    provider.scope = parser.value(scope);
    provider.clientMetadataUrl = QUrl(parser.value(clientMetadataUrl), QUrl::StrictMode);

    auto registry = loadRegistry(io);
    if (!registry)
        return 2;
    // The settings are checked before the provider is asked anything.
    if (const auto problem = ProviderRegistry(*registry).add(provider))
        return refuse(*problem, io);
    if (dialectName != Dialects::AutoId || declarationFiles)
        return addProvider(*registry, provider, io);
    return detectAndAdd(provider, io);
}

int ProviderCommand::addLocal(const QStringList &positional, const QStringList &variables,
                              const QString &dialectName, CommandIo &io)
{
    if (positional.size() < 2)
        return CommandParser::usageError(
            io, QStringLiteral("provider add"),
            tr("give the provider's NAME, then -- and the COMMAND that starts the server"));
    if (dialectName != Dialects::AutoId && dialectName != McpDialect::DialectId)
        return CommandParser::usageError(io, QStringLiteral("provider add"),
                                         tr("a local server (--stdio) speaks mcp"));
    Provider provider;
    provider.name = positional.constFirst();
    provider.dialect = McpDialect::DialectId;
    provider.command = positional.mid(1);
    SecretEnvironment::Variables secrets;
    for (const QString &pair : variables) {
        const QString name = pair.section(u'=', 0, 0);
        if (!pair.contains(u'=') || !SecretEnvironment::isVariableName(name))
            return CommandParser::usageError(io, QStringLiteral("provider add"),
                                             tr("--env takes NAME=value, not \"%1\"")
                                                 .arg(TextSafety::escapeLine(pair).left(60)));
        if (isSecretVariable(name))
            secrets.append({name, pair.section(u'=', 1)});
        else
            provider.environment.append(pair);
    }
    if (!secrets.isEmpty())
        provider.auth = AuthMethod::Environment;
    auto registry = loadRegistry(io);
    if (!registry)
        return 2;
    if (const int code = addProvider(*registry, provider, io))
        return code;
    if (secrets.isEmpty())
        return 0;
    // The file is saved without them; now the keychain takes the secrets.
    if (!openApplication(io))
        return 1;
    const std::optional<Provider> added = m_application->providers().find(provider.name);
    if (!added)
        return refuse(tr("%1 was not found once added").arg(provider.name), io);
    QStringList names;
    for (const auto &variable : std::as_const(secrets))
        names.append(variable.first);
    CredentialStore &credentials = m_application->credentials();
    QObject::connect(
        &credentials, &CredentialStore::writeFinished, m_application.get(),
        [&io, &credentials, added, names](const QString &, SecretKind kind, SecretStatus status,
                                          const QString &message) {
            const QString name = TextSafety::escapeLine(added->name);
            if (status == SecretStatus::Keychain) {
                io.out << tr("Stored %1 in the keychain.").arg(names.join(QStringLiteral(", ")))
                       << u'\n';
                return io.finish(0);
            }
            // A session-only secret would die with this process.
            if (status == SecretStatus::SessionOnly)
                credentials.remove(*added, kind);
            io.err << QStringLiteral("toolshelf provider: ")
                   << tr("%1 was added, but its secret variables were not stored "
                         "(%2); store them with: toolshelf login %1")
                          .arg(name,
                               status == SecretStatus::SessionOnly ? tr("no keychain is available")
                                                                   : message)
                   << u'\n';
            io.finish(1);
        });
    credentials.write(*added, SecretKind::Secret, SecretEnvironment::toSecret(secrets));
    return Pending;
}

int ProviderCommand::detectAndAdd(Provider provider, CommandIo &io)
{
    if (!openApplication(io))
        return 2;
    // Asked without credentials: none are stored before the provider is
    // added, and a capabilities file is public. A2T's tool list asking for
    // them is answer enough.
    Provider asked = provider;
    asked.id = QStringLiteral("detect:") + provider.name;
    asked.auth = AuthMethod::None;
    asked.dialect = Dialects::AutoId;
    auto *test = new ConnectionTest(asked, {}, &m_application->clients(), m_application.get());
    QObject::connect(test, &ConnectionTest::finished, m_application.get(),
                     [this, test, provider, &io](bool, const QString &message) mutable {
                         const ToolDialect *found = Dialects::find(test->detectedDialect());
                         if (!found) {
                             io.err << QStringLiteral("toolshelf provider: ")
                                    << tr("cannot tell which protocol %1 speaks; nothing was "
                                          "added. Give --dialect to add it anyway.")
                                           .arg(TextSafety::escapeLine(provider.baseUrl.toString()))
                                    << u'\n' << message << u'\n';
                             return io.finish(1);
                         }
                         provider.dialect = found->id();
                         io.out << tr("Detected %1.").arg(found->displayName()) << u'\n';
                         // Read again: the file may have changed while the provider answered.
                         auto registry = loadRegistry(io);
                         io.finish(registry ? addProvider(*registry, provider, io) : 2);
                     });
    test->start();
    return Pending;
}

int ProviderCommand::addProvider(ProviderRegistry &registry, const Provider &provider,
                                 CommandIo &io)
{
    if (const auto problem = registry.add(provider))
        return refuse(*problem, io);
    if (const int code = saveRegistry(registry, io))
        return code;
    io.out << tr("Added %1 (%2).")
                  .arg(TextSafety::escapeLine(provider.name),
                       TextSafety::escapeLine(providerLocation(provider)))
           << u'\n';
    if (provider.auth != AuthMethod::None && provider.auth != AuthMethod::Environment)
        io.out << tr("Store its credentials with: toolshelf login %1")
                      .arg(TextSafety::escapeLine(provider.name))
               << u'\n';
    return 0;
}

int ProviderCommand::list(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(QStringLiteral("provider list"));
    parser.setDescription(
        tr("Lists the providers. Locked providers come from the administrator's file; a "
           "shadowed one is yours, set aside for the locked one of its name."));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"),
        tr("Print [{name, baseUrl, dialect, auth, locked, shadowed, ...}]."));
    parser.addOption(jsonOption);
    if (const std::optional<int> done
        = parser.parse(arguments, io, tr("Usage: toolshelf provider list [--json]")))
        return *done;
    if (!parser.positionalArguments().isEmpty())
        return parser.usageError(io, tr("list takes no arguments"));
    const bool json = parser.isSet(jsonOption);
    auto registry = loadRegistry(io);
    if (!registry)
        return 2;
    const QList<Provider> providers = registry->providers();
    const QList<Provider> shadowed = registry->shadowed();
    if (json) {
        QJsonArray array = QJsonDocument::fromJson(ProviderRegistry::toJson(providers + shadowed))
                               .object()
                               .value(QStringLiteral("providers"))
                               .toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            QJsonObject object = array.at(i).toObject();
            const bool isShadowed = i >= providers.size();
            object.insert(QStringLiteral("locked"), !isShadowed && providers.at(i).locked);
            object.insert(QStringLiteral("shadowed"), isShadowed);
            if (isShadowed)
                object.insert(QStringLiteral("reason"),
                              ProviderRegistry::shadowedReason(shadowed.at(i - providers.size())));
            array.replace(i, object);
        }
        io.out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
        return 0;
    }
    for (const Provider &p : providers) {
        io.out << TextSafety::escapeLine(p.name) << u'\t'
               << TextSafety::escapeLine(providerLocation(p)) << u'\t' << authMethodName(p.auth);
        if (p.locked)
            io.out << u'\t' << tr("locked");
        io.out << u'\n';
    }
    for (const Provider &p : shadowed) {
        io.out << TextSafety::escapeLine(p.name) << u'\t'
               << TextSafety::escapeLine(providerLocation(p)) << u'\t' << authMethodName(p.auth)
               << u'\t' << tr("shadowed") << u'\n';
        io.err << QStringLiteral("toolshelf provider: ") << ProviderRegistry::shadowedReason(p)
               << u'\n';
    }
    return 0;
}

int ProviderCommand::remove(const QStringList &arguments, CommandIo &io)
{
    const auto name = oneArgument(
        QStringLiteral("remove"), QStringLiteral("NAME"),
        tr("Removes a provider with its secrets, cached tools, pins and edited texts."), arguments,
        io);
    if (const int *done = std::get_if<int>(&name))
        return *done;
    if (!openApplication(io))
        return 2;
    auto *removal = new ProviderRemoval(&m_application->providers(), &m_application->credentials(),
                                        &m_application->catalog(), m_application.get());
    QObject::connect(removal, &ProviderRemoval::finished, m_application.get(),
                     [&io](bool ok, const QString &message) {
                         if (ok)
                             io.out << message << u'\n';
                         else
                             io.err << QStringLiteral("toolshelf provider: ") << message << u'\n';
                         io.finish(ok ? 0 : 1);
                     });
    if (const auto problem = removal->start(std::get<QString>(name)))
        return refuse(*problem, io);
    return Pending;
}

bool ProviderCommand::openApplication(CommandIo &io)
{
    m_application = std::make_unique<Application>(io.profile);
    QString error;
    if (m_application->open(&error))
        return true;
    io.err << QStringLiteral("toolshelf provider: ") << error << u'\n';
    return false;
}

int ProviderCommand::importFile(const QStringList &arguments, CommandIo &io)
{
    const auto file = oneArgument(QStringLiteral("import"), QStringLiteral("FILE"),
                                  tr("Adds the providers of a provider file."), arguments, io);
    if (const int *done = std::get_if<int>(&file))
        return *done;
    auto registry = loadRegistry(io);
    if (!registry)
        return 2;
    QFile hostFile(std::get<QString>(file));
    if (hostFile.open(QIODevice::ReadOnly) && hostFile.size() < 4 * 1024 * 1024) {
        const QByteArray json = hostFile.readAll();
        if (McpServersConfig::recognises(json))
            return importHostConfig(*registry, json, io);
    }
    auto result = ProviderExchange::importFile(*registry, std::get<QString>(file));
    if (const auto *failure = std::get_if<ProviderExchange::Failure>(&result)) {
        io.err << QStringLiteral("toolshelf provider: ") << failure->message << u'\n';
        return failure->unreadable ? 2 : 1;
    }
    const auto imported = std::get<ProviderExchange::Imported>(result);
    io.out << imported.summary << u'\n';
    if (imported.rebound.isEmpty())
        return 0;

    // The keychain would never hand those secrets to the new settings; they
    // are removed too, so none lingers.
    if (!openApplication(io))
        return 1;
    QList<Provider> moved;
    for (const auto &[before, after] : imported.rebound)
        moved.append(before);
    auto *secrets = new SecretRemoval(&m_application->credentials(), m_application.get());
    QObject::connect(secrets, &SecretRemoval::finished, m_application.get(),
                     [&io, rebound = imported.rebound](const QHash<QString, QString> &failures) {
                         reportRebound(rebound, failures, io);
                     });
    secrets->start(moved);
    return Pending;
}

int ProviderCommand::importHostConfig(ProviderRegistry &registry, const QByteArray &json,
                                      CommandIo &io)
{
    auto read = McpServersConfig::read(json);
    if (const QString *problem = std::get_if<QString>(&read))
        return refuse(*problem, io);
    const QList<McpServersConfig::Server> servers = std::get<QList<McpServersConfig::Server>>(read);
    for (const McpServersConfig::Server &server : servers) {
        const auto existing = registry.find(server.provider.name);
        const auto problem = existing && !existing->locked ? registry.update(server.provider)
                                                           : registry.add(server.provider);
        if (problem)
            return refuse(tr("%1: %2").arg(server.provider.name, *problem), io);
    }
    if (const int code = saveRegistry(registry, io))
        return code;
    QList<McpServersConfig::Server> withSecrets;
    for (const McpServersConfig::Server &server : servers) {
        io.out << tr("Imported %1 (%2).")
                      .arg(TextSafety::escapeLine(server.provider.name),
                           TextSafety::escapeLine(providerLocation(server.provider)))
               << u'\n';
        for (const QString &note : server.notes)
            io.out << QStringLiteral("  ") << note << u'\n';
        if (!server.secret.isEmpty())
            withSecrets.append(server);
    }
    if (withSecrets.isEmpty())
        return 0;
    // The file is saved without them; now the keychain takes the secrets.
    if (!openApplication(io))
        return 1;
    CredentialStore &credentials = m_application->credentials();
    auto waiting = std::make_shared<int>(int(withSecrets.size()));
    auto failed = std::make_shared<bool>(false);
    QHash<QString, McpServersConfig::Server> byId;
    for (McpServersConfig::Server server : std::as_const(withSecrets)) {
        const std::optional<Provider> saved = m_application->providers().find(server.provider.name);
        if (!saved)
            return refuse(tr("%1 was not found once imported").arg(server.provider.name), io);
        server.provider = *saved;
        byId.insert(saved->id, server);
    }
    QObject::connect(
        &credentials, &CredentialStore::writeFinished, m_application.get(),
        [&io, &credentials, byId, waiting, failed](const QString &providerId, SecretKind kind,
                                                   SecretStatus status, const QString &message) {
            const auto server = byId.constFind(providerId);
            if (server == byId.cend())
                return;
            const QString name = TextSafety::escapeLine(server->provider.name);
            if (status == SecretStatus::Keychain) {
                io.out << tr("Stored %1 of %2 in the keychain.")
                              .arg(server->secretNames.join(QStringLiteral(", ")), name)
                       << u'\n';
            } else {
                if (status == SecretStatus::SessionOnly)
                    credentials.remove(server->provider, kind);
                io.err << QStringLiteral("toolshelf provider: ")
                       << tr("the secrets of %1 were not stored (%2); store them with: "
                             "toolshelf login %1")
                              .arg(name,
                                   status == SecretStatus::SessionOnly
                                       ? tr("no keychain is available")
                                       : message)
                       << u'\n';
                *failed = true;
            }
            if (--*waiting == 0)
                io.finish(*failed ? 1 : 0);
        });
    for (const McpServersConfig::Server &server : std::as_const(byId))
        credentials.write(server.provider, SecretKind::Secret, server.secret);
    return Pending;
}

void ProviderCommand::reportRebound(const QList<std::pair<Provider, Provider>> &rebound,
                                    const QHash<QString, QString> &failures, CommandIo &io)
{
    for (const auto &[before, after] : rebound) {
        const QString failure = failures.value(before.id);
        if (!failure.isEmpty())
            io.err << QStringLiteral("toolshelf provider: ")
                   << ProviderExchange::reboundMessage(before, after, failure) << u'\n';
        else
            io.out << ProviderExchange::reboundMessage(before, after, std::nullopt) << u'\n';
        if (after.auth != AuthMethod::None)
            io.out << tr("Log in again: toolshelf login %1").arg(TextSafety::escapeLine(after.name))
                   << u'\n';
    }
    io.finish(0);
}

int ProviderCommand::exportFile(const QStringList &arguments, CommandIo &io)
{
    const auto file = oneArgument(QStringLiteral("export"), QStringLiteral("FILE"),
                                  tr("Writes every provider to a provider file."), arguments, io);
    if (const int *done = std::get_if<int>(&file))
        return *done;
    auto registry = loadRegistry(io);
    if (!registry)
        return 2;
    const auto result = ProviderExchange::exportFile(*registry, std::get<QString>(file));
    if (const auto *failure = std::get_if<ProviderExchange::Failure>(&result)) {
        io.err << QStringLiteral("toolshelf provider: ") << failure->message << u'\n';
        return 1;
    }
    io.out << std::get<QString>(result) << u'\n';
    return 0;
}

} // namespace Toolshelf

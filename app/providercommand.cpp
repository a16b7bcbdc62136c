#include "providercommand.h"

#include "application.h"
#include "catalogstore.h"
#include "credentialstore.h"
#include "providerregistry.h"
#include "secretbinding.h"
#include "textsafety.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace Toolshelf {

namespace {

QString usage()
{
    return ProviderCommand::tr(
        "Usage: toolshelf [--profile DIR] provider COMMAND\n"
        "\n"
        "  add NAME URL [--auth none|api-key|bearer|oauth2-client|oauth2-code]\n"
        "      [--header NAME] [--client-id ID] [--token-url URL] [--auth-url URL] [--scope S]\n"
        "                 Add a provider whose {platform-root} is URL. Secrets are stored\n"
        "                 separately with `toolshelf login NAME`.\n"
        "  list [--json]  List the providers; --json prints [{name, baseUrl, dialect, auth,\n"
        "                 locked, shadowed, ...}]. Locked providers come from the\n"
        "                 administrator's file; a shadowed one is yours, set aside for the\n"
        "                 locked one of its name.\n"
        "  remove NAME    Remove a provider and its secrets (not a locked one: then your own\n"
        "                 provider of that name, if the locked one shadows it).\n"
        "  import FILE    Add the providers of a provider file ({\"version\": 1, \"providers\": "
        "[...]});\n"
        "                 existing names are updated unless locked. A provider that now points\n"
        "                 to other origins loses its stored secret: log in again.\n"
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
    QCommandLineParser parser;
    const QCommandLineOption auth(QStringLiteral("auth"), QString(), QStringLiteral("METHOD"),
                                  QStringLiteral("none"));
    const QCommandLineOption header(QStringLiteral("header"), QString(), QStringLiteral("NAME"));
    const QCommandLineOption clientId(QStringLiteral("client-id"), QString(), QStringLiteral("ID"));
    const QCommandLineOption tokenUrl(QStringLiteral("token-url"), QString(),
                                      QStringLiteral("URL"));
    const QCommandLineOption authUrl(QStringLiteral("auth-url"), QString(), QStringLiteral("URL"));
    const QCommandLineOption scope(QStringLiteral("scope"), QString(), QStringLiteral("S"));
    parser.addOptions({auth, header, clientId, tokenUrl, authUrl, scope});
    if (!parser.parse(QStringList {QStringLiteral("provider-add")} + arguments)
        || parser.positionalArguments().size() != 2) {
        io.err << (parser.errorText().isEmpty() ? usage() : parser.errorText() + u'\n');
        return 2;
    }
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
    if (parser.isSet(header))
        provider.apiKeyHeader = parser.value(header);
    provider.clientId = parser.value(clientId);
    provider.tokenUrl = QUrl(parser.value(tokenUrl), QUrl::StrictMode);
    provider.authorizationUrl = QUrl(parser.value(authUrl), QUrl::StrictMode);
    provider.scope = parser.value(scope);

    auto registry = loadRegistry(io);
    if (!registry)
        return 2;
    if (const auto problem = registry->add(provider))
        return refuse(*problem, io);
    if (const int code = saveRegistry(*registry, io))
        return code;
    io.out << tr("Added %1 (%2).")
                  .arg(TextSafety::escapeLine(provider.name),
                       TextSafety::escapeLine(provider.baseUrl.toString()))
           << u'\n';
    if (provider.auth != AuthMethod::None)
        io.out << tr("Store its credentials with: toolshelf login %1")
                      .arg(TextSafety::escapeLine(provider.name))
               << u'\n';
    return 0;
}

int ProviderCommand::list(const QStringList &arguments, CommandIo &io)
{
    const bool json = arguments.contains(QStringLiteral("--json"));
    if (arguments.size() > (json ? 1 : 0)) {
        io.err << usage();
        return 2;
    }
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
               << TextSafety::escapeLine(p.baseUrl.toString()) << u'\t' << authMethodName(p.auth);
        if (p.locked)
            io.out << u'\t' << tr("locked");
        io.out << u'\n';
    }
    for (const Provider &p : shadowed) {
        io.out << TextSafety::escapeLine(p.name) << u'\t'
               << TextSafety::escapeLine(p.baseUrl.toString()) << u'\t' << authMethodName(p.auth)
               << u'\t' << tr("shadowed") << u'\n';
        io.err << QStringLiteral("toolshelf provider: ") << ProviderRegistry::shadowedReason(p)
               << u'\n';
    }
    return 0;
}

int ProviderCommand::remove(const QStringList &arguments, CommandIo &io)
{
    if (arguments.size() != 1) {
        io.err << usage();
        return 2;
    }
    auto registry = loadRegistry(io);
    if (!registry)
        return 2;
    const QString name = arguments.first();
    // A managed provider stays; the user's own of its name, which it shadows, can go.
    std::optional<Provider> removed = registry->find(name);
    bool shadowed = false;
    if (removed && removed->locked) {
        for (const Provider &own : registry->shadowed()) {
            if (own.name == name) {
                removed = own;
                shadowed = true;
            }
        }
    }
    if (const auto problem = shadowed ? registry->removeShadowed(name) : registry->remove(name))
        return refuse(*problem, io);
    if (const int code = saveRegistry(*registry, io))
        return code;

    // Its secrets leave the keychain and its tools the catalog; the user's
    // pins and overrides stay, in case the provider comes back. A shadowed
    // provider's name is the managed one's now: its catalog data stays.
    if (!openApplication(io))
        return 1;
    CredentialStore &credentials = m_application->credentials();
    credentials.removeProvider(*removed);
    QObject::connect(&credentials, &CredentialStore::removeFinished, m_application.get(),
                     [this, id = removed->id](const QString &providerId, SecretKind,
                                              SecretStatus status, const QString &message) {
                         if (providerId == id && status == SecretStatus::Failed
                             && !m_secretFailures.contains(message))
                             m_secretFailures.append(message);
                     });
    m_application->catalog().run(
        [name, shadowed](CatalogDatabase &db) {
            QString problem;
            return shadowed || db.removeProvider(name, &problem) ? QString() : problem;
        },
        m_application.get(),
        [this, &io, &credentials, provider = *removed, shadowed](const QString &problem) {
            // The keychain answers in order: once it is idle, the removals are done.
            auto done = [this, &io, provider, shadowed, problem] {
                reportRemoval(provider, shadowed, problem, io);
            };
            if (credentials.isIdle())
                return done();
            QObject::connect(
                &credentials, &CredentialStore::removeFinished, m_application.get(),
                [&credentials, done](const QString &, SecretKind, SecretStatus, const QString &) {
                    if (credentials.isIdle())
                        done();
                });
        });
    return Pending;
}

void ProviderCommand::reportRemoval(const Provider &provider, bool shadowed,
                                    const QString &catalogProblem, CommandIo &io)
{
    const QString name = TextSafety::escapeLine(provider.name);
    if (!catalogProblem.isEmpty())
        io.err << tr("toolshelf provider: the catalog data of %1 was not removed: %2")
                      .arg(name, catalogProblem)
               << u'\n';
    if (!m_secretFailures.isEmpty()) {
        // Never "Removed" alone: the secret is still there, and the user must know where.
        io.err << tr("toolshelf provider: %1 was removed, but its secret was not: %2 The secret is "
                     "filed under the removed provider's own identity, so no other provider "
                     "ever receives it. To delete it, remove the entries \"%3\" and \"%4\" of "
                     "the service \"%5\" with your keychain's manager (for example Passwords "
                     "and Keys, KWalletManager or secret-tool).")
                      .arg(name, m_secretFailures.join(u' '),
                           CredentialStore::keychainKey(provider.id, SecretKind::Secret),
                           CredentialStore::keychainKey(provider.id, SecretKind::RefreshToken),
                           m_application->credentials().keychainService())
               << u'\n';
        io.finish(1);
        return;
    }
    if (shadowed)
        io.out << tr("Removed your own provider %1; your administrator's %1 stays.").arg(name)
               << u'\n';
    else
        io.out << tr("Removed %1.").arg(name) << u'\n';
    io.finish(catalogProblem.isEmpty() ? 0 : 1);
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
    if (arguments.size() != 1) {
        io.err << usage();
        return 2;
    }
    QFile file(arguments.first());
    if (!file.open(QIODevice::ReadOnly)) {
        io.err << tr("toolshelf provider: %1: %2").arg(file.fileName(), file.errorString())
               << u'\n';
        return 2;
    }
    auto parsed = ProviderRegistry::fromJson(file.readAll());
    if (auto *error = std::get_if<QString>(&parsed)) {
        io.err << tr("toolshelf provider: %1: %2").arg(file.fileName(), *error) << u'\n';
        return 2;
    }
    auto registry = loadRegistry(io);
    if (!registry)
        return 2;
    // All or nothing: a refused provider leaves the profile as it was.
    int added = 0;
    int updated = 0;
    // Updated providers whose secrets were given for other settings: {before, after}.
    QList<std::pair<Provider, Provider>> rebound;
    for (const Provider &provider : std::get<QList<Provider>>(parsed)) {
        const std::optional<Provider> before = registry->find(provider.name);
        const auto problem = before ? registry->update(provider) : registry->add(provider);
        if (problem)
            return refuse(*problem, io);
        ++(before ? updated : added);
        const Provider after = *registry->find(provider.name);
        if (before && before->auth != AuthMethod::None
            && SecretBinding::of(*before) != SecretBinding::of(after))
            rebound.append({*before, after});
    }
    if (const int code = saveRegistry(*registry, io))
        return code;
    io.out << tr("Imported %1: %2 added, %3 updated.")
                  .arg(file.fileName(), QString::number(added), QString::number(updated))
           << u'\n';
    if (rebound.isEmpty())
        return 0;

    // The keychain would never hand those secrets to the new settings; they
    // are removed too, so none lingers.
    if (!openApplication(io))
        return 1;
    CredentialStore &credentials = m_application->credentials();
    for (const auto &[before, after] : std::as_const(rebound))
        credentials.removeProvider(before);
    QObject::connect(&credentials, &CredentialStore::removeFinished, m_application.get(),
                     [this, &io, &credentials, rebound](const QString &providerId, SecretKind,
                                                        SecretStatus status,
                                                        const QString &message) {
                         if (status == SecretStatus::Failed)
                             m_failedRemovals.insert(providerId, message);
                         if (credentials.isIdle())
                             reportRebound(rebound, io);
                     });
    return Pending;
}

void ProviderCommand::reportRebound(const QList<std::pair<Provider, Provider>> &rebound,
                                    CommandIo &io)
{
    for (const auto &[before, after] : rebound) {
        const QString name = TextSafety::escapeLine(after.name);
        const QString was = SecretBinding::of(before).summary();
        const QString now = SecretBinding::of(after).summary();
        if (const auto failed = m_failedRemovals.constFind(after.id);
            failed != m_failedRemovals.constEnd())
            io.err
                << tr("toolshelf provider: %1 now uses %2 instead of %3. Its stored secret could "
                      "not be removed (%4), but it is never sent with the new settings.")
                       .arg(name, now, was, failed.value())
                << u'\n';
        else
            io.out << tr("%1 now uses %2 instead of %3: its stored secret was removed, so it is "
                         "never sent there.")
                          .arg(name, now, was)
                   << u'\n';
        if (after.auth != AuthMethod::None)
            io.out << tr("Log in again: toolshelf login %1").arg(name) << u'\n';
    }
    io.finish(0);
}

int ProviderCommand::exportFile(const QStringList &arguments, CommandIo &io)
{
    if (arguments.size() != 1) {
        io.err << usage();
        return 2;
    }
    auto registry = loadRegistry(io);
    if (!registry)
        return 2;
    // Read back with the parser import uses before anything is written: a
    // file that import would refuse is not reported exported.
    const QByteArray json = ProviderRegistry::toJson(registry->providers());
    const auto readBack = ProviderRegistry::fromJson(json);
    if (const auto *problem = std::get_if<QString>(&readBack)) {
        io.err << tr("toolshelf provider: the providers are not exported: %1")
                      .arg(TextSafety::escapeLine(*problem))
               << u'\n';
        return 1;
    }
    if (ProviderRegistry::toJson(std::get<QList<Provider>>(readBack)) != json) {
        io.err << tr("toolshelf provider: the providers are not exported: they read back with "
                     "other values than were written")
               << u'\n';
        return 1;
    }
    QSaveFile file(arguments.first());
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        io.err << tr("toolshelf provider: %1: %2").arg(file.fileName(), file.errorString())
               << u'\n';
        return 1;
    }
    io.out << tr("Exported %n provider(s) to %1.", nullptr, int(registry->providers().size()))
                  .arg(file.fileName())
           << u'\n';
    return 0;
}

} // namespace Toolshelf

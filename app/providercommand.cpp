#include "providercommand.h"

#include "application.h"
#include "catalogstore.h"
#include "credentialstore.h"
#include "providerregistry.h"
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
        "                 locked, ...}]. Locked providers come from the administrator's file.\n"
        "  remove NAME    Remove a provider (not a locked one).\n"
        "  import FILE    Add the providers of a provider file ({\"version\": 1, \"providers\": "
        "[...]});\n"
        "                 existing names are updated unless locked.\n"
        "  export FILE    Write every provider to a provider file. Files never carry secrets.\n"
        "\n"
        "Exit status: 0 success, 1 the change was refused, 2 bad usage or unreadable file.\n");
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
    if (json) {
        QJsonArray array = QJsonDocument::fromJson(ProviderRegistry::toJson(registry->providers()))
                               .object()
                               .value(QStringLiteral("providers"))
                               .toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            QJsonObject object = array.at(i).toObject();
            object.insert(QStringLiteral("locked"), registry->providers().at(i).locked);
            array.replace(i, object);
        }
        io.out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
        return 0;
    }
    for (const Provider &p : registry->providers()) {
        io.out << TextSafety::escapeLine(p.name) << u'\t'
               << TextSafety::escapeLine(p.baseUrl.toString()) << u'\t' << authMethodName(p.auth);
        if (p.locked)
            io.out << u'\t' << tr("locked");
        io.out << u'\n';
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
    if (const auto problem = registry->remove(arguments.first()))
        return refuse(*problem, io);
    if (const int code = saveRegistry(*registry, io))
        return code;

    // Its secrets leave the keychain and its tools the catalog; the user's
    // pins and overrides stay, in case the provider comes back.
    m_application = std::make_unique<Application>(io.profile);
    QString error;
    if (!m_application->open(&error)) {
        io.err << QStringLiteral("toolshelf provider: ") << error << u'\n';
        return 1;
    }
    const QString name = arguments.first();
    CredentialStore &credentials = m_application->credentials();
    credentials.removeProvider(name);
    m_application->catalog().run(
        [name](CatalogDatabase &db) {
            QString problem;
            return db.removeProvider(name, &problem) ? QString() : problem;
        },
        m_application.get(),
        [this, &io, &credentials, name](const QString &problem) {
            // The keychain answers in order: once it is idle, the removals are done.
            auto done = [this, &io, name, problem] {
                if (!problem.isEmpty())
                    io.err << tr("toolshelf provider: the catalog data of %1 was not removed: %2")
                                  .arg(TextSafety::escapeLine(name), problem)
                           << u'\n';
                io.out << tr("Removed %1.").arg(TextSafety::escapeLine(name)) << u'\n';
                io.finish(problem.isEmpty() ? 0 : 1);
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
    for (const Provider &provider : std::get<QList<Provider>>(parsed)) {
        const bool exists = registry->find(provider.name).has_value();
        const auto problem = exists ? registry->update(provider) : registry->add(provider);
        if (problem)
            return refuse(*problem, io);
        ++(exists ? updated : added);
    }
    if (const int code = saveRegistry(*registry, io))
        return code;
    io.out << tr("Imported %1: %2 added, %3 updated.")
                  .arg(file.fileName(), QString::number(added), QString::number(updated))
           << u'\n';
    return 0;
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

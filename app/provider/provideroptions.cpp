// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "provideroptions.h"

#include "capabilitiesroutes.h"
#include "filecatalog.h"
#include "syntheticcatalog.h"

#include <QCommandLineParser>
#include <QProcessEnvironment>

namespace Toolshelf {

namespace {

struct Options
{
    QCommandLineOption help {{QStringLiteral("h"), QStringLiteral("help")},
                             ProviderOptions::tr("Show this help.")};
    QCommandLineOption version {{QStringLiteral("v"), QStringLiteral("version")},
                                ProviderOptions::tr("Show the version.")};
    QCommandLineOption catalog {
        QStringLiteral("catalog"),
        ProviderOptions::tr("Serve the catalog directory DIR (repeatable; several are served at "
                            "{root}/{directory name}). Default: the bundled sample catalogs."),
        QStringLiteral("DIR")};
    QCommandLineOption synthetic {
        QStringLiteral("synthetic"),
        ProviderOptions::tr(
            "Serve a generated catalog of TOOLS tools across TAGS tags with VERSIONS "
            "versions each, reproducible from SEED (defaults 20, 3, 1)."),
        QStringLiteral("TOOLS[:TAGS[:VERSIONS[:SEED]]]")};
    QCommandLineOption syntheticGroups {
        QStringLiteral("synthetic-groups"),
        ProviderOptions::tr(
            "With --synthetic and --dialect a2t-capabilities: file the tools in N groups below "
            "one top-level group per tag (rounded up to a multiple of the tags; default one per "
            "1000 tools, from the tags to 10000)."),
        QStringLiteral("N")};
    QCommandLineOption writeCatalog {
        QStringLiteral("write-catalog"),
        ProviderOptions::tr("With --synthetic: write the generated catalog to DIR and exit."),
        QStringLiteral("DIR")};
    QCommandLineOption port {
        QStringLiteral("port"),
        ProviderOptions::tr("Listen on 127.0.0.1:N; 0 (default) picks a free port."),
        QStringLiteral("N"), QStringLiteral("0")};
    QCommandLineOption root {
        QStringLiteral("root"),
        ProviderOptions::tr("Path of {platform-root}, e.g. /v1 (default: empty)."),
        QStringLiteral("PATH")};
    QCommandLineOption pageLimit {
        QStringLiteral("page-limit"),
        ProviderOptions::tr("Page size when a client sends no pageLimit (default 50)."),
        QStringLiteral("N"), QStringLiteral("50")};
    QCommandLineOption maxPageLimit {
        QStringLiteral("max-page-limit"),
        ProviderOptions::tr("Largest page the server gives (default 100)."), QStringLiteral("N"),
        QStringLiteral("100")};
    QCommandLineOption auth {
        QStringLiteral("auth"),
        ProviderOptions::tr("Authentication: none (default), api-key, bearer or oauth2."),
        QStringLiteral("MODE"), QStringLiteral("none")};
    QCommandLineOption apiKeyHeader {
        QStringLiteral("api-key-header"),
        ProviderOptions::tr("Header carrying the API key (default X-Api-Key)."),
        QStringLiteral("NAME"), QStringLiteral("X-Api-Key")};
    QCommandLineOption secret {
        QStringLiteral("secret"),
        ProviderOptions::tr(
            "The API key or bearer token clients must send. Prefer the environment "
            "variable TOOLSHELF_PROVIDER_SECRET: arguments are visible to other users."),
        QStringLiteral("VALUE")};
    QCommandLineOption clientId {QStringLiteral("client-id"),
                                 ProviderOptions::tr("OAuth2 client id (default toolshelf)."),
                                 QStringLiteral("ID"), QStringLiteral("toolshelf")};
    QCommandLineOption clientSecret {
        QStringLiteral("client-secret"),
        ProviderOptions::tr("OAuth2 client secret for the client-credentials grant; or set "
                            "TOOLSHELF_PROVIDER_CLIENT_SECRET."),
        QStringLiteral("VALUE")};
    QCommandLineOption tokenLifetime {
        QStringLiteral("token-lifetime"),
        ProviderOptions::tr("Seconds an OAuth2 access token lives (default 3600)."),
        QStringLiteral("SECONDS"), QStringLiteral("3600")};
    QCommandLineOption latency {
        QStringLiteral("latency"),
        ProviderOptions::tr("Fault: delay every response by MS milliseconds."),
        QStringLiteral("MS"), QStringLiteral("0")};
    QCommandLineOption errorRate {
        QStringLiteral("error-rate"),
        ProviderOptions::tr("Fault: answer this fraction (0-1) of tools requests with 500."),
        QStringLiteral("P"), QStringLiteral("0")};
    QCommandLineOption seed {QStringLiteral("seed"),
                             ProviderOptions::tr("Seed for --error-rate (default 1)."),
                             QStringLiteral("N"), QStringLiteral("1")};
    QCommandLineOption rateLimit {
        QStringLiteral("rate-limit"),
        ProviderOptions::tr("Fault: answer every Nth tools request with 429 and Retry-After."),
        QStringLiteral("N"), QStringLiteral("0")};
    QCommandLineOption retryAfter {
        QStringLiteral("retry-after"),
        ProviderOptions::tr("Seconds in Retry-After for --rate-limit (default 1)."),
        QStringLiteral("SECONDS"), QStringLiteral("1")};
    QCommandLineOption malformedPage {
        QStringLiteral("malformed-page"),
        ProviderOptions::tr("Fault: cut page N of GET /tools off mid-JSON."), QStringLiteral("N"),
        QStringLiteral("0")};
    QCommandLineOption cursorLoop {
        QStringLiteral("cursor-loop"),
        ProviderOptions::tr(
            "Fault: pages after the first repeat the cursor they were asked with.")};
    QCommandLineOption stallPage {QStringLiteral("stall-page"),
                                  ProviderOptions::tr("Fault: never answer page N of GET /tools."),
                                  QStringLiteral("N"), QStringLiteral("0")};
    QCommandLineOption dialect {
        QStringLiteral("dialect"),
        ProviderOptions::tr("The protocol served: a2t (the IETF draft, default), "
                            "a2t-capabilities (seed 003's a2t: a capabilities file, groups, "
                            "search, offset paging) or mcp (an MCP server over streamable HTTP "
                            "at {root}/mcp, tools/list paged by cursor)."),
        QStringLiteral("DIALECT"), QStringLiteral("a2t")};
    QCommandLineOption toolsPath {
        QStringLiteral("tools-path"),
        ProviderOptions::tr(
            "a2t-capabilities: the tools endpoint below the root (default /tools)."),
        QStringLiteral("PATH"), QStringLiteral("/tools")};
    QCommandLineOption groupsPath {
        QStringLiteral("groups-path"),
        ProviderOptions::tr(
            "a2t-capabilities: the groups endpoint below the root (default /groups)."),
        QStringLiteral("PATH"), QStringLiteral("/groups")};
    QCommandLineOption noGroups {
        QStringLiteral("no-groups"),
        ProviderOptions::tr("a2t-capabilities: offer no groups; every tool is a top-level one.")};
    QCommandLineOption noSearch {QStringLiteral("no-search"),
                                 ProviderOptions::tr("a2t-capabilities: offer no search.")};
    QCommandLineOption redirectTo {
        QStringLiteral("redirect-to"),
        ProviderOptions::tr(
            "Fault: redirect GET requests for tools to the same path on URL's origin."),
        QStringLiteral("URL")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.addOptions({help,          version,       catalog,    synthetic, syntheticGroups,
                           writeCatalog,  port,          root,       pageLimit, maxPageLimit,
                           auth,          apiKeyHeader,  secret,     clientId,  clientSecret,
                           tokenLifetime, latency,       errorRate,  seed,      rateLimit,
                           retryAfter,    malformedPage, cursorLoop, stallPage, redirectTo,
                           dialect,       toolsPath,     groupsPath, noGroups,  noSearch});
    }
};

// Reads an integer option within [min, max], or reports which flag is wrong.
template<typename T>
bool readNumber(const QCommandLineParser &parser, const QCommandLineOption &option, T min, T max,
                T &out, QString &error)
{
    bool ok = false;
    const qlonglong value = parser.value(option).toLongLong(&ok);
    if (!ok || value < qlonglong(min) || value > qlonglong(max)) {
        error = ProviderOptions::tr("--%1 must be a whole number from %2 to %3")
                    .arg(option.names().constLast())
                    .arg(qlonglong(min))
                    .arg(qlonglong(max));
        return false;
    }
    out = T(value);
    return true;
}

std::optional<ProviderOptions::Synthetic> parseSynthetic(const QString &spec)
{
    const QStringList parts = spec.split(u':');
    if (parts.isEmpty() || parts.size() > 4)
        return std::nullopt;
    ProviderOptions::Synthetic synthetic;
    bool ok = true;
    synthetic.tools = parts.at(0).toLongLong(&ok);
    if (ok && parts.size() > 1)
        synthetic.tags = parts.at(1).toInt(&ok);
    if (ok && parts.size() > 2)
        synthetic.versions = parts.at(2).toInt(&ok);
    if (ok && parts.size() > 3)
        synthetic.seed = parts.at(3).toULongLong(&ok);
    if (!ok || synthetic.tools < 0 || synthetic.tools > 10'000'000 || synthetic.tags < 1
        || synthetic.versions < 1 || synthetic.versions > 100)
        return std::nullopt;
    return synthetic;
}

} // namespace

std::variant<ProviderOptions, QString> ProviderOptions::parse(const QStringList &arguments)
{
    const Options o;
    QCommandLineParser parser;
    o.addTo(parser);
    if (!parser.parse(QStringList {QStringLiteral("toolshelf-provider")} + arguments))
        return parser.errorText();
    if (!parser.positionalArguments().isEmpty())
        return tr("unexpected argument \"%1\"").arg(parser.positionalArguments().constFirst());

    ProviderOptions options;
    options.showHelp = parser.isSet(o.help);
    options.showVersion = parser.isSet(o.version);
    options.catalogDirectories = parser.values(o.catalog);
    QString error;
    if (parser.isSet(o.synthetic)) {
        options.synthetic = parseSynthetic(parser.value(o.synthetic));
        if (!options.synthetic)
            return tr("--synthetic takes TOOLS[:TAGS[:VERSIONS[:SEED]]], e.g. 100000:50:3:7");
        if (!options.catalogDirectories.isEmpty())
            return tr("--synthetic and --catalog cannot be combined");
    }
    options.writeCatalogTo = parser.value(o.writeCatalog);
    if (!options.writeCatalogTo.isEmpty() && !options.synthetic)
        return tr("--write-catalog needs --synthetic");

    ProviderConfig &config = options.config;
    config.root = parser.value(o.root);
    while (config.root.endsWith(u'/'))
        config.root.chop(1);
    if (!config.root.isEmpty() && !config.root.startsWith(u'/'))
        config.root.prepend(u'/');
    if (!readNumber(parser, o.port, quint16(0), quint16(65535), options.port, error)
        || !readNumber(parser, o.pageLimit, 1, 100000, config.defaultPageLimit, error)
        || !readNumber(parser, o.maxPageLimit, 1, 100000, config.maxPageLimit, error)
        || !readNumber(parser, o.tokenLifetime, 1, 86400 * 365, config.auth.tokenLifetimeSeconds,
                       error)
        || !readNumber(parser, o.latency, 0, 600000, config.faults.latencyMs, error)
        || !readNumber(parser, o.seed, quint64(0), quint64(1) << 53, config.faults.seed, error)
        || !readNumber(parser, o.rateLimit, 0, 1000000, config.faults.rateLimitEvery, error)
        || !readNumber(parser, o.retryAfter, 0, 86400, config.faults.retryAfterSeconds, error)
        || !readNumber(parser, o.malformedPage, 0, 1000000, config.faults.malformedPage, error)
        || !readNumber(parser, o.stallPage, 0, 1000000, config.faults.stallPage, error))
        return error;
    config.defaultPageLimit = std::min(config.defaultPageLimit, config.maxPageLimit);

    bool ok = false;
    config.faults.errorRate = parser.value(o.errorRate).toDouble(&ok);
    if (!ok || config.faults.errorRate < 0 || config.faults.errorRate > 1)
        return tr("--error-rate must be a number from 0 to 1");
    config.faults.cursorLoop = parser.isSet(o.cursorLoop);
    if (parser.isSet(o.redirectTo)) {
        config.faults.redirectTo = QUrl(parser.value(o.redirectTo), QUrl::StrictMode);
        if (!config.faults.redirectTo.isValid() || config.faults.redirectTo.host().isEmpty())
            return tr("--redirect-to must be an absolute URL");
    }

    const QString dialect = parser.value(o.dialect);
    if (dialect == QLatin1String("a2t"))
        config.dialect = ProviderConfig::Dialect::A2t;
    else if (dialect == QLatin1String("a2t-capabilities"))
        config.dialect = ProviderConfig::Dialect::A2tCapabilities;
    else if (dialect == QLatin1String("mcp"))
        config.dialect = ProviderConfig::Dialect::Mcp;
    else
        return tr("--dialect must be a2t, a2t-capabilities or mcp");
    ProviderConfig::Capabilities &capabilities = config.capabilities;
    capabilities.toolsPath = parser.value(o.toolsPath);
    capabilities.groupsPath = parser.value(o.groupsPath);
    for (const QString &path : {capabilities.toolsPath, capabilities.groupsPath}) {
        if (!path.startsWith(u'/') || path.size() < 2 || path.endsWith(u'/')
            || path == CapabilitiesRoutes::CapabilitiesPath)
            return tr("--tools-path and --groups-path must be paths such as /api/tools");
    }
    if (capabilities.toolsPath == capabilities.groupsPath)
        return tr("--tools-path and --groups-path must differ");
    capabilities.groups = !parser.isSet(o.noGroups);
    capabilities.search = !parser.isSet(o.noSearch);
    if (parser.isSet(o.syntheticGroups)) {
        // Only a synthetic catalog served with groups has a marketplace to shape.
        if (!options.synthetic)
            return tr("--synthetic-groups needs --synthetic");
        if (config.dialect != ProviderConfig::Dialect::A2tCapabilities || !capabilities.groups)
            return tr("--synthetic-groups needs --dialect a2t-capabilities with groups");
        if (!readNumber(parser, o.syntheticGroups, qsizetype(1), qsizetype(1'000'000),
                        capabilities.syntheticGroups, error))
            return error;
    }

    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    AuthConfig &auth = config.auth;
    const QString mode = parser.value(o.auth);
    auth.secret = parser.isSet(o.secret)
        ? parser.value(o.secret).toUtf8()
        : env.value(QStringLiteral("TOOLSHELF_PROVIDER_SECRET")).toUtf8();
    auth.apiKeyHeader = parser.value(o.apiKeyHeader).toLatin1();
    auth.clientId = parser.value(o.clientId);
    auth.clientSecret = parser.isSet(o.clientSecret)
        ? parser.value(o.clientSecret).toUtf8()
        : env.value(QStringLiteral("TOOLSHELF_PROVIDER_CLIENT_SECRET")).toUtf8();
    if (mode == QLatin1String("none")) {
        auth.mode = AuthConfig::Mode::None;
    } else if (mode == QLatin1String("api-key") || mode == QLatin1String("bearer")) {
        auth.mode
            = mode == QLatin1String("bearer") ? AuthConfig::Mode::Bearer : AuthConfig::Mode::ApiKey;
        if (auth.secret.isEmpty())
            return tr("--auth %1 needs --secret or TOOLSHELF_PROVIDER_SECRET").arg(mode);
    } else if (mode == QLatin1String("oauth2")) {
        auth.mode = AuthConfig::Mode::OAuth2;
        if (auth.clientSecret.isEmpty())
            return tr("--auth oauth2 needs --client-secret or TOOLSHELF_PROVIDER_CLIENT_SECRET");
    } else {
        return tr("--auth must be none, api-key, bearer or oauth2");
    }
    return options;
}

QString ProviderOptions::helpText()
{
    const Options o;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("The reference A2T tool provider: serves catalogs of tool signatures over HTTP as "
           "draft-rosenberg-aiproto-a2t sections 6-7 describe (or, with --dialect "
           "a2t-capabilities, as seed 003's a2t does), with authentication and injectable "
           "faults for testing clients. Prints one line per catalog: NAME URL."));
    o.addTo(parser);
    QString text = parser.helpText();
    text.replace(0, text.indexOf(u'\n'), tr("Usage: toolshelf-provider [options]"));
    return text;
}

std::vector<std::unique_ptr<Catalog>> ProviderOptions::loadCatalogs(QString *error) const
{
    std::vector<std::unique_ptr<Catalog>> catalogs;
    if (synthetic) {
        catalogs.push_back(std::make_unique<SyntheticCatalog>(
            synthetic->tools, synthetic->tags, synthetic->versions, synthetic->seed));
        return catalogs;
    }
    const QStringList directories
        = catalogDirectories.isEmpty() ? FileCatalog::bundledDirectories() : catalogDirectories;
    for (const QString &directory : directories) {
        auto catalog = FileCatalog::load(directory, error);
        if (!catalog)
            return {};
        catalogs.push_back(std::move(catalog));
    }
    return catalogs;
}

} // namespace Toolshelf

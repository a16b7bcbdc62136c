// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providerserver.h"

#include "authdocuments.h"
#include "capabilitiesroutes.h"
#include "capabilitiesview.h"
#include "core/jsonpath.h"
#include "dialects/a2t/signatureparser.h"
#include "pagecursor.h"
#include "syntheticcatalog.h"
#include "syntheticmarketplace.h"
#include "toolinvoker.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <variant>

namespace Toolshelf {

namespace {

// Qt before 6.8 writes a response with extra headers piece by piece
// (HttpReply::send()); with Nagle's algorithm on, a body written after its
// headers waits for the client's delayed acknowledgement, 40 ms a request
// on a kept-alive connection. A vendor's server sends without that wait.
class NoDelayTcpServer final : public QTcpServer
{
public:
    using QTcpServer::QTcpServer;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        addPendingConnection(socket);
    }
};

const QString InvokeSuffix = QStringLiteral(":invoke");
// Below a catalog's root: OAuthAuthority's endpoints, and its issuer URL.
const QString OAuthPath = QStringLiteral("/oauth");

HttpReply notFound(const QString &what)
{
    return HttpReply::error(404, QStringLiteral("not_found"), what);
}

HttpReply methodNotAllowed()
{
    return HttpReply::error(405, QStringLiteral("method_not_allowed"),
                            QStringLiteral("this endpoint does not accept that method"));
}

// The {items, paging} body of a list endpoint (draft section 6.4).
QByteArray pageBody(const QJsonArray &items, int pageLimit, const QString &next)
{
    QJsonObject paging {{QStringLiteral("pageLimit"), pageLimit}};
    if (!next.isEmpty())
        paging.insert(QStringLiteral("next"), next);
    return QJsonDocument(
               QJsonObject {{QStringLiteral("items"), items}, {QStringLiteral("paging"), paging}})
        .toJson(QJsonDocument::Compact);
}

struct PageRequest
{
    qsizetype offset = 0;
    int limit = 0;
    QString cursor;
};

// Reads pageCursor and pageLimit; the server caps the limit at its maximum.
std::variant<PageRequest, HttpReply> readPage(const HttpRequest &request, const QString &scope,
                                              const ProviderConfig &config)
{
    PageRequest page;
    page.limit = config.defaultPageLimit;
    if (request.query.hasQueryItem(QStringLiteral("pageLimit"))) {
        bool ok = false;
        const int limit = request.query.queryItemValue(QStringLiteral("pageLimit")).toInt(&ok);
        if (!ok || limit < 1)
            return HttpReply::error(400, QStringLiteral("invalid_page_limit"),
                                    QStringLiteral("pageLimit must be a positive integer"));
        page.limit = std::min(limit, config.maxPageLimit);
    }
    if (request.query.hasQueryItem(QStringLiteral("pageCursor"))) {
        page.cursor
            = request.query.queryItemValue(QStringLiteral("pageCursor"), QUrl::FullyDecoded);
        const auto offset = PageCursor::decode(page.cursor, scope);
        if (!offset)
            return HttpReply::error(400, QStringLiteral("invalid_cursor"),
                                    QStringLiteral("pageCursor is not a cursor of this listing"));
        page.offset = *offset;
    }
    return page;
}

// A synthetic catalog is served by arithmetic: indexing its millions of
// tools as a file catalog's would cost seconds and hundreds of MB first.
std::unique_ptr<const CapabilitiesSource>
capabilitiesSource(const Catalog &catalog, const ProviderConfig::Capabilities &offered)
{
    if (const auto *synthetic = dynamic_cast<const SyntheticCatalog *>(&catalog))
        return std::make_unique<SyntheticMarketplace>(*synthetic, offered.groups,
                                                      offered.syntheticGroups);
    return std::make_unique<CapabilitiesView>(catalog, offered.groups);
}

std::optional<qint64> parseVersion(const QString &text)
{
    bool ok = false;
    const qint64 version = text.toLongLong(&ok);
    return ok && version > 0 ? std::optional(version) : std::nullopt;
}

} // namespace

ProviderServer::ProviderServer(ProviderConfig config,
                               std::vector<std::unique_ptr<Catalog>> catalogs, QObject *parent)
    : QAbstractHttpServer(parent)
    , m_config(std::move(config))
    , m_catalogs(std::move(catalogs))
    , m_oauth(m_config.auth)
    , m_random(quint32(m_config.faults.seed))
{
    if (m_config.dialect == ProviderConfig::Dialect::A2tCapabilities) {
        for (const auto &catalog : m_catalogs)
            m_capabilities.push_back(std::make_unique<CapabilitiesRoutes>(
                capabilitiesSource(*catalog, m_config.capabilities), m_config));
    }
    if (m_config.dialect == ProviderConfig::Dialect::Mcp) {
        for (const auto &catalog : m_catalogs)
            m_mcp.push_back(std::make_unique<McpRoutes>(*catalog, m_config));
    }
}

ProviderServer::~ProviderServer() = default;

bool ProviderServer::start(quint16 port, QString *error)
{
    m_tcpServer = new NoDelayTcpServer(this);
    if (!m_tcpServer->listen(QHostAddress::LocalHost, port)) {
        *error = m_tcpServer->errorString();
        return false;
    }
    bind(m_tcpServer);
    return true;
}

quint16 ProviderServer::port() const
{
    return m_tcpServer ? m_tcpServer->serverPort() : 0;
}

QUrl ProviderServer::baseUrl(qsizetype index) const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(port());
    QString path = m_config.root;
    if (m_catalogs.size() > 1)
        path += u'/' + catalog(index).slug();
    url.setPath(path);
    return url;
}

#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
bool ProviderServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    QHttpServerResponder responder = makeResponder(request, socket);
    respond(HttpRequest::from(request), responder);
    return true;
}

void ProviderServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    handleRequest(request, socket);
}
#else
bool ProviderServer::handleRequest(const QHttpServerRequest &request,
                                   QHttpServerResponder &responder)
{
    respond(HttpRequest::from(request), responder);
    return true;
}

#if QT_VERSION < QT_VERSION_CHECK(6, 8, 0)
void ProviderServer::missingHandler(const QHttpServerRequest &request,
                                    QHttpServerResponder &&responder)
#else
void ProviderServer::missingHandler(const QHttpServerRequest &request,
                                    QHttpServerResponder &responder)
#endif
{
    respond(HttpRequest::from(request), responder);
}
#endif

void ProviderServer::respond(const HttpRequest &request, QHttpServerResponder &responder)
{
    Outcome outcome = route(request);
    auto held = std::make_unique<HeldResponder>(std::move(responder));
    if (outcome.stall) {
        std::erase_if(m_stalled, [](const auto &stalled) { return !stalled->clientConnected(); });
        m_stalled.push_back(std::move(held));
        return;
    }
    if (m_config.faults.latencyMs <= 0) {
        held->send(outcome.reply);
        return;
    }
    // The client may leave before the reply is due; HeldResponder then drops it.
    const quint64 ticket = m_nextTicket++;
    m_delayed.emplace(ticket, std::move(held));
    QTimer::singleShot(m_config.faults.latencyMs, this,
                       [this, ticket, reply = std::move(outcome.reply)] {
                           const auto found = m_delayed.find(ticket);
                           if (found == m_delayed.end())
                               return;
                           found->second->send(reply);
                           m_delayed.erase(found);
                       });
}

ProviderServer::Outcome ProviderServer::route(const HttpRequest &request)
{
    // Path-based on the URL they describe, so outside any root (RFC 9728 3.1).
    if (!m_mcp.empty() && m_config.auth.mode == AuthConfig::Mode::OAuth2
        && request.path.startsWith(QLatin1String("/.well-known/")))
        return {wellKnown(request), false};
    QString path = request.path;
    // The root and the slugs are plain ASCII: as long encoded as decoded.
    QString encodedPath = request.encodedPath;
    if (!m_config.root.isEmpty()) {
        if (!path.startsWith(m_config.root + u'/'))
            return {notFound(QStringLiteral("no such path")), false};
        path = path.mid(m_config.root.size());
        encodedPath = encodedPath.mid(m_config.root.size());
    }
    std::size_t index = 0;
    const Catalog *catalog = m_catalogs.empty() ? nullptr : m_catalogs.front().get();
    if (m_catalogs.size() > 1) {
        catalog = nullptr;
        const QString slug = path.section(u'/', 1, 1);
        for (std::size_t i = 0; i < m_catalogs.size(); ++i) {
            if (m_catalogs.at(i)->slug() == slug) {
                catalog = m_catalogs.at(i).get();
                index = i;
            }
        }
        path = path.mid(slug.size() + 1);
        encodedPath = encodedPath.mid(slug.size() + 1);
    }
    if (!catalog)
        return {notFound(QStringLiteral("no such provider")), false};

    if (m_config.auth.mode == AuthConfig::Mode::OAuth2) {
        // An MCP server's tokens are for it alone (RFC 8707); A2T names no resource.
        const QUrl resource
            = m_mcp.empty() ? QUrl() : endpointUrl(request, qsizetype(index), McpRoutes::Path);
        const bool isPost = request.method == HttpRequest::Method::Post;
        if (path == OAuthPath + QLatin1String("/authorize")
            && request.method == HttpRequest::Method::Get)
            return {m_oauth.authorize(request, resource), false};
        if (path == OAuthPath + QLatin1String("/token") && isPost)
            return {m_oauth.token(request, resource), false};
        if (path == OAuthPath + QLatin1String("/register") && isPost && !m_mcp.empty())
            return {m_oauth.registerClient(request), false};
    }
    if (!m_mcp.empty()) {
        if (path != McpRoutes::Path)
            return {notFound(QStringLiteral("no such path")), false};
        if (auto refusal = checkAuth(request, mcpChallenge(request, qsizetype(index))))
            return {*refusal, false};
        if (auto fault = injectFault(request))
            return {*fault, false};
        return {m_mcp.at(index)->answer(request), false};
    }
    if (!m_capabilities.empty()) {
        CapabilitiesRoutes &routes = *m_capabilities.at(index);
        // The capabilities file is public: a client reads it to learn how to sign in.
        if (path == CapabilitiesRoutes::CapabilitiesPath)
            return {request.method == HttpRequest::Method::Get ? routes.capabilities()
                                                               : methodNotAllowed(),
                    false};
        if (!routes.isEndpoint(path))
            return {notFound(QStringLiteral("no such path")), false};
        if (auto refusal = checkAuth(request))
            return {*refusal, false};
        if (auto fault = injectFault(request))
            return {*fault, false};
        const std::optional<HttpReply> reply = routes.answer(request, encodedPath);
        return {reply.value_or(HttpReply()), !reply};
    }
    if (path != QLatin1String("/tools") && !path.startsWith(QLatin1String("/tools/")))
        return {notFound(QStringLiteral("no such path")), false};
    if (auto refusal = checkAuth(request))
        return {*refusal, false};
    if (auto fault = injectFault(request))
        return {*fault, false};
    return routeTools(*catalog, request, path);
}

ProviderServer::Outcome ProviderServer::routeTools(const Catalog &catalog,
                                                   const HttpRequest &request, const QString &path)
{
    const bool isGet = request.method == HttpRequest::Method::Get;
    const bool isPost = request.method == HttpRequest::Method::Post;
    // /tools, /tools/{id}[:invoke], /tools/{id}/versions, /tools/{id}/versions/{n}[:invoke]
    const QStringList parts = path.mid(1).split(u'/');
    if (parts.size() == 1)
        return isGet ? listTools(catalog, request) : Outcome {methodNotAllowed(), false};

    QString toolId = parts.at(1);
    const bool invokesCurrent = parts.size() == 2 && toolId.endsWith(InvokeSuffix);
    if (invokesCurrent)
        toolId.chop(InvokeSuffix.size());
    const QList<QJsonObject> versions = catalog.versions(toolId);
    if (versions.isEmpty())
        return {notFound(QStringLiteral("no tool with id %1").arg(toolId.left(80))), false};

    if (parts.size() == 2) {
        if (invokesCurrent)
            return {isPost ? invoke(catalog, toolId, 0, request) : methodNotAllowed(), false};
        return {isGet ? HttpReply::json(
                    200, QJsonDocument(versions.first()).toJson(QJsonDocument::Compact))
                      : methodNotAllowed(),
                false};
    }
    if (parts.at(2) != QLatin1String("versions") || parts.size() > 4)
        return {notFound(QStringLiteral("no such path")), false};
    if (parts.size() == 3)
        return {isGet ? listVersions(catalog, toolId, request) : methodNotAllowed(), false};

    QString versionText = parts.at(3);
    const bool invokesVersion = versionText.endsWith(InvokeSuffix);
    if (invokesVersion)
        versionText.chop(InvokeSuffix.size());
    const auto version = parseVersion(versionText);
    const auto match = std::find_if(versions.cbegin(), versions.cend(), [&](const QJsonObject &v) {
        return version && v.value(QStringLiteral("version")).toInteger() == *version;
    });
    if (match == versions.cend())
        return {
            notFound(QStringLiteral("tool %1 has no version %2").arg(toolId, versionText.left(20))),
            false};
    if (invokesVersion)
        return {isPost ? invoke(catalog, toolId, *version, request) : methodNotAllowed(), false};
    return {isGet ? HttpReply::json(200, QJsonDocument(*match).toJson(QJsonDocument::Compact))
                  : methodNotAllowed(),
            false};
}

ProviderServer::Outcome ProviderServer::listTools(const Catalog &catalog,
                                                  const HttpRequest &request)
{
    const QString scope = QStringLiteral("tools");
    auto read = readPage(request, scope, m_config);
    if (auto *error = std::get_if<HttpReply>(&read))
        return {*error, false};
    const PageRequest page = std::get<PageRequest>(read);
    const int pageNumber = int(page.offset / page.limit) + 1;
    const FaultConfig &faults = m_config.faults;
    if (faults.stallPage == pageNumber)
        return {{}, true};

    QJsonArray items;
    const qsizetype end = std::min(catalog.toolCount(), page.offset + page.limit);
    for (qsizetype i = page.offset; i < end; ++i)
        items.append(catalog.currentAt(i));
    QString next = end < catalog.toolCount() ? PageCursor::encode(scope, end) : QString();
    if (faults.cursorLoop && !page.cursor.isEmpty())
        next = page.cursor;

    QByteArray body = pageBody(items, page.limit, next);
    if (faults.malformedPage == pageNumber)
        body.truncate(body.size() / 2);
    return {HttpReply::json(200, body), false};
}

HttpReply ProviderServer::listVersions(const Catalog &catalog, const QString &toolId,
                                       const HttpRequest &request)
{
    const QString scope = QStringLiteral("versions/") + toolId;
    auto read = readPage(request, scope, m_config);
    if (auto *error = std::get_if<HttpReply>(&read))
        return *error;
    const PageRequest page = std::get<PageRequest>(read);
    const QList<QJsonObject> versions = catalog.versions(toolId);
    QJsonArray items;
    const qsizetype end = std::min(versions.size(), page.offset + page.limit);
    for (qsizetype i = page.offset; i < end; ++i)
        items.append(versions.at(i));
    return HttpReply::json(
        200,
        pageBody(items, page.limit,
                 end < versions.size() ? PageCursor::encode(scope, end) : QString()));
}

HttpReply ProviderServer::invoke(const Catalog &catalog, const QString &toolId, qint64 version,
                                 const HttpRequest &request)
{
    const QList<QJsonObject> versions = catalog.versions(toolId);
    QJsonObject json = versions.first();
    for (const QJsonObject &candidate : versions) {
        if (candidate.value(QStringLiteral("version")).toInteger() == version)
            json = candidate;
    }
    const ParsedSignature parsed = SignatureParser::parseSignature(json, JsonPath::root());
    const qint64 served = json.value(QStringLiteral("version")).toInteger();
    return ToolInvoker::invoke(parsed.signature, catalog.behaviour(toolId, served), request.body);
}

std::optional<HttpReply> ProviderServer::checkAuth(const HttpRequest &request,
                                                   const QByteArray &bearerChallenge) const
{
    const AuthConfig &auth = m_config.auth;
    bool accepted = true;
    QByteArray challenge = bearerChallenge;
    switch (auth.mode) {
    case AuthConfig::Mode::None:
        break;
    case AuthConfig::Mode::ApiKey:
        accepted = !auth.secret.isEmpty() && request.header(auth.apiKeyHeader) == auth.secret;
        challenge = "ApiKey header=\"" + auth.apiKeyHeader + '"';
        break;
    case AuthConfig::Mode::Bearer:
        accepted
            = !auth.secret.isEmpty() && request.header("Authorization") == "Bearer " + auth.secret;
        break;
    case AuthConfig::Mode::OAuth2:
        accepted = m_oauth.accepts(request.header("Authorization"));
        break;
    }
    if (accepted)
        return std::nullopt;
    HttpReply reply = HttpReply::error(401, QStringLiteral("unauthorized"),
                                       QStringLiteral("missing or wrong credentials"));
    reply.headers.append({QByteArray("WWW-Authenticate"), challenge});
    return reply;
}

HttpReply ProviderServer::wellKnown(const HttpRequest &request) const
{
    for (qsizetype i = 0; i < catalogCount(); ++i) {
        const QUrl resource = endpointUrl(request, i, McpRoutes::Path);
        const QUrl issuer = endpointUrl(request, i, OAuthPath);
        const bool isGet = request.method == HttpRequest::Method::Get;
        if (request.path == AuthDocuments::ResourcePrefix + resource.path())
            return isGet ? AuthDocuments::protectedResource(resource, issuer) : methodNotAllowed();
        if (request.path == AuthDocuments::ServerPrefix + issuer.path())
            return isGet ? AuthDocuments::authorizationServer(issuer) : methodNotAllowed();
    }
    return notFound(QStringLiteral("no such path"));
}

// RFC 9728 5.1: a refusal names where the client learns how to sign in.
QByteArray ProviderServer::mcpChallenge(const HttpRequest &request, qsizetype index) const
{
    if (m_config.auth.mode != AuthConfig::Mode::OAuth2)
        return "Bearer";
    const QUrl metadata
        = AuthDocuments::resourceMetadataUrl(endpointUrl(request, index, McpRoutes::Path));
    return "Bearer resource_metadata=\"" + metadata.toEncoded() + '"';
}

// The documents name absolute URLs, which must be the ones the client
// reaches this server by: its Host, else (HTTP/1.0) the listening address.
QUrl ProviderServer::origin(const HttpRequest &request) const
{
    const QUrl host(
        QString(QStringLiteral("http://") + QString::fromLatin1(request.header("Host"))),
        QUrl::StrictMode);
    if (host.isValid() && !host.host().isEmpty() && host.path().isEmpty()
        && host.userInfo().isEmpty() && !host.hasQuery() && !host.hasFragment())
        return host;
    QUrl own = baseUrl(0);
    own.setPath({});
    return own;
}

QUrl ProviderServer::endpointUrl(const HttpRequest &request, qsizetype index,
                                 const QString &path) const
{
    QUrl url = origin(request);
    url.setPath(baseUrl(index).path() + path);
    return url;
}

std::optional<HttpReply> ProviderServer::injectFault(const HttpRequest &request)
{
    const FaultConfig &faults = m_config.faults;
    ++m_toolsRequests;
    if (faults.rateLimitEvery > 0 && m_toolsRequests % quint64(faults.rateLimitEvery) == 0) {
        HttpReply reply = HttpReply::error(429, QStringLiteral("rate_limited"),
                                           QStringLiteral("too many requests"));
        reply.headers.append(
            {QByteArray("Retry-After"), QByteArray::number(faults.retryAfterSeconds)});
        return reply;
    }
    if (faults.errorRate > 0 && m_random.generateDouble() < faults.errorRate)
        return HttpReply::error(500, QStringLiteral("internal_error"),
                                QStringLiteral("injected server error"));
    if (faults.redirectTo.isValid() && request.method == HttpRequest::Method::Get) {
        QUrl target = faults.redirectTo;
        target.setPath(request.path);
        target.setQuery(request.query);
        HttpReply reply = HttpReply::json(302, {});
        reply.headers.append({QByteArray("Location"), target.toEncoded()});
        return reply;
    }
    return std::nullopt;
}

} // namespace Toolshelf

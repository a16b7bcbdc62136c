// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/connectiontest.h"

#include "client/mcpsession.h"
#include "client/providerauthenticator.h"
#include "client/providerclients.h"
#include "client/signedcall.h"
#include "core/filesfolder.h"
#include "core/textsafety.h"
#include "dialects/a2t/a2ttool.h"
#include "dialects/a2t/a2turls.h"
#include "dialects/a2t/signatureparser.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "dialects/a2tcapabilities/capabilitiesfile.h"
#include "dialects/dialectregistry.h"
#include "dialects/files/filesdialect.h"
#include "dialects/mcp/mcpdialect.h"
#include "net/networkresult.h"
#include "net/originpolicy.h"

#include <QFileInfo>
#include <QLocale>
#include <QUrlQuery>

namespace Toolshelf {

namespace {

// A first page of one tool is small; a provider that ignores the limit is
// cut off rather than read whole.
constexpr qint64 MaxBodyBytes = 4 * 1024 * 1024;
constexpr std::chrono::milliseconds Timeout {15000};
constexpr qsizetype MaxToolNameShown = 80;
constexpr qsizetype MaxUrlShown = 200;

QUrl withQuery(QUrl url, const QString &key, const QString &value)
{
    QUrlQuery query(url);
    query.addQueryItem(key, value);
    url.setQuery(query);
    return url;
}

QString shownUrl(const QUrl &url)
{
    return TextSafety::shortened(TextSafety::escapeLine(url.toDisplayString()), MaxUrlShown);
}

} // namespace

ConnectionTest::ConnectionTest(Provider provider, QByteArray secret, ProviderClients *clients,
                               QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_secret(std::move(secret))
    , m_clients(clients)
{ }

ConnectionTest::~ConnectionTest()
{
    cancel();
    m_secret.fill('\0');
}

void ConnectionTest::start()
{
    if (m_started)
        return;
    m_started = true;
    m_running = true;
    m_ownAuthenticator
        = !m_secret.isEmpty() && m_provider.auth != AuthMethod::OAuth2AuthorizationCode;
    if (m_ownAuthenticator) {
        m_authenticator = new ProviderAuthenticator(m_provider, m_clients->credentials(),
                                                    m_clients->network(), this);
        m_authenticator->useSecret(m_secret);
    } else {
        m_authenticator = m_clients->authenticator(m_provider);
    }
    // The capabilities file first: it says so plainly, where a tool list at
    // {base}/tools is only a guess.
    m_detecting = m_provider.dialect == Dialects::AutoId && !isLocal(m_provider);
    if (m_detecting)
        m_steps = {Step::CapabilitiesFile, Step::McpInitialize, Step::A2tTools};
    else if (m_provider.dialect == McpDialect::DialectId || isLocal(m_provider))
        m_steps = {Step::McpInitialize};
    else if (m_provider.dialect == A2tCapabilitiesDialect::DialectId)
        m_steps = {Step::CapabilitiesFile};
    else if (m_provider.dialect == A2tTool::DialectId)
        m_steps = {Step::A2tTools};
    else if (m_provider.dialect == FilesDialect::DialectId)
        m_steps = {Step::Files};
    if (m_steps.empty())
        return finish(Outcome::Unchecked,
                      tr("Toolshelf cannot test a provider speaking \"%1\".")
                          .arg(TextSafety::shortened(m_provider.dialect, 40)));
    next();
}

void ConnectionTest::next()
{
    switch (m_steps.front()) {
    case Step::CapabilitiesFile:
        m_asked = CapabilitiesFile::location(m_provider.baseUrl);
        break;
    case Step::CapabilitiesTools:
        m_asked = withQuery(m_capabilitiesTools, QStringLiteral("limit"), QStringLiteral("1"));
        break;
    case Step::A2tTools:
        m_asked = withQuery(A2tUrls::tools(m_provider.baseUrl), QStringLiteral("pageLimit"),
                            QStringLiteral("1"));
        break;
    case Step::McpInitialize:
        return startMcp();
    case Step::Files:
        if (m_provider.baseUrl.isLocalFile())
            return checkFiles();
        m_asked = m_provider.baseUrl;
        break;
    }
    NetworkRequest request = NetworkRequest::get(m_asked);
    request.addHeader("Accept", "application/json");
    // The user is waiting for a verdict, not for retries to run out.
    request.retryable = false;
    request.transferTimeout = Timeout;
    request.maxBodyBytes = MaxBodyBytes;
    m_call = new SignedCall(request, m_authenticator, m_clients->network(), this);
    connect(m_call, &SignedCall::answered, this, &ConnectionTest::answered);
    connect(m_call, &SignedCall::failed, this, [this](const Error &error) {
        finish(m_authenticator->wasRefused() ? Outcome::Refused : Outcome::Unchecked, error.text());
    });
    m_call->start();
}

void ConnectionTest::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    if (m_call)
        m_call->cancel();
    if (m_mcp)
        m_mcp->cancel();
    if (m_authenticator && m_ownAuthenticator)
        m_authenticator->cancel();
}

void ConnectionTest::answered(const NetworkResult &result)
{
    const Step step = m_steps.front();
    m_steps.pop_front();
    switch (step) {
    case Step::CapabilitiesFile:
        return capabilitiesFileRead(result);
    case Step::CapabilitiesTools:
        return capabilitiesToolsRead(result);
    case Step::A2tTools:
        return a2tToolsRead(result);
    case Step::McpInitialize:
        return; // answered by its session
    case Step::Files:
        return filesDocumentRead(result);
    }
}

void ConnectionTest::startMcp()
{
    m_asked = m_provider.baseUrl;
    m_mcp = McpSession::forProvider(m_provider, m_authenticator, m_clients->network(), this);
    m_mcp->setBound([](NetworkRequest &request) {
        request.transferTimeout = Timeout;
        request.maxBodyBytes = MaxBodyBytes;
        return std::optional<Error>();
    });
    connect(m_mcp, &McpSession::opened, this, [this] {
        m_detected = McpDialect::DialectId;
        m_mcp->send(McpMessages::request(0, QStringLiteral("tools/list")));
    });
    connect(m_mcp, &McpSession::answered, this, &ConnectionTest::mcpToolsRead);
    connect(m_mcp, &McpSession::failed, this, &ConnectionTest::mcpFailed);
    m_mcp->open();
}

QString ConnectionTest::serverShown() const
{
    if (!isLocal(m_provider))
        return OriginPolicy::displayHost(m_provider.baseUrl);
    return TextSafety::shortened(TextSafety::escapeLine(m_provider.command.constFirst()),
                                 MaxUrlShown);
}

void ConnectionTest::mcpToolsRead(const McpAnswer &answer)
{
    m_steps.pop_front();
    McpSession *session = m_mcp;
    m_mcp = nullptr;
    session->close();
    connect(session, &McpSession::closed, session, &QObject::deleteLater);
    QString error;
    const std::optional<QJsonObject> response = McpMessages::response(answer, &error);
    const DialectPage page
        = response ? McpDialect::page(m_provider.name, *response) : DialectPage {};
    if (!response || page.fatal)
        return finish(Outcome::Unchecked,
                      tr("%1 speaks MCP, but its tools/list answer is none: %2")
                          .arg(serverShown(), response ? page.fatal->message : error));
    const QString server = session->serverName().isEmpty()
        ? serverShown()
        : tr("%1 (%2)").arg(serverShown(), TextSafety::escapeLine(session->serverName()));
    const QString dialect = McpDialect().displayName();
    if (page.tools.isEmpty())
        return finish(Outcome::Connected,
                      tr("Connected to %1, which speaks %2 — the server lists no tools.")
                          .arg(server, dialect));
    finish(
        Outcome::Connected,
        tr("Connected to %1, which speaks %2 — the server lists tools; the first is \"%3\".")
            .arg(server, dialect,
                 TextSafety::shortened(page.tools.constFirst().tool.name, MaxToolNameShown + 1)));
}

void ConnectionTest::mcpFailed(const Error &error)
{
    m_steps.pop_front();
    const int status = m_mcp ? m_mcp->failedStatus() : 0;
    const bool opened = m_mcp && !m_detected.isEmpty();
    if (m_mcp)
        m_mcp->deleteLater();
    m_mcp = nullptr;
    // Detecting, a refusal says nothing of the protocol (an A2T provider may
    // guard every path): A2T's tool list is asked next.
    if ((status == 401 || status == 403) && !m_detecting)
        return finish(
            Outcome::Refused,
            tr("%1 refused access (HTTP %2): %3").arg(serverShown()).arg(status).arg(error.text()));
    if (!m_detecting || opened || isLocal(m_provider))
        return finish(Outcome::Unchecked, error.text());
    notThisDialect(tr("%1: no MCP server there: %2").arg(shownUrl(m_asked), error.text()));
}

void ConnectionTest::capabilitiesFileRead(const NetworkResult &result)
{
    if (!result.ok()) {
        // Out of reach: every other URL of the provider is too.
        if (result.error != NetworkResult::Error::HttpError)
            return finish(Outcome::Unchecked, result.errorString);
        return notThisDialect(tr("%1: no capabilities file there (HTTP %2)")
                                  .arg(shownUrl(m_asked))
                                  .arg(result.statusCode));
    }
    auto file = CapabilitiesFile::read(result.body, m_provider.baseUrl);
    if (const QString *problem = std::get_if<QString>(&file))
        return notThisDialect(
            tr("%1: not a capabilities file: %2").arg(shownUrl(m_asked), *problem));
    m_detected = A2tCapabilitiesDialect::DialectId;
    m_capabilitiesTools = std::get<CapabilitiesFile>(file).tools;
    m_capabilitiesGroups = std::get<CapabilitiesFile>(file).groups;
    m_steps.push_front(Step::CapabilitiesTools);
    next();
}

void ConnectionTest::capabilitiesToolsRead(const NetworkResult &result)
{
    const QString host = OriginPolicy::displayHost(m_provider.baseUrl);
    if (!result.ok()) {
        const bool refused = result.error == NetworkResult::Error::HttpError
            && (result.statusCode == 401 || result.statusCode == 403);
        return finish(refused ? Outcome::Refused : Outcome::Unchecked,
                      failure(result, m_capabilitiesTools.path()));
    }
    const DialectPage page = A2tCapabilitiesDialect::page(m_provider.name, result.body, {});
    if (page.fatal)
        return finish(Outcome::Unchecked,
                      tr("%1 has a capabilities file, but its tool list is none: %2")
                          .arg(host, page.fatal->message));
    const QString dialect = A2tCapabilitiesDialect().displayName();
    const qint64 total = page.total.value_or(page.tools.size());
    if (page.tools.isEmpty() && m_capabilitiesGroups)
        return finish(
            Outcome::Connected,
            tr("Connected to %1, which speaks %2 — the provider files its tools in groups.")
                .arg(host, dialect));
    if (page.tools.isEmpty())
        return finish(Outcome::Connected,
                      tr("Connected to %1, which speaks %2 — the provider lists no tools yet.")
                          .arg(host, dialect));
    const QString name
        = TextSafety::shortened(page.tools.constFirst().tool.name, MaxToolNameShown + 1);
    finish(
        Outcome::Connected,
        tr("Connected to %1, which speaks %2 — the provider lists %n tool(s); the first is \"%3\".",
           "", int(std::min<qint64>(total, std::numeric_limits<int>::max())))
            .arg(host, dialect, name));
}

void ConnectionTest::a2tToolsRead(const NetworkResult &result)
{
    const QString host = OriginPolicy::displayHost(m_provider.baseUrl);
    if (!result.ok()) {
        const bool refused = result.error == NetworkResult::Error::HttpError
            && (result.statusCode == 401 || result.statusCode == 403);
        // Asking for credentials where A2T lists tools is the best sign of
        // A2T there is before the user has given any.
        if (refused)
            m_detected = A2tTool::DialectId;
        if (refused || !m_detecting)
            return finish(refused ? Outcome::Refused : Outcome::Unchecked,
                          failure(result, QStringLiteral("{base}/tools")));
        return notThisDialect(tr("%1: %2").arg(shownUrl(m_asked), failure(result, {})));
    }
    const ParsedDocument document = SignatureParser::parseDocument(result.body);
    if (!document.isReadable())
        return notThisDialect(
            tr("%1 answered, but not with a tool list: %2").arg(host, document.fatal->message));
    if (document.shape != DocumentShape::Page)
        return notThisDialect(tr("%1 answered, but not with an A2T page of tools ({\"items\": "
                                 "[...], \"paging\": {...}}); check the base URL.")
                                  .arg(host));
    m_detected = A2tTool::DialectId;
    const QString dialect = Dialects::find(A2tTool::DialectId)->displayName();
    if (document.signatures.isEmpty())
        return finish(Outcome::Connected,
                      tr("Connected to %1, which speaks %2 — the provider lists no tools yet.")
                          .arg(host, dialect));
    const QString name
        = TextSafety::shortened(document.signatures.first().signature.name, MaxToolNameShown + 1);
    finish(Outcome::Connected,
           tr("Connected to %1, which speaks %2 — the provider lists tools; the first is \"%3\".")
               .arg(host, dialect, name));
}

void ConnectionTest::checkFiles()
{
    const QString path = m_provider.baseUrl.toLocalFile();
    m_files.post([this, path] {
        // Counted as a sync counts them, up to a number that says enough.
        const FilesFolder::Listing listing = FilesFolder::list(path, 100000);
        const bool folder = QFileInfo(path).isDir();
        QMetaObject::invokeMethod(this, [this, path, listing, folder] {
            const QString shown = TextSafety::shortened(TextSafety::escapeLine(path), MaxUrlShown);
            if (listing.failure)
                return finish(Outcome::Unchecked, *listing.failure);
            m_detected = FilesDialect::DialectId;
            if (!folder)
                return finish(Outcome::Connected,
                              tr("%1 can be read; a sync reads its declarations.").arg(shown));
            if (listing.files.isEmpty())
                return finish(Outcome::Connected,
                              tr("%1 can be read, but holds no *.json files yet.").arg(shown));
            QString message = listing.tooMany
                ? tr("%1 can be read: a folder of more than %2 *.json files.")
                      .arg(shown, QLocale().toString(listing.files.size() - 1))
                : tr("%1 can be read: a folder of %n *.json file(s).", nullptr,
                     int(listing.files.size()))
                      .arg(shown);
            if (!listing.refused.isEmpty())
                message += u' ' + listing.refused.constFirst().message;
            finish(Outcome::Connected, message);
        });
    });
}

void ConnectionTest::filesDocumentRead(const NetworkResult &result)
{
    if (!result.ok()) {
        const bool refused = result.error == NetworkResult::Error::HttpError
            && (result.statusCode == 401 || result.statusCode == 403);
        return finish(refused ? Outcome::Refused : Outcome::Unchecked,
                      failure(result, shownUrl(m_asked)));
    }
    // Read as a sync reads it: a byte-order mark dropped, duplicate keys refused.
    const DialectPage page = FilesDialect().readPage(m_provider.name, result.body);
    if (page.fatal)
        return finish(Outcome::Unchecked,
                      tr("%1 answered, but not with declarations: %2")
                          .arg(shownUrl(m_asked), TextSafety::shortened(page.fatal->message, 500)));
    m_detected = FilesDialect::DialectId;
    if (page.tools.isEmpty())
        return finish(Outcome::Connected,
                      tr("Read %1: it declares no tools.").arg(shownUrl(m_asked)));
    finish(
        Outcome::Connected,
        tr("Read %1: %n declaration(s); the first is \"%2\".", nullptr, int(page.tools.size()))
            .arg(shownUrl(m_asked),
                 TextSafety::shortened(page.tools.constFirst().tool.name, MaxToolNameShown + 1)));
}

void ConnectionTest::notThisDialect(const QString &message)
{
    if (!m_detecting)
        return finish(Outcome::Unchecked, message);
    m_tried.append(message);
    if (!m_steps.empty())
        return next();
    QString text = tr("%1 speaks no protocol Toolshelf knows. Tried:").arg(serverShown());
    for (const QString &tried : std::as_const(m_tried))
        text += QStringLiteral("\n  ") + tried;
    finish(Outcome::Unchecked, text);
}

QString ConnectionTest::failure(const NetworkResult &result, const QString &listPath) const
{
    const QString host = OriginPolicy::displayHost(m_provider.baseUrl);
    if (result.error != NetworkResult::Error::HttpError)
        return result.errorString;
    switch (result.statusCode) {
    case 401:
        if (m_provider.auth == AuthMethod::None)
            return tr("%1 asks for credentials (HTTP 401): choose how to sign in and enter the "
                      "secret.")
                .arg(host);
        return tr("%1 refused the credentials (HTTP 401): check the secret.").arg(host);
    case 403:
        return tr("%1 refused access (HTTP 403): these credentials are not allowed to list tools.")
            .arg(host);
    case 404:
        if (listPath.isEmpty())
            return tr("no tool list there (HTTP 404)");
        return tr("%1 has no tool list there (HTTP 404): check the base URL; GET %2 "
                  "must list the tools.")
            .arg(host, listPath);
    default:
        return result.errorString;
    }
}

void ConnectionTest::finish(Outcome outcome, const QString &message)
{
    if (!m_running)
        return;
    m_running = false;
    m_outcome = outcome;
    Q_EMIT finished(outcome == Outcome::Connected, message);
}

} // namespace Toolshelf

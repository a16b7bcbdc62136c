// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oauth/oauthdiscovery.h"

#include "core/textsafety.h"
#include "net/networkcall.h"
#include "net/networkservice.h"
#include "providers/providererror.h"

#include <QTimer>

namespace Toolshelf {

namespace {

// Metadata documents are small; a bigger answer is not one.
constexpr qint64 MaxDocumentBytes = 256 * 1024;

bool isMissing(const NetworkResult &result)
{
    return result.error == NetworkResult::Error::HttpError && result.statusCode >= 400
        && result.statusCode < 500;
}

} // namespace

OAuthDiscovery::OAuthDiscovery(QUrl serverUrl, QString serverName, NetworkService *network,
                               QObject *parent)
    : QObject(parent)
    , m_serverUrl(std::move(serverUrl))
    , m_serverName(std::move(serverName))
    , m_network(network)
{ }

OAuthDiscovery::~OAuthDiscovery()
{
    cancel();
}

void OAuthDiscovery::start(const AuthChallenge &challenge)
{
    m_found = {};
    m_found.resource = AuthMetadata::canonicalResource(m_serverUrl);
    m_stage = Stage::Resource;
    m_candidates.clear();
    if (const QUrl named = challenge.resourceMetadata(); !named.isEmpty())
        m_candidates.append(named);
    for (const QUrl &url : AuthMetadata::protectedResourceUrls(m_serverUrl)) {
        if (!m_candidates.contains(url))
            m_candidates.append(url);
    }
    QTimer::singleShot(0, this, &OAuthDiscovery::next);
}

void OAuthDiscovery::cancel()
{
    if (m_call) {
        disconnect(m_call, nullptr, this, nullptr);
        m_call->cancel();
    }
    m_call = nullptr;
}

void OAuthDiscovery::next()
{
    if (m_candidates.isEmpty()) {
        switch (m_stage) {
        case Stage::Resource:
            // No resource metadata anywhere: a server of the 2025-03-26
            // revision, its own authorization server.
            m_stage = Stage::LegacyServer;
            m_issuer = AuthMetadata::fallback(m_serverUrl).issuer;
            m_candidates = AuthMetadata::authServerUrls(m_issuer);
            return next();
        case Stage::LegacyServer:
            m_found.server = AuthMetadata::fallback(m_serverUrl);
            if (!AuthMetadata::isSecureEndpoint(m_found.server.authorizationEndpoint))
                return fail(Error(Error::Code::Unauthorized,
                                  tr("%1 publishes no authorization metadata, and its own "
                                     "origin is plain http: no sign-in is sent there")
                                      .arg(m_serverName)));
            return Q_EMIT found(m_found);
        case Stage::Server:
            return fail(Error(Error::Code::Unauthorized,
                              tr("The authorization server %1 of %2 publishes no metadata "
                                 "(RFC 8414 or OpenID Connect)")
                                  .arg(m_issuer.toDisplayString(), m_serverName)));
        }
    }
    m_current = m_candidates.takeFirst();
    NetworkRequest request = NetworkRequest::get(m_current);
    request.addHeader("Accept", "application/json");
    request.maxBodyBytes = MaxDocumentBytes;
    m_call = m_network->send(request);
    connect(m_call, &NetworkCall::finished, this, &OAuthDiscovery::answered);
}

void OAuthDiscovery::answered(const NetworkResult &result)
{
    m_call = nullptr;
    if (result.error == NetworkResult::Error::Cancelled)
        return;
    if (isMissing(result))
        return next();
    if (!result.ok())
        return fail(Error(ProviderError::code(result),
                          tr("The sign-in metadata of %1 could not be read from %2: %3")
                              .arg(m_serverName, m_current.toDisplayString(), result.errorString)));
    if (m_stage == Stage::Resource)
        return resourceRead(result.body, m_current);
    serverRead(result.body);
}

void OAuthDiscovery::resourceRead(const QByteArray &body, const QUrl &from)
{
    const auto read = AuthMetadata::readProtectedResource(body, m_serverUrl);
    if (const auto *problem = std::get_if<QString>(&read))
        return fail(Error(Error::Code::Malformed,
                          tr("The resource metadata of %1 at %2 is refused: %3")
                              .arg(m_serverName, from.toDisplayString(), *problem)));
    const auto &metadata = std::get<ProtectedResourceMetadata>(read);
    m_found.resourceScopes = metadata.scopesSupported;
    m_issuer = metadata.authorizationServers.constFirst();
    m_stage = Stage::Server;
    m_candidates = AuthMetadata::authServerUrls(m_issuer);
    next();
}

void OAuthDiscovery::serverRead(const QByteArray &body)
{
    const auto read = AuthMetadata::readAuthServer(body, m_issuer);
    if (const auto *problem = std::get_if<QString>(&read))
        return fail(Error(Error::Code::Malformed,
                          tr("The authorization server metadata of %1 at %2 is refused: %3")
                              .arg(m_serverName, m_current.toDisplayString(), *problem)));
    m_found.server = std::get<AuthServerMetadata>(read);
    Q_EMIT found(m_found);
}

void OAuthDiscovery::fail(const Error &error)
{
    m_candidates.clear();
    Q_EMIT failed(error);
}

} // namespace Toolshelf

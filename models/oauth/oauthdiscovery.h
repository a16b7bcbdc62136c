// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "oauth/authchallenge.h"
#include "oauth/authmetadata.h"

#include <QObject>
#include <QPointer>

namespace Toolshelf {

class NetworkCall;
class NetworkService;
struct NetworkResult;

// What discovery found: the authorization server to sign in at, for which
// resource, and the scopes the resource says it supports.
struct AuthDiscovery
{
    // The resource indicator (RFC 8707) to name in every request.
    QUrl resource;
    AuthServerMetadata server;
    QStringList resourceScopes;
};

// Finds an MCP server's authorization server the way the MCP authorization
// spec orders it: the Protected Resource Metadata (RFC 9728) the challenge
// names, else at the well-known URLs (path-based first); then its first
// authorization server's metadata (RFC 8414, then OpenID Connect Discovery).
// A server with no resource metadata at all is a 2025-03-26 one: its origin
// is its authorization server, with metadata at the root or, failing that,
// the default endpoints there.
//
// Only a missing document (an HTTP 4xx) moves on to the next place; a
// document that is there but wrong (another resource, an endpoint on another
// origin, plain http) ends discovery, so no secret is ever sent on a guess.
// The documents are fetched without credentials.
class OAuthDiscovery final : public QObject
{
    Q_OBJECT

public:
    // `serverUrl` is the MCP endpoint; `serverName` names it in errors.
    OAuthDiscovery(QUrl serverUrl, QString serverName, NetworkService *network,
                   QObject *parent = nullptr);
    ~OAuthDiscovery() override;

    // Answers with found() or failed(), always later.
    void start(const AuthChallenge &challenge = {});
    void cancel();

Q_SIGNALS:
    void found(const Toolshelf::AuthDiscovery &discovery);
    // Translated; names the server, the document and the cause.
    void failed(const Toolshelf::Error &error);

private:
    enum class Stage { Resource, Server, LegacyServer };

    void next();
    void answered(const NetworkResult &result);
    void resourceRead(const QByteArray &body, const QUrl &from);
    void serverRead(const QByteArray &body);
    void fail(const Error &error);

    QUrl m_serverUrl;
    QString m_serverName;
    NetworkService *m_network;
    QPointer<NetworkCall> m_call;
    Stage m_stage = Stage::Resource;
    QList<QUrl> m_candidates;
    QUrl m_current;
    QUrl m_issuer;
    AuthDiscovery m_found;
};

} // namespace Toolshelf

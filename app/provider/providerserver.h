// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "capabilitiesroutes.h"
#include "catalog.h"
#include "heldresponder.h"
#include "httpexchange.h"
#include "mcproutes.h"
#include "oauthauthority.h"
#include "providerconfig.h"

#include <QAbstractHttpServer>
#include <QRandomGenerator>
#include <QUrl>

#include <map>
#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QTcpServer;
QT_END_NAMESPACE

namespace Toolshelf {

// The reference provider: every endpoint of the A2T draft's sections 6–7, or
// of seed 003's a2t (CapabilitiesRoutes), over one or more catalogs, with
// auth and fault injection, on a loopback port. One catalog is served at
// {root}; several at {root}/{slug} each.
class ProviderServer final : public QAbstractHttpServer
{
    Q_OBJECT

public:
    ProviderServer(ProviderConfig config, std::vector<std::unique_ptr<Catalog>> catalogs,
                   QObject *parent = nullptr);
    ~ProviderServer() override;

    // Listens on 127.0.0.1; port 0 picks a free port.
    bool start(quint16 port, QString *error);
    quint16 port() const;

    qsizetype catalogCount() const { return qsizetype(m_catalogs.size()); }
    const Catalog &catalog(qsizetype index) const { return *m_catalogs.at(std::size_t(index)); }
    // The {platform-root} a client configures for a catalog.
    QUrl baseUrl(qsizetype index) const;

protected:
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;
#elif QT_VERSION < QT_VERSION_CHECK(6, 8, 0)
    bool handleRequest(const QHttpServerRequest &request, QHttpServerResponder &responder) override;
    void missingHandler(const QHttpServerRequest &request,
                        QHttpServerResponder &&responder) override;
#else
    bool handleRequest(const QHttpServerRequest &request, QHttpServerResponder &responder) override;
    void missingHandler(const QHttpServerRequest &request,
                        QHttpServerResponder &responder) override;
#endif

private:
    // What routing decided: a reply, or (a stall fault) no reply ever.
    struct Outcome
    {
        HttpReply reply;
        bool stall = false;
    };

    void respond(const HttpRequest &request, QHttpServerResponder &responder);
    Outcome route(const HttpRequest &request);
    Outcome routeTools(const Catalog &catalog, const HttpRequest &request, const QString &path);
    Outcome listTools(const Catalog &catalog, const HttpRequest &request);
    HttpReply listVersions(const Catalog &catalog, const QString &toolId,
                           const HttpRequest &request);
    HttpReply invoke(const Catalog &catalog, const QString &toolId, qint64 version,
                     const HttpRequest &request);
    // `bearerChallenge` is the WWW-Authenticate of a refusal in the bearer and OAuth2 modes.
    std::optional<HttpReply> checkAuth(const HttpRequest &request,
                                       const QByteArray &bearerChallenge = "Bearer") const;
    // The MCP authorization documents, at the origin's root (AuthDocuments).
    HttpReply wellKnown(const HttpRequest &request) const;
    QByteArray mcpChallenge(const HttpRequest &request, qsizetype index) const;
    QUrl origin(const HttpRequest &request) const;
    // `path` below catalog `index`'s root, on the origin the request was sent to.
    QUrl endpointUrl(const HttpRequest &request, qsizetype index, const QString &path) const;
    std::optional<HttpReply> injectFault(const HttpRequest &request);

    ProviderConfig m_config;
    std::vector<std::unique_ptr<Catalog>> m_catalogs;
    // Serving seed 003's a2t: one per catalog, in the same order.
    std::vector<std::unique_ptr<CapabilitiesRoutes>> m_capabilities;
    std::vector<std::unique_ptr<McpRoutes>> m_mcp;
    OAuthAuthority m_oauth;
    QTcpServer *m_tcpServer = nullptr;
    QRandomGenerator m_random;
    quint64 m_toolsRequests = 0;
    // Replies waiting out the latency fault, by ticket. The server owns them, not
    // the timers, so none outlives the server (see HeldResponder).
    std::map<quint64, std::unique_ptr<HeldResponder>> m_delayed;
    quint64 m_nextTicket = 0;
    // Responses deliberately never sent (the stall fault), kept open until the
    // client or the server goes.
    std::vector<std::unique_ptr<HeldResponder>> m_stalled;
};

} // namespace Toolshelf

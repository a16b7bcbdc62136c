// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "dialects/mcp/mcpmessages.h"
#include "net/networkrequest.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QObject>

#include <functional>
#include <optional>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
struct Provider;

// One session with an MCP server, whatever carries it (streamable HTTP,
// a local process's stdio): `initialize` (the newest revision offered, the
// server's choice checked), the `notifications/initialized` that follows,
// then one request at a time, each answer handed over as it came for the
// receiver to read where it likes (McpMessages::response()); close() ends it
// the way the transport ends one.
class McpSession : public QObject
{
    Q_OBJECT

public:
    // The session for `provider`: a process for a local server, else HTTP to
    // its URL. Requests are signed (or the process's environment completed)
    // by `authenticator`.
    static McpSession *forProvider(const Provider &provider, ProviderAuthenticator *authenticator,
                                   NetworkService *network, QObject *parent = nullptr);

    using QObject::QObject;

    // Bounds each request before it is sent (a sync's byte budget and deadline);
    // what it returns fails the request instead. A local server's answers
    // are bounded as HTTP bodies are: its line by the body cap, its silence
    // by the transfer timeout, all of it by the deadline.
    using Bound = std::function<std::optional<Error>(NetworkRequest &)>;
    void setBound(Bound bound) { m_bound = std::move(bound); }

    // A server's elicitation (elicitation/create) during a request: the
    // owner answers with the result ({"action": "accept", "content": …},
    // "decline" or "cancel"), at once or later. Without one it is declined.
    using Answer = std::function<void(const QJsonObject &result)>;
    using Elicitation = std::function<void(const QJsonObject &params, Answer answer)>;
    void setElicitation(Elicitation elicitation) { m_elicitation = std::move(elicitation); }

    // Keeps a way open on which the server may speak unasked (a standalone
    // SSE stream over HTTP; a local server's stdout always is one): its
    // requests are answered, its notifications told. For a session someone
    // watches (a call); before open().
    virtual void setListening(bool listening) { Q_UNUSED(listening) }

    // Initializes; opened() or failed() follows.
    virtual void open() = 0;
    // Sends a request (one of McpMessages::request()'s, its id replaced);
    // answered() with the server's answer, or failed().
    virtual void send(const QByteArray &request) = 0;
    // Ends the session; closed() follows, also when the server refuses.
    virtual void close() = 0;
    // Stops at once; no signal follows.
    virtual void cancel() = 0;
    // The HTTP status of the answer that failed the last request; 0 otherwise.
    virtual int failedStatus() const { return 0; }

    bool isOpen() const { return m_open; }
    QString protocolVersion() const { return m_version; }
    QString serverName() const { return m_serverName; }

Q_SIGNALS:
    void opened();
    void answered(const Toolshelf::McpAnswer &answer);
    void failed(const Toolshelf::Error &error);
    void closed();
    // A line the server wrote for people (a local server's stderr, a log
    // notification), made safe to show.
    void logged(const QString &line);
    // notifications/progress for the request in flight; `total` is 0 when
    // the server does not know it.
    void progressed(double progress, double total, const QString &message);
    // notifications/tools/list_changed: the server's tools are not what
    // they were.
    void toolsChanged();

protected:
    // Reads the answer to `initialize`: the version it chose (one offered)
    // and the server's name are kept. The error when it is no such answer.
    std::optional<Error> readInitialize(const McpAnswer &answer);
    // A message the server sent that is no response: a request (ping is
    // answered, an elicitation by the owner, anything else "method not
    // found"; the response goes to `reply`, maybe later, never after the
    // session is gone) or a notification (progress, list_changed, a log line).
    void serverMessage(const QJsonObject &message, std::function<void(const QByteArray &)> reply);
    // The limits of the next request: the defaults narrowed by the bound;
    // the bound's refusal when it refuses.
    std::optional<Error> limit(NetworkRequest &request) const;

    Bound m_bound;
    Elicitation m_elicitation;
    QString m_version;
    QString m_serverName;
    bool m_open = false;
};

} // namespace Toolshelf

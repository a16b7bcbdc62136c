// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QList>
#include <QUrl>

#include <chrono>
#include <optional>

namespace Toolshelf {

// One HTTP request as NetworkService sends it: what to fetch and the limits it
// is fetched under. The defaults are the safe ones; callers narrow them.
struct NetworkRequest
{
    struct Header
    {
        QByteArray name;
        QByteArray value;
        // Authorization, API keys, cookies: never sent over plain http to
        // another computer, never forwarded to another origin, never logged.
        bool credential = false;
    };

    QUrl url;
    QByteArray method = "GET";
    QByteArray body;
    QList<Header> headers;
    // Unset: only GET is retried. Invocations set false: a tool call may
    // have side effects, so it is sent exactly once.
    std::optional<bool> retryable;
    // The transfer fails when no data moves in either direction for this
    // long; zero or less waits forever (only for a transfer the user watches).
    std::chrono::milliseconds transferTimeout {30000};
    qint64 maxBodyBytes = 64 * 1024 * 1024;
    int maxRedirects = 5;
    // The body itself is a credential (an OAuth2 token request's refresh
    // token, client secret or authorization code). It goes only where a
    // credential header may go, and never follows a redirect to another
    // origin: a 307 or 308 would post the same body there.
    bool credentialBody = false;
    // An event stream (MCP's SSE answers): a 2xx response's body is handed
    // over as it arrives (NetworkCall::streamStarted(), then received()) and
    // not kept, so a stream that never ends can be read; maxBodyBytes still
    // bounds all of it. Error responses are kept whole as usual.
    bool streamed = false;
    // When the work this request belongs to must be over (a sync's deadline).
    // A retry whose wait would end past it fails at once instead of waiting.
    QDeadlineTimer deadline {QDeadlineTimer::Forever};

    static NetworkRequest get(const QUrl &url)
    {
        NetworkRequest request;
        request.url = url;
        return request;
    }

    static NetworkRequest post(const QUrl &url, const QByteArray &body,
                               const QByteArray &contentType = "application/json")
    {
        NetworkRequest request;
        request.url = url;
        request.method = "POST";
        request.body = body;
        request.headers.append({"Content-Type", contentType, false});
        return request;
    }

    void addHeader(const QByteArray &name, const QByteArray &value)
    {
        headers.append({name, value, false});
    }

    void addCredential(const QByteArray &name, const QByteArray &value)
    {
        headers.append({name, value, true});
    }

    bool isRetryable() const { return retryable.value_or(method == "GET"); }
};

} // namespace Toolshelf

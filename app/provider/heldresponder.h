// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHttpServerResponder>
#include <QPointer>

QT_BEGIN_NAMESPACE
class QTcpSocket;
QT_END_NAMESPACE

namespace Toolshelf {

struct HttpReply;

// A request's responder kept past the request handler (latency, the stall
// fault), which knows whether its client is still there to be answered.
//
// Before Qt 6.5 a responder holds a bare pointer to the connection's socket,
// and QtHttpServer deletes that socket (and the request) as soon as the client
// disconnects; writing a late reply then touches freed memory. From Qt 6.5 on
// the responder keeps the connection's stream alive instead, and releases it
// when destroyed, so a responder must never outlive the server that made it.
class HeldResponder
{
public:
    explicit HeldResponder(QHttpServerResponder &&responder);

    HeldResponder(const HeldResponder &) = delete;
    HeldResponder &operator=(const HeldResponder &) = delete;

    // False once the client has closed or reset the connection. Qt 6.5 and
    // later do not tell, but there writing to a closed connection is harmless.
    bool clientConnected() const;

    // Writes `reply` unless the client has gone; whether it was written.
    bool send(const HttpReply &reply);

private:
    QHttpServerResponder m_responder;
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    QPointer<QTcpSocket> m_socket;
#endif
};

} // namespace Toolshelf

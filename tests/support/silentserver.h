// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A loopback server that accepts connections and never answers, so a request
// to it stays in flight until the client cancels it.

#include "providers/provider.h"

#include <QTcpServer>
#include <QTcpSocket>

#include <algorithm>

namespace Fixture {

class SilentServer
{
public:
    SilentServer()
    {
        if (!m_server.listen(QHostAddress::LocalHost))
            qFatal("cannot listen");
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                m_sockets.append(socket);
        });
    }

    Toolshelf::Provider provider() const
    {
        Toolshelf::Provider p;
        p.name = QStringLiteral("Silent");
        p.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1/api").arg(m_server.serverPort()));
        return p;
    }

    qsizetype connections() const { return m_sockets.size(); }
    bool closed(qsizetype i) const
    {
        return m_sockets.at(i)->state() == QAbstractSocket::UnconnectedState;
    }
    // Whether connection i has carried a request (its bytes are read while
    // the test's event loop runs, e.g. in QTRY_VERIFY).
    bool received(qsizetype i) const { return m_sockets.at(i)->bytesAvailable() > 0; }
    bool allClosed() const
    {
        return std::all_of(m_sockets.cbegin(), m_sockets.cend(), [](QTcpSocket *socket) {
            return socket->state() == QAbstractSocket::UnconnectedState;
        });
    }
    // For a failure message: each connection, open or closed, and whether a
    // request arrived on it.
    QByteArray describe() const
    {
        QByteArray text;
        for (qsizetype i = 0; i < m_sockets.size(); ++i)
            text += "connection " + QByteArray::number(i) + ": " + (closed(i) ? "closed" : "open")
                + ", " + (received(i) ? "request received" : "nothing received") + "; ";
        return text;
    }

private:
    QTcpServer m_server;
    QList<QTcpSocket *> m_sockets;
};

} // namespace Fixture

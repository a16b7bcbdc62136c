// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>

// A server read without the event loop, to show that a request left while
// the test's thread never returned to it (the network thread sent it).
class BlockingServer
{
public:
    BlockingServer() { m_server.listen(QHostAddress::LocalHost, 0); }

    bool isListening() const { return m_server.isListening(); }
    quint16 port() const { return m_server.serverPort(); }

    // The head of the first request to arrive within five seconds; empty if
    // none did.
    QByteArray requestHead()
    {
        if (!m_server.waitForNewConnection(5000))
            return {};
        QTcpSocket *socket = m_server.nextPendingConnection();
        QByteArray received;
        while (!received.contains("\r\n\r\n") && socket->waitForReadyRead(5000))
            received += socket->readAll();
        return received;
    }

private:
    QTcpServer m_server;
};

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A loopback HTTP server on a port of its own, so an origin of its own, that
// records every request it receives (request line, headers and body) and
// answers each with an empty A2T page: the foreign origin a secret must never
// reach. Tests ask it whether a secret arrived in any form a client sends one.

#include <QByteArrayList>
#include <QHash>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

namespace Fixture {

class RecordingServer
{
public:
    RecordingServer()
    {
        if (!m_server.listen(QHostAddress::LocalHost))
            qFatal("cannot listen");
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                QObject::connect(socket, &QTcpSocket::readyRead, socket,
                                 [this, socket] { read(socket); });
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }

    QUrl url(const QString &path = QStringLiteral("/a2t")) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path));
    }

    // Every complete request so far, head and body.
    QByteArrayList requests() const { return m_requests; }

    // `secret` in any request: as sent, percent-encoded (a form) or inside
    // HTTP Basic credentials (an OAuth2 client secret).
    bool received(const QByteArray &secret) const
    {
        for (const QByteArray &request : m_requests) {
            if (request.contains(secret)
                || QByteArray::fromPercentEncoding(request).contains(secret))
                return true;
            for (const QByteArray &line : request.split('\n')) {
                const QByteArray header = line.trimmed();
                if (!header.toLower().startsWith("authorization: basic "))
                    continue;
                const QByteArray pair = QByteArray::fromBase64(header.mid(21).trimmed());
                if (QByteArray::fromPercentEncoding(pair).contains(secret))
                    return true;
            }
        }
        return false;
    }

    // Any credential at all, such as an OAuth2 access token obtained with a
    // secret elsewhere: an Authorization header in any request.
    bool receivedAuthorization() const
    {
        for (const QByteArray &request : m_requests) {
            for (const QByteArray &line : request.split('\n')) {
                if (line.toLower().startsWith("authorization:"))
                    return true;
            }
        }
        return false;
    }

    QByteArray describe() const { return m_requests.join("\n----\n"); }

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype headEnd = buffer.indexOf("\r\n\r\n");
        if (headEnd < 0)
            return;
        qsizetype length = 0;
        for (const QByteArray &line : buffer.left(headEnd).split('\n')) {
            if (line.toLower().startsWith("content-length:"))
                length = line.mid(15).trimmed().toLongLong();
        }
        if (buffer.size() < headEnd + 4 + length)
            return;
        m_requests.append(buffer.left(headEnd + 4 + length));
        m_buffers.remove(socket);
        const QByteArray body = "{\"items\": [], \"paging\": {\"pageLimit\": 50}}";
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                      + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QByteArrayList m_requests;
};

} // namespace Fixture

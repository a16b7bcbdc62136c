// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <functional>
#include <memory>
#include <utility>

// A loopback HTTP/1.1 server whose every answer a test scripts byte for byte,
// for what the reference provider cannot do: same-origin redirects, bodies
// without a length, silence, trickling, hostile pages, and a record of
// exactly which requests and headers arrived.

// A request as RawServer read it off the socket.
struct RawRequest
{
    QByteArray method;
    QByteArray path;
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
    bool hasHeader(const QByteArray &name) const
    {
        return std::any_of(headers.cbegin(), headers.cend(), [&](const auto &header) {
            return header.first.compare(name, Qt::CaseInsensitive) == 0;
        });
    }
};

// What RawServer writes back; an open connection stays open after writing.
struct RawResponse
{
    QByteArray bytes;
    bool close = true;
    // When positive, the bytes go out one at a time this many milliseconds
    // apart: a provider that trickles, keeping every transfer timeout alive.
    int trickleMs = 0;
};

inline QByteArray httpResponse(int status, const QByteArray &reason,
                               const QList<std::pair<QByteArray, QByteArray>> &headers = {},
                               const QByteArray &body = {})
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
    for (const auto &[name, value] : headers)
        out += name + ": " + value + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n";
    return out + body;
}

inline QByteArray redirect(int status, const QByteArray &location)
{
    return httpResponse(status, "Redirect", {{"Location", location}});
}

class RawServer
{
public:
    using Handler = std::function<RawResponse(const RawRequest &)>;

    explicit RawServer(Handler handler)
        : m_handler(std::move(handler))
    {
        if (!m_server.listen(QHostAddress::LocalHost, 0))
            qFatal("cannot listen: %s", qPrintable(m_server.errorString()));
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] { accept(); });
    }

    QUrl url(const QString &path = QStringLiteral("/")) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path));
    }
    QByteArray origin() const { return url(QString()).toEncoded(); }

    QList<RawRequest> requests;
    int disconnects = 0;

private:
    void accept()
    {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            auto buffer = std::make_shared<QByteArray>();
            QObject::connect(socket, &QTcpSocket::readyRead, socket,
                             [this, socket, buffer] { read(socket, *buffer); });
            QObject::connect(socket, &QTcpSocket::disconnected, socket, [this, socket] {
                ++disconnects;
                socket->deleteLater();
            });
        }
    }

    void read(QTcpSocket *socket, QByteArray &buffer)
    {
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        RawRequest request;
        const QList<QByteArray> lines = buffer.left(end).split('\n');
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        request.method = requestLine.value(0);
        request.path = requestLine.value(1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines.at(i).indexOf(':');
            if (colon > 0)
                request.headers.append(
                    {lines.at(i).left(colon).trimmed(), lines.at(i).mid(colon + 1).trimmed()});
        }
        const qsizetype length = request.header("Content-Length").toLongLong();
        if (buffer.size() < end + 4 + length)
            return;
        request.body = buffer.mid(end + 4, length);
        buffer.clear();
        requests.append(request);
        const RawResponse response = m_handler(request);
        if (response.trickleMs > 0)
            return trickle(socket, response);
        socket->write(response.bytes);
        if (response.close)
            socket->disconnectFromHost();
    }

    void trickle(QTcpSocket *socket, const RawResponse &response)
    {
        auto *timer = new QTimer(socket);
        auto sent = std::make_shared<qsizetype>(0);
        QObject::connect(timer, &QTimer::timeout, socket, [socket, timer, sent, response] {
            if (*sent >= response.bytes.size()) {
                timer->stop();
                if (response.close)
                    socket->disconnectFromHost();
                return;
            }
            socket->write(response.bytes.mid((*sent)++, 1));
        });
        timer->start(response.trickleMs);
    }

    QTcpServer m_server;
    Handler m_handler;
};

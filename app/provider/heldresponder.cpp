// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "heldresponder.h"

#include "httpexchange.h"

#include <QTcpSocket>

namespace Toolshelf {

HeldResponder::HeldResponder(QHttpServerResponder &&responder)
    : m_responder(std::move(responder))
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    , m_socket(m_responder.socket())
#endif
{ }

bool HeldResponder::clientConnected() const
{
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    // A disconnected socket is only scheduled for deletion, so the state is
    // checked as well as the pointer.
    return m_socket && m_socket->state() == QAbstractSocket::ConnectedState;
#else
    return true;
#endif
}

bool HeldResponder::send(const HttpReply &reply)
{
    if (!clientConnected())
        return false;
    reply.send(m_responder);
    return true;
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "net/networkrequest.h"

#include <QObject>
#include <QPointer>

namespace Toolshelf {

class NetworkCall;
class NetworkService;
class ProviderAuthenticator;
struct NetworkResult;

// One request to a provider with its credentials: waits for them, signs,
// sends, and after a 401 fetches a fresh OAuth2 token and asks exactly once
// more (a 401 means nothing ran, so even an invocation may be repeated).
// Where the authenticator may sign in through the browser, a 401 it cannot
// cure otherwise, or a 403 for want of scope (a step-up), is answered with a
// sign-in for the server's challenge and the request is asked again, at most
// MaxSignIns times: a server that never accepts cannot loop it.
class SignedCall final : public QObject
{
    Q_OBJECT

public:
    SignedCall(NetworkRequest request, ProviderAuthenticator *authenticator,
               NetworkService *network, QObject *parent = nullptr);
    ~SignedCall() override;

    // Sends at once when the credentials are at hand, else once they are;
    // the signals always come from the event loop, never from inside start().
    void start();
    static constexpr int MaxSignIns = 3;

    // Takes effect at once; neither signal follows.
    void cancel();

Q_SIGNALS:
    // Once, with the provider's answer or the transport's failure.
    void answered(const Toolshelf::NetworkResult &result);
    // A streamed request (NetworkRequest::streamed): NetworkCall's
    // streamStarted() and received(), for the attempt that was signed last;
    // answered() still ends it.
    void streamStarted(const Toolshelf::NetworkResult &head);
    void pieceReceived(const QByteArray &piece);
    // Once, instead of answered(), when no credentials could be had:
    // Unauthorized, caused by the authenticator's failure, whose text it shows.
    void failed(const Toolshelf::Error &error);

private:
    void send();
    void received(const NetworkResult &result);
    // A 401 or 403 the authenticator may cure; false when it cannot.
    bool reauthenticate(const NetworkResult &result);
    void stopListening();

    NetworkRequest m_request;
    // Shared with every operation on the provider; guarded because a call
    // its owner forgot may outlive the provider clients at exit.
    QPointer<ProviderAuthenticator> m_authenticator;
    NetworkService *m_network;
    QPointer<NetworkCall> m_call;
    bool m_waiting = false;
    bool m_reauthenticated = false;
    int m_signIns = 0;
    bool m_done = false;
};

} // namespace Toolshelf

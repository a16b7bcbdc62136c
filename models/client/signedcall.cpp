// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/signedcall.h"

#include "client/providerauthenticator.h"
#include "net/networkcall.h"
#include "net/networkservice.h"
#include "oauth/authchallenge.h"

namespace Toolshelf {

SignedCall::SignedCall(NetworkRequest request, ProviderAuthenticator *authenticator,
                       NetworkService *network, QObject *parent)
    : QObject(parent)
    , m_request(std::move(request))
    , m_authenticator(authenticator)
    , m_network(network)
{
    // Several calls may share one authenticator: each acts on its signals only
    // while it is waiting for credentials.
    connect(m_authenticator, &ProviderAuthenticator::ready, this, [this] {
        if (m_waiting)
            send();
    });
    connect(m_authenticator, &ProviderAuthenticator::failed, this, [this](const Error &error) {
        if (!m_waiting)
            return;
        stopListening();
        // The call failed for want of credentials, whatever kept them away
        // (the cause: a refusal, the keychain, the token endpoint out of reach).
        Q_EMIT failed(Error(Error::Code::Unauthorized, {}, error));
    });
}

SignedCall::~SignedCall()
{
    if (!m_call)
        return;
    // cancel() reports synchronously; received() must not run on a half-destroyed
    // call, whose authenticator (a sibling of the same owner) may be gone already.
    disconnect(m_call, nullptr, this, nullptr);
    m_call->cancel();
}

void SignedCall::start()
{
    // Sent at once when the credentials are at hand, so the request is on its
    // way before the caller's slot returns.
    if (!m_authenticator)
        return; // the process is ending
    if (m_authenticator->canSignNow())
        return send();
    m_waiting = true;
    m_authenticator->prepare();
}

void SignedCall::send()
{
    m_waiting = false;
    NetworkRequest request = m_request;
    if (!m_authenticator)
        return;
    m_authenticator->sign(request);
    m_call = m_network->send(request);
    connect(m_call, &NetworkCall::finished, this, &SignedCall::received);
    if (request.streamed) {
        connect(m_call, &NetworkCall::streamStarted, this, &SignedCall::streamStarted);
        connect(m_call, &NetworkCall::received, this, &SignedCall::pieceReceived);
    }
}

void SignedCall::received(const NetworkResult &result)
{
    m_call = nullptr;
    if (m_done)
        return;
    if (m_authenticator && reauthenticate(result))
        return;
    stopListening();
    if (result.statusCode == 401 && m_authenticator
        && discoversAuthorization(m_authenticator->provider())) {
        // The server wants a browser sign-in, and none may be opened now.
        const QString name = m_authenticator->provider().name;
        return Q_EMIT failed(
            Error(Error::Code::Unauthorized,
                  m_signIns > 0 ? tr("%1 still refuses the sign-in").arg(name)
                                : tr("%1 asks you to sign in: sync it from the window, or run: "
                                     "toolshelf login %1")
                                      .arg(name)));
    }
    Q_EMIT answered(result);
}

bool SignedCall::reauthenticate(const NetworkResult &result)
{
    if (result.statusCode != 401 && result.statusCode != 403)
        return false;
    if (result.statusCode == 401 && !m_reauthenticated && m_authenticator->invalidate()) {
        m_reauthenticated = true;
        start();
        return true;
    }
    const AuthChallenge challenge = AuthChallenge::bearer(result.header("WWW-Authenticate"));
    if (result.statusCode == 403 && !challenge.isInsufficientScope())
        return false;
    if (!m_authenticator->canSignIn() || m_signIns >= MaxSignIns)
        return false;
    ++m_signIns;
    m_waiting = true;
    m_authenticator->signIn(challenge);
    return true;
}

void SignedCall::cancel()
{
    stopListening();
    if (m_call)
        m_call->cancel();
}

void SignedCall::stopListening()
{
    m_done = true;
    m_waiting = false;
    if (m_authenticator)
        disconnect(m_authenticator, nullptr, this, nullptr);
}

} // namespace Toolshelf

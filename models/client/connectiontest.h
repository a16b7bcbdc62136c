#pragma once

#include "providers/provider.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>

namespace Toolshelf {

class ProviderAuthenticator;
class ProviderClients;
class SignedCall;
struct NetworkResult;

// Tries a provider's settings before they are saved: GET {base}/tools?pageLimit=1
// signed exactly as a sync signs, and says in words whether the provider
// answered with a tool list or why not.
class ConnectionTest final : public QObject
{
    Q_OBJECT

public:
    // What the answer says about the credentials.
    enum class Outcome {
        Connected, // the provider listed its tools
        Refused, // it refused the credentials (HTTP 401 or 403, or the token endpoint's 4xx)
        Unchecked, // no verdict on them: out of reach, another error, not a tool list
    };

    // `secret` is the one typed in, tried with an authenticator of the test's
    // own (it is not the provider's yet); empty signs with the one stored, by
    // the provider's shared authenticator in `clients` (and a browser sign-in
    // always uses its stored token), so a test never spends a rotating refresh
    // token a sync is spending too.
    ConnectionTest(Provider provider, QByteArray secret, ProviderClients *clients,
                   QObject *parent = nullptr);
    ~ConnectionTest() override;

    // Once per test; answers with finished(), always later.
    void start();
    // Takes effect at once; finished() does not follow.
    void cancel();
    bool isRunning() const { return m_running; }
    // Once finished() was emitted.
    Outcome outcome() const { return m_outcome; }

Q_SIGNALS:
    // Once. `message` is translated, names the server and, on failure, the
    // cause; provider text in it is escaped and bounded.
    void finished(bool connected, const QString &message);

private:
    void answered(const NetworkResult &result);
    QString failure(const NetworkResult &result) const;
    void finish(Outcome outcome, const QString &message);

    Provider m_provider;
    QByteArray m_secret;
    ProviderClients *m_clients;
    QPointer<ProviderAuthenticator> m_authenticator;
    // Only an authenticator of the test's own is cancelled with it.
    bool m_ownAuthenticator = false;
    QPointer<SignedCall> m_call;
    bool m_started = false;
    bool m_running = false;
    Outcome m_outcome = Outcome::Unchecked;
};

} // namespace Toolshelf

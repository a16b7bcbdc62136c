#include "client/connectiontest.h"

#include "client/providerauthenticator.h"
#include "client/providerclients.h"
#include "client/signedcall.h"
#include "core/textsafety.h"
#include "dialects/a2t/a2turls.h"
#include "dialects/a2t/signatureparser.h"
#include "net/networkresult.h"
#include "net/originpolicy.h"

#include <QUrlQuery>

namespace Toolshelf {

namespace {

// A first page of one tool is small; a provider that ignores pageLimit is
// cut off rather than read whole.
constexpr qint64 MaxBodyBytes = 4 * 1024 * 1024;
constexpr std::chrono::milliseconds Timeout {15000};
constexpr qsizetype MaxToolNameShown = 80;

} // namespace

ConnectionTest::ConnectionTest(Provider provider, QByteArray secret, ProviderClients *clients,
                               QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_secret(std::move(secret))
    , m_clients(clients)
{ }

ConnectionTest::~ConnectionTest()
{
    cancel();
    m_secret.fill('\0');
}

void ConnectionTest::start()
{
    if (m_started)
        return;
    m_started = true;
    m_running = true;
    m_ownAuthenticator
        = !m_secret.isEmpty() && m_provider.auth != AuthMethod::OAuth2AuthorizationCode;
    if (m_ownAuthenticator) {
        m_authenticator = new ProviderAuthenticator(m_provider, m_clients->credentials(),
                                                    m_clients->network(), this);
        m_authenticator->useSecret(m_secret);
    } else {
        m_authenticator = m_clients->authenticator(m_provider);
    }

    QUrl url = A2tUrls::tools(m_provider.baseUrl);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("pageLimit"), QStringLiteral("1"));
    url.setQuery(query);
    NetworkRequest request = NetworkRequest::get(url);
    request.addHeader("Accept", "application/json");
    // The user is waiting for a verdict, not for retries to run out.
    request.retryable = false;
    request.transferTimeout = Timeout;
    request.maxBodyBytes = MaxBodyBytes;
    m_call = new SignedCall(request, m_authenticator, m_clients->network(), this);
    connect(m_call, &SignedCall::answered, this, &ConnectionTest::answered);
    connect(m_call, &SignedCall::failed, this, [this](const Error &error) {
        finish(m_authenticator->wasRefused() ? Outcome::Refused : Outcome::Unchecked, error.text());
    });
    m_call->start();
}

void ConnectionTest::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    if (m_call)
        m_call->cancel();
    if (m_authenticator && m_ownAuthenticator)
        m_authenticator->cancel();
}

void ConnectionTest::answered(const NetworkResult &result)
{
    if (!result.ok()) {
        const bool refused = result.error == NetworkResult::Error::HttpError
            && (result.statusCode == 401 || result.statusCode == 403);
        return finish(refused ? Outcome::Refused : Outcome::Unchecked, failure(result));
    }
    const QString host = OriginPolicy::displayHost(m_provider.baseUrl);
    const ParsedDocument document = SignatureParser::parseDocument(result.body);
    if (!document.isReadable())
        return finish(
            Outcome::Unchecked,
            tr("%1 answered, but not with a tool list: %2").arg(host, document.fatal->message));
    if (document.shape != DocumentShape::Page)
        return finish(Outcome::Unchecked,
                      tr("%1 answered, but not with an A2T page of tools ({\"items\": [...], "
                         "\"paging\": {...}}); check the base URL.")
                          .arg(host));
    if (document.signatures.isEmpty())
        return finish(Outcome::Connected,
                      tr("Connected to %1 — the provider lists no tools yet.").arg(host));
    const QString name
        = TextSafety::shortened(document.signatures.first().signature.name, MaxToolNameShown + 1);
    finish(Outcome::Connected,
           tr("Connected to %1 — the provider lists tools; the first is \"%2\".").arg(host, name));
}

QString ConnectionTest::failure(const NetworkResult &result) const
{
    const QString host = OriginPolicy::displayHost(m_provider.baseUrl);
    if (result.error != NetworkResult::Error::HttpError)
        return result.errorString;
    switch (result.statusCode) {
    case 401:
        if (m_provider.auth == AuthMethod::None)
            return tr("%1 asks for credentials (HTTP 401): choose how to sign in and enter the "
                      "secret.")
                .arg(host);
        return tr("%1 refused the credentials (HTTP 401): check the secret.").arg(host);
    case 403:
        return tr("%1 refused access (HTTP 403): these credentials are not allowed to list tools.")
            .arg(host);
    case 404:
        return tr("%1 has no tool list there (HTTP 404): check the base URL; GET {base}/tools "
                  "must list the tools.")
            .arg(host);
    default:
        return result.errorString;
    }
}

void ConnectionTest::finish(Outcome outcome, const QString &message)
{
    if (!m_running)
        return;
    m_running = false;
    m_outcome = outcome;
    Q_EMIT finished(outcome == Outcome::Connected, message);
}

} // namespace Toolshelf

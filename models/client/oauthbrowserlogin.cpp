// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/oauthbrowserlogin.h"

#include "oauth/browser.h"
#include "oauth/pkce.h"

#include <QHostAddress>
#include <QOAuth2AuthorizationCodeFlow>
#include <QOAuthHttpServerReplyHandler>

namespace Toolshelf {

OAuthBrowserLogin::OAuthBrowserLogin(Provider provider, QNetworkAccessManager *manager,
                                     QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_flow(new QOAuth2AuthorizationCodeFlow(manager, this))
{
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(std::chrono::minutes(5));
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        fail(tr("%1: no answer from the browser within %2 minutes")
                 .arg(m_provider.name, QString::number(m_timeout.interval() / 60000)));
    });

    m_flow->setAuthorizationUrl(m_provider.authorizationUrl);
    m_flow->setAccessTokenUrl(m_provider.tokenUrl);
    m_flow->setClientIdentifier(m_provider.clientId);
    m_flow->setScope(m_provider.scope);
    // The redirect is received on loopback only, on a port the system picks.
    m_flow->setReplyHandler(new QOAuthHttpServerReplyHandler(QHostAddress::LocalHost, 0, m_flow));

#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    m_flow->setPkceMethod(QOAuth2AuthorizationCodeFlow::PkceMethod::S256);
#else
    // Qt before 6.8 has no PKCE: add the challenge and the verifier by hand.
    const QByteArray verifier = Pkce::verifier();
    const QByteArray challenge = Pkce::challenge(verifier);
    m_flow->setModifyParametersFunction([verifier,
                                         challenge](QAbstractOAuth::Stage stage,
                                                    QMultiMap<QString, QVariant> *parameters) {
        if (stage == QAbstractOAuth::Stage::RequestingAuthorization) {
            parameters->insert(QStringLiteral("code_challenge"), QString::fromLatin1(challenge));
            parameters->insert(QStringLiteral("code_challenge_method"), QStringLiteral("S256"));
        } else if (stage == QAbstractOAuth::Stage::RequestingAccessToken) {
            parameters->insert(QStringLiteral("code_verifier"), QString::fromLatin1(verifier));
        }
    });
#endif

    connect(m_flow, &QAbstractOAuth::authorizeWithBrowser, this,
            [this](const QUrl &url) { Q_EMIT openBrowser(url, Browser::open(url)); });
    connect(m_flow, &QAbstractOAuth::granted, this, [this] {
        const QByteArray refresh = m_flow->refreshToken().toUtf8();
        if (refresh.isEmpty())
            return fail(
                tr("%1 signed you in but gave no refresh token, so the sign-in cannot be kept")
                    .arg(m_provider.name));
        m_done = true;
        m_timeout.stop();
        Q_EMIT succeeded(refresh);
    });
    connect(m_flow, &QAbstractOAuth2::error, this,
            [this](const QString &error, const QString &description, const QUrl &) {
                fail(tr("%1 refused the sign-in: %2")
                         .arg(m_provider.name, description.isEmpty() ? error : description));
            });
}

OAuthBrowserLogin::~OAuthBrowserLogin() = default;

void OAuthBrowserLogin::start()
{
    m_timeout.start();
    m_flow->grant();
}

void OAuthBrowserLogin::fail(const QString &message)
{
    if (m_done)
        return;
    m_done = true;
    m_timeout.stop();
    Q_EMIT failed(message);
}

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/provider.h"

#include <QObject>
#include <QTimer>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
class QOAuth2AuthorizationCodeFlow;
QT_END_NAMESPACE

namespace Toolshelf {

// Signs in to a provider with the OAuth2 authorization-code grant and PKCE
// (RFC 7636, S256) in the user's web browser, receiving the code on a
// loopback redirect (RFC 8252). Yields the refresh token, which is what the
// keychain keeps; access tokens are fetched from it when needed.
class OAuthBrowserLogin final : public QObject
{
    Q_OBJECT

public:
    OAuthBrowserLogin(Provider provider, QNetworkAccessManager *manager, QObject *parent = nullptr);
    ~OAuthBrowserLogin() override;

    // How long to wait for the user to finish in the browser.
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout.setInterval(timeout); }
    // Opens the browser: $BROWSER when set (a command; the URL is appended),
    // else the desktop's default. openBrowser() also tells the URL, in case
    // no browser could be started.
    void start();

Q_SIGNALS:
    void openBrowser(const QUrl &url, bool started);
    void succeeded(const QByteArray &refreshToken);
    // Translated; names the provider and the cause.
    void failed(const QString &message);

private:
    void fail(const QString &message);

    Provider m_provider;
    QOAuth2AuthorizationCodeFlow *m_flow;
    QTimer m_timeout;
    bool m_done = false;
};

} // namespace Toolshelf

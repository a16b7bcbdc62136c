// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <variant>

namespace Toolshelf {

// A client that authenticates with a key pair instead of a shared secret
// (private_key_jwt, RFC 7523 2.2, as the MCP client-credentials extension
// uses it): each token request carries a short-lived JWT signed with the
// client's private key, which stays in the keychain as the client's secret.
class ClientAssertion final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ClientAssertion)

public:
    static constexpr auto AssertionType = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";

    // The secret is a PEM private key rather than a client secret.
    static bool isPrivateKey(const QByteArray &secret);
    // A JWT for `audience` (the authorization server's issuer), iss and sub
    // the client id, valid for five minutes, with a random jti; signed ES256
    // with a P-256 key or RS256 with an RSA key. The error (translated) when
    // the key cannot be read or is of another kind.
    static std::variant<QByteArray, QString> make(const QByteArray &privateKeyPem,
                                                  const QString &clientId, const QString &audience);
};

} // namespace Toolshelf

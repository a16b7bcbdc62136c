// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

struct Provider;

// What a stored secret was given for: one provider's identity, its sign-in
// method and the origins the secret, or the tokens obtained with it, are sent
// to. The keychain keeps it sealed together with the secret, and a secret is
// handed out only to a provider whose binding is still the same, so no change
// of settings ever sends an old secret to a new origin.
struct SecretBinding
{
    // Provider::id.
    QString provider;
    // authMethodName().
    QString auth;
    // OriginPolicy::origin() of the base URL, where keys and access tokens
    // go, then for OAuth2 of the token URL, where the client secret and the
    // refresh token go.
    QStringList origins;

    struct Unsealed;

    static SecretBinding of(const Provider &provider);

    // What the keychain stores: a versioned magic line, the binding as one
    // line of JSON, then the secret's bytes unchanged.
    QByteArray seal(const QByteArray &secret) const;
    // Nothing when `value` is not sealed (a secret stored before bindings).
    static std::optional<Unsealed> unseal(const QByteArray &value);

    // "bearer https://tools.example:443": the method and origins without the
    // identity. Messages show it, and ProviderRegistry records it for secrets
    // that were filed under a provider's name.
    QString summary() const;

    friend bool operator==(const SecretBinding &, const SecretBinding &) = default;
};

struct SecretBinding::Unsealed
{
    SecretBinding binding;
    QByteArray secret;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/secretbinding.h"

#include "core/jsonpreflight.h"
#include "net/originpolicy.h"
#include "providers/provider.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

// Changes only with the layout; an unknown version is not a sealed secret.
constexpr QByteArrayView Magic = "toolshelf-secret/1\n";
// The binding line of a provider with long URLs still fits many times over.
constexpr qsizetype MaxBindingBytes = 16 * 1024;

} // namespace

SecretBinding SecretBinding::of(const Provider &provider)
{
    SecretBinding binding;
    binding.provider = provider.id;
    binding.auth = authMethodName(provider.auth);
    if (provider.auth == AuthMethod::None)
        return binding;
    if (isLocal(provider)) {
        // The secret environment goes to this program line only: another
        // command is another recipient.
        binding.origins.append(QStringLiteral("command:") + providerLocation(provider));
        return binding;
    }
    binding.origins.append(OriginPolicy::origin(provider.baseUrl));
    if (isOAuth2(provider.auth))
        binding.origins.append(OriginPolicy::origin(provider.tokenUrl));
    return binding;
}

QByteArray SecretBinding::seal(const QByteArray &secret) const
{
    const QByteArray line = QJsonDocument(QJsonObject {{QStringLiteral("provider"), provider},
                                                       {QStringLiteral("auth"), auth},
                                                       {QStringLiteral("origins"),
                                                        QJsonArray::fromStringList(origins)}})
                                .toJson(QJsonDocument::Compact);
    // Sized once, so the secret is copied into exactly one buffer.
    QByteArray sealed;
    sealed.reserve(Magic.size() + line.size() + 1 + secret.size());
    sealed.append(Magic.data(), Magic.size());
    sealed.append(line);
    sealed.append('\n');
    sealed.append(secret);
    return sealed;
}

std::optional<SecretBinding::Unsealed> SecretBinding::unseal(const QByteArray &value)
{
    if (!value.startsWith(Magic))
        return std::nullopt;
    const qsizetype end = value.indexOf('\n', Magic.size());
    if (end < 0 || end - Magic.size() > MaxBindingBytes)
        return std::nullopt;
    const QByteArray line = value.mid(Magic.size(), end - Magic.size());
    JsonLimits limits;
    limits.maxBytes = MaxBindingBytes;
    limits.maxDepth = 3;
    if (JsonPreflight::check(line, limits))
        return std::nullopt;
    const QJsonObject object = QJsonDocument::fromJson(line).object();
    const QJsonValue origins = object.value(QStringLiteral("origins"));
    if (!object.value(QStringLiteral("provider")).isString()
        || !object.value(QStringLiteral("auth")).isString() || !origins.isArray())
        return std::nullopt;
    Unsealed unsealed;
    unsealed.binding.provider = object.value(QStringLiteral("provider")).toString();
    unsealed.binding.auth = object.value(QStringLiteral("auth")).toString();
    for (const QJsonValue &origin : origins.toArray()) {
        if (!origin.isString())
            return std::nullopt;
        unsealed.binding.origins.append(origin.toString());
    }
    // A buffer of its own, which the caller may wipe.
    unsealed.secret = QByteArray(value.constData() + end + 1, value.size() - end - 1);
    return unsealed;
}

QString SecretBinding::summary() const
{
    return QStringList(QStringList {auth} + origins).join(u' ');
}

} // namespace Toolshelf

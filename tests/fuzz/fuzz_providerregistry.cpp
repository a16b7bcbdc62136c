// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes ProviderRegistry::fromJson, which reads providers.json, the
// administrator's managed file and `toolshelf provider import`. What it
// accepts must be valid, and must save and load again unchanged: every
// setting the provider's auth method uses survives toJson() and fromJson(),
// and the saved file is a fixed point.

#include "fuzzsupport.h"

#include "providers/providerregistry.h"

using namespace Toolshelf;

namespace {

// The provider with the settings its auth method does not use set to their
// defaults: a file may carry them, but they are not saved.
Provider used(Provider provider)
{
    const Provider defaults;
    if (provider.auth != AuthMethod::ApiKey)
        provider.apiKeyHeader = defaults.apiKeyHeader;
    if (!isOAuth2(provider.auth)) {
        provider.clientId = defaults.clientId;
        provider.tokenUrl = defaults.tokenUrl;
        provider.scope = defaults.scope;
    }
    if (provider.auth != AuthMethod::OAuth2AuthorizationCode)
        provider.authorizationUrl = defaults.authorizationUrl;
    return provider;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto parsed = ProviderRegistry::fromJson(FuzzSupport::bytes(data, size).toByteArray());
    const auto *providers = std::get_if<QList<Provider>>(&parsed);
    if (!providers)
        return 0;
    for (const Provider &provider : *providers) {
        const auto problem = ProviderRegistry::validate(provider);
        FuzzSupport::check(!problem, "every provider read is valid", provider.name.toUtf8(),
                           problem.value_or(QString()).toUtf8());
    }

    const QByteArray saved = ProviderRegistry::toJson(*providers);
    const auto reloaded = ProviderRegistry::fromJson(saved);
    const QString *problem = std::get_if<QString>(&reloaded);
    FuzzSupport::check(!problem, "a saved providers file loads again", saved,
                       problem ? problem->toUtf8() : QByteArray());
    const QList<Provider> &again = std::get<QList<Provider>>(reloaded);
    FuzzSupport::check(again.size() == providers->size(), "a saved file holds every provider",
                       saved, ProviderRegistry::toJson(again));
    for (qsizetype i = 0; i < again.size(); ++i)
        FuzzSupport::check(again.at(i) == used(providers->at(i)),
                           "every setting in use is saved and loaded unchanged",
                           ProviderRegistry::toJson({used(providers->at(i))}),
                           ProviderRegistry::toJson({again.at(i)}));
    const QByteArray resaved = ProviderRegistry::toJson(again);
    FuzzSupport::check(resaved == saved, "a saved providers file loads unchanged", saved, resaved);
    return 0;
}

#include "providers/provider.h"

#include <array>

namespace Toolshelf {

namespace {

constexpr std::array<std::pair<AuthMethod, const char *>, 5> AuthNames {{
    {AuthMethod::None, "none"},
    {AuthMethod::ApiKey, "api-key"},
    {AuthMethod::Bearer, "bearer"},
    {AuthMethod::OAuth2ClientCredentials, "oauth2-client"},
    {AuthMethod::OAuth2AuthorizationCode, "oauth2-code"},
}};

} // namespace

QString authMethodName(AuthMethod method)
{
    for (const auto &[value, name] : AuthNames) {
        if (value == method)
            return QString::fromLatin1(name);
    }
    return {};
}

std::optional<AuthMethod> authMethodFromName(const QString &name)
{
    for (const auto &[value, text] : AuthNames) {
        if (name == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

bool isOAuth2(AuthMethod method)
{
    return method == AuthMethod::OAuth2ClientCredentials
        || method == AuthMethod::OAuth2AuthorizationCode;
}

} // namespace Toolshelf

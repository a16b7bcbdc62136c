// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/provider.h"

#include "dialects/mcp/mcpdialect.h"

#include <QDir>
#include <QRegularExpression>

#include <array>

namespace Toolshelf {

namespace {

constexpr std::array<std::pair<AuthMethod, const char *>, 6> AuthNames {{
    {AuthMethod::None, "none"},
    {AuthMethod::ApiKey, "api-key"},
    {AuthMethod::Bearer, "bearer"},
    {AuthMethod::OAuth2ClientCredentials, "oauth2-client"},
    {AuthMethod::OAuth2AuthorizationCode, "oauth2-code"},
    {AuthMethod::Environment, "env"},
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

QString providerLocation(const Provider &provider)
{
    if (provider.baseUrl.isLocalFile())
        return QDir::toNativeSeparators(provider.baseUrl.toLocalFile());
    if (!isLocal(provider))
        return provider.baseUrl.toString();
    QStringList quoted;
    for (const QString &word : provider.command) {
        // Quoted as QProcess::splitCommand() reads it back (a form's command
        // line): double quotes, a quote inside tripled.
        static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_@%+=:,./-]+$"));
        quoted.append(plain.match(word).hasMatch()
                          ? word
                          : u'"' + QString(word).replace(u'"', QStringLiteral("\"\"\"")) + u'"');
    }
    return quoted.join(u' ');
}

QUrl filesLocation(const QString &typed)
{
    const QString text = typed.trimmed();
    if (text.isEmpty())
        return {};
    // A scheme has two letters or more: "C:" is a drive.
    static const QRegularExpression scheme(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]+:"));
    if (scheme.match(text).hasMatch())
        return QUrl(text, QUrl::StrictMode);
    QString path = text;
    if (path == u'~' || path.startsWith(QLatin1String("~/")))
        path = QDir::homePath() + path.mid(1);
    return QUrl::fromLocalFile(QDir::cleanPath(QDir::current().absoluteFilePath(path)));
}

bool isSecretVariable(const QString &name)
{
    // Word parts, so MONKEY is no KEY but GITHUB_PERSONAL_ACCESS_TOKEN is a TOKEN.
    static const QRegularExpression secret(
        QStringLiteral("(^|_)(TOKEN|SECRET|PASSWORD|PASSWD|PASS|PAT|KEY|APIKEY|CREDENTIALS?|AUTH|"
                       "COOKIE|SESSION|PRIVATE)(_|$)"),
        QRegularExpression::CaseInsensitiveOption);
    return secret.match(name).hasMatch();
}

bool isOAuth2(AuthMethod method)
{
    return method == AuthMethod::OAuth2ClientCredentials
        || method == AuthMethod::OAuth2AuthorizationCode;
}

bool discoversAuthorization(const Provider &provider)
{
    return provider.dialect == McpDialect::DialectId && !isLocal(provider)
        && isOAuth2(provider.auth) && provider.tokenUrl.isEmpty();
}

} // namespace Toolshelf

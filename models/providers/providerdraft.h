// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/credentialstore.h"
#include "providers/provider.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Toolshelf {

class ProviderRegistry;

// A provider's settings as typed into a form, turned into a Provider and
// checked field by field, so the form can point at what to fix before the
// registry (which has the last word) sees them.
struct ProviderDraft
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ProviderDraft)

public:
    enum class Field {
        Name,
        BaseUrl,
        ApiKeyHeader,
        ClientId,
        TokenUrl,
        AuthorizationUrl,
        Secret,
        Command,
        Environment,
        // A declaration-files provider's folder, file or https address (in `baseUrl`).
        Path,
        Other
    };
    struct Problem
    {
        Field field = Field::Other;
        // Translated; says what to do.
        QString message;
    };

    QString name;
    QString baseUrl;
    QString dialect = A2tTool::DialectId;
    AuthMethod auth = AuthMethod::None;
    QString apiKeyHeader;
    QString clientId;
    QString tokenUrl;
    QString authorizationUrl;
    QString scope;
    // Not shown in the dialog (set with `toolshelf provider add
    // --client-metadata-url`): carried so that editing keeps it.
    QUrl clientMetadataUrl;
    // The API key, bearer token or client secret typed in; empty keeps the
    // stored one where keepsStoredSecret() allows it.
    QByteArray secret;
    // A local server (an MCP server started as a program): its command line
    // as a shell would read it, and NAME=value lines of its environment.
    // Secret-looking variables among them are the provider's secret
    // (AuthMethod::Environment); none typed keeps those stored.
    bool local = false;
    QString command;
    QString environment;
    // Declaration files (FilesDialect): `baseUrl` is the folder or file as
    // typed (filesLocation()), or the https address of one document.
    bool files = false;

    static ProviderDraft from(const Provider &provider);
    // Whitespace around the fields is dropped; URLs are parsed strictly.
    Provider provider() const;

    // Which keychain entry a method signs with; nothing for AuthMethod::None.
    static std::optional<SecretKind> secretKind(AuthMethod method);
    // The methods whose secret is typed into the form (not a browser sign-in's).
    static bool takesTypedSecret(AuthMethod method);

    // `stored` is the provider being edited as it is saved, nothing when adding.
    // Its secret still applies only for the same method and the same origins
    // of the base URL and, for OAuth2, the token URL (its SecretBinding): a
    // stored secret is never sent to a server it was not entered for.
    bool keepsStoredSecret(const std::optional<Provider> &stored) const;

    // What a connection test needs: the URLs, the auth settings, a secret.
    std::optional<Problem> checkConnection(const std::optional<Provider> &stored) const;
    // What saving needs: a unique name too, and the registry's own rules.
    std::optional<Problem> check(const ProviderRegistry &registry,
                                 const std::optional<Provider> &stored) const;

    // The draft of a local server once its environment lines are read: the
    // secret-looking ones are its secret, and its method follows (env when
    // there are some now, or stored ones that still apply).
    ProviderDraft withLocalSecrets(const std::optional<Provider> &stored) const;

private:
    // The environment lines, split into the file's and the keychain's; the
    // number of the first line that is no NAME=value, 0 when all are.
    int splitEnvironment(QStringList *plain, QList<std::pair<QString, QString>> *secrets) const;
    // URLs and auth settings, what both checks need.
    std::optional<Problem> checkSettings() const;
    std::optional<Problem> checkTypedSecret(const std::optional<Provider> &stored) const;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes an agent host's MCP configuration (McpServersConfig::read): every
// server read is a provider the registry accepts, and no secret-looking
// variable is left in what the providers file would hold.

#include "fuzzsupport.h"

#include "providers/mcpserversconfig.h"
#include "providers/providerregistry.h"

using namespace Toolshelf;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json = FuzzSupport::bytes(data, size).toByteArray();
    McpServersConfig::recognises(json);
    const auto read = McpServersConfig::read(json);
    const auto *servers = std::get_if<QList<McpServersConfig::Server>>(&read);
    if (!servers)
        return 0;
    for (const McpServersConfig::Server &server : *servers) {
        const auto problem = ProviderRegistry::validate(server.provider);
        FuzzSupport::check(!problem, "a server read is a valid provider", {},
                           problem.value_or(QString()).toUtf8());
        for (const QString &pair : server.provider.environment)
            FuzzSupport::check(!isSecretVariable(pair.section(u'=', 0, 0)),
                               "no secret variable is left in the file", {}, pair.toUtf8());
        FuzzSupport::check(server.secret.isEmpty() == server.secretNames.isEmpty(),
                           "a secret is stored exactly when it has names");
    }
    return 0;
}

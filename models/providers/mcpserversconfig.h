// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/provider.h"
#include "providers/secretenvironment.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <variant>

namespace Toolshelf {

// The MCP server configuration agent hosts share: Claude Desktop's and
// Cursor's {"mcpServers": {NAME: {...}}} and VS Code's {"servers": {NAME:
// {...}}}. Each server is a local command (command, args, env) or a remote
// endpoint (url, headers). Read into providers whose files never hold a
// secret: secret-looking variables and credential headers are handed back
// apart, for the keychain.
class McpServersConfig final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::McpServersConfig)

public:
    struct Server
    {
        Provider provider;
        // The keychain's part: the secret variables of a local server
        // (AuthMethod::Environment), or a remote one's key or token.
        QByteArray secret;
        // Which names the secret holds, for people.
        QStringList secretNames;
        // What could not be taken over, one translated sentence each.
        QStringList notes;
    };

    // Whether `json` looks like a host's configuration rather than a
    // Toolshelf provider file.
    static bool recognises(const QByteArray &json);
    // The servers, in the file's order; or why the file is none.
    static std::variant<QList<Server>, QString> read(const QByteArray &json);
};

} // namespace Toolshelf

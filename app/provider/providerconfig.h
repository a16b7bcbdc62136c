// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "authconfig.h"
#include "faultconfig.h"

#include <QString>

namespace Toolshelf {

// Everything a reference provider run is told on its command line.
struct ProviderConfig
{
    enum class Dialect {
        // The IETF A2T draft (seeds 000 and 001).
        A2t,
        // Seed 003's a2t: a capabilities file, groups, search, offset paging.
        A2tCapabilities,
        // MCP over streamable HTTP, at {root}/mcp (McpRoutes).
        Mcp,
    };

    // What the a2t capabilities dialect offers, and where.
    struct Capabilities
    {
        // Endpoint paths below the provider's root, as the capabilities file names them.
        QString toolsPath = QStringLiteral("/tools");
        QString groupsPath = QStringLiteral("/groups");
        bool groups = true;
        bool search = true;
        // Leaf groups of a synthetic catalog's marketplace (SyntheticMarketplace);
        // 0 lets the marketplace choose from the catalog's size.
        qsizetype syntheticGroups = 0;
    };

    Dialect dialect = Dialect::A2t;
    Capabilities capabilities;
    // Path prefix of {platform-root}, e.g. "/v1"; empty for none.
    QString root;
    int defaultPageLimit = 50;
    int maxPageLimit = 100;
    AuthConfig auth;
    FaultConfig faults;
};

} // namespace Toolshelf

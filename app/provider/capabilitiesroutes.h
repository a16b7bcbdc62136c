// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "capabilitiessource.h"
#include "httpexchange.h"
#include "providerconfig.h"

#include <memory>
#include <optional>

namespace Toolshelf {

// The endpoints of seed 003's a2t over one catalog: the capabilities file,
// tools and groups with `q` search and offset paging, and calls of a tool.
// What the catalog holds comes from its source; this class only speaks HTTP.
class CapabilitiesRoutes
{
public:
    static inline const QString CapabilitiesPath
        = QStringLiteral("/.well-known/a2t-capabilities.json");

    CapabilitiesRoutes(std::unique_ptr<const CapabilitiesSource> source,
                       const ProviderConfig &config);

    // The capabilities file.
    HttpReply capabilities() const;
    // Whether `path` (below the provider's root) is one of the endpoints
    // that need credentials.
    bool isEndpoint(const QString &path) const;
    // The answer to a request of an endpoint; nothing for the stall fault.
    // `encodedPath` is the path below the provider's root as sent, so a group
    // id holding "/" (percent-encoded) stays one segment.
    std::optional<HttpReply> answer(const HttpRequest &request, const QString &encodedPath);

private:
    // `group` is a group's index or CapabilitiesSource::TopLevel.
    std::optional<HttpReply> listTools(const HttpRequest &request, qsizetype group);
    HttpReply listGroups(const HttpRequest &request);
    HttpReply invoke(qsizetype index, const HttpRequest &request);
    // The page asked for and the search, or why they cannot be read.
    std::variant<CapabilitiesPage::Request, HttpReply>
    readRequest(const HttpRequest &request) const;

    std::unique_ptr<const CapabilitiesSource> m_source;
    const ProviderConfig &m_config;
};

} // namespace Toolshelf

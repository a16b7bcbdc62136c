#pragma once

#include "capabilitiesview.h"
#include "httpexchange.h"
#include "providerconfig.h"

#include <optional>

namespace Toolshelf {

// The endpoints of seed 003's a2t over one catalog: the capabilities file,
// tools and groups with `q` search and offset paging, and calls of a tool.
class CapabilitiesRoutes
{
public:
    static inline const QString CapabilitiesPath
        = QStringLiteral("/.well-known/a2t-capabilities.json");

    CapabilitiesRoutes(const Catalog &catalog, const ProviderConfig &config);

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
    struct Page
    {
        qsizetype offset = 0;
        int limit = 0;
    };

    std::optional<HttpReply> listTools(const HttpRequest &request, const QList<qsizetype> &scope);
    HttpReply listGroups(const HttpRequest &request);
    HttpReply invoke(const QString &name, const HttpRequest &request);
    std::variant<Page, HttpReply> readPage(const HttpRequest &request) const;
    QString query(const HttpRequest &request) const;

    CapabilitiesView m_view;
    const ProviderConfig &m_config;
    QList<qsizetype> m_allTools;
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/toollistings.h"

#include "core/textsafety.h"
#include "dialects/a2t/a2ttool.h"
#include "dialects/a2t/a2turls.h"
#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "dialects/dialectregistry.h"
#include "dialects/files/filesdialect.h"
#include "dialects/mcp/mcpdialect.h"
#include "sync/capabilitieslisting.h"
#include "sync/fileslisting.h"
#include "sync/mcplisting.h"
#include "sync/pagedfetch.h"

namespace Toolshelf {

namespace {

Error unknownDialect(const Provider &provider)
{
    return Error(Error::Code::Other,
                 ToolListings::tr("this build cannot list the tools of a provider speaking \"%1\"")
                     .arg(provider.dialect.left(80)));
}

} // namespace

ToolListing *ToolListings::tools(const Provider &provider, const Context &context, QObject *parent,
                                 Error *error)
{
    if (provider.dialect == A2tCapabilitiesDialect::DialectId) {
        auto *listing
            = new CapabilitiesListing(provider.name, provider.baseUrl, context.authenticator,
                                      context.network, context.budget, parent);
        listing->setGroups(context.groups, context.onlyGroups);
        return listing;
    }
    if (!context.onlyGroups.isEmpty()) {
        *error = Error(Error::Code::Other,
                       tr("a provider speaking \"%1\" files no tools in groups")
                           .arg(provider.dialect.left(80)));
        return nullptr;
    }
    // An MCP server's endpoint is the URL it was added with, or its command.
    if (provider.dialect == McpDialect::DialectId)
        return new McpListing(
            provider.name,
            McpSession::forProvider(provider, context.authenticator, context.network),
            TextSafety::escapeLine(providerLocation(provider)).left(200), context.budget, parent);
    // A file, a folder, or one document at an https URL.
    if (provider.dialect == FilesDialect::DialectId)
        return new FilesListing(provider.name, provider.baseUrl, context.authenticator,
                                context.network, context.budget, parent);
    if (provider.dialect != A2tTool::DialectId) {
        *error = unknownDialect(provider);
        return nullptr;
    }
    auto *fetch = new PagedFetch(provider.name, A2tUrls::tools(provider.baseUrl),
                                 context.authenticator, context.network, context.budget, parent);
    fetch->setPageCheck([](ParsedDocument &page) { ConformanceLinter::lintDocument(page); });
    return fetch;
}

ToolListing *ToolListings::versions(const Provider &provider, const QString &toolId,
                                    const Context &context, QObject *parent, Error *error)
{
    if (const ToolDialect *dialect = Dialects::find(provider.dialect);
        dialect && dialect->countsVersions()) {
        *error = Error(Error::Code::Other,
                       tr("a provider speaking %1 keeps no version histories: Toolshelf "
                          "numbers the versions it sees as it syncs")
                           .arg(dialect->displayName()));
        return nullptr;
    }
    if (provider.dialect != A2tTool::DialectId) {
        *error = unknownDialect(provider);
        return nullptr;
    }
    const QUrl url = A2tUrls::versions(provider.baseUrl, toolId);
    if (!url.isValid()) {
        *error = Error(Error::Code::Malformed,
                       tr("the tool id \"%1\" cannot be used in a URL").arg(toolId.left(80)));
        return nullptr;
    }
    auto *fetch = new PagedFetch(provider.name, url, context.authenticator, context.network,
                                 context.budget, parent);
    fetch->setPageCheck([](ParsedDocument &page) {
        // A page of a history need not hold the current version.
        ConformanceLinter::Options options;
        options.latestMustBeCurrent = false;
        ConformanceLinter::lintDocument(page, options);
    });
    return fetch;
}

} // namespace Toolshelf

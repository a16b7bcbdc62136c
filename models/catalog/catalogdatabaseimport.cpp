// Versions that arrive from a bundle rather than from their provider.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogdatabaseformat.h"
#include "dialects/a2t/a2ttool.h"
#include "tool/canonicaljson.h"

namespace Toolshelf {

using CatalogDatabaseFormat::sqlText;

bool CatalogDatabase::storeImportedVersion(const QString &provider, const ParsedSignature &parsed,
                                           QString *error)
{
    const ToolSignature &signature = parsed.signature;
    return inTransaction(
        [&](QString *failure) {
            // A bundle carries its versions in the A2T form.
            if (!storeVersions(provider, A2tTool::DialectId, signature.toolId, {parsed}, failure))
                return false;
            if (toolRow(provider, signature.toolId))
                return true;
            // A tool this catalog has never synced: list it at the bundled
            // version until a sync of its provider says what is current.
            const QString digest = QString::fromLatin1(CanonicalJson::versionDigest(signature));
            return run(QStringLiteral("INSERT INTO tools (provider, tool_id, current_version,"
                                      " current_digest, display_version, display_digest, name,"
                                      " description, tags, listed, first_seen, updated_at)"
                                      " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)"),
                       {provider, signature.toolId, signature.version, digest, signature.version,
                        digest, sqlText(signature.name), sqlText(signature.description),
                        CatalogDatabaseFormat::tagsJson(signature.tags), now(), now()},
                       failure)
                && refreshTool(provider, signature.toolId, failure, nullptr);
        },
        error);
}

} // namespace Toolshelf

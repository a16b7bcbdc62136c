// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes a provider's page as a sync reads it (PagedFetch, ProviderSync):
// SignatureParser::parseOutline(), firstNonSignature() and readSignatures()
// when it is a page, then ConformanceLinter::lintDocument() as a listing and
// as a version history.
// Findings must point where they belong, since the catalog and `toolshelf
// lint` show them by path: each signature is the page's item it says it is,
// and every finding appended to a signature lies inside that signature.

#include "fuzzsupport.h"

#include "core/jsonpath.h"
#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2t/signatureparser.h"

#include <optional>

using namespace Toolshelf;

namespace {

bool isInside(const QString &path, const QString &base)
{
    return path == base
        || (path.startsWith(base)
            && (path.at(base.size()) == u'.' || path.at(base.size()) == u'['));
}

void checkPaths(const ParsedDocument &document, qsizetype itemCount, const char *lintedAs)
{
    const QString items = JsonPath::member(JsonPath::root(), QStringLiteral("items"));
    qsizetype next = 0; // items that are no object are skipped, with a finding
    for (const ParsedSignature &parsed : document.signatures) {
        bool found = false;
        while (!found && next < itemCount)
            found = parsed.path == JsonPath::index(items, next++);
        FuzzSupport::check(found, "each signature is a later item of the page than the one before",
                           items.toUtf8(), parsed.path.toUtf8());
        for (const Diagnostic &diagnostic : parsed.diagnostics)
            FuzzSupport::check(isInside(diagnostic.path, parsed.path), lintedAs,
                               parsed.path.toUtf8(),
                               (diagnostic.path + u": " + diagnostic.message).toUtf8());
    }
    for (const Diagnostic &diagnostic : document.diagnostics)
        FuzzSupport::check(isInside(diagnostic.path, JsonPath::root()),
                           "a finding about the page is a path in it", JsonPath::root().toUtf8(),
                           diagnostic.path.toUtf8());
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    DocumentOutline outline = SignatureParser::parseOutline(FuzzSupport::bytes(data, size));
    if (!outline.document.isReadable() || outline.document.shape != DocumentShape::Page)
        return 0;
    const qsizetype items = outline.items.size();
    // A sync fails a page holding an item that is no tool; one that passes
    // is read to a signature per item.
    const std::optional<Diagnostic> junk = SignatureParser::firstNonSignature(outline);
    const ParsedDocument page = SignatureParser::readSignatures(std::move(outline));
    checkPaths(page, items, "a finding of the parser lies inside its signature");
    if (junk) {
        const QString itemsPath = JsonPath::member(JsonPath::root(), QStringLiteral("items"));
        FuzzSupport::check(junk->path.startsWith(itemsPath + u'['),
                           "an item that is no tool is named by its path", itemsPath.toUtf8(),
                           junk->path.toUtf8());
    } else {
        FuzzSupport::check(page.signatures.size() == items,
                           "a page without junk is read to one signature per item",
                           QByteArray::number(items), QByteArray::number(page.signatures.size()));
    }

    ParsedDocument listing = page;
    ConformanceLinter::lintDocument(listing);
    checkPaths(listing, items, "a finding of the linter (a listing) lies inside its signature");

    ParsedDocument history = page;
    ConformanceLinter::Options options;
    options.latestMustBeCurrent = false;
    ConformanceLinter::lintDocument(history, options);
    checkPaths(history, items,
               "a finding of the linter (a version history) lies inside its signature");
    return 0;
}

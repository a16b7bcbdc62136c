// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes SignatureParser::parseDocument as `toolshelf lint`, a single version
// fetch and the bundle reader use it, then the linter on what it read. Every
// signature read must survive its canonical form: CanonicalJson::toJson()
// parses back to an equal signature, and the version bytes a bundle's digest
// is taken of parse back to the same digest.

#include "fuzzsupport.h"

#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2t/signatureparser.h"
#include "tool/canonicaljson.h"

#include <QJsonDocument>

using namespace Toolshelf;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    ParsedDocument document = SignatureParser::parseDocument(FuzzSupport::bytes(data, size));
    if (!document.isReadable())
        return 0;
    ConformanceLinter::lintDocument(document);

    for (const ParsedSignature &parsed : std::as_const(document.signatures)) {
        const ToolSignature &signature = parsed.signature;
        const QJsonObject canonical = CanonicalJson::toJson(signature);
        const ParsedSignature again = SignatureParser::parseSignature(canonical, parsed.path);
        FuzzSupport::check(again.signature == signature,
                           "CanonicalJson::toJson() parses back to an equal signature",
                           QJsonDocument(canonical).toJson(),
                           QJsonDocument(CanonicalJson::toJson(again.signature)).toJson());

        const QByteArray versionBytes = CanonicalJson::versionBytes(signature);
        const ParsedDocument reread = SignatureParser::parseDocument(versionBytes);
        FuzzSupport::check(reread.isReadable() && reread.signatures.size() == 1,
                           "CanonicalJson::versionBytes() is one readable signature", versionBytes,
                           reread.fatal ? reread.fatal->message.toUtf8() : QByteArray());
        const QByteArray digest
            = CanonicalJson::versionDigest(reread.signatures.constFirst().signature);
        FuzzSupport::check(digest == CanonicalJson::versionDigest(signature),
                           "the version bytes parse back to the same digest", versionBytes,
                           CanonicalJson::versionBytes(reread.signatures.constFirst().signature));
    }
    return 0;
}

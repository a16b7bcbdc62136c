// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diagnostic.h"
#include "dialects/a2t/signatureparser.h"
#include "tool/toolsignature.h"

#include <QCoreApplication>
#include <QList>

namespace Toolshelf {

// Checks signatures against the MUSTs and SHOULDs of A2T draft sections
// 6.1–6.4 that concern values (the parser already reported JSON shape).
class ConformanceLinter
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ConformanceLinter)

public:
    struct Options
    {
        // The newest version of each tool present must equal its currentVersion:
        // true for an enumeration or a full history, false for a lone fetch of
        // an older version.
        bool latestMustBeCurrent = true;
    };

    // Rules about one signature on its own.
    static QList<Diagnostic> lintSignature(const ToolSignature &signature, const QString &path);

    // Rules across the signatures of one server: unique names, locked
    // versions, currentVersion, and backwards compatibility between versions.
    // Findings are appended to the signature they concern.
    static void lintCatalog(QList<ParsedSignature> &signatures, const Options &options);

    // A version history (GET /tools/{id}/versions) must run newest first.
    static void lintVersionOrder(QList<ParsedSignature> &history);

    // Everything above for one document. A page whose items all share one
    // toolId is a version history, so its order is checked too.
    static void lintDocument(ParsedDocument &document, const Options &options);
    static void lintDocument(ParsedDocument &document) { lintDocument(document, Options()); }
};

} // namespace Toolshelf

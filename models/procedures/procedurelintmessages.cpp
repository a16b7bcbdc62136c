// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "procedures/procedurelintmessages.h"

#include "core/textsafety.h"

#include <QStringList>

namespace Toolshelf {

namespace {

// Tool and provider names come from providers and the user: kept to a length
// a list row can show, with no characters that reorder or hide text.
QString bounded(const QString &text)
{
    return TextSafety::shortened(text, 80);
}

} // namespace

QString ProcedureLintMessages::describe(const ProcedureLintFinding &finding)
{
    const QString tool = bounded(finding.tool);
    switch (finding.kind) {
    case ProcedureLintKind::UnknownTool:
        return tr("%1: no provider has a tool of this name.").arg(tool);
    case ProcedureLintKind::UnpinnedTool:
        return tr("%1: no version is pinned; the procedure may meet a version it was not "
                  "tested with.")
            .arg(tool);
    case ProcedureLintKind::AmbiguousTool: {
        QStringList providers;
        for (const QString &provider : finding.providers)
            providers.append(bounded(provider));
        return tr("%1: several providers have a tool of this name (%2); give one an alias.")
            .arg(tool, providers.join(QStringLiteral(", ")));
    }
    case ProcedureLintKind::UnknownParameter:
        return tr("%1 has no input parameter %2.").arg(tool, bounded(finding.parameter));
    case ProcedureLintKind::UnreferencedTool:
        break;
    }
    return tr("%1 was added to the procedure but is no longer referenced; a tool the agent "
              "does not need invites hallucination.")
        .arg(tool);
}

} // namespace Toolshelf

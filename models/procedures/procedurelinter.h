// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "procedures/proceduretools.h"
#include "procedures/toolreferencescanner.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace Toolshelf {

class CatalogDatabase;

enum class ProcedureLintKind {
    // No tool of any provider has the referenced name.
    UnknownTool,
    // The tool is known but no version is pinned.
    UnpinnedTool,
    // Several providers have a tool of the name.
    AmbiguousTool,
    // A parameter mentioned next to a reference that the tool does not take.
    UnknownParameter,
    // Put into the procedure (dropped) but no longer referenced: the draft
    // warns that tools an agent is given without need invite hallucination.
    UnreferencedTool,
};

// One thing a procedure's author should look at.
struct ProcedureLintFinding
{
    ProcedureLintKind kind = ProcedureLintKind::UnknownTool;
    QString tool;
    // UnknownParameter only.
    QString parameter;
    // AmbiguousTool only: every provider with a tool of the name.
    QStringList providers;
    // Where to send the cursor, in UTF-16 code units; -1 when the finding has
    // no place in the text (UnreferencedTool).
    qsizetype offset = -1;
    qsizetype line = 0;
    qsizetype column = 0;

    friend bool operator==(const ProcedureLintFinding &, const ProcedureLintFinding &) = default;
};

// A parameter name written next to a tool reference.
struct ProcedureParameterMention
{
    QString tool;
    QString parameter;
    qsizetype offset = 0;
    qsizetype line = 1;
    qsizetype column = 1;
};

// Checks an operating procedure's tool references against the catalog. Pure
// functions of their inputs, but for inputNames(), which runs on the catalog's
// thread with the rest of the resolution.
namespace ProcedureLinter {

// The input parameter names of each tool resolved to exactly one catalog tool
// (at its pinned version, else the current one), by tool name.
QHash<QString, QStringList> inputNames(const CatalogDatabase &database,
                                       const QList<ProcedureTool> &tools);

// The rule for "mentioned": every code span inside a reference's parentheses
// (`look_up(`City`)`), and an inline code span holding only an identifier
// (`city`, `max_results`) on the same line as a reference and after it,
// before the next reference on that line, mentions a parameter of that
// reference's tool. Bare prose words never count: "the city" is no parameter.
QList<ProcedureParameterMention> parameterMentions(QStringView text,
                                                   const QList<ToolReferenceMatch> &references);

// One finding per unknown, unpinned and ambiguous name (at its first
// reference), per mention of a parameter the tool lacks, and per `selected`
// name not referenced any more; in that order, each group by position.
QList<ProcedureLintFinding> lint(QStringView text, const QList<ToolReferenceMatch> &references,
                                 const QList<ProcedureTool> &tools,
                                 const QHash<QString, QStringList> &inputNames,
                                 const QStringList &selected = {});

} // namespace ProcedureLinter

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "procedures/procedurelinter.h"

#include "catalog/catalogdatabase.h"

#include <QSet>

#include <algorithm>

namespace Toolshelf::ProcedureLinter {

namespace {

bool isIdentifier(QStringView word)
{
    if (word.isEmpty() || word.front().isDigit())
        return false;
    for (QChar c : word) {
        const bool ok = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z')
            || (c >= u'0' && c <= u'9') || c == u'_';
        if (!ok)
            return false;
    }
    return true;
}

} // namespace

QHash<QString, QStringList> inputNames(const CatalogDatabase &database,
                                       const QList<ProcedureTool> &tools)
{
    QHash<QString, QStringList> result;
    for (const ProcedureTool &tool : tools) {
        if (tool.matches.size() != 1)
            continue;
        const ToolSummary &match = tool.matches.constFirst();
        const std::optional<StoredSignature> stored
            = database.signature(match.provider, match.toolId);
        if (!stored)
            continue;
        QStringList names;
        for (const InputParameter &input : stored->signature.inputs)
            names.append(input.name);
        result.insert(tool.name, names);
    }
    return result;
}

QList<ProcedureParameterMention> parameterMentions(QStringView text,
                                                   const QList<ToolReferenceMatch> &references)
{
    QList<ProcedureParameterMention> result;
    for (qsizetype r = 0; r < references.size(); ++r) {
        const ToolReferenceMatch &reference = references.at(r);
        const auto mention = [&](qsizetype open, qsizetype close) {
            result.append({reference.name, text.sliced(open + 1, close - open - 1).toString(),
                           open + 1, reference.line,
                           reference.column + (open + 1 - reference.offset)});
        };
        // Between the parentheses the scanner let only code spans through:
        // each names a parameter, whatever its characters.
        const qsizetype closing = reference.offset + reference.length - 1;
        for (qsizetype i = reference.offset + reference.name.size() + 1; i < closing;) {
            const qsizetype open = text.indexOf(u'`', i);
            if (open < 0 || open >= closing)
                break;
            const qsizetype close = text.indexOf(u'`', open + 1);
            mention(open, close);
            i = close + 1;
        }
        qsizetype end = text.indexOf(u'\n', reference.offset);
        if (end < 0)
            end = text.size();
        if (r + 1 < references.size() && references.at(r + 1).offset < end)
            end = references.at(r + 1).offset;
        qsizetype i = reference.offset + reference.length;
        // A reference written inside backticks closes its own span first.
        if (i < end && text[i] == u'`')
            ++i;
        while (i < end) {
            const qsizetype open = text.indexOf(u'`', i);
            if (open < 0 || open >= end)
                break;
            const qsizetype close = text.indexOf(u'`', open + 1);
            if (close < 0 || close >= end)
                break;
            if (isIdentifier(text.sliced(open + 1, close - open - 1)))
                mention(open, close);
            i = close + 1;
        }
    }
    return result;
}

QList<ProcedureLintFinding> lint(QStringView text, const QList<ToolReferenceMatch> &references,
                                 const QList<ProcedureTool> &tools,
                                 const QHash<QString, QStringList> &inputNames,
                                 const QStringList &selected)
{
    QHash<QString, const ToolReferenceMatch *> first;
    for (const ToolReferenceMatch &reference : references) {
        if (!first.contains(reference.name))
            first.insert(reference.name, &reference);
    }
    const auto at = [&first](ProcedureLintFinding finding) {
        if (const ToolReferenceMatch *reference = first.value(finding.tool)) {
            finding.offset = reference->offset;
            finding.line = reference->line;
            finding.column = reference->column;
        }
        return finding;
    };

    QList<ProcedureLintFinding> result;
    for (const ProcedureTool &tool : tools) {
        ProcedureLintFinding finding;
        finding.tool = tool.name;
        switch (tool.state) {
        case ProcedureToolState::Pinned:
            continue;
        case ProcedureToolState::Unpinned:
            finding.kind = ProcedureLintKind::UnpinnedTool;
            break;
        case ProcedureToolState::Unknown:
            finding.kind = ProcedureLintKind::UnknownTool;
            break;
        case ProcedureToolState::Ambiguous:
            finding.kind = ProcedureLintKind::AmbiguousTool;
            for (const ToolSummary &match : tool.matches) {
                if (!finding.providers.contains(match.provider))
                    finding.providers.append(match.provider);
            }
            break;
        }
        result.append(at(finding));
    }
    std::stable_sort(result.begin(), result.end(),
                     [](const auto &a, const auto &b) { return a.offset < b.offset; });

    for (const ProcedureParameterMention &mention : parameterMentions(text, references)) {
        const auto inputs = inputNames.constFind(mention.tool);
        // Unknown and ambiguous tools have no parameters to check against.
        if (inputs == inputNames.constEnd() || inputs->contains(mention.parameter))
            continue;
        result.append({ProcedureLintKind::UnknownParameter,
                       mention.tool,
                       mention.parameter,
                       {},
                       mention.offset,
                       mention.line,
                       mention.column});
    }

    QSet<QString> seen;
    for (const QString &name : selected) {
        if (first.contains(name) || seen.contains(name))
            continue;
        seen.insert(name);
        ProcedureLintFinding finding;
        finding.kind = ProcedureLintKind::UnreferencedTool;
        finding.tool = name;
        result.append(finding);
    }
    return result;
}

} // namespace Toolshelf::ProcedureLinter

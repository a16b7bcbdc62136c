// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes a page of tools of seed 003's a2t as a sync reads it
// (A2tCapabilitiesDialect::page), the schemas in it (lint's walk of every
// $ref, ToolSearchText's walk of properties and items), and each tool's
// native form read back.
// Each tool must come back from its native form as the same tool, and every
// finding must lie inside its tool.

#include "fuzzsupport.h"

#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "tool/toolsearchtext.h"

using namespace Toolshelf;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const A2tCapabilitiesDialect dialect;
    const QByteArrayView body = FuzzSupport::bytes(data, size);
    const DialectPage page
        = A2tCapabilitiesDialect::page(QStringLiteral("P"), body, QStringLiteral("group/a b"));
    if (page.fatal)
        return 0;
    FuzzSupport::check(!page.total || page.nextCursor.isEmpty()
                           || page.nextCursor.toLongLong() <= *page.total,
                       "the next page starts within the total",
                       QByteArray::number(page.total.value_or(-1)), page.nextCursor.toUtf8());
    for (const DialectTool &entry : page.tools) {
        const Tool &tool = entry.tool;
        for (const Diagnostic &finding : entry.diagnostics)
            FuzzSupport::check(finding.path.startsWith(u'$'), "a finding is a path in its tool",
                               tool.name.toUtf8(), finding.path.toUtf8());
        const std::optional<Tool> back = dialect.readNative(tool.key.provider, tool.nativeForm);
        FuzzSupport::check(back && back->key == tool.key && back->digest == tool.digest
                               && back->input == tool.input,
                           "a tool reads back from its native form", tool.nativeForm,
                           back ? back->nativeForm : QByteArray());
        (void)ToolSearchText::parameters(tool);
        (void)dialect.lint(tool);
    }
    return 0;
}

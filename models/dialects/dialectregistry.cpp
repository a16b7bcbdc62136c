// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/dialectregistry.h"

#include "dialects/a2t/a2tdialect.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "dialects/files/filesdialect.h"
#include "dialects/mcp/mcpdialect.h"

namespace Toolshelf::Dialects {

const QList<const ToolDialect *> &all()
{
    static const A2tDialect a2t;
    static const A2tCapabilitiesDialect capabilities;
    static const McpDialect mcp;
    static const FilesDialect files;
    static const QList<const ToolDialect *> dialects {&a2t, &capabilities, &mcp, &files};
    return dialects;
}

const ToolDialect *find(const QString &name)
{
    for (const ToolDialect *dialect : all()) {
        if (dialect->id().compare(name, Qt::CaseInsensitive) == 0)
            return dialect;
        for (const QString &former : dialect->formerNames()) {
            if (former.compare(name, Qt::CaseInsensitive) == 0)
                return dialect;
        }
    }
    return nullptr;
}

bool servesJsonSchema(const Tool &tool)
{
    const ToolDialect *dialect = find(tool.dialect);
    return dialect && dialect->servesJsonSchema();
}

} // namespace Toolshelf::Dialects

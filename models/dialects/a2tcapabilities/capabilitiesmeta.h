// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "dialects/tooldialect.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QStringList>

namespace Toolshelf {

// What a call's answer asks of the catalog besides its result: seed 003's
// meta responses. `tools_added` names tools the server now offers (under
// `meta.tools` or `meta.data.tools`); `group_refresh` names groups whose
// tools changed (`group_ids`, also under `data`). Other types are reported
// and otherwise ignored: the result stands either way.
struct CapabilitiesMeta
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CapabilitiesMeta)

public:
    enum class Kind { None, ToolsAdded, GroupRefresh, Unknown };

    // Most tools one answer may add, and groups it may name. An answer is at
    // most ToolInvocation::MaxAnswerBytes, which could name a million tiny
    // tools; no legitimate call reveals more than a group's worth at once.
    static constexpr qsizetype MaxTools = 10000;
    static constexpr qsizetype MaxGroups = 1000;

    Kind kind = Kind::None;
    // ToolsAdded: read as a page of the group the revealing tool is in (a
    // tool revealed by a call in a group's context is called in it too),
    // each filed under `groupPath`. Tools the page refuses carry diagnostics.
    QList<DialectTool> tools;
    // GroupRefresh: the group ids, each once.
    QStringList groupIds;
    // What was wrong with the meta, one translated sentence each (provider
    // text in them is not escaped yet).
    QStringList problems;

    // `meta` as the answer had it (undefined when it had none).
    static CapabilitiesMeta read(const QString &provider, const QJsonValue &meta,
                                 const QString &groupId, const QStringList &groupPath);
};

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// For tests that spy on signals carrying a Toolshelf::Error (SignedCall,
// ToolInvocation) or a std::optional of one (the fetches, the syncs):
// QSignalSpy records them as QVariants; these read them back.

#include "core/error.h"

#include <QList>
#include <QVariant>

#include <optional>

namespace ErrorArguments {

// The error at `index` of one recorded signal; nothing for a success.
inline std::optional<Toolshelf::Error> error(const QList<QVariant> &arguments, qsizetype index)
{
    const QVariant &value = arguments.at(index);
    if (value.metaType() == QMetaType::fromType<Toolshelf::Error>())
        return value.value<Toolshelf::Error>();
    return value.value<std::optional<Toolshelf::Error>>();
}

// Its text, as a window shows it; empty for a success.
inline QString text(const QList<QVariant> &arguments, qsizetype index)
{
    const auto found = error(arguments, index);
    return found ? found->text() : QString();
}

} // namespace ErrorArguments

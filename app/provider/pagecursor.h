// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace Toolshelf {

// Opaque pagination cursors (draft section 6.4). A cursor names the listing
// it belongs to, so one taken from a tool's version history is refused on
// GET /tools rather than silently skipping tools.
namespace PageCursor {

QString encode(const QString &scope, qsizetype offset);
// The offset, or nothing when the cursor is malformed or from another listing.
std::optional<qsizetype> decode(const QString &cursor, const QString &scope);

} // namespace PageCursor

} // namespace Toolshelf

// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Toolshelf {

// Two texts as one escaped HTML paragraph with the words of the first only
// struck through and those of the second only highlighted: how the editor
// shows the vendor's text beside the user's. Provider text is bounded and
// escaped, never interpreted.
namespace DiffHtml {

// Longest stretch of each text that is compared and shown; the rest is cut.
constexpr qsizetype MaxTextLength = 20000;

QString render(const QString &before, const QString &after);

// One text, escaped and bounded the same way, for where there is no change to mark.
QString plain(const QString &text);

} // namespace DiffHtml

} // namespace Toolshelf

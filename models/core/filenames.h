// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSet>
#include <QString>

namespace Toolshelf {

// File names made from provider data (a tool's name may be any string,
// `../../etc/passwd` included) for files Toolshelf exports.
namespace FileNames {

// The longest name sanitize() returns, before the caller's extension.
constexpr qsizetype MaxLength = 100;

// A name safe on Linux, macOS and Windows: no separators, no characters
// Windows forbids, no control, format (bidi, zero-width) or unassigned
// characters, no "..", no leading dot (hidden file) or space, no trailing
// dot or space (Windows drops them), not a reserved device name (CON, NUL,
// COM1...), at most MaxLength UTF-16 units without splitting a character.
// `fallback` when nothing is left.
QString sanitize(const QString &name, const QString &fallback = QStringLiteral("tool"));

// sanitize(name), made unique among `taken` (case-folded stems, so two
// names stay apart on a case-insensitive file system too) with "-2", "-3"...
// and added to it. What several files of one folder are named by.
QString unique(const QString &name, QSet<QString> &taken);

// CON, PRN, AUX, NUL, COM0-9, LPT0-9, with or without an extension, in any case.
bool isReservedOnWindows(const QString &name);

// True when `path` is `root` or below it once both are made absolute and
// cleaned, so no "..", however spelled, leads out.
bool isInside(const QString &root, const QString &path);

} // namespace FileNames

} // namespace Toolshelf

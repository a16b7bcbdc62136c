// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QPalette>

namespace Toolshelf {

// The colours a palette has no role for: an error and a warning. Each keeps
// its hue (red, amber) and takes the lightness that reads on the background
// it is drawn on, so a dark theme gets a light red where a light one gets a
// dark one; nothing is drawn in a colour fixed at build time.
namespace StatusColour {

enum class Kind { Error, Warning };

// WCAG 2's minimum contrast for normal text (success criterion 1.4.3).
constexpr double MinimumContrast = 4.5;

// The colour of `kind` on `background` of `palette` (the list's or editor's
// Base, or Highlight on a selected row), at least MinimumContrast from it.
QColor of(Kind kind, const QPalette &palette, QPalette::ColorRole background = QPalette::Base);

// WCAG 2's contrast ratio of two colours, from 1 (the same) to 21.
double contrast(const QColor &a, const QColor &b);

} // namespace StatusColour

} // namespace Toolshelf

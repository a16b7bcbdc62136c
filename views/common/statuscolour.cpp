// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/statuscolour.h"

#include <algorithm>
#include <cmath>

namespace Toolshelf {

namespace StatusColour {

namespace {

// WCAG 2's relative luminance of an sRGB colour.
double luminance(const QColor &colour)
{
    const auto linear = [](float channel) {
        const double c = channel;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = colour.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF())
        + 0.0722 * linear(rgb.blueF());
}

} // namespace

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor of(Kind kind, const QPalette &palette, QPalette::ColorRole background)
{
    const QColor behind = palette.color(background);
    // The hues of GNOME's and KDE's error red and warning amber.
    const int hue = kind == Kind::Error ? 355 : 36;
    const int saturation = kind == Kind::Error ? 190 : 255;
    // From the hue's usual shade, step away from the background's lightness
    // until the text reads: darker on a light background, lighter on a dark
    // one. Black and white always reach 4.5:1 against one of them, so the
    // last step does at worst.
    const bool darkBehind = luminance(behind) < 0.18;
    QColor colour;
    for (int step = 0; step <= 20; ++step) {
        const int lightness = darkBehind ? 140 + step * 6 : 110 - step * 6;
        colour = QColor::fromHsl(hue, saturation, std::clamp(lightness, 0, 255));
        if (contrast(colour, behind) >= MinimumContrast)
            break;
    }
    return colour;
}

} // namespace StatusColour

} // namespace Toolshelf

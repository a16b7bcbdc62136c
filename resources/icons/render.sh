#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Renders toolshelf.svg into the PNG sizes beside it; run it after changing
# the SVG and commit the PNGs. They are committed rather than rendered at build
# time so that building Toolshelf needs no SVG renderer (the hicolor theme's
# sizes are installed, two are compiled in). Needs rsvg-convert (librsvg2-bin).
cd "$(dirname "$0")" && for size in 16 24 32 48 64 128 256 512; do rsvg-convert --width "$size" --height "$size" toolshelf.svg --output "toolshelf-$size.png" || exit 1; done

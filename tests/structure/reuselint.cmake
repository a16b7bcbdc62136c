# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Every file in the tree says its licence and copyright (the REUSE
# specification): source files in their SPDX header, images, JSON,
# translations and documentation through .reuse/dep5. `reuse lint` names each
# file that says neither, so a new source file without the header fails here.
# Run as: cmake -DSOURCE_DIR=<repo> -P reuselint.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../packaging/requiretool.cmake)

require_tool(REUSE reuse reuse)
run_tool(report ${REUSE} --root ${SOURCE_DIR} lint)

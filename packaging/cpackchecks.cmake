# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Read by cpack before it packages (CPACK_PROJECT_CONFIG_FILE): refuses a
# build whose -dbgsym package would come out without its debug info.

if(CPACK_TOOLSHELF_SPLIT_DWARF AND CPACK_TOOLSHELF_BUILD_TYPE MATCHES "^(Debug|RelWithDebInfo)$")
    message(FATAL_ERROR "This build keeps its debug info in .dwo files beside the objects "
        "(TOOLSHELF_SPLIT_DWARF), which the -dbgsym package cannot carry. Package from a "
        "build configured with -DTOOLSHELF_SPLIT_DWARF=OFF: bash packaging/setup.sh package")
endif()

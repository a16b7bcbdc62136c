# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The desktop entry passes desktop-file-validate without a word (warnings
# count), and names the icon, the program and the bundle type the rest of the
# packaging installs.
#   cmake -DDESKTOP=FILE -DMIME=FILE -DAPP_ID=ID -P desktopentry.cmake
cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/requiretool.cmake)
require_tool(DESKTOP_FILE_VALIDATE desktop-file-validate desktop-file-utils)

run_tool(out ${DESKTOP_FILE_VALIDATE} ${DESKTOP})
if(NOT out STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate has remarks on ${DESKTOP}")
endif()

get_filename_component(name ${DESKTOP} NAME)
if(NOT name STREQUAL "${APP_ID}.desktop")
    message(FATAL_ERROR "the desktop file is named ${name}, not after the application id ${APP_ID}")
endif()
file(READ ${DESKTOP} entry)
file(READ ${MIME} mime)
string(REGEX MATCH "mime-type type=\"([^\"]+)\"" found "${mime}")
set(bundle_type ${CMAKE_MATCH_1})
foreach(expected "Icon=${APP_ID}" "Exec=toolshelf %F" "TryExec=toolshelf"
        "MimeType=${bundle_type}[;]text/markdown[;]")
    if(NOT entry MATCHES "\n${expected}\n")
        message(FATAL_ERROR "${DESKTOP} lacks the line ${expected}")
    endif()
endforeach()

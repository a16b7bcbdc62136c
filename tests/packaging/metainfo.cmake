# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The AppStream metainfo passes `appstreamcli validate`, offline (--no-net:
# the tests never reach the internet, so the screenshot and homepage URLs are
# not fetched), and agrees with the build: its id, launchable, newest release
# and media type.
#   cmake -DMETAINFO=FILE -DMIME=FILE -DAPP_ID=ID -DVERSION=X.Y.Z -P metainfo.cmake
cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/requiretool.cmake)
require_tool(APPSTREAMCLI appstreamcli appstream)

appstream_strictness(strict)
run_tool(out ${APPSTREAMCLI} validate --no-net --explain ${strict} ${METAINFO})

file(READ ${METAINFO} xml)
file(READ ${MIME} mime)
string(REGEX MATCH "mime-type type=\"([^\"]+)\"" found "${mime}")
set(bundle_type ${CMAKE_MATCH_1})
string(REGEX MATCH "<release version=\"([^\"]+)\"" found "${xml}")
set(newest ${CMAKE_MATCH_1})
if(NOT newest STREQUAL VERSION)
    message(FATAL_ERROR "the newest release in ${METAINFO} is ${newest}, the project's "
        "version ${VERSION}: add a <release> for it")
endif()
foreach(expected "<id>${APP_ID}</id>"
        "<launchable type=\"desktop-id\">${APP_ID}.desktop</launchable>"
        "<mediatype>${bundle_type}</mediatype>")
    string(FIND "${xml}" "${expected}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "${METAINFO} lacks ${expected}")
    endif()
endforeach()

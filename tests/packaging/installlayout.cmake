# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `cmake --install` into an empty prefix lays out what a Linux desktop looks
# for: the programs, the desktop entry, the metainfo, the icon in every size
# of the hicolor theme, and a MIME package that shared-mime-info compiles
# without a complaint. The installed desktop entry and metainfo are validated
# together, as a distribution's tools see them.
#   cmake -DBUILD_DIR=DIR -DPREFIX=DIR -DAPP_ID=ID -DVERSION=X.Y.Z -DBINDIR=bin -DDATADIR=share
#         "-DICON_SIZES=16;24;..." -DMANDIR=share/man -DMAN_PAGE=ON|OFF -P installlayout.cmake
cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/requiretool.cmake)
require_tool(DESKTOP_FILE_VALIDATE desktop-file-validate desktop-file-utils)
require_tool(APPSTREAMCLI appstreamcli appstream)
require_tool(UPDATE_MIME_DATABASE update-mime-database shared-mime-info)

file(REMOVE_RECURSE ${PREFIX})
run_tool(out ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX})

set(share ${PREFIX}/${DATADIR})
set(hicolor ${share}/icons/hicolor)
set(expected
    ${PREFIX}/${BINDIR}/toolshelf
    ${PREFIX}/${BINDIR}/toolshelf-provider
    ${share}/applications/${APP_ID}.desktop
    ${share}/metainfo/${APP_ID}.metainfo.xml
    ${share}/mime/packages/${APP_ID}.xml
    ${hicolor}/scalable/apps/${APP_ID}.svg)
foreach(size ${ICON_SIZES})
    list(APPEND expected ${hicolor}/${size}x${size}/apps/${APP_ID}.png)
endforeach()
# Made by help2man when the build has it (packaging/linux; always for the package).
if(MAN_PAGE)
    list(APPEND expected ${PREFIX}/${MANDIR}/man1/toolshelf.1.gz)
endif()
foreach(path ${expected})
    if(NOT EXISTS ${path})
        message(FATAL_ERROR "cmake --install did not install ${path}")
    endif()
endforeach()
# The installed program runs where it was installed (headless: --version).
run_tool(out ${PREFIX}/${BINDIR}/toolshelf --version)
string(STRIP "${out}" out)
if(NOT out STREQUAL "toolshelf ${VERSION}")
    message(FATAL_ERROR "the installed toolshelf says it is ${out}")
endif()

# Each PNG is the size its folder says: width and height are the IHDR chunk's
# first two 32-bit big-endian numbers, 16 bytes into the file.
foreach(size ${ICON_SIZES})
    file(READ ${hicolor}/${size}x${size}/apps/${APP_ID}.png header OFFSET 16 LIMIT 8 HEX)
    string(SUBSTRING ${header} 0 8 width_hex)
    string(SUBSTRING ${header} 8 8 height_hex)
    math(EXPR width "0x${width_hex}")
    math(EXPR height "0x${height_hex}")
    if(NOT width EQUAL size OR NOT height EQUAL size)
        message(FATAL_ERROR "the ${size}x${size} icon is ${width}x${height}; run resources/icons/render.sh")
    endif()
endforeach()

run_tool(out ${DESKTOP_FILE_VALIDATE} ${share}/applications/${APP_ID}.desktop)
if(NOT out STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate has remarks on the installed desktop file")
endif()

# The metainfo with the desktop entry it launches, as a distribution's
# AppStream tools read an installed tree.
appstream_strictness(strict)
run_tool(out ${APPSTREAMCLI} validate-tree --no-net --explain ${strict} ${PREFIX})

# update-mime-database reports a broken package on stderr but still exits 0.
run_tool(out ${UPDATE_MIME_DATABASE} ${share}/mime)
if(out MATCHES "[Ee]rror|[Ww]arning|[Uu]nknown")
    message(FATAL_ERROR "update-mime-database does not accept ${APP_ID}.xml")
endif()
file(STRINGS ${share}/mime/subclasses subclasses)
if(NOT "application/x-toolshelf-bundle application/zip" IN_LIST subclasses)
    message(FATAL_ERROR "the compiled MIME database lacks the bundle type")
endif()

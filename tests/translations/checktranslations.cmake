# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Fails when a translatable string of the sources has no finished translation
# in TS. Runs lupdate on a copy, so the committed catalog is never touched.
#   cmake -DLUPDATE=... -DTS=... -DSOURCE_DIRS="a;b" -DWORK_DIR=... [-DLUPDATE_OPTIONS=-pluralonly]
#         -P checktranslations.cmake
cmake_policy(VERSION 3.25)

foreach(var LUPDATE TS SOURCE_DIRS WORK_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "${var} is not set")
    endif()
endforeach()

get_filename_component(ts_name "${TS}" NAME)
file(MAKE_DIRECTORY "${WORK_DIR}")
set(copy "${WORK_DIR}/${ts_name}")
file(COPY_FILE "${TS}" "${copy}")

execute_process(
    COMMAND "${LUPDATE}" -no-obsolete -locations none ${LUPDATE_OPTIONS} ${SOURCE_DIRS} -ts "${copy}"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "lupdate failed:\n${output}")
endif()

file(READ "${copy}" catalog)
# Semicolons would split CMake lists in the middle of a message.
string(REPLACE ";" "," catalog "${catalog}")
# Translator comments (<comment>, <extracomment>) may stand between the two.
string(REGEX MATCHALL
    "<source>[^<]*</source>([ \n\t]*<(extra)?comment>[^<]*</(extra)?comment>)*[ \n\t]*<translation type=\"unfinished\""
    missing "${catalog}")
list(LENGTH missing missing_count)
if(missing_count GREATER 0)
    set(listing "")
    foreach(entry IN LISTS missing)
        string(REGEX REPLACE "<source>([^<]*)</source>.*" "  \\1" entry "${entry}")
        string(APPEND listing "${entry}\n")
    endforeach()
    message(FATAL_ERROR "${missing_count} string(s) lack a translation in ${ts_name}:\n${listing}"
        "Run `cmake --build BUILD --target update_translations` and translate them.")
endif()
string(REGEX MATCHALL "<message" messages "${catalog}")
list(LENGTH messages message_count)
message(STATUS "${ts_name}: all ${message_count} strings translated")

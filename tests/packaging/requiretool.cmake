# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# require_tool(VAR PROGRAM PACKAGE): finds PROGRAM, or ends the calling script.
# In CI (CI=true) a missing validator fails the test, since a test that passes
# without running proves nothing; elsewhere it is skipped, and says so (the
# tests set SKIP_REGULAR_EXPRESSION to this message).
macro(require_tool var program package)
    find_program(${var} ${program})
    if(NOT ${var})
        if("$ENV{CI}" STREQUAL "true")
            message(FATAL_ERROR "${program} is not installed; CI installs ${package} "
                "(TEST_PACKAGES in packaging/setup.sh)")
        endif()
        message(STATUS "toolshelf-test-skipped: ${program} is not installed (apt-get install ${package})")
        return()
    endif()
endmacro()

# run_tool(OUTPUT_VAR command...): runs it, fails the test unless it exits 0,
# and gives back what it printed (stdout and stderr together).
function(run_tool output)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE out)
    string(REPLACE ";" " " shown "${ARGN}")
    message(STATUS "$ ${shown}\n${out}")
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "${shown} exited with ${code}")
    endif()
    set(${output} "${out}" PARENT_SCOPE)
endfunction()

# appstream_strictness(VAR): the flag for appstreamcli validate. AppStream 1.0
# (Debian 13) knows every tag the metainfo uses, so any remark but a pedantic
# one fails (--strict). 0.16 (Debian 12) does not know <developer>, which 1.0
# wants instead of the deprecated <developer_name>, and says so as an info:
# there, infos pass and warnings and errors fail.
function(appstream_strictness var)
    execute_process(COMMAND ${APPSTREAMCLI} --version OUTPUT_VARIABLE version_text)
    string(REGEX MATCH "[0-9]+\\.[0-9]+(\\.[0-9]+)?" appstream_version "${version_text}")
    if(appstream_version VERSION_LESS 1.0)
        set(${var} "" PARENT_SCOPE)
    else()
        set(${var} --strict PARENT_SCOPE)
    endif()
endfunction()

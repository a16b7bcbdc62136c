# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Run by cpack once the packages are made (CPACK_POST_BUILD_SCRIPTS): puts
# right what CMake 3.25's DEB generator gets wrong in a -dbgsym package made
# without components, as Debian's own dbgsym packages have it:
# - its md5sums list each file by the absolute path of CPack's staging
#   folder, so no installed file has a sum (dpkg --verify checks nothing,
#   debsums and lintian name files that do not exist);
# - the debug files are executable (0755), which they are not;
# - it has no /usr/share/doc: a dbgsym's is a link to its package's, where
#   the copyright file is.

find_program(TOOLSHELF_DPKG_DEB dpkg-deb REQUIRED)
foreach(package IN LISTS CPACK_PACKAGE_FILES)
    if(NOT package MATCHES "-dbgsym_[^/]*\\.ddeb$")
        continue()
    endif()
    set(tree "${CPACK_TOPLEVEL_DIRECTORY}/dbgsym-repack")
    file(REMOVE_RECURSE "${tree}")
    execute_process(COMMAND ${TOOLSHELF_DPKG_DEB} --raw-extract "${package}" "${tree}"
        COMMAND_ERROR_IS_FATAL ANY)

    file(GLOB_RECURSE files LIST_DIRECTORIES false RELATIVE "${tree}" "${tree}/usr/*")
    list(SORT files)
    set(md5sums "")
    foreach(path IN LISTS files)
        file(CHMOD "${tree}/${path}" FILE_PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
        file(MD5 "${tree}/${path}" md5)
        string(APPEND md5sums "${md5}  ${path}\n")
    endforeach()
    file(WRITE "${tree}/DEBIAN/md5sums" "${md5sums}")

    string(REGEX REPLACE "^.*/([^/_]+)-dbgsym_[^/]*$" "\\1" name "${package}")
    file(MAKE_DIRECTORY "${tree}/usr/share/doc")
    file(CREATE_LINK "${name}" "${tree}/usr/share/doc/${name}-dbgsym" SYMBOLIC)

    execute_process(COMMAND ${TOOLSHELF_DPKG_DEB} --root-owner-group -Z${CPACK_DEBIAN_COMPRESSION_TYPE}
            --build "${tree}" "${package}"
        OUTPUT_QUIET
        COMMAND_ERROR_IS_FATAL ANY)
    file(REMOVE_RECURSE "${tree}")
endforeach()

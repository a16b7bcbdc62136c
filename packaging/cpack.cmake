# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The Debian package, made by CPack from the install rules:
#   bash packaging/setup.sh package
# builds it (and its -dbgsym companion) in a build of its own; see there.

# Debian's machine-readable copyright file; the GPL's text is the system's
# own copy in /usr/share/common-licenses, as policy asks. Under share/doc in
# any `cmake --install` too, where it says the same.
include(GNUInstallDirs)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/copyright
    DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/toolshelf)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME toolshelf)
set(CPACK_PACKAGE_VENDOR "The Toolshelf authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "catalog of AI-agent tools for agent designers")
# Wrapped as Debian's control files want it; an empty line is a new paragraph.
set(CPACK_PACKAGE_DESCRIPTION [=[
Toolshelf connects to the providers that publish tools for AI agents (the
IETF A2T draft, its capabilities dialect, the Model Context Protocol, and
Agent Tool and ATDF declaration files), keeps their credentials in the
desktop's keychain and syncs every tool signature and version into an
offline catalog.

A designer searches and filters the catalog, compares and pins versions,
rewrites descriptions for the LLM, tries tools, and writes operating
procedures, exported as Agent Skills with the exact tool versions they were
tested with. Everything also works headless, as subcommands of toolshelf.
toolshelf-provider is the reference A2T provider.
]=])
set(CPACK_PACKAGE_HOMEPAGE_URL ${PROJECT_HOMEPAGE_URL})
set(TOOLSHELF_PACKAGE_MAINTAINER
    "Toolshelf maintainers <maintainers@users.noreply.a-seed-608fdc6f.example>"
    CACHE STRING "The Maintainer field of the Debian package")
set(CPACK_PACKAGE_CONTACT ${TOOLSHELF_PACKAGE_MAINTAINER})

# toolshelf_0.1.0_amd64.deb and toolshelf-dbgsym_0.1.0_amd64.ddeb, named
# as dpkg-buildpackage would name them.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# gzip: xz takes minutes over the debug symbols, for a third off their size.
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# The libraries the binaries link are found by dpkg-shlibdeps (dpkg-dev).
# What it cannot see is what Qt and QtKeychain load at run time:
# - the SQLite driver plugin (the catalog; nothing starts without it);
# - libsecret, which QtKeychain dlopen()s to reach the Secret Service;
#   without it secrets live for the session only.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libsecret-1-0")
# - a Secret Service (or KWallet, which QtKeychain also speaks) to keep
#   secrets between sessions: any desktop has one, so only recommended;
# - the Wayland platform plugin (X11's, libqxcb, is in libqt6gui6, which
#   the binaries link, and Wayland sessions fall back to XWayland);
# - Qt's own translations, for its standard buttons in the German window.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "gnome-keyring | kwalletmanager, qt6-wayland, qt6-translations-l10n")

# The binaries are installed stripped; their debug info, split off with
# objcopy, goes into toolshelf-dbgsym under /usr/lib/debug/.build-id/, where
# gdb and debuginfod look. This needs the DWARF inside the binaries: with
# TOOLSHELF_SPLIT_DWARF it stays in the build tree's .dwo files, so the
# package build turns that off.
set(CPACK_DEBIAN_DEBUGINFO_PACKAGE ON)
set(CPACK_STRIP_FILES OFF)
# CMake 3.25 writes the -dbgsym's md5sums wrong; put right afterwards.
set(CPACK_POST_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/cpackdbgsym.cmake)
# Checked when cpack runs (cpackchecks.cmake), not at every configure.
set(CPACK_TOOLSHELF_SPLIT_DWARF ${TOOLSHELF_SPLIT_DWARF})
set(CPACK_TOOLSHELF_BUILD_TYPE ${CMAKE_BUILD_TYPE})
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_LIST_DIR}/cpackchecks.cmake)

include(CPack)

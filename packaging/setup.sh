#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Toolshelf developer/CI entry point: install dependencies, build, run, test.
#
#   bash packaging/setup.sh [build|run|test|sanitize|package] [extra args]
#
#   build (default)  install dependencies, configure and build
#   run              build, then start the app; extra args go to the app
#   test             build, then run the whole test suite; extra args go to ctest
#   sanitize         build with clang, AddressSanitizer, UBSan and the fuzz
#                    targets (CMake preset "sanitize"), then run the whole test
#                    suite and each fuzz target's short run; extra args go to
#                    ctest (-L fuzz: the fuzz runs only, -LE fuzz: all but them)
#   package          build the app alone in a build of its own, with its debug
#                    info inside the binaries, then the Debian package and its
#                    -dbgsym with CPack; prints their paths. Install it with
#                    sudo apt install ./build-package/toolshelf_*.deb
#
# Environment:
#   TOOLSHELF_BUILD_DIR           build directory (default: <repo>/build)
#   TOOLSHELF_SANITIZE_BUILD_DIR  the sanitize build's (default: <repo>/build-sanitize)
#   TOOLSHELF_PACKAGE_BUILD_DIR   the package build's (default: <repo>/build-package)
#
# The same script runs natively (Debian 12 in CI) and inside the Debian 13
# chroot made by .ci/trixie.sh, so both suites install exactly the packages
# listed below.
set -euo pipefail

# ---------------------------------------------------------------------------
# Package lists (Debian/Ubuntu names). Kept here, at the top, so the README can
# point to one authoritative list instead of repeating it.
# ---------------------------------------------------------------------------

# Needed to configure and compile. qt6-websockets-dev is listed explicitly
# because QtHttpServer's CMake config requires it but the package does not
# depend on it.
BUILD_PACKAGES=(
    cmake ninja-build g++ ccache git
    qt6-base-dev qt6-base-dev-tools libgl-dev libxkbcommon-dev
    libqt6sql6-sqlite
    qt6-networkauth-dev qt6-httpserver-dev qt6-websockets-dev
    qtkeychain-qt6-dev libsecret-1-0
    libquazip1-qt6-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libyaml-cpp-dev libssl-dev
)

# Needed only to run the test suite: a virtual X display for the end-to-end
# tests, a D-Bus session with an unlocked Secret Service (gnome-keyring) for
# QtKeychain, a JSON Schema validator that checks exported declarations
# against the schemas their formats publish, the validators of the desktop
# integration (packaging/linux: the desktop entry, the AppStream metainfo and
# the MIME package; tests/packaging), Qt's own translations, which the
# German run of the binary checks (tst_toolshelfbinary), and reuse, which
# checks that every file states its licence (tests/structure).
TEST_PACKAGES=(
    xvfb xauth xdotool curl
    gnome-keyring dbus dbus-x11
    python3-jsonschema
    qt6-translations-l10n
    desktop-file-utils appstream shared-mime-info
    reuse
)

# Installed only when the distribution has them. KSyntaxHighlighting (KF6) is
# in Debian 13 but not Debian 12; CMake picks it up when present and otherwise
# the built-in Markdown highlighter is compiled. CI covers both paths.
# clang-format-14 is the reference formatter: tests/CMakeLists.txt adds the
# clang_format test only with version 14 (Debian 12), since other releases
# format differently; Debian 13 has no 14, so the check runs on 12 only.
OPTIONAL_PACKAGES=(
    libkf6syntaxhighlighting-dev
    clang-format-14
)

# Needed only by `sanitize`: clang, its sanitizer and libFuzzer runtimes
# (libclang-rt, which also holds libclang_rt.fuzzer) and llvm-symbolizer for
# file:line in reports. Debian 12's clang; the preset names the same version.
SANITIZE_PACKAGES=(
    clang-14 libclang-rt-14-dev llvm-14
)

# Needed only by `package`: CPack's DEB generator runs dpkg-shlibdeps
# (dpkg-dev) for the Depends line and `file` to find the binaries to strip.
PACKAGE_PACKAGES=(
    dpkg-dev file help2man
)

# The real MCP server the tests sync and call, from npm, pinned; installed
# into a cache folder (never the source tree) and named to the tests in
# TOOLSHELF_MCP_EVERYTHING. Node comes from the distribution when missing.
MCP_TEST_SERVER="@modelcontextprotocol/server-everything@2026.8.31"
NPM_DIR="${TOOLSHELF_NPM_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/toolshelf/npm}"

# Arguments `run` passes to the app before the user's own (e.g. --demo).
DEFAULT_RUN_ARGS=(--demo)

# ---------------------------------------------------------------------------

REPO_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${TOOLSHELF_BUILD_DIR:-$REPO_DIR/build}"
# Set by main(): the sanitize build is configured from its preset.
PRESET=""
# Set by main(): cache variables this command's build needs.
EXTRA_CMAKE_ARGS=()
# Packages beyond the build list that this command needs; the test list is
# left out by commands that run no tests.
EXTRA_PACKAGES=()
WANT_TEST_PACKAGES=1

log() { printf '== %s\n' "$*"; }
die() { printf 'setup.sh: error: %s\n' "$*" >&2; exit 1; }

# Commands that change the system need root; use sudo only when we are not
# root already (CI containers and chroots usually are, and often lack sudo).
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        die "need root to run '$*' (not root and sudo not found)"
    fi
}

is_debian_like() {
    [ -r /etc/os-release ] || return 1
    # Sourced in a subshell so os-release's variables do not leak into ours.
    # shellcheck disable=SC1091
    (. /etc/os-release
     case " ${ID:-} ${ID_LIKE:-} " in
         *" debian "*|*" ubuntu "*) exit 0 ;;
         *) exit 1 ;;
     esac)
}

is_installed() {
    [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" = "install ok installed" ]
}

# apt output is noisy; keep it in a log and show it only when apt fails.
APT_LOG=""
apt_quiet() {
    if ! as_root env DEBIAN_FRONTEND=noninteractive "$@" >>"$APT_LOG" 2>&1; then
        printf 'setup.sh: "%s" failed; its output (%s):\n' "$*" "$APT_LOG" >&2
        tail -n 60 "$APT_LOG" >&2
        exit 1
    fi
}

install_dependencies() {
    if ! is_debian_like || ! command -v apt-get >/dev/null 2>&1; then
        # Other systems: we cannot guess package names reliably, so say what
        # is needed and carry on; CMake will then fail with a clear message
        # naming whatever is still missing.
        log "Not a Debian/Ubuntu system: install the equivalents of these yourself:"
        printf '   build: %s\n' "${BUILD_PACKAGES[*]}"
        if [ "$WANT_TEST_PACKAGES" -eq 1 ]; then
            printf '   test:  %s\n' "${TEST_PACKAGES[*]}"
        fi
        printf '   optional: %s\n' "${OPTIONAL_PACKAGES[*]}"
        if [ "${#EXTRA_PACKAGES[@]}" -gt 0 ]; then
            printf '   this command: %s\n' "${EXTRA_PACKAGES[*]}"
        fi
        return 0
    fi

    mkdir -p "$BUILD_DIR"
    APT_LOG="$BUILD_DIR/setup-apt.log"
    : >"$APT_LOG"

    local missing=() pkg updated=0 wanted=("${BUILD_PACKAGES[@]}")
    if [ "$WANT_TEST_PACKAGES" -eq 1 ]; then wanted+=("${TEST_PACKAGES[@]}"); fi
    for pkg in "${wanted[@]}" ${EXTRA_PACKAGES[@]+"${EXTRA_PACKAGES[@]}"}; do
        is_installed "$pkg" || missing+=("$pkg")
    done

    # `apt-get update` is slow and needs the network, so only run it when
    # something must actually be downloaded. An empty list directory (fresh
    # chroot or container image) also counts: without indexes we could not
    # tell whether the optional packages exist.
    if [ "${#missing[@]}" -gt 0 ] \
        || ! compgen -G '/var/lib/apt/lists/*_Packages*' >/dev/null; then
        log "apt-get update"
        apt_quiet apt-get update
        updated=1
    fi

    for pkg in "${OPTIONAL_PACKAGES[@]}"; do
        if is_installed "$pkg"; then
            continue
        elif apt-cache show "$pkg" >/dev/null 2>&1; then
            missing+=("$pkg")
        else
            log "$pkg is not available here; skipping it"
        fi
    done

    if [ "${#missing[@]}" -gt 0 ]; then
        [ "$updated" -eq 1 ] || { log "apt-get update"; apt_quiet apt-get update; }
        log "apt-get install ${missing[*]} (log: $APT_LOG)"
        # No recommends: keeps CI installs small and fast, and proves that the
        # listed packages alone are enough.
        apt_quiet apt-get install -y --no-install-recommends "${missing[@]}"
    fi
}

configure_and_build() {
    local args=(-S "$REPO_DIR" -B "$BUILD_DIR")
    if [ -n "$PRESET" ]; then
        args+=(--preset "$PRESET")
    else
        args+=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTOOLSHELF_WERROR=ON)
    fi
    args+=(${EXTRA_CMAKE_ARGS[@]+"${EXTRA_CMAKE_ARGS[@]}"})
    # ccache makes rebuilds in CI (and in the persistent chroot) cheap. Paths
    # are hashed relative to the repository, so a fresh clone elsewhere (as
    # CI makes) reuses what an earlier build of the same sources compiled.
    if command -v ccache >/dev/null 2>&1; then
        args+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
        export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$REPO_DIR}"
        export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"
    fi
    # Always configure: on a cached build directory it takes about a second,
    # and it picks up new options and newly installed packages.
    log "cmake configure ($BUILD_DIR)"
    cmake "${args[@]}"
    log "cmake build"
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

run_tests() {
    # A throw-away home: tests must not read or change the user's settings,
    # keyring or caches, and every run starts from the same empty state.
    local tmp
    tmp="$(mktemp -d)" || die "mktemp failed"
    # shellcheck disable=SC2064  # expand $tmp now, the variable is local
    trap "rm -rf '$tmp'" EXIT
    # Turn Ctrl-C/TERM into a normal exit so the EXIT trap still cleans up.
    trap 'exit 130' INT
    trap 'exit 143' TERM
    mkdir -p "$tmp/home" "$tmp/data" "$tmp/config" "$tmp/cache" "$tmp/runtime"
    chmod 700 "$tmp/runtime"

    # xvfb-run gives end-to-end tests a display (the unit tests choose the
    # offscreen platform themselves, set per test in CMake). dbus-run-session
    # gives a private session bus on which gnome-keyring serves an unlocked
    # Secret Service for QtKeychain; unlocking with a password creates the
    # default "login" keyring in the fresh home.
    install_test_servers
    log "ctest"
    local rc=0
    env HOME="$tmp/home" \
        TOOLSHELF_MCP_EVERYTHING="$NPM_DIR/node_modules/.bin/mcp-server-everything" \
        XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" \
        XDG_CACHE_HOME="$tmp/cache" XDG_RUNTIME_DIR="$tmp/runtime" \
        xvfb-run -a \
        dbus-run-session -- sh -c '
            printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null
            exec ctest "$@"' sh \
        --test-dir "$BUILD_DIR" --output-on-failure --parallel 2 --timeout 300 "$@" \
        || rc=$?
    return "$rc"
}

# server-everything for the MCP tests; a machine without npm's registry
# still runs the rest of the suite (those tests then skip and say why).
install_test_servers() {
    if ! command -v npm >/dev/null 2>&1 && is_debian_like; then
        log "Installing nodejs and npm for the MCP test server"
        # Not fatal: without node the MCP tests skip and say why.
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
            nodejs npm >>"$BUILD_DIR/setup-apt.log" 2>&1 \
            || log "nodejs and npm could not be installed: the MCP tests will skip"
    fi
    command -v npm >/dev/null 2>&1 || return 0
    local marker="$NPM_DIR/.installed"
    if [ -x "$NPM_DIR/node_modules/.bin/mcp-server-everything" ] \
        && [ "$(cat "$marker" 2>/dev/null)" = "$MCP_TEST_SERVER" ]; then
        return 0
    fi
    log "Installing $MCP_TEST_SERVER into $NPM_DIR"
    mkdir -p "$NPM_DIR"
    if npm install --prefix "$NPM_DIR" --no-audit --no-fund --loglevel=error \
        "$MCP_TEST_SERVER" >"$NPM_DIR/install.log" 2>&1; then
        printf '%s\n' "$MCP_TEST_SERVER" >"$marker"
    else
        log "npm could not install $MCP_TEST_SERVER (see $NPM_DIR/install.log): the MCP tests will skip"
    fi
}

# CPack strips the binaries into the .deb and moves their debug info into
# the -dbgsym package (packaging/cpack.cmake says which dependencies it adds
# to what dpkg-shlibdeps finds).
make_package() {
    log "cpack (DEB)"
    # Only this run's packages are listed at the end.
    rm -f "$BUILD_DIR"/toolshelf*.deb "$BUILD_DIR"/toolshelf*.ddeb
    (cd "$BUILD_DIR" && cpack -G DEB)
    local packages=("$BUILD_DIR"/toolshelf*.deb "$BUILD_DIR"/toolshelf*.ddeb)
    [ -e "${packages[0]}" ] || die "cpack made no .deb in $BUILD_DIR"
    log "packages:"
    ls -l "${packages[@]}"
    log "install with: sudo apt install ${packages[0]}"
}

main() {
    local cmd="${1:-build}"
    [ "$#" -gt 0 ] && shift
    case "$cmd" in
        build|run|test) ;;
        sanitize)
            PRESET=sanitize
            EXTRA_PACKAGES=("${SANITIZE_PACKAGES[@]}")
            BUILD_DIR="${TOOLSHELF_SANITIZE_BUILD_DIR:-$REPO_DIR/build-sanitize}" ;;
        package)
            # The everyday build keeps its debug info in .dwo files beside the
            # objects (TOOLSHELF_SPLIT_DWARF, for the tests' sake), which
            # no package can carry; this build has it inside the binaries,
            # and no tests.
            EXTRA_CMAKE_ARGS=(-DTOOLSHELF_SPLIT_DWARF=OFF -DTOOLSHELF_BUILD_TESTS=OFF
                              -DTOOLSHELF_MAN_PAGE=ON)
            EXTRA_PACKAGES=("${PACKAGE_PACKAGES[@]}")
            WANT_TEST_PACKAGES=0
            BUILD_DIR="${TOOLSHELF_PACKAGE_BUILD_DIR:-$REPO_DIR/build-package}" ;;
        # The header comment is the help text.
        -h|--help|help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next }
                             NR > 1 { exit }' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) die "unknown command '$cmd' (use build, run, test, sanitize or package)" ;;
    esac

    install_dependencies
    configure_and_build

    case "$cmd" in
        build) ;;
        run) exec "$BUILD_DIR/app/toolshelf" \
                 ${DEFAULT_RUN_ARGS[@]+"${DEFAULT_RUN_ARGS[@]}"} "$@" ;;
        test|sanitize) local rc=0; run_tests "$@" || rc=$?; exit "$rc" ;;
        package) make_package ;;
    esac
}

main "$@"

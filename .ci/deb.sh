#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Install the Debian package in a fresh Debian 12 (bookworm) chroot and run
# it from the installed files.
#
#   bash .ci/deb.sh [DIR]
#
# DIR holds toolshelf_*.deb and toolshelf-dbgsym_*.ddeb, as made by
# `bash packaging/setup.sh package` (default: <repo>/build-package).
#
# Why: the build machine has every library and plugin installed, so only a
# system that never saw them shows whether the package's Depends are enough.
# apt installs the .deb there with its dependencies from Debian's archive and
# without recommended packages; then the CLI answers, and `toolshelf --demo`
# starts on a virtual display, syncs the sample vendors, pins the example
# procedure's tools and quits on Ctrl+Q, removing its throwaway profile.
#
# The debootstrap chroot is cached at $BASE and never changed by a run: each
# run works in an overlay over it (a copy where overlayfs is missing), thrown
# away at the end, so nothing a previous run installed can stand in for a
# missing dependency. apt's downloads are kept between runs.
set -euo pipefail

SUITE=bookworm
CACHE_DIR=/var/cache/toolshelf-ci
BASE="$CACHE_DIR/$SUITE-base"
# debootstrap writes here first; only a finished chroot is renamed to $BASE,
# so an interrupted run can never leave a half-made chroot that looks usable.
PARTIAL="$BASE.partial"
# apt's downloaded packages, bind-mounted into each run's chroot.
DEBS="$CACHE_DIR/$SUITE-debs"
# How long the demo may take to sync, and to quit once asked.
DEMO_SYNC_SECONDS=90
DEMO_QUIT_SECONDS=20

REPO_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
START=$SECONDS

log() { printf '== %s\n' "$*"; }
die() { printf 'deb.sh: error: %s\n' "$*" >&2; exit 1; }
# shellcheck source=.ci/chroot.sh
. "$REPO_DIR/.ci/chroot.sh"

# Mounting and chroot need root. Re-run under sudo, keeping what apt may need.
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || die "must run as root (sudo not found)"
    exec sudo --preserve-env=CI,http_proxy,https_proxy,no_proxy \
        bash "${BASH_SOURCE[0]}" "$@"
fi

PKG_DIR="$(cd "${1:-$REPO_DIR/build-package}" && pwd)" || die "no package directory ${1:-}"
DEB=""
DDEB=""
for f in "$PKG_DIR"/toolshelf_*.deb; do [ -e "$f" ] && DEB="$f"; done
for f in "$PKG_DIR"/toolshelf-dbgsym_*.ddeb "$PKG_DIR"/toolshelf-dbgsym_*.deb; do
    [ -e "$f" ] && DDEB="$f"
done
[ -n "$DEB" ] || die "no toolshelf_*.deb in $PKG_DIR (bash packaging/setup.sh package makes one)"
[ -n "$DDEB" ] || die "no toolshelf-dbgsym package beside $DEB"

echo
log "Debian package in a fresh Debian 12 ($SUITE) chroot =="
log "$(basename "$DEB") ($(du -h "$DEB" | cut -f1)), $(basename "$DDEB") ($(du -h "$DDEB" | cut -f1))"

mkdir -p "$CACHE_DIR" "$DEBS"
# One run at a time: runs share the base and the download cache.
exec 9>"$CACHE_DIR/$SUITE-base.lock"
if ! flock -n 9; then
    log "another run is using $BASE; waiting for it"
    flock 9
fi

# This run's directory: the overlay's layers and the chroot itself ($ROOT).
RUN="$(mktemp -d "$CACHE_DIR/$SUITE-run.XXXXXX")"
ROOT="$RUN/root"
ROOT_IS_OVERLAY=0

# Mount points inside the chroot, in mount order; unmounted in reverse.
MOUNTS=(proc sys dev dev/pts dev/shm var/cache/apt/archives)

unmount_all() {
    unmount_in "$ROOT" "${MOUNTS[@]}"
    if [ "$ROOT_IS_OVERLAY" -eq 1 ] && mountpoint -q "$ROOT" 2>/dev/null; then
        umount "$ROOT" 2>/dev/null || umount -l "$ROOT"
    fi
}

cleanup() {
    local rc=$? result=failed
    # A second Ctrl-C must not cut the unmounting short.
    trap '' INT TERM
    trap - EXIT
    if [ -d "$ROOT" ]; then
        kill_processes_in "$ROOT"
        unmount_all
    fi
    # --one-file-system: never descend into anything still mounted there.
    rm -rf --one-file-system "$RUN"
    [ "$rc" -eq 0 ] && result=passed
    log "deb: $result in $(((SECONDS - START) / 60))m $(((SECONDS - START) % 60))s"
    exit "$rc"
}
trap cleanup EXIT
# Turn Ctrl-C/TERM into a normal exit so the EXIT trap always unmounts.
trap 'exit 130' INT
trap 'exit 143' TERM

create_base() {
    [ -d "$BASE" ] && return 0
    local t=$SECONDS
    debootstrap_into "$SUITE" "$PARTIAL" "$(host_archive "$SUITE")" \
        "$CACHE_DIR/$SUITE-debootstrap.log"
    # What a run needs to start apt is written into its own copy
    # (configure_root), so the base stays exactly what debootstrap made.
    mv "$PARTIAL" "$BASE"
    log "chroot created in $((SECONDS - t))s"
}

# A fresh root for this run: an overlay whose writes land in $RUN, or a copy.
make_root() {
    mkdir -p "$ROOT" "$RUN/upper" "$RUN/work"
    if mount -t overlay overlay \
            -o "lowerdir=$BASE,upperdir=$RUN/upper,workdir=$RUN/work" "$ROOT" 2>/dev/null; then
        ROOT_IS_OVERLAY=1
    else
        log "overlayfs not available; copying the chroot"
        cp -a "$BASE/." "$ROOT/"
    fi
}

# Settings taken from the host on every run, so a changed network or mirror
# is followed without remaking the base.
configure_root() {
    cp -L /etc/resolv.conf "$ROOT/etc/resolv.conf" 2>/dev/null || true
    cp -L /etc/hosts "$ROOT/etc/hosts" 2>/dev/null || true

    # The suites a Debian 12 system has: the release, its updates and its
    # security updates, from the archives the host's apt uses where it uses
    # them (shlibdeps' versions come from the host's libraries, which may be
    # updates), else from Debian's own.
    local suite uri sources=""
    for suite in "$SUITE" "$SUITE-updates" "$SUITE-security"; do
        uri="$(host_archive "$suite")"
        if [ -n "$uri" ]; then sources+="deb $uri $suite main"$'\n'; fi
    done
    if [ -z "$sources" ]; then
        sources="deb http://deb.debian.org/debian $SUITE main"$'\n'
        sources+="deb http://deb.debian.org/debian-security $SUITE-security main"$'\n'
    fi
    printf '%s' "$sources" >"$ROOT/etc/apt/sources.list"

    # The host's apt download policy: proxies, and the date checks that a
    # host on a frozen archive snapshot has switched off.
    apt-config dump 2>/dev/null \
        | grep -E '^Acquire::(Check-Valid-Until|Check-Date|(https?|ftp)::Proxy)' \
        >"$ROOT/etc/apt/apt.conf.d/90toolshelf-host" || true
    # Downloads are kept in $DEBS for the next run.
    printf 'APT::Keep-Downloaded-Packages "true";\nBinary::apt::APT::Keep-Downloaded-Packages "true";\n' \
        >"$ROOT/etc/apt/apt.conf.d/90toolshelf-keep-debs"

    # Packages must not start services in the chroot.
    printf '#!/bin/sh\nexit 101\n' >"$ROOT/usr/sbin/policy-rc.d"
    chmod 755 "$ROOT/usr/sbin/policy-rc.d"

    mkdir -p "$ROOT/packages"
    cp "$DEB" "$DDEB" "$ROOT/packages/"
}

mount_all() {
    mount -t proc proc "$ROOT/proc"
    mount -t sysfs -o ro sysfs "$ROOT/sys"
    mount --bind /dev "$ROOT/dev"
    # Private, so the devpts/tmpfs mounts below stay inside the chroot and are
    # not propagated onto the host's /dev (which is shared on systemd hosts).
    mount --make-private "$ROOT/dev"
    mount --bind /dev/pts "$ROOT/dev/pts"
    # Qt and Xvfb use POSIX shared memory.
    mount -t tmpfs -o mode=1777,nosuid,nodev shm "$ROOT/dev/shm"
    mkdir -p "$ROOT/var/cache/apt/archives"
    mount --bind "$DEBS" "$ROOT/var/cache/apt/archives"
}

# What runs inside the chroot, as root in a clean environment.
# shellcheck disable=SC2016  # expanded by the chroot's shell, not this one
INSIDE='
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
step() { printf "== %s\n" "$*"; }
quiet() {
    if ! "$@" >>/tmp/apt.log 2>&1; then
        tail -n 60 /tmp/apt.log >&2
        printf "deb.sh: \"%s\" failed\n" "$*" >&2
        exit 1
    fi
}

t=$SECONDS
quiet apt-get update
step "apt-get update in $((SECONDS - t))s"
step "apt-get install --no-install-recommends ./$(basename /packages/toolshelf_*.deb)"
t=$SECONDS
before=$(dpkg-query -W | wc -l)
# No recommends: the Depends alone must be enough to run.
quiet apt-get install -y --no-install-recommends /packages/toolshelf_*.deb
step "toolshelf and $(($(dpkg-query -W | wc -l) - before - 1)) dependencies installed in $((SECONDS - t))s"

step "the binaries"
dpkg -L toolshelf >/tmp/files
grep -E "^/usr/bin/" /tmp/files
for bin in toolshelf toolshelf-provider; do
    grep -qx "/usr/bin/$bin" /tmp/files || { echo "deb.sh: the package has no /usr/bin/$bin" >&2; exit 1; }
done
# What the desktop reads: the menu entry, the metainfo for software centres,
# the icon and the bundle type (packaging/linux).
step "the desktop integration"
for f in /usr/share/applications/io.github.toolshelf.Toolshelf.desktop \
         /usr/share/metainfo/io.github.toolshelf.Toolshelf.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/io.github.toolshelf.Toolshelf.svg \
         /usr/share/icons/hicolor/48x48/apps/io.github.toolshelf.Toolshelf.png \
         /usr/share/mime/packages/io.github.toolshelf.Toolshelf.xml; do
    grep -qx "$f" /tmp/files || { echo "deb.sh: the package has no $f" >&2; exit 1; }
    echo "$f"
done
# The manual page, made by help2man from the help of the program itself.
# (No single quotes in here: this whole script is one single-quoted string.)
step "the manual page"
grep -qx /usr/share/man/man1/toolshelf.1.gz /tmp/files \
    || { echo "deb.sh: the package has no manual page" >&2; exit 1; }
zcat /usr/share/man/man1/toolshelf.1.gz | grep -q "^\.SH FILES" \
    || { echo "deb.sh: the manual page has no FILES section" >&2; exit 1; }
zcat /usr/share/man/man1/toolshelf.1.gz | grep -A1 "^\.SH NAME"
toolshelf --version
toolshelf --help >/tmp/help
head -n 3 /tmp/help
toolshelf-provider --version

# A headless command on an empty profile: the catalog (SQLite plugin) opens.
profile=$(mktemp -d)
toolshelf --profile "$profile" search lookup
rm -rf "$profile"

step "the demo, headless, under Xvfb (xvfb, xauth, xdotool installed for the test only)"
quiet apt-get install -y --no-install-recommends xvfb xauth xdotool
# Qt would otherwise make a runtime folder of its own in TMPDIR, and warn.
export TMPDIR XDG_RUNTIME_DIR
TMPDIR=$(mktemp -d)
XDG_RUNTIME_DIR=$(mktemp -d)
xvfb-run -a -s "-screen 0 1366x768x24" bash -c "$DEMO" demo "$TMPDIR"

step "the debug symbols"
quiet apt-get install -y --no-install-recommends /packages/toolshelf-dbgsym_*
# Every file the packages'"'"' md5sums name is installed with that sum, and
# they name every file (dpkg --verify passes files without a sum silently).
dpkg --verify toolshelf toolshelf-dbgsym
for package in toolshelf toolshelf-dbgsym; do
    sums=/var/lib/dpkg/info/$package.md5sums
    (cd / && md5sum --check --quiet "$sums")
    files=$(dpkg -L "$package" | while read -r f; do
        if [ -f "$f" ] && [ ! -L "$f" ]; then echo "$f"; fi; done | wc -l)
    [ "$files" -eq "$(wc -l <"$sums")" ] \
        || { echo "deb.sh: $package has $files files, its md5sums $(wc -l <"$sums")" >&2; exit 1; }
done
step "installed; the md5sums of both packages name and match all their files"
# The download cache outlives the chroot: drop what the archive no longer has.
quiet apt-get autoclean
'

# The demo inside Xvfb: its throwaway profile is the only folder in the
# empty TMPDIR it is given ($1), so the CLI can watch the sync there; Ctrl+Q
# then closes the window as a user would, and the profile must be gone.
# shellcheck disable=SC2016  # expanded by the chroot's shell, not this one
DEMO='
set -euo pipefail
tmp=$1
toolshelf --demo >/tmp/demo.out 2>/tmp/demo.err &
pid=$!
fail() {
    printf "deb.sh: %s\n--- demo stdout:\n" "$1" >&2
    cat /tmp/demo.out >&2
    printf -- "--- demo stderr:\n" >&2
    cat /tmp/demo.err >&2
    kill "$pid" 2>/dev/null || true
    exit 1
}
t=$SECONDS
synced=""
while [ $((SECONDS - t)) -lt '"$DEMO_SYNC_SECONDS"' ]; do
    kill -0 "$pid" 2>/dev/null || { wait "$pid" || true; fail "the demo ended by itself"; }
    for profile in "$tmp"/Toolshelf-*/; do
        [ -d "$profile" ] || continue
        # The last thing the demo does is pin the example procedure'"'"'s tools.
        if toolshelf --profile "$profile" search >/tmp/search.out 2>/dev/null \
                && grep -q "\[pinned\]" /tmp/search.out; then
            synced=$profile
            break
        fi
    done
    [ -n "$synced" ] && break
    sleep 0.5
done
[ -n "$synced" ] || fail "no pinned tool in the demo profile after '"$DEMO_SYNC_SECONDS"' s"
printf "== synced in %ss: %s tools, %s pinned\n" "$((SECONDS - t))" \
    "$(grep -c . /tmp/search.out)" "$(grep -c "\[pinned\]" /tmp/search.out)"
cat /tmp/demo.out
# Ctrl+Q typed (XTEST) into the focused main window. Qt may still be
# replacing the window the search found, so failures are retried until the
# process has ended or the time is up.
t=$SECONDS
while kill -0 "$pid" 2>/dev/null && [ $((SECONDS - t)) -lt '"$DEMO_QUIT_SECONDS"' ]; do
    window=$(xdotool search --onlyvisible --name "^Toolshelf" 2>/dev/null | head -n 1) || true
    if [ -n "$window" ] && timeout 5 xdotool windowfocus --sync "$window" 2>/dev/null; then
        xdotool key ctrl+q 2>/dev/null || true
    fi
    sleep 1
done
kill -0 "$pid" 2>/dev/null && fail "the demo did not quit on Ctrl+Q"
rc=0
wait "$pid" || rc=$?
[ "$rc" -eq 0 ] || fail "the demo exited with status $rc"
[ ! -e "$synced" ] || fail "the demo left its profile behind: $synced"
printf "== the demo quit on Ctrl+Q with status 0 after %ss and removed its profile\n" "$((SECONDS - t))"
if [ -s /tmp/demo.err ]; then printf -- "--- its stderr:\n"; cat /tmp/demo.err; fi
'

run_inside() {
    log "installing and running inside the chroot"
    # env -i: the chroot sees none of the host's environment except this.
    # Started in the background and waited for, so a TERM sent to this
    # script (a CI timeout) is handled at once and the EXIT trap unmounts.
    local env=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
               HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" DEMO="$DEMO")
    local v
    for v in http_proxy https_proxy no_proxy; do
        if [ -n "${!v+x}" ]; then env+=("$v=${!v}"); fi
    done
    chroot "$ROOT" /usr/bin/env -i "${env[@]}" bash -c "$INSIDE" &
    local rc=0
    wait "$!" || rc=$?
    return "$rc"
}

# From the host, on the installed files: stripped binaries, and for each of
# them a debug file in the -dbgsym package under its build id.
check_installed_files() {
    log "stripped binaries and their debug symbols"
    local bin info id listing
    listing="$(dpkg-deb -c "$DDEB")"
    for bin in toolshelf toolshelf-provider; do
        info="$(file -L "$ROOT/usr/bin/$bin")"
        printf '%s\n' "${info#"$ROOT"}"
        case "$info" in
            *"not stripped"*) die "/usr/bin/$bin is not stripped" ;;
            *", stripped"*) ;;
            *) die "file does not call /usr/bin/$bin stripped" ;;
        esac
        id="$(LC_ALL=C readelf -n "$ROOT/usr/bin/$bin" | sed -n 's/^ *Build ID: *//p')"
        [ -n "$id" ] || die "/usr/bin/$bin has no build id"
        grep -q "/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug\$" <<<"$listing" \
            || die "$(basename "$DDEB") has no debug file for /usr/bin/$bin (build id $id)"
        printf '  debug info: %s in %s\n' "/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug" \
            "$(basename "$DDEB")"
    done
}

log "Depends: $(dpkg-deb -f "$DEB" Depends)"
log "Recommends: $(dpkg-deb -f "$DEB" Recommends)"
create_base
make_root
configure_root
mount_all
run_inside
check_installed_files

#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Build and test Toolshelf a second time in a Debian 13 (trixie) chroot.
#
#   bash .ci/trixie.sh [extra ctest args]
#
# Why: Debian 12 (the native CI run) has Qt 6.4 and no KSyntaxHighlighting;
# Debian 13 has Qt 6.8 and KF6, so this run covers the newest supported Qt and
# the KSyntaxHighlighting code path. A chroot needs nothing but debootstrap and
# root, which works in plain CI containers where Docker is not available.
#
# The chroot is cached at $CHROOT and reused, as are its build directory and
# ccache, so after the first run (a few minutes) only the build itself costs
# time. Inside, the same packaging/setup.sh as natively installs trixie's
# packages, builds and runs the tests.
set -euo pipefail

SUITE=trixie
CACHE_DIR=/var/cache/toolshelf-ci
CHROOT="$CACHE_DIR/$SUITE"
# debootstrap writes here first; only a finished chroot is renamed to $CHROOT,
# so an interrupted run can never leave a half-made chroot that looks usable.
PARTIAL="$CHROOT.partial"
# Inside the chroot: sources (replaced each run), build dir and ccache
# (both kept between runs for incremental builds).
CHROOT_SRC=/src
CHROOT_BUILD=/build
CHROOT_CCACHE=/var/cache/ccache
# The host's CA bundle, for node inside (configure_chroot()).
HOST_CA_BUNDLE=/etc/ssl/toolshelf-host-ca.crt

REPO_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
START=$SECONDS

log() { printf '== %s\n' "$*"; }
die() { printf 'trixie.sh: error: %s\n' "$*" >&2; exit 1; }
# shellcheck source=.ci/chroot.sh
. "$REPO_DIR/.ci/chroot.sh"

# Mounting and chroot need root. Re-run under sudo, keeping the variables the
# run depends on (CI switches test behaviour; proxies may be needed for apt).
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || die "must run as root (sudo not found)"
    exec sudo --preserve-env=CI,http_proxy,https_proxy,no_proxy \
        bash "${BASH_SOURCE[0]}" "$@"
fi

echo
log "Debian 13 (trixie) chroot =="

mkdir -p "$CACHE_DIR"
# Two runs sharing one chroot would fight over its mounts, /src and /build.
exec 9>"$CACHE_DIR/$SUITE.lock"
if ! flock -n 9; then
    log "another run is using $CHROOT; waiting for it"
    flock 9
fi

# Mount points inside the chroot, in mount order; unmounted in reverse.
MOUNTS=(proc sys dev dev/pts dev/shm)

unmount_all() {
    unmount_in "$CHROOT" "${MOUNTS[@]}"
}

RESULT="failed"
cleanup() {
    local rc=$?
    # A second Ctrl-C must not cut the unmounting short.
    trap '' INT TERM
    trap - EXIT
    if [ -d "$CHROOT" ]; then
        kill_processes_in "$CHROOT"
        unmount_all
    fi
    [ "$rc" -eq 0 ] && RESULT="passed"
    log "trixie: $RESULT in $(((SECONDS - START) / 60))m $(((SECONDS - START) % 60))s"
    exit "$rc"
}
trap cleanup EXIT
# Turn Ctrl-C/TERM into a normal exit so the EXIT trap always unmounts.
trap 'exit 130' INT
trap 'exit 143' TERM

# The archive the host's apt already uses (and can therefore reach), read
# from its sources at run time rather than written into this file. Only a
# Debian host's archive also carries trixie; on anything else, and when
# nothing matches, print nothing and debootstrap uses its own default.
host_mirror() {
    local id codename
    # shellcheck disable=SC1091
    id="$(. /etc/os-release 2>/dev/null && printf '%s' "${ID:-}")" || true
    # shellcheck disable=SC1091
    codename="$(. /etc/os-release 2>/dev/null && printf '%s' "${VERSION_CODENAME:-}")" || true
    [ "$id" = debian ] && [ -n "$codename" ] || return 0
    host_archive "$codename"
}

# What the chroot's packages were installed from: every *_PACKAGES list of
# packaging/setup.sh. setup.sh only ever installs what is missing, so a
# package dropped from a list would stay in a cached chroot and could hide
# that something still needs it; a chroot made for other lists is made anew.
PACKAGES_STAMP="$CACHE_DIR/$SUITE.packages"
package_lists() {
    awk '/^[A-Z_]*PACKAGES=\(/ { on = 1 } on { print } on && /\)[[:space:]]*$/ { on = 0 }' \
        "$REPO_DIR/packaging/setup.sh" | sha256sum | cut -d' ' -f1
}

# A chroot from other package lists goes, but not its compile cache: the
# next build then costs linking, not compiling everything again.
drop_stale_chroot() {
    [ -d "$CHROOT" ] || return 0
    if [ "$(cat "$PACKAGES_STAMP" 2>/dev/null || true)" = "$(package_lists)" ]; then
        return 0
    fi
    log "the package lists changed since $CHROOT was made: making it anew"
    unmount_all
    rm -rf --one-file-system "$CACHE_DIR/$SUITE-ccache"
    if [ -d "$CHROOT$CHROOT_CCACHE" ]; then mv "$CHROOT$CHROOT_CCACHE" "$CACHE_DIR/$SUITE-ccache"; fi
    rm -rf --one-file-system "$CHROOT"
}

create_chroot() {
    [ -d "$CHROOT" ] && return 0
    local t=$SECONDS
    debootstrap_into "$SUITE" "$PARTIAL" "$(host_mirror)" "$CACHE_DIR/debootstrap.log"
    if [ -d "$CACHE_DIR/$SUITE-ccache" ]; then
        mkdir -p "$(dirname "$PARTIAL$CHROOT_CCACHE")"
        mv "$CACHE_DIR/$SUITE-ccache" "$PARTIAL$CHROOT_CCACHE"
    fi
    mv "$PARTIAL" "$CHROOT"
    package_lists >"$PACKAGES_STAMP"
    log "chroot created in $((SECONDS - t))s"
}

# Settings refreshed on every run, so a changed host network or mirror is
# picked up by a cached chroot too.
configure_chroot() {
    # Name resolution for apt.
    cp -L /etc/resolv.conf "$CHROOT/etc/resolv.conf" 2>/dev/null || true
    cp -L /etc/hosts "$CHROOT/etc/hosts" 2>/dev/null || true

    # debootstrap wrote "deb MIRROR trixie main"; if the host's mirror has
    # changed since, follow it. Apt then notices the new URI and setup.sh's
    # `apt-get update` (run when anything is missing) fetches fresh lists.
    local mirror
    mirror="$(host_mirror)"
    if [ -n "$mirror" ]; then
        printf 'deb %s %s main\n' "$mirror" "$SUITE" >"$CHROOT/etc/apt/sources.list.new"
        if cmp -s "$CHROOT/etc/apt/sources.list.new" "$CHROOT/etc/apt/sources.list"; then
            rm -f "$CHROOT/etc/apt/sources.list.new"
        else
            mv "$CHROOT/etc/apt/sources.list.new" "$CHROOT/etc/apt/sources.list"
        fi
    fi
    grep -Eqs "^deb[[:space:]].*[[:space:]]${SUITE}[[:space:]].*main" \
        "$CHROOT/etc/apt/sources.list" \
        || die "$CHROOT/etc/apt/sources.list has no '$SUITE main' source"

    # Carry over the host's apt download policy: proxies, and date checks that
    # a host using a frozen archive snapshot has switched off (otherwise apt
    # in the chroot rejects the same Release files as expired).
    apt-config dump 2>/dev/null \
        | grep -E '^Acquire::(Check-Valid-Until|Check-Date|(https?|ftp)::Proxy)' \
        >"$CHROOT/etc/apt/apt.conf.d/90toolshelf-host" || true

    # Carry over the host's TLS trust for node too: a host behind an
    # intercepting proxy trusts its CA locally, and npm in the chroot (the
    # MCP test server, setup.sh) must reach the registry through the same
    # proxy. Node reads it from NODE_EXTRA_CA_CERTS (run_inside()).
    local bundle="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
    rm -f "$CHROOT$HOST_CA_BUNDLE"
    if [ -r "$bundle" ]; then
        mkdir -p "$(dirname "$CHROOT$HOST_CA_BUNDLE")"
        cp -L "$bundle" "$CHROOT$HOST_CA_BUNDLE"
    fi

    # Packages must not start services in the chroot (gnome-keyring, dbus).
    printf '#!/bin/sh\nexit 101\n' >"$CHROOT/usr/sbin/policy-rc.d"
    chmod 755 "$CHROOT/usr/sbin/policy-rc.d"

    mkdir -p "$CHROOT$CHROOT_BUILD" "$CHROOT$CHROOT_CCACHE"

    # Only our runs use the chroot and we hold the lock, so anything still
    # running there, and everything in its /tmp (temporary homes, X lock
    # files), is left over from an interrupted run.
    kill_processes_in "$CHROOT"
    find "$CHROOT/tmp" -xdev -mindepth 1 -delete 2>/dev/null || true
}

# Copy exactly what git would commit: tracked plus untracked-but-not-ignored
# files. A developer's uncommitted work is tested; a CI checkout has only
# tracked files. Build directories and .git are never copied. tar keeps the
# modification times, so ninja in the persistent build dir rebuilds only what
# changed even though /src is recreated.
copy_sources() {
    log "copying sources to $CHROOT_SRC"
    rm -rf --one-file-system "${CHROOT:?}$CHROOT_SRC"
    mkdir -p "$CHROOT$CHROOT_SRC"
    git -C "$REPO_DIR" ls-files -z --cached --others --exclude-standard \
        | (cd "$REPO_DIR"
           # Files deleted in the work tree are still listed by --cached.
           while IFS= read -r -d '' f; do
               if [ -e "$f" ] || [ -L "$f" ]; then printf '%s\0' "$f"; fi
           done) \
        | tar -C "$REPO_DIR" --null --no-recursion -T - -cf - \
        | tar -C "$CHROOT$CHROOT_SRC" -xf -
}

mount_all() {
    # Leftovers from a run that crashed before its trap could unmount.
    unmount_all
    mount -t proc proc "$CHROOT/proc"
    mount -t sysfs -o ro sysfs "$CHROOT/sys"
    mount --bind /dev "$CHROOT/dev"
    # Private, so the devpts/tmpfs mounts below stay inside the chroot and are
    # not propagated onto the host's /dev (which is shared on systemd hosts).
    mount --make-private "$CHROOT/dev"
    mount --bind /dev/pts "$CHROOT/dev/pts"
    # Qt and Xvfb use POSIX shared memory.
    mount -t tmpfs -o mode=1777,nosuid,nodev shm "$CHROOT/dev/shm"
}

run_inside() {
    local env=(
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
        HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}"
        TOOLSHELF_BUILD_DIR="$CHROOT_BUILD" CCACHE_DIR="$CHROOT_CCACHE"
    )
    local v
    for v in CI http_proxy https_proxy no_proxy; do
        if [ -n "${!v+x}" ]; then env+=("$v=${!v}"); fi
    done
    if [ -f "$CHROOT$HOST_CA_BUNDLE" ]; then env+=("NODE_EXTRA_CA_CERTS=$HOST_CA_BUNDLE"); fi
    log "setup.sh test inside the chroot"
    # env -i: the chroot sees none of the host's environment except the above.
    # Started in the background and waited for, because bash runs a signal
    # trap only once the foreground command has ended; `wait` returns at
    # once, so a TERM sent just to this script (a CI timeout) unmounts
    # promptly. The EXIT trap then ends what still runs in the chroot.
    # shellcheck disable=SC2016  # $0/$@ are expanded by the inner bash
    chroot "$CHROOT" /usr/bin/env -i "${env[@]}" \
        bash -c 'cd "$0" && exec bash packaging/setup.sh test "$@"' "$CHROOT_SRC" "$@" &
    local rc=0
    wait "$!" || rc=$?
    return "$rc"
}

drop_stale_chroot
create_chroot
configure_chroot
copy_sources
mount_all
run_inside "$@"

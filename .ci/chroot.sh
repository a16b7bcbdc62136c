# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What the CI's chroot scripts share, sourced by .ci/trixie.sh (the Debian 13
# build and tests) and .ci/deb.sh (the package in a fresh Debian 12): finding
# the archive the host's apt uses, making a chroot with debootstrap, and
# leaving one without busy mounts or stray processes. Each caller defines
# log() and die() first.

# The first URI among the host's apt sources that serves SUITE (the archive
# the host's apt already uses, and can therefore reach), or nothing.
host_archive() {
    local suite="$1" f
    {
        # One-line format: deb [options] URI SUITE COMPONENT...
        for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
            [ -f "$f" ] || continue
            awk -v s="$suite" '
                $1 == "deb" {
                    i = 2
                    if ($i ~ /^\[/) { while (i < NF && $i !~ /\]$/) i++; i++ }
                    if ($(i + 1) == s) print $i
                }' "$f"
        done
        # deb822 format: stanzas of Types:/URIs:/Suites: separated by blank lines.
        for f in /etc/apt/sources.list.d/*.sources; do
            [ -f "$f" ] || continue
            awk -v s="$suite" '
                function flush() {
                    if (types ~ /(^|[ \t])deb([ \t]|$)/ && enabled != "no" &&
                        (" " suites " ") ~ ("[ \t]" s "[ \t]") && uris != "") {
                        split(uris, u, /[ \t]+/); print u[1]
                    }
                    types = suites = uris = enabled = ""
                }
                /^[ \t]*#/ { next }
                /^[ \t]*$/ { flush(); next }
                /^[A-Za-z0-9-]+:/ {
                    key = tolower(substr($0, 1, index($0, ":") - 1))
                    val = substr($0, index($0, ":") + 1)
                    gsub(/^[ \t]+|[ \t]+$/, "", val)
                    if (key == "types") types = val
                    else if (key == "uris") uris = val
                    else if (key == "suites") suites = val
                    else if (key == "enabled") enabled = tolower(val)
                }
                END { flush() }' "$f"
        done
    } | grep -E '^(https?|ftp|file):' | head -n 1 || true
}

# A minbase SUITE in DIR from MIRROR (empty: debootstrap's default), its
# output in LOG. DIR is the caller's unfinished name; it renames it once
# this returns, so an interrupted run never leaves a chroot that looks usable.
debootstrap_into() {
    local suite="$1" dir="$2" mirror="$3" log_file="$4" extra=()
    if ! command -v debootstrap >/dev/null 2>&1; then
        log "installing debootstrap"
        # The keyring lets debootstrap verify the suite's Release file.
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            debootstrap debian-archive-keyring >/dev/null
    fi
    if [ -e "$dir" ]; then
        log "removing unfinished chroot from an interrupted run"
        # --one-file-system: never descend into anything still mounted there.
        rm -rf --one-file-system "$dir"
    fi
    # apt inside a minbase chroot can only use https with CA certificates.
    case "$mirror" in https:*) extra+=(--include=ca-certificates) ;; esac
    log "debootstrap $suite ${mirror:-(debootstrap default mirror)} (log: $log_file)"
    if ! debootstrap --variant=minbase "${extra[@]}" "$suite" "$dir" \
            ${mirror:+"$mirror"} >"$log_file" 2>&1; then
        tail -n 40 "$log_file" >&2
        die "debootstrap failed"
    fi
}

# Unmounts ROOT's MOUNT... (relative paths, in the order they were mounted)
# in reverse order.
unmount_in() {
    local root="$1" i target
    shift
    local mounts=("$@")
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
        target="$root/${mounts[i]}"
        if mountpoint -q "$target" 2>/dev/null; then
            # Lazy unmount as a last resort so a busy mount never blocks the
            # next run; it disappears once the last user exits.
            umount "$target" 2>/dev/null || umount -l "$target"
        fi
    done
}

# Processes started in the chroot at ROOT that outlive their run (Xvfb, a
# keyring or D-Bus daemon) would keep its mounts busy; end exactly those, by
# process id.
kill_processes_in() {
    local chroot_root="$1" pid root pids=()
    for pid in /proc/[0-9]*; do
        root="$(readlink "$pid/root" 2>/dev/null || true)"
        if [ "$root" = "$chroot_root" ]; then pids+=("${pid#/proc/}"); fi
    done
    if [ "${#pids[@]}" -gt 0 ]; then
        kill "${pids[@]}" 2>/dev/null || true
        sleep 1
        kill -9 "${pids[@]}" 2>/dev/null || true
    fi
}

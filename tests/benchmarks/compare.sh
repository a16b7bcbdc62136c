#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs the benchmarks of two builds alternately, run by run, and prints every
# figure of both side by side: a change is compared with its reference on the
# same machine at the same hour (the machine's speed drifts more than 5 %
# over a day, so figures from another day compare nothing).
#
#   tests/benchmarks/compare.sh REFERENCE_BUILD CANDIDATE_BUILD [RUNS]
#
# REFERENCE_BUILD is typically a build of a worktree of the commit before a
# change (git worktree add ../ref <commit>; cmake -S ../ref -B ../ref-build;
# ninja -C ../ref-build bench_sync bench_browser toolshelf toolshelf-provider).
# It runs bench_sync at 20,000 tools, bench_browser's typing and scrolling on
# one 100,000-tool profile (synced once, by the reference, so both read the
# same catalog) and bench_hostile where both builds have it. bench_browser
# needs a display and a keychain: run this under xvfb-run -a and a D-Bus
# session with an unlocked keyring.
set -euo pipefail
[[ $# -ge 2 ]] || { sed -n '2,17p' "$0"; exit 2; }
reference=$(cd "$1" && pwd)
candidate=$(cd "$2" && pwd)
runs=${3:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The lines that carry figures.
figures() { grep -E '[0-9]' | grep -vE '^(Usage|Starting|Syncing)' || true; }

# Each figure of the reference with the candidate's same figure under it
# (matched by the label before the first colon, numbers aside); a figure only
# one build prints is shown with "-" for the other.
side_by_side() {
    awk -F': ' '
        { side = FILENAME == ARGV[1] ? 1 : 2 }
        {
            # Numbers in a label ("at most 167 pages/s") are figures too.
            label = $1; value = substr($0, length($1) + 3)
            key = label; gsub(/[0-9][0-9.]*/, "#", key)
            if (!(key in seen)) { seen[key] = 1; order[++n] = key; shown[key] = label }
            if (side == 1) ref[key] = label ": " value; else new[key] = label ": " value
        }
        END {
            for (i = 1; i <= n; i++) {
                k = order[i]
                print "  ref  " (k in ref ? ref[k] : "-")
                print "  new  " (k in new ? new[k] : "-")
            }
        }' "$1" "$2"
}

if [[ " ${BENCHES:-browser} " == *" browser "* ]]; then
    # Made by the reference, whose catalog schema the candidate can migrate
    # (never the other way round); each side then opens its own copy.
    echo "Preparing one 100,000-tool profile with the reference..."
    "$reference/tests/benchmarks/bench_browser" --tools 100000 --keep "$work/profile" > "$work/prepare.log" 2>&1 ||
        { cat "$work/prepare.log"; exit 1; }
    cp -a "$work/profile" "$work/profile.reference"
    cp -a "$work/profile" "$work/profile.candidate"
fi

# BENCHES="sync browser" runs only those.
for bench in ${BENCHES:-sync browser hostile}; do
    if [[ ! -x $reference/tests/benchmarks/bench_$bench || ! -x $candidate/tests/benchmarks/bench_$bench ]]; then
        echo "== bench_$bench: not in both builds, skipped"
        continue
    fi
    for run in $(seq "$runs"); do
        # Alternate which side goes first, so a drift within a run hits both.
        sides=(reference candidate)
        (( run % 2 == 0 )) && sides=(candidate reference)
        for side in "${sides[@]}"; do
            build=${!side}
            case $bench in
                sync) "$build/tests/benchmarks/bench_sync" --tools 20000 ;;
                browser) "$build/tests/benchmarks/bench_browser" --cold-start "$work/profile.$side" ;;
                hostile) "$build/tests/benchmarks/bench_hostile" ;;
            esac 2>&1 | figures > "$work/$bench.$side.$run"
        done
        echo "== bench_$bench, run $run"
        side_by_side "$work/$bench.reference.$run" "$work/$bench.candidate.$run"
    done
done

#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes a profile the way a user's Toolshelf of some build would leave it, for
# the tests that open an older profile with today's code (tst_oldprofile):
# three providers of the reference provider's sample vendors, synced; pins, a
# tool's and a parameter's description rewritten, an alias; and the autosaved
# copy of an unsaved procedure.
#
#   make-profile.sh SOURCE_DIR BUILD_DIR OUT_DIR
#
# SOURCE_DIR/BUILD_DIR: a checkout of that build and its build folder (built
# targets toolshelf, toolshelf-provider and toolshelf_models). Runs headless; the
# providers need no secret, so the keychain is not touched.
set -euo pipefail
src=$(cd "$1" && pwd); build=$(cd "$2" && pwd); out=$3
toolshelf="$build/app/toolshelf"
provider="$build/app/provider/toolshelf-provider"
port=47291
rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

"$provider" --port "$port" > "$work/urls" &
server=$!
for _ in $(seq 50); do [ "$(wc -l < "$work/urls")" -ge 3 ] && break; sleep 0.1; done

ts() { "$toolshelf" --profile "$out" "$@"; }
while read -r line; do
    url=${line##* }
    name=${line% *}
    ts provider add "$name" "$url"
done < "$work/urls"
ts sync
ts pin "Skycast Weather/lookup_weather_by_city" 2
ts pin "Meridian Health/look_up_prescriptions" 1
ts override "Skycast Weather/get_forecast_by_city" --description "Forecast for the next days; not for today."
ts override "Skycast Weather/lookup_weather_by_city" --param City --description "The city, as the caller said it."
ts override "Altair Travel/book_flight" --alias altair_book_flight

# The autosave the window writes while a procedure is edited, written by that
# build's own RecoveryStore.
cat > "$work/autosave.cpp" <<'CPP'
#include "recoverystore.h"
#include <QCoreApplication>
#include <QDateTime>
int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    Toolshelf::RecoveryEntry entry;
    entry.id = QStringLiteral("6c0f3f0e-2b0d-4a43-9a59-0c2f1d6f5e21");
    entry.text = QStringLiteral("# Weather desk\n\nUse lookup_weather_by_city() first.\n");
    entry.savedAt = QDateTime::fromString(QStringLiteral("2026-11-20T09:30:00Z"), Qt::ISODate);
    QString error;
    return Toolshelf::RecoveryStore(QString::fromLocal8Bit(argv[1])).save(entry, &error) ? 0 : 1;
}
CPP
c++ -std=c++20 -fPIC -I"$src/models" $(pkg-config --cflags Qt6Core) "$work/autosave.cpp" \
    "$build/models/libtoolshelf_models.a" $(pkg-config --libs Qt6Core) -o "$work/autosave"
"$work/autosave" "$out/data/recovery"

# Nothing of the catalog may wait in a WAL file: the fixture is the main file.
python3 -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("PRAGMA wal_checkpoint(TRUNCATE)")' \
    "$out/data/catalog.sqlite"
find "$out" -name '*.sqlite-wal' -size 0 -delete
find "$out" -name '*.sqlite-shm' -delete
# The search index cache is rebuilt when missing; it is large and not what the test is about.
find "$out" -name 'search-index.cache' -delete

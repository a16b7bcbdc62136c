#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs the official MCP conformance suite (npm @modelcontextprotocol/conformance
# 0.1.9) in client mode against Toolshelf's CLI, for every client scenario
# (tools and authorization), and prints one PASS/FAIL line per scenario.
#
#   bash packaging/mcp-conformance.sh [SCENARIO...]
#
# How client mode works: `conformance client --command CMD --scenario S` starts
# the scenario's MCP test server on localhost, runs `CMD <server-url>` (the URL
# is appended as the last argument; MCP_CONFORMANCE_SCENARIO=S is set in its
# environment), kills it after --timeout ms, then judges the checks the server
# recorded. It exits 1 when any check is FAILURE or WARNING, the client timed
# out, or the client exited non-zero. Results go to ./results/ (we run it in a
# temporary directory).
#
# The client here is a small generated wrapper that drives Toolshelf's CLI
# with a throwaway profile: `provider add cf URL --dialect mcp`, `sync cf`
# (initialize, notifications/initialized, tools/list), then `invoke` of the
# tool the scenario expects to be called.
#
# Environment:
#   TOOLSHELF_BIN        the CLI to test (default: <repo>/build/app/toolshelf)
#   TOOLSHELF_NPM_DIR    npm cache root (default: ~/.cache/toolshelf/npm); the
#                        suite is installed in its own prefix below it,
#                        conformance-0.1.9/, never inside the repository
#   TOOLSHELF_CONFORMANCE_TIMEOUT_MS  the suite's per-scenario client timeout
#                        (default 30000); each CLI step is bounded below it
#   TOOLSHELF_CONFORMANCE_XFAIL  space-separated scenarios whose failure is
#                        expected: reported as XFAIL, not counted (default none)
#   TOOLSHELF_CONFORMANCE_OUT  keep the suite's results/ here (default: a
#                        temporary directory, removed at exit)
#
# Needs node >= 20 and npm (the npm registry, the first time only). Runs with
# no stdin and CI=true. Exit status: 0 every scenario run passed (or is
# listed in TOOLSHELF_CONFORMANCE_XFAIL), 1 one or more failed, 2 setup error.
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SUITE_VERSION=0.1.9
# The suite's dist declares @modelcontextprotocol/sdk ^1.25.1. Newer SDKs
# (>= 1.26) refuse Server.connect() on an already connected server, which the
# tools_call scenario does once per POST (stateless transport), so every
# request after initialize gets a 500. Pin the SDK that was current when 0.1.9
# was published (2026-01-06).
SDK_VERSION=1.25.1

TOOLSHELF_BIN="${TOOLSHELF_BIN:-$REPO_ROOT/build/app/toolshelf}"
NPM_DIR="${TOOLSHELF_NPM_DIR:-$HOME/.cache/toolshelf/npm}"
SUITE_DIR="$NPM_DIR/conformance-$SUITE_VERSION"
TIMEOUT_MS="${TOOLSHELF_CONFORMANCE_TIMEOUT_MS:-30000}"
XFAIL=" ${TOOLSHELF_CONFORMANCE_XFAIL:-} "

# The client scenarios that are about tools, and what the client must do in
# each (taken from the suite's scenario sources):
#   initialize   initialize with protocolVersion 2025-06-18 or 2025-11-25 and
#                clientInfo {name, version}; the server lists no tools
#   tools_call   call add_numbers {a, b} (numbers) after listing tools
#   elicitation-sep1034-client-defaults
#                call test_client_elicitation_defaults {}; the server sends
#                elicitation/create inside the call and expects action
#                "accept" with every field's schema default filled in
#   sse-retry    call test_reconnection {}; the server closes the call's SSE
#                stream after a priming event (id, retry: 500) and expects a
#                GET reconnection with Last-Event-ID after ~500 ms, on which
#                it delivers the result
#   auth/*       OAuth as the MCP authorization spec has it: the server's 401
#                (or 403 insufficient_scope) leads to its Protected Resource
#                Metadata, its authorization server's metadata, a client id
#                (registered, or a Client ID Metadata Document's URL), a
#                browser sign-in with PKCE and the resource indicator, and
#                the scopes the challenge or the metadata name. The "browser"
#                is curl following the authorization endpoint's redirect to
#                Toolshelf's loopback listener. Grants are kept in a private
#                gnome-keyring between the CLI steps.
DEFAULT_SCENARIOS=(initialize tools_call elicitation-sep1034-client-defaults sse-retry
    auth/metadata-default auth/metadata-var1 auth/metadata-var2 auth/metadata-var3
    auth/basic-cimd auth/2025-03-26-oauth-metadata-backcompat
    auth/2025-03-26-oauth-endpoint-fallback auth/scope-from-www-authenticate
    auth/scope-from-scopes-supported auth/scope-omitted-when-undefined auth/scope-step-up
    auth/scope-retry-limit auth/token-endpoint-auth-basic auth/token-endpoint-auth-post
    auth/token-endpoint-auth-none auth/client-credentials-jwt auth/client-credentials-basic)

die() { echo "mcp-conformance: $*" >&2; exit 2; }

[[ -x "$TOOLSHELF_BIN" ]] || die "no Toolshelf CLI at $TOOLSHELF_BIN (build it, or set TOOLSHELF_BIN)"
TOOLSHELF_BIN="$(cd "$(dirname "$TOOLSHELF_BIN")" && pwd)/$(basename "$TOOLSHELF_BIN")"
command -v node >/dev/null || die "node is not installed (node >= 20 is needed)"
command -v npm >/dev/null || die "npm is not installed"
node_major="$(node -p 'process.versions.node.split(".")[0]')"
((node_major >= 20)) || die "node $(node --version) is too old; the suite needs node >= 20"

# --- a private keychain ------------------------------------------------------
# Sign-ins are kept in the keychain between the client's CLI steps (a grant
# from `login` is used by `sync` and `invoke`). Run under a private D-Bus
# session with an unlocked gnome-keyring and a throwaway HOME, so the user's
# own keyring is never touched.
if [[ -z "${TOOLSHELF_CONFORMANCE_KEYRING:-}" ]] && command -v dbus-run-session >/dev/null \
    && command -v gnome-keyring-daemon >/dev/null; then
    keyring_home="$(mktemp -d "${TMPDIR:-/tmp}/toolshelf-conformance-home.XXXXXX")"
    mkdir -p "$keyring_home/runtime" && chmod 700 "$keyring_home/runtime"
    rc=0
    TOOLSHELF_CONFORMANCE_KEYRING=1 TOOLSHELF_NPM_DIR="$NPM_DIR" TOOLSHELF_BIN="$TOOLSHELF_BIN" \
        HOME="$keyring_home" XDG_DATA_HOME="$keyring_home/data" \
        XDG_CONFIG_HOME="$keyring_home/config" XDG_RUNTIME_DIR="$keyring_home/runtime" \
        dbus-run-session -- sh -c \
        'printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec bash "$0" "$@"' \
        "${BASH_SOURCE[0]}" "$@" || rc=$?
    rm -rf "$keyring_home"
    exit "$rc"
fi

# --- install the suite (once) ------------------------------------------------
CONFORMANCE="$SUITE_DIR/node_modules/.bin/conformance"
installed_version() {
    node -p "require('$SUITE_DIR/node_modules/@modelcontextprotocol/conformance/package.json').version" 2>/dev/null || true
}
installed_sdk() {
    node -p "require('$SUITE_DIR/node_modules/@modelcontextprotocol/sdk/package.json').version" 2>/dev/null || true
}
if [[ ! -x "$CONFORMANCE" || "$(installed_version)" != "$SUITE_VERSION" || "$(installed_sdk)" != "$SDK_VERSION" ]]; then
    echo "== Installing @modelcontextprotocol/conformance@$SUITE_VERSION into $SUITE_DIR" >&2
    mkdir -p "$SUITE_DIR"
    cat >"$SUITE_DIR/package.json" <<EOF
{
  "private": true,
  "description": "MCP conformance suite for packaging/mcp-conformance.sh",
  "dependencies": { "@modelcontextprotocol/conformance": "$SUITE_VERSION" },
  "overrides": { "@modelcontextprotocol/sdk": "$SDK_VERSION" }
}
EOF
    (cd "$SUITE_DIR" && npm install --prefix "$SUITE_DIR" --no-audit --no-fund --loglevel=error </dev/null >&2) \
        || die "npm install of the conformance suite failed"
    [[ -x "$CONFORMANCE" ]] || die "the conformance suite did not install a 'conformance' binary"
fi

# --- scratch space -------------------------------------------------------------
WORK="$(mktemp -d "${TMPDIR:-/tmp}/toolshelf-mcp-conformance.XXXXXX")"
cleanup() { rm -rf "$WORK"; }
trap cleanup EXIT
OUT="${TOOLSHELF_CONFORMANCE_OUT:-$WORK/out}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"

# The client the suite runs: `client.sh <server-url>`, with
# MCP_CONFORMANCE_SCENARIO set. The suite splits --command on spaces, so its
# path must have none; $WORK comes from mktemp under TMPDIR.
[[ "$WORK" != *" "* ]] || die "TMPDIR must not contain spaces: $WORK"
CLIENT="$WORK/client.sh"
cat >"$CLIENT" <<'EOF'
#!/usr/bin/env bash
# Conformance client: drives Toolshelf's CLI against the scenario server.
set -euo pipefail
url="${1:?server url}"
scenario="${MCP_CONFORMANCE_SCENARIO:?}"
profile="$(mktemp -d "$TOOLSHELF_CONFORMANCE_WORK/profile.XXXXXX")"
ts() {
    echo "+ toolshelf $*" >&2
    # Bound every step below the suite's own timeout so a hung call still
    # leaves time for the rest and gives a readable failure.
    local rc=0
    timeout --kill-after=2 "$TOOLSHELF_CONFORMANCE_STEP_TIMEOUT" \
        "$TOOLSHELF_BIN" --profile "$profile" "$@" </dev/null || rc=$?
    if ((rc == 124 || rc == 137)); then
        echo "conformance client: toolshelf $1 did not finish in $TOOLSHELF_CONFORMANCE_STEP_TIMEOUT" >&2
    fi
    return "$rc"
}
# Signs in as a client with a secret: the secret is read from stdin.
ts_secret() {
    local secret="$1"
    shift
    echo "+ toolshelf $*" >&2
    timeout --kill-after=2 "$TOOLSHELF_CONFORMANCE_STEP_TIMEOUT" \
        "$TOOLSHELF_BIN" --profile "$profile" "$@" <<<"$secret"
}
context() { node -p "JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT).$1"; }
# The "browser": follows the authorization endpoint's redirect to the
# loopback address Toolshelf listens on, as a user's browser would.
export BROWSER="$TOOLSHELF_CONFORMANCE_WORK/browser.sh"

case "$scenario" in
    auth/client-credentials-basic)
        ts provider add cf "$url" --dialect mcp --auth oauth2-client --client-id "$(context client_id)"
        ts_secret "$(context client_secret)" login cf
        ts sync cf
        ts invoke cf/test-tool --json --input '{}'
        exit 0 ;;
    auth/client-credentials-jwt)
        # The private key is the client's secret: it signs each assertion.
        ts provider add cf "$url" --dialect mcp --auth oauth2-client --client-id "$(context client_id)"
        ts_secret "$(context private_key_pem)" login cf
        ts sync cf
        ts invoke cf/test-tool --json --input '{}'
        exit 0 ;;
    auth/basic-cimd)
        ts provider add cf "$url" --dialect mcp --auth oauth2-code \
            --client-metadata-url https://conformance-test.local/client-metadata.json ;;
    auth/*)
        ts provider add cf "$url" --dialect mcp --auth oauth2-code ;;
    *)
        ts provider add cf "$url" --dialect mcp ;;
esac
case "$scenario" in
    auth/scope-retry-limit)
        # The server never grants the scope it asks for: signing in must stop
        # after three tries, with a clear refusal, not loop.
        if ts login cf 2>"$TOOLSHELF_CONFORMANCE_WORK/login.err"; then
            echo "conformance client: login succeeded against a server that never grants" >&2
            exit 1
        fi
        cat "$TOOLSHELF_CONFORMANCE_WORK/login.err" >&2
        grep -q "403" "$TOOLSHELF_CONFORMANCE_WORK/login.err"
        exit 0 ;;
    auth/*)
        ts login cf ;;
esac
ts sync cf
ts search --provider cf
case "$scenario" in
    initialize) ;;
    tools_call)
        ts invoke cf/add_numbers --json --input '{"a": 5, "b": 3}' ;;
    elicitation-sep1034-client-defaults)
        ts invoke cf/test_client_elicitation_defaults --json --input '{}' --accept-elicitation ;;
    sse-retry)
        ts invoke cf/test_reconnection --json --input '{}' ;;
    auth/*)
        # A step-up (403 insufficient_scope) signs in again for more scopes.
        ts invoke cf/test-tool --json --input '{}' --sign-in ;;
    *)
        echo "conformance client: no driver for scenario $scenario" >&2
        exit 3 ;;
esac
EOF
chmod +x "$CLIENT"
cat >"$WORK/browser.sh" <<'EOF'
#!/bin/sh
exec curl -sS -o /dev/null -L --max-redirs 5 --max-time 20 "$1"
EOF
chmod +x "$WORK/browser.sh"

export TOOLSHELF_BIN CI="${CI:-true}"
export TOOLSHELF_CONFORMANCE_WORK="$WORK"
# Three CLI steps may hang at most; leave the suite a margin to collect checks.
step_s=$(((TIMEOUT_MS / 1000 - 3) / 2))
((step_s >= 3)) || step_s=3
export TOOLSHELF_CONFORMANCE_STEP_TIMEOUT="${step_s}s"

# --- which scenarios ---------------------------------------------------------------
available="$(cd "$WORK" && "$CONFORMANCE" list --client </dev/null | sed -n 's/^  - //p')"
[[ -n "$available" ]] || die "'conformance list --client' printed no scenarios"
if (($# > 0)); then
    scenarios=("$@")
else
    scenarios=("${DEFAULT_SCENARIOS[@]}")
    # A newer suite may add tools scenarios this script has no driver for.
    while read -r s; do
        [[ -z "$s" || " ${DEFAULT_SCENARIOS[*]} " == *" $s "* ]] && continue
        echo "mcp-conformance: note: client scenario '$s' is not driven by this script" >&2
    done <<<"$available"
fi
auth_count="$(grep -c '^auth/' <<<"$available" || true)"
echo "== MCP conformance $SUITE_VERSION, client mode, against $TOOLSHELF_BIN"
echo "== Client scenarios available: $(wc -l <<<"$available") ($auth_count auth/*)"

# Summarise a results dir's checks.json: counts, then each FAILURE/WARNING.
summarise() {
    node - "$1" <<'EOF'
const checks = require(process.argv[2]);
const n = (s) => checks.filter((c) => c.status === s).length;
console.log(`${n('SUCCESS')} passed, ${n('FAILURE')} failed, ${n('WARNING')} warnings`);
for (const c of checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING')) {
  const why = c.errorMessage || c.details?.message || c.description;
  console.log(`    ${c.status} [${c.id}] ${c.name}: ${why}`);
}
EOF
}

failed=0
passed=0
xfailed=0
for s in "${scenarios[@]}"; do
    grep -qxF "$s" <<<"$available" || { echo "FAIL  $s: the suite has no client scenario of that name"; failed=$((failed + 1)); continue; }
    run_dir="$OUT/$(tr '/' '_' <<<"$s")"
    mkdir -p "$run_dir"
    rc=0
    (cd "$run_dir" && "$CONFORMANCE" client --command "$CLIENT" --scenario "$s" --timeout "$TIMEOUT_MS" \
        </dev/null >"$run_dir/suite.log" 2>&1) || rc=$?
    checks="$(find "$run_dir/results" -name checks.json 2>/dev/null | sort | tail -1 || true)"
    detail="no checks.json (see $run_dir/suite.log)"
    [[ -n "$checks" ]] && detail="$(summarise "$checks")"
    notes=""
    grep -q "CLIENT TIMED OUT" "$run_dir/suite.log" && notes+=" (client timed out)"
    if grep -q "CLIENT EXITED WITH ERROR" "$run_dir/suite.log"; then
        notes+=" ($(grep -o 'CLIENT EXITED WITH ERROR (code [0-9-]*)' "$run_dir/suite.log" | tr 'A-Z' 'a-z'))"
    fi
    if ((rc == 0)); then
        verdict=PASS
        passed=$((passed + 1))
    elif [[ "$XFAIL" == *" $s "* ]]; then
        verdict=XFAIL
        xfailed=$((xfailed + 1))
    else
        verdict=FAIL
        failed=$((failed + 1))
    fi
    printf '%-5s %s: %s%s\n' "$verdict" "$s" "${detail%%$'\n'*}" "$notes"
    if [[ "$detail" == *$'\n'* ]]; then printf '%s\n' "${detail#*$'\n'}"; fi
    # For a failure, the last lines the client (Toolshelf) printed.
    if [[ "$verdict" != PASS && -n "$checks" && -s "$(dirname "$checks")/stderr.txt" ]]; then
        tail -n 4 "$(dirname "$checks")/stderr.txt" | sed 's/^/    client: /'
    fi
done

echo "== ${#scenarios[@]} scenarios: $passed passed, $failed failed, $xfailed expected failures"
[[ -n "${TOOLSHELF_CONFORMANCE_OUT:-}" ]] && echo "== Results kept in $OUT"
((failed == 0)) || exit 1

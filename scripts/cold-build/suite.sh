#!/usr/bin/env bash
# The README's test command on a cold checkout (issue 29: under five
# minutes on two cores): `cargo test --workspace` in an empty target
# directory, the sources already fetched (`--offline`: no download is
# timed). Prints the wall time of the whole command, of its build (the
# test binaries; `--no-run` first would time the same build) and of its
# tests, with the CPU time (user and system, of cargo and all it ran).
# Usage: scripts/cold-build/suite.sh [CHECKOUT]  (default: this one)
set -euo pipefail
repo="${1:-$(cd "$(dirname "$0")/../.." && pwd)}"
target="$(mktemp -d)"
log="$(mktemp)"
trap 'rm -rf "$target" "$log"' EXIT
cd "$repo"
cargo fetch --quiet
start=$(date +%s.%N)
CARGO_TARGET_DIR="$target" /usr/bin/time -f 'cpu %U %S' \
    cargo test --workspace --offline >"$log" 2>&1 || { tail -40 "$log"; exit 1; }
end=$(date +%s.%N)
built=$(grep -o 'Finished `test` profile.* in [0-9ms .]*' "$log" | sed 's/.* in //')
tests=$(grep -o 'finished in [0-9.]*s' "$log" | sed 's/finished in //; s/s$//' | awk '{ t += $1 } END { print t }')
# One line per crate with doc tests (delta-test and delta-test-core): their sum.
doc=$(grep -o 'all doctests ran in [0-9.]*s' "$log" | sed 's/.* in //; s/s$//' |
    awk '{ sum += $1 } END { if (NR) printf "%.2f", sum }' || true)
read -r _ user sys < <(grep '^cpu ' "$log")
printf 'checkout %s\n' "$(git -C "$repo" rev-parse --short HEAD)"
printf 'cargo test --workspace, cold: %.0f s wall, %.0f s CPU\n' \
    "$(awk "BEGIN { print $end - $start }")" "$(awk "BEGIN { print $user + $sys }")"
printf '  build (cargo'"'"'s Finished line): %s\n' "$built"
printf '  test binaries (their own "finished in"): %.0f s; doc tests: %s s\n' "$tests" "${doc:-?}"
printf '  %s\n' "$(grep -c '^test result: ok' "$log") binaries and doc-test groups passed"

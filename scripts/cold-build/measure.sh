#!/usr/bin/env bash
# The cold build a user pays for delta-test, beside proptest's (issue 29):
# two fresh crates, each with one test, built with `cargo test --no-run` in
# a target directory of its own, in turns, ROUNDS times (default 3). Prints
# per crate the crates compiled, the median wall time and the median CPU
# time (user and system, cargo and the compilers it ran: on a shared
# machine it moves less than the wall time), and their ratios.
# The registry must hold the sources already (a build of this workspace
# fetched them); nothing is downloaded while timing (`--offline`).
# Usage: scripts/cold-build/measure.sh [ROUNDS]
# DELTA_TEST_REPO=DIR measures the delta-test of another checkout (an older
# commit's work tree, for a before/after). WITH_SERDE=1 gives both crates
# the dependencies most crates have already, serde with its derive and
# serde_json, to measure what each test library adds to such a crate.
set -euo pipefail
rounds="${1:-3}"
repo="${DELTA_TEST_REPO:-$(cd "$(dirname "$0")/../.." && pwd)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

dependencies=""
if [ -n "${WITH_SERDE:-}" ]; then
    dependencies='serde = { version = "1", features = ["derive"] }
serde_json = "1"'
fi
new_crate() { # NAME DEPENDENCY-LINE TEST-BODY
    mkdir -p "$work/$1/src" "$work/$1/tests"
    printf '[package]\nname = "%s"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n%s\n\n[dev-dependencies]\n%s\n' \
        "$1" "$dependencies" "$2" >"$work/$1/Cargo.toml"
    echo 'pub fn sum(xs: &[u8]) -> u32 { xs.iter().map(|&x| u32::from(x)).sum() }' >"$work/$1/src/lib.rs"
    printf '%s\n' "$3" >"$work/$1/tests/sum.rs"
}
new_crate with-delta-test "delta-test = { path = \"$repo/delta-test\" }" \
'use delta_test::delta_test;
#[delta_test(vec![1, 2, 3])]
fn sum_is_small(xs: Vec<u8>) { assert!(user_crate_sum(&xs) < 1000); }
fn user_crate_sum(xs: &[u8]) -> u32 { with_delta_test::sum(xs) }'
new_crate with-proptest 'proptest = "1"' \
'use proptest::prelude::*;
proptest! {
    #[test]
    fn sum_is_small(xs in proptest::collection::vec(any::<u8>(), 0..3)) {
        prop_assert!(with_proptest::sum(&xs) < 1000);
    }
}'

# Resolve both once (lock files), outside the timing.
for c in with-delta-test with-proptest; do
    (cd "$work/$c" && cargo generate-lockfile --offline -q)
done

declare -A wall cpu crates
for _ in $(seq "$rounds"); do
    for c in with-delta-test with-proptest; do
        rm -rf "$work/$c/target"
        log=$(cd "$work/$c" && /usr/bin/time -f 'TIME %e %U %S' cargo test --no-run --offline 2>&1) ||
            { echo "$log"; exit 1; }
        read -r w u s < <(grep '^TIME' <<<"$log" | cut -d' ' -f2-)
        wall[$c]+="$w "
        cpu[$c]+="$(echo "$u + $s" | bc) "
        crates[$c]=$(grep -c '^ *Compiling' <<<"$log")
    done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
dw=$(median <<<"${wall[with-delta-test]}"); pw=$(median <<<"${wall[with-proptest]}")
dc=$(median <<<"${cpu[with-delta-test]}"); pc=$(median <<<"${cpu[with-proptest]}")
printf '%-12s %7s %12s %11s\n' crate crates 'wall (s)' 'CPU (s)'
printf '%-12s %7s %12.1f %11.1f\n' delta-test "${crates[with-delta-test]}" "$dw" "$dc"
printf '%-12s %7s %12.1f %11.1f\n' proptest "${crates[with-proptest]}" "$pw" "$pc"
printf 'ratio %20.2fx %10.2fx   (medians of %s rounds, in turns)\n' \
    "$(echo "$dw / $pw" | bc -l)" "$(echo "$dc / $pc" | bc -l)" "$rounds"
(cd "$work/with-delta-test" && cargo tree -e normal,build,dev -d --offline 2>/dev/null | grep -E '^[a-z]' || echo "no crate compiled twice")

#!/usr/bin/env bash
# What each `#[delta_test]` adds to a user's test binary (issue 29): the
# reduction's code is generic over the arguments' type, so it is compiled
# in the user's crate, once per type. A fresh crate's test file is built
# with one test, then with a second test of the same argument types, then
# with a third of other types, and the size of the test binary's code
# (`.text`, from binutils' `size`) is printed for each.
#
# Checks (exit 1 when broken): a second test with the same types adds
# under 5% (the code is shared: nothing in it is specific to one test),
# and a test of other types adds less than the first one cost.
# Usage: scripts/cold-build/per-test.sh
set -euo pipefail
repo="${DELTA_TEST_REPO:-$(cd "$(dirname "$0")/../.." && pwd)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src" "$work/tests"
printf '[package]\nname = "per-test"\nversion = "0.1.0"\nedition = "2021"\n\n[dev-dependencies]\ndelta-test = { path = "%s/delta-test" }\n' \
    "$repo" >"$work/Cargo.toml"
echo 'pub fn sum(xs: &[u8]) -> u32 { xs.iter().map(|&x| u32::from(x)).sum() }' >"$work/src/lib.rs"

none='use delta_test::delta_test;
#[test]
fn plain() { assert!(per_test::sum(&[1, 2]) < 1000); }'
first='#[delta_test(vec![1, 2, 3])]
fn small_sum(xs: Vec<u8>) { assert!(per_test::sum(&xs) < 1000); }'
same='#[delta_test(vec![4, 5, 6])]
fn smaller_sum(xs: Vec<u8>) { assert!(per_test::sum(&xs) < 2000); }'
other='#[delta_test("abc".to_string(), 7)]
fn short(s: String, n: u32) { assert!(s.len() < 1000 + n as usize); }'

text_size() { # TEST-FILE-CONTENTS
    printf '%s\n' "$1" >"$work/tests/t.rs"
    local binary
    binary=$(cd "$work" && cargo test --no-run --offline --message-format=json -q 2>/dev/null |
        python3 -c 'import json,sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "t" and m.get("executable"):
        print(m["executable"])')
    size -A "$binary" | awk '$1 == ".text" {print $2}'
}

base=$(text_size "$none")
one=$(text_size "$none"$'\n'"$first")
two=$(text_size "$none"$'\n'"$first"$'\n'"$same")
three=$(text_size "$none"$'\n'"$first"$'\n'"$same"$'\n'"$other")
echo "test binary's .text (bytes)"
echo "  no #[delta_test]:                     $base"
echo "  one #[delta_test] (Vec<u8>):          $one (+$((one - base)))"
echo "  a second one, same types:             $two (+$((two - one)))"
echo "  a third one, other types (String, u32): $three (+$((three - two)))"
fail=0
if ((two - one > (one - base) / 20)); then
    echo "a second test of the same types adds $((two - one)) bytes: over 5% of the first's" >&2
    fail=1
fi
if ((three - two >= one - base)); then
    echo "a test of other types adds as much as the first one" >&2
    fail=1
fi
exit "$fail"

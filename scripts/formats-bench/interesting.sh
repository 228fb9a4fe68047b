#!/usr/bin/env bash
# The formats benchmark's interestingness test (exit 0 = keep): buggy-parse
# panics with its planted bug on FILE (or ./$PEER_BASENAME). Counts its runs
# in $PEER_COUNT_FILE, and appends "ok" or "bad" (did not parse) per run to
# $FORMATS_PARSE, for the share of candidates that parse.
f="${1:-$PEER_BASENAME}"
bin="${BUGGY_PARSE:-$(dirname "$0")/buggy-parse/target/release/buggy-parse}"
[ -n "$PEER_COUNT_FILE" ] && echo . >> "$PEER_COUNT_FILE"
err=$(RUST_BACKTRACE=0 "$bin" "$f" 2>&1 > /dev/null)
rc=$?
if [ -n "$FORMATS_PARSE" ]; then
  if [ "$rc" = 2 ]; then echo bad; else echo ok; fi >> "$FORMATS_PARSE"
fi
[ "$rc" = 101 ] && [[ $err == *"planted bug"* ]]

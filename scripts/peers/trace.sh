#!/usr/bin/env bash
# Wraps the interestingness test $PEER_REAL_TEST: after each run that keeps
# its candidate, appends "RUN SIZE" to $PEER_TRACE (the run's number in
# $PEER_COUNT_FILE and the candidate's bytes), so that the runs a reducer
# needs to reach any size can be read off afterwards. One job only: the run
# numbers are those of the count file when the run ends.
f="${1:-$PEER_BASENAME}"
"$PEER_REAL_TEST" "$@"
rc=$?
if [ "$rc" = 0 ]; then
  echo "$(wc -l < "$PEER_COUNT_FILE") $(wc -c < "$f")" >> "$PEER_TRACE"
fi
exit "$rc"

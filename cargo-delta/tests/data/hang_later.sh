#!/bin/sh
# Fails (exit 1) when the candidate, $2, holds an `x` and later a `z`. Once
# the directory $1 holds the output `notes.min.txt`, it hangs instead, with
# a child, writing their process ids to $1/pids: a run to be interrupted.
if [ -e "$1/notes.min.txt" ]; then
  sleep 1000 &
  echo "$$ $!" >> "$1/pids"
  wait
fi
tr -d '\n' < "$2" | grep -q 'x.*z' && exit 1
exit 0

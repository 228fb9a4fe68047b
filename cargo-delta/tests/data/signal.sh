#!/bin/sh
# Killed by SIGSEGV (as a crashing program is) when its file holds a `#`.
grep -q '#' "$1" && kill -SEGV $$
exit 0

#!/bin/sh
# Reads its candidate on standard input: fails when it holds `a`, then `b`.
case "$(cat)" in
  *a*b*) echo "a before b" >&2; exit 1 ;;
esac
exit 0

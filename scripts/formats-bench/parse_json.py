# The formats benchmark's "parser": fails on a string "bug" three or more
# levels deep; appends "ok" or "bad" (did not parse) to the file $2 per run.
# Usage: python3 parse_json.py FILE COUNTS
import json, sys
# A "parser" with a planted bug: crashes on a string "bug" three levels deep or more.
with open(sys.argv[1]) as f:
    try:
        doc = json.load(f)
    except ValueError as e:
        open(sys.argv[2], "a").write("bad\n")
        print("parse error:", e, file=sys.stderr)
        sys.exit(2)
open(sys.argv[2], "a").write("ok\n")
def walk(v, depth):
    if isinstance(v, dict):
        for x in v.values(): walk(x, depth + 1)
    elif isinstance(v, list):
        for x in v: walk(x, depth + 1)
    elif v == "bug" and depth >= 3:
        raise RuntimeError("planted bug at depth %d" % depth)
walk(doc, 0)

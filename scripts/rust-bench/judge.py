#!/usr/bin/env python3
"""Judges a reducer's result for a case: its size, and whether it still has the bug.

Usage: judge.py CASE FILE [COUNT_FILE]

Prints one tab-separated line: lines, tokens, candidates that parse (as a
percentage of the runs counted in COUNT_FILE, `-` without it), whether the
compiler still shows the planted failure (code, message and label),
whether it shows it alone (no other error; `-` for an internal compiler
error case, whose crash comes with errors of its own), whether the result
parses (rustc's parser alone, manifest.parses), and whether it has no kind of
ordinary error that the planted file has not (`no new error`: the error
codes, and the messages of errors without a code, of the result against
the case's planted file; an ICE's own lines are not ordinary errors).
"""

import sys
from pathlib import Path

from manifest import HERE, case_named, compile_output, error_count, is_ice, new_errors, parses, same_bug
from tokens import count_tokens


def parse_share(count_file: Path) -> str:
    # A run whose parse was not checked is marked `?`.
    marks = [mark for mark in count_file.read_text().split() if mark in ("0", "1")]
    if not marks:
        return "-"
    return f"{100 * marks.count('1') / len(marks):.0f}%"


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: judge.py CASE FILE [COUNT_FILE]")
    case, result = case_named(sys.argv[1]), Path(sys.argv[2])
    text = result.read_text(encoding="utf-8", errors="replace")
    output = compile_output(case, result)
    same = same_bug(case, output)
    alone = "-" if is_ice(case) else "yes" if same and error_count(output) == 1 else "no"
    share = parse_share(Path(sys.argv[3])) if len(sys.argv) == 4 else "-"
    lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    original = HERE / (case["crate"] + "/" + case["file"] if "crate" in case else case["file"])
    new = new_errors(compile_output(case, original), output)
    fields = [str(lines), str(count_tokens(text)), share, "yes" if same else "no", alone]
    fields += ["yes" if parses(case, result) else "no", "yes" if not new else "no: " + "; ".join(sorted(new))]
    print("\t".join(fields))


if __name__ == "__main__":
    main()

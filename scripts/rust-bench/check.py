#!/usr/bin/env python3
"""Checks the benchmark's cases; exits 1 naming every case that is wrong.

Usage: check.py [--manifest cases.toml|corpus.toml|heldout.toml|heldout2.toml|heldout3.toml|heldout4.toml|heldout5.toml|lints.toml] [CASE...]

Every case of every manifest (manifest.py's MANIFESTS), or those of one,
or the cases named. For every case: the file with the plant
undone compiles without an error, the planted file holds the manifest's
edit exactly once, and it shows the planted failure and no other error; a
single file has 1,000 lines or more. The interestingness test must answer
yes on the planted file and no on the clean one.

An internal compiler error case (`kind = "ICE: ..."`) must show a crash
(`panicked at`, or a delayed bug shown as `error: internal compiler error`)
with its `keep` (the panic's place and message); ordinary errors printed
before the crash are allowed, as they come with the construct that crashes
the compiler, and the clean file must neither crash nor fail.
"""

import subprocess
import sys
import tempfile
from pathlib import Path

from manifest import HERE, all_cases, compile_output, error_count, is_ice, load_cases, same_bug, shows_ice


def clean_and_planted(case: dict):
    """The text before planting (the planted file with its edit undone: only
    the planted files are committed) and the planted file's path."""
    planted = HERE / (case["crate"] + "/" + case["file"] if "crate" in case else case["file"])
    text = planted.read_text(encoding="utf-8")
    return text.replace(case["plant"]["new"], case["plant"]["old"], 1), planted


def problems(case: dict) -> list:
    found = []
    clean_text, planted = clean_and_planted(case)
    planted_text = planted.read_text(encoding="utf-8")
    old, new = case["plant"]["old"], case["plant"]["new"]
    if planted_text.count(new) != 1 or clean_text.count(old) != 1:
        found.append("the planted file does not hold the plant exactly once")
    if "crate" not in case and not case.get("small") and planted_text.count("\n") < 1000:
        found.append(f"{planted_text.count(chr(10))} lines, fewer than 1,000")
    with tempfile.TemporaryDirectory(prefix="rust-bench-check-") as scratch:
        clean = Path(scratch) / planted.name
        clean.write_text(clean_text, encoding="utf-8")
        clean_output = compile_output(case, clean)
        errors = error_count(clean_output)
        if errors:
            found.append(f"the clean file has {errors} error(s):\n" + clean_output)
        if shows_ice(clean_output):
            found.append("the clean file crashes the compiler:\n" + clean_output)
        test = [sys.executable, HERE / "interesting.py", case["name"], clean]
        if subprocess.run(test).returncode == 0:
            found.append("the interestingness test says yes on the clean file")
    output = compile_output(case, planted)
    if not same_bug(case, output):
        found.append("the planted file does not show the planted failure:\n" + output)
    elif is_ice(case):
        if not shows_ice(output):
            found.append("the planted file does not crash the compiler:\n" + output)
    elif error_count(output) != case.get("errors", 1):
        expected = case.get("errors", 1)
        found.append(f"the planted file has {error_count(output)} errors, not {expected}:\n" + output)
    test = [sys.executable, HERE / "interesting.py", case["name"], planted]
    if subprocess.run(test).returncode != 0:
        found.append("the interestingness test says no on the planted file")
    return found


def main():
    args = sys.argv[1:]
    cases = all_cases()
    if args[:1] == ["--manifest"] and len(args) >= 2:
        cases, args = load_cases(args[1]), args[2:]
    wanted = set(args)
    failed = False
    for case in cases:
        if wanted and case["name"] not in wanted:
            continue
        found = problems(case)
        print(f"{case['name']}: {'ok' if not found else 'WRONG'}")
        for problem in found:
            print(f"  - {problem}")
        failed = failed or bool(found)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

"""The cases of cases.toml, and how a candidate of one is compiled and judged.

Shared by the interestingness test, the checks and the runner, so that all
of them mean the same thing by "the same bug", "alone" and "parses".
"""

import os
import re
import shutil
import subprocess
import tempfile
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent

# A line that opens one diagnostic of level error; the summary lines that
# rustc and cargo add at the end are not errors of their own.
ERROR_LINE = re.compile(r"^error(\[\w+\])?: ", re.M)
SUMMARY = re.compile(r"^error: (aborting due to|could not compile)", re.M)


# The manifests: the project's own cases (cases.toml, issue 22), the
# held-out corpus (corpus.toml, issue 30), the cases two sessions wrote as a
# user would (heldout.toml to heldout4.toml, issue 30), and held-out cases of
# lints made errors (lints.toml). Case names are unique across them.
MANIFESTS = ("cases.toml", "corpus.toml", "heldout.toml", "heldout2.toml", "heldout3.toml", "heldout4.toml", "heldout5.toml", "lints.toml")

# What marks a compiler crash in its output: a panic (`panicked at`, with the
# query stack printed after it) or a delayed bug shown as an ICE.
ICE_MARKS = ("error: internal compiler error", "panicked at")


def load_cases(manifest: str = None) -> list:
    """The cases of one manifest: `manifest`, else $RUST_BENCH_MANIFEST, else cases.toml."""
    manifest = manifest or os.environ.get("RUST_BENCH_MANIFEST") or "cases.toml"
    with open(HERE / manifest, "rb") as f:
        return tomllib.load(f)["case"]


def all_cases() -> list:
    return [case for manifest in MANIFESTS for case in load_cases(manifest)]


def case_named(name: str) -> dict:
    for case in all_cases():
        if case["name"] == name:
            return case
    names = ", ".join(c["name"] for c in all_cases())
    raise SystemExit(f"no case named `{name}` in {' or '.join(MANIFESTS)}; the cases are {names}")


def is_ice(case: dict) -> bool:
    """An internal compiler error case (`kind = "ICE: ..."`)."""
    return case["kind"].startswith("ICE")


def shows_ice(output: str) -> bool:
    return any(mark in output for mark in ICE_MARKS)


def compile_output(case: dict, candidate: Path) -> str:
    """What the case's command prints (both streams) for this candidate.

    The command reads nothing from standard input (cargo asks rustc about
    the target through it, and would read the caller's). A single file is
    compiled where it is. A crate's file is compiled in a
    fresh copy of the crate with its own target directory, so that runs in
    parallel share nothing.
    """
    candidate = candidate.resolve()
    if "crate" not in case:
        name = Path(case["file"]).name
        if candidate.name == name:
            return _compile_file(case, candidate)
        # rustc names the crate after the file: a reducer's temporary name
        # (treereduce's, icemelter's) is copied under the case's own.
        with tempfile.TemporaryDirectory(prefix="rust-bench-") as scratch:
            copy = Path(scratch) / name
            shutil.copyfile(candidate, copy)
            return _compile_file(case, copy)
    with tempfile.TemporaryDirectory(prefix="rust-bench-") as scratch:
        crate = Path(scratch) / "crate"
        shutil.copytree(HERE / case["crate"], crate, ignore=shutil.ignore_patterns("target"))
        shutil.copyfile(candidate, crate / case["file"])
        env = dict(os.environ, CARGO_TARGET_DIR=str(Path(scratch) / "target"))
        run = subprocess.run(case["command"], cwd=crate, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True)
        return run.stdout + run.stderr


def _compile_file(case: dict, file: Path) -> str:
    # `{out}`: a directory of the run's own for rustc's output. Never
    # `-o /dev/null`: rustc writes a temporary file and renames it over the
    # output, so as root it replaces /dev/null with a regular file.
    with tempfile.TemporaryDirectory(prefix="rust-bench-out-") as out:
        command = [a.replace("{file}", file.name).replace("{out}", out) for a in case["command"]]
        run = subprocess.run(command, cwd=file.parent, stdin=subprocess.DEVNULL, capture_output=True, text=True)
    return run.stdout + run.stderr


def same_bug(case: dict, output: str) -> bool:
    """The output shows the planted failure: every string of `keep`."""
    return all(k in output for k in case["keep"])


def error_count(output: str) -> int:
    """How many errors the output reports (the final summaries not counted)."""
    return len(ERROR_LINE.findall(output)) - len(SUMMARY.findall(output))


def ordinary_errors(output: str) -> set:
    """The kinds of ordinary error the output reports: the code (`E0308`) of
    each coded error, the message of each other one. The summaries and an
    ICE's own lines (`error: internal compiler error: ...`, the notes of a
    panic) are not ordinary errors."""
    kinds = set()
    for line in output.splitlines():
        found = re.match(r"^error(?:\[(\w+)\])?: (.*)$", line)
        if found is None or SUMMARY.match(line) or line.startswith("error: internal compiler error"):
            continue
        kinds.add(found.group(1) or found.group(2))
    return kinds


def new_errors(original_output: str, output: str) -> set:
    """The kinds of ordinary error that `output` has and the original's had not."""
    return new_errors_than(ordinary_errors(original_output), output)


def new_errors_than(kinds: set, output: str) -> set:
    """The kinds of ordinary error that `output` has beside `kinds`."""
    return ordinary_errors(output) - kinds


def parses(case: dict, candidate: Path) -> bool:
    """Whether rustc's parser accepts the candidate.

    `-Z parse-crate-root-only` (which `RUSTC_BOOTSTRAP=1` lets a stable
    rustc take) stops once the file itself is parsed: a `mod x;` whose file
    is missing is not asked for, and nothing is checked or written. Not
    rustfmt: it fails on files that parse when its own formatting leaves
    trailing whitespace behind ("internal error: left behind trailing
    whitespace"), which its exit code reports like a parse error. The
    output directory is a temporary one all the same.
    """
    with tempfile.TemporaryDirectory(prefix="rust-bench-parse-") as out:
        command = ["rustc", "-Z", "parse-crate-root-only", "--edition", case["edition"], "--out-dir", out, str(candidate.resolve())]
        env = dict(os.environ, RUSTC_BOOTSTRAP="1")
        run = subprocess.run(command, cwd=out, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True)
    return run.returncode == 0

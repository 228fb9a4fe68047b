#!/usr/bin/env python3
"""Checks that the minimum Rust version the project claims is true.

Each workspace member's `rust-version` must be at least the `rust-version`
of every package its build and its tests need, as `Cargo.lock` resolves
them (`cargo metadata`): normal and build dependencies, all the way down,
and the members' own dev-dependencies (the README's `cargo test` builds
them). The README's and the guide's "1.xx or newer" must say the same.

Run by .ci/run; exits 1 and names each package that asks for more.
"""

import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def version(text):
    """`"1.85"` as `(1, 85, 0)`, comparable; `None` as `(0, 0, 0)`."""
    parts = [int(part) for part in text.split(".")] if text else []
    return tuple(parts + [0] * (3 - len(parts)))


def needed_by(member, packages, nodes):
    """The packages `member` needs to build and to run its tests."""
    seen, stack = set(), [member]
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        for dep in nodes[node]["deps"]:
            kinds = {kind["kind"] for kind in dep["dep_kinds"]}
            if kinds & {None, "build"} or (node == member and "dev" in kinds):
                stack.append(dep["pkg"])
    return seen - {member}


def main():
    metadata = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked"],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    packages = {p["id"]: p for p in metadata["packages"]}
    nodes = {n["id"]: n for n in metadata["resolve"]["nodes"]}
    problems = []
    claimed = set()
    for member in metadata["workspace_members"]:
        own = packages[member]
        claimed.add(own["rust_version"])
        for dep in sorted(needed_by(member, packages, nodes)):
            wanted = packages[dep].get("rust_version")
            if version(wanted) > version(own["rust_version"]):
                problems.append(
                    f"{own['name']} says rust-version {own['rust_version']}, but "
                    f"{packages[dep]['name']} {packages[dep]['version']} needs {wanted}"
                )
    if len(claimed) != 1:
        problems.append(f"the members claim different versions: {sorted(claimed)}")
    for doc in ["README.md", "docs/guide.md"]:
        for said in re.findall(r"\b(1\.\d+) or newer", (ROOT / doc).read_text()):
            if any(version(said) != version(v) for v in claimed):
                problems.append(f"{doc} says {said} or newer, the manifests {sorted(claimed)}")
    for problem in problems:
        print(f"msrv-check: {problem}", file=sys.stderr)
    if problems:
        print(
            "msrv-check: raise `rust-version` in Cargo.toml (and README.md), or pin an "
            "older dependency with `cargo update -p NAME --precise VERSION`",
            file=sys.stderr,
        )
        return 1
    print(f"msrv-check: every dependency builds with Rust {next(iter(claimed))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

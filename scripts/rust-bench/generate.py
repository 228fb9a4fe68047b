#!/usr/bin/env python3
"""Rebuilds the benchmark's cases from the local cargo registry.

Usage: generate.py [REGISTRY_SRC] [CASE...]   (default: the first ~/.cargo/registry/src/*/)

For each case of cases.toml and corpus.toml (or each case named): a single file is inlined from the crate and
planted (`cases/NAME.rs`; only the planted file is kept, `check.py` undoes
the plant to check the clean one); a whole crate is
copied (`crates/NAME`), made a workspace of its own, and planted. The
outputs are committed, so a rerun must leave `git status` clean: that is
how to see the corpus is stable.
"""

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from manifest import HERE, all_cases


def plant(text: str, case: dict) -> str:
    """`text` with the case's one edit; the edit must match exactly once."""
    old, new = case["plant"]["old"], case["plant"]["new"]
    if text.count(old) != 1:
        sys.exit(f"generate.py: {case['name']}: the plant matches {text.count(old)} times, not once")
    return text.replace(old, new)


def strip_dependencies(manifest: str) -> str:
    """Drops `[dependencies.*]` and `[dev-dependencies.*]` tables.

    An optional dependency is also a feature of the same name, which the
    crate's `#[cfg(feature = ...)]` may test: it stays, as an empty feature.
    What a feature enables of a dropped dependency (`"dep:x"`, `"x/f"`,
    `"x?/f"`) is dropped from its list, or cargo refuses the manifest.
    """
    tables = re.split(r"(?m)^(?=\[)", manifest)
    kept, optional, dropped = [], [], []
    for table in tables:
        head = table.split("\n", 1)[0]
        found = re.match(r"\[(dev-)?dependencies\.([\w-]+)\]", head)
        if found is None:
            kept.append(table)
            continue
        dropped.append(found.group(2))
        if not found.group(1) and re.search(r"(?m)^optional\s*=\s*true", table):
            optional.append(found.group(2))
    for i, table in enumerate(kept):
        if table.startswith("[features]"):
            for name in dropped:
                enables = rf'"(?:dep:{re.escape(name)}|{re.escape(name)}\??/[\w-]+)"'
                table = re.sub(rf"{enables}\s*,?\s*", "", table)
            kept[i] = table
    text = "".join(kept)
    for name in optional:
        if f"\n{name} =" not in text.split("[features]", 1)[-1]:
            text = text.replace("[features]\n", f"[features]\n{name} = []\n", 1)
    return text


def single_file(case: dict, registry: Path):
    name, version = case["source"].split()
    with tempfile.TemporaryDirectory(prefix="rust-bench-gen-") as scratch:
        clean = Path(scratch) / f"{case['name']}.rs"
        subprocess.run([sys.executable, HERE / "inline.py", registry / f"{name}-{version}", clean], check=True)
        (HERE / case["file"]).parent.mkdir(parents=True, exist_ok=True)
        (HERE / case["file"]).write_text(plant(clean.read_text(encoding="utf-8"), case), encoding="utf-8")


def whole_crate(case: dict, registry: Path):
    name, version = case["source"].split()
    target = HERE / case["crate"]
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(registry / f"{name}-{version}", target)
    (target / ".cargo-ok").unlink(missing_ok=True)
    (target / ".cargo_vcs_info.json").unlink(missing_ok=True)
    manifest = (target / "Cargo.toml").read_text(encoding="utf-8")
    if case.get("strip_dependencies"):
        manifest = strip_dependencies(manifest)
        (target / "Cargo.lock").unlink(missing_ok=True)
    # Its own workspace, or cargo would look for one above it (this repository's).
    (target / "Cargo.toml").write_text(manifest.rstrip("\n") + "\n\n[workspace]\n", encoding="utf-8")
    source = target / case["file"]
    source.write_text(plant(source.read_text(encoding="utf-8"), case), encoding="utf-8")


def main():
    args = sys.argv[1:]
    if args and "/" in args[0]:
        registry, args = Path(args[0]), args[1:]
    else:
        found = sorted((Path.home() / ".cargo" / "registry" / "src").glob("*/"))
        if not found:
            sys.exit("generate.py: no ~/.cargo/registry/src/*/; give the registry's source directory")
        registry = found[0]
    for case in all_cases():
        if args and case["name"] not in args:
            continue
        if "crate" in case:
            whole_crate(case, registry)
        else:
            single_file(case, registry)
        print(f"{case['name']}: {case['source']}")


if __name__ == "__main__":
    main()

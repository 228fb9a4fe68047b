#!/usr/bin/env python3
"""Unit tests of the benchmark's tools: inlining, token counting, the parse
check, the manifest edits and the error count. Run: python3 scripts/rust-bench/test_tools.py
(check.py checks the cases themselves)."""

import os
import subprocess
import sys
import tempfile
import tomllib
import unittest
from pathlib import Path

from generate import strip_dependencies
from manifest import HERE, error_count, parses
from tokens import count_tokens


class Inline(unittest.TestCase):
    def inline(self, files: dict) -> str:
        with tempfile.TemporaryDirectory() as d:
            crate = Path(d) / "c"
            for name, text in files.items():
                (crate / name).parent.mkdir(parents=True, exist_ok=True)
                (crate / name).write_text(text)
            out = Path(d) / "out.rs"
            subprocess.run([sys.executable, HERE / "inline.py", crate, out], check=True)
            return out.read_text()

    def test_modules_become_blocks_recursively_and_the_result_compiles(self):
        text = self.inline({
            "Cargo.toml": '[package]\nname = "c"\nversion = "1.2.3"\nedition = "2021"\n',
            "src/lib.rs": '#![doc = include_str!("../README.md")]\npub mod a;\nmod b;\n#[path = "other.rs"]\nmod c;\n#[cfg(test)]\nmod tests;\npub fn f() -> u32 { a::x::g() + b::h() + c::k() }\n',
            "src/a.rs": "//! Module a.\n#![allow(dead_code)]\npub mod x;\n",
            "src/a/x.rs": "pub fn g() -> u32 { 1 }\n",
            "src/b/mod.rs": "pub fn h() -> u32 { 2 }\n",
            "src/other.rs": "pub fn k() -> u32 { 3 }\n",
        })
        self.assertTrue(text.startswith("// c 1.2.3 (edition 2021)"))
        self.assertIn("pub mod a {\n//! Module a.\n#![allow(dead_code)]\npub mod x {\npub fn g()", text)
        self.assertIn("mod b {\npub fn h()", text)
        self.assertIn("mod c {\npub fn k()", text)
        self.assertNotIn('include_str!("', text)
        self.assertIn("dropped `mod tests;`", text)
        with tempfile.TemporaryDirectory() as d:
            (Path(d) / "c.rs").write_text(text)
            run = subprocess.run(
                ["rustc", "--crate-type", "lib", "--edition", "2021", "--emit=metadata", "--out-dir", d, "c.rs"],
                cwd=d, capture_output=True, text=True,
            )
            self.assertEqual(run.returncode, 0, run.stderr)


class Tokens(unittest.TestCase):
    def test_each_token_once_and_comments_nothing(self):
        source = "/// doc\nfn f<'a>(x: &'a str) -> u8 { // note\n let s = r#\"a\"b\"#; /* c /* d */ */ let c = b'\\n'; 1..=2; x.len() as u8 + 0x1F_u8 }\n"
        # doc; fn f < 'a > ( x : & 'a str ) -> u8 {; let s = r#..# ;; let c = b'\n' ;; 1 ..= 2 ;; x . len ( ) as u8 + 0x1F_u8 }
        self.assertEqual(count_tokens(source), 1 + 15 + 5 + 5 + 4 + 10)

    def test_unknown_text_is_never_free(self):
        self.assertEqual(count_tokens("a ` b"), 3)


class Trace(unittest.TestCase):
    def test_each_run_says_why_a_candidate_is_refused(self):
        with tempfile.TemporaryDirectory() as d:
            planted = Path(d) / "semver.rs"
            planted.write_bytes((HERE / "cases" / "semver.rs").read_bytes())
            allowed, trace = Path(d) / "errors", Path(d) / "trace"
            allowed.write_text("")  # no kind allowed: the planted E0308 counts as new
            env = dict(os.environ, RUST_BENCH_ERRORS=str(allowed), RUST_BENCH_TRACE=str(trace))
            for text in (None, ""):
                if text is not None:
                    planted.write_text(text)
                run = subprocess.run([sys.executable, HERE / "interesting.py", "semver", planted], env=env)
                self.assertEqual(run.returncode, 1)
            size = len((HERE / "cases" / "semver.rs").read_bytes())
            self.assertEqual(trace.read_text().splitlines(), [f"no\tbug\t{size}\tE0308", "no\tlost\t0\t"])


class Parses(unittest.TestCase):
    def parses(self, text: str, edition: str = "2021") -> bool:
        with tempfile.TemporaryDirectory() as d:
            file = Path(d) / "c.rs"
            file.write_text(text)
            return parses({"edition": edition}, file)

    def test_what_rustc_parses_parses_and_only_that(self):
        # rustfmt gives up on this file ("left behind trailing whitespace",
        # after `let w =`) and exits 1; it parses.
        self.assertTrue(self.parses("fn f() -> u8 {\n    let w = \n        2\n        // a note\n        ;\n    w\n}\n"))
        # A module's file missing is not a parse error.
        self.assertTrue(self.parses("mod elsewhere;\nfn f() {}\n"))
        self.assertFalse(self.parses("fn f() { let x = ; }\n"))
        # The edition is the case's: `async fn` is no item in 2015.
        self.assertTrue(self.parses("async fn f() {}\n"))
        self.assertFalse(self.parses("async fn f() {}\n", edition="2015"))


class Manifest(unittest.TestCase):
    def test_dependencies_are_stripped_and_optional_ones_stay_features(self):
        manifest = (
            '[package]\nname = "p"\n\n[dependencies.serde]\nversion = "1"\noptional = true\n\n'
            '[dev-dependencies.anyhow]\nversion = "1"\n\n[features]\ndefault = []\n'
        )
        stripped = strip_dependencies(manifest)
        self.assertNotIn("dependencies", stripped)
        self.assertIn("[features]\nserde = []\ndefault = []", stripped)

    def test_what_features_enable_of_dropped_dependencies_is_dropped(self):
        manifest = (
            '[package]\nname = "p"\n\n[dependencies.bstr]\nversion = "1"\noptional = true\n\n'
            '[dependencies.cs]\nversion = "1"\noptional = true\n\n'
            '[features]\nstd = ["alloc", "bstr?/std"]\nunicode = [\n    "text",\n    "bstr?/unicode",\n]\n'
            'critical = ["dep:cs", "bstr/alloc"]\n'
        )
        stripped = strip_dependencies(manifest)
        self.assertIn('std = ["alloc", ]', stripped)
        self.assertIn('unicode = [\n    "text",\n    ]', stripped)
        self.assertIn('critical = []', stripped)
        self.assertNotIn("bstr/", stripped.replace("bstr = []", ""))
        tomllib.loads(stripped)

    def test_the_summary_lines_are_not_errors(self):
        output = "error[E0308]: mismatched types\n --> a.rs\n\nerror: aborting due to 1 previous error\n"
        self.assertEqual(error_count(output), 1)
        output += "error: could not compile `p` (lib) due to 1 previous error\n"
        self.assertEqual(error_count(output), 1)
        self.assertEqual(error_count("error: expected `;`\nerror[E0425]: cannot find\n"), 2)


if __name__ == "__main__":
    unittest.main()

"""Gives shrinkray its Rust grammar on a machine that cannot reach GitHub.

shrinkray's tree-sitter passes load grammars through
tree_sitter_language_pack, which downloads them from GitHub releases at run
time; without network access it reduces Rust with its generic passes only.
run.sh puts this directory and one holding the PyPI package tree-sitter-rust
(`pip install --target DIR tree-sitter-rust`) on shrinkray's PYTHONPATH, and
this module answers "rust" from that package instead of the download.
Any other Python that starts with this path (the test script) ignores it.
"""

try:
    import tree_sitter
    import tree_sitter_language_pack as pack
    import tree_sitter_rust
except ImportError:
    pack = None

if pack is not None:
    _get_language, _download, _downloaded = pack.get_language, pack.download, pack.downloaded_languages

    def get_language(name, *args, **kwargs):
        if name == "rust":
            return tree_sitter.Language(tree_sitter_rust.language())
        return _get_language(name, *args, **kwargs)

    def download(names, *args, **kwargs):
        rest = [n for n in names if n != "rust"]
        return _download(rest, *args, **kwargs) if rest else None

    def downloaded_languages(*args, **kwargs):
        return sorted(set(_downloaded(*args, **kwargs)) | {"rust"})

    pack.get_language, pack.download, pack.downloaded_languages = get_language, download, downloaded_languages

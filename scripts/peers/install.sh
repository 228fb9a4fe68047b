#!/usr/bin/env bash
# Installs the reducers that `cargo delta` is measured against (not run by CI):
# shrinkray, picire and lithium in a Python 3.12 venv, C-Reduce and C-Vise from
# Debian. Usage: scripts/peers/install.sh [VENV]   (default /opt/peers)
# Then bench.sh finds them through PEERS_VENV (the same default).
set -euo pipefail
venv="${1:-/opt/peers}"
# Python 3.12 or newer: pyenv's if it has one, else uv's.
# (pyenv's shim for a version not selected is on PATH but fails: try it.)
py="$(command -v python3.12 || true)"
if [ -n "$py" ] && ! "$py" --version >/dev/null 2>&1; then
  py=""
fi
if [ -z "$py" ] && [ -x "${PYENV_ROOT:-$HOME/.pyenv}/versions/3.12.1/bin/python3.12" ]; then
  py="${PYENV_ROOT:-$HOME/.pyenv}/versions/3.12.1/bin/python3.12"
fi
if [ -z "$py" ]; then
  pip install uv
  uv python install 3.12
  py="$(uv python find 3.12)"
fi
"$py" -m venv "$venv"
# picire imports pkg_resources, which setuptools 81 removed.
"$venv/bin/pip" install 'setuptools<81' shrinkray==26.9.13.0 picire==21.8 lithium-reducer==4.0.0
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y creduce cvise
# The Rust-source reducers (issue 22), a long build: RUST_REDUCERS=1.
if [ "${RUST_REDUCERS:-0}" = 1 ]; then
  cargo install treereduce-rust@0.4.1 icemelter@0.3.2
fi

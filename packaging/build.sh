#!/usr/bin/env bash
# Build the frozen app for this platform and check it with its own self-test.
#   bash packaging/build.sh            (uses .venv, creating it if needed)
# Result: dist/boardgames/boardgames (a folder with the executable and its data).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
if [ ! -x "$PY" ]; then
  python3 -m venv .venv
  PY=.venv/bin/python
fi
"$PY" -m pip install --quiet --disable-pip-version-check -e '.[build]'
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/boardgames.spec
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy dist/boardgames/boardgames selftest

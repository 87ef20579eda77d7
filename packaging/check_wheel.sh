#!/usr/bin/env bash
# CI: does the package we ship work? Build the sdist and from it the wheel
# (python -m build), install the wheel into a fresh virtual environment, and
# from outside the checkout replay a bundled record, load all three
# translations and install the desktop shortcut into a scratch home.
#   usage: bash packaging/check_wheel.sh [PYTHON]   (PYTHON needs `build`, e.g. .venv/bin/python)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
py=${1:-python3}
work=$(mktemp -d "${TMPDIR:-/tmp}/tch-check-wheel.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Build from a copy of the files git knows (committed or not, never ignored ones): a stale
# *.egg-info/SOURCES.txt in the checkout would otherwise hide a file missing from MANIFEST.in.
mkdir "$work/src"
if git rev-parse --git-dir > /dev/null 2>&1; then
  git ls-files -z -co --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2> /dev/null | tar -xf - -C "$work/src"
else
  tar --exclude='*.egg-info' --exclude=.venv --exclude=build --exclude=dist -cf - . | tar -xf - -C "$work/src"
fi
"$py" -m build --outdir "$work/dist" "$work/src" > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
ls -l "$work/dist"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q "$work"/dist/*.whl

cd "$work"  # outside the checkout: only the installed package can answer
export QT_QPA_PLATFORM=offscreen TCH_DESKTOP_HOME="$work/home"
record=$("$work/venv/bin/python" -c "from tch_desktop.paths import resource; print(resource('records', 'finished.json'))")
case "$record" in "$work/venv/"*) ;; *) echo "bundled record not inside the installed package: $record"; exit 1;; esac
"$work/venv/bin/tch-desktop" replay "$record"
"$work/venv/bin/python" "$repo/packaging/smoke_installed.py" "$work/venv"
echo "the wheel works: replay, it/es/de, desktop shortcut"

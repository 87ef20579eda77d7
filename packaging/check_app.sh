#!/usr/bin/env bash
# Before each release: check the standalone build (packaging/build_app.py) as a player would get it.
#   usage: bash packaging/check_app.sh [--no-build] [--screenshot OUT.png]
# Unpacks dist/tch-desktop-*.tar.gz into a scratch folder and, from there, with no Python on
# PATH and an empty home: replays a bundled record, plays a 2-game bot simulation on 2
# processes (the frozen multiprocessing start), installs and removes the desktop shortcut,
# starts the window in each language
# (offscreen) and times the start; with --screenshot, takes one under Xvfb
# (/work/shared/tools/screenshot or xvfb-run + ImageMagick's import). Prints the sizes,
# the start times and the newest glibc symbol the bundle needs.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
build=1 shot=""
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=0;;
    --screenshot) shot=$2; shift;;
    *) echo "unknown option $1" >&2; exit 2;;
  esac
  shift
done
py=${PYTHON:-$repo/.venv/bin/python}
[ "$build" = 1 ] && "$py" packaging/build_app.py
tarball="$repo/$(ls -t dist/tch-desktop-*.tar.gz | head -1)"
work=$(mktemp -d "${TMPDIR:-/tmp}/tch-check-app.XXXXXX")
trap 'rm -rf "$work"' EXIT
tar xzf "$tarball" -C "$work"
app="$work/tch-desktop/tch-desktop"
run() {  # the program as on a machine without Python: bare PATH, a fresh home, no venv
  env -i HOME="$work/home" PATH=/usr/bin:/bin LANG=C.UTF-8 "$@"
}
seconds() {  # wall time of a command, its output discarded
  local t0 t1
  t0=$(date +%s.%N); "$@" > /dev/null 2>&1; t1=$(date +%s.%N)
  printf '%.2f' "$(echo "$t1 - $t0" | bc)"
}
median3() {  # the median of three timings of a command (a busy machine makes single runs noisy)
  printf '%s\n' "$(seconds "$@")" "$(seconds "$@")" "$(seconds "$@")" | sort -n | sed -n 2p
}
mkdir -p "$work/home"
cd "$work"
echo "archive: $(du -m "$tarball" | cut -f1) MB; unpacked: $(du -sm "$work/tch-desktop" | cut -f1) MB"

records="$work/tch-desktop/_internal/tch_desktop/_data/resources/records"
record="$records/finished.json"
run "$app" replay "$record" | tail -2
line="replay of the bundled finished.json: $(median3 run "$app" replay "$record") s"
if [ -x "$repo/.venv/bin/tch-desktop" ]; then  # the same, installed in a venv, measured now
  line="$line (the venv's tch-desktop: $(median3 "$repo/.venv/bin/tch-desktop" replay "$record") s)"
fi
line="$line [medians of 3]"
echo "$line"

run "$app" simulate --players easy,easy --games 2 --jobs 2 --seed 1 | head -2

run env XDG_DATA_HOME="$work/share" "$app" install-shortcut > /dev/null
entry="$work/share/applications/org.tchstudio.TokyoCapsuleHotel.desktop"
grep -qx "Exec=$app %f" "$entry" || { echo "install-shortcut: wrong Exec line"; cat "$entry"; exit 1; }
if command -v desktop-file-validate > /dev/null; then desktop-file-validate "$entry"; fi
run env XDG_DATA_HOME="$work/share" "$app" install-shortcut --remove > /dev/null
[ ! -e "$entry" ] || { echo "install-shortcut --remove left $entry"; exit 1; }
echo "install-shortcut and --remove: ok"

for lang in en it es de; do
  t0=$(date +%s.%N)
  out=$(run env QT_QPA_PLATFORM=offscreen TCH_DESKTOP_EXIT_AFTER=1 TCH_DESKTOP_LOG=warning \
        "$app" play "$records/purchase.json" --lang "$lang" 2>&1) || { echo "$out"; exit 1; }
  t1=$(date +%s.%N)
  if echo "$out" | grep -q -i "translation\|error\|traceback"; then echo "$out"; exit 1; fi
  echo "window ($lang), start to first event loop turn and quit: $(echo "$t1 - $t0" | bc) s"
done
line="window (en) start, median of 3: $(median3 run env QT_QPA_PLATFORM=offscreen TCH_DESKTOP_EXIT_AFTER=1 \
       "$app" play "$records/purchase.json" --lang en) s"
if [ -x "$repo/.venv/bin/tch-desktop" ]; then  # the same start from the venv, measured now
  line="$line (the venv's tch-desktop: $(median3 env QT_QPA_PLATFORM=offscreen TCH_DESKTOP_EXIT_AFTER=1 \
       TCH_DESKTOP_HOME="$work/home" "$repo/.venv/bin/tch-desktop" play "$records/purchase.json" --lang en) s)"
fi
echo "$line"

if [ -n "$shot" ]; then
  tool=/work/shared/tools/screenshot
  if [ -x "$tool" ]; then
    SIZE=1280x720 "$tool" "$shot" 10 -- sh -c 'exec env -i DISPLAY="$DISPLAY" HOME="$1" PATH=/usr/bin:/bin \
      LANG=C.UTF-8 "$2" play "$3" --lang de' sh "$work/home" "$app" "$records/purchase.json"
  else
    xvfb-run -s "-screen 0 1280x720x24" sh -c "\"$app\" play \"$records/purchase.json\" --lang de & sleep 8; import -window root \"$shot\"; kill \$!"
  fi
fi

newest=$(find "$work/tch-desktop" -type f \( -name '*.so*' -o -name tch-desktop \) -exec objdump -T {} + 2>/dev/null \
         | grep -o 'GLIBC_2\.[0-9]*' | sort -t. -k2 -n -u | tail -1)
echo "newest glibc symbol needed: $newest"
echo "the standalone build works"

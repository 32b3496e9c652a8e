#!/usr/bin/env bash
# Builds the referee and runs its main job on the bundled fixtures: validates every sample
# transcript and prints the reports. The illegal samples are meant to be reported as
# illegal; the script fails only if a legal sample is refused, an illegal one accepted,
# or any input error occurs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
cmake --preset default >/dev/null
cmake --build --preset default -j 2 --target referee
./build/referee games

status=0
shopt -s nullglob
for game_dir in fixtures/*/; do
  for kind in legal illegal; do
    files=()
    for f in "$game_dir$kind"/*.json; do
      [[ $f == *.expected.json ]] || files+=("$f")
    done
    ((${#files[@]})) || continue
    echo
    echo "== ${game_dir}${kind}: ${#files[@]} transcripts =="
    code=0
    ./build/referee validate "${files[@]}" || code=$?
    expected=0
    [[ $kind == illegal ]] && expected=1
    if ((code != expected)); then
      echo "demo: ${game_dir}${kind}: referee exited $code, expected $expected" >&2
      status=1
    fi
  done
done
exit $status

#!/usr/bin/env bash
# Builds the referee and runs its main job on the bundled fixtures: validates the sample
# transcripts and prints the reports (the illegal samples are meant to be reported).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
cmake --preset default >/dev/null
cmake --build --preset default -j 2 --target referee
./build/referee games
for game_dir in fixtures/*/; do
  for kind in legal illegal; do
    shopt -s nullglob
    files=("$game_dir$kind"/*.json)
    files=("${files[@]/*.expected.json}")
    [ ${#files[@]} -eq 0 ] && continue
    echo
    echo "== ${game_dir}${kind} =="
    ./build/referee validate "${files[@]}" || true
  done
done

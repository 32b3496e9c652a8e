#!/usr/bin/env bash
# Builds the referee and runs its main job on the bundled fixtures: validates every sample
# transcript and prints the reports, then runs a small round robin in an event file. The illegal samples are meant to be reported as
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
# Tournaments: the FIDE worked example as a round robin in an event file, then its standings.
echo
echo "== fixtures/events/fide-round-robin-worked-example: a 4-player round robin =="
event_dir=$(mktemp -d)
trap 'rm -rf "$event_dir"' EXIT
fixture=fixtures/events/fide-round-robin-worked-example
event() { ./build/referee event "$1" "$event_dir/event.db" "${@:2}"; }
event create --name "FIDE worked example" --game draw-of-faith --system round-robin --tiebreaks fide
event add --csv "$fixture/players.csv"
for round in 1 2 3; do
  event pair
  # The results of steps.txt, from the first player's view.
  grep -E "^report --round $round " "$fixture/steps.txt" | while read -r _ args; do
    # shellcheck disable=SC2086
    event report $args >/dev/null
  done
done
event standings || status=1
exit $status

#!/usr/bin/env bash
# Builds the Swiss pairing benchmark (tests/benchmarks/swiss_round6.cpp) and pairs round 6 of
# simulated events of 1,000, 4,000 and 10,000 players, each size in its own process (so the
# peak RSS is that size's), then prints a table. Issue 6 aims at 10,000 players under 5 s.
# The seed matters: how much of the dual check a round needs depends on the event (10,000
# players, seed 1 needs none), so each size is run with several seeds.
#   scripts/bench-swiss.sh                     build/ (RelWithDebInfo), seeds 1 2 3, round 6 paired 3 times
#   scripts/bench-swiss.sh --repeat 5 --seeds "4 5" --build-dir /tmp/build-bench
# Fails if the benchmark fails or round 6 has a rematch.
set -euo pipefail
cd "$(dirname "$0")/.."

build=build
seeds="1 2 3"
repeat=3
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build=${2:?--build-dir needs a directory}; shift 2 ;;
    --seeds) seeds=${2:?--seeds needs a list}; shift 2 ;;
    --repeat) repeat=${2:?--repeat needs a value}; shift 2 ;;
    *) echo "usage: scripts/bench-swiss.sh [--build-dir DIR] [--seeds \"S ...\"] [--repeat K]" >&2; exit 2 ;;
  esac
done

bash scripts/setup-debian.sh
cmake -S . -B "$build" -G Ninja >/dev/null
cmake --build "$build" --target swiss_round6
build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")

# The last line of each run is its one-line JSON summary.
summaries=()
for players in 1000 4000 10000; do
  for seed in $seeds; do
    echo
    echo "== $build/swiss_round6 $players --seed $seed --repeat $repeat =="
    out=$("$build/swiss_round6" "$players" --seed "$seed" --repeat "$repeat")
    echo "$out"
    summaries+=("$(tail -n 1 <<<"$out")")
  done
done

echo
echo "Round 6 of a Swiss event, mtg profile, 5 random rounds before ($build_type, $repeat runs per process)"
python3 - "${summaries[@]}" <<'EOF'
import json, sys
rows = [json.loads(line) for line in sys.argv[1:]]
print(f"{'players':>8} {'seed':>5} {'min ms':>9} {'median ms':>10} {'max ms':>9} {'solves':>6} {'edges':>7}"
      f" {'scanned':>10} {'rematches':>9} {'RSS r5 MiB':>10} {'RSS r6 MiB':>10}")
for r in rows:
    t, m = r["round6_ms"], r["rss_mib"]
    print(f"{r['players']:>8} {r['seed']:>5} {t['min']:>9.1f} {t['median']:>10.1f} {t['max']:>9.1f} {r['solves']:>6}"
          f" {r['edges']:>7} {r['scanned']:>10} {r['rematches']:>9}"
          f" {m['peak_after_round5']:>10.1f} {m['peak_after_round6']:>10.1f}")
bad = [(r["players"], r["seed"]) for r in rows if r["rematches"] != 0]
if bad:
    sys.exit(f"bench-swiss: rematches in round 6 for (players, seed) {bad}")
EOF
echo "(RSS: the process peak after round 5 is set up, and after round 6)"

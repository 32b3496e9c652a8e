#!/usr/bin/env bash
# What the build costs, so that a change (a new game above all) sees its own cost: builds the
# everyday configuration (the default preset) from scratch in build-cost/ with 2 jobs and
# prints the clean-build time, the compile time of each target and the ten slowest
# translation units (scripts/ninja_log_report.py).
#
#   scripts/build-cost.sh              the clean build
#   scripts/build-cost.sh --tests      and every ctest case: the time, each suite's share, the ten slowest cases
#   scripts/build-cost.sh --no-unity   every source file compiled alone: each file's own cost
#   scripts/build-cost.sh --headers    also a clang build with -ftime-trace in build-cost-trace/: parsing
#                                      against code generation, the headers and templates that cost most
#                                      (scripts/time_trace_report.py; needs clang: setup-debian.sh --fuzz)
#
# Times are wall-clock seconds on this machine: run it on an idle machine, and compare runs of
# one machine only. Prints figures; fails only if the build or a test fails. No timed unit test.
set -euo pipefail
cd "$(dirname "$0")/.."

tests=0 headers=0 unity=ON
for arg in "$@"; do
  case "$arg" in
    --tests) tests=1 ;;
    --headers) headers=1 ;;
    --no-unity) unity=OFF ;;
    *) echo "usage: scripts/build-cost.sh [--tests] [--no-unity] [--headers]" >&2; exit 2 ;;
  esac
done

bash scripts/setup-debian.sh
dir=build-cost
rm -rf "$dir"
start=$SECONDS
cmake --preset default -B "$dir" -DREFEREE_UNITY_BUILD=$unity >/dev/null
cmake --build "$dir" -j 2 >"$dir/build.log" 2>&1 || { tail -30 "$dir/build.log"; exit 1; }
build_seconds=$((SECONDS - start))
echo "== clean build (configure and build, 2 jobs, unity $unity): $((build_seconds / 60)) min $((build_seconds % 60)) s"
python3 scripts/ninja_log_report.py "$dir"

if [ $tests = 1 ]; then
  start=$SECONDS
  (cd "$dir" && ctest -j 2 >ctest.log 2>&1) || { tail -30 "$dir/ctest.log"; exit 1; }
  test_seconds=$((SECONDS - start))
  echo
  echo "== every ctest case, 2 jobs: $((test_seconds / 60)) min $((test_seconds % 60)) s ($(grep -Eo '[0-9]+ tests passed|out of [0-9]+' "$dir/ctest.log" | tail -1))"
  # "Test #12: core_tests:generate: ... Passed 0.96 sec": sum by suite (the part before ':').
  sed -nE 's/^ *[0-9]+\/[0-9]+ Test +#[0-9]+: (.*[^.]) \.+ +Passed +([0-9.]+) sec$/\2\t\1/p' "$dir/ctest.log" >"$dir/tests.tsv"
  echo "Time by suite (a suite's cases run two at a time beside the others):"
  awk -F'\t' '{ split($2, a, ":"); s[a[1]] += $1; n[a[1]]++ } END { for (k in s) printf "  %7.1f s  %4d cases  %s\n", s[k], n[k], k }' "$dir/tests.tsv" | sort -rn
  echo "The ten slowest cases:"
  sort -rn "$dir/tests.tsv" | head -10 | awk -F'\t' '{ printf "  %7.1f s  %s\n", $1, $2 }'
fi

if [ $headers = 1 ]; then
  command -v clang++ >/dev/null || { echo "build-cost.sh --headers needs clang++ (bash scripts/setup-debian.sh --fuzz)" >&2; exit 2; }
  trace=build-cost-trace
  rm -rf "$trace"
  # No precompiled headers and no unity units: each file's own parse of each header shows.
  # -Wno-error: clang's warnings are not this project's gate (g++ is).
  CXX=clang++ cmake -S . -B "$trace" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON -DREFEREE_UNITY_BUILD=OFF \
    -DCMAKE_CXX_FLAGS="-ftime-trace -Wno-error -Wno-unknown-warning-option" >/dev/null
  cmake --build "$trace" -j 2 >"$trace/build.log" 2>&1 || { tail -30 "$trace/build.log"; exit 1; }
  echo
  echo "== clang -ftime-trace, every file alone, no precompiled header"
  python3 scripts/time_trace_report.py "$trace" --top 10
fi

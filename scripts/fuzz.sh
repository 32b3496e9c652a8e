#!/usr/bin/env bash
# Fuzzes every reader with libFuzzer (issue 7): builds build-fuzz/ with clang, libFuzzer,
# ASan and UBSan, then runs each target for SECONDS (default 60) from the inputs kept in
# fixtures/fuzz/<target>/ (seeds, and every input that ever found a bug). Unlike the other
# builds, this one compiles every source file alone (no unity build), so that a file missing
# an #include its unity neighbours happened to provide fails here.
#
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]     targets: transcript sheet profile query position player_csv card_set event_file
#
# A target's growing corpus stays in build-fuzz/corpus/<target>/; a crash is written to
# build-fuzz/found/<target>/ and the script exits 1 naming it. After fixing the bug, copy the
# input into fixtures/fuzz/<target>/: ctest replays it there from then on.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(transcript sheet profile query position player_csv card_set event_file)

command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ is missing (apt-get install clang)" >&2; exit 2; }
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
  -DREFEREE_FUZZ=ON -DREFEREE_BUILD_TESTS=OFF -DREFEREE_UNITY_BUILD=OFF >/dev/null
cmake --build build-fuzz --target "${targets[@]/#/fuzz_}"

status=0
for t in "${targets[@]}"; do
  corpus=build-fuzz/corpus/$t found=build-fuzz/found/$t
  mkdir -p "$corpus" "$found"
  echo "== fuzz_$t for ${seconds}s"
  # -rss_limit_mb: a reader must not need more than 2 GiB for any input; -timeout: nor 10 s.
  if ! build-fuzz/fuzz_"$t" "$corpus" "fixtures/fuzz/$t" -max_total_time="$seconds" -timeout=10 \
       -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$found/" -print_final_stats=1 2>build-fuzz/fuzz_"$t".log; then
    echo "fuzz_$t FOUND A BUG: $(ls -t "$found" | head -1) (log: build-fuzz/fuzz_$t.log)"
    tail -30 build-fuzz/fuzz_"$t".log
    status=1
  else
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" build-fuzz/fuzz_"$t".log | tr '\n' ' '
    echo
  fi
done
exit $status

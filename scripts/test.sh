#!/usr/bin/env bash
# Builds everything and runs every test, in three stages; .ci/run runs exactly this.
#   1. release: the RelWithDebInfo build in build/ and every ctest case
#   2. sanitize: the same build with ASan + UBSan in build-sanitize/ and every ctest case
#   3. fuzz: each libFuzzer target for 60 s from the kept inputs (clang, build-fuzz/)
# The first failing stage stops the run. One stage alone:
#   scripts/test.sh --release          the developer's loop (under 15 minutes on 2 cores)
#   scripts/test.sh --sanitize
#   scripts/test.sh --fuzz [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."

stages=(release sanitize fuzz)
fuzz_seconds=60
case "${1:-}" in
  "") ;;
  --release) stages=(release) ;;
  --sanitize) stages=(sanitize) ;;
  --fuzz) stages=(fuzz); fuzz_seconds=${2:-60} ;;
  *) echo "usage: scripts/test.sh [--release | --sanitize | --fuzz [SECONDS]]" >&2; exit 2 ;;
esac

run_stage() {
  case "$1" in
    release | sanitize)
      local preset=$1
      [ "$preset" = release ] && preset=default
      bash scripts/setup-debian.sh
      cmake --preset "$preset" >/dev/null
      cmake --build --preset "$preset" -j 2
      ctest --preset "$preset" ;;
    fuzz)
      bash scripts/setup-debian.sh --fuzz
      bash scripts/fuzz.sh "$fuzz_seconds" ;;
  esac
}

summary=()
for stage in "${stages[@]}"; do
  echo "==== stage: $stage"
  start=$SECONDS
  run_stage "$stage"
  summary+=("$stage $(( (SECONDS - start) / 60 )) min $(( (SECONDS - start) % 60 )) s")
  echo "==== stage $stage passed in ${summary[-1]#* }"
done
printf '==== all passed: %s\n' "$(IFS=,; echo "${summary[*]}" | sed 's/,/, /g')"

#!/usr/bin/env bash
# The README's test command: installs what is missing, builds everything and runs every test.
#   scripts/test.sh                   the everyday check: the default build in build/ and every
#                                     ctest case (under 8 minutes from scratch on 2 cores)
#   scripts/test.sh --release         the Release build (-O3, warnings as errors) of the referee and
#                                     the benchmark programs in build-release/: no tests, but -O3's
#                                     warnings, which the other builds never see
#   scripts/test.sh --sanitize        the tests again under ASan + UBSan in build-sanitize/
#   scripts/test.sh --fuzz [SECONDS]  each libFuzzer target for SECONDS (default 60; clang, build-fuzz/)
# .ci/run runs the first, then the other three, stopping at the first that fails.
set -euo pipefail
cd "$(dirname "$0")/.."

stage=check
fuzz_seconds=60
case "${1:-}" in
  "") ;;
  --release) stage=release ;;
  --sanitize) stage=sanitize ;;
  --fuzz) stage=fuzz; fuzz_seconds=${2:-60} ;;
  *) echo "usage: scripts/test.sh [--release | --sanitize | --fuzz [SECONDS]]" >&2; exit 2 ;;
esac

echo "==== stage: $stage"
start=$SECONDS
case "$stage" in
  check | sanitize)
    preset=$stage
    [ "$preset" = check ] && preset=default
    bash scripts/setup-debian.sh
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset" -j 2
    ctest --preset "$preset" ;;
  release)
    bash scripts/setup-debian.sh
    cmake --preset release >/dev/null
    cmake --build --preset release -j 2 ;;  # the preset's targets: the referee and the benchmarks
  fuzz)
    bash scripts/setup-debian.sh --fuzz
    bash scripts/fuzz.sh "$fuzz_seconds" ;;
esac
echo "==== stage $stage passed in $(((SECONDS - start) / 60)) min $(((SECONDS - start) % 60)) s"

#!/usr/bin/env bash
# Builds everything and runs every test through ctest.
#   scripts/test.sh             release build in build/
#   scripts/test.sh --sanitize  ASan + UBSan build in build-sanitize/
set -euo pipefail
cd "$(dirname "$0")/.."
preset=default
[ "${1:-}" = "--sanitize" ] && preset=sanitize
bash scripts/setup-debian.sh
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j 2
ctest --preset "$preset"

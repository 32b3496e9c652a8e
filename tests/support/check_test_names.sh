#!/usr/bin/env bash
# Fails if a Catch2 test name cannot be run by ctest: catch_discover_tests splits names at
# ';' (a CMake list separator), and the pieces match no test, which ctest then counts as
# passed without running anything. Also refuses names that differ only in case.
# Usage: check_test_names.sh SUITE_EXECUTABLE...
set -euo pipefail
status=0
for suite in "$@"; do
  names=$("$suite" --list-test-names-only || true)  # Catch2 v2 exits with the count listed
  bad=$(grep -F ';' <<<"$names" || true)
  if [[ -n $bad ]]; then
    echo "$(basename "$suite"): test names with ';' never run under ctest:"
    sed 's/^/  /' <<<"$bad"
    status=1
  fi
  dup=$(tr '[:upper:]' '[:lower:]' <<<"$names" | sort | uniq -d)
  if [[ -n $dup ]]; then
    echo "$(basename "$suite"): test names that differ only in case:"
    sed 's/^/  /' <<<"$dup"
    status=1
  fi
done
[[ $status -eq 0 ]] && echo "every test name can be run by ctest"
exit $status

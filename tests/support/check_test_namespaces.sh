#!/usr/bin/env bash
# Fails if a suite's source file does not keep its names in a namespace of its own. The
# suites are unity builds (tests/CMakeLists.txt): several files are compiled as one unit, so
# two files' helpers of the same name (a `hands()`, a `read()`) would clash, or worse, one
# would silently call the other's overload. Each file opens `namespace <file name> {` right
# after its #includes and closes it at the end with `}  // namespace <file name>`.
# Usage: check_test_namespaces.sh SOURCE...
set -euo pipefail
status=0
for f in "$@"; do
  stem=$(basename "$f" .cpp)
  # The first line after the last #include that is neither blank nor a comment.
  last_include=$(grep -n '^#include' "$f" | tail -1 | cut -d: -f1)
  first=$(awk -v from="$((last_include + 1))" 'NR >= from && !/^[[:space:]]*(\/\/.*)?$/ { print; exit }' "$f")
  if [[ $first != "namespace $stem {"* ]]; then
    echo "$f: the first line after the #includes must be 'namespace $stem {', not '$first'"
    status=1
  fi
  if [[ $(awk 'NF { last = $0 } END { print last }' "$f") != "}  // namespace $stem" ]]; then
    echo "$f: must end with '}  // namespace $stem'"
    status=1
  fi
done
[[ $status -eq 0 ]] && echo "each of the $# suite files keeps its names in its own namespace"
exit $status

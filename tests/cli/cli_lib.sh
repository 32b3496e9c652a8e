# Shared by the command-line test scripts (cli_test.sh, event_cli_test.sh): argument
# handling, a scratch folder, running the binary, checks, and the summary at the end.
# Sourced, not run.


if [[ $# -ne 1 ]]; then
  echo "usage: bash $0 path/to/referee" >&2
  exit 2
fi
REFEREE=$1
[[ $REFEREE == /* ]] || REFEREE="$PWD/$REFEREE"
if [[ ! -x $REFEREE ]]; then
  echo "cli_test: $REFEREE is not an executable" >&2
  exit 2
fi
command -v python3 >/dev/null || { echo "cli_test: python3 is needed to read JSON" >&2; exit 2; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/referee-cli-test.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 2

passed=0
failed=()
known=()
known_fixed=()

# ---------------------------------------------------------------------------------------
# Running the binary and looking at what it did.

rc=0
# run [--stdin FILE] ARGS...: runs referee in $WORK; stdout, stderr and the exit code are
# kept in out, err and $rc.
run() {
  local input=/dev/null
  if [[ ${1-} == --stdin ]]; then
    input=$2
    shift 2
  fi
  "$REFEREE" "$@" <"$input" >out 2>err
  rc=$?
  last_command="referee $*"
}

code_is() { [[ $rc -eq $1 ]]; }
stdout_has() { grep -qF -- "$1" out; }
stderr_has() { grep -qF -- "$1" err; }
output_has() { cat out err | grep -qF -- "$1"; }
stderr_count_is() { [[ $(grep -cF -- "$1" err) -eq $2 ]]; }
stdout_starts() { [[ $(head -c "${#1}" out) == "$1" ]]; }
stderr_lacks() { ! grep -qF -- "$1" err; }
stdout_lacks() { ! grep -qF -- "$1" out; }

# stdout_json PYTHON-EXPRESSION: stdout is one JSON document, `d`, for which the expression holds.
stdout_json() {
  python3 - "$1" <<'PY'
import json, sys
try:
    d = json.load(open("out"))
except Exception as e:
    print("      stdout is not JSON: %s" % e)
    sys.exit(1)
try:
    ok = eval(sys.argv[1])
except Exception as e:
    print("      the check raised %s: %s" % (type(e).__name__, e))
    ok = False
sys.exit(0 if ok else 1)
PY
}

# stdout_jsonl PYTHON-EXPRESSION: every stdout line is one JSON object; `d` is their list.
stdout_jsonl() {
  python3 - "$1" <<'PY'
import json, sys
d = []
for n, line in enumerate(open("out"), 1):
    try:
        d.append(json.loads(line))
    except Exception as e:
        print("      stdout line %d is not JSON: %s" % (n, e))
        sys.exit(1)
try:
    ok = eval(sys.argv[1])
except Exception as e:
    print("      the check raised %s: %s" % (type(e).__name__, e))
    ok = False
sys.exit(0 if ok else 1)
PY
}

context() {
  echo "      after: $last_command (exit $rc)"
  head -c 600 err | sed 's/^/      stderr: /'
  head -c 600 out | sed 's/^/      stdout: /'
}

# check DESCRIPTION COMMAND...: passes when COMMAND succeeds.
check() {
  local description=$1 detail
  shift
  if detail=$("$@" 2>&1); then
    passed=$((passed + 1))
    echo "ok      $description"
  else
    failed+=("$description")
    echo "FAIL    $description"
    [[ -n $detail ]] && echo "$detail"
    context
  fi
}

# known_bug DESCRIPTION COMMAND...: a check of what interface.md promises that the
# program is known not to do yet. Printed, listed at the end, not counted as a failure.
known_bug() {
  local description=$1
  shift
  if "$@" >/dev/null 2>&1; then
    known_fixed+=("$description")
    echo "fixed?  $description (a known bug that no longer shows: remove its mark)"
  else
    known+=("$description")
    echo "known   $description"
  fi
}

# finish: the summary; exits non-zero if any check failed.
finish() {
  echo
  echo "passed: $passed, failed: ${#failed[@]}, known bugs: ${#known[@]}"
  if ((${#known[@]})); then
    echo "known bugs (not counted as failures):"
    printf '  - %s\n' "${known[@]}"
  fi
  if ((${#known_fixed[@]})); then
    echo "known bugs that no longer show (remove their mark):"
    printf '  - %s\n' "${known_fixed[@]}"
  fi
  if ((${#failed[@]})); then
    echo "failed:"
    printf '  - %s\n' "${failed[@]}"
    exit 1
  fi
  exit 0
}

#!/usr/bin/env bash
# Builds the validation benchmark (tests/benchmarks/validation_speed.cpp) and the referee, then
#  1. times validating 10,000 generated games of every registered game from JSON Lines, beside
#     parsing the same lines into the transcript model only, with 1 and 2 jobs;
#  2. measures the peak RSS of `referee validate -` (that process only; `referee generate`
#     feeds it through a pipe) for 10,000 and 100,000 Draw of Faith games,
# then prints a table. Issue 8 aims: rules checking adds at most 50% to parsing alone, and the
# peak RSS for 100,000 games is within 10% of that for 10,000.
#   scripts/bench-validation.sh                     build/ (RelWithDebInfo)
#   scripts/bench-validation.sh --build-dir /tmp/build-bench
#   scripts/bench-validation.sh --python-rss        the peak RSS without /usr/bin/time (see below)
# Fails if a generated game does not validate or a command fails; missing an aim is reported,
# not a failure.
set -euo pipefail
cd "$(dirname "$0")/.."

build=build
python_rss=0
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build=${2:?--build-dir needs a directory}; shift 2 ;;
    --python-rss) python_rss=1; shift ;;
    *) echo "usage: scripts/bench-validation.sh [--build-dir DIR] [--python-rss]" >&2; exit 2 ;;
  esac
done

bash scripts/setup-debian.sh
cmake -S . -B "$build" -G Ninja >/dev/null
cmake --build "$build" --target validation_speed referee
build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 1. Speed. The last line of the run is its one-line JSON summary.
echo
echo "== $build/validation_speed 10000 =="
out=$("$build/validation_speed" 10000)
echo "$out"
tail -n 1 <<<"$out" >"$tmp/speed.json"

# 2. Memory: the peak RSS (KiB) of one command, written to the file given first.
# GNU time where there is one (Debian's `time` package). Otherwise, rather than install it,
# python: getrusage(RUSAGE_CHILDREN) alone will not do, as a child's ru_maxrss counts the
# memory of the process it was started from (Linux records the old address space's peak at
# exec), and python is bigger than `referee validate`; so the child's VmHWM is read from
# /proc while it runs (every 5 ms: memory that stays flat is not missed), and its
# ru_maxrss is taken where it exceeds python's own, which makes it exact.
peak_rss_kib() {
  local file=$1
  shift
  if [ "$python_rss" = 0 ] && [ -x /usr/bin/time ]; then
    /usr/bin/time -f %M -o "$file" "$@"
    return
  fi
  # (-c, not a here-document: the command reads the standard input of this function.)
  python3 -c '
import resource, subprocess, sys, time
def hwm(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0
child = subprocess.Popen(sys.argv[2:])
peak = 0
while child.poll() is None:
    peak = max(peak, hwm(child.pid))
    time.sleep(0.005)
children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
if children > resource.getrusage(resource.RUSAGE_SELF).ru_maxrss:
    peak = children
with open(sys.argv[1], "w") as f:
    f.write(f"{peak}\n")
sys.exit(child.returncode)
' "$file" "$@"
}

for n in 10000 100000; do
  echo
  echo "== $build/referee generate draw-of-faith --count $n --seed 1 | $build/referee validate - =="
  # validate exits 0 only if every transcript is legal and agrees with its declared result.
  if ! "$build/referee" generate draw-of-faith --count "$n" --seed 1 |
      peak_rss_kib "$tmp/rss-$n" "$build/referee" validate - >/dev/null; then
    echo "bench-validation: generating or validating $n games failed" >&2
    exit 1
  fi
  echo "peak RSS of referee validate: $(cat "$tmp/rss-$n") KiB"
done

echo
echo "Validating generated games from JSON Lines ($build_type)"
python3 - "$tmp/speed.json" "$(cat "$tmp/rss-10000")" "$(cat "$tmp/rss-100000")" <<'EOF'
import json, sys
s = json.load(open(sys.argv[1]))
print(f"{'game':<14} {'jobs':>4} {'pass':<9} {'s':>7} {'games/s':>8} {'events/s':>10} {'MB/s':>6}")
ok_speed = True
for r in s["results"]:
    for j in ("jobs1", "jobs2"):
        for p in ("parse", "validate"):
            f = r[j][p]
            print(f"{r['game']:<14} {j[4:]:>4} {p:<9} {f['s']:>7.3f} {f['games_per_s']:>8.0f}"
                  f" {f['events_per_s']:>10.0f} {f['mb_per_s']:>6.1f}")
    for j in ("jobs1", "jobs2"):
        ok_speed &= r[j]["added_percent"] <= 50
        print(f"{r['game']}: {s['games']} games, {r['events']} events; validate/parse with {j[4:]} job(s):"
              f" {r[j]['ratio']:.2f} (rules checking adds {r[j]['added_percent']:.0f}%)")
small, large = int(sys.argv[2]), int(sys.argv[3])
ratio = large / small
print(f"peak RSS of referee validate -: 10,000 games {small / 1024:.1f} MiB, 100,000 games {large / 1024:.1f} MiB,"
      f" ratio {ratio:.3f}")
print(f"aim, rules checking adds at most 50% to parsing: {'met' if ok_speed else 'NOT met'}")
print(f"aim, peak RSS for 100,000 games within 10% of 10,000: {'met' if abs(ratio - 1) <= 0.10 else 'NOT met'}")
EOF

#!/usr/bin/env python3
"""Golden event fixtures: replays each fixtures/events/NAME/steps.txt with the real binary and
compares what it prints with fixtures/events/NAME/expected/.

    python3 tests/golden/event_fixtures.py path/to/referee [--update] [NAME...]

steps.txt holds one `referee event` command a line, without `referee event` and without the
event file (the runner inserts both): `pair > round1.txt` compares stdout with
expected/round1.txt; `! 4 pair` expects exit code 4 (any other command must exit 0). Lines
starting with # are comments. Commands run in a scratch folder holding a copy of the fixture,
so `add --csv players.csv` reads the fixture's file. --update rewrites the expected files
(review the diff before committing it).

A fixture may hold its author's expectation, written by hand before any snapshot:
expectation.py, run after the steps as `python3 expectation.py REFEREE EVENT.db` in the
scratch folder. It fails the fixture (exit other than 0, its output shown) before the
snapshots are compared, and --update does not write them then.
"""
import difflib
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "fixtures", "events")


def run_fixture(referee, name, update):
    """Returns a list of problems (empty: the fixture passes)."""
    folder = os.path.join(FIXTURES, name)
    expected_dir = os.path.join(folder, "expected")
    problems = []
    seen = set()
    outputs = []  # (step, file, stdout): compared after the steps and the author's expectation
    with tempfile.TemporaryDirectory(prefix="referee-event-golden-") as work:
        for entry in os.listdir(folder):
            if entry != "expected" and os.path.isfile(os.path.join(folder, entry)):
                shutil.copy(os.path.join(folder, entry), work)
        with open(os.path.join(folder, "steps.txt"), encoding="utf-8") as steps:
            for number, line in enumerate(steps, 1):
                words = shlex.split(line, comments=True)
                if not words:
                    continue
                where = "%s/steps.txt:%d" % (name, number)
                want_code = 0
                if words[0] == "!":
                    want_code, words = int(words[1]), words[2:]
                output = None
                if ">" in words:
                    output = words[words.index(">") + 1]
                    words = words[: words.index(">")]
                command = [referee, "event", words[0], "event.db"] + words[1:]
                done = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=120)
                if done.returncode != want_code:
                    problems.append("%s: exit %d, expected %d\n  %s" % (where, done.returncode, want_code,
                                                                       done.stderr.strip()))
                    break
                if output is None:
                    continue
                seen.add(output)
                outputs.append((where, output, done.stdout))
        if not problems and os.path.exists(os.path.join(folder, "expectation.py")):
            done = subprocess.run([sys.executable, "expectation.py", referee, "event.db"], cwd=work,
                                  capture_output=True, text=True, timeout=120)
            if done.returncode != 0:
                problems.append("%s: the author's expectation fails\n%s" % (name, (done.stdout + done.stderr).strip()))
                return problems
        for where, output, stdout in outputs:
            path = os.path.join(expected_dir, output)
            if update:
                os.makedirs(expected_dir, exist_ok=True)
                with open(path, "w", encoding="utf-8", newline="") as f:
                    f.write(stdout)
                continue
            if not os.path.exists(path):
                problems.append("%s: no expected/%s (run with --update, then review it)" % (where, output))
                continue
            with open(path, encoding="utf-8", newline="") as f:
                want = f.read()
            if stdout != want:
                diff = difflib.unified_diff(want.splitlines(), stdout.splitlines(),
                                            "expected/" + output, "got", lineterm="")
                problems.append("%s: %s differs\n%s" % (where, output, "\n".join(list(diff)[:40])))
    if os.path.isdir(expected_dir) and not update:
        for stale in sorted(set(os.listdir(expected_dir)) - seen):
            problems.append("%s: expected/%s is compared by no step" % (name, stale))
    return problems


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    referee = os.path.abspath(args[0])
    update = "--update" in args
    names = [a for a in args[1:] if a != "--update"] or sorted(os.listdir(FIXTURES))
    failed = 0
    for name in names:
        problems = run_fixture(referee, name, update)
        print(("ok      " if not problems else "FAIL    ") + name)
        for p in problems:
            print("  " + p.replace("\n", "\n  "))
        failed += bool(problems)
    print("%d event fixtures, %d failed" % (len(names), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

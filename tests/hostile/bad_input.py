#!/usr/bin/python3
"""The bad-input corpus: every case of fixtures/bad-input/cases.json run under limits.

usage: bad_input.py REFEREE_BINARY [--sanitized] [--jobs N] [--only NAME_SUBSTRING] [--cases FILE]

Paths are taken from the project root (the script moves there). Each case runs the referee
once with a 2 GiB address space (RLIMIT_AS, set in the child before exec) and a 10 s
wall-clock limit, and passes when:
it ended by itself (no timeout, no signal), with the expected exit code, the expected fragment
in stdout, stderr or either ("output"), no more output than "max_output" bytes, no more
time than "max_seconds" and no more peak memory than "max_mib" MiB when the case sets them. Exit 70 (internal error) can never be expected.

Each line gives the case's wall-clock time and its peak resident memory (ru_maxrss of the
child, from os.wait4). The child is a fork of this script until it execs the referee, so the
figure is never below the script's own size (about 10-15 MiB).

--sanitized runs a binary built with AddressSanitizer, which reserves terabytes of address
space for its shadow memory: there the bound is on resident memory instead (ASan's
hard_rss_limit_mb, which ends the process with a report), twice as much (ASan's redzones and
its quarantine of freed memory), and times are allowed five times as long (the sanitized
build is slower).

A case marked "known_bug" is expected to fail: it is reported as a known bug and does not fail
the run; if it passes, the run fails so that the mark gets removed.

Big inputs are generated at run time into a temporary folder (see "generate" below and
fixtures/bad-input/README.md). Standard library only.
"""

import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join("fixtures", "bad-input")
CASES = os.path.join(CORPUS, "cases.json")
MEMORY_LIMIT = 2 << 30      # bytes of address space (resident memory when --sanitized)
TIME_LIMIT = 10.0           # seconds of wall-clock time
SANITIZED = False           # --sanitized: see the docstring
SANITIZED_SLOWDOWN = 5.0
SANITIZED_MEMORY_FACTOR = 2
SHOW = 300                  # characters of output shown when a case fails


def limit_child():
    if SANITIZED:
        os.environ["ASAN_OPTIONS"] = "hard_rss_limit_mb=%d:detect_leaks=1" % ((MEMORY_LIMIT >> 20) * SANITIZED_MEMORY_FACTOR)
    else:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


# ---------------------------------------------------------------- generated inputs

def expand(parts):
    """Pieces of text: a string as is, or {"repeat": TEXT, "times": N, "sep": S}, where "{i}"
    in TEXT is the repetition's number (0 to N-1)."""
    out = []
    for p in parts:
        if isinstance(p, str):
            out.append(p)
            continue
        text, times, sep = p["repeat"], p["times"], p.get("sep", "")
        if "{i}" in text:
            out.append(sep.join(text.replace("{i}", str(i)) for i in range(times)))
        else:
            out.append(sep.join([text] * times) if sep else text * times)
    return "".join(out)


def generate(spec, tmp):
    """Writes a generated input into tmp and returns its path."""
    kind = spec["kind"]
    name = spec.get("name", "input")
    path = os.path.join(tmp, name)
    if kind == "text":
        # {"kind": "text", "name": FILE, "parts": [...]}: the pieces, concatenated.
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(expand(spec["parts"]))
    elif kind == "replace":
        # {"kind": "replace", "base": FILE, "old": TEXT, "new": [...]}: a copy of a file
        # of the project with the first "old" replaced by the pieces.
        with open(spec["base"], encoding="utf-8", newline="") as f:
            base = f.read()
        if spec["old"] not in base:
            raise ValueError("%s: %r not found" % (spec["base"], spec["old"]))
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(base.replace(spec["old"], expand(spec["new"]), 1))
    elif kind == "copy-non-utf8-name":
        # {"kind": "copy-non-utf8-name", "base": FILE}: a copy of a file under a name
        # that is not UTF-8 (byte 0xFF).
        path = os.path.join(tmp, os.fsdecode(b"not-utf8-\xff.json"))
        shutil.copyfile(spec["base"], path)
    elif kind == "sparse":
        # {"kind": "sparse", "name": FILE, "size": N}: a file of N zero bytes that takes no
        # disk (a hole), for sizes no fixture should hold.
        with open(path, "wb") as f:
            f.truncate(spec["size"])
    elif kind == "copy":
        # {"kind": "copy", "base": FILE, "name": NAME}: a copy the command may change.
        shutil.copyfile(spec["base"], path)
    else:
        raise ValueError("unknown generate kind %r" % kind)
    return path


# ---------------------------------------------------------------- running

class Run:
    """One case in flight."""

    def __init__(self, case, binary, top_tmp):
        self.case = case
        self.binary = binary
        self.tmp = tempfile.mkdtemp(prefix="case-", dir=top_tmp)
        self.error = None          # a problem of the case itself (bad spec, failed setup)
        self.proc = None
        self.started = None
        self.elapsed = 0.0
        self.status = None
        self.rusage = None
        self.timed_out = False

    def substitute(self, arg):
        return arg.replace("{input}", self.input).replace("{tmp}", self.tmp)

    def prepare(self):
        c = self.case
        if "input" in c:
            self.input = os.path.join(CORPUS, c["input"])
            if not os.path.lexists(self.input):
                raise ValueError("input %s does not exist" % self.input)
        elif "generate" in c:
            self.input = generate(c["generate"], self.tmp)
        else:
            self.input = ""
        for step in c.get("setup", []):
            args = [self.binary] + [self.substitute(a) for a in step]
            p = subprocess.run(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, preexec_fn=limit_child, timeout=TIME_LIMIT)
            if p.returncode != 0:
                raise ValueError("setup %s exited %d: %s" % (step, p.returncode,
                                                            p.stdout.decode("utf-8", "replace")[:SHOW]))

    def start(self):
        try:
            self.prepare()
        except (OSError, ValueError, KeyError, subprocess.SubprocessError) as e:
            self.error = "case error: %s" % e
            return False
        c = self.case
        args = [self.binary] + [self.substitute(a) for a in c["command"]]
        stdin_path = self.substitute(c["stdin"]) if "stdin" in c else os.devnull
        try:
            # os.open, not open(): a directory as standard input is one of the cases.
            stdin_fd = os.open(stdin_path, os.O_RDONLY)
        except OSError as e:
            self.error = "case error: stdin: %s" % e
            return False
        self.out = open(os.path.join(self.tmp, "stdout"), "w+b")
        self.err = open(os.path.join(self.tmp, "stderr"), "w+b")
        try:
            self.started = time.monotonic()
            self.proc = subprocess.Popen(args, stdin=stdin_fd, stdout=self.out, stderr=self.err,
                                         preexec_fn=limit_child, start_new_session=True)
        finally:
            os.close(stdin_fd)
        return True

    def poll(self):
        """True once the process has ended (reaped with its resource usage)."""
        pid, status, rusage = os.wait4(self.proc.pid, os.WNOHANG)
        if pid == 0:
            if time.monotonic() - self.started > TIME_LIMIT and not self.timed_out:
                self.timed_out = True
                try:
                    os.killpg(self.proc.pid, signal.SIGKILL)   # our own child's group only
                except ProcessLookupError:
                    pass
            return False
        self.elapsed = time.monotonic() - self.started
        self.status, self.rusage = status, rusage
        self.proc.returncode = os.waitstatus_to_exitcode(status)   # reaped here, not by Popen
        return True

    def verdict(self):
        """(passed, why): why says what did not match."""
        c = self.case
        if self.error:
            return False, self.error
        problems = []
        if self.timed_out:
            problems.append("killed after %.0f s (time limit)" % TIME_LIMIT)
        elif os.WIFSIGNALED(self.status):
            problems.append("killed by signal %d (%s)" % (os.WTERMSIG(self.status),
                                                          signal.Signals(os.WTERMSIG(self.status)).name))
        else:
            code = os.WEXITSTATUS(self.status)
            if code != c["exit"]:
                problems.append("exit %d, expected %d" % (code, c["exit"]))
        self.out.seek(0)
        self.err.seek(0)
        stdout = self.out.read().decode("utf-8", "replace")
        stderr = self.err.read().decode("utf-8", "replace")
        for stream, text in (("stdout", stdout), ("stderr", stderr), ("output", stdout + stderr)):
            if stream in c and c[stream] not in text:
                problems.append("%s lacks %r" % (stream, c[stream]))
        max_seconds = c.get("max_seconds", TIME_LIMIT) * (SANITIZED_SLOWDOWN if SANITIZED else 1)
        if "max_seconds" in c and not self.timed_out and self.elapsed > max_seconds:
            problems.append("took %.1f s, at most %g s expected" % (self.elapsed, max_seconds))
        # Not under ASan: its shadow memory and quarantine make resident memory its own.
        if "max_mib" in c and not SANITIZED and self.rusage and self.rusage.ru_maxrss / 1024.0 > c["max_mib"]:
            problems.append("peak memory %.0f MiB, at most %d MiB expected" % (self.rusage.ru_maxrss / 1024.0,
                                                                                c["max_mib"]))
        size = os.fstat(self.out.fileno()).st_size + os.fstat(self.err.fileno()).st_size
        if "max_output" in c and size > c["max_output"]:
            problems.append("%d bytes of output, at most %d expected" % (size, c["max_output"]))
        if problems:
            shown = []
            for stream, text in (("stdout", stdout), ("stderr", stderr)):
                if text:
                    t = text if len(text) <= SHOW else text[:SHOW] + "... (%d chars)" % len(text)
                    shown.append("%s: %s" % (stream, printable(t)))
            return False, "; ".join(problems) + ("\n      " + "\n      ".join(shown) if shown else "")
        return True, ""

    def finish(self):
        for f in (getattr(self, "out", None), getattr(self, "err", None)):
            if f:
                f.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


def printable(text):
    """Output shown in the log: control characters escaped, so a case cannot drive the terminal."""
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)


def check_cases(cases):
    names = set()
    for c in cases:
        for key in ("name", "what", "command", "exit"):
            if key not in c:
                sys.exit("bad_input.py: a case lacks %r: %s" % (key, json.dumps(c)[:200]))
        if c["name"] in names:
            sys.exit("bad_input.py: two cases are named %r" % c["name"])
        names.add(c["name"])
        if "input" in c and "generate" in c:
            sys.exit("bad_input.py: %s: give input or generate, not both" % c["name"])
        if c["exit"] == 70:
            sys.exit("bad_input.py: %s: exit 70 is a bug, never an expectation" % c["name"])
        if not any(k in c for k in ("stdout", "stderr", "output")):
            sys.exit("bad_input.py: %s: a case expects a message fragment (stdout, stderr or output)" % c["name"])


def main(argv):
    args = argv[1:]
    jobs, only, cases_file = 2, None, CASES
    if "--jobs" in args:
        i = args.index("--jobs")
        jobs = int(args[i + 1])
        del args[i:i + 2]
    if "--only" in args:
        i = args.index("--only")
        only = args[i + 1]
        del args[i:i + 2]
    global SANITIZED, TIME_LIMIT
    if "--sanitized" in args:
        args.remove("--sanitized")
        SANITIZED = True
        TIME_LIMIT *= SANITIZED_SLOWDOWN
    if "--cases" in args:   # another list of cases (to test this script)
        i = args.index("--cases")
        cases_file = os.path.abspath(args[i + 1])
        del args[i:i + 2]
    if len(args) != 1:
        sys.exit("usage: bad_input.py REFEREE_BINARY [--sanitized] [--jobs N] [--only NAME_SUBSTRING] [--cases FILE]")
    binary = os.path.abspath(args[0])
    if not os.access(binary, os.X_OK):
        sys.exit("bad_input.py: %s is not an executable" % binary)
    os.chdir(ROOT)   # the cases' paths and messages are relative to the project root
    with open(cases_file, encoding="utf-8") as f:
        cases = json.load(f)
    check_cases(cases)
    if only:
        cases = [c for c in cases if only in c["name"]]

    # The generated (big) cases first, so that the slow ones overlap the quick ones.
    order = sorted(range(len(cases)), key=lambda i: ("generate" not in cases[i], i))
    top_tmp = tempfile.mkdtemp(prefix="referee-bad-input-")
    print("bad-input corpus: %d cases, %s, limits %d GiB %s and %.0f s each, %d at a time"
          % (len(cases), binary, MEMORY_LIMIT >> 30, "resident (ASan)" if SANITIZED else "address space",
             TIME_LIMIT, jobs), flush=True)
    t0 = time.monotonic()
    counts = {"ok": 0, "FAIL": 0, "known bug": 0}
    failures = []
    running = []
    pending = list(order)
    try:
        while pending or running:
            while pending and len(running) < jobs:
                run = Run(cases[pending.pop(0)], binary, top_tmp)
                if run.start():
                    running.append(run)
                else:
                    report(run, counts, failures)
            if not running:
                continue
            done = [r for r in running if r.poll()]
            for r in done:
                running.remove(r)
                report(r, counts, failures)
            if not done:
                time.sleep(0.005)
    finally:
        for r in running:
            try:
                os.killpg(r.proc.pid, signal.SIGKILL)
                os.wait4(r.proc.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        shutil.rmtree(top_tmp, ignore_errors=True)

    print("\n%d ok, %d known bugs, %d FAIL, %.1f s" % (counts["ok"], counts["known bug"], counts["FAIL"],
                                                      time.monotonic() - t0))
    for line in failures:
        print("FAIL: " + line)
    return 1 if counts["FAIL"] else 0


def report(run, counts, failures):
    c = run.case
    passed, why = run.verdict()
    run.finish()
    rss = "%5.0f MiB" % (run.rusage.ru_maxrss / 1024.0) if run.rusage else "    - MiB"
    head = "%6.2f s %s  %s" % (run.elapsed, rss, c["name"])
    if "known_bug" in c and not run.error:
        if passed:
            counts["FAIL"] += 1
            msg = "%s: marked known_bug but passes now: remove the mark (%s)" % (c["name"], c["known_bug"])
            failures.append(msg)
            print("FAIL       %s\n      known bug fixed? remove \"known_bug\" from the case" % head, flush=True)
        else:
            counts["known bug"] += 1
            print("known bug  %s\n      %s\n      now: %s" % (head, c["known_bug"], why.split("\n")[0]), flush=True)
    elif passed:
        counts["ok"] += 1
        print("ok         %s" % head, flush=True)
    else:
        counts["FAIL"] += 1
        failures.append("%s: %s" % (c["name"], why.split("\n")[0]))
        print("FAIL       %s\n      %s" % (head, why), flush=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv))

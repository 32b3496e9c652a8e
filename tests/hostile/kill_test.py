#!/usr/bin/env python3
"""Kill test (issue 7): SIGKILL `referee event report`, `referee event pair` and (issue 23) `referee event cut` at random
moments, 100 times, and check after every kill that the event file lost nothing confirmed and
holds no half-done command.

    /usr/bin/python3 tests/hostile/kill_test.py path/to/referee [--runs 100] [--seed S]
                                                [--players 64] [--rounds 6] [--verbose]

In a temporary folder it runs Swiss events of --players players: results are reported table by
table (some corrected, with --reason, some reported again unchanged), rounds are paired (and
now and then paired again with --again), and a new event is started when one has played all its
rounds. Each of the --runs runs picks one such command and kills it with SIGKILL after a seeded
random delay: a run in three between 0 and the command's typical duration (measured first, and
kept up to date: the disk's fsync time varies from 1 to 30 ms on the 2-core test machine), one
between the referee's start-up time and that duration, one after the command has taken SQLite's
WAL write lock (watched with F_GETLK), up to the time it typically spends in the file. Half the
runs freeze the command with SIGSTOP at that moment, look at what it holds (the event file
open, the WAL write lock, the checkpoint locks) and then SIGKILL it, to show where kills land.
The summary says how many kills landed before the command's exit and how many after.
Then (issue 23) a fifth as many `report --placement` at an event of tables of four, each killed
at a random moment or once it holds the write lock: the table's places and their journal entry
are all there or none. And a twentieth as many events of tables of four cut to a final table:
`cut --top 4` killed, then the final table's `report --placement` killed, each all or nothing
(the seats, pairings, players, playoff and journal tables), the event going on after either.

Before a run the command is run to completion on a copy of the event file (SQLite's backup),
which gives the state the file must be in if the command was applied. After the kill:

  1. sqlite3: PRAGMA integrity_check and quick_check are "ok", foreign_key_check is empty, the
     file is still in WAL mode, application_id and user_version are the referee's and the
     schema (sqlite_master) is unchanged;
  2. the file holds exactly the operations confirmed before the kill (a command is confirmed
     when it exited 0; the test keeps its own model of them): the journal table and
     `referee event log --format json`, the pairings table and `referee event export
     --format json` equal the model, and the whole file (every table but the journal's
     timestamps) equals either the state before the command or the state the copy reached -
     the killed command is wholly applied or not at all (when applied it joins the model;
     a command that exited 0 before the kill must be applied);
  3. the referee goes on with the file: `referee event standings --format json` exits 0 and
     every player's record and points agree with the model's results, and the next command
     works on it.

Odd runs open the killed file with the referee first, even runs with Python's sqlite3 first
(whoever opens it first recovers the WAL). Some events keep another connection open to the
file, so committed transactions wait in the WAL (no checkpoint at close) when the kill lands;
some runs have a second reader at the kill: a `referee event standings` started with the
command (it must exit 0 and print the standings before or after the command, nothing else), or
a read transaction held across the kill (it must go on seeing the state before the command).
And once per event, `referee event standings` runs while another process holds the event file's
lock for 0.3 s, as a command closing the file holds it while it checkpoints the WAL: it must wait
for the lock (the store sets a 10 s busy timeout), not fail.

Exit 0 when every check passes, 1 on any failure (the temporary folder is then kept, with a
copy of the event file as the kill left it, and the report says how to reproduce).
"""
import argparse
import collections
import fcntl
import json
import os
import random
import shutil
import signal
import sqlite3
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import traceback

APPLICATION_ID = 0x52454631  # "REF1", tournaments/store/schema.hpp
SCHEMA_VERSION = 2
TIMEOUT = 60  # seconds for any one referee command
RESULTS = ["2-0", "2-1", "1-2", "0-2", "1-0", "0-1", "1-1-1", "2-0-1", "1-1", "0-0-3", "3-2"]
# The killed command: (kind, weight).
KINDS = [("report", 40), ("correct", 25), ("same", 5), ("pair", 22), ("repair", 8), ("cut", 6)]
DRAWN = {"1-1-1", "0-0-3", "1-1"}  # not a playoff result: a playoff match is not drawn
WAL_WRITE_LOCK = 120  # the WAL write lock's byte in the -shm file (SQLite's wal.c)
WAL_CKPT_LOCK = 121
DB_PENDING_BYTE = 0x40000000  # the database file's lock bytes, taken to checkpoint on close


# The other connections live in child processes: POSIX locks belong to a process, and this one
# opens and closes the event files (copies, checks), which would drop the locks of a connection
# it held itself and make SQLite see the file as unused (SQLite's "How To Corrupt", 2.2).
HOLDER = """
import sqlite3, sys
con = sqlite3.connect(sys.argv[1], isolation_level=None)
con.execute("SELECT count(*) FROM journal").fetchone()
print("ready", flush=True)
sys.stdin.read()
con.close()
"""
SNAPSHOT = """
import json, sqlite3, sys
con = sqlite3.connect(sys.argv[1], isolation_level=None)
con.execute("BEGIN")
query = "SELECT seq, operation, detail, reason FROM journal ORDER BY seq"
print(json.dumps(con.execute(query).fetchall()), flush=True)
sys.stdin.readline()
print(json.dumps(con.execute(query).fetchall()), flush=True)
con.execute("COMMIT")
con.close()
"""


# Holds the event file's lock for a while, as a command closing the file holds it while it
# checkpoints the WAL (SQLite takes an EXCLUSIVE lock on the database file for that).
LOCKER = """
import sqlite3, sys, time
con = sqlite3.connect(sys.argv[1], isolation_level=None)
con.execute("PRAGMA locking_mode = EXCLUSIVE")
con.execute("BEGIN EXCLUSIVE")
con.execute("SELECT count(*) FROM journal").fetchone()
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
con.execute("COMMIT")
con.close()
"""
LOCK_SECONDS = 0.3


class Failure(Exception):
    pass


class ReaderFailure(Failure):
    """A second reader failed; the event file itself was checked and agrees with the model."""


class Child:
    """A Python child process holding a connection to the event file."""

    def __init__(self, script, path, *args):
        self.proc = subprocess.Popen([sys.executable, "-c", script, path, *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, encoding="utf-8")

    def line(self):
        text = self.proc.stdout.readline()
        if not text:
            raise Failure("a reader connection failed: %s" % self.proc.stderr.read().strip())
        return text

    def send(self, text):
        self.proc.stdin.write(text)
        self.proc.stdin.flush()

    def close(self):
        out, err = self.proc.communicate(timeout=TIMEOUT)
        if self.proc.returncode != 0:
            raise Failure("a reader connection failed: %s" % err.strip())
        return out


def full_result(text):
    parts = [int(x) for x in text.split("-")]
    if len(parts) == 2:
        parts.append(0)
    return "%d-%d-%d" % tuple(parts)


def remove_db(path):
    for suffix in ("", "-wal", "-shm", "-journal"):
        try:
            os.remove(path + suffix)
        except FileNotFoundError:
            pass


def copy_db(path, folder):
    """The file as it is now (main file, WAL, shared memory), byte for byte, for a report."""
    os.makedirs(folder, exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            shutil.copyfile(path + suffix, os.path.join(folder, os.path.basename(path) + suffix))


class Referee:
    def __init__(self, binary):
        self.binary = binary

    def argv(self, args):
        return [self.binary, "event", *args]

    def run(self, args, expect=0):
        p = subprocess.run(self.argv(args), capture_output=True, encoding="utf-8", errors="replace",
                           timeout=TIMEOUT)
        if expect is not None and p.returncode != expect:
            raise Failure("`referee event %s` exited %d (expected %d): %s"
                          % (" ".join(args), p.returncode, expect, p.stderr.strip()))
        return p

    def json(self, args):
        return json.loads(self.run(args).stdout)

    def timed(self, args):
        """Runs a command; its duration from the call that starts it to its exit, as a kill sees it (the
        clock starts before Popen: on a loaded machine Popen may return only after the command ran)."""
        start = time.perf_counter()
        p = subprocess.Popen(self.argv(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out, err = p.communicate(timeout=TIMEOUT)
        seconds = time.perf_counter() - start
        return subprocess.CompletedProcess(p.args, p.returncode, out.decode("utf-8", "replace"),
                                           err.decode("utf-8", "replace")), seconds


# ---------------------------------------------------------------------------------------
# The model: every operation confirmed so far on the current event, as this test saw it.

class Model:
    total_confirmed = 0  # over every event

    def __init__(self, path, name, seed, rounds, players):
        self.path = path
        self.players = list(players)
        self.rounds_planned = rounds
        self.journal = [("create", {"name": name, "game": "draw-of-faith", "system": "swiss",
                                    "tiebreaks": "mtg", "seed": str(seed)}, None),
                        ("add", {"players": list(players), "from_round": 1}, None)]
        self.rounds = []  # per round: [table or None (bye), first, second or None, "W-L-D" or None]
        self.confirmed = 2
        self.cut_round = None  # the playoff's first round once `cut --top 8` is confirmed
        self.stages = {}  # playoff round -> its stage ("Quarterfinal"), as paired

    def latest(self):
        return self.rounds[-1] if self.rounds else None

    def unreported(self):
        r = self.latest()
        return [] if r is None else [p for p in r if p[3] is None]

    def reported(self):
        return [(n, p) for n, r in enumerate(self.rounds, 1) for p in r if p[3] is not None and p[0] is not None]

    def correctable(self):
        """Reported games whose result may still change: once the cut is made, the Swiss results stand."""
        return [(n, p) for n, p in self.reported() if self.cut_round is None or n >= self.cut_round]

    def round_complete(self):
        return not self.unreported()

    def finished(self):
        """The Swiss played and no cut, or the playoff's final reported."""
        if self.cut_round is None:
            return len(self.rounds) == self.rounds_planned and self.round_complete()
        return len(self.rounds[-1]) == 1 and self.round_complete()

    def playoff(self, rnd):
        return self.cut_round is not None and rnd >= self.cut_round

    def swiss_done(self):
        return self.cut_round is None and len(self.rounds) == self.rounds_planned and self.round_complete()

    def pairing(self, rnd, table):
        for p in self.rounds[rnd - 1]:
            if p[0] == table:
                return p
        raise KeyError((rnd, table))

    # Applying a confirmed (or killed but wholly applied) operation.
    def apply(self, op, stdout):
        self.confirmed += 1
        Model.total_confirmed += 1
        if op.kind in ("report", "correct", "same"):
            p = self.pairing(op.round, op.table)
            if op.kind == "same":
                return
            detail = {"round": op.round, "table": op.table, "first": p[1], "second": p[2], "result": op.result}
            if op.round in self.stages:
                detail["playoff"] = self.stages[op.round]  # a playoff result names its stage
            if p[3] is not None:
                detail["before"] = p[3]
            self.journal.append(("correct" if p[3] is not None else "report", detail, op.reason))
            p[3] = op.result
            return
        printed = json.loads(stdout)
        rows = [[q["table"], q["first"], q["second"], q["result"]] for q in printed["pairings"]]
        paired = {"round": printed["round"], "pairings": [[q[1], q[2]] for q in rows]}
        if "playoff" in printed:
            paired["playoff"] = printed["playoff"]
            self.stages[printed["round"]] = printed["playoff"]
        if op.kind == "cut":
            # A top 8 is 1 v 8, 4 v 5, 2 v 7, 3 v 6: the seeds read off the printed bracket.
            m = [(q[1], q[2]) for q in rows]
            seeds = [m[0][0], m[2][0], m[3][0], m[1][0], m[1][1], m[3][1], m[2][1], m[0][1]]
            self.journal.append(("cut", {"top": 8, "seeds": seeds, "paired": paired}, None))
            self.cut_round = printed["round"]
        elif op.kind == "repair":
            taken = self.rounds.pop()
            # Nobody came or went (this test drops and adds no one): pair --again keeps every
            # table, prints the round as it was and writes nothing, the journal included.
            if [q[:3] for q in rows] != [q[:3] for q in taken]:
                detail = {"taken_back": {"round": len(self.rounds) + 1, "pairings": [[q[1], q[2]] for q in taken]},
                          "paired": paired}
                self.journal.append(("repair", detail, op.reason))
        else:
            self.journal.append(("pair", {"paired": paired}, None))
        if printed["round"] != len(self.rounds) + 1:
            raise Failure("pair printed round %d, the model expected round %d" % (printed["round"], len(self.rounds) + 1))
        self.rounds.append(rows)

    def records(self):
        """Each player's match record W-L-D and MTG points (3 a win, 1 a draw; the bye a win)."""
        rec = {n: [0, 0, 0] for n in self.players}
        for r in self.rounds[:None if self.cut_round is None else self.cut_round - 1]:  # the Swiss only
            for table, first, second, result in r:
                if result is None:
                    continue
                if second is None:
                    rec[first][0] += 1
                    continue
                w, l, d = (int(x) for x in result.split("-"))
                if w > l:
                    rec[first][0] += 1
                    rec[second][1] += 1
                elif w < l:
                    rec[first][1] += 1
                    rec[second][0] += 1
                else:
                    rec[first][2] += 1
                    rec[second][2] += 1
        return {n: ("%d-%d-%d" % tuple(r), 3 * r[0] + r[2]) for n, r in rec.items()}


class Op:
    def __init__(self, kind, rnd=None, table=None, result=None, reason=None):
        self.kind, self.round, self.table, self.result, self.reason = kind, rnd, table, result, reason

    def args(self, path):
        if self.kind == "pair":
            return ["pair", path, "--format", "json"]
        if self.kind == "cut":
            return ["cut", path, "--top", "8", "--format", "json"]
        if self.kind == "repair":
            return ["pair", path, "--again", "--reason", self.reason, "--format", "json"]
        a = ["report", path, "--round", str(self.round), "--table", str(self.table), "--result", self.result]
        if self.reason:
            a += ["--reason", self.reason]
        return a

    def __str__(self):
        return " ".join(self.args("EVENT.db"))


# ---------------------------------------------------------------------------------------
# Reading the file back.

def sql_checks(path, schema):
    """Integrity of the file as sqlite3 sees it, and its contents (journal without timestamps)."""
    con = sqlite3.connect(path, timeout=30, isolation_level=None)
    try:
        problems = []
        for pragma in ("integrity_check", "quick_check"):
            rows = con.execute("PRAGMA " + pragma).fetchall()
            if rows != [("ok",)]:
                problems.append("PRAGMA %s: %r" % (pragma, rows[:10]))
        fk = con.execute("PRAGMA foreign_key_check").fetchall()
        if fk:
            problems.append("PRAGMA foreign_key_check: %r" % fk[:10])
        app = con.execute("PRAGMA application_id").fetchone()[0]
        if app != APPLICATION_ID:
            problems.append("application_id is %#x, not %#x" % (app, APPLICATION_ID))
        version = con.execute("PRAGMA user_version").fetchone()[0]
        if version != SCHEMA_VERSION:
            problems.append("user_version is %d, not %d" % (version, SCHEMA_VERSION))
        mode = con.execute("PRAGMA journal_mode").fetchone()[0]
        if mode != "wal":
            problems.append("journal_mode is %s, not wal" % mode)
        master = con.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").fetchall()
        if schema is not None and master != schema:
            problems.append("the schema changed: %r" % master)
        con.execute("BEGIN")
        dump = {
            "event": con.execute("SELECT * FROM event").fetchall(),
            "players": con.execute("SELECT * FROM players ORDER BY id").fetchall(),
            "pairings": con.execute("SELECT * FROM pairings ORDER BY round, slot").fetchall(),
            "playoff": con.execute("SELECT * FROM playoff").fetchall(),
            "playoff_seeds": con.execute("SELECT * FROM playoff_seeds ORDER BY seed").fetchall(),
            "journal": con.execute("SELECT seq, operation, detail, reason FROM journal ORDER BY seq").fetchall(),
            "sqlite_sequence": con.execute("SELECT name, seq FROM sqlite_sequence ORDER BY name").fetchall(),
        }
        con.execute("COMMIT")
        return problems, dump, master
    finally:
        con.close()


def schema_of(path):
    con = sqlite3.connect(path, isolation_level=None)
    try:
        return con.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").fetchall()
    finally:
        con.close()


def cli_state(ref, path):
    """What the referee reads back: the log (timestamps checked, then left out), the export, the standings."""
    log = ref.json(["log", path, "--format", "json"])
    for e in log:
        at = e.pop("at", None)
        if not (isinstance(at, str) and len(at) == 20 and at.endswith("Z")):
            raise Failure("log entry %s has the time %r" % (e.get("seq"), at))
    return {"log": log, "export": ref.json(["export", path, "--format", "json"]),
            "standings": ref.json(["standings", path, "--format", "json"])}


def state(ref, path, schema, cli_first):
    if cli_first:
        cli = cli_state(ref, path)
        problems, dump, _ = sql_checks(path, schema)
    else:
        problems, dump, _ = sql_checks(path, schema)
        cli = cli_state(ref, path)
    return problems, dump, cli


def check_model(model, dump, cli):
    """The file against the model: journal, pairings and results, standings. A list of differences."""
    diffs = []
    want_journal = [(i, op, detail, reason) for i, (op, detail, reason) in enumerate(model.journal, 1)]
    got_log = [(e["seq"], e["operation"], e["detail"], e["reason"]) for e in cli["log"]]
    if got_log != want_journal:
        diffs.append(first_difference("referee event log", want_journal, got_log))
    got_table = [(seq, op, json.loads(detail), reason) for seq, op, detail, reason in dump["journal"]]
    if got_table != want_journal:
        diffs.append(first_difference("the journal table", want_journal, got_table))

    want_rounds = [[(q[0], q[1], q[2], q[3]) for q in r] for r in model.rounds]
    got_rounds = [[(q["table"], q["first"], q["second"], q["result"]) for q in r["pairings"]]
                  for r in cli["export"]["rounds"]]
    if got_rounds != want_rounds or [r["round"] for r in cli["export"]["rounds"]] != list(range(1, len(want_rounds) + 1)):
        diffs.append(first_difference("referee event export's rounds", want_rounds, got_rounds))
    names = {row[0]: row[1] for row in dump["players"]}
    table_rounds = []
    for rnd, slot, table, first, second, w, l, d in dump["pairings"]:
        while len(table_rounds) < rnd:
            table_rounds.append([])
        table_rounds[rnd - 1].append((table or None, names.get(first), names.get(second) if second is not None else None,
                                      None if w is None else "%d-%d-%d" % (w, l, d)))
    if table_rounds != want_rounds:
        diffs.append(first_difference("the pairings table", want_rounds, table_rounds))
    if [row[1] for row in dump["players"]] != model.players:
        diffs.append("the players table: %r" % [row[1] for row in dump["players"]])

    want = model.records()
    got = {p["player"]: (p["record"], p["points"]) for p in cli["standings"]}
    if got != want:
        bad = sorted(n for n in set(want) | set(got) if want.get(n) != got.get(n))
        diffs.append("standings disagree with the model's results for %d players, e.g. %s: model %r, standings %r"
                     % (len(bad), bad[0], want.get(bad[0]), got.get(bad[0])))
    if cli["export"]["standings"] != cli["standings"]:
        diffs.append("export's standings differ from referee event standings")
    return diffs


def first_difference(what, want, got):
    for i, (a, b) in enumerate(zip(want, got)):
        if a != b:
            return "%s, entry %d: expected %r, found %r" % (what, i + 1, a, b)
    return "%s: expected %d entries, found %d (first extra or missing: %r)" % (
        what, len(want), len(got), (got[len(want):] or want[len(got):])[:1])


# ---------------------------------------------------------------------------------------
# Where a frozen command is: which files it has open and which SQLite locks it holds.

def exited(pid):
    """Whether the child has exited (it is not reaped: its exit status stays to be collected)."""
    return os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None


def lock_holder(fd, byte):
    """The pid holding a write (exclusive) lock on `byte` of the open file (F_GETLK), or None."""
    flock = struct.pack("@hhqqi4x", fcntl.F_RDLCK, os.SEEK_SET, byte, 1, 0)
    l_type, _, _, _, l_pid = struct.unpack("@hhqqi4x", fcntl.fcntl(fd, fcntl.F_GETLK, flock))
    return None if l_type == fcntl.F_UNLCK else l_pid


def wait_for_write_lock(pid, path, limit=TIMEOUT):
    """Waits until the process holds the WAL write lock; False when it exits first. Asks with
    F_GETLK on the -shm file (reading /proc/locks waits for an RCU grace period and stalls every
    fcntl lock meanwhile); sleeps between polls, as spinning would take a CPU from the command on
    a busy 2-core machine. This process holds no lock on the file, so closing it drops none."""
    end = time.perf_counter() + limit
    fd = None
    try:
        while time.perf_counter() < end and not exited(pid):
            if fd is None:
                try:
                    fd = os.open(path + "-shm", os.O_RDONLY)
                except OSError:
                    fd = None
            if fd is not None and lock_holder(fd, WAL_WRITE_LOCK) == pid:
                return True
            time.sleep(0.0001)
        return False
    finally:
        if fd is not None:
            os.close(fd)


def wait_until(moment):
    """Sleeps until `moment` (time.perf_counter()), spinning only for the last 0.3 ms."""
    left = moment - time.perf_counter()
    if left > 0.0006:
        time.sleep(left - 0.0003)
    while time.perf_counter() < moment:
        pass


def phase_of(pid, path):
    """Where a stopped command is: the event file not open yet, holding SQLite's WAL write lock
    (inside its write transaction), holding the checkpoint or the database file's exclusive lock
    (checkpointing as it closes), or the file open without them."""
    try:
        fds = [os.readlink("/proc/%d/fd/%s" % (pid, fd)) for fd in os.listdir("/proc/%d/fd" % pid)]
    except OSError:
        return "exited"
    if os.path.realpath(path) not in fds:
        return "file not open yet"

    def holds(file, byte):
        try:
            fd = os.open(file, os.O_RDONLY)
        except OSError:
            return False
        try:
            return lock_holder(fd, byte) == pid
        finally:
            os.close(fd)  # this process holds no lock on the file: closing drops none

    if holds(path + "-shm", WAL_WRITE_LOCK):
        return "in the write transaction (WAL write lock held)"
    if holds(path + "-shm", WAL_CKPT_LOCK) or holds(path, DB_PENDING_BYTE) or holds(path, DB_PENDING_BYTE + 2):
        return "checkpointing or closing"
    return "file open, no write lock"


# ---------------------------------------------------------------------------------------

class KillTest:
    def __init__(self, ref, args, work):
        self.ref = ref
        self.args = args
        self.work = work
        self.rng = random.Random(args.seed)
        self.event_count = 0
        self.model = None
        self.holder = None  # another connection kept open on some events (WAL not checkpointed at close)
        self.schema = None
        self.durations = collections.defaultdict(lambda: collections.deque(maxlen=25))
        self.startup = 0.0
        self.stats = {"before_exit": 0, "after_exit": 0, "applied_before_exit": 0, "not_applied": 0,
                      "integrity_ok": 0, "phases": {}, "wal_left": 0, "holder": 0, "reader_cli": 0,
                      "placement_runs": 0, "placement_applied": 0, "final_table_cuts": 0, "final_table_cuts_applied": 0,
                      "final_table_reports": 0, "final_table_reports_applied": 0,
                      "reader_snapshot": 0, "lock_seen": 0, "lock_aimed": 0, "locked_readers": 0,
                      "locked_readers_failed": 0, "reader_cli_failed": 0, "reader_saw_after": 0, "kinds": {}, "journal_compared": 0,
                      "rounds_paired": 0}
        self.failures = []

    def say(self, text):
        if self.args.verbose:
            print(text, flush=True)

    # -- events ----------------------------------------------------------------------------

    def new_event(self):
        if self.holder is not None:
            holder, self.holder = self.holder, None
            holder.close()
        self.event_count += 1
        path = os.path.join(self.work, "event-%d.db" % self.event_count)
        seed = self.rng.randrange(1, 2 ** 32)
        name = "Kill test %d" % self.event_count
        players = ["Player %02d" % i for i in range(1, self.args.players + 1)]
        players[0], players[1] = "Zoë", "Åsa Öberg"  # UTF-8 names too
        self.ref.run(["create", path, "--name", name, "--game", "draw-of-faith", "--system", "swiss",
                      "--rounds", str(self.args.rounds), "--seed", str(seed)])
        self.ref.run(["add", path, *players])
        self.locked_reader(path)
        if self.schema is None:
            self.schema = schema_of(path)
        self.model = Model(path, name, seed, self.args.rounds, players)
        if self.event_count % 2 == 0:
            self.holder = Child(HOLDER, path)
            self.holder.line()
        self.say("event %d: %s (%s)" % (self.event_count, path, "another connection open" if self.holder else "alone"))

    def locked_reader(self, path):
        """`referee event standings` while another process holds the event file's lock for a moment
        (as a command closing the file does): it must wait for it (busy timeout), not fail. A
        failure is recorded; the run goes on."""
        locker = Child(LOCKER, path, str(LOCK_SECONDS))
        locker.line()
        p, seconds = self.ref.timed(["standings", path, "--format", "json"])
        locker.close()
        self.stats["locked_readers"] += 1
        if p.returncode != 0:
            self.stats["locked_readers_failed"] += 1
            message = ("event %d: `referee event standings` started while another process held the event file's "
                       "lock for %.1f s (as a command closing the file holds it while it checkpoints the WAL) "
                       "exited %d after %.0f ms instead of waiting: %s"
                       % (self.event_count, LOCK_SECONDS, p.returncode, seconds * 1000, p.stderr.strip()))
            self.failures.append(message)
            print("FAIL: " + message, flush=True)
        elif sorted(json.loads(p.stdout), key=lambda e: e["player"]) != sorted(
                json.loads(self.ref.run(["standings", path, "--format", "json"]).stdout), key=lambda e: e["player"]):
            raise Failure("event %d: the standings read while the file was locked differ from those after" % self.event_count)

    def confirmed(self, op):
        """Runs `op` to completion: it must exit 0, and it joins the model."""
        p, seconds = self.ref.timed(op.args(self.model.path))
        if p.returncode != 0:
            raise Failure("`referee event %s` exited %d: %s" % (" ".join(op.args(self.model.path)), p.returncode,
                                                               p.stderr.strip()))
        self.durations[op.kind].append(seconds)
        self.model.apply(op, p.stdout)
        if op.kind in ("pair", "repair"):
            self.stats["rounds_paired"] += op.kind == "pair"

    def random_result(self, other_than=None, playoff=False):
        """A result; in a playoff round not drawn, and a correction keeps its winner (the winner
        may have gone on to the next round)."""
        def winner(r):
            w, l = (int(x) for x in r.split("-")[:2])
            return (w > l) - (w < l)
        while True:
            r = self.rng.choice(RESULTS)
            if full_result(r) == other_than:
                continue
            if playoff and (r in DRAWN or (other_than is not None and winner(r) != winner(other_than))):
                continue
            return r

    def report_op(self):
        table, first, second, _ = self.rng.choice(self.model.unreported())
        r = self.random_result(playoff=self.model.playoff(len(self.model.rounds)))
        return Op("report", len(self.model.rounds), table, full_result(r))

    def complete_round(self):
        for p in list(self.model.unreported()):
            r = self.random_result(playoff=self.model.playoff(len(self.model.rounds)))
            self.confirmed(Op("report", len(self.model.rounds), p[0], full_result(r)))

    def ensure_pairable(self):
        """Reports what is missing (and starts a new event when this one is over): a pair can follow."""
        if self.model is None:
            self.new_event()
        self.complete_round()
        if self.model.finished():
            self.new_event()

    def prepare(self, kind):
        """Confirmed commands that put the event where `kind` can run; the op to kill."""
        if self.model is None:
            self.new_event()
        if kind == "report":
            if not self.model.unreported():
                self.ensure_pairable()
                self.confirmed(Op("pair"))
            for _ in range(self.rng.randrange(0, 4)):
                if len(self.model.unreported()) > 1:
                    self.confirmed(self.report_op())
            return self.report_op()
        if kind in ("correct", "same"):
            pool = self.model.reported if kind == "same" else self.model.correctable
            if not pool():
                if not self.model.unreported():
                    self.ensure_pairable()
                    self.confirmed(Op("pair"))
                self.confirmed(self.report_op())
            rnd, (table, _, _, result) = self.rng.choice(pool())
            if kind == "same":
                return Op("same", rnd, table, result)
            new = full_result(self.random_result(other_than=result, playoff=self.model.playoff(rnd)))
            return Op("correct", rnd, table, new, reason="correction %d: the slip said %s" % (self.rng.randrange(1000), new))
        if kind == "pair":
            self.ensure_pairable()
            for _ in range(self.rng.randrange(0, 2)):  # now and then a correction just before
                if self.model.correctable():
                    rnd, (table, _, _, result) = self.rng.choice(self.model.correctable())
                    new = full_result(self.random_result(other_than=result, playoff=self.model.playoff(rnd)))
                    self.confirmed(Op("correct", rnd, table, new, reason="late correction to %s" % new))
            return Op("pair")
        if kind == "cut":
            # The Swiss played to its end, no cut yet.
            while not self.model.swiss_done():
                if self.model.cut_round is not None:
                    self.new_event()
                self.complete_round()
                if not self.model.swiss_done():
                    self.confirmed(Op("pair"))
            return Op("cut")
        # repair: the latest round must have no result but the bye's; not in a playoff (refused)
        if self.model.cut_round is not None:
            self.new_event()
        latest = self.model.latest()
        if latest is None or any(p[3] is not None and p[0] is not None for p in latest):
            self.ensure_pairable()
            self.confirmed(Op("pair"))
        return Op("repair", reason="pairings posted wrongly, paired again (%d)" % self.rng.randrange(1000))

    # -- calibration ---------------------------------------------------------------------

    def calibrate(self):
        """How long commands take, start to exit, on a scratch event (kept up to date by every later
        command, the disk's speed changes); and how long the referee takes to reach the event file
        (a report to a missing file)."""
        path = os.path.join(self.work, "calibration.db")
        players = ["P%02d" % i for i in range(1, self.args.players + 1)]
        # Two rounds planned: the cut at the end follows every planned Swiss round.
        self.ref.run(["create", path, "--name", "Calibration", "--game", "draw-of-faith", "--system", "swiss",
                      "--rounds", "2", "--seed", "1"])
        self.ref.run(["add", path, *players])

        def timed(kind, args, expect=0):
            p, seconds = self.ref.timed(args)
            if p.returncode != expect:
                raise Failure("calibration: `referee event %s` exited %d: %s" % (" ".join(args), p.returncode, p.stderr))
            self.durations[kind].append(seconds)
            return p.stdout

        for rnd in (1, 2):
            printed = json.loads(timed("pair", ["pair", path, "--format", "json"]))
            timed("repair", ["pair", path, "--again", "--reason", "calibration", "--format", "json"])
            tables = [q["table"] for q in printed["pairings"] if q["table"]]
            for t in tables:
                timed("report", ["report", path, "--round", str(rnd), "--table", str(t), "--result", "2-1"])
            for t in tables[:6]:
                timed("correct", ["report", path, "--round", str(rnd), "--table", str(t), "--result", "0-2",
                                  "--reason", "calibration"])
                timed("same", ["report", path, "--round", str(rnd), "--table", str(t), "--result", "0-2"])
        timed("cut", ["cut", path, "--top", "8", "--format", "json"])
        for _ in range(10):
            timed("startup", ["report", path + ".missing", "--round", "1", "--table", "1", "--result", "2-1"], expect=3)
        self.startup = statistics.median(self.durations.pop("startup"))
        remove_db(path)

    def typical(self, kind):
        return statistics.median(self.durations[kind])

    # -- one run ---------------------------------------------------------------------------

    def make_shadow(self, shadow):
        remove_db(shadow)
        src = sqlite3.connect(self.model.path, isolation_level=None)
        dst = sqlite3.connect(shadow, isolation_level=None)
        try:
            src.backup(dst)
        finally:
            dst.close()
            src.close()

    def kill_run(self, n):
        crash = os.path.join(self.work, "as-killed")
        shutil.rmtree(crash, ignore_errors=True)
        kind = self.rng.choices([k for k, _ in KINDS], [w for _, w in KINDS])[0]
        op = self.prepare(kind)
        model = self.model
        path = model.path
        cli_first = n % 2 == 1
        freeze = n % 4 in (2, 3)
        reader = {5: "cli", 8: "snapshot"}.get(n % 10)
        # The moment of the kill, a seeded fraction of a window that depends on the run: between 0
        # and the command's typical duration; between the referee's start-up time (when it reaches
        # the event file) and the typical duration; or from the moment the command holds SQLite's
        # WAL write lock (it is inside its transaction) to the time it typically spends in the
        # file - the disk's fsync time varies from 1 to 30 ms here, so the first two alone would
        # rarely land between the commit and the exit.
        fraction = self.rng.random()
        window = ("start", "file", "lock")[n % 3]
        setting = ("%s, %s%s%s" % ("SIGSTOP then SIGKILL" if freeze else "SIGKILL",
                                   "referee opens it first" if cli_first else "sqlite3 opens it first",
                                   ", another connection open" if self.holder else "",
                                   ", a concurrent reader (%s)" % reader if reader else ""))
        ctx = "run %d (seed %d): %s, %s" % (n, self.args.seed, op, setting)
        self.stats["kinds"][op.kind] = self.stats["kinds"].get(op.kind, 0) + 1

        # Before: the file now (it must agree with the model: every confirmed command is there).
        problems, before_dump, before_cli = state(self.ref, path, self.schema, cli_first=False)
        if problems:
            raise Failure("%s: before the command, the file is damaged: %s" % (ctx, "; ".join(problems)))
        diffs = check_model(model, before_dump, before_cli)
        if diffs:
            raise Failure("%s: before the command, the file disagrees with the confirmed operations: %s"
                          % (ctx, "; ".join(diffs)))
        # After: the command run to completion on a copy.
        shadow = os.path.join(self.work, "shadow.db")
        self.make_shadow(shadow)
        done, seconds = self.ref.timed(op.args(shadow))
        self.durations[op.kind].append(seconds)
        typical = self.typical(op.kind)
        low, high = {"start": (0.0, typical), "file": (min(self.startup, typical / 2), typical),
                     "lock": (0.0, max(typical - self.startup, 0.001))}[window]
        delay = low + fraction * (high - low)
        ctx = "run %d (seed %d): %s killed %.2f ms after %s (typical duration %.2f ms), %s" % (
            n, self.args.seed, op, delay * 1000, "it took the write lock" if window == "lock" else "its start",
            typical * 1000, setting)
        if done.returncode != 0:
            raise Failure("%s: on an intact copy the command exits %d: %s" % (ctx, done.returncode, done.stderr.strip()))
        problems, after_dump, after_cli = state(self.ref, shadow, self.schema, cli_first=False)
        if problems:
            raise Failure("%s: the copy is damaged after the command ran to completion: %s" % (ctx, "; ".join(problems)))

        snapshot = None
        cli_reader = None
        if reader == "snapshot":
            snapshot = Child(SNAPSHOT, path)
            seen_before = json.loads(snapshot.line())
        reader_at = self.rng.uniform(0.0, delay) if reader == "cli" else None

        # The command, and the kill (a `referee event standings` started on the way).
        start = time.perf_counter()
        proc = subprocess.Popen(self.ref.argv(op.args(path)), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if window == "lock":
            self.stats["lock_aimed"] += 1
            if wait_for_write_lock(proc.pid, path):
                self.stats["lock_seen"] += 1
            start = time.perf_counter()
        if reader_at is not None:
            wait_until(start + reader_at)
            cli_reader = subprocess.Popen(self.ref.argv(["standings", path, "--format", "json"]),
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        wait_until(start + delay)
        phase = None
        if freeze:
            os.kill(proc.pid, signal.SIGSTOP)
            _, status = os.waitpid(proc.pid, os.WUNTRACED)
            if os.WIFSTOPPED(status):
                phase = phase_of(proc.pid, path)
                os.kill(proc.pid, signal.SIGKILL)
            else:
                phase = "exited"
                proc.returncode = os.waitstatus_to_exitcode(status)
        else:
            os.kill(proc.pid, signal.SIGKILL)
        out, err = proc.communicate(timeout=TIMEOUT)
        out, err = out.decode("utf-8", "replace"), err.decode("utf-8", "replace")
        killed = proc.returncode == -signal.SIGKILL
        if not killed and proc.returncode != 0:
            raise Failure("%s: the command exited %d before the kill: %s" % (ctx, proc.returncode, err.strip()))

        # The file exactly as the kill left it, kept for a report.
        copy_db(path, crash)
        wal = path + "-wal"
        wal_left = os.path.exists(wal) and os.path.getsize(wal) > 0

        # The second reader.
        reader_problem = None
        if snapshot is not None:
            snapshot.send("go on\n")
            seen_after = json.loads(snapshot.line())
            snapshot.close()
            if seen_after != seen_before or seen_before != json.loads(json.dumps(before_dump["journal"])):
                reader_problem = "a read transaction held across the kill saw the journal change"
            self.stats["reader_snapshot"] += 1
        if cli_reader is not None:
            rout, rerr = cli_reader.communicate(timeout=TIMEOUT)
            self.stats["reader_cli"] += 1
            if cli_reader.returncode != 0:
                self.stats["reader_cli_failed"] += 1
                reader_problem = ("the concurrent `referee event standings` exited %d: %s"
                                  % (cli_reader.returncode, rerr.decode().strip()))
            elif json.loads(rout) == after_cli["standings"] and json.loads(rout) != before_cli["standings"]:
                self.stats["reader_saw_after"] += 1
            elif json.loads(rout) != before_cli["standings"]:
                reader_problem = "the concurrent standings are neither those before nor after the command"

        # 1-3: the file after the kill.
        try:
            problems, dump, cli = state(self.ref, path, self.schema, cli_first)
        except Failure as e:
            raise Failure("%s: after the kill, the referee cannot use the file: %s" % (ctx, e))
        except sqlite3.Error as e:
            raise Failure("%s: after the kill, sqlite3 cannot read the file: %s" % (ctx, e))
        if problems:
            raise Failure("%s: after the kill: %s" % (ctx, "; ".join(problems)))
        self.stats["integrity_ok"] += 1
        is_before = dump == before_dump and cli == before_cli
        is_after = dump == after_dump and cli == after_cli
        if not (is_before or is_after):
            what = "the journal" if dump["journal"] not in (before_dump["journal"], after_dump["journal"]) else "the tables"
            raise Failure("%s: after the kill the file is neither as before the command nor as after it (%s differ: "
                          "journal %d entries, before %d, after %d; pairings %d rows, before %d, after %d) - "
                          "a half-applied command"
                          % (ctx, what, len(dump["journal"]), len(before_dump["journal"]), len(after_dump["journal"]),
                             len(dump["pairings"]), len(before_dump["pairings"]), len(after_dump["pairings"])))
        applied = is_after and not is_before
        if not killed and not is_after:
            raise Failure("%s: the command exited 0 before the kill, but the file does not hold it (a lost "
                          "confirmed operation)" % ctx)
        if not killed and out != done.stdout:
            raise Failure("%s: the command printed %r, on the copy %r" % (ctx, out, done.stdout))
        if is_after:
            model.apply(op, done.stdout)
            if op.kind == "pair" and applied:
                self.stats["rounds_paired"] += 1
        diffs = check_model(model, dump, cli)
        if diffs:
            raise Failure("%s: after the kill the file disagrees with the confirmed operations: %s" % (ctx, "; ".join(diffs)))
        self.stats["journal_compared"] += len(model.journal)

        if killed:
            self.stats["before_exit"] += 1
            self.stats["applied_before_exit" if applied else "not_applied"] += 1
        else:
            self.stats["after_exit"] += 1
        if phase is not None:
            key = phase
            if phase == "file open, no write lock":
                key += ", " + ("after the commit" if applied else "before the write transaction")
            self.stats["phases"][key] = self.stats["phases"].get(key, 0) + 1
        self.stats["wal_left"] += wal_left
        self.stats["holder"] += self.holder is not None
        self.say("%s -> %s, %s%s%s" % (ctx, "killed" if killed else "had exited 0", "applied" if applied else
                                     ("no change" if is_before and is_after else "not applied"),
                                     ", phase: " + phase if phase else "", ", WAL left" if wal_left else ""))
        if reader_problem:
            raise ReaderFailure("%s: %s (the file itself passed every check)" % (ctx, reader_problem))

    def run(self):
        start = time.perf_counter()
        self.calibrate()
        for n in range(1, self.args.runs + 1):
            try:
                self.kill_run(n)
            except (Failure, sqlite3.Error, subprocess.TimeoutExpired, json.JSONDecodeError, OSError) as e:
                if not isinstance(e, Failure):
                    where = traceback.extract_tb(e.__traceback__)[-1]
                    e = "%s: %s (kill_test.py line %d, in %s)" % (type(e).__name__, e, where.lineno, where.name)
                keep = os.path.join(self.work, "failure-run-%d" % n)
                if os.path.isdir(os.path.join(self.work, "as-killed")):
                    shutil.copytree(os.path.join(self.work, "as-killed"), os.path.join(keep, "as-killed"))
                if self.model is not None:
                    copy_db(self.model.path, os.path.join(keep, "now"))
                self.failures.append("run %d: %s\n    files: %s" % (n, e, keep))
                print("FAIL: run %d: %s" % (n, e), flush=True)
                if not isinstance(e, ReaderFailure):
                    self.model = None  # its state is unknown now: go on with a new event
        try:
            self.placement_runs(max(1, self.args.runs // 5))
        except (Failure, sqlite3.Error, subprocess.TimeoutExpired, json.JSONDecodeError, OSError) as e:
            self.failures.append("placement reports: %s" % e)
            print("FAIL: placement reports: %s" % e, flush=True)
        try:
            self.final_table_runs(max(1, self.args.runs // 20))
        except (Failure, sqlite3.Error, subprocess.TimeoutExpired, json.JSONDecodeError, OSError) as e:
            self.failures.append("final table: %s" % e)
            print("FAIL: final table: %s" % e, flush=True)
        if self.model is not None:
            try:
                self.final_check()
            except (Failure, sqlite3.Error, subprocess.TimeoutExpired, json.JSONDecodeError, OSError) as e:
                self.failures.append("after the last run: %s" % e)
                print("FAIL: after the last run: %s" % e, flush=True)
        return time.perf_counter() - start

    def placement_runs(self, count):
        """SIGKILL during `report --placement` at tables of more than two (issue 23), at a random moment
        or once it holds the write lock: the table's places are all in, with their journal entry, or
        none are; the file passes integrity_check; a report killed before its commit can be made again."""
        path = os.path.join(self.work, "pods.db")
        names = ["Pod %02d" % i for i in range(1, 17)]
        self.ref.run(["create", path, "--name", "Pods", "--game", "hegemony-of-faith", "--system", "swiss",
                      "--table-size", "4", "--seed", "5"])
        self.ref.run(["add", path, *names])
        tables, number = [], 0

        for n in range(1, count + 1):
            if not tables:
                printed = self.ref.json(["pair", path, "--format", "json"])
                number = printed["round"]
                tables = [(t["table"], [x["player"] for x in t["seats"]]) for t in printed["tables"]]
            table, seats = self.rng.choice(tables)
            order = seats[:]
            self.rng.shuffle(order)
            placement = ",".join(order[:2]) + "," + "=".join(order[2:])  # the last two tied
            args = ["report", path, "--round", str(number), "--table", str(table), "--placement", placement]
            ctx = "placement run %d: report --round %d --table %d --placement %s" % (n, number, table, placement)
            applied = self.kill_all_or_nothing(args, ctx, lock_first=n % 3 == 0)
            self.stats["placement_runs"] += 1
            self.stats["placement_applied"] += applied
            if applied:
                tables.remove((table, seats))

    def kill_all_or_nothing(self, args, ctx, lock_first):
        """Runs `referee event ARGS` (args[1] the event file) to completion on a copy, then on the file
        itself killed at a random moment within its typical duration (or once it holds the write lock):
        the file must pass integrity_check and hold every table as before the command or as the copy
        after it, the journal included. Whether it was applied."""
        path = args[1]

        def dump(db):
            con = sqlite3.connect(db, timeout=30, isolation_level=None)
            try:
                problems = [] if con.execute("PRAGMA integrity_check").fetchall() == [("ok",)] else ["integrity_check"]
                return problems, tuple(con.execute(query).fetchall() for query in (
                    "SELECT * FROM seats ORDER BY round, table_no, seat",
                    "SELECT * FROM pairings ORDER BY round, slot",
                    "SELECT * FROM players ORDER BY id",
                    "SELECT * FROM playoff",
                    "SELECT * FROM playoff_seeds ORDER BY seed",
                    "SELECT seq, operation, detail, reason FROM journal ORDER BY seq"))
            finally:
                con.close()

        problems, before = dump(path)
        if problems:
            raise Failure("%s: before the command: %s" % (ctx, "; ".join(problems)))
        shadow = os.path.join(self.work, "pods-shadow.db")
        remove_db(shadow)
        src, dst = sqlite3.connect(path, isolation_level=None), sqlite3.connect(shadow, isolation_level=None)
        try:
            src.backup(dst)
        finally:
            dst.close()
            src.close()
        done, seconds = self.ref.timed(args[:1] + [shadow] + args[2:])
        if done.returncode != 0:
            raise Failure("%s: on an intact copy the command exits %d: %s" % (ctx, done.returncode, done.stderr))
        _, after = dump(shadow)
        if after == before:
            raise Failure("%s: on an intact copy the command changed nothing" % ctx)
        proc = subprocess.Popen(self.ref.argv(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        start = time.perf_counter()
        if lock_first and wait_for_write_lock(proc.pid, path):
            start = time.perf_counter()
        wait_until(start + self.rng.uniform(0.0, seconds))
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate(timeout=TIMEOUT)
        killed = proc.returncode == -signal.SIGKILL
        problems, now = dump(path)
        if problems:
            raise Failure("%s: after the kill: %s" % (ctx, "; ".join(problems)))
        if now not in (before, after):
            raise Failure("%s: after the kill the file is half-written (neither as before the command nor as after it)" % ctx)
        if not killed and now != after:
            raise Failure("%s: the command exited 0 before the kill, but the file does not hold it" % ctx)
        self.say("%s -> %s" % (ctx, "applied" if now == after else "not applied"))
        return now == after

    def final_table_runs(self, count):
        """SIGKILL during `cut --top 4` at an event of tables of four (the cut seats one final table of
        the top 4) and during the final table's `report --placement` (it ends the event), `count`
        events, each command killed at a random moment or once it holds the write lock: all or
        nothing, as kill_all_or_nothing checks. A command killed before its commit is made again;
        the file then goes on: the standings read it, and `pair` after the final table is refused."""
        names = ["Final %02d" % i for i in range(1, 13)]
        for n in range(1, count + 1):
            path = os.path.join(self.work, "final-table-%d.db" % n)
            self.ref.run(["create", path, "--name", "Final table %d" % n, "--game", "hegemony-of-faith", "--system", "swiss",
                          "--rounds", "1", "--table-size", "4", "--seed", str(self.rng.randrange(1, 2 ** 32))])
            self.ref.run(["add", path, *names])
            for t in self.ref.json(["pair", path, "--format", "json"])["tables"]:
                order = [x["player"] for x in t["seats"]]
                self.rng.shuffle(order)
                self.ref.run(["report", path, "--round", "1", "--table", str(t["table"]), "--placement", ",".join(order)])
            cut = ["cut", path, "--top", "4", "--format", "json"]
            ctx = "final table run %d: cut --top 4" % n
            applied = self.kill_all_or_nothing(cut, ctx, lock_first=n % 2 == 0)
            self.stats["final_table_cuts"] += 1
            self.stats["final_table_cuts_applied"] += applied
            if not applied:
                self.ref.run(cut)
            seats = [x["player"] for x in self.ref.json(["pairings", path, "--round", "2", "--format", "json"])["tables"][0]["seats"]]
            if len(seats) != 4:
                raise Failure("%s: the final table seats %r, not four" % (ctx, seats))
            self.rng.shuffle(seats)
            placement = ",".join(seats[:2]) + "," + "=".join(seats[2:])  # the last two tied
            report = ["report", path, "--round", "2", "--table", "1", "--placement", placement]
            ctx = "final table run %d: report --round 2 --table 1 --placement %s" % (n, placement)
            applied = self.kill_all_or_nothing(report, ctx, lock_first=n % 2 == 1)
            self.stats["final_table_reports"] += 1
            self.stats["final_table_reports_applied"] += applied
            if not applied:
                self.ref.run(report)
            standings = self.ref.json(["standings", path, "--format", "json"])
            if [x["player"] for x in standings[:2]] != seats[:2] or len(standings) != len(names):
                raise Failure("%s: after the final table the standings begin %r, expected %r"
                              % (ctx, [x["player"] for x in standings[:2]], seats[:2]))
            self.ref.run(["pair", path], expect=4)  # the event is over

    def final_check(self):
        """The last killed file goes on: one more command, and the file still agrees with the model."""
        self.confirmed(self.prepare("report"))
        problems, dump, cli = state(self.ref, self.model.path, self.schema, cli_first=True)
        diffs = problems + check_model(self.model, dump, cli)
        if diffs:
            raise Failure("the event after a further report: %s" % "; ".join(diffs))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("referee")
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=20260707)
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args()
    if not os.access(args.referee, os.X_OK):
        parser.error("%s is not an executable" % args.referee)
    if args.players < 4 or args.runs < 1 or args.rounds < 1:
        parser.error("--players must be at least 4, --runs and --rounds at least 1")
    ref = Referee(os.path.abspath(args.referee))
    work = tempfile.mkdtemp(prefix="referee-kill-")
    test = KillTest(ref, args, work)
    try:
        elapsed = test.run()
    except Failure as e:  # outside a run (calibration, a new event)
        print("FAIL: %s" % e)
        print("files kept in %s" % work)
        return 1
    finally:
        if test.holder is not None:
            test.holder.proc.kill()
            test.holder.proc.wait()
    s = test.stats
    runs = s["before_exit"] + s["after_exit"]
    print("kill test: %d runs (seed %d), %d events of %d players, %d rounds paired; typical durations: start-up %.1f ms, %s"
          % (args.runs, args.seed, test.event_count, args.players, s["rounds_paired"], test.startup * 1000,
             ", ".join("%s %.1f ms" % (k, test.typical(k) * 1000) for k, _ in KINDS)))
    print("  killed commands: %s" % ", ".join("%s %d" % kv for kv in sorted(s["kinds"].items())))
    print("  kills mid-command (before exit): %d of %d - applied (committed, not yet exited) %d, not applied %d;"
          " after exit: %d" % (s["before_exit"], runs, s["applied_before_exit"], s["not_applied"], s["after_exit"]))
    print("  kills aimed after the command took the WAL write lock: %d (the lock seen %d times)"
          % (s["lock_aimed"], s["lock_seen"]))
    if s["phases"]:
        print("  where frozen commands were killed: %s"
              % "; ".join("%s %d" % kv for kv in sorted(s["phases"].items(), key=lambda kv: -kv[1])))
    print("  WAL left by the kill: %d; kills with another connection open: %d; concurrent readers: "
          "%d standings (%d saw the command, %d failed), %d read transactions held across the kill"
          % (s["wal_left"], s["holder"], s["reader_cli"], s["reader_saw_after"], s["reader_cli_failed"],
             s["reader_snapshot"]))
    print("  standings while another process held the file's lock (%.1f s, as a closing command's checkpoint): "
          "%d, failed %d" % (LOCK_SECONDS, s["locked_readers"], s["locked_readers_failed"]))
    print("  integrity ok: %d of %d (integrity_check, quick_check, foreign keys, WAL mode, application_id, "
          "user_version, schema)" % (s["integrity_ok"], args.runs))
    print("  operations checked: %d confirmed operations (report, correct, pair...) in %d events; after the kills"
          " %d journal entries compared with the model, each in the journal table and the log"
          % (Model.total_confirmed, test.event_count, s["journal_compared"]))
    print("  placement reports at tables of four (issue 23): %d runs, %d of them applied, each all or nothing"
          % (s["placement_runs"], s["placement_applied"]))
    print("  a top cut at tables of four (issue 23): %d `cut --top 4` runs (%d applied) and %d final-table placement "
          "reports (%d applied), each all or nothing" % (s["final_table_cuts"], s["final_table_cuts_applied"],
                                                          s["final_table_reports"], s["final_table_reports_applied"]))
    print("  time: %.1f s" % elapsed)
    if test.failures:
        print("FAILED: %d checks" % len(test.failures))
        for f in test.failures:
            print("  " + f)
        print("reproduce: /usr/bin/python3 %s %s --runs %d --seed %d --verbose   (files kept in %s)"
              % (sys.argv[0], args.referee, args.runs, args.seed, work))
        return 1
    if args.keep:
        print("files kept in %s" % work)
    else:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""`referee event pair` end to end on a large Swiss event: the event file read, the standings,
the matching, the round written and committed, the pairings printed.

    python3 tests/benchmarks/event_pair_cli.py path/to/referee PLAYERS [--rounds 6] [--seed 1]

Creates the event with the real binary (players from a CSV file), pairs rounds 1 to N with
it, and between rounds writes random results (2-0, 2-1, 1-2, 0-2, 3% drawn 1-1-1) straight
into the file with Python's sqlite3, as 'referee event report' would, one transaction a
round: entering thousands of results through the CLI would time process start-up instead.
Prints the wall time and peak memory (of the referee process alone) of every `pair`.
"""
import os
import random
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    referee, players = os.path.abspath(args[0]), int(args[1])
    rounds = int(args[args.index("--rounds") + 1]) if "--rounds" in args else 6
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 1
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="referee-bench-") as work:
        db_path = os.path.join(work, "event.db")
        csv_path = os.path.join(work, "players.csv")
        with open(csv_path, "w") as f:
            f.write("name\n" + "".join("Player %05d\n" % i for i in range(players)))
        subprocess.run([referee, "event", "create", db_path, "--name", "Bench", "--game", "draw-of-faith",
                        "--system", "swiss", "--rounds", str(rounds), "--seed", str(seed)],
                       check=True, stdout=subprocess.DEVNULL)
        t = time.perf_counter()
        subprocess.run([referee, "event", "add", db_path, "--csv", csv_path], check=True, stdout=subprocess.DEVNULL)
        print("add %d players from CSV: %.3f s" % (players, time.perf_counter() - t))
        for r in range(1, rounds + 1):
            before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            t = time.perf_counter()
            subprocess.run([referee, "event", "pair", db_path], check=True, stdout=subprocess.DEVNULL)
            elapsed = time.perf_counter() - t
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            print("pair round %d: %.3f s, peak RSS %.1f MiB%s" % (
                r, elapsed, peak / 1024, "" if peak > before else " (no higher than an earlier child)"))
            db = sqlite3.connect(db_path, isolation_level=None)
            db.execute("BEGIN IMMEDIATE")
            rows = db.execute("SELECT slot FROM pairings WHERE round = ? AND wins IS NULL", (r,)).fetchall()
            for (slot,) in rows:
                w, l, d = (1, 1, 1) if rng.randrange(100) < 3 else rng.choice([(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0)])
                db.execute("UPDATE pairings SET wins = ?, losses = ?, draws = ? WHERE round = ? AND slot = ?",
                           (w, l, d, r, slot))
            db.execute("COMMIT")
            db.close()
        t = time.perf_counter()
        subprocess.run([referee, "event", "standings", db_path, "--format", "json"], check=True,
                       stdout=subprocess.DEVNULL)
        print("standings after round %d (JSON): %.3f s" % (rounds, time.perf_counter() - t))
    return 0


if __name__ == "__main__":
    sys.exit(main())

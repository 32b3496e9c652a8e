#!/usr/bin/env python3
"""Swiss pairing against an independent implementation (issue 6).

Generates seeded random Swiss events (2 to 200 players, a few Swiss-like rounds already
played: point groups, previous opponents, previous byes; some tiny events after many rounds,
where rematches and second byes are forced), runs swiss_pair_tool (pair_swiss) on all of them
in one process, and checks every pairing: valid, and as good as networkx's
max_weight_matching on the complete graph (plus one "bye" vertex when the count is odd).

The objective (tournaments/swiss_objective.hpp), minimised lexicographically:
  1. rematches: pairs that already met, plus a bye to a player who already had one;
  2. bye_rank: the number of players ranked below the bye holder (index 0 is best ranked);
  3. squared: the sum over pairs of the squared point difference.
The weights below are derived here from that definition alone, not from the C++ code, and the
costs compared are recomputed here from each pairing.

    networkx_crosscheck.py PATH/TO/swiss_pair_tool [--seed S] [--count N] [--only I]

Needs python3-networkx (Debian; scripts/setup-debian.sh installs it). Exit 0 when every
instance agrees, 1 on the first disagreement (with its seed, sizes and both costs), 2 on a
usage or environment error.
"""

import argparse
import json
import random
import subprocess
import sys
import time

try:
    import networkx as nx
except ImportError:
    print("networkx_crosscheck: python3-networkx is missing: install it with "
          "`apt-get install python3-networkx` (scripts/setup-debian.sh does)", file=sys.stderr)
    sys.exit(2)

BIG_SIZES = [200, 199, 198, 197, 196, 195, 194, 193, 192, 191, 190]


# ---- random events ------------------------------------------------------------------------

def simulate(rng, n, rounds):
    """A Swiss-like history for n players: greedy pairings by points (rematches only when
    the greedy pass cannot avoid them), the bye to the lowest-ranked player without one (or,
    now and then, to anyone), random results; some late entries and drops. Returns the
    instance dict, players best-ranked first."""
    win, draw = rng.choice([(3, 1), (2, 1)])          # MTG 3/1/0, or FIDE in half points
    dropped = rng.choice([0, 0, 0, rng.randint(1, 4)])
    total = n + dropped
    late = rng.choice([0.0, 0.0, 0.1])
    entry = [rng.randrange(rounds + 1) if rng.random() < late else 0 for _ in range(total)]
    points, had_bye, played, met = [0] * total, [False] * total, [], set()
    for r in range(rounds):
        order = sorted((p for p in range(total) if entry[p] <= r),
                       key=lambda p: (-points[p], rng.random()))
        if len(order) % 2:
            free = [p for p in reversed(order) if not had_bye[p]]
            bye = free[0] if free and rng.random() < 0.9 else rng.choice(order)
            order.remove(bye)
            had_bye[bye] = True
            points[bye] += win
        while order:
            a = order.pop(0)
            j = next((k for k, b in enumerate(order) if frozenset((a, b)) not in met), 0)
            b = order.pop(j)
            met.add(frozenset((a, b)))
            played.append([a, b] if rng.random() < 0.5 else [b, a])
            x = rng.random()
            if x < 0.45:
                points[a] += win
            elif x < 0.9:
                points[b] += win
            else:
                points[a] += draw
                points[b] += draw
    keep = sorted(rng.sample(range(total), n), key=lambda p: (-points[p], rng.random()))
    index = {p: i for i, p in enumerate(keep)}
    return {
        "points": [points[p] for p in keep],
        "had_bye": [had_bye[p] for p in keep],
        "played": [[index[a], index[b]] for a, b in played if a in index and b in index],
    }


def noise(rng, n):
    """No history to speak of: random points (sorted), random byes, and a random set of past
    pairs, sometimes dense enough that rematches are forced in a large event."""
    spread = rng.choice([0, 3, 10, 30])
    density = rng.choice([0.05, 0.3, 0.7, 0.95])
    return {
        "points": sorted((rng.randint(0, spread) for _ in range(n)), reverse=True),
        "had_bye": [rng.random() < rng.choice([0.1, 0.9]) for _ in range(n)],
        "played": [[a, b] for a in range(n) for b in range(a + 1, n) if rng.random() < density],
    }


def instance(seed, i):
    """Instance i of the run: its kind by i (so every run has big and tiny ones), the rest by
    its own seed."""
    inst_seed = seed * 1_000_000 + i
    rng = random.Random(inst_seed)
    slot = i % 10
    if slot == 0:                                   # at or near 200 players
        n = BIG_SIZES[(i // 10) % len(BIG_SIZES)]  # 200 first
        kind, inst = "big", simulate(rng, n, rng.randint(3, 9))
    elif slot in (3, 6, 9):                         # tiny, many rounds: forced rematches/byes
        n = rng.randint(2, 7)
        kind, inst = "tiny", simulate(rng, n, rng.randint(n - 1, n + 5))
    elif slot == 5:
        n = rng.randint(2, 200)
        kind, inst = "noise", noise(rng, n)
    else:                                           # sizes spread, small ones more often
        n = rng.randint(2, 200) if rng.random() < 0.5 else int(2 * 100 ** rng.random())
        kind, inst = "swiss", simulate(rng, n, rng.randint(0, 9))
    return inst_seed, kind, inst


# ---- the objective, from its definition ---------------------------------------------------

def cost(inst, pairs, bye):
    """(rematches, bye_rank, squared) of a pairing, straight from the definition."""
    points, had_bye = inst["points"], inst["had_bye"]
    met = {frozenset(p) for p in inst["played"]}
    rematches = sum(frozenset((a, b)) in met for a, b in pairs)
    bye_rank = 0
    if bye is not None:
        rematches += had_bye[bye]
        bye_rank = len(points) - 1 - bye
    squared = sum((points[a] - points[b]) ** 2 for a, b in pairs)
    return (rematches, bye_rank, squared)


def optimum(inst):
    """The optimal pairing by networkx, on the complete graph plus a "bye" vertex (n odd).

    With K = ceil(n/2) edges in a perfect matching and D the point spread, the squared sum is
    at most K·D² < B := K·D² + 1, so one bye-rank step outweighs every squared sum; bye_rank
    is at most n-1, so B·bye_rank + squared < B·n =: R, and one rematch outweighs both lower
    tiers. An edge costs R·[rematch] + B·[its bye rank] + d², a matching the sum, which is
    then R·rematches + B·bye_rank + squared: minimising it is the lexicographic order.
    Weights BIG - cost are positive; BIG above K times the largest edge cost makes a perfect
    matching beat any smaller one (maxcardinality=True asks for that as well). All integers:
    networkx then computes exactly."""
    points, had_bye = inst["points"], inst["had_bye"]
    n = len(points)
    met = {frozenset(p) for p in inst["played"]}
    k = (n + 1) // 2
    spread = max(points) - min(points)
    b_step = k * spread * spread + 1
    r_step = b_step * n
    big = k * (r_step + max(b_step * (n - 1), spread * spread)) + 1
    g = nx.Graph()
    for a in range(n):
        for b in range(a + 1, n):
            c = r_step * (frozenset((a, b)) in met) + (points[a] - points[b]) ** 2
            g.add_edge(a, b, weight=big - c)
    if n % 2:
        for a in range(n):
            g.add_edge(a, "bye", weight=big - (r_step * had_bye[a] + b_step * (n - 1 - a)))
    pairs, bye = [], None
    for u, v in nx.max_weight_matching(g, maxcardinality=True):
        if "bye" in (u, v):
            bye = u if v == "bye" else v
        else:
            pairs.append((u, v))
    if 2 * len(pairs) + (bye is not None) != n:
        raise AssertionError(f"networkx's matching is not perfect ({len(pairs)} pairs, n={n})")
    return pairs, bye


# ---- checking the tool's answer -----------------------------------------------------------

def invalid(n, answer):
    """Why the tool's answer is not a pairing of n players, or None."""
    pairs, bye = answer.get("pairs"), answer.get("bye", "missing")

    def is_player(x):
        return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < n

    if not isinstance(pairs, list) or not all(isinstance(p, list) and len(p) == 2 for p in pairs):
        return f"\"pairs\" is not a list of pairs: {pairs!r}"
    seen = [x for p in pairs for x in p]
    if n % 2 == 0 and bye is not None:
        return f"a bye ({bye!r}) with an even count"
    if n % 2 == 1:
        if not is_player(bye):
            return f"no valid bye with an odd count: {bye!r}"
        seen.append(bye)
    bad = [x for x in seen if not is_player(x)]
    if bad:
        return f"player index out of range or not an integer: {bad[0]!r}"
    if sorted(seen) != list(range(n)):
        twice = sorted({x for x in seen if seen.count(x) > 1})
        missing = sorted(set(range(n)) - set(seen))
        return f"not every player exactly once (twice: {twice[:10]}, missing: {missing[:10]})"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("tool", help="path to swiss_pair_tool")
    ap.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    # 80: 25 to 40 s on 2 cores, networkx (pure Python) taking nearly all of it; 8 of them
    # have 190-200 players (every 10th instance), about 1 to 3 s each.
    ap.add_argument("--count", type=int, default=80, help="instances (default 80)")
    ap.add_argument("--only", type=int, metavar="I", help="run only instance I of the seed")
    args = ap.parse_args()
    started = time.monotonic()

    indices = [args.only] if args.only is not None else list(range(args.count))
    cases = [instance(args.seed, i) for i in indices]
    lines = "".join(json.dumps(inst, separators=(",", ":")) + "\n" for _, _, inst in cases)

    t = time.monotonic()
    try:
        run = subprocess.run([args.tool], input=lines, capture_output=True, text=True)
    except OSError as e:
        print(f"networkx_crosscheck: cannot run {args.tool}: {e}", file=sys.stderr)
        return 2
    tool_time = time.monotonic() - t
    if run.returncode != 0:
        print(f"networkx_crosscheck: {args.tool} exited {run.returncode}: {run.stderr.strip()}",
              file=sys.stderr)
        return 1
    answers = run.stdout.splitlines()
    if len(answers) != len(cases):
        print(f"networkx_crosscheck: {len(cases)} instances in, {len(answers)} answers out",
              file=sys.stderr)
        return 1

    nx_time, forced_rematch, forced_bye = 0.0, 0, 0
    for i, (inst_seed, kind, inst), line in zip(indices, cases, answers):
        n = len(inst["points"])
        where = (f"instance {i} (seed {inst_seed}, --seed {args.seed} --only {i}; {kind}, "
                 f"{n} players, {len(inst['played'])} past pairs, "
                 f"points {max(inst['points'])}..{min(inst['points'])})")
        shown = f"\n  input: {json.dumps(inst)}" if n <= 24 else ""

        def fail(msg):
            print(f"networkx_crosscheck: {where}: {msg}{shown}", file=sys.stderr)
            return 1

        try:
            answer = json.loads(line)
        except json.JSONDecodeError as e:
            return fail(f"the tool's answer is not JSON ({e}): {line[:200]}")
        why = invalid(n, answer)
        if why:
            return fail(f"invalid pairing: {why}")
        ours = cost(inst, [tuple(p) for p in answer["pairs"]], answer["bye"])
        reported = answer.get("cost", {})
        reported = tuple(reported.get(k) for k in ("rematches", "bye_rank", "squared"))
        if reported != ours:
            return fail(f"the tool reports cost {reported}, its pairing costs {ours} "
                        "(rematches, bye_rank, squared)")

        t = time.monotonic()
        nx_pairs, nx_bye = optimum(inst)
        nx_time += time.monotonic() - t
        best = cost(inst, nx_pairs, nx_bye)
        if ours != best:
            verdict = "worse than" if ours > best else "better than (networkx or the weights wrong?)"
            return fail(f"pair_swiss costs {ours}, {verdict} networkx's {best} "
                        f"(rematches, bye_rank, squared)\n  pair_swiss: {answer['pairs']} "
                        f"bye {answer['bye']}\n  networkx:   {sorted(map(sorted, nx_pairs))} bye {nx_bye}")
        forced_rematch += best[0] > 0
        forced_bye += nx_bye is not None and inst["had_bye"][nx_bye]

    sizes = [len(inst["points"]) for _, _, inst in cases]
    print(f"networkx_crosscheck: {len(cases)} instances agree (seed {args.seed}): "
          f"{min(sizes)}..{max(sizes)} players, {sum(s >= 190 for s in sizes)} of 190-200, "
          f"{sum(s % 2 for s in sizes)} odd, {forced_rematch} with rematches forced "
          f"({forced_bye} of them a second bye); pair_swiss {tool_time:.2f} s, "
          f"networkx {nx_time:.1f} s, total {time.monotonic() - started:.1f} s "
          f"(networkx {nx.__version__}, {sys.executable})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

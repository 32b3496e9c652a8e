#!/usr/bin/env python3
# The pages people read (issue 23): `referee event export --format html --out DIR`, loaded in a
# real browser (Debian's chromium, headless, through headless_browser.py; scripts/setup-debian.sh
# installs it). For each page, shown as a phone shows it (412 CSS pixels, its viewport rules):
# the rendered DOM holds a row for every player the page must list, and nothing is laid out
# wider than the screen (no column cut off); a
# screenshot at the phone's width and one at a desktop's (1280) are kept as test artifacts in
# ARTIFACTS (the build's Testing/html-pages). Usage: html_pages_browser_test.py REFEREE ARTIFACTS
import json, os, shutil, subprocess, sys, tempfile

from headless_browser import Browser

referee, artifacts = sys.argv[1], sys.argv[2]
work = tempfile.mkdtemp()
failures = []

PLAYERS = ["Ann", "Bob", "Carl", "Dora", "Eve Maximiliana Longname-Hyphenated", "Finn", "Gus",
           "Hélène Ørsted", "Ian <b>Tag</b> & Co"]


def ref(*args):
    r = subprocess.run([referee, *args], cwd=work, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"referee {' '.join(args)}: exit {r.returncode}: {r.stderr}")
    return r.stdout


# Two events: pairs (9 players, a bye each round, two rounds played, one player dropped) and
# tables of more than two (Hegemony of Faith, 9 players at tables of 4 and 5); then two cut
# events: pairs with a bracket, and tables of more than two with a final table.
ref("event", "create", "e.db", "--name", "Friday Night Open at the Club", "--game", "draw-of-faith",
    "--system", "swiss", "--rounds", "3", "--seed", "3")
ref("event", "add", "e.db", *PLAYERS)
for rnd in (1, 2):
    ref("event", "pair", "e.db")
    for table in range(1, 5):
        ref("event", "report", "e.db", "--round", str(rnd), "--table", str(table), "--result", "2-1")
ref("event", "drop", "e.db", "Finn")
ref("event", "pair", "e.db")



def hegemony_round_one(db, name, rounds, seed):
    """A Hegemony of Faith Swiss at tables of 4-5, round 1 paired and every table placed in seat order."""
    ref("event", "create", db, "--name", name, "--game", "hegemony-of-faith", "--system", "swiss",
        "--rounds", str(rounds), "--table-size", "4-5", "--seed", str(seed))
    ref("event", "add", db, *PLAYERS)
    ref("event", "pair", db)
    for pod in json.loads(ref("event", "pairings", db, "--format", "json"))["tables"]:
        order = ",".join(seat["player"] for seat in pod["seats"])
        ref("event", "report", db, "--round", "1", "--table", str(pod["table"]), "--placement", order)


hegemony_round_one("pods.db", "Hegemony Night", 2, 5)
ref("event", "drop", "pods.db", "Finn")
ref("event", "pair", "pods.db")

# A top cut (issue 23): two Swiss rounds, a top 6 (seeds 1 and 2 wait), the quarterfinal
# played and the semifinal paired; its pages add the bracket.
ref("event", "create", "cut.db", "--name", "Cup with a Top Cut", "--game", "draw-of-faith", "--system", "swiss",
    "--rounds", "2", "--seed", "11")
ref("event", "add", "cut.db", *PLAYERS)
for rnd in (1, 2):
    ref("event", "pair", "cut.db")
    for table in range(1, 5):
        ref("event", "report", "cut.db", "--round", str(rnd), "--table", str(table), "--result", "2-1")
ref("event", "cut", "cut.db", "--top", "6")
for table in (1, 2):
    ref("event", "report", "cut.db", "--round", "3", "--table", str(table), "--result", "2-0")
ref("event", "pair", "cut.db")
SEEDS = json.loads(ref("event", "export", "cut.db", "--format", "json"))["playoff"]["seeds"]

# A top cut at tables of more than two: one Swiss round of Hegemony of Faith at tables of 4 and 5,
# then the final table of the top 4, played; its bracket page shows the final table.
hegemony_round_one("final.db", "Hegemony Final Table", 1, 7)
FINAL = [seat["player"] for seat in json.loads(ref("event", "cut", "final.db", "--top", "4", "--format", "json"))["tables"][0]["seats"]]
ref("event", "report", "final.db", "--round", "2", "--table", "1", "--placement", ",".join(reversed(FINAL)))


def seated(db, r):
    """Everyone a round's pages must list: seated or with the bye."""
    d = json.loads(ref("event", "pairings", db, "--round", str(r), "--format", "json"))
    if "tables" in d:
        return {seat["player"] for t in d["tables"] for seat in t["seats"]} | set(d.get("byes", []))
    return {n for p in d["pairings"] for n in (p["first"], p["second"]) if n}


events = {}  # folder of pages -> {page: players it must list}
for db, rounds in (("e.db", 3), ("pods.db", 2), ("cut.db", 4), ("final.db", 2)):
    folder = db[:-3] + "-pages"
    out = ref("event", "export", db, "--format", "html", "--out", folder)
    expected = {"index.html", "standings.html"} | {f"round-{r}{s}.html" for r in range(1, rounds + 1) for s in ("", "-names")}
    if db in ("cut.db", "final.db"):
        expected.add("bracket.html")
    found = set(f for f in os.listdir(os.path.join(work, folder)) if not f.startswith("."))
    if found != expected:
        failures.append(f"{db}: pages written: {sorted(found)}, expected {sorted(expected)}")
    if f"wrote {len(expected)} pages" not in out:
        failures.append(f"{db}: export says: {out!r}")
    must_list = {"standings.html": set(PLAYERS), "index.html": set()}
    for r in range(1, rounds + 1):
        must_list[f"round-{r}.html"] = must_list[f"round-{r}-names.html"] = seated(db, r)
    if db == "cut.db":
        must_list["bracket.html"] = set(SEEDS)
        semifinal = seated(db, rounds)
        if len(SEEDS) != 6 or len(semifinal) != 4 or not semifinal <= set(SEEDS) or not set(SEEDS[:2]) <= semifinal:
            failures.append(f"{db}: the semifinal seats {sorted(semifinal)}: seeds 1 and 2 and two winners of {SEEDS} expected")
    elif db == "final.db":
        must_list["bracket.html"] = set(FINAL)  # the final table: a row a seat
        if len(FINAL) != 4 or seated(db, rounds) != set(FINAL):
            failures.append(f"{db}: the final table seats {sorted(seated(db, rounds))}, the cut printed {FINAL}: the top 4 expected")
    elif seated(db, rounds) != set(PLAYERS) - {"Finn"}:
        failures.append(f"{db}: the last round seats {sorted(seated(db, rounds))}: everyone but the dropped Finn expected")
    events[folder] = must_list


PHONE, DESKTOP = 412, 1280
# What a page shows: each name cell's own text (a "dropped" mark beside it left out), and how
# wide the page is laid out.
SHOWN = ("JSON.stringify({names: [...document.querySelectorAll('td.name')].map(td => td.firstChild ? "
         "td.firstChild.textContent.trim() : ''), width: document.documentElement.scrollWidth})")


def check_page(browser, folder, name, must_list):
    problems = []
    path = os.path.join(work, folder, name)
    text = open(path, encoding="utf-8").read()
    if "<script" in text:
        problems.append(f"{folder}/{name}: holds a script")
    browser.open(path, PHONE, mobile=True)
    shown = json.loads(browser.evaluate(SHOWN))
    for player in sorted(must_list[name]):
        if player not in shown["names"]:
            problems.append(f"{folder}/{name}: no row for {player!r} in the rendered page")
    if shown["width"] > PHONE:
        problems.append(f"{folder}/{name}: laid out {shown['width']} px wide on a {PHONE} px phone: a column is cut off")
    browser.screenshot(os.path.join(artifacts, f"{folder}-{name[:-5]}-{PHONE}.png"))
    browser.open(path, DESKTOP)
    browser.screenshot(os.path.join(artifacts, f"{folder}-{name[:-5]}-{DESKTOP}.png"))
    return problems


shutil.rmtree(artifacts, ignore_errors=True)
os.makedirs(artifacts)
with Browser() as browser:
    for folder, must_list in events.items():
        for page in sorted(must_list):
            failures.extend(check_page(browser, folder, page, must_list))

for f in failures:
    print("FAIL:", f)
print(f"{sum(len(m) for m in events.values())} pages of {len(events)} events checked in chromium, {len(failures)} failure(s); screenshots in {artifacts}")
sys.exit(1 if failures else 0)

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


# An event of 9 (a bye each round), two rounds played, one player dropped.
ref("event", "create", "e.db", "--name", "Friday Night Open at the Club", "--game", "draw-of-faith",
    "--system", "swiss", "--rounds", "3", "--seed", "3")
ref("event", "add", "e.db", *PLAYERS)
for rnd in (1, 2):
    ref("event", "pair", "e.db")
    for table in range(1, 5):
        ref("event", "report", "e.db", "--round", str(rnd), "--table", str(table), "--result", "2-1")
ref("event", "drop", "e.db", "Finn")
ref("event", "pair", "e.db")
out = ref("event", "export", "e.db", "--format", "html", "--out", "pages")
pages = os.path.join(work, "pages")
expected = {"index.html", "standings.html"} | {f"round-{r}{s}.html" for r in (1, 2, 3) for s in ("", "-names")}
found = set(f for f in os.listdir(pages) if not f.startswith("."))
if found != expected:
    failures.append(f"pages written: {sorted(found)}, expected {sorted(expected)}")
if "wrote 8 pages" not in out:
    failures.append(f"export says: {out!r}")

# Who each page must list: everyone in the standings; each round's seated players and bye.
rounds = {r: [p for t in [ref("event", "pairings", "e.db", "--round", str(r), "--format", "json")]
              for p in json.loads(t)["pairings"]] for r in (1, 2, 3)}
def names_of(r):
    return {n for p in rounds[r] for n in (p["first"], p["second"]) if n}
must_list = {"standings.html": set(PLAYERS)}
for r in rounds:
    must_list[f"round-{r}.html"] = names_of(r)
    must_list[f"round-{r}-names.html"] = names_of(r)
if names_of(3) != set(PLAYERS) - {"Finn"}:
    failures.append(f"round 3 seats {sorted(names_of(3))}: everyone but the dropped Finn expected")


PHONE, DESKTOP = 412, 1280
# What a page shows: each name cell's own text (a "dropped" mark beside it left out), and how
# wide the page is laid out.
SHOWN = ("JSON.stringify({names: [...document.querySelectorAll('td.name')].map(td => td.firstChild ? "
         "td.firstChild.textContent.trim() : ''), width: document.documentElement.scrollWidth})")


def check_page(browser, name):
    problems = []
    path = os.path.join(pages, name)
    text = open(path, encoding="utf-8").read()
    if "<script" in text:
        problems.append(f"{name}: holds a script")
    browser.open(path, PHONE, mobile=True)
    shown = json.loads(browser.evaluate(SHOWN))
    for player in sorted(must_list.get(name, ())):
        if player not in shown["names"]:
            problems.append(f"{name}: no row for {player!r} in the rendered page")
    if shown["width"] > PHONE:
        problems.append(f"{name}: laid out {shown['width']} px wide on a {PHONE} px phone: a column is cut off")
    browser.screenshot(os.path.join(artifacts, f"{name[:-5]}-{PHONE}.png"))
    browser.open(path, DESKTOP)
    browser.screenshot(os.path.join(artifacts, f"{name[:-5]}-{DESKTOP}.png"))
    return problems


shutil.rmtree(artifacts, ignore_errors=True)
os.makedirs(artifacts)
with Browser() as browser:
    for page in sorted(expected):
        failures.extend(check_page(browser, page))

for f in failures:
    print("FAIL:", f)
print(f"{len(expected)} pages checked in chromium, {len(failures)} failure(s); screenshots in {artifacts}")
sys.exit(1 if failures else 0)

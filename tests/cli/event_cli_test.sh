#!/usr/bin/env bash
# `referee event` as an organizer meets it (interface.md, "Tournaments"): creating an event,
# entering players, pairing, reporting and correcting results, standings and exports, and
# the refusals (exit 4) that keep an event consistent. Run against the real binary.
#
#   bash tests/cli/event_cli_test.sh path/to/referee
#
# Transcripts reported as results come from fixtures/draw-of-faith/legal/; everything else is
# written here.
set -u

FIXTURES=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../fixtures/draw-of-faith" && pwd)
# shellcheck source=tests/cli/cli_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli_lib.sh"

# ---------------------------------------------------------------------------------------
# create

run event create open.db --name "Club Night" --game draw-of-faith --system swiss --rounds 3 --seed 7
check "create: exit 0" code_is 0
check "create: says what it made" stdout_has "created open.db: Club Night, draw-of-faith, swiss, 3 rounds, tiebreaks mtg"
check "create: the file exists" test -f open.db

run event create open.db --name Again --game draw-of-faith --system swiss
check "create over an existing file: exit 4" code_is 4
check "create over an existing file: never overwritten" stderr_has "never overwritten"

run event create x.db --name X --game draw-of-fate --system swiss
check "create, unknown game: exit 2 with a suggestion" code_is 2
check "create, unknown game: did you mean" stderr_has 'did you mean "draw-of-faith"'
check "create, unknown game: no file left behind" test ! -e x.db

run event create x.db --name X --game draw-of-faith --system knockout
check "create, unknown system: exit 2" code_is 2
check "create, unknown system: points at the subcommand's own help" stderr_has "Try 'referee event create --help'."
run event pair open.db --round
check "pair, an option without its value: points at pair's help" stderr_has "Try 'referee event pair --help'."
run event pari open.db
check "an unknown event subcommand: points at the event help" stderr_has "Try 'referee event --help'."
run event create x.db --name X --game draw-of-faith --system round-robin --rounds 3
check "create, --rounds for a round robin: exit 2" code_is 2
run event create x.db --name X --game draw-of-faith --system swiss --tiebreaks elo
check "create, unknown tiebreaks: exit 2" code_is 2

run event create x.db --name X --game draw-of-faith --system swiss --seed -1
check "create, a negative seed: exit 2 (not wrapped round to 2^64-1)" code_is 2
run event create x.db --name $'Caf\xe9' --game draw-of-faith --system swiss
check "create, a name that is not UTF-8: exit 2" code_is 2
run event create x.db --name $'Club\e[2JNight' --game draw-of-faith --system swiss
check "create, a name with a terminal escape: exit 2" code_is 2
check "create, a name with a terminal escape: says why" stderr_has "--name: no control characters"

# Six organizers' laptops creating the same file at once: one creates it, the others are
# refused, and the file that was reported as created is there.
codes=$(for i in 1 2 3 4 5 6; do
  ("$REFEREE" event create race.db --name "Race $i" --game draw-of-faith --system swiss >/dev/null 2>&1; echo $?) &
done; wait)
check "create, six at once: exactly one succeeds" bash -c "[[ \$(grep -c '^0\$' <<<'$codes') -eq 1 && \$(grep -c '^4\$' <<<'$codes') -eq 5 ]]"
run event standings race.db --format json
check "create, six at once: the created event is intact" stdout_json 'd == []'

echo '{"dof.no-such-ruling": "x"}' >bad-profile.json
run event create x.db --name X --game draw-of-faith --system swiss --rulings bad-profile.json
check "create, a bad ruling profile: exit 3" code_is 3
check "create, a bad ruling profile: the file is named" stderr_has "bad-profile.json"
check "create, a bad ruling profile: no file left behind" test ! -e x.db

# ---------------------------------------------------------------------------------------
# players

run event add open.db Ann Bob Carl Dora
check "add names: exit 0" code_is 0
check "add names: counts them" stdout_has "added 4 players"

run event add open.db ANN
check "add, a name already entered in another case: exit 4" code_is 4
check "add, a name already entered: names the spelling entered" stderr_has 'already entered as "Ann"'

printf 'Name,Club,Seed\n"Smith, Eve",Chess & Cards,\n' >late.csv
run event add open.db --csv late.csv
check "add --csv: a quoted name with a comma" code_is 0

printf 'name\nZed\n"Ann\n' >broken.csv
run event add open.db --csv broken.csv
check "add --csv, an unterminated quote: exit 3" code_is 3
check "add --csv, an unterminated quote: file and line" stderr_has "broken.csv:3: a quoted field is never closed"
run event standings open.db --format json
check "add --csv refused: no player of the file entered (all or nothing)" stdout_json 'len(d) == 5 and "Zed" not in [p["player"] for p in d]'

printf 'name\nFrank\nbob\n' >dup.csv
run event add open.db --csv dup.csv
check "add --csv, a duplicate: exit 4 naming the CSV line" stderr_has "dup.csv:3:"
check "add --csv, a duplicate: exit 4" code_is 4

run event add missing.db Ann
check "add to a missing event file: exit 3" code_is 3
check "add to a missing event file: says so" stderr_has "missing.db: no such event file"
echo "not sqlite" >notes.db
run event standings notes.db
check "an event command on a file that is not an event: exit 3" code_is 3
check "an event command on a file that is not an event: says so" stderr_has "notes.db: not a referee event file"

# ---------------------------------------------------------------------------------------
# round 1

run event pair open.db --format json
check "pair: exit 0" code_is 0
check "pair --format json: round 1, two tables and a bye for five players" \
  stdout_json 'd["round"] == 1 and len(d["pairings"]) == 3 and [p["table"] for p in d["pairings"]] == [1, 2, None] and d["pairings"][2]["second"] is None'
cp out round1.json

run event pair open.db
check "pair while results are missing: exit 4" code_is 4
check "pair while results are missing: names the table" stderr_has "round 1, table 1 has no result yet"

run event pairings open.db --by name
check "pairings --by name: every player of the round, alphabetically" \
  bash -c "grep -oE '^(Ann|Bob|Carl|Dora|Smith, Eve)' out | sort -c"

run event report open.db --round 1 --table 1 --result 2:1
check "report, a malformed result: exit 2" code_is 2
run event report open.db --round 1 --table 9 --result 2-1
check "report, no such table: exit 4 listing the tables" stderr_has "round 1 has no table 9 (tables 1 and 2"
run event report open.db --round 4 --table 1 --result 2-1
check "report, a round not paired: exit 4" code_is 4
run event report open.db --round 1 --table 1 --result 2-1
check "report: exit 0" code_is 0
run event report open.db --round 1 --table 1 --result 2-1
check "report the same result again: unchanged, exit 0" stdout_has "already recorded: unchanged"
run event report open.db --round 1 --table 1 --result 0-2
check "report over a result without a reason: exit 4" code_is 4
check "report over a result without a reason: asks for one" stderr_has "give the reason (--reason)"
run event report open.db --round 1 --table 1 --result 0-2 --reason "  "
check "correct with a blank reason: exit 2" code_is 2
run event report open.db --round 1 --table 1 --result 0-2 --reason "slip signed the wrong way round"
check "correct with a reason: exit 0" code_is 0
check "correct with a reason: says what it was" stdout_has "(corrected from 2-1-0)"

run event pair open.db --again --reason "a late arrival"
check "pair --again once a game has a result: exit 4" code_is 4
check "pair --again once a game has a result: says why" stderr_has "a round with results is not re-paired"

run event report open.db --round 1 --table 2 --result 1-1-1
check "report a drawn match: exit 0" code_is 0
check "report the last result: says the round is complete" stdout_has "round 1 is complete"

# ---------------------------------------------------------------------------------------
# standings

run event standings open.db --format json
check "standings --format json: the interface's keys" \
  stdout_json 'all(set(p) >= {"rank", "player", "points", "record", "tiebreaks"} for p in d) and set(d[0]["tiebreaks"]) == {"omw", "gw", "ogw"}'
check "standings --format json: ranks 1..5, points by MTG match points" \
  stdout_json '[p["rank"] for p in d] == [1, 2, 3, 4, 5] and sorted(p["points"] for p in d) == [0, 1, 1, 3, 3]'
run event standings open.db --format csv
check "standings --format csv: header" stdout_starts "rank,player,points,record,omw,gw,ogw"
check "standings --format csv: a name with a comma is quoted" stdout_has '"Smith, Eve"'
run event standings open.db --format html
check "standings --format html: a document" stdout_has "<table"
run event standings open.db --format xml
check "standings --format xml: exit 2" code_is 2

# A reader is not blocked by a writer: standings while another connection holds the write lock.
python3 - open.db <<'PY' &
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
db.execute("INSERT INTO journal (at, operation, detail) VALUES ('now', 'test', '{}')")
time.sleep(2)
db.execute("ROLLBACK")
PY
writer=$!
sleep 0.5
start=$(date +%s%N)
run event standings open.db --format json
elapsed_ms=$((($(date +%s%N) - start) / 1000000))
check "standings while another process writes: answered from the last commit" stdout_json 'len(d) == 5'
check "standings while another process writes: not made to wait (${elapsed_ms} ms)" test "$elapsed_ms" -lt 1500
wait $writer

# ---------------------------------------------------------------------------------------
# drops, late entries, re-pairing, the planned rounds

run event drop open.db dora --reason "left for a train"
check "drop (case-insensitive name): exit 0" code_is 0
check "drop: from the next round" stdout_has "Dora dropped: not paired from round 2"
run event drop open.db Dora
check "drop twice: exit 4" code_is 4
run event reenter open.db Dora --reason $'back \xff'
check "a reason that is not UTF-8: exit 2" code_is 2
run event reenter open.db Dora --reason $'back\nfrom lunch'
check "a reason over two lines: exit 2 (the log keeps one line an entry)" code_is 2
run event drop open.db Dorra
check "drop, a misspelt name: a suggestion" stderr_has 'did you mean "Dora"'
run event add open.db Gina
check "a late entry: joins from round 2" stdout_has "late entry: from round 2"

run event pair open.db --format json
check "round 2: the dropped player is not paired" stdout_json 'all("Dora" not in (p["first"], p["second"]) for p in d["pairings"])'
check "round 2: the late entry is" stdout_json 'any("Gina" in (p["first"], p["second"]) for p in d["pairings"])'
run event pair open.db --again
check "pair --again without a reason: exit 2" code_is 2
run event reenter open.db Dora
check "reenter: exit 0" code_is 0
check "reenter: says the round paired without her can be paired again with her" \
  stdout_has "Dora re-entered: paired again from round 3 (round 2 is paired without them and has no result yet: 'referee event pair --again' pairs it again with them)"
run event pair open.db --again --reason "Dora came back before the round began" --format json
check "pair --again: Dora is in the round paired again" stdout_json 'any("Dora" in (p["first"], p["second"]) for p in d["pairings"])'
run event standings open.db --format json
check "standings: a late entry's missed round counts as a loss (late-entry loss)" \
  stdout_json '[p["record"] for p in d if p["player"] == "Gina"] == ["0-1-0"]'

run event log open.db
check "log: in words, a correction with what it was and its reason" \
  stdout_has "corrected round 1, table 1: "
check "log: a reason in brackets" stdout_has "(reason: slip signed the wrong way round)"
check "log: no raw JSON" bash -c '! grep -q "{" out'
cp open.db stranger.db
python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("UPDATE journal SET reason = ? WHERE operation = ?", ("gone\x1b[2J\nfake entry", "drop")); c.commit()' stranger.db
run event log stranger.db
check "log of a stranger's file: control bytes shown, not sent to the terminal" stdout_has '(reason: gone\x1b[2J\x0afake entry)'
check "log of a stranger's file: no escape byte in the output" bash -c '! grep -q $'"'"'\x1b'"'"' out'
run event log open.db --format json
check "log: the correction and the re-pair keep their reasons" \
  stdout_json '[(e["operation"], e["reason"]) for e in d if e["reason"]] == [("correct", "slip signed the wrong way round"), ("drop", "left for a train"), ("repair", "Dora came back before the round began")]'

run event pairings open.db --format json
for t in $(python3 -c 'import json; print(" ".join(str(p["table"]) for p in json.load(open("out"))["pairings"] if p["table"]))'); do
  "$REFEREE" event report open.db --round 2 --table "$t" --result 2-0 >/dev/null
done
run event pair open.db
check "round 3 of 3: exit 0" code_is 0
for t in $("$REFEREE" event pairings open.db --format json | python3 -c 'import json,sys; print(" ".join(str(p["table"]) for p in json.load(sys.stdin)["pairings"] if p["table"]))'); do
  run event report open.db --round 3 --table "$t" --result 1-2
done
check "the last result of the last round: the standings are final" stdout_has "the event's last, is complete: the standings are final"
run event pair open.db
check "past the planned rounds: exit 4" code_is 4
check "past the planned rounds: says so" stderr_has "rounds are all paired"

# ---------------------------------------------------------------------------------------
# exports

run event export open.db --format json
check "export json: the whole event" stdout_json 'd["format"] == "referee-event/1" and len(d["rounds"]) == 3 and len(d["players"]) == 6'
run event export open.db --format trf
check "export trf: the event's name on 012" stdout_starts "012 Club Night"
check "export trf: one 001 line per player" bash -c '[[ $(grep -c "^001" out) -eq 6 ]]'
run event export open.db --format csv
check "export csv: one row per pairing" stdout_starts "round,table,first,second,result"
run event export open.db
check "export without --format: exit 2" code_is 2
run event export open.db --format html --out pages
check "export html --out: exit 0" code_is 0
check "export html --out: says where" stdout_has "wrote 8 pages to pages (open pages/index.html)"
check "export html --out: the event, the standings, each round by table and by name" \
  bash -c '[[ -f pages/index.html && -f pages/standings.html && -f pages/round-3.html && -f pages/round-3-names.html ]]'
check "export html --out: no temporary file left" bash -c '[[ -z $(ls -A pages | grep "^\.") ]]'
run event export open.db --format html --out pages
check "export html --out again: the pages are replaced" code_is 0
run event export open.db --format json --out pages
check "export --out with json: exit 2" code_is 2
check "export --out with json: says --out is for html" stderr_has "--out writes the html pages: use it with --format html"
touch not-a-folder
run event export open.db --format html --out not-a-folder
check "export html --out onto a file: exit 3" code_is 3
check "export html --out onto a file: names it" stderr_has "not-a-folder: cannot make the folder for the pages"

# ---------------------------------------------------------------------------------------
# round robin, and results from transcripts

run event create rr.db --name "League" --game draw-of-faith --system round-robin --tiebreaks fide
check "create a round robin: exit 0" code_is 0
printf 'name,seed\nAnn,1\nBob,2\nCarl,3\nDora,4\n' >seeded.csv
run event add rr.db --csv seeded.csv
run event pair rr.db --format json
check "round robin, round 1 by the Berger table: 1-4 2-3" \
  stdout_json '[(p["first"], p["second"]) for p in d["pairings"]] == [("Ann", "Dora"), ("Bob", "Carl")]'

sed 's/"Bob"/"Dora"/g' "$FIXTURES/legal/complete-game-deck-depleted-most-points.json" >ann-beats-dora.json
run event report rr.db --round 1 --table 1 --transcript ann-beats-dora.json
check "report --transcript: the game's winner wins the match 1-0" stdout_has "round 1, table 1: Ann 1-0-0 Dora"
run event report rr.db --round 1 --table 2 --transcript "$FIXTURES/legal/complete-game-deck-depleted-most-points.json"
check "report --transcript of other players: exit 4" code_is 4
check "report --transcript of other players: says whose game it is" stderr_has "is a game of Ann and Bob, not of this table's Bob and Carl"
run event report rr.db --round 1 --table 2 --transcript "$FIXTURES/legal/ace-fusion-revives-its-own-materials.json"
check "report --transcript of an unfinished game: exit 4" code_is 4
illegal=$(ls "$FIXTURES"/illegal/*.json | grep -v expected | head -1)
sed 's/"Ann"/"Carl"/g' "$illegal" >illegal-carl.json
run event report rr.db --round 1 --table 2 --transcript illegal-carl.json
check "report --transcript of an illegal game: exit 4" code_is 4
check "report --transcript of an illegal game: says where" stderr_has "is not a legal game (event"
sed 's/"Ann"/"Carl"/g' "$FIXTURES/legal/complete-game-deck-depleted-most-points.json" >carl-wins.json
run event report rr.db --round 1 --table 2 --transcript carl-wins.json --transcript carl-wins.json
check "report the same transcript twice: exit 2" code_is 2
sed 's/"Ann"/"Carl"/g' "$FIXTURES/legal/complete-game-tied-points-tiebreak-redraw.json" >carl-wins-2.json
run event report rr.db --round 1 --table 2 --transcript carl-wins.json --transcript carl-wins-2.json
check "report two transcripts: a 2-game match seen from the first player" stdout_has "round 1, table 2: Bob 0-2-0 Carl"

python3 - "$FIXTURES/legal/complete-game-deck-depleted-most-points.json" <<'PY' >house-rules.json
import json, sys
d = json.load(open(sys.argv[1]))
d["rulings"] = {"dof.tiebreak.equal-rank": "suit-order"}
print(json.dumps(d))
PY
run event report rr.db --round 1 --table 2 --transcript house-rules.json --reason "test"
check "report --transcript played under other rulings than the event's: exit 4" code_is 4
check "report --transcript played under other rulings: names the ruling" stderr_has "was played with dof.tiebreak.equal-rank = suit-order"

run event pair rr.db --format json
check "round robin, round 2: 4-3 1-2" stdout_json '[(p["first"], p["second"]) for p in d["pairings"]] == [("Dora", "Carl"), ("Ann", "Bob")]'
run event add rr.db Late
check "a round robin takes no late entry once drawn: exit 4" code_is 4
run event drop rr.db Bob
for t in 1 2; do "$REFEREE" event report rr.db --round 2 --table $t --result 1-0 >/dev/null; done
run event pair rr.db --format json
check "round robin, round 3 (2-4 3-1) after Bob (2) drops: Dora (4) has the bye" \
  stdout_json '[(p["first"], p["second"]) for p in d["pairings"]] == [("Carl", "Ann"), ("Dora", None)]'

# An event with its own ruling profile: a transcript that chose another option of a ruling the
# profile names is refused too; one that chose nothing is judged under the event's profile.
echo '{"dof.tiebreak.equal-rank": "suit-order"}' >event-profile.json
run event create ruled.db --name "Ruled" --game draw-of-faith --system round-robin --rulings event-profile.json
printf 'name,seed\nAnn,1\nBob,2\n' >two.csv
run event add ruled.db --csv two.csv
run event pair ruled.db
python3 - "$FIXTURES/legal/complete-game-deck-depleted-most-points.json" <<'PY' >redraw.json
import json, sys
d = json.load(open(sys.argv[1]))
d["rulings"] = {"dof.tiebreak.equal-rank": "redraw"}
print(json.dumps(d))
PY
run event report ruled.db --round 1 --table 1 --transcript redraw.json
check "report --transcript against the event's own profile: refused (exit 4)" stderr_has "dof.tiebreak.equal-rank = redraw, the event rules suit-order"
run event report ruled.db --round 1 --table 1 --transcript "$FIXTURES/legal/complete-game-deck-depleted-most-points.json"
check "report --transcript with no rulings of its own: judged under the event's profile" stdout_has "round 1, table 1: Ann 1-0-0 Bob"

# Results from score sheets (issue 4), and a sheet's "Rulings: FILE" checked like a transcript's.
run event create sheets.db --name "Sheets" --game draw-of-faith --system round-robin
run event add sheets.db Ann Bob
run event pair sheets.db
"$REFEREE" convert "$FIXTURES/legal/complete-game-deck-depleted-most-points.json" --to text >ann-bob.sheet
run event report sheets.db --round 1 --table 1 --transcript ann-bob.sheet
check "report --transcript of a score sheet: the game's winner (Ann) wins the match" stdout_has "round 1, table 1: Bob 0-1-0 Ann"
echo '{"dof.tiebreak.equal-rank": "redraw"}' >redraw-profile.json
sed 's/^Players: Ann, Bob$/&\nRulings: redraw-profile.json/' ann-bob.sheet >ann-bob-redraw.sheet
run event report ruled.db --round 1 --table 1 --transcript ann-bob-redraw.sheet --reason "test"
check "report a score sheet whose profile file disagrees with the event's: refused (exit 4)" code_is 4
check "report a score sheet whose profile file disagrees: names the ruling" stderr_has "dof.tiebreak.equal-rank = redraw, the event rules suit-order"

# A round robin's round 1 paired again is drawn again: a player dropped before it is left out.
run event create rr2.db --name "League 2" --game draw-of-faith --system round-robin
run event add rr2.db --csv seeded.csv
run event pair rr2.db
run event drop rr2.db Dora --reason "withdrew before play"
run event pair rr2.db --again --reason "Dora withdrew" --format json
check "round robin, round 1 paired again without Dora: a 3-player draw (Ann has the bye)" \
  stdout_json '[(p["first"], p["second"]) for p in d["pairings"]] == [("Bob", "Carl"), ("Ann", None)]'
run event reenter rr2.db Dora
check "round robin: a player dropped before the draw cannot re-enter (exit 4)" code_is 4

# An event file from someone else (issue 27): anything in its schema that this referee does
# not write is refused by name (exit 3) before the file is used.
cp open.db friday.db
python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("CREATE TRIGGER t1 AFTER UPDATE ON players BEGIN DELETE FROM journal; END"); c.commit()' friday.db
run event drop friday.db Ann --reason "left"
check "an event file with a trigger of its own: exit 3" code_is 3
check "an event file with a trigger of its own: named" stderr_has 'friday.db: not an event file this referee wrote: trigger "t1" on players'
run event standings friday.db
check "an event file with a trigger of its own: not read either (exit 3)" code_is 3

# Reading stays reading (issue 27): standings, pairings, export and log open the event
# read-only, and work on a read-only file in a read-only folder (where SQLite cannot make the
# WAL's -shm file, a temporary copy is read) without changing the file's bytes or time.
mkdir ro
cp open.db ro/open.db
touch -d "2020-01-02 03:04:05" ro/open.db
chmod 444 ro/open.db
chmod 555 ro
sum_before=$(cksum <ro/open.db)
time_before=$(stat -c %Y ro/open.db)
read_only_commands=("standings ro/open.db" "pairings ro/open.db" "export ro/open.db --format trf" "log ro/open.db")
for command in "${read_only_commands[@]}"; do
  # shellcheck disable=SC2086 # the command's words
  run event $command
  check "$command, a read-only file in a read-only folder: exit 0" code_is 0
  check "$command: the file's bytes are unchanged" test "$(cksum <ro/open.db)" = "$sum_before"
  check "$command: the file's time is unchanged" test "$(stat -c %Y ro/open.db)" = "$time_before"
done
# Root writes through chmod: the same commands again as an unprivileged user, for whom the
# folder really is read-only.
if [[ $(id -u) -eq 0 ]] && command -v setpriv >/dev/null; then
  chmod o+x "$WORK"
  run event standings ro/open.db --format json
  cp out standings-as-root.json
  rm -f ro/open.db-wal ro/open.db-shm  # left by root's readers: now none can be made
  copies_before=$(find "${TMPDIR:-/tmp}" -maxdepth 1 -name 'referee-event-*' | wc -l)
  for command in "${read_only_commands[@]}"; do
    # shellcheck disable=SC2086
    setpriv --reuid=65534 --regid=65534 --clear-groups "$REFEREE" event $command </dev/null >out 2>err
    rc=$?
    check "$command as an unprivileged user, read-only folder: exit 0" code_is 0
    check "$command as an unprivileged user: the file's bytes are unchanged" test "$(cksum <ro/open.db)" = "$sum_before"
  done
  setpriv --reuid=65534 --regid=65534 --clear-groups "$REFEREE" event standings ro/open.db --format json </dev/null >out 2>err
  check "standings from the temporary copy: the same as from the file" cmp -s out standings-as-root.json
  check "the temporary copies are removed" test "$(find "${TMPDIR:-/tmp}" -maxdepth 1 -name 'referee-event-*' | wc -l)" = "$copies_before"
  check "no -wal or -shm file made in the read-only folder" test ! -e ro/open.db-wal -a ! -e ro/open.db-shm
  chmod o-x "$WORK"
fi
chmod 755 ro
chmod 644 ro/open.db


# ---------------------------------------------------------------------------------------
# tables of more than two (issue 23): sizes within the game's player count, placements, the
# standings of pods

HOF=$(cd "$FIXTURES/../hegemony-of-faith/legal" && pwd)
run event create hof2.db --name H --game hegemony-of-faith --system swiss
check "pods: a game of four or more, no --table-size: exit 4" code_is 4
check "pods: ... says the game's player count and what to give" stderr_has "hegemony-of-faith is played by 4 to 8 players at a table, not two: give --table-size (e.g. --table-size 4 or 4-5)"
check "pods: ... no file left behind" test ! -e hof2.db
run event create hd.db --name H --game hero-duel --system swiss --table-size 4
check "pods: a two-player game refuses a table of 4: exit 4" code_is 4
check "pods: ... naming the game's count" stderr_has "--table-size 4: hero-duel is played by 2 players at a table"
run event create h.db --name H --game hegemony-of-faith --system swiss --table-size 3-5
check "pods: a range below the game's minimum: exit 4" code_is 4
run event create h.db --name H --game hegemony-of-faith --system swiss --table-size 5-4
check "pods: a range the wrong way round: exit 2" code_is 2
run event create h.db --name H --game hegemony-of-faith --system swiss --table-size 4 --place-points 1,3
check "pods: rising place points: exit 2" code_is 2
check "pods: ... says why" stderr_has "a place never scores more than the one before it"
run event create h.db --name H --game hegemony-of-faith --system round-robin --table-size 4
check "pods: tables of four in a round robin: exit 2" code_is 2
run event create h.db --name H --game draw-of-faith --system swiss --table-size 2 --place-points 3,0
check "pods: --place-points with two a table: exit 2" code_is 2

run event create h.db --name "Hegemony Night" --game hegemony-of-faith --system swiss --rounds 2 --table-size 4-5 --place-points 3,2,1,0 --seed 3
check "pods: create, exit 0" code_is 0
check "pods: create says the tables and place points" stdout_has "tables of 4-5 (preferred 4), place points 3,2,1,0"
run event add h.db Ann Bob Cid Dan Eve Fay Gus Hal Ivy
run event pair h.db --format json
check "pods: round 1 of 9 at tables of 4-5 is a 4 and a 5, no bye" stdout_json 'sorted(len(t["seats"]) for t in d["tables"]) == [4, 5] and d["byes"] == []'
run event pairings h.db --format csv
check "pods: pairings as CSV, one row a seat" stdout_has "round,table,seat,player,place"
run event pairings h.db --by name
check "pods: pairings by name give table and seat" stdout_has "Player  Table  Seat"
run event pairings h.db --format json
t1=$(python3 -c 'import json,sys; print(",".join(s["player"] for s in json.load(open("out"))["tables"][0]["seats"]))')
t2=$(python3 -c 'import json,sys; print(",".join(s["player"] for s in json.load(open("out"))["tables"][1]["seats"]))')
run event report h.db --round 1 --table 1 --result 2-1
check "pods: --result for a table of four: exit 4" code_is 4
check "pods: ... points at --placement" stderr_has "report places with --placement A,B=C,D"
run event report h.db --round 1 --table 1 --placement "${t1},Zed"
check "pods: a placement naming someone not at the table: exit 4" code_is 4
check "pods: ... names them" stderr_has '"Zed" is not at this table'
first=${t1%%,*}
run event report h.db --round 1 --table 1 --placement "${t1},${first}"
check "pods: a player named twice: exit 4" code_is 4
check "pods: ... says so" stderr_has "$first is named twice"
run event report h.db --round 1 --table 1 --placement "${first}"
check "pods: a player of the table left out: exit 4" code_is 4
check "pods: ... says name every player" stderr_has "name every player"
run event report h.db --round 1 --table 1 --placement "A,,B"
check "pods: an empty name in a placement: exit 2" code_is 2
IFS=, read -r a b c d <<<"$t1"
run event report h.db --round 1 --table 1 --placement "$a,$b=$c,$d"
check "pods: a placement with a tie: exit 0" code_is 0
check "pods: ... echoed as people read it" stdout_has "round 1, table 1: $a, $b = $c, $d"
run event report h.db --round 1 --table 1 --placement "$d,$c,$b,$a"
check "pods: a different placement without --reason: exit 4" code_is 4
run event standings h.db
check "pods: standings of a round under way say how much of it is in" stdout_has "before round 1; round 1 under way, 1 of 2 tables in"
run event report h.db --round 1 --table 2 --placement "$t2"
check "pods: the round complete: pair round 2 is suggested" stdout_has "round 1 is complete"
run event standings h.db --format json
check "pods: standings: $a first with 3, $b and $c share places 2-3 for 1 each" stdout_json "d[0]['points'] == 3 and [x['points'] for x in d if x['player'] in ('$b', '$c')] == [1, 1] and set(d[0]['tiebreaks']) == {'oap', 'firsts'}"
run event standings h.db
check "pods: standings text has OAP and firsts" stdout_has "Rank  Player  Points  Record   OAP  Firsts"
check "pods: ... after round 1" stdout_has "after round 1"
run event export h.db --format json
check "pods: export as JSON names its own format and holds the tables" stdout_json 'd["format"] == "referee-event-pods/1" and d["table_size"] == "4-5" and d["place_points"] == [3, 2, 1, 0] and len(d["rounds"][0]["tables"]) == 2'
run event export h.db --format csv
check "pods: export as CSV, one row a seat" stdout_starts "round,table,seat,player,place"
run event export h.db --format html
check "pods: export as HTML, every player's row" bash -c "[[ \$(grep -c '<tr><td' out) -eq 18 ]]"
run event export h.db --format trf
check "pods: export as TRF (FIDE's, two a table) is refused: exit 4" code_is 4
run event standings h.db --format html
check "pods: standings as HTML with OAP" stdout_has "<th>OAP</th>"
run event standings h.db --format csv
check "pods: standings as CSV with oap and firsts" stdout_starts "rank,player,points,record,oap,firsts,dropped"

# A finished game of Hegemony of Faith gives the table's places: Ann 9, Bob 8, Cid 8, Dan 5.
run event create hof.db --name Table --game hegemony-of-faith --system swiss --table-size 4
check "pods: table size 4, default place points 3,0" stdout_has "place points 3,0"
run event add hof.db Ann Bob Cid Dan
run event pair hof.db
run event report hof.db --round 1 --table 1 --transcript "$HOF/believer-deck-runs-out-and-final-scoring.json"
check "pods: a transcript gives the places: exit 0" code_is 0
check "pods: ... the winner, then by final score, equal scores tied" stdout_has "round 1, table 1: Ann, Bob = Cid, Dan"
run event standings hof.db --format json
check "pods: default 3,0: the winner 3, the others 0 (places 2-3 shared: (0 + 0) / 2)" stdout_json "[x['points'] for x in d] == [3, 0, 0, 0]"

# Pods honour --late-entry (issue 23): with loss a late entry's missed round is a loss in last
# place (0 under 3,0), shown in every standings format; with zero it is left out.
for rule in loss zero; do
  run event create "late-$rule.db" --name T --game hegemony-of-faith --system swiss --rounds 3 --table-size 4 --late-entry "$rule" --seed 2
  run event add "late-$rule.db" Ann Bob Cid Dan Eve Fay Gus Hal
  run event pair "late-$rule.db" --format json
  for t in 0 1; do
    seats=$(python3 -c "import json; print(','.join(s['player'] for s in json.load(open('out'))['tables'][$t]['seats']))")
    "$REFEREE" event report "late-$rule.db" --round 1 --table $((t + 1)) --placement "$seats" >/dev/null
  done
  run event add "late-$rule.db" Late1
  run event pair "late-$rule.db"
done
run event standings late-loss.db --format json
check "pods, --late-entry loss: the missed round is a loss, 0 points" stdout_json '[(x["record"], x["points"]) for x in d if x["player"] == "Late1"] == [("0-1-0", 0)]'
run event standings late-loss.db
check "pods, --late-entry loss: the text standings show the loss" python3 -c 'import sys; sys.exit(0 if any(l.split()[1:4] == ["Late1", "0", "0-1-0"] for l in open("out")) else 1)'
run event standings late-loss.db --format csv
check "pods, --late-entry loss: the CSV standings show the loss" stdout_has ",Late1,0,0-1-0,"
run event standings late-loss.db --format html
check "pods, --late-entry loss: the HTML standings show the loss" python3 -c 'import sys; t = open("out").read(); i = t.index(">Late1<"); sys.exit(0 if "0-1-0" in t[i:t.index("</tr>", i)] else 1)'
run event standings late-zero.db --format json
check "pods, --late-entry zero: the missed round is left out" stdout_json '[x["record"] for x in d if x["player"] == "Late1"] == ["0-0-0"]'

# pair --again at tables of more than two keeps every table the change does not touch.
run event create podkeep.db --name PK --game draw-of-faith --system swiss --rounds 2 --table-size 3-5 --seed 4
run event add podkeep.db Ann Bob Cid Dan Eve Fay Gus Hal Ivy Jon Kim Lou
run event pair podkeep.db
run event pair podkeep.db --again --reason "checking"
check "pods, pair --again, nobody came or went: says so" stdout_has "nobody came or went since round 1 was paired: its 3 tables stand, unchanged"
"$REFEREE" event pairings podkeep.db --format json >before.json
leaver=$(python3 -c 'import json; print(json.load(open("before.json"))["tables"][1]["seats"][1]["player"])')
run event drop podkeep.db "$leaver"
run event pair podkeep.db --again --reason "$leaver left before the round began" --format json
check "pods, pair --again after a drop: exit 0" code_is 0
check "pods, pair --again after a drop: says what it kept and changed" stderr_has "kept 2 of 3 tables; re-paired: table 2 "
check "pods, pair --again after a drop: tables 1 and 3 kept, table 2 without $leaver" python3 -c '
import json, sys
seats = lambda d: {t["table"]: [s["player"] for s in t["seats"]] for t in d["tables"]}
before, after = seats(json.load(open("before.json"))), seats(json.load(open("out")))
sys.exit(0 if all(after[t] == before[t] for t in (1, 3)) and sorted(after[2]) == sorted(p for p in before[2] if p != sys.argv[1]) else 1)' "$leaver"
run event log podkeep.db
check "pods, pair --again after a drop: logged" stdout_has "paired again round 1"

# pair --again keeps every table it can (issue 23): a late drop re-pairs only the one left alone
# and the previous bye; with nobody come or gone it says so and writes nothing.
run event create keep.db --name Keep --game draw-of-faith --system swiss --rounds 3 --seed 5
run event add keep.db Ann Bob Cid Dan Eve Fay Gil
run event pair keep.db
run event pair keep.db --again --reason "checking"
check "pair --again, nobody came or went: exit 0" code_is 0
check "pair --again, nobody came or went: says so" stdout_has "nobody came or went since round 1 was paired: its 3 tables stand, unchanged"
run event log keep.db
check "pair --again, nobody came or went: nothing logged" stdout_lacks "paired again"
"$REFEREE" event pairings keep.db --format json >before.json
loner=$(python3 -c 'import json; d = json.load(open("before.json")); print([p for p in d["pairings"] if p["table"] == 2][0]["second"])')
run event drop keep.db "$loner"
run event pair keep.db --again --reason "$loner left before the round began" --format json
check "pair --again after a drop: the note on stderr beside JSON" stderr_has "kept 2 of 3 tables; re-paired: table 2 "
check "pair --again after a drop: tables 1 and 3 kept, numbers and seats alike" python3 -c '
import json, sys
before = {p["table"]: (p["first"], p["second"]) for p in json.load(open("before.json"))["pairings"]}
after = {p["table"]: (p["first"], p["second"]) for p in json.load(open("out"))["pairings"]}
sys.exit(0 if all(after.get(t) == before[t] for t in (1, 3)) and 0 not in after else 1)'
run event log keep.db
check "pair --again after a drop: logged" stdout_has "paired again round 1"

# The match format (issue 23): an event setting that report enforces, for typed results and
# transcripts alike; the default, any, accepts what events made before the setting accepted.
run event create bo3.db --name Bo3 --game draw-of-faith --system swiss --seed 3 --match bo3
check "match: create --match bo3 says so" stdout_has "tiebreaks mtg, best of three"
run event create x.db --name X --game draw-of-faith --system swiss --match bo2
check "match: --match bo2 is a usage error (exit 2)" code_is 2
check "match: ... naming the formats" stderr_has '"bo2" is not bo1, bo3, bo5 or any'
run event create x.db --name X --game hegemony-of-faith --system swiss --table-size 4 --match bo3
check "match: --match with tables of more than two: exit 2" code_is 2
run event add bo3.db Ann Bob Cid Dan
run event pair bo3.db
run event report bo3.db --round 1 --table 1 --result 3-0
check "match: 3-0 in a best of three: refused (exit 4)" code_is 4
check "match: ... saying why" stderr_has "a best of three ends when a player wins 2 games"
run event report bo3.db --round 1 --table 1 --result 2-2
check "match: 2-2 in a best of three: refused (exit 4)" code_is 4
run event report bo3.db --round 1 --table 1 --result 2-1-1
check "match: 2-1-1 (a drawn game played past) in a best of three: accepted" code_is 0
run event report bo3.db --round 1 --table 2 --result 1-1
check "match: 1-1 (time called) in a best of three: accepted" code_is 0
run event standings bo3.db
check "match: the standings' settings name the format" stdout_has "swiss, best of three, mtg tiebreaks"
run event export bo3.db --format json
check "match: the JSON export names the format" stdout_json 'd["match"] == "bo3"'
run event log bo3.db
check "match: the log's create says the format" stdout_has "seed 3, best of three"
run event standings open.db
check "match: an event of any result shows no format" stdout_lacks "best of"
run event create bo1.db --name Bo1 --game draw-of-faith --system swiss --match bo1
run event add bo1.db Ann Bob
run event pair bo1.db
G="$FIXTURES/legal/complete-game-deck-depleted-most-points.json"
cp "$G" game2.json
run event report bo1.db --round 1 --table 1 --transcript "$G" --transcript game2.json
check "match: two won games from transcripts in a best of one: refused (exit 4)" code_is 4
check "match: ... saying why" stderr_has "a best of one ends when a player wins 1 game"
run event report bo1.db --round 1 --table 1 --transcript "$G"
check "match: one game from a transcript in a best of one: accepted" code_is 0


# ---------------------------------------------------------------------------------------
# top cut (issue 23): a single-elimination playoff seeded by the standings

run event create cut.db --name Cup --game draw-of-faith --system swiss --rounds 3 --seed 7
run event add cut.db Ann Bob Cid Dan Eve Fay Gus Hal Ivy Jon
run event pair cut.db
run event cut cut.db --top 8
check "cut: refused while a Swiss result is missing: exit 4" code_is 4
check "cut: ... naming the table" stderr_has "round 1, table 1 has no result yet: report it before the cut"
for r in 1 2 3; do
  [[ $r -gt 1 ]] && run event pair cut.db
  for t in 1 2 3 4 5; do run event report cut.db --round "$r" --table "$t" --result 2-1; done
done
run event drop cut.db Fay
run event cut cut.db --top 10
check "cut: larger than the field: exit 4" code_is 4
check "cut: ... says how many are still in (dropped players are not cut)" stderr_has "--top 10 is larger than the field: 9 players are still in (dropped players are not cut)"
run event cut cut.db --top 1
check "cut: under two: exit 4" code_is 4
check "cut: ... says a playoff needs two" stderr_has "a playoff needs at least two players"
run event standings cut.db --format json
seeds=$(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print(" ".join(x["player"] for x in d[:6]))' out)
read -r s1 s2 s3 s4 s5 s6 <<<"$seeds"
run event cut cut.db --top 6
check "cut: exit 0" code_is 0
check "cut: pairs the quarterfinal" stdout_has "Quarterfinal"
check "cut: 3 v 6 and 4 v 5 play, seeds 1 and 2 have the byes" bash -c "grep -q '$s4 (.*) *- *$s5 ' out && grep -q '$s3 (.*) *- *$s6 ' out && grep -q '$s1 (.*) *bye' out && grep -q '$s2 (.*) *bye' out"
run event cut cut.db --top 4
check "cut: a second cut: exit 4" code_is 4
check "cut: ... says the cut is made" stderr_has "the cut is made already: the top 6 play from round 4"
run event standings cut.db
check "standings after the cut: the heading says where the playoff is, not a round number" stdout_has "Cup - draw-of-faith, swiss, mtg tiebreaks, after the 3 Swiss rounds; top 6 playoff: quarterfinals under way"
run event add cut.db Kim
check "add after the cut: exit 4" code_is 4
check "add after the cut: ... saying the playoff seats only those cut" stderr_has 'the cut is made: the Swiss rounds are over and the playoff seats only its top 6, so "Kim" could not play'
run event reenter cut.db Fay
check "reenter after the cut: exit 4" code_is 4
check "reenter after the cut: ... saying no round is left" stderr_has "the cut is made: the Swiss rounds are over and the playoff seats only its top 6, so Fay has no round to re-enter"
run event pairings cut.db --round 4 --format csv
check "pairings csv of a playoff round: a stage column naming it, byes too" bash -c "head -1 out | grep -qx 'round,table,first,second,result,stage' && [[ \$(grep -c ',quarterfinal$' out) == 4 ]]"
run event pairings cut.db --round 4 --by name --format csv
check "pairings csv by name of a playoff round: the stage too" bash -c "head -1 out | grep -qx 'round,player,table,opponent,seat,stage' && [[ \$(grep -c ',quarterfinal$' out) == 6 ]]"
run event pair cut.db
check "pair: refused while a playoff result is missing" stderr_has "round 4 (Quarterfinal), table 1 has no result yet"
run event report cut.db --round 4 --table 1 --result 1-1
check "report: a drawn playoff match is refused: exit 4" code_is 4
check "report: ... saying it cannot end in a draw" stderr_has "is a playoff match: it cannot end in a draw"
run event report cut.db --round 4 --table 1 --result 2-1
run event report cut.db --round 4 --table 2 --result 0-2
check "report: a complete playoff round says pair pairs the next" stdout_has "round 4 is complete: 'referee event pair' pairs round 5"
run event pair cut.db
check "pair: the semifinal from the winners" stdout_has "Semifinal"
run event pairings cut.db --round 5 --format json
check "pairings: a playoff round is named in JSON" stdout_json 'd["playoff"] == "Semifinal" and len(d["pairings"]) == 2'
run event report cut.db --round 5 --table 1 --result 2-0
run event report cut.db --round 5 --table 2 --result 2-0
run event pair cut.db
check "pair: the final" stdout_has "Final"
run event report cut.db --round 6 --table 1 --result 0-2
check "report: the final ends the event, naming the winner" stdout_has "the final, is complete: $s2 wins the event"
run event pair cut.db
check "pair after the final: exit 4" code_is 4
check "pair after the final: the event is over" stderr_has "the event is over: $s2 won the final"
run event standings cut.db
check "standings after the final: the heading names the winner" stdout_has "after the 3 Swiss rounds; top 6 playoff complete: winner $s2"
run event export cut.db --format csv
check "export csv: the Swiss rows marked swiss, each playoff row by its stage" bash -c "head -1 out | grep -qx 'round,table,first,second,result,stage' && [[ \$(grep -c ',swiss$' out) == 15 && \$(grep -c ',quarterfinal$' out) == 4 && \$(grep -c ',semifinal$' out) == 2 && \$(grep -c ',final$' out) == 1 ]]"
run event export cut.db --format trf
check "export trf: the Swiss rounds only (XXR 3, three rounds on every player's line)" python3 -c 'import sys; t = open("out", newline="").read().split("\r\n"); p = [l for l in t if l.startswith("001")]; sys.exit(0 if "XXR 3" in t and len(p) == 10 and all(len(l) == 89 + 3 * 10 for l in p) else 1)'
run event standings cut.db --format json
check "standings: the playoff winner first, the finalist second, the Swiss points kept" stdout_json "d[0]['player'] == '$s2' and d[1]['player'] == '$s1' and d[0]['points'] == 6"
run event export cut.db --format json
check "export json: a playoff section with seeds, rounds and the champion" stdout_json "d['playoff']['top'] == 6 and d['playoff']['champion'] == '$s2' and [r['name'] for r in d['playoff']['rounds']] == ['Quarterfinal', 'Semifinal', 'Final']"
run event export cut.db --format html --out cut-pages
check "export html: a bracket page" bash -c "grep -q '>$s1 <span class=.seed.>(1)</span>' cut-pages/bracket.html && grep -q 'Semifinal' cut-pages/bracket.html && grep -q 'bracket.html' cut-pages/index.html"
run event log cut.db
check "log: the cut in words" stdout_has "cut to the top 6 (seeds $s1, $s2, $s3, $s4, $s5, $s6), paired round 4 (Quarterfinal)"
check "log: a playoff result names its stage" stdout_has "reported round 6 (Final), table 1: "
run event pair cut.db --again --reason test
check "pair --again in the playoff: exit 4" code_is 4

# A top cut at tables of more than two: one final table of the top N, its placement ends the event.
run event create hcut.db --name HCut --game hegemony-of-faith --system swiss --table-size 4 --rounds 1 --seed 3
run event add hcut.db A1 B2 C3 D4 E5 F6 G7 H8
run event pair hcut.db
for t in 1 2; do
  run event pairings hcut.db --format json
  seats=$(python3 -c 'import json, sys; d = json.load(open("out")); print(",".join(s["player"] for s in d["tables"][int(sys.argv[1]) - 1]["seats"]))' "$t")
  run event report hcut.db --round 1 --table "$t" --placement "$seats"
done
run event cut hcut.db --top 5
check "cut, tables of four: a final table of 5 is refused: exit 4" code_is 4
check "cut, tables of four: ... naming the event's table size" stderr_has "the final table seats the top N, and this event's tables seat 4"
run event cut hcut.db --top 4 --format json
check "cut, tables of four: one final table of the top 4" stdout_json 'len(d["tables"]) == 1 and len(d["tables"][0]["seats"]) == 4'
final_seats=$(python3 -c 'import json; d = json.load(open("out")); print(" ".join(s["player"] for s in d["tables"][0]["seats"]))')
read -r f1 f2 f3 f4 <<<"$final_seats"
run event pairings hcut.db
check "pairings: the final table is named" stdout_has "Final table"
run event standings hcut.db
check "standings, tables of four: the heading says the final table is under way" stdout_has ", after the one Swiss round; final table of the top 4 under way"
run event add hcut.db I9
check "add after the cut (tables of four): exit 4" code_is 4
check "add after the cut (tables of four): ... saying why" stderr_has 'the playoff seats only its top 4, so "I9" could not play'
run event report hcut.db --round 2 --table 1 --placement "$f4,$f1=$f2,$f3"
check "report: the final table's placement ends the event" stdout_has "the final table, is complete: $f4 wins the event"
run event standings hcut.db
check "standings, tables of four: the heading names the final table's winner" stdout_has ", after the one Swiss round; final table of the top 4 played: winner $f4"
run event export hcut.db --format csv
check "export csv (pods): the final table's rows marked as such" bash -c "head -1 out | grep -qx 'round,table,seat,player,place,stage' && [[ \$(grep -c ',final table$' out) == 4 && \$(grep -c ',swiss$' out) == 8 ]]"
run event pair hcut.db
check "pair after the final table: the event is over: exit 4" code_is 4
run event standings hcut.db --format json
check "standings: the final table's places first (place, then seed), then the rest" stdout_json "[x['player'] for x in d[:4]] == ['$f4', '$f1', '$f2', '$f3'] and len(d) == 8"
run event export hcut.db --format json
check "export json (pods): a playoff section with the final table" stdout_json "d['playoff']['champion'] == '$f4' and d['playoff']['rounds'][0]['name'] == 'Final table'"

# A version-1 event file (before issue 23: no pod_settings, no seats): read as it is by the
# commands that only read, migrated once by the first that writes.
run event create v1.db --name V1 --game draw-of-faith --system swiss
python3 -c 'import sqlite3; c = sqlite3.connect("v1.db"); c.executescript("DROP TABLE seats; DROP TABLE pod_settings; DROP TABLE match_format; DROP TABLE playoff_seeds; DROP TABLE playoff; PRAGMA user_version = 1;"); c.close()'
user_version() { python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("PRAGMA user_version").fetchone()[0])' "$1"; }
run event standings v1.db --format json
check "schema 1: standings read a version-1 file" code_is 0
check "schema 1: ... and leave it version 1" test "$(user_version v1.db)" = 1
run event add v1.db Ann Bob
check "schema 1: a command that writes migrates it: exit 0" code_is 0
check "schema 1: ... to version 2" test "$(user_version v1.db)" = 2
run event standings v1.db --format json
check "schema 1: the migrated file reads as any other" stdout_json 'len(d) == 2'

finish

#!/usr/bin/env bash
# Score sheets on the command line (issue 4): `convert` between JSON and the notation,
# `validate` of sheets (one or several to a file, told by extension or by content), the
# notation in `spec --format text`, `Rulings: FILE` beside a sheet, `generate --format text`.
#
#   bash tests/cli/sheet_cli_test.sh path/to/referee
#
# Prints one line per check and ends non-zero if any check failed (see cli_lib.sh). Needs
# bash, coreutils and python3. Inputs are written to a temporary folder from here documents,
# except the round trips, which read the golden transcripts under fixtures/.
set -u

# The project root, before cli_lib.sh moves to the scratch folder.
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
FIXTURES=$ROOT/fixtures/draw-of-faith

# shellcheck source=tests/cli/cli_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli_lib.sh"

# same_json A B: the two files hold equal JSON documents (key order and spacing aside).
same_json() {
  python3 - "$1" "$2" <<'PY'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
if a != b:
    print("      %s and %s differ" % (sys.argv[1], sys.argv[2]))
    sys.exit(1)
PY
}

# ---------------------------------------------------------------------------------------
# Inputs.

# Legal: three turns, a note, a comment, a turn continued on the next line (9 events).
cat >legal.sheet <<'EOF'
# Club night, table 4
Game: draw-of-faith
Players: Ann, Bob
Event: Club night
First: Ann
Hand Ann: 7H, KS, 2C, 9D, QH
Hand Bob: ?, ?, ?, ?, ?

T1 Ann: draw 4S; summon KS atk {opening strong}; end-turn
T2 Bob: draw ?; summon ? def down
  end-turn
T3 Ann: draw 5C; summon 7H def; end-turn
Result: in-progress
EOF

# Illegal: a second normal summon in the same turn, written on the continuation line 10.
cat >illegal.sheet <<'EOF'
# Ann summons twice in her first turn
Game: draw-of-faith
Players: Ann, Bob
First: Ann
Hand Ann: 7H, KS, 2C, 9D, QH
Hand Bob: ?, ?, ?, ?, ?

T1 Ann: draw 4S
  summon KS atk
  summon 7H atk; end-turn
EOF

# The same mistake on the turn line itself (line 8), and in the third turn (line 10).
cat >illegal-one-line.sheet <<'EOF'
# Ann summons twice in her first turn
Game: draw-of-faith
Players: Ann, Bob
First: Ann
Hand Ann: 7H, KS, 2C, 9D, QH
Hand Bob: ?, ?, ?, ?, ?

T1 Ann: draw 4S; summon KS atk; summon 7H atk; end-turn
EOF
cat >illegal-third-turn.sheet <<'EOF'
Game: draw-of-faith
Players: Ann, Bob
First: Ann
Hand Ann: 7H, KS, 2C, 9D, QH
Hand Bob: ?, ?, ?, ?, ?

T1 Ann: draw 4S; summon KS atk; end-turn
T2 Bob: draw ?; end-turn
T3 Ann: draw 5C; summon 7H def; summon 2C def; end-turn
EOF

# Malformed: no rank 11, line 8, column 14.
cat >malformed.sheet <<'EOF'
# there is no rank 11
Game: draw-of-faith
Players: Ann, Bob
First: Ann
Hand Ann: 7H, KS, 2C, 9D, QH
Hand Bob: ?, ?, ?, ?, ?

T1 Ann: draw 11H; summon KS atk; end-turn
EOF

# The tie of cli_test.sh as a sheet: Ann's 8S attacks Bob's 8H. Its profile, named in the
# sheet, chooses suit-order (the spade wins, Ann scores 1, as declared). The profile is in
# the sheet's folder; a decoy of the same name in the current folder chooses no-effect.
mkdir -p club
cat >club/tie.sheet <<'EOF'
Game: draw-of-faith
Players: Ann, Bob
Rulings: tie-rule.json
First: Ann
Hand Ann: 8S, 4S, 6H, 8D, 10C
Hand Bob: 8H, 5S, 7H, 9D, JC

T1 Ann: draw 2C; summon 8S atk; end-turn
T2 Bob: draw 2D; summon 8H atk; end-turn
T3 Ann: draw 3C; attack 8S > 8H
Result: in-progress points Ann=1, Bob=0
EOF
cat >club/tie-rule.json <<'EOF'
{"dof.battle.tie": "suit-order"}
EOF
cat >tie-rule.json <<'EOF'
{"dof.battle.tie": "no-effect"}
EOF
mkdir -p elsewhere

# Input errors found after the sheet is read (rulings, the game's own checks): they
# should still point at the sheet's line and column.
sed 's/^Rulings: tie-rule.json$/Rulings: dof.battle.tie=no-efect/' club/tie.sheet >bad-option.sheet
sed 's/^Rulings: tie-rule.json$/Rulings: dof.battle.tei=no-effect/' club/tie.sheet >bad-ruling-id.sheet
sed 's/^T2 Bob: draw 2D; summon 8H atk; end-turn$/T2 Bob: draw ?; summon ? atk; end-turn/' club/tie.sheet >unknown-face-up.sheet
# A header written after the turns have started.
sed 's/^T2 Bob:/First: Bob\nT2 Bob:/' club/tie.sheet >header-after-turns.sheet
sed 's/^Rulings: tie-rule.json$/Rulings: missing-profile.json/' club/tie.sheet >elsewhere/no-profile.sheet

# ---------------------------------------------------------------------------------------
echo "# convert: JSON to text and back"

fixture=$FIXTURES/legal/chain-three-links-turn-player-counters.json
run convert "$fixture" --to text
check "convert --to text: exit 0" code_is 0
check "convert --to text: a score sheet starting with the Game header" stdout_starts "Game: draw-of-faith"
check "convert --to text: the chain's turn line in the notation" \
  stdout_has "T5 Ann: draw 9C; activate numbers-combo 5S, 2H destroy 9D {link 1"
check "convert --to text: the result line" stdout_has "Result: in-progress points Ann=0, Bob=0"
cp out chain.sheet
run convert chain.sheet --to json
check "convert --to json of the sheet: exit 0" code_is 0
cp out chain.json
check "convert --to text then --to json: the fixture's JSON again" same_json chain.json "$fixture"
run convert chain.sheet --to text
check "convert --to text of a canonical sheet: the same sheet" cmp -s out chain.sheet

# Every golden transcript, legal and illegal, survives the round trip.
round_trip_all() {
  local f base bad=0 n=0
  for f in "$FIXTURES"/legal/*.json "$FIXTURES"/illegal/*.json; do
    [[ $f == *.expected.json ]] && continue
    n=$((n + 1))
    base=rt-$(basename "$f" .json)
    if ! "$REFEREE" convert "$f" --to text >"$base.sheet" 2>"$base.err" ||
      ! "$REFEREE" convert "$base.sheet" --to json >"$base.json" 2>>"$base.err" ||
      ! same_json "$base.json" "$f" >/dev/null; then
      echo "      round trip differs: $f"
      head -c 300 "$base.err" | sed 's/^/      /'
      bad=$((bad + 1))
    fi
  done
  echo "      $n transcripts"
  ((n >= 24 && bad == 0))
}
check "convert: every golden transcript, text and back, is the same JSON" round_trip_all

echo "# convert: standard input"

run --stdin "$fixture" convert - --to text
check "convert - (JSON on stdin) --to text: exit 0" code_is 0
check "convert - (JSON on stdin) --to text: the same sheet as from the file" cmp -s out chain.sheet
run --stdin chain.sheet convert - --to json
check "convert - (a sheet on stdin, told by content) --to json: exit 0" code_is 0
check "convert - (a sheet on stdin) --to json: the same JSON as from the file" same_json out chain.json
run --stdin legal.sheet convert - --to text
check "convert - --to text of a sheet with notes: exit 0" code_is 0
check "convert - --to text: the note is dropped, the comment and the meta header kept" \
  bash -c '! grep -qF "# Club night" out && grep -qF "{opening strong}" out && grep -qF "Event: Club night" out'
check "convert - --to text: the continued turn joined on one line" stdout_has "T2 Bob: draw ?; summon ? def down; end-turn"
run --stdin malformed.sheet convert - --to json
check "convert - of a malformed sheet: exit 3" code_is 3
check "convert - of a malformed sheet: the error names -:line:column" stderr_has "-:8:14:"

echo "# convert: usage and input errors"

run convert chain.sheet --to xml
check "convert --to xml: exit 2" code_is 2
check "convert --to xml: says what --to takes" stderr_has "json or text"
run convert chain.sheet
check "convert without --to: exit 2" code_is 2
run convert malformed.sheet --to json
check "convert of a malformed sheet: exit 3" code_is 3
check "convert of a malformed sheet: file:line:column on stderr" stderr_has "malformed.sheet:8:14:"
check "convert of a malformed sheet: says what is wrong" stderr_has 'unknown card "11H"'
check "convert of a malformed sheet: nothing on stdout" bash -c '[[ ! -s out ]]'
run convert malformed.sheet --to text
check "convert --to text of a malformed sheet: exit 3" code_is 3
check "convert --to text of a malformed sheet: file:line:column on stderr" stderr_has "malformed.sheet:8:14:"
run convert "$FIXTURES"/sheets/malformed/misspelt-action-suggests-draw.sheet --to json
check "convert of a corpus sheet (misspelt action): exit 3" code_is 3
check "convert of a corpus sheet: file:line:column and the suggestion" \
  stderr_has 'misspelt-action-suggests-draw.sheet:8:9: unknown action "drwa" (did you mean "draw"?)'
run convert no-such-file.sheet --to json
check "convert of a missing file: exit 3" code_is 3

# ---------------------------------------------------------------------------------------
echo "# validate: score sheets"

run validate legal.sheet
check "validate a legal .sheet: exit 0" code_is 0
check "validate a legal .sheet: text says valid" stdout_has "legal.sheet: valid draw-of-faith transcript, 9 events"
check "validate a legal .sheet: ends with the final position, no ruling ids" \
  bash -c '[[ $(tail -1 out) == "  final position: "* ]] && ! grep -q "rulings in play" out'
run validate legal.sheet --verbose
check "validate a legal .sheet --verbose: the rulings the game read, with the option in force" stdout_has "  rulings in play: dof.setup.deck=shared-max-10, dof.five-of-a-kind.timing=state-based, "
run validate legal.sheet --format json
check "validate a legal .sheet --format json: valid, 9 events" stdout_json \
  '(d[0] if isinstance(d, list) else d)["valid"] and (d[0] if isinstance(d, list) else d)["events"] == 9'

run validate chain.sheet --format json
cp out chain-sheet-report.json
run validate "$fixture" --format json
check "validate: the converted sheet has the fixture's verdict, events and result" python3 - <<'PY'
import json
a, b = json.load(open("chain-sheet-report.json")), json.load(open("out"))
a, b = (x[0] if isinstance(x, list) else x for x in (a, b))
ok = all(a[k] == b[k] for k in ("valid", "events", "game", "result", "rulings_used"))
if not ok:
    print("      sheet: %s\n      json: %s" % (a, b))
raise SystemExit(0 if ok else 1)
PY

run validate illegal.sheet
check "validate an illegal .sheet: exit 1" code_is 1
check "validate an illegal .sheet: text gives sheet:line:column, the turn and the player's action as counted on the sheet" \
  stdout_has "illegal.sheet:10:3: T1, Ann's third action: summon 7H atk"
check "validate an illegal .sheet: the reason" stdout_has "second normal summon"
run validate illegal.sheet --format json
check "validate an illegal .sheet --format json: exit 1" code_is 1
check "validate an illegal .sheet: the violation's line is the sheet's line of the action (10, a continuation line)" \
  stdout_json '(d[0] if isinstance(d, list) else d)["violation"]["line"] == 10 and (d[0] if isinstance(d, list) else d)["violation"]["event"] == 3'
check "validate an illegal .sheet --format json: and its turn and column" \
  stdout_json '(d[0] if isinstance(d, list) else d)["violation"]["turn"] == 1 and (d[0] if isinstance(d, list) else d)["violation"]["column"] == 3'
run validate illegal-one-line.sheet --format json
check "validate: a violation on the turn line itself is on that line (8)" \
  stdout_json '(d[0] if isinstance(d, list) else d)["violation"]["line"] == 8'
run validate illegal-third-turn.sheet --format json
check "validate: a violation in the third turn is on its line (9), event 8" \
  stdout_json '(d[0] if isinstance(d, list) else d)["violation"]["line"] == 9 and (d[0] if isinstance(d, list) else d)["violation"]["event"] == 8'

run validate malformed.sheet
check "validate a malformed sheet: exit 3" code_is 3
check "validate a malformed sheet: file:line:column" output_has "malformed.sheet:8:14:"
run validate malformed.sheet --format json
check "validate a malformed sheet --format json: the error's line and column" \
  stdout_json '(d[0] if isinstance(d, list) else d)["error"]["line"] == 8 and (d[0] if isinstance(d, list) else d)["error"]["column"] == 14'

run validate legal.sheet illegal.sheet --format json
check "validate two sheets: exit 1" code_is 1
check "validate two sheets: the first valid, the second not" \
  stdout_json 'isinstance(d, list) and len(d) == 2 and d[0]["valid"] and not d[1]["valid"]'

echo "# validate: a file of several sheets"

run generate draw-of-faith --count 3 --seed 21 --format text
check "generate --count 3 --format text: exit 0" code_is 0
check "generate --count 3 --format text: three Game headers" bash -c '[[ $(grep -c "^Game: draw-of-faith$" out) -eq 3 ]]'
cp out three.sheet
run validate three.sheet --format json
check "validate a file of 3 generated sheets: exit 0" code_is 0
check "validate a file of 3 generated sheets: 3 reports, all valid, results as declared" \
  stdout_json 'isinstance(d, list) and len(d) == 3 and all(r["valid"] and r["declared_result_matches"] for r in d)'
run validate three.sheet
check "validate a file of 3 sheets, text: 3 reports, each at the line its sheet starts" bash -c '[[ $(grep -c "^three.sheet:[0-9]*: valid draw-of-faith transcript" out) -eq 3 ]] && grep -q "^three.sheet:1: valid" out'
run validate three.sheet --format json
check "validate a file of 3 sheets, JSON: each report says where its sheet starts" \
  stdout_json '[r["sheet_line"] for r in d][0] == 1 and len(set(r["sheet_line"] for r in d)) == 3'

# A legal sheet then an illegal one in one file: the violation's line counts from the file's top.
{ cat legal.sheet; cat illegal.sheet; } >two-in-one.sheet
offset=$(wc -l <legal.sheet)
run validate two-in-one.sheet --format json
check "validate a file of 2 sheets, the second illegal: exit 1" code_is 1
check "validate a file of 2 sheets: the second's violation line is its line in the file ($((offset + 10)))" \
  stdout_json "isinstance(d, list) and len(d) == 2 and d[0]['valid'] and d[1]['violation']['line'] == $((offset + 10))"

echo "# validate: told by extension or by content"

cp legal.sheet legal.txt
run validate legal.txt
check "validate a score sheet named .txt: exit 0" code_is 0
cp legal.sheet legal.record
run validate legal.record --format json
check "validate a score sheet named .record (read by content): exit 0" code_is 0
check "validate .record: the sheet's 9 events" stdout_json '(d[0] if isinstance(d, list) else d)["events"] == 9'
cp legal.sheet legal-no-extension
run validate legal-no-extension
check "validate a score sheet without an extension (read by content): exit 0" code_is 0
cp illegal.sheet illegal.game
run validate illegal.game --format json
check "validate an illegal sheet named .game: exit 1 at the sheet's line 10" \
  stdout_json '(d[0] if isinstance(d, list) else d)["violation"]["line"] == 10'
cp chain.json chain.record
run validate chain.record
check "validate JSON named .record (read by content): exit 0" code_is 0
cp chain.sheet chain-sheet.json
run validate chain-sheet.json
check "validate a sheet named .json: read as JSON, so an input error (exit 3)" code_is 3

echo "# validate: input errors found after reading keep the sheet's position"

run validate bad-option.sheet --format json
check "an unknown option in the Rulings header: exit 3, line 3" \
  stdout_json '(d[0] if isinstance(d, list) else d)["error"]["line"] == 3'
check "an unknown option in the Rulings header: suggests the option" \
  stdout_json '"did you mean \"no-effect\"?" in (d[0] if isinstance(d, list) else d)["error"]["message"]'
check "an unknown option in the Rulings header: the column of the option (25)" \
  stdout_json '(d[0] if isinstance(d, list) else d)["error"].get("column") == 25'
run validate bad-ruling-id.sheet --format json
check "an unknown ruling in the Rulings header: exit 3, line 3" \
  stdout_json '(d[0] if isinstance(d, list) else d)["error"]["line"] == 3'
check "an unknown ruling in the Rulings header: the column of the ruling (10)" \
  stdout_json '(d[0] if isinstance(d, list) else d)["error"].get("column") == 10'
run validate unknown-face-up.sheet --format json
check "\"?\" summoned face up: exit 3 on line 9" \
  stdout_json '(d[0] if isinstance(d, list) else d)["error"]["line"] == 9'
check "\"?\" summoned face up: the column of the card (24)" \
  stdout_json '(d[0] if isinstance(d, list) else d)["error"].get("column") == 24'
run validate elsewhere/no-profile.sheet
check "Rulings: a missing profile file: the error names the sheet's line (no-profile.sheet:3)" output_has "no-profile.sheet:3"
run validate header-after-turns.sheet
check "a header after the turns: exit 3 at line 9, column 1" output_has "header-after-turns.sheet:9:1:"
check "a header after the turns: says so, rather than 'unknown player \"First\"'" \
  bash -c '! grep -qF "unknown player \"First\"" out err'

# ---------------------------------------------------------------------------------------
echo "# spec: the notation"

run spec draw-of-faith --format text
check "spec --format text: exit 0" code_is 0
check "spec --format text: the notation's section" stdout_has "Score-sheet notation"
check "spec --format text: summon CARD|? POSITION [FACE]" stdout_has "summon CARD|? POSITION [FACE]"
check "spec --format text: attack CARDREF > CARDREF" stdout_has "attack CARDREF > CARDREF"
check "spec --format text: the setup headers" stdout_has "Hand PLAYER: CARD|?, ..."
check "spec --format text: every action's short forms" stdout_has "atk (attack) | def (defense)"

# ---------------------------------------------------------------------------------------
echo "# Rulings: FILE beside the sheet"

run validate club/tie.sheet --format json
check "Rulings: FILE: exit 0 (the profile beside the sheet, not the decoy here)" code_is 0
check "Rulings: FILE: the tie goes to the spade, Ann scores 1 as declared" stdout_json \
  '(lambda r: r["valid"] and r["declared_result_matches"] and r["result"]["scores"] == {"Ann": 1, "Bob": 0})(d[0] if isinstance(d, list) else d)'
check "Rulings: FILE: the report names the chosen option" stdout_json \
  '(d[0] if isinstance(d, list) else d).get("rulings") == {"dof.battle.tie": "suit-order"}'
run validate club/tie.sheet --rulings tie-rule.json --format json
check "Rulings: FILE overridden by --rulings (no-effect): exit 1" code_is 1
check "Rulings: FILE overridden by --rulings: nobody scores, the declared result is wrong, at the Result line (11)" \
  stdout_json '(lambda r: r["declared_result_matches"] is False and r["violation"]["at"] == "result" and r["violation"]["line"] == 11)(d[0] if isinstance(d, list) else d)'
(cd club && "$REFEREE" validate tie.sheet >../in-club.out 2>&1)
check "Rulings: FILE from the sheet's own folder: also valid" grep -qF "tie.sheet: valid" in-club.out
run convert club/tie.sheet --to json
check "convert: Rulings: FILE is kept as the file's name" stdout_json 'd["rulings"] == "tie-rule.json"'
run validate elsewhere/no-profile.sheet
check "Rulings: a missing profile file: exit 3" code_is 3
check "Rulings: a missing profile file: names it" output_has "missing-profile.json"

# ---------------------------------------------------------------------------------------
echo "# generate --format text"

run generate draw-of-faith --count 5 --seed 8 --format text
check "generate --format text: exit 0" code_is 0
cp out five.sheet
run validate five.sheet --format json
check "generate --format text: the 5 sheets validate, results as declared" \
  stdout_json 'isinstance(d, list) and len(d) == 5 and all(r["valid"] and r["declared_result_matches"] for r in d)'
run generate draw-of-faith --count 2 --seed 8 --players 4 --format text
cp out four-players.sheet
check "generate --players 4 --format text: four players" stdout_has "Players: P1, P2, P3, P4"
run validate four-players.sheet --format json
check "generate --players 4 --format text: validates" \
  stdout_json 'isinstance(d, list) and len(d) == 2 and all(r["valid"] for r in d)'
run generate draw-of-faith --count 2 --seed 8 --format jsonl
check "generate: game i of a seed is the same game in text and in JSON" python3 - "$REFEREE" <<'PY'
import json, subprocess, sys
games = [json.loads(l) for l in open("out")]
text = open("five.sheet").read()
# The first two sheets of seed 8, each converted back to JSON.
starts = [i for i, l in enumerate(text.split("\n")) if l.startswith("Game:")]
lines = text.split("\n")
ok = True
for k in range(2):
    part = "\n".join(lines[starts[k]:starts[k + 1]]) + "\n"
    p = subprocess.run([sys.argv[1], "convert", "-", "--to", "json"], input=part.encode(), capture_output=True)
    if p.returncode != 0 or json.loads(p.stdout)["events"] != games[k]["events"]:
        print("      game %d differs" % (k + 1))
        ok = False
raise SystemExit(0 if ok else 1)
PY

finish

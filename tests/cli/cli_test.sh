#!/usr/bin/env bash
# The command line as users and scripts meet it (../shared/docs/interface.md): commands,
# formats, exit codes and messages, run against the real binary.
#
#   bash tests/cli/cli_test.sh path/to/referee
#
# Prints one line per check and ends non-zero if any check failed. Checks that document a
# known bug are printed as "known" and listed separately at the end; they do not fail the
# run (a known bug that no longer shows is reported, so its mark can be removed).
# Needs bash, coreutils and python3 (to read JSON). Every input is written to a temporary
# folder from here documents: nothing under fixtures/ is used but hero-duel's sample card set.
set -u

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=tests/cli/cli_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli_lib.sh"

# ---------------------------------------------------------------------------------------
# Inputs.

# Legal: Ann draws, summons, ends her turn (3 events).
cat >legal.json <<'EOF'
{"format": "referee-transcript/1",
 "game": "draw-of-faith",
 "players": ["Ann", "Bob"],
 "setup": {"first": "Ann", "hands": {"Ann": ["7H", "KS", "2C", "9D", "QH"], "Bob": ["?", "?", "?", "?", "?"]}},
 "events": [
  {"player": "Ann", "action": "draw", "card": "4S"},
  {"player": "Ann", "action": "summon", "card": "KS", "position": "attack"},
  {"player": "Ann", "action": "end-turn"}
 ],
 "result": {"in-progress": true}}
EOF

# Illegal: a second normal summon in the same turn, event 3 starting on line 8.
cat >illegal.json <<'EOF'
{"format": "referee-transcript/1",
 "game": "draw-of-faith",
 "players": ["Ann", "Bob"],
 "setup": {"first": "Ann", "hands": {"Ann": ["7H", "KS", "2C", "9D", "QH"], "Bob": ["?", "?", "?", "?", "?"]}},
 "events": [
  {"player": "Ann", "action": "draw", "card": "4S"},
  {"player": "Ann", "action": "summon", "card": "KS", "position": "attack"},
  {"player": "Ann",
   "action": "summon", "card": "7H", "position": "attack"}
 ]}
EOF

# Malformed: a missing comma on line 3.
cat >malformed.json <<'EOF'
{"format": "referee-transcript/1",
 "game": "draw-of-faith",
 "players": ["Ann" "Bob"],
 "setup": {},
 "events": []}
EOF

# A card that does not exist, "1H", drawn on line 6.
sed 's/"card": "4S"/"card": "1H"/' legal.json >unknown-card.json

# Duplicate keys, an unknown game, an unknown player.
sed 's/"game": "draw-of-faith",/"game": "draw-of-faith", "game": "draw-of-faith",/' legal.json >duplicate-key.json
sed 's/"game": "draw-of-faith"/"game": "draw-of-fate"/' legal.json >unknown-game.json
sed 's/{"player": "Ann", "action": "end-turn"}/{"player": "Bbo", "action": "end-turn"}/' legal.json >unknown-player.json

# Ann's 8S attacks Bob's 8H: a tie. Under its own rulings (suit-order) the spade wins and
# Ann scores 1, as declared; under the default (no-effect) nobody scores.
cat >tie.json <<'EOF'
{"format": "referee-transcript/1",
 "game": "draw-of-faith",
 "players": ["Ann", "Bob"],
 "rulings": {"dof.battle.tie": "suit-order"},
 "setup": {"first": "Ann",
           "hands": {"Ann": ["8S", "4S", "6H", "8D", "10C"], "Bob": ["8H", "5S", "7H", "9D", "JC"]}},
 "events": [
  {"player": "Ann", "action": "draw", "card": "2C"},
  {"player": "Ann", "action": "summon", "card": "8S", "position": "attack"},
  {"player": "Ann", "action": "end-turn"},
  {"player": "Bob", "action": "draw", "card": "2D"},
  {"player": "Bob", "action": "summon", "card": "8H", "position": "attack"},
  {"player": "Bob", "action": "end-turn"},
  {"player": "Ann", "action": "draw", "card": "3C"},
  {"player": "Ann", "action": "attack", "attacker": "8S", "target": "8H"}
 ],
 "result": {"in-progress": true, "points": {"Ann": 1, "Bob": 0}}}
EOF

cat >suit-order.json <<'EOF'
{"dof.battle.tie": "suit-order"}
EOF
cat >no-effect.json <<'EOF'
{"dof.battle.tie": "no-effect"}
EOF
# An unknown ruling id on line 3, and an unknown option.
cat >unknown-id.json <<'EOF'
{
  "dof.battle.tie": "no-effect",
  "dof.battle.tye": "both-destroyed"
}
EOF
cat >unknown-option.json <<'EOF'
{"dof.battle.tie": "coin-flip"}
EOF

# One transcript a line (JSON Lines): no newline may stay inside a document.
one_line() { tr -d '\n' <"$1"; echo; }

# ---------------------------------------------------------------------------------------
echo "# referee, help and unknown commands"

run
check "referee alone: exit 2" code_is 2
check "referee alone: usage on stderr" stderr_has "usage: referee"

run --help
check "--help: exit 0" code_is 0
check "--help: lists the commands" stdout_has "validate"

run valdate legal.json
check "unknown command: exit 2" code_is 2
check "unknown command: names it and suggests validate" stderr_has 'did you mean "validate"'

run frobnicate
check "unknown command far from any: exit 2, named" code_is 2
check "unknown command far from any: named in the message" stderr_has "frobnicate"

for command in games spec rulings validate; do
  run "$command" --help
  check "$command --help: exit 0 with a usage line" code_is 0
  check "$command --help: documents the command" stdout_has "usage: referee $command"
done

run games --bogus
check "unknown option: exit 2" code_is 2

# ---------------------------------------------------------------------------------------
echo "# games"

run games
check "games: exit 0" code_is 0
check "games: text lists draw-of-faith" stdout_has "draw-of-faith"
check "games: text gives the name" stdout_has "Draw of Faith"

run games --format json
check "games --format json: exit 0" code_is 0
check "games --format json: an array of {id, name, players {min, max}}" stdout_json \
  'isinstance(d, list) and d and all(set(["id", "name", "players"]) <= set(g) and isinstance(g["players"]["min"], int) and g["players"]["min"] <= g["players"]["max"] for g in d)'
check "games --format json: draw-of-faith is Draw of Faith, from 2 players" stdout_json \
  '[(g["name"], g["players"]["min"]) for g in d if g["id"] == "draw-of-faith"] == [("Draw of Faith", 2)]'

run games --format yaml
check "games --format yaml: exit 2" code_is 2

# ---------------------------------------------------------------------------------------
echo "# spec"

run spec draw-of-faith --format dot
check "spec --format dot: exit 0" code_is 0
check "spec --format dot: starts with digraph" stdout_starts "digraph"
check "spec --format dot: has the game-over node and labelled edges" stdout_has "game-over"
check "spec --format dot: edges" stdout_has "->"

run spec draw-of-faith --format json
check "spec --format json: exit 0" code_is 0
check "spec --format json: game, states, transitions, start, terminal" stdout_json \
  'd["game"] == "draw-of-faith" and isinstance(d["states"], list) and isinstance(d["transitions"], list) and isinstance(d["start"], str) and isinstance(d["terminal"], list) and d["terminal"]'
check "spec --format json: states have id and citation" stdout_json \
  'all(isinstance(s["id"], str) and "citation" in s for s in d["states"])'
check "spec --format json: transitions have from, to, on, citation between known states" stdout_json \
  'all(set(["from", "to", "on", "citation"]) <= set(t) and t["from"] in {s["id"] for s in d["states"]} and t["to"] in {s["id"] for s in d["states"]} for t in d["transitions"])'
check "spec --format json: start and terminal are states" stdout_json \
  'd["start"] in {s["id"] for s in d["states"]} and set(d["terminal"]) <= {s["id"] for s in d["states"]}'

run spec draw-of-faith --format text
check "spec --format text: exit 0" code_is 0
check "spec --format text: the machine and the vocabulary" stdout_has "game-over"

run spec draw-of-faith
check "spec: text by default" stdout_has "draw-of-faith"

run spec nope
check "spec nope: exit 2 (unknown game on the command line)" code_is 2
check "spec nope: names the game" stderr_has '"nope"'

run spec draw-of-fate
check "spec draw-of-fate: suggests draw-of-faith" stderr_has 'did you mean "draw-of-faith"'

run spec draw-of-faith --format xml
check "spec --format xml: exit 2" code_is 2
check "spec --format xml: names the format" stderr_has "xml"

# ---------------------------------------------------------------------------------------
echo "# rulings"

run rulings draw-of-faith
check "rulings: exit 0" code_is 0
check "rulings: text lists dof.battle.tie" stdout_has "dof.battle.tie"
check "rulings: text marks the default" stdout_has "(default)"

run rulings draw-of-faith --format json
check "rulings --format json: exit 0" code_is 0
check "rulings --format json: id, question, citation, options {id, meaning}, default" stdout_json \
  'isinstance(d, list) and d and all(set(["id", "question", "citation", "options", "default"]) <= set(r) and all(set(["id", "meaning"]) <= set(o) for o in r["options"]) for r in d)'
check "rulings --format json: every default is one of its options" stdout_json \
  'all(r["default"] in [o["id"] for o in r["options"]] for r in d)'
check "rulings --format json: dof.battle.tie has no-effect and suit-order" stdout_json \
  '[{"no-effect", "suit-order"} <= {o["id"] for o in r["options"]} for r in d if r["id"] == "dof.battle.tie"] == [True]'

run rulings draw-of-faith --profile suit-order.json
check "rulings --profile: exit 0" code_is 0
check "rulings --profile: text shows the chosen option" stdout_has "=> suit-order"

run rulings draw-of-faith --profile suit-order.json --format json
check "rulings --profile --format json: the chosen option of each ruling" stdout_json \
  '[r.get("chosen") for r in d if r["id"] == "dof.battle.tie"] == ["suit-order"] and all("chosen" in r for r in d)'

run rulings draw-of-faith --profile unknown-id.json
check "rulings --profile with an unknown ruling id: exit 3" code_is 3
check "rulings --profile with an unknown ruling id: names it" stderr_has "dof.battle.tye"
check "rulings --profile with an unknown ruling id: names the file" stderr_has "unknown-id.json"
check "rulings --profile with an unknown ruling id: suggests the right one" stderr_has 'did you mean "dof.battle.tie"'
check "rulings --profile with an unknown ruling id: gives the line of the id (3), not of the file" \
  stderr_has "unknown-id.json:3:"

run rulings draw-of-faith --profile unknown-option.json
check "rulings --profile with an unknown option: exit 3" code_is 3
check "rulings --profile with an unknown option: names it" stderr_has "coin-flip"
check "rulings --profile with an unknown option: lists the options" stderr_has "no-effect"

run rulings draw-of-faith --profile malformed.json
check "rulings --profile with malformed JSON: exit 3" code_is 3
check "rulings --profile with malformed JSON: file and line" stderr_has "malformed.json:3"

run rulings draw-of-faith --profile no-such-profile.json
check "rulings --profile with a missing file: exit 3" code_is 3
check "rulings --profile with a missing file: names it" stderr_has "no-such-profile.json"

run rulings nope
check "rulings nope: exit 2" code_is 2

# ---------------------------------------------------------------------------------------
echo "# validate: one file"

run validate legal.json
check "validate legal: exit 0" code_is 0
check "validate legal: says valid" stdout_has "legal.json: valid"

run validate legal.json --format json
check "validate legal --format json: [{file, game, valid, events, violation: null, result}]" stdout_json \
  'len(d) == 1 and d[0]["file"] == "legal.json" and d[0]["game"] == "draw-of-faith" and d[0]["valid"] is True and d[0]["events"] == 3 and d[0]["violation"] is None and d[0]["result"] is not None'

run validate illegal.json
check "validate illegal: exit 1" code_is 1
check "validate illegal: text gives file:line and the event" stdout_has "illegal.json:8: event 3 (Ann)"
check "validate illegal: text gives the reason" stdout_has "second normal summon"

run validate illegal.json --format json
check "validate illegal --format json: exit 1" code_is 1
check "validate illegal --format json: violation {event 3, line 8, player, action, reason, citation, rulings}" stdout_json \
  'd[0]["valid"] is False and d[0]["violation"]["event"] == 3 and d[0]["violation"]["line"] == 8 and d[0]["violation"]["player"] == "Ann" and d[0]["violation"]["action"] == "summon" and d[0]["violation"]["reason"] and d[0]["violation"]["citation"] and isinstance(d[0]["violation"]["rulings"], list)'
check "validate illegal --format json: result is null" stdout_json 'd[0]["result"] is None'

# A record whose hidden cards go past what the referee can follow (issue 22): neither valid nor
# illegal, exit 5, naming the event and the bound.
run validate "$ROOT/fixtures/hegemony-of-faith/undecided/everyone-is-equal-sixth-deal-past-the-search-bounds.json"
check "validate undecided: exit 5" code_is 5
check "validate undecided: text says undecided at the event" stdout_has "first at event 433 (P6)"
check "validate undecided: text names the bounds" stdout_has "past the search's bound (4096 steps, then 65536 for the constraint search)"

run validate malformed.json
check "validate malformed JSON: exit 3" code_is 3
check "validate malformed JSON: file:line in the message" output_has "malformed.json:3"

run validate malformed.json --format json
check "validate malformed JSON --format json: {file, error: {line, message}}" stdout_json \
  'd[0]["file"] == "malformed.json" and d[0]["error"]["line"] == 3 and "malformed JSON" in d[0]["error"]["message"] and "valid" not in d[0]'

run validate unknown-card.json
check "validate a file naming card 1H: exit 3" code_is 3
check "validate a file naming card 1H: file:line and the card" output_has 'unknown-card.json:6: event 1: card: unknown card "1H"'

run validate unknown-card.json --format json
check "validate a file naming card 1H --format json: error with line 6" stdout_json \
  'd[0]["error"]["line"] == 6 and "1H" in d[0]["error"]["message"]'

run validate duplicate-key.json
check "validate a duplicate key: exit 3" code_is 3
check "validate a duplicate key: names the key with file:line" output_has 'duplicate-key.json:2'
check "validate a duplicate key: says duplicate" output_has 'duplicate key "game"'

run validate unknown-game.json
check "validate a file naming an unknown game: exit 3 (not 2: it is in a file)" code_is 3
check "validate a file naming an unknown game: suggests" output_has 'did you mean "draw-of-faith"'

run validate unknown-player.json
check "validate an event by an unknown player: exit 3" code_is 3
check "validate an event by an unknown player: names the player and event" output_has 'event 3: player: unknown player "Bbo"'

run validate no-such-file.json
check "validate a missing file: exit 3" code_is 3
check "validate a missing file: names it" output_has "no-such-file.json"

mkdir a-directory.json
run validate a-directory.json
check "validate a directory: exit 3" code_is 3
check "validate a directory: says it cannot be read, not that its JSON is malformed" \
  eval '! output_has "malformed JSON"'

run validate no-such-file.json --format json
check "validate a missing file --format json: an error report" stdout_json \
  'd[0]["file"] == "no-such-file.json" and "line" in d[0]["error"] and d[0]["error"]["message"]'

run validate
check "validate without files: exit 2" code_is 2
check "validate without files: the message speaks of FILE, not of an option '--files' that is not in the usage" \
  stderr_lacks "'--files'"

run spec
check "spec without a game: exit 2" code_is 2
check "spec without a game: the message speaks of GAME, not of an option '--game' that is not in the usage" \
  stderr_lacks "'--game'"

run validate legal.json --format xml
check "validate --format xml: exit 2" code_is 2

# ---------------------------------------------------------------------------------------
echo "# validate: several files"

run validate legal.json legal.json
check "two legal files: exit 0" code_is 0

run validate legal.json illegal.json
check "legal + illegal: exit 1" code_is 1
check "legal + illegal: both reported" stdout_has "legal.json: valid"

run validate illegal.json malformed.json legal.json
check "illegal + malformed + legal: exit 3 (an input error outranks a violation)" code_is 3

run validate malformed.json illegal.json
check "malformed + illegal: exit 3, whatever the order" code_is 3

run validate legal.json illegal.json no-such-file.json unknown-card.json --format json
check "several files --format json: exit 3" code_is 3
check "several files --format json: one object per input, in input order" stdout_json \
  '[r["file"] for r in d] == ["legal.json", "illegal.json", "no-such-file.json", "unknown-card.json"]'
check "several files --format json: each with its own verdict" stdout_json \
  'd[0]["valid"] is True and d[1]["violation"]["event"] == 3 and "error" in d[2] and "error" in d[3]'

# ---------------------------------------------------------------------------------------
echo "# validate: JSON Lines from standard input"

{
  one_line legal.json          # line 1
  echo '{"format": "referee-'  # line 2: malformed
  one_line illegal.json        # line 3
  echo                         # line 4: blank, skipped
  one_line unknown-card.json   # line 5
  one_line tie.json            # line 6
} >batch.jsonl

run --stdin batch.jsonl validate -
check "validate -: exit 3 (a bad line is an input error)" code_is 3
check "validate -: one JSON object a line, one line per transcript" stdout_jsonl 'len(d) == 5 and all(isinstance(r, dict) for r in d)'
check "validate -: reports in input order" stdout_jsonl \
  'd[0].get("valid") is True and "error" in d[1] and d[2].get("valid") is False and "error" in d[3] and d[4].get("valid") is True'
check "validate -: the bad line is an error with its line number" stdout_jsonl \
  'd[1]["file"] == "-" and d[1]["error"]["line"] == 2 and "malformed JSON" in d[1]["error"]["message"]'
check "validate -: a violation's line is the input line" stdout_jsonl \
  'd[2]["violation"]["event"] == 3 and d[2]["violation"]["line"] == 3'
check "validate -: an error inside a line gives that line" stdout_jsonl \
  'd[3]["error"]["line"] == 5 and "1H" in d[3]["error"]["message"]'

{ one_line legal.json; one_line illegal.json; } >two.jsonl
run --stdin two.jsonl validate -
check "validate - with a legal and an illegal line: exit 1" code_is 1
check "validate - with a legal and an illegal line: two lines" stdout_jsonl 'len(d) == 2'

run --stdin two.jsonl validate - --format text
check "validate - --format text: still JSON Lines" stdout_jsonl 'len(d) == 2 and d[1]["violation"]["event"] == 3'

run validate -
check "validate - with empty input: exit 0, no output" code_is 0
check "validate - with empty input: no output" test ! -s out

# ---------------------------------------------------------------------------------------
echo "# validate: ruling profiles"

run validate tie.json --format json
check "the transcript's own rulings: exit 0" code_is 0
check "the transcript's own rulings decide the tie: Ann scores, as declared" stdout_json \
  'd[0]["valid"] is True and d[0]["result"]["scores"] == {"Ann": 1, "Bob": 0}'
check "the transcript's own rulings: the report names the non-default choice" stdout_json \
  'd[0].get("rulings") == {"dof.battle.tie": "suit-order"}'

run validate tie.json --rulings no-effect.json --format json
check "--rulings overrides the transcript's rulings: the declared points are now wrong (exit 1)" code_is 1
check "--rulings overrides: a violation at the declared result" stdout_json \
  'd[0]["valid"] is False and d[0]["violation"]["event"] is None and "Ann has 0 points" in d[0]["violation"]["reason"]'

run validate legal.json --rulings suit-order.json --format json
check "--rulings on a transcript without rulings: still valid" code_is 0
check "--rulings: the report lists the choices that differ from the defaults" stdout_json \
  'd[0].get("rulings") == {"dof.battle.tie": "suit-order"}'

run validate legal.json --rulings unknown-id.json
check "--rulings with an unknown ruling id: exit 3" code_is 3
check "--rulings with an unknown ruling id: names it" output_has "dof.battle.tye"

# A bad --rulings file is refused once, up front, like any unreadable option file: no
# report per transcript, the message on stderr with the profile's file and line.
run validate legal.json legal.json --rulings unknown-id.json --format json
check "--rulings with an unknown ruling id --format json: exit 3" code_is 3
check "--rulings with an unknown ruling id --format json: stderr names the profile file and line" \
  stderr_has "unknown-id.json:3: dof.battle.tye"
check "--rulings with an unknown ruling id --format json: the error is given once" \
  stderr_count_is "unknown ruling" 1

run validate legal.json --rulings unknown-option.json
check "--rulings with an unknown option: exit 3" code_is 3
check "--rulings with an unknown option: names it" output_has "coin-flip"

run validate legal.json --rulings no-such-profile.json
check "--rulings with a missing file: exit 3" code_is 3
check "--rulings with a missing file: names it" stderr_has "no-such-profile.json"

run validate legal.json --rulings malformed.json
check "--rulings with malformed JSON: exit 3 with file:line" stderr_has "malformed.json:3"

# ---------------------------------------------------------------------------------------
echo "# validate: options interface.md promises"

run validate legal.json --cards "$ROOT/fixtures/hero-duel/cards/sample.json"
check "validate --cards FILE: an option (interface.md); a hero-duel set for a draw-of-faith game is an input error" code_is 3
check "validate --cards FILE: ... saying so" stdout_has "draw-of-faith takes no card set"

run validate legal.json illegal.json legal.json --jobs 2 --format json
check "validate --jobs N: accepted (interface.md: validate FILE... [--jobs N])" code_is 1
check "validate --jobs N: reports in input order" stdout_json \
  '[r["valid"] for r in d] == [True, False, True]'

run validate legal.json --jobs 0
check "validate --jobs 0: usage error" code_is 2

# ---------------------------------------------------------------------------------------
echo "# judge: queries"

# Turns 1-3 of a battles game: Bob's 9D ties with Ann's 9S on turn 2 (event 6; under the
# default dof.battle.tie = no-effect both stay), Ann summons JH on turn 3 (event 9). Ann's
# JH attacking 9D is legal by default; under both-destroyed 9D is gone since turn 2.
cat >battles.json <<'EOF'
{"format": "referee-transcript/1",
 "game": "draw-of-faith",
 "players": ["Ann", "Bob"],
 "setup": {"first": "Ann", "hands": {"Ann": ["9S", "4H", "7D", "2C", "JH"], "Bob": ["9D", "5S", "KC", "3H", "8C"]}},
 "events": [
  {"player": "Ann", "action": "draw", "card": "6S"},
  {"player": "Ann", "action": "summon", "card": "9S", "position": "attack"},
  {"player": "Ann", "action": "end-turn"},
  {"player": "Bob", "action": "draw", "card": "10H"},
  {"player": "Bob", "action": "summon", "card": "9D", "position": "attack"},
  {"player": "Bob", "action": "attack", "attacker": "9D", "target": "9S"},
  {"player": "Bob", "action": "end-turn"},
  {"player": "Ann", "action": "draw", "card": "4S"},
  {"player": "Ann", "action": "summon", "card": "JH", "position": "attack"},
  {"player": "Ann", "action": "attack", "attacker": "JH", "target": "9D"}
 ]}
EOF
cat >both-destroyed.json <<'EOF'
{"dof.battle.tie": "both-destroyed"}
EOF
cat >judge-attack.json <<'EOF'
{"game": "draw-of-faith",
 "transcript": "battles.json", "upto": 9,
 "ask": {"kind": "is-legal", "event": {"player": "Ann", "action": "attack", "attacker": "JH", "target": "9D"}}}
EOF
# Bad queries: an unknown kind (line 3), an unknown ruling (line 2), an action of another
# game's vocabulary (line 4).
cat >judge-unknown-kind.json <<'EOF'
{"game": "draw-of-faith",
 "transcript": "battles.json", "upto": 9,
 "ask": {"kind": "is-legl", "event": {"player": "Ann", "action": "end-turn"}}}
EOF
cat >judge-unknown-ruling.json <<'EOF'
{"game": "draw-of-faith",
 "rulings": {"dof.battle.tye": "both-destroyed"},
 "transcript": "battles.json", "upto": 9,
 "ask": {"kind": "result"}}
EOF
cat >judge-other-action.json <<'EOF'
{"game": "draw-of-faith",
 "transcript": "battles.json", "upto": 9,
 "ask": {"kind": "is-legal",
         "event": {"player": "Ann", "action": "play-card", "card": "JH"}}}
EOF
# The game so far breaks a rule at event 3 (illegal.json: a second normal summon).
cat >judge-illegal-history.json <<'EOF'
{"game": "draw-of-faith",
 "transcript": "illegal.json", "upto": 3,
 "ask": {"kind": "result"}}
EOF
sed 's/"upto": 3/"upto": 2/' judge-illegal-history.json >judge-before-violation.json

run judge judge-attack.json
check "judge QUERY: exit 0" code_is 0
check "judge QUERY: text gives the kind and the verdict" stdout_starts "is-legal: legal"
check "judge QUERY: text cites the rule" stdout_has "rule: Battle Phase"
check "judge QUERY: text marks the option that gives another verdict" stdout_has "! both-destroyed: illegal"
check "judge QUERY: text says the rulings decide the case" stdout_has "THE RULINGS DECIDE THIS CASE"

run judge judge-attack.json --format json
check "judge --format json: exit 0" code_is 0
check "judge --format json: verdict, explanation, citations, rulings_consulted, sensitivity" stdout_json \
  'd["verdict"] == "legal" and isinstance(d["explanation"], str) and d["citations"] == ["Battle Phase"] and "dof.battle.tie" in d["rulings_consulted"] and isinstance(d["sensitivity"], list) and d["sensitivity"]'
check "judge --format json: sensitivity rows {ruling, option, verdict} for consulted rulings only" stdout_json \
  'all(set(["ruling", "option", "verdict"]) <= set(r) and r["ruling"] in d["rulings_consulted"] for r in d["sensitivity"])'
check "judge --format json: one row in force per ruling" stdout_json \
  'all(sum(1 for r in d["sensitivity"] if r["ruling"] == x and r["in_force"]) == 1 for x in d["rulings_consulted"])'
check "judge --format json: the tie ruling decides (both-destroyed: illegal)" stdout_json \
  '"dof.battle.tie" in d["decided_by_rulings"] and [r["verdict"].startswith("illegal") for r in d["sensitivity"] if r["ruling"] == "dof.battle.tie" and r["option"] == "both-destroyed"] == [True]'
check "judge --format json: an option the recorded game breaks is history_illegal, not deciding" stdout_json \
  '[r.get("history_illegal") for r in d["sensitivity"] if r["option"] == "once-per-card-not-summon-turn"] == [True] and "dof.battle.attacks-per-card" not in d["decided_by_rulings"]'

run judge judge-attack.json --rulings both-destroyed.json
check "judge --rulings FILE: exit 0" code_is 0
check "judge --rulings FILE: the override changes the verdict" stdout_starts "is-legal: illegal"
check "judge --rulings FILE: says why" stdout_has "9D is not on the field"

run judge judge-attack.json --rulings unknown-option.json
check "judge --rulings with an unknown option: exit 3" code_is 3
check "judge --rulings with an unknown option: names it" stderr_has "coin-flip"

run judge judge-unknown-kind.json
check "judge, unknown kind: exit 3" code_is 3
check "judge, unknown kind: names the field with file and line" stderr_has "judge-unknown-kind.json:3: ask.kind:"
check "judge, unknown kind: suggests is-legal" stderr_has 'did you mean "is-legal"'
check "judge, unknown kind: nothing on stdout" eval '[[ ! -s out ]]'

run judge judge-unknown-ruling.json
check "judge, unknown ruling: exit 3" code_is 3
check "judge, unknown ruling: names it" stderr_has 'unknown ruling "dof.battle.tye"'
check "judge, unknown ruling: gives the file and the line of the id (2)" stderr_has "judge-unknown-ruling.json:2: dof.battle.tye:"
check "judge, unknown ruling: suggests the right one" stderr_has 'did you mean "dof.battle.tie"'

run judge judge-other-action.json
check "judge, an action of another game: exit 3" code_is 3
check "judge, an action of another game: names the field" stderr_has 'ask.event.action: unknown action "play-card"'
check "judge, an action of another game: gives the file and the line of the event (4)" stderr_has "judge-other-action.json:4: ask.event.action"

run judge judge-unknown-kind.json --format json
check "judge --format json, unknown kind: still exit 3" code_is 3

run judge judge-illegal-history.json
check "judge, the game so far breaks a rule: exit 1" code_is 1
check "judge, the game so far breaks a rule: says so" stdout_has "the game so far is illegal"
check "judge, the game so far breaks a rule: names the event" stdout_has "event 3 (Ann)"
check "judge, the game so far breaks a rule: gives the reason" stdout_has "second normal summon"

run judge judge-illegal-history.json --format json
check "judge --format json, the game so far breaks a rule: exit 1" code_is 1
check "judge --format json, the game so far breaks a rule: the violation as validate reports it" stdout_json \
  'd["valid"] is False and d["violation"]["event"] == 3 and d["violation"]["action"] == "summon"'

run judge judge-before-violation.json
check "judge, stopping before the violation: exit 0" code_is 0
check "judge, stopping before the violation: answers" stdout_starts "result: in progress"

run judge no-such-query.json
check "judge, a missing query file: exit 3" code_is 3
check "judge, a missing query file: names it" stderr_has "no-such-query.json"

run judge malformed.json
check "judge, a malformed query file: exit 3" code_is 3

# ---------------------------------------------------------------------------------------
echo "# judge: positions"

run validate battles.json --position-at 9
check "validate --position-at N: exit 0" code_is 0
check "validate --position-at N: a referee-position/1 document of the game" stdout_json \
  'd["format"] == "referee-position/1" and d["game"] == "draw-of-faith" and d["players"] == ["Ann", "Bob"] and isinstance(d["state"], dict)'
cp out position-9.json

cat >judge-on-position.json <<'EOF'
{"game": "draw-of-faith",
 "position": "position-9.json",
 "ask": {"kind": "is-legal", "event": {"player": "Ann", "action": "attack", "attacker": "JH", "target": "9D"}}}
EOF
run judge judge-on-position.json
check "judge on a position written by --position-at: exit 0" code_is 0
check "judge on a position written by --position-at: answers" stdout_starts "is-legal: legal"

run judge judge-on-position.json --format json
check "judge on a position: no history, so the tie ruling is not consulted" stdout_json \
  'd["verdict"] == "legal" and "dof.battle.tie" not in d["rulings_consulted"]'

cat >judge-actions-on-position.json <<'EOF'
{"game": "draw-of-faith", "position": "position-9.json", "ask": {"kind": "legal-actions"}}
EOF
run judge judge-actions-on-position.json --format json
check "judge legal-actions --format json: grouped by kind, the count matches" stdout_json \
  'd["details"]["count"] == sum(len(v) for v in d["details"]["actions"].values()) and all(e["action"] == k for k, v in d["details"]["actions"].items() for e in v)'
run judge judge-actions-on-position.json
check "judge legal-actions: text lists the actions in the score-sheet notation" stdout_has "    Ann: attack JH > 9D"

# The same position with 9D (on Bob's field) also in Ann's hand.
python3 - <<'PY'
import json
p = json.load(open("position-9.json"))
p["state"]["players"]["Ann"]["zones"]["hand"].append("9D")
json.dump(p, open("position-twice.json", "w"), indent=2)
PY
sed 's/position-9.json/position-twice.json/' judge-on-position.json >judge-on-bad-position.json
run judge judge-on-bad-position.json
check "judge on a position with a card twice: exit 3" code_is 3
check "judge on a position with a card twice: names the card" stderr_has "card 9D is twice in the position"
check "judge on a position with a card twice: names the field" stderr_has "state.players."

run validate battles.json --position-at 11
check "validate --position-at beyond the last event: exit 3" code_is 3
check "validate --position-at beyond the last event: says how many events there are" stderr_has "10 events"

run validate illegal.json --position-at 3
check "validate --position-at after a violation: exit 1" code_is 1

# ---------------------------------------------------------------------------------------
echo "# judge: interactive"

cat >session.txt <<'EOF'
help
show
legal? attack JH > 9D
do attack JH > 9D
show
frobnicate
undo
show
quit
show
EOF
run --stdin session.txt judge --interactive --transcript battles.json --upto 9
check "judge --interactive (piped): exit 0" code_is 0
check "judge --interactive: loads the game" stdout_has "loaded battles.json"
check "judge --interactive: help lists the commands" stdout_has "what-if EVENT"
check "judge --interactive: legal? answers" stdout_has "is-legal: legal"
check "judge --interactive: do applies the action" stdout_has "done: 9D: Bob's field -> Bob's graveyard"
check "judge --interactive: show after do shows it" stdout_has "graveyard: 9D"
check "judge --interactive: a bad command is an error and the session goes on" stdout_has 'error: unknown command "frobnicate"'
check "judge --interactive: undo" stdout_has "undone"
check "judge --interactive: after undo, 9D is back" eval '[[ $(grep -c "field: #1 9D atk" out) -eq 2 ]]'
check "judge --interactive: quit stops reading (the last show is not run)" eval '[[ $(grep -c "^turn 3" out) -eq 3 ]]'
check "judge --interactive: no prompt when stdin is not a terminal" eval '! grep -qF "judge> " out'

printf 'is attack JH > 9D\n' >one-question.txt
run --stdin one-question.txt judge --interactive --position position-9.json
check "judge --interactive --position: exit 0 at the end of input" code_is 0
check "judge --interactive --position: answers" stdout_has "is-legal: legal"

run --stdin one-question.txt judge --interactive --transcript illegal.json
check "judge --interactive on a game that breaks a rule: exit 1" code_is 1
check "judge --interactive on a game that breaks a rule: names the event" stdout_has "event 3"

run --stdin one-question.txt judge --interactive --transcript no-such-file.json
check "judge --interactive with a missing file: exit 3" code_is 3
check "judge --interactive with a missing file: names it" stderr_has "no-such-file.json"

# ---------------------------------------------------------------------------------------
echo "# judge: usage"

run judge --help
check "judge --help: exit 0" code_is 0
check "judge --help: documents the command" stdout_has "usage: referee judge"

run judge --interactive judge-attack.json
check "judge --interactive with a query file: exit 2" code_is 2

run judge --interactive --position position-9.json --transcript battles.json
check "judge --interactive with --position and --transcript: exit 2" code_is 2
check "judge --interactive with --position and --transcript: says not both" stderr_has "not both"

run judge judge-attack.json --position position-9.json
check "judge QUERY with --position: exit 2" code_is 2

run judge
check "judge without a query: exit 2" code_is 2

run judge judge-attack.json --format xml
check "judge --format xml: exit 2" code_is 2

# ---------------------------------------------------------------------------------------
# referee generate

run generate draw-of-faith --count 3 --seed 11
check "generate: exit 0" code_is 0
check "generate: three transcripts, one a line" stdout_jsonl 'len(d) == 3 and all(t["format"] == "referee-transcript/1" and t["game"] == "draw-of-faith" for t in d)'
cp out generated.jsonl
run generate draw-of-faith --count 5 --seed 11
check "generate: the same seed gives the same games, game i whatever the count" \
  bash -c 'head -3 out | cmp -s - generated.jsonl'
run --stdin generated.jsonl validate -
check "generate: the games validate as legal" stdout_jsonl 'len(d) == 3 and all(r["valid"] and r["declared_result_matches"] for r in d)'
"$REFEREE" generate draw-of-faith --count 300 --seed 12 >many.jsonl
"$REFEREE" validate - <many.jsonl >one-job.jsonl
run --stdin many.jsonl validate --jobs 2 -
check "validate --jobs 2 on 300 generated games: the same reports in the same order as one job" cmp -s out one-job.jsonl
run generate draw-of-faith --count 1 --players 4 --format json
check "generate --format json --count 1: one document with 4 players" stdout_json 'len(d["players"]) == 4'
run generate draw-of-faith --players 11
check "generate --players beyond the game's range: exit 2" code_is 2
run generate draw-of-faith --count 0
check "generate --count 0: exit 2" code_is 2
run generate draw-of-faith --format text --count 2 --seed 4
check "generate --format text: two score sheets" eval '[[ $(grep -c "^Game: draw-of-faith" out) -eq 2 && $(grep -c "^T1 " out) -eq 2 ]]'
cp out generated.sheet
run validate generated.sheet --format json
check "generate --format text: both sheets validate, each with its result" stdout_json 'len(d) == 2 and all(r["valid"] and r["declared_result_matches"] for r in d)'
run generate draw-of-faith --format xml
check "generate --format xml: exit 2" code_is 2
run generate draw-of-fate
check "generate, an unknown game: exit 2 with a suggestion" stderr_has 'did you mean "draw-of-faith"'

finish

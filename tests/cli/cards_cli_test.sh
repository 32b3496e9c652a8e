#!/usr/bin/env bash
# Card sets on the command line (issue 9): `referee cards check` on the sample set and on
# every bad set of fixtures/hero-duel/cards/bad/ (exit code, line and pointer), the JSON
# report, `cards vocabulary` and `cards schema`, and the errors around them; `--cards` on
# generate, validate and judge, and "cards" in a judge query.
#
#   bash tests/cli/cards_cli_test.sh path/to/referee
set -u

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CARDS=$ROOT/fixtures/hero-duel/cards

# shellcheck source=tests/cli/cli_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli_lib.sh"

run cards check "$CARDS/sample.json"
check "check sample: exit 0" code_is 0
check "check sample: says valid, with its counts" stdout_has "valid hero-duel card set \"referee sample set\", 28 cards, 6 statuses"

run cards check "$CARDS/sample.json" --format json
check "check sample --format json: exit 0" code_is 0
check "check sample --format json: valid, game, counts" stdout_json \
  'd[0]["valid"] is True and d[0]["game"] == "hero-duel" and d[0]["cards"] == 28 and d[0]["problems"] == []'

# problem_at POINTER FRAGMENT: a "FILE:LINE: POINTER: MESSAGE" line whose message has FRAGMENT.
problem_at() { grep -F ": $1: " out | grep -qF -- "$2"; }

# Every bad set: exit 1 and "FILE:LINE: POINTER: ..." with the expected pointer and fragment.
while IFS=$'\t' read -r file pointer message; do
  run cards check "$CARDS/bad/$file"
  check "check bad/$file: exit 1" code_is 1
  check "check bad/$file: the problem at $pointer" problem_at "$pointer" "$message"
done < <(python3 -c '
import json, sys
for c in json.load(open(sys.argv[1])):
    print("\t".join([c["file"], c["pointer"] or "(the whole set)", c["message"]]))' "$CARDS/bad/expected.json")

# Several files: one report each; exit 1 if any is bad.
run cards check "$CARDS/sample.json" "$CARDS/bad/unknown-keyword.json" --format json
check "check good and bad: exit 1" code_is 1
check "check good and bad --format json: two reports, the second with its line" stdout_json \
  'len(d) == 2 and d[0]["valid"] and not d[1]["valid"] and d[1]["problems"][0]["pointer"] == "/cards/2/effects/0/keyword" and d[1]["problems"][0]["line"] == 50'

# Input errors (exit 3) and usage errors (exit 2).
printf 'not json' > notjson.json
run cards check notjson.json
check "check of a file that is not JSON: exit 3" code_is 3
check "check of a file that is not JSON: names it" stderr_has "notjson.json:1:2: malformed JSON"
run cards check missing.json
check "check of a missing file: exit 3" code_is 3
run cards frobnicate x
check "unknown cards command: exit 2" code_is 2
check "unknown cards command: lists the commands" stderr_has "(check, vocabulary, schema)"
run cards vocabulary draw-of-faith
check "vocabulary of a game without card sets: exit 2" code_is 2
check "vocabulary of a game without card sets: says which games have them" stderr_has "games with card sets: hero-duel"
run cards vocabulary hero-dual
check "vocabulary of a misspelt game: suggests" stderr_has "did you mean \"hero-duel\""

# What a set may say.
run cards vocabulary hero-duel
check "vocabulary hero-duel: exit 0" code_is 0
check "vocabulary hero-duel: lists a keyword with its parameters" stdout_has "\"amount\": a positive integer"
check "vocabulary hero-duel: lists the trigger events" stdout_has "attack-declared: an attack is declared"
check "vocabulary hero-duel: lists hero-duel's own flags" stdout_has "overflow:"
run cards schema hero-duel
check "schema hero-duel: exit 0" code_is 0
check "schema hero-duel: the shipped schema, byte for byte" cmp -s out "$ROOT/rulespec/hero-duel/cards.schema.json"

# A transcript of a game whose rules fix its cards names no card set.
cat > dof.json <<'JSON'
{"format": "referee-transcript/1", "game": "draw-of-faith", "players": ["Ann", "Bob"],
 "cards": "sample.json",
 "setup": {"first": "Ann"}, "events": []}
JSON
run validate dof.json
check "validate: a draw-of-faith transcript naming a card set: exit 3" code_is 3
check "validate: ... at the cards line" stdout_has "dof.json:2: cards: draw-of-faith takes no card set"

# --cards: generate needs one for hero-duel, and writes its name as given.
run generate hero-duel
check "generate hero-duel without --cards: exit 2" code_is 2
check "generate hero-duel without --cards: says so" stderr_has "hero-duel is played with a card set: give --cards FILE"
run generate draw-of-faith --cards "$CARDS/sample.json"
check "generate draw-of-faith --cards: exit 2" code_is 2
run generate hero-duel --cards "$CARDS/sample.json" --seed 3 --format json
check "generate hero-duel --cards: exit 0" code_is 0
check "generate hero-duel --cards: names the set" stdout_json "d['cards'] == '$CARDS/sample.json'"
cp out hd.json
run validate hd.json
check "validate a generated hero-duel game: valid" code_is 0

# validate --cards: played in place of the transcript's own set, which is then not read.
python3 -c 'import json,sys; t=json.load(open("hd.json")); t["cards"]="no-such-set.json"; json.dump(t, open("moved.json","w"))'
run validate moved.json
check "validate naming a missing set: exit 3" code_is 3
check "validate naming a missing set: names the file it tried" stdout_has "the card set \"no-such-set.json\" cannot be read"
run validate moved.json --cards "$CARDS/sample.json"
check "validate --cards over a missing set: valid" code_is 0
run validate moved.json --cards "$CARDS/bad/unknown-keyword.json"
check "validate --cards with a bad set: exit 3" code_is 3
check "validate --cards with a bad set: names the set and its problem" stderr_has "unknown-keyword.json:"
run validate dof.json --cards "$CARDS/sample.json"
check "validate --cards on a draw-of-faith transcript: exit 3" code_is 3
check "validate --cards on a draw-of-faith transcript: says the set is for another game" stdout_has "draw-of-faith takes no card set"
run validate moved.json --cards "$CARDS/sample.json" --position-at 4
check "validate --position-at with --cards: exit 0" code_is 0
check "validate --position-at with --cards: the position names the set" stdout_json "d['cards'] == '$CARDS/sample.json' and d['game'] == 'hero-duel'"
cp out position.json
run judge --interactive --position position.json
check "judge --interactive on that position: loads it" stdout_has "loaded position.json: Hero Duel, 2 players"

# A judge query's "cards", and judge --cards.
cat > query.json <<JSON
{"game": "hero-duel", "cards": "$CARDS/sample.json", "transcript": "moved.json", "upto": 4,
 "ask": {"kind": "legal-actions"}}
JSON
run judge query.json --format json
check "judge: a query's \"cards\" replaces the transcript's: exit 0" code_is 0
check "judge: ... and the legal actions are listed" stdout_json "d['details']['count'] > 0 and d['details']['count'] == sum(len(v) for v in d['details']['actions'].values())"
python3 -c 'import json; q=json.load(open("query.json")); del q["cards"]; json.dump(q, open("nocards.json","w"))'
run judge nocards.json
check "judge: without \"cards\" the transcript's missing set is an input error" code_is 3
run judge nocards.json --cards "$CARDS/sample.json"
check "judge --cards: replaces the transcript's set" code_is 0
cat > dofquery.json <<'JSON'
{"game": "draw-of-faith", "cards": "sample.json", "ask": {"kind": "ruling", "ruling": "dof.battle.tie"}}
JSON
run judge dofquery.json
check "judge: \"cards\" in a draw-of-faith query: exit 3" code_is 3
check "judge: ... says the game takes no card set" output_has "draw-of-faith takes no card set"
run judge query.json --cards "$CARDS/bad/unknown-keyword.json"
check "judge --cards with a bad set: exit 3" code_is 3

finish

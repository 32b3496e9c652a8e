#!/usr/bin/env bash
# Card sets on the command line (issue 9): `referee cards check` on the sample set and on
# every bad set of fixtures/hero-duel/cards/bad/ (exit code, line and pointer), the JSON
# report, `cards vocabulary` and `cards schema`, and the errors around them.
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

finish

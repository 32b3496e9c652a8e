// hero-duel's transcript vocabulary: each action's keys, and how it is written on a score
// sheet (the codec reads events by it; `referee spec` prints it). For example:
//   T3 Ann: draw ember-squire, ?; summon ember-squire M0; attack M0 > Bob traps Bob:S0=spiked-pit; end-turn
#include "referee/core/suggest.hpp"
#include "rulespec/hero-duel/game.hpp"

namespace referee::hd {
namespace {

using namespace notation;  // Field, Shape, kCard...: the notation's words

const ValueType kZone{ValueKind::word, {}, "ZONE"};
const ValueType kTarget{ValueKind::word, {}, "TARGET"};

// The keys every action may carry: hidden traps and monsters named as they act. Trap
// activations with targets have no score-sheet form (the JSON array form only).
void add_reactions(notation::ActionForm& f) {
  f.fields.push_back(keyword("traps", "traps", Shape::map, kCard, kZone, "set traps it sets off: Bob:S0=spiked-pit"));
  f.fields.push_back(keyword("reveal", "reveal", Shape::map, kCard, kZone, "face-down monsters named as they flip: Bob:M2=wind-sprite"));
  f.fields.push_back(keyword("clear", "clear", Shape::list, kZone, {}, "monsters sent away to make room on a full side: Bob:M2"));
  f.fields.push_back(keyword("retarget", "retarget", Shape::scalar, kTarget, {}, "the monster a direct attack turns on: Bob:M1"));
}

notation::Notation build_notation() {
  notation::Notation n;
  n.game = "hero-duel";
  n.setup = {
      {"First", Field{"first", "", Shape::scalar, kPlayer, {}, true, "who takes the first turn"}, false},
      {"Deck", Field{"decks", "", Shape::list, kCard, {}, true, "the registered deck list"}, true},
      {"Hand", Field{"hands", "", Shape::list, kSeenOrUnknown, {}, true, "the opening five"}, true},
      {"Seed", Field{"seed", "", Shape::scalar, kNumber, {}, false,
                     "the coin flip's seed (hd.setup.first-player = seeded-coin-flip)"}, false},
      {"Mulligan", Field{"mulligan", "", Shape::list, kSeenOrUnknown, {}, false,
                         "the five put back (hd.setup.opening-shuffle = one-mulligan)"}, true},
  };
  n.actions = {
      {"draw", {positional("cards", Shape::list, kSeenOrUnknown, true, "")}, false, "the start-of-turn draw"},
      {"summon",
       {positional("card", Shape::scalar, kSeenOrUnknown, true, ""), positional("zone", Shape::scalar, kZone, true, "M0-M3"),
        keyword("tributes", "tribute", Shape::list, kZone, {}, "own monster zones tributed")},
       false,
       "summon a monster (\"?\" only face down)"},
      {"play-hero", {positional("card", Shape::scalar, kCard, true, ""), keyword("tributes", "tribute", Shape::list, kZone, {}, "")},
       false,
       "play the hero"},
      {"play-spell", {positional("card", Shape::scalar, kCard, true, ""), keyword("targets", "on", Shape::list, kTarget, {}, "")},
       false,
       "play a spell"},
      {"set-trap", {positional("card", Shape::scalar, kSeenOrUnknown, true, ""), positional("zone", Shape::scalar, kZone, true, "S0-S3")},
       false,
       "set a trap"},
      {"ability", {keyword("targets", "on", Shape::list, kTarget, {}, "")}, false, "the hero's ability"},
      {"attack",
       {positional("attacker", Shape::scalar, kZone, true, ""), Field{"target", ">", Shape::scalar, kTarget, {}, true, "a monster, or the opponent"}},
       false,
       "attack"},
      {"end-turn", {}, true, "end the turn"},
      {"clear-trap",
       {positional("zone", Shape::scalar, kZone, true, "S0-S3"), keyword("card", "card", Shape::scalar, kCard, {}, "what it was, if set unseen")},
       false,
       "send a set trap to the graveyard (hd.zones.spelltrap-full = may-clear-trap)"},
  };
  for (auto& f : n.actions) add_reactions(f);
  n.check_card = [](std::string_view text) -> std::string {
    if (text.empty()) return "an empty card id";
    for (char c : text)
      if (!(std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '-'))
        return "\"" + std::string(text) + "\" is not a card id (lower case, digits and '-')";
    return "";
  };
  n.card_help = "a card id of the card set: ember-squire, fireball, pyra";
  n.notes = R"(zones: monster zones M0-M3, spell/trap zones S0-S3 of each player: "Bob:M2", "Bob:S1"
MONSTER: "Bob:M2", or the card id of the only monster of that id on the field
HERO:    "Bob:H", a target only under hd.hero.nature = special-monster
TARGET:  PLAYER, MONSTER or HERO; an attack's target is the opponent's (their name: direct)
own zone fields (zone, tributes, attacker) may drop the player: "M2"

A draw left out is taken as unseen cards (2, or the turn-1 ruling's number). A spell's targets
are one per chosen-* target, in the card's order. A summon onto a full side under
hd.zones.monster-full = clear-one or replace-oldest names an occupied zone: its monster goes
to the graveyard first (not a tribute). clear-trap's card is required if the trap was set as "?".
traps: required for a trap set as "?" (a known mandatory trap fires unasked); with targets, or
in an order that matters: [{"zone": "Bob:S1", "card": ID, "targets": [TARGET...]}, ...].
clear: none named under hd.zones.monster-full = clear-one means nothing is created there.
retarget (hd.combat.direct-attack-legality = recheck-retarget) is needed only if several
monsters could take the attack.
)";
  return n;
}

}  // namespace

const notation::Notation& hero_duel_notation() { return notation::built_once<build_notation>(); }

}  // namespace referee::hd

// hero-duel in the score-sheet notation. For example:
//   T3 Ann: draw ember-squire, ?; summon ember-squire M0; attack M0 > Bob traps Bob:S0=spiked-pit; end-turn
#include "referee/core/suggest.hpp"
#include "rulespec/hero-duel/game.hpp"

namespace referee::hd {
namespace {

using notation::Field;
using notation::Shape;
using notation::ValueKind;
using notation::ValueType;

const ValueType kCard{ValueKind::card, {}, "CARD"};
const ValueType kSeenOrUnknown{ValueKind::card_or_unknown, {}, "CARD|?"};
const ValueType kZone{ValueKind::word, {}, "ZONE"};
const ValueType kTarget{ValueKind::word, {}, "TARGET"};

Field positional(std::string key, Shape shape, ValueType item, bool required, std::string meaning) {
  return Field{std::move(key), "", shape, std::move(item), {}, required, std::move(meaning)};
}
Field keyword(std::string key, std::string word, Shape shape, ValueType item, ValueType map_key, std::string meaning) {
  return Field{std::move(key), std::move(word), shape, std::move(item), std::move(map_key), false, std::move(meaning)};
}

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
  n.setup = {
      {"First", Field{"first", "", Shape::scalar, ValueType{ValueKind::player, {}, ""}, {}, true, "who takes the first turn"}, false},
      {"Deck", Field{"decks", "", Shape::list, kCard, {}, true, "the registered deck list"}, true},
      {"Hand", Field{"hands", "", Shape::list, kSeenOrUnknown, {}, true, "the opening five"}, true},
      {"Seed", Field{"seed", "", Shape::scalar, ValueType{ValueKind::integer, {}, "N"}, {}, false,
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
  return n;
}

}  // namespace

const notation::Notation& hero_duel_notation() {
  static const notation::Notation n = build_notation();
  return n;
}

}  // namespace referee::hd

// Draw of Faith's transcript vocabulary: each action's keys, and how it is written on a score
// sheet (the codec reads events by it; `referee spec draw-of-faith --format text` prints it). For example:
//   T5 Ann: draw 9C; activate numbers-combo 5S, 2H destroy 9D; Bob: activate ace-face AS, JS negate 1
#include "referee/core/suggest.hpp"
#include "rulespec/draw-of-faith/cards.hpp"
#include "rulespec/draw-of-faith/game.hpp"

namespace referee::dof {
namespace {

using namespace notation;  // Field, Shape, kCard...: the notation's words

const ValueType kRef{ValueKind::card_ref, {}, "CARDREF"};
const ValueType kPosition{ValueKind::choice, {{"attack", "atk"}, {"defense", "def"}}, "POSITION"};
const ValueType kFace{ValueKind::choice, {{"up", ""}, {"down", ""}}, "FACE"};
const ValueType kMechanic{ValueKind::choice,
                          {{"royal-fusion", ""}, {"ace-fusion", ""}, {"numbers-combo", ""}, {"ace-face", ""},
                           {"numbers-ace", ""}, {"five-of-a-kind", ""}},
                          "MECHANIC"};

// Targets shared by activate and choose-targets.
std::vector<Field> targets() {
  return {keyword("destroy", "destroy", Shape::list, kRef, {}, "the cards the effect destroys"),
          keyword("revive", "revive", Shape::list_or_map, kPosition, kCard, "graveyard cards revived, with positions"),
          keyword("negate", "negate", Shape::scalar, kNumber, {}, "the chain link negated, from 1"),
          keyword("reveal", "reveal", Shape::map, kCard, kRef, "face-down cards turned up: Bob#2=9D")};
}

notation::Notation build_notation() {
  notation::Notation n;
  n.game = "draw-of-faith";
  n.setup = {
      {"First", Field{"first", "", Shape::scalar, kPlayer, {}, true, "who takes the first turn"}, false},
      {"Hand", Field{"hands", "", Shape::list, kSeenOrUnknown, {}, true, "the five cards dealt"}, true},
  };
  auto reveal_one = keyword("reveal", "reveal", Shape::scalar_or_map, kCard, kRef, "what the face-down card is");

  notation::ActionForm activate{"activate",
                                {positional("mechanic", Shape::scalar, kMechanic, true, ""),
                                 positional("materials", Shape::list, kRef, true, "")},
                                false,
                                "a special summon (a chain link)"};
  for (auto& f : targets()) activate.fields.push_back(f);
  activate.fields.push_back(keyword("place", "place", Shape::map, kPosition, kCard, "materials placed on the field"));

  notation::ActionForm choose{"choose-targets", {keyword("link", "link", Shape::scalar, kNumber, {}, "")}, false,
                              "targets chosen as a link resolves (dof.effects.targeting-time)"};
  for (auto& f : targets()) choose.fields.push_back(f);

  n.actions = {
      {"draw", {positional("card", Shape::scalar, kSeenOrUnknown, true, "")}, false, "the Draw Phase draw"},
      {"summon",
       {positional("card", Shape::scalar, kSeenOrUnknown, true, ""), positional("position", Shape::scalar, kPosition, true, ""),
        positional("face", Shape::scalar, kFace, false, "")},
       false,
       "the normal summon (\"?\" only face down)"},
      {"change-position",
       {positional("card", Shape::scalar, kRef, true, ""), keyword("to", "to", Shape::scalar, kPosition, {}, ""), reveal_one},
       false,
       "turn a card to the other position"},
      {"attack",
       {positional("attacker", Shape::scalar, kRef, true, ""),
        Field{"target", ">", Shape::scalar, kRef, {}, true, "the card attacked"}, reveal_one},
       false,
       "declare an attack (ends the Main Phase)"},
      activate,
      {"pass", {}, false, "decline to respond to the chain"},
      {"end-main", {}, false, "end the Main Phase"},
      {"end-turn", {}, true, "the End Phase"},
      choose,
      {"tiebreak-draw", {positional("card", Shape::scalar, kCard, true, "")}, false, "a draw from the tiebreak pile"},
      {"reveal",
       {positional("cards", Shape::list, kCard, false, ""), keyword("field", "field", Shape::map, kCard, kRef, "")},
       false,
       "show cards from the hand, or face-down field cards"},
  };
  n.check_card = [](std::string_view text) -> std::string {
    if (parse_card(text)) return "";
    std::vector<std::string> names;
    for (int c = 0; c < kDeckSize; ++c) names.push_back(card_name(static_cast<Card>(c)));
    return "unknown card \"" + std::string(text) + "\": " + card_problem(text) + did_you_mean(text, names);
  };
  n.card_help = "rank + suit, letter case free: 2-10, J, Q, K, A and S, H, D, C (7H, 10S, as)";
  n.notes = R"(card references (CARDREF): "7H" the card wherever it is; "Bob:7H" the card on Bob's side;
"Bob#2" the second card on Bob's field from the left, in order of arrival (the way to name a
face-down card nobody has seen). "reveal" after change-position or attack may name the one
face-down card alone: "reveal": "9D".
five-of-a-kind is activated only under dof.five-of-a-kind.timing = activated; choose-targets
only under dof.effects.targeting-time = on-resolution. An attack or end-turn implies end-main.
A reveal is allowed at any time, also after the end (to show a Five of a Kind).

Passes nobody wrote down are implied: an event by a later player, or any event that is
not a response, means the players asked before it passed. An activation by the player
whose link is on top, without "negate", is a response if it can legally be one (under
dof.chain.negate-scope = all-opponent-links); otherwise it starts a new chain after this
one resolves.

result: {"winner": PLAYER} | {"winners": [PLAYER...]} | {"draw": true} | {"in-progress": true},
        optionally "points": {PLAYER: N}
)";
  return n;
}

}  // namespace

// The mechanics as the vocabulary names them, in Mechanic's order.
std::string_view to_string(Mechanic m) { return kMechanic.choices[static_cast<std::size_t>(m)].value; }

const notation::Notation& notation_of_draw_of_faith() { return notation::built_once<build_notation>(); }

}  // namespace referee::dof

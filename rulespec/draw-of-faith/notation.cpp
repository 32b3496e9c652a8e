// Draw of Faith in the score-sheet notation: how each transcript action (vocabulary.cpp)
// is written. For example:
//   T5 Ann: draw 9C; activate numbers-combo 5S, 2H destroy 9D; Bob: activate ace-face AS, JS negate 1
#include "referee/core/suggest.hpp"
#include "rulespec/draw-of-faith/cards.hpp"
#include "rulespec/draw-of-faith/game.hpp"

namespace referee::dof {
namespace {

using notation::Field;
using notation::Shape;
using notation::ValueKind;
using notation::ValueType;

const ValueType kCard{ValueKind::card, {}, "CARD"};
const ValueType kSeenOrUnknown{ValueKind::card_or_unknown, {}, "CARD|?"};
const ValueType kRef{ValueKind::card_ref, {}, "CARDREF"};
const ValueType kPosition{ValueKind::choice, {{"attack", "atk"}, {"defense", "def"}}, "POSITION"};
const ValueType kFace{ValueKind::choice, {{"up", ""}, {"down", ""}}, "FACE"};
const ValueType kMechanic{ValueKind::choice,
                          {{"royal-fusion", ""}, {"ace-fusion", ""}, {"numbers-combo", ""}, {"ace-face", ""},
                           {"numbers-ace", ""}, {"five-of-a-kind", ""}},
                          "MECHANIC"};
const ValueType kNumber{ValueKind::integer, {}, "N"};

Field positional(std::string key, Shape shape, ValueType item, bool required, std::string meaning) {
  return Field{std::move(key), "", shape, std::move(item), {}, required, std::move(meaning)};
}
Field keyword(std::string key, std::string word, Shape shape, ValueType item, ValueType map_key, std::string meaning) {
  return Field{std::move(key), std::move(word), shape, std::move(item), std::move(map_key), false, std::move(meaning)};
}

// Targets shared by activate and choose-targets.
std::vector<Field> targets() {
  return {keyword("destroy", "destroy", Shape::list, kRef, {}, "the cards the effect destroys"),
          keyword("revive", "revive", Shape::list_or_map, kPosition, kCard, "graveyard cards revived, with positions"),
          keyword("negate", "negate", Shape::scalar, kNumber, {}, "the chain link negated, from 1"),
          keyword("reveal", "reveal", Shape::map, kCard, kRef, "face-down cards turned up: Bob#2=9D")};
}

notation::Notation build_notation() {
  notation::Notation n;
  n.setup = {
      {"First", Field{"first", "", Shape::scalar, ValueType{ValueKind::player, {}, ""}, {}, true, "who takes the first turn"}, false},
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
  return n;
}

}  // namespace

const notation::Notation& notation_of_draw_of_faith() {
  static const notation::Notation n = build_notation();
  return n;
}

}  // namespace referee::dof

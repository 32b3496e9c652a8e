// Every game the referee knows, registered explicitly: one line per game.
#include "referee/cards/card_rules.hpp"
#include "referee/core/registry.hpp"
#include "rulespec/draw-of-faith/game.hpp"
#include "rulespec/hero-duel/card_rules.hpp"

namespace referee {

const GameRegistry& builtin_games() {
  static const GameRegistry registry = [] {
    GameRegistry r;
    r.add(dof::make_draw_of_faith());
    return r;
  }();
  return registry;
}

namespace cards {

// The games whose cards come from a card set: one line per game.
namespace {
const std::vector<const CardRules*>& all_card_rules() {
  static const std::vector<const CardRules*> rules = {&hd::card_rules()};
  return rules;
}
}  // namespace

const CardRules* builtin_card_rules(std::string_view game) {
  for (const CardRules* r : all_card_rules())
    if (r->game() == game) return r;
  return nullptr;
}

std::vector<std::string> games_with_card_sets() {
  std::vector<std::string> out;
  for (const CardRules* r : all_card_rules()) out.emplace_back(r->game());
  return out;
}

}  // namespace cards

}  // namespace referee

// Every built-in game whose cards come from a card set, registered explicitly: one line per
// game, as for the games themselves (all_games.cpp). A game's Game object points at the same
// rules (Game::card_rules()); this list also serves `referee cards check`, which needs no game.
#include "referee/cards/card_rules.hpp"
#include "referee/cards/card_set_read.hpp"
#include "referee/core/suggest.hpp"
#include "rulespec/hero-duel/card_rules.hpp"

namespace referee::cards {
namespace {

const std::vector<const CardRules*>& all_card_rules() {
  static const std::vector<const CardRules*> rules = {&hd::card_rules()};
  return rules;
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
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

CardSetReading read_card_set(const JsonDocument& doc) {
  const nlohmann::json& root = doc.root;
  const nlohmann::json* game = root.is_object() && root.contains("game") ? &root["game"] : nullptr;
  const std::vector<std::string> games = games_with_card_sets();
  CardSetReading out;
  if (!game || !game->is_string()) {
    out.problems.push_back(Problem{"", "a card set says its game: \"game\": one of " + joined(games)});
  } else if (const CardRules* rules = builtin_card_rules(game->get<std::string>())) {
    return read_card_set(doc, *rules);
  } else {
    out.game = game->get<std::string>();
    out.problems.push_back(Problem{"/game", "no game " + game->dump() + " uses card sets (games with card sets: " + joined(games) + ")" +
                                                did_you_mean(out.game, games)});
  }
  place_problems(out.problems, doc);
  return out;
}

CardSetReading load_card_set(const std::string& path) {
  CardSetReading r = read_card_set(read_json_file(path));
  (void)set_or_throw(r, path);
  return r;
}

}  // namespace referee::cards

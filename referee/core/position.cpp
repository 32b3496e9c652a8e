#include "referee/core/position.hpp"

#include "referee/cards/card_set_read.hpp"
#include "referee/core/seats.hpp"
#include "referee/core/suggest.hpp"
#include "referee/core/transcript.hpp"

namespace referee {

JsonObject Position::state() const { return JsonObject(doc, doc.root.at("state"), "/state", "state"); }

Position read_position(JsonDocument doc, const GameRegistry& games, const CardsOverride* cards_override) {
  Position p;
  p.doc = std::move(doc);
  JsonObject root(p.doc, p.doc.root, "", "");
  root.allow_only({"format", "game", "players", "rulings", "cards", "state", "meta"});
  const std::string format = root.require_string("format");
  if (format != kPositionFormat)
    root.fail("format", "unsupported format \"" + format + "\" (expected \"" + kPositionFormat + "\")");
  const std::string game_id = root.require_string("game");
  p.game = games.find(game_id);
  if (!p.game) root.fail("game", "unknown game \"" + game_id + "\"" + did_you_mean(game_id, games.ids()));
  p.players = read_players(root);
  if (root.has("rulings") && !root.require("rulings").is_object())
    root.fail("rulings", "expected an object of \"ruling-id\": \"option-id\"");
  if (root.has("meta")) (void)root.object_at("meta");
  if (cards_override) {
    check_cards_fit(p.doc, *p.game, *cards_override);
    p.card_set = cards_override->set;
    p.card_set_file = cards_override->file;
  } else if (const auto cards = root.optional_string("cards")) {
    if (!p.game->card_rules())
      root.fail("cards", game_id + " takes no card set: its rules fix its cards (remove \"cards\")");
    p.card_set = cards::document_card_set(p.doc, "/cards", *p.game->card_rules());
    p.card_set_file = cards::card_set_path(p.doc.source, *cards);
  }
  (void)root.object_at("state");
  return p;
}

std::shared_ptr<Rulings> rulings_for(const Position& p, const JsonDocument* override_profile) {
  return document_rulings(p.game->catalogue(), p.doc, override_profile);
}

std::unique_ptr<GameState> load_state(const Position& p, std::shared_ptr<const Rulings> rulings) {
  if (p.game->card_rules() && !p.card_set)
    throw InputError(Location{p.doc.source, p.doc.line_of(""), 0, 0, "cards"},
                     p.game->info().id + " is played with a card set: name it in the position (\"cards\": FILE)");
  auto state = p.game->load_position(p.players, p.state(), std::move(rulings), p.card_set);
  check_to_act(p.state(), *state, p.players);
  return state;
}

const Section* read_citation(const JsonObject& obj, std::string_view key, const SectionIndex& sections) {
  return read_citation(JsonValue::of(obj, key), sections);
}

const Section* read_citation(const JsonValue& v, const SectionIndex& sections) {
  const std::string id = v.string();
  if (const Section* s = sections.find_id(id)) return s;
  std::vector<std::string> ids;
  for (const Section* s : sections.all()) ids.emplace_back(s->id);
  v.fail("unknown section \"" + id + "\"" + did_you_mean(id, ids));
}

nlohmann::json write_position(const Game& game, const std::vector<std::string>& players, const Rulings& rulings,
                              const GameState& state, const std::string& card_set_file) {
  nlohmann::json out = {{"format", kPositionFormat}, {"game", game.info().id}, {"players", players}};
  nlohmann::json profile = rulings.non_default_profile();
  if (!profile.empty()) out["rulings"] = std::move(profile);
  if (!card_set_file.empty()) out["cards"] = card_set_file;
  out["state"] = state.position_json();
  return out;
}

}  // namespace referee

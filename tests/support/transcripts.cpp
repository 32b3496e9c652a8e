#include "tests/support/transcripts.hpp"

#include <algorithm>
#include <map>
#include <mutex>

#include "referee/cards/card_set_read.hpp"
#include "referee/core/registry.hpp"

namespace referee::test {

std::string source_path(const std::string& relative) { return std::string(REFEREE_SOURCE_DIR) + "/" + relative; }

nlohmann::json dof_transcript(const std::vector<std::string>& players, const nlohmann::json& hands,
                              const nlohmann::json& events, const nlohmann::json& rulings) {
  nlohmann::json t = {{"format", "referee-transcript/1"},
                      {"game", "draw-of-faith"},
                      {"players", players},
                      {"setup", {{"first", players.at(0)}, {"hands", hands}}},
                      {"events", events}};
  if (!rulings.empty()) t["rulings"] = rulings;
  return t;
}

ValidationReport validate_json(const nlohmann::json& transcript, const std::string& name) {
  return validate_document(parse_json(transcript.dump(1), name), builtin_games(), nullptr);
}

Replay replay_json(const nlohmann::json& transcript, int upto) {
  Transcript t = read_transcript(parse_json(transcript.dump(1), "test.json"), builtin_games());
  ReplayOptions options;
  options.upto = upto;
  options.keep_trace = true;
  return replay(t, rulings_for(t, nullptr), options);
}

std::string sample_cards_file(const Game& game) {
  return game.card_rules() ? source_path("fixtures/" + game.info().id + "/cards/sample.json") : "";
}

CardSetPtr sample_cards(const Game& game) {
  if (!game.card_rules()) return nullptr;
  static std::mutex mutex;
  static std::map<std::string, CardSetPtr> loaded;
  const std::lock_guard<std::mutex> lock(mutex);
  CardSetPtr& set = loaded[game.info().id];
  if (!set) set = cards::load_card_set(sample_cards_file(game), *game.card_rules());
  return set;
}

PlayoutOptions playout_options(const Game& game) {
  PlayoutOptions o;
  o.cards = sample_cards(game);
  return o;
}

void use_sample_cards(GenerateOptions& options, const Game& game) {
  if (game.card_rules()) options.cards = CardsOverride{sample_cards_file(game), game.info().id, sample_cards(game)};
}

int player_count(const Game& game, int seed) {
  const int lo = game.info().min_players, hi = std::min(game.info().max_players, lo + 4);
  return lo + seed % (hi - lo + 1);
}

// Hegemony of Faith: 5, and 10 under the sanitizers, where its self-play (every candidate
// move checked against the exact hidden cards) took most of the stage's time once the action
// cards were exact too (README, "Hidden information" of rulespec/hegemony-of-faith).
int games_divisor(const Game& game) {
  if (game.info().id != "hegemony-of-faith") return 1;
  return build_divisor() > 1 ? 10 : 5;
}

int build_divisor() {
#ifdef REFEREE_SANITIZED_TESTS
  return 4;
#else
  return 1;
#endif
}

int build_share(int nominal) { return std::max(1, nominal / build_divisor()); }

int self_play_count(const Game& game, int nominal) { return std::max(1, nominal / games_divisor(game) / build_divisor()); }

nlohmann::json with_sample_cards(nlohmann::json transcript, const Game& game) {
  if (game.card_rules()) transcript["cards"] = sample_cards_file(game);
  return transcript;
}

nlohmann::json random_profile(const Game& game, Rng& rng) {
  while (true) {  // a profile the catalogue refuses is drawn again
    nlohmann::json profile = nlohmann::json::object();
    Rulings r(game.catalogue());
    for (std::size_t i = 0; i < game.catalogue().size(); ++i) {
      const auto& spec = game.catalogue().at(i);
      const int option = rng.below(static_cast<int>(spec.options.size()));
      profile[spec.id] = spec.options[static_cast<std::size_t>(option)].id;
      r.set_choice(i, option);
    }
    const auto conflicts = r.conflicts();
    if (std::none_of(conflicts.begin(), conflicts.end(),
                     [](const RulingConflict* c) { return c->severity == RulingConflict::Severity::error; }))
      return profile;
  }
}

}  // namespace referee::test

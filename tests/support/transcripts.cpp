#include "tests/support/transcripts.hpp"

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
  auto rulings = rulings_for(t, nullptr);
  StateMachine spec = t.game->spec(*rulings);
  ReplayOptions options;
  options.upto = upto;
  options.spec = &spec;
  return replay(t, rulings, options);
}

nlohmann::json random_profile(const Game& game, Rng& rng) {
  nlohmann::json profile = nlohmann::json::object();
  for (const auto& spec : game.catalogue().specs())
    profile[spec.id] = spec.options[static_cast<std::size_t>(rng.below(static_cast<int>(spec.options.size())))].id;
  return profile;
}

}  // namespace referee::test

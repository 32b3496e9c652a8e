#include "referee/core/playout.hpp"

#include "referee/core/json_source.hpp"
#include "referee/core/transcript.hpp"

namespace referee {

std::vector<std::string> default_player_names(int n) {
  std::vector<std::string> out;
  // Appended, not `"P" + std::to_string(i)`: GCC 12 at -O3 warns falsely (-Wrestrict) on that.
  for (int i = 1; i <= n; ++i) out.push_back(std::string("P").append(std::to_string(i)));
  return out;
}

nlohmann::json declared_result(const GameResult& r, const std::vector<std::string>& players) {
  auto name = [&](int seat) { return players.at(static_cast<std::size_t>(seat)); };
  switch (r.status) {
    case GameStatus::in_progress: return {{"in-progress", true}};
    case GameStatus::won: return {{"winner", name(r.winners.at(0))}};
    case GameStatus::drawn: {
      if (r.winners.size() < 2) return {{"draw", true}};
      nlohmann::json w = nlohmann::json::array();
      for (int s : r.winners) w.push_back(name(s));
      return {{"winners", w}};
    }
  }
  return nullptr;
}

Playout play_random_game(const Game& game, const std::vector<std::string>& players,
                         std::shared_ptr<const Rulings> rulings, Rng& rng, const PlayoutOptions& options,
                         const std::function<void(const GameState&)>& on_state) {
  Playout out;
  JsonDocument setup_doc;
  setup_doc.source = "<generated>";
  setup_doc.root = game.random_setup(players, options.cards, rng);
  StartResult start = game.start(players, JsonObject(setup_doc, setup_doc.root, "", "setup"), rulings, options.cards, &out.trace);
  if (!start.verdict) {
    out.stuck = "the random setup is illegal: " + start.verdict.reason;
    return out;
  }
  std::unique_ptr<GameState> state = std::move(start.state);
  nlohmann::json events = nlohmann::json::array();
  while (!state->is_over() && out.events < options.max_events) {
    if (on_state) on_state(*state);
    std::unique_ptr<Action> action = state->random_legal_action(rng);
    if (!action) {
      out.stuck = "no legal action in state " + std::string(state->node()) + "\n" + state->position_text();
      break;
    }
    events.push_back(state->encode(*action));
    state->apply(*action, &out.trace);
    ++out.events;
  }
  out.finished = state->is_over();
  out.undecided = state->undecided();
  out.result = state->result();
  out.transcript = {{"format", kTranscriptFormat},
                    {"game", game.info().id},
                    {"players", players},
                    {"setup", setup_doc.root},
                    {"events", std::move(events)},
                    {"result", declared_result(out.result, players)}};
  nlohmann::json profile = rulings->non_default_profile();
  if (!profile.empty()) out.transcript["rulings"] = profile;
  return out;
}

}  // namespace referee

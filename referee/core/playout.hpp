// Self-play: a random legal game of any registered game, written out as a transcript.
// Serves the conformance tests (every such game must validate as legal, with the same
// result) and, later, `referee generate` and benchmarks.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "referee/core/game.hpp"

namespace referee {

struct PlayoutOptions {
  int max_events = 20000;  // a safety net: a game that runs longer is reported unfinished
  CardSetPtr cards;        // the card set, for a game whose cards come from one
};

struct Playout {
  nlohmann::json transcript;  // referee-transcript/1, with the referee's result declared
  GameResult result;
  int events = 0;
  bool finished = false;      // reached a terminal state
  std::string stuck;          // non-empty if a non-terminal state listed no legal action
  // Non-empty if the game's own state could not decide the record it played (GameState::
  // undecided: a move past the hidden cards' bounds was the only legal one found); the
  // transcript then validates as undecided.
  std::string undecided;
  std::vector<Step> trace;    // every state machine move made
};

// Plays one game; `rulings` may differ from the defaults (they are written into the
// transcript). `on_state` (optional) sees every state before its action is chosen.
Playout play_random_game(const Game& game, const std::vector<std::string>& players,
                         std::shared_ptr<const Rulings> rulings, Rng& rng, const PlayoutOptions& options = {},
                         const std::function<void(const GameState&)>& on_state = {});

// "P1", "P2", ...
std::vector<std::string> default_player_names(int n);

// The result a transcript declares ("result": {...}) for a referee result.
nlohmann::json declared_result(const GameResult& r, const std::vector<std::string>& players);

}  // namespace referee

// `referee generate`: random legal games by self-play, as transcripts (issue 8). Game i of a
// seed is the same whatever the count, on every machine: each game draws from its own
// generator, seeded from (seed, i) by SplitMix64, and Rng's sampling is our own.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "referee/core/game.hpp"

namespace referee {

struct GenerateOptions {
  std::uint64_t seed = 0;
  int players = 0;                         // 0: the game's minimum
  std::shared_ptr<const Rulings> rulings;  // null: the game's defaults
  std::optional<CardsOverride> cards;      // the card set (its file is written into each game)
};

// The seed of game `index` of a run seeded `seed`.
std::uint64_t game_seed(std::uint64_t seed, std::uint64_t index);

// Game `index` (from 0) as a referee-transcript/1 document with its result declared.
// std::logic_error if self-play gets stuck (a state with no legal action: a bug).
// A game played with a card set needs options.cards (std::invalid_argument otherwise).
nlohmann::json generate_game(const Game& game, const GenerateOptions& options, std::uint64_t index);

}  // namespace referee

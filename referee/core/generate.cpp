#include "referee/core/generate.hpp"

#include <stdexcept>

#include "referee/core/playout.hpp"

namespace referee {

std::uint64_t game_seed(std::uint64_t seed, std::uint64_t index) {
  // SplitMix64 (Steele, Lea, Flood 2014) of the index-th step from `seed`.
  std::uint64_t z = seed + (index + 1) * 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

nlohmann::json generate_game(const Game& game, const GenerateOptions& options, std::uint64_t index) {
  Rng rng(game_seed(options.seed, index));
  const int players = options.players > 0 ? options.players : game.info().min_players;
  auto rulings = options.rulings ? options.rulings : std::make_shared<const Rulings>(game.catalogue());
  if (game.card_rules() && !options.cards)
    throw std::invalid_argument(game.info().id + " is played with a card set: none was given");
  PlayoutOptions playout;
  if (options.cards) playout.cards = options.cards->set;
  Playout p = play_random_game(game, default_player_names(players), rulings, rng, playout);
  if (!p.stuck.empty())
    throw std::logic_error(game.info().id + " self-play, game " + std::to_string(index) + ": no legal action in " +
                           p.stuck);
  if (options.cards) p.transcript["cards"] = options.cards->file;
  return std::move(p.transcript);
}

}  // namespace referee

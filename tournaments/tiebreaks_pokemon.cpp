// Play! Pokémon resistance: byes are not counted anywhere, neither as the player's own
// round nor in what the player contributes to opponents (a 2-1 record with a bye counts 1-1).
#include <algorithm>

#include "tournaments/tiebreaks.hpp"

namespace referee::tournaments {
namespace {

constexpr double kPokemonFloor = 0.25;

}  // namespace

double pokemon_win(const PlayerRecord& r) {
  int halves = 0;
  int rounds = 0;
  for (const RoundRecord& rr : r.rounds) {
    if (rr.kind == Played::bye) continue;
    ++rounds;
    switch (outcome(rr.result)) {
      case Outcome::win: halves += 2; break;
      case Outcome::draw: halves += 1; break;
      case Outcome::loss: break;
    }
  }
  return rounds == 0 ? 0.0 : halves / (2.0 * rounds);
}

std::vector<std::vector<Tiebreak>> pokemon_tiebreaks(const std::vector<PlayerRecord>& records) {
  std::vector<double> floored;
  for (const PlayerRecord& r : records) floored.push_back(std::max(kPokemonFloor, pokemon_win(r)));
  std::vector<double> owp;
  for (const PlayerRecord& r : records) owp.push_back(mean_of_opponents(r, floored));
  std::vector<std::vector<Tiebreak>> out;
  for (std::size_t i = 0; i < records.size(); ++i)
    out.push_back({{"owp", owp[i]}, {"oowp", mean_of_opponents(records[i], owp)}});
  return out;
}

}  // namespace referee::tournaments

#include "tournaments/bracket.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

namespace referee::tournaments {

std::vector<int> bracket_seed_order(int size) {
  if (size < 1 || (size & (size - 1)) != 0) throw std::invalid_argument("a bracket's size is a power of two");
  // Doubling a bracket puts each seed s beside the seed it meets first, 2n + 1 - s.
  std::vector<int> order = {1};
  for (int n = 1; n < size; n *= 2) {
    std::vector<int> doubled;
    for (int s : order) doubled.insert(doubled.end(), {s, 2 * n + 1 - s});
    order = std::move(doubled);
  }
  return order;
}

int playoff_rounds(int cut) {
  if (cut < 2) throw std::invalid_argument("a playoff needs at least two players, not " + std::to_string(cut));
  int rounds = 0;
  for (int size = 1; size < cut; size *= 2) ++rounds;
  return rounds;
}

std::vector<BracketMatch> first_playoff_round(int cut) {
  const std::vector<int> order = bracket_seed_order(1 << playoff_rounds(cut));
  std::vector<BracketMatch> round;
  for (std::size_t i = 0; i < order.size(); i += 2) {
    const auto [a, b] = std::minmax(order[i], order[i + 1]);
    round.push_back({a, b <= cut ? std::optional<int>(b) : std::nullopt});
  }
  return round;
}

std::vector<BracketMatch> next_playoff_round(const std::vector<int>& winners) {
  if (winners.size() % 2 != 0) throw std::logic_error("a playoff round's winners pair off: an odd count is no bracket");
  std::vector<BracketMatch> round;
  for (std::size_t i = 0; i < winners.size(); i += 2) {
    const auto [a, b] = std::minmax(winners[i], winners[i + 1]);
    round.push_back({a, b});
  }
  return round;
}

}  // namespace referee::tournaments

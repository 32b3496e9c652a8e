#include "tournaments/seeding.hpp"

#include <random>
#include <utility>

namespace referee::tournaments {
namespace {

// Uniform in [0, n): drop the top values that would favour small results.
std::uint64_t below(std::mt19937_64& gen, std::uint64_t n) {
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  std::uint64_t x;
  do x = gen(); while (x >= limit);
  return x % n;
}

}  // namespace

std::vector<PlayerId> seeded_shuffle(std::vector<PlayerId> players, std::uint64_t seed) {
  std::mt19937_64 gen(seed);
  for (std::size_t i = players.size(); i > 1; --i)
    std::swap(players[i - 1], players[below(gen, i)]);
  return players;
}

}  // namespace referee::tournaments

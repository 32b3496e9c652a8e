#include "tournaments/round_robin.hpp"

#include <stdexcept>

namespace referee::tournaments {
namespace {

// The Berger table for an even number of players m, round r (1-based).
//   Board 1: player m meets (r+1)/2 with black in odd rounds, and m/2 + r/2 with white in
//   even rounds: m alternates colours.
//   Other boards: players i, j < m meet in round r when i + j = r + 1 (mod m-1); the white
//   player on board k is k + (r-1)·m/2 (mod m-1). That is the table rotated by m/2 places
//   each round, which is how the published tables are built (checked against them in the
//   tests for 4, 6 and 8 players).
BergerRound even_round(int m, int r) {
  const int mod = m - 1;
  auto residue = [mod](long long x) { return static_cast<int>(((x - 1) % mod + mod) % mod + 1); };
  BergerRound games;
  if (r % 2 == 1) games.push_back({(r + 1) / 2, m});
  else games.push_back({m, m / 2 + r / 2});
  for (int k = 2; k <= m / 2; ++k) {
    int white = residue(k + static_cast<long long>(r - 1) * (m / 2));
    int black = residue(static_cast<long long>(r) + 1 - white);
    games.push_back({white, black});
  }
  return games;
}

}  // namespace

std::vector<BergerRound> berger_schedule(int n, bool twice) {
  if (n < 2) throw std::invalid_argument("a round robin needs at least 2 players");
  const int m = n % 2 == 0 ? n : n + 1;
  std::vector<BergerRound> rounds;
  for (int r = 1; r <= m - 1; ++r) {
    BergerRound games;
    BergerGame bye{};
    for (const BergerGame& g : even_round(m, r)) {
      // The dummy's opponent sits out: the bye goes last, with no board.
      if (g.white == m && m != n) bye = {g.black, 0};
      else if (g.black == m && m != n) bye = {g.white, 0};
      else games.push_back(g);
    }
    if (bye.white != 0) games.push_back(bye);
    rounds.push_back(std::move(games));
  }
  if (twice) {
    const std::size_t first_cycle = rounds.size();
    for (std::size_t i = 0; i < first_cycle; ++i) {
      BergerRound again = rounds[i];
      for (BergerGame& g : again)
        if (g.black != 0) std::swap(g.white, g.black);
      rounds.push_back(std::move(again));
    }
  }
  return rounds;
}

int berger_round_count(int n, bool twice) {
  const int once = n % 2 == 0 ? n - 1 : n;
  return twice ? 2 * once : once;
}

}  // namespace referee::tournaments

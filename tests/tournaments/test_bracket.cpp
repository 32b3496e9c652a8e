// The top cut's bracket (tournaments/bracket.hpp): the seeding 1 v 8, 4 v 5, 2 v 7, 3 v 6,
// byes to the top seeds when the cut is not a power of two, and rounds that halve.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "tournaments/bracket.hpp"

namespace test_bracket {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;

namespace {

// The seeds left after each round when the higher seed always wins.
std::vector<std::vector<int>> favourites_win(int cut) {
  std::vector<std::vector<int>> rounds;
  std::vector<BracketMatch> round = first_playoff_round(cut);
  while (true) {
    std::vector<int> winners;
    for (const BracketMatch& m : round) winners.push_back(m.high);
    rounds.push_back(winners);
    if (winners.size() == 1) return rounds;
    round = next_playoff_round(winners);
  }
}

}  // namespace

TEST_CASE("bracket: a top 8 is 1 v 8, 4 v 5, 2 v 7, 3 v 6", "[tournaments][bracket]") {
  CHECK(first_playoff_round(8) == std::vector<BracketMatch>{{1, 8}, {4, 5}, {2, 7}, {3, 6}});
  CHECK(bracket_seed_order(16) == std::vector<int>{1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11});
  CHECK(first_playoff_round(2) == std::vector<BracketMatch>{{1, 2}});
  CHECK(playoff_rounds(8) == 3);
}

TEST_CASE("bracket: the favourites meet as late as they can, 1 and 2 only in the final", "[tournaments][bracket]") {
  for (int size : {2, 4, 8, 16, 32, 64}) {
    INFO("top " << size);
    const auto rounds = favourites_win(size);
    CHECK(static_cast<int>(rounds.size()) == playoff_rounds(size));
    // After round r the best size / 2^r seeds are left, whatever their order.
    int left = size;
    for (std::vector<int> winners : rounds) {
      left /= 2;
      std::sort(winners.begin(), winners.end());
      std::vector<int> best(static_cast<std::size_t>(left));
      for (int i = 0; i < left; ++i) best[static_cast<std::size_t>(i)] = i + 1;
      CHECK(winners == best);
    }
  }
}

TEST_CASE("bracket: a cut that is not a power of two gives the top seeds the byes", "[tournaments][bracket]") {
  CHECK(first_playoff_round(6) == std::vector<BracketMatch>{{1, std::nullopt}, {4, 5}, {2, std::nullopt}, {3, 6}});
  CHECK(playoff_rounds(6) == 3);
  for (int cut = 2; cut <= 40; ++cut) {
    INFO("top " << cut);
    const std::vector<BracketMatch> first = first_playoff_round(cut);
    int size = 1;
    while (size < cut) size *= 2;
    const auto byes = std::count_if(first.begin(), first.end(), [](const BracketMatch& m) { return !m.low; });
    CHECK(byes == size - cut);
    // The byes are the best seeds, and every seed of the cut plays or waits exactly once.
    std::vector<int> seen;
    for (const BracketMatch& m : first) {
      if (!m.low) CHECK(m.high <= size - cut);
      seen.push_back(m.high);
      if (m.low) seen.push_back(*m.low);
    }
    std::sort(seen.begin(), seen.end());
    CHECK(seen.size() == static_cast<std::size_t>(cut));
    CHECK(seen.back() == cut);
    CHECK(std::adjacent_find(seen.begin(), seen.end()) == seen.end());
  }
}

TEST_CASE("bracket: rounds halve, the higher seed first, and bad sizes are refused", "[tournaments][bracket]") {
  CHECK(next_playoff_round({5, 1, 2, 3}) == std::vector<BracketMatch>{{1, 5}, {2, 3}});
  CHECK_THROWS_AS(next_playoff_round({1, 2, 3}), std::logic_error);
  CHECK_THROWS_AS(first_playoff_round(1), std::invalid_argument);
  CHECK_THROWS_AS(bracket_seed_order(6), std::invalid_argument);
}

}  // namespace test_bracket

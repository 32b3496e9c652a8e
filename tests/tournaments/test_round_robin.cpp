#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "tournaments/next_round.hpp"
#include "tournaments/round_robin.hpp"

namespace test_round_robin {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;

namespace {

std::string text(const BergerRound& r) {
  std::string s;
  for (const BergerGame& g : r) {
    if (!s.empty()) s += ' ';
    s += g.black == 0 ? std::to_string(g.white) + "-bye"
                      : std::to_string(g.white) + "-" + std::to_string(g.black);
  }
  return s;
}

}  // namespace

TEST_CASE("Berger tables match the published FIDE tables", "[tournaments][round-robin]") {
  const auto four = berger_schedule(4);
  REQUIRE(four.size() == 3);
  CHECK(text(four[0]) == "1-4 2-3");
  CHECK(text(four[1]) == "4-3 1-2");
  CHECK(text(four[2]) == "2-4 3-1");

  const auto six = berger_schedule(6);
  REQUIRE(six.size() == 5);
  CHECK(text(six[0]) == "1-6 2-5 3-4");
  CHECK(text(six[1]) == "6-4 5-3 1-2");
  CHECK(text(six[2]) == "2-6 3-1 4-5");
  CHECK(text(six[3]) == "6-5 1-4 2-3");
  CHECK(text(six[4]) == "3-6 4-2 5-1");

  const auto eight = berger_schedule(8);
  REQUIRE(eight.size() == 7);
  CHECK(text(eight[0]) == "1-8 2-7 3-6 4-5");
  CHECK(text(eight[1]) == "8-5 6-4 7-3 1-2");
  CHECK(text(eight[2]) == "2-8 3-1 4-7 5-6");
  CHECK(text(eight[6]) == "4-8 5-3 6-2 7-1");
}

TEST_CASE("an odd round robin gives the dummy's opponent a bye, listed last", "[tournaments][round-robin]") {
  const auto five = berger_schedule(5);
  REQUIRE(five.size() == 5);
  // The 6-player table with 6 as the bye.
  CHECK(text(five[0]) == "2-5 3-4 1-bye");
  CHECK(text(five[1]) == "5-3 1-2 4-bye");
  std::set<int> byes;
  for (const auto& r : five) byes.insert(r.back().white);
  CHECK(byes.size() == 5);  // everyone sits out once
}

TEST_CASE("every pair meets once in a single and twice in a double round robin, colours reversed",
          "[tournaments][round-robin]") {
  for (int n = 2; n <= 14; ++n) {
    for (bool twice : {false, true}) {
      const auto schedule = berger_schedule(n, twice);
      const int m = n % 2 == 0 ? n : n + 1;
      CHECK(static_cast<int>(schedule.size()) == (m - 1) * (twice ? 2 : 1));
      std::set<std::pair<int, int>> white_black;
      std::set<std::pair<int, int>> met;
      int games = 0;
      for (const auto& round : schedule) {
        std::set<int> seen;
        for (const auto& g : round) {
          CHECK(seen.insert(g.white).second);
          if (g.black == 0) continue;
          CHECK(seen.insert(g.black).second);
          CHECK(white_black.insert({g.white, g.black}).second);
          met.insert({std::min(g.white, g.black), std::max(g.white, g.black)});
          ++games;
        }
        CHECK(static_cast<int>(seen.size()) == n);
      }
      CHECK(static_cast<int>(met.size()) == n * (n - 1) / 2);
      CHECK(games == n * (n - 1) / 2 * (twice ? 2 : 1));
    }
  }
  CHECK_THROWS_AS(berger_schedule(1), std::invalid_argument);
}

TEST_CASE("a round-robin round maps draw numbers to players, tables in board order", "[tournaments][round-robin]") {
  const Round r = round_robin_round({10, 11, 12}, 1, false);  // 3 players: 1-bye, 2-3
  REQUIRE(r.pairings.size() == 2);
  CHECK(r.pairings[0].table == 1);
  CHECK(r.pairings[0].first == 11);
  CHECK(r.pairings[0].second == 12);
  CHECK(r.pairings[1].is_bye());
  CHECK(r.pairings[1].first == 10);
  CHECK(r.pairings[1].result == kByeResult);
  CHECK_THROWS_AS(round_robin_round({1, 2, 3, 4}, 4, false), EventRefused);
}

}  // namespace test_round_robin

#include <catch2/catch.hpp>

#include "tournaments/model.hpp"

namespace test_model {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;

TEST_CASE("match results read as games won-lost-drawn", "[tournaments][model]") {
  CHECK(parse_result("2-1") == MatchResult{2, 1, 0});
  CHECK(parse_result("2-0-1") == MatchResult{2, 0, 1});
  CHECK(parse_result("1-1-1") == MatchResult{1, 1, 1});
  CHECK(to_string(parse_result("2-1")) == "2-1-0");
  CHECK(outcome(parse_result("2-1")) == Outcome::win);
  CHECK(outcome(parse_result("1-1-1")) == Outcome::draw);
  CHECK(outcome(parse_result("0-2")) == Outcome::loss);
  CHECK(parse_result("2-1").reversed() == MatchResult{1, 2, 0});
  for (const char* bad : {"", "2", "2-", "-2-1", "2-1-0-0", "a-b", "0-0", "2 -1", "2--1"})
    CHECK_THROWS_AS(parse_result(bad), std::invalid_argument);
}

TEST_CASE("players are paired from their entry round until they drop", "[tournaments][model]") {
  Player late{0, "Ann", 3, std::nullopt};
  CHECK_FALSE(plays_in(late, 2));
  CHECK(plays_in(late, 3));
  Player dropped{1, "Bob", 1, 4};
  CHECK(plays_in(dropped, 3));
  CHECK_FALSE(plays_in(dropped, 4));
}

}  // namespace test_model

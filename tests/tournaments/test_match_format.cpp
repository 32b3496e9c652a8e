#include <catch2/catch.hpp>

#include "tournaments/match_format.hpp"

namespace test_match_format {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;

bool legal(int best_of, const char* result) { return !match_result_refusal(best_of, parse_result(result)); }

TEST_CASE("the match format is read as bo1, bo3, bo5 or any", "[tournaments][match-format]") {
  CHECK(parse_match_format("any") == 0);
  CHECK(parse_match_format("bo1") == 1);
  CHECK(parse_match_format("bo3") == 3);
  CHECK(parse_match_format("bo5") == 5);
  for (const char* bad : {"", "bo2", "bo7", "3", "BO3", "best-of-3"}) CHECK_FALSE(parse_match_format(bad));
  CHECK(match_format_name(0) == "any");
  CHECK(match_format_name(5) == "bo5");
  CHECK(match_format_words(3) == "best of three");
}

TEST_CASE("a best of three ends when a player wins two games", "[tournaments][match-format]") {
  for (const char* ok : {"2-0", "2-1", "0-2", "1-2", "1-0", "1-1", "0-0-1", "1-1-1", "2-1-1", "2-0-3"}) {
    INFO(ok);
    CHECK(legal(3, ok));
  }
  for (const char* bad : {"3-0", "0-3", "3-1", "2-2", "2-2-1"}) {
    INFO(bad);
    CHECK_FALSE(legal(3, bad));
  }
  const auto why = match_result_refusal(3, parse_result("3-0"));
  REQUIRE(why);
  CHECK(why->find("a best of three ends when a player wins 2 games") != std::string::npos);
}

TEST_CASE("a best of one and a best of five", "[tournaments][match-format]") {
  CHECK(legal(1, "1-0"));
  CHECK(legal(1, "0-0-1"));
  CHECK(legal(1, "1-0-1"));  // a drawn game, then the game that decided it
  CHECK_FALSE(legal(1, "2-0"));
  CHECK_FALSE(legal(1, "1-1"));
  CHECK(legal(5, "3-2"));
  CHECK(legal(5, "3-0-1"));
  CHECK_FALSE(legal(5, "4-1"));
  CHECK_FALSE(legal(5, "3-3"));
  CHECK(match_result_refusal(1, parse_result("2-0"))->find("wins 1 game") != std::string::npos);
}

TEST_CASE("any result is any match of up to 100 games", "[tournaments][match-format]") {
  CHECK(legal(0, "3-0"));
  CHECK(legal(0, "7-5-2"));
}

}  // namespace test_match_format

// GAME_TEST_CASE(NAME, TAGS) { ... }: one Catch2 test case per registered game, named
// "NAME: <game id>" and tagged [<game id>] too, with the body's `game` the game under test.
//
// The shared suites (conformance, score-sheet round trips) play every game; written as one
// test case a game, each game's share of the suite's time shows in ctest's report, ctest runs
// the games in parallel, and a new game gets its own cases without a line of test code.
//
//   GAME_TEST_CASE("random legal games validate as legal", "[conformance]") {
//     for (int seed = 0; seed < 100; ++seed) check_game(game, seed);
//   }
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "referee/core/game.hpp"

namespace referee::test {

// Registers `body` once per game of builtin_games(), at static initialisation (before Catch2
// lists or runs anything).
class PerGameTestCases {
 public:
  PerGameTestCases(void (*body)(const Game&), const char* name, const char* tags, const Catch::SourceLineInfo& where);
};

}  // namespace referee::test

#define REFEREE_GAME_TEST_CASE_(body, registrar, name, tags)                                                   \
  static void body(const ::referee::Game& game);                                                            \
  static const ::referee::test::PerGameTestCases registrar(&body, name, tags, CATCH_INTERNAL_LINEINFO); \
  static void body([[maybe_unused]] const ::referee::Game& game)

#define GAME_TEST_CASE(name, tags) \
  REFEREE_GAME_TEST_CASE_(INTERNAL_CATCH_UNIQUE_NAME(game_test_body_), INTERNAL_CATCH_UNIQUE_NAME(game_test_cases_), name, tags)

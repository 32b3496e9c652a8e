// The table's words for the places a game waits at (GameInfo::words, referee/core/field_words.hpp):
// a judge's outcome ("phase: ... -> ..."), the legal actions ("Ann is to act, in ...") and
// the console name them in words, never by the state machine's ids.
#include <catch2/catch.hpp>

#include "judgements/position_diff.hpp"
#include "referee/core/registry.hpp"

namespace test_table_words {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

TEST_CASE("table words: every place of every game's machine has words", "[judge][words]") {
  for (const Game* game : builtin_games().all()) {
    const TableWords words = game->info().words;
    const Rulings defaults(game->catalogue());
    const StateMachine machine = game->spec(defaults);
    for (const SpecNode& n : machine.nodes()) {
      INFO(game->info().id << ": " << n.id);
      CHECK(TableWords::said(words.phases, n.id) != n.id);
    }
  }
}

TEST_CASE("table words: an outcome names zones and phases in the table's words, its details by id", "[judge][words]") {
  const TableWords words = builtin_games().find("hegemony-of-faith")->info().words;
  const nlohmann::json before = {{"phase", "confront.karma"}, {"players", {{"Ann", {{"zones", {{"believers", {"fool"}}, {"fought", nlohmann::json::array()}}}}}}}};
  const nlohmann::json after = {{"phase", "confront.bonus"}, {"players", {{"Ann", {{"zones", {{"believers", nlohmann::json::array()}, {"fought", {"fool"}}}}}}}}};
  const judgements::PositionChanges c = judgements::position_changes(before, after, words);
  CHECK(c.lines == std::vector<std::string>{"fool: Ann's believers -> Ann's believers fought in this confrontation",
                                            "phase: the Karma Reversed window -> the Faith War bonus"});
  // The details keep the position's own ids, as JSON readers know them.
  CHECK(c.details["moved"][0]["to"]["zone"] == "fought");
  CHECK(c.details["flow"]["phase"]["to"] == "confront.bonus");
}

}  // namespace test_table_words

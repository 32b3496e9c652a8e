// The table's words for the places a game waits at (SpecNode::words, referee/core/state_machine.hpp):
// a judge's outcome ("phase: ... -> ..."), the legal actions ("Ann is to act, in ...") and
// the console name them in words, never by the state machine's ids.
#include <catch2/catch.hpp>

#include "judgements/position_diff.hpp"
#include "referee/core/registry.hpp"

namespace test_table_words {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

TEST_CASE("table words: every place of every game's machine has words", "[judge][words]") {
  for (const Game* game : builtin_games().all()) {
    const Rulings defaults(game->catalogue());
    const StateMachine machine = game->spec(defaults);
    for (const SpecNode& n : machine.nodes()) {
      INFO(game->info().id << ": " << n.id);
      CHECK(!n.words.empty());
      CHECK(machine.words(n.id) == n.words);
      CHECK(n.words != n.id);
    }
  }
}

TEST_CASE("table words: a position's phase that names a place by its last word reads in that place's words", "[judge][words]") {
  // Draw of Faith's and hero-duel's positions write "window" and "over" where their machines
  // wait at "main.window" and "game-over".
  const auto words = [](const char* game, std::string_view phase) {
    const Game& g = *builtin_games().find(game);
    return std::string(g.spec(Rulings(g.catalogue())).words(phase));
  };
  CHECK(words("draw-of-faith", "window") == "the chain's response window");
  CHECK(words("draw-of-faith", "over") == "game over");
  CHECK(words("hero-duel", "over") == "game over");
  CHECK(words("hero-duel", "main") == "the Main Phase");
  CHECK(words("hero-duel", "nowhere") == "nowhere");
  CHECK(words("hero-duel", "in.window") == "in.window");  // a last word, not any ending
}

TEST_CASE("table words: an outcome names zones and phases in the table's words, its details by id", "[judge][words]") {
  const Game& hof = *builtin_games().find("hegemony-of-faith");
  const StateMachine machine = hof.spec(Rulings(hof.catalogue()));
  const nlohmann::json before = {{"phase", "confront.karma"}, {"players", {{"Ann", {{"zones", {{"believers", {"fool"}}, {"fought", nlohmann::json::array()}}}}}}}};
  const nlohmann::json after = {{"phase", "confront.bonus"}, {"players", {{"Ann", {{"zones", {{"believers", nlohmann::json::array()}, {"fought", {"fool"}}}}}}}}};
  const judgements::PositionChanges c = judgements::position_changes(before, after, hof.info().words, &machine);
  CHECK(c.lines == std::vector<std::string>{"fool: Ann's believers -> Ann's believers fought in this confrontation",
                                            "phase: the Karma Reversed window -> the Faith War bonus"});
  // The details keep the position's own ids, as JSON readers know them.
  CHECK(c.details["moved"][0]["to"]["zone"] == "fought");
  CHECK(c.details["flow"]["phase"]["to"] == "confront.bonus");
}

}  // namespace test_table_words

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

TEST_CASE("table words: a place is named by its id, and only by it", "[judge][words]") {
  // Draw of Faith's battle has its own chain window when any action opens one.
  const auto words = [](const char* game, std::string_view id) {
    const Game& g = *builtin_games().find(game);
    Rulings r(g.catalogue());
    if (g.info().id == "draw-of-faith") r.choose("dof.chain.respond-to-what", "any-action", Location{"test"});
    return std::string(g.spec(r).words(id));
  };
  CHECK(words("draw-of-faith", "battle.window") == "the chain's response window in the Battle Phase");
  CHECK(words("hero-duel", "main") == "the Main Phase");
  CHECK(words("hero-duel", "nowhere") == "nowhere");
  // A position's phase may say less than its place ("window" is the main or the battle's
  // chain window): it is not a place, so it is not guessed at.
  CHECK(words("draw-of-faith", "window") == "window");
}

TEST_CASE("table words: a change of phase is named by the places the game waited in, not the position's phase", "[judge][words]") {
  const Game& dof = *builtin_games().find("draw-of-faith");
  Rulings any_action(dof.catalogue());
  any_action.choose("dof.chain.respond-to-what", "any-action", Location{"test"});
  const StateMachine machine = dof.spec(any_action);
  const nlohmann::json before = {{"phase", "battle"}}, after = {{"phase", "window"}};
  CHECK(judgements::position_changes(before, after, dof.info().words, {&machine, "battle", "battle.window"}).lines ==
        std::vector<std::string>{"phase: the Battle Phase -> the chain's response window in the Battle Phase"});
  CHECK(judgements::position_changes(before, after, dof.info().words, {&machine, "main", "main.window"}).lines ==
        std::vector<std::string>{"phase: the Main Phase -> the chain's response window"});
}

TEST_CASE("table words: an outcome names zones and phases in the table's words, its details by id", "[judge][words]") {
  const Game& hof = *builtin_games().find("hegemony-of-faith");
  const StateMachine machine = hof.spec(Rulings(hof.catalogue()));
  const nlohmann::json before = {{"phase", "confront.karma"}, {"players", {{"Ann", {{"zones", {{"believers", {"fool"}}, {"fought", nlohmann::json::array()}}}}}}}};
  const nlohmann::json after = {{"phase", "confront.bonus"}, {"players", {{"Ann", {{"zones", {{"believers", nlohmann::json::array()}, {"fought", {"fool"}}}}}}}}};
  const judgements::PositionChanges c = judgements::position_changes(before, after, hof.info().words, {&machine, "confront.karma", "confront.bonus"});
  CHECK(c.lines == std::vector<std::string>{"fool: Ann's believers -> Ann's believers fought in this confrontation",
                                            "phase: the Karma Reversed window -> the Faith War bonus"});
  // The details keep the position's own ids, as JSON readers know them.
  CHECK(c.details["moved"][0]["to"]["zone"] == "fought");
  CHECK(c.details["flow"]["phase"]["to"] == "confront.bonus");
}

}  // namespace test_table_words

// Ruling conflicts: option combinations a catalogue refuses (errors) or flags (warnings).
#include <catch2/catch.hpp>

#include "referee/core/rulings.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/transcripts.hpp"

namespace test_ruling_conflicts {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

namespace {

nlohmann::json short_game(const nlohmann::json& rulings) {
  return test::dof_transcript({"Ann", "Bob"},
                              {{"Ann", {"2S", "3S", "4H", "5H", "6D"}}, {"Bob", {"2C", "3C", "4D", "5D", "6C"}}},
                              std::vector<nlohmann::json>{test::ev("Ann", "draw", {{"card", "9S"}})}, rulings);
}

enum class Pick { a, b };

}  // namespace

TEST_CASE("a profile choosing options the catalogue refuses together is an input error naming both rulings",
          "[core][rulings][conflicts]") {
  ValidationReport r = test::validate_json(
      short_game({{"dof.negate.without-target", "response-only"}, {"dof.chain.response-scope", "own-main-only"}}));
  REQUIRE(r.error.has_value());
  CHECK_THAT(r.error->message(), Catch::Contains("cannot be chosen together"));
  CHECK_THAT(r.error->message(), Catch::Contains("dof.negate.without-target=response-only"));
  CHECK_THAT(r.error->message(), Catch::Contains("dof.chain.response-scope=own-main-only"));
  CHECK(r.error->where().line > 0);  // the line of the transcript's "rulings"
}

TEST_CASE("a profile with a warning-level conflict validates, and the report carries the warning",
          "[core][rulings][conflicts]") {
  ValidationReport r = test::validate_json(
      short_game({{"dof.summon.face-down", "defense-always"}, {"dof.battle.targets", "attack-only"}}));
  REQUIRE_FALSE(r.error.has_value());
  REQUIRE(r.ruling_warnings.size() == 1);
  CHECK_THAT(r.ruling_warnings[0], Catch::Contains("Face-Down Defense"));
  CHECK(report_json(r).at("ruling_warnings").size() == 1);
  CHECK_THAT(report_text(r), Catch::Contains("warning: rulings dof.summon.face-down="));
}

TEST_CASE("the default profile of every game falls into no conflict", "[core][rulings][conflicts]") {
  for (const Game* game : builtin_games().all()) {
    INFO(game->info().id);
    CHECK(Rulings(game->catalogue()).conflicts().empty());
  }
}

TEST_CASE("a catalogue whose conflict names an unknown ruling or option is refused when built",
          "[core][rulings][conflicts]") {
  auto catalogue = [](const std::string& second_option) {
    RulingCatalogue c("toy");
    static const Section cite{"toy", "Toy", "A toy rule."};
    c.declare(RulingKey<Pick>{0}, "toy.first", "First?", {&cite})
        .option(Pick::a, "a", "A.")
        .option(Pick::b, "b", "B.")
        .by_default(Pick::a, "Because.");
    c.declare(RulingKey<Pick>{1}, "toy.second", "Second?", {&cite})
        .option(Pick::a, "a", "A.")
        .option(Pick::b, "b", "B.")
        .by_default(Pick::a, "Because.");
    c.add_conflict({RulingConflict::Severity::error, {{"toy.first", {"b"}}, {"toy.second", {second_option}}}, "never"});
    return c;
  };
  CHECK_NOTHROW(catalogue("b").check_complete());
  CHECK_THROWS_AS(catalogue("c").check_complete(), std::logic_error);

  RulingCatalogue c = catalogue("b");
  Rulings r(c);
  CHECK(r.conflicts().empty());
  r.set_choice(0, 1);
  CHECK(r.conflicts().empty());  // only one of the two conditions holds
  r.set_choice(1, 1);
  REQUIRE(r.conflicts().size() == 1);
  CHECK_THROWS_AS(r.refuse_conflicts(Location("profile.json", 1)), InputError);
}

}  // namespace test_ruling_conflicts

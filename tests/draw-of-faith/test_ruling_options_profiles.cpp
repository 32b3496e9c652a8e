// Ruling profiles of Draw of Faith as transcripts give them: unknown ruling ids and options are
// input errors naming them, and Rulings::non_default_profile() gives back exactly the choices
// that differ from the defaults.
#include <catch2/catch.hpp>

#include <string>

#include "referee/core/errors.hpp"
#include "referee/core/rng.hpp"
#include "rulespec/draw-of-faith/game.hpp"
#include "rulespec/draw-of-faith/rulings.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/transcripts.hpp"

namespace test_ruling_options_profiles {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using nlohmann::json;
using test::ev;

namespace {

// Ann's KS (turn 1) attacks Bob's KH (turn 2) on turn 3: a tie, so dof.battle.tie decides it.
json kings(const json& rulings) {
  return test::dof_transcript({"Ann", "Bob"}, {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}, {"Bob", {"KH", "5S", "7H", "9D", "JC"}}},
                              json::array({ev("Ann", "draw", {{"card", "2C"}}),
                                           ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}}), ev("Ann", "end-turn"),
                                           ev("Bob", "draw", {{"card", "2D"}}),
                                           ev("Bob", "summon", {{"card", "KH"}, {"position", "attack"}}), ev("Bob", "end-turn"),
                                           ev("Ann", "draw", {{"card", "3C"}}),
                                           ev("Ann", "attack", {{"attacker", "KS"}, {"target", "KH"}})}),
                              rulings);
}

std::string input_error_message(const json& transcript) {
  try {
    (void)test::replay_json(transcript);
  } catch (const InputError& e) {
    return e.describe();
  }
  return "(no InputError)";
}

}  // namespace

TEST_CASE("dof ruling profiles: an unknown ruling id or option in a transcript's \"rulings\" is an InputError naming "
          "it, and non_default_profile() round-trips",
          "[dof][rulings][profiles]") {
  SECTION("an unknown ruling id") {
    const json t = kings({{"dof.battle.tiee", "no-effect"}});
    REQUIRE_THROWS_AS(test::replay_json(t), InputError);
    const std::string message = input_error_message(t);
    CHECK_THAT(message, Catch::Contains("unknown ruling \"dof.battle.tiee\"") &&
                            Catch::Contains("did you mean \"dof.battle.tie\"?"));
  }
  SECTION("an unknown option of a known ruling") {
    const json t = kings({{"dof.battle.tie", "coin-flip"}});
    REQUIRE_THROWS_AS(test::replay_json(t), InputError);
    const std::string message = input_error_message(t);
    CHECK_THAT(message, Catch::Contains("unknown option \"coin-flip\"") && Catch::Contains("dof.battle.tie") &&
                            Catch::Contains("no-effect") && Catch::Contains("both-destroyed-no-points"));
    // An option id of another ruling is no option of this one.
    REQUIRE_THROWS_AS(test::replay_json(kings({{"dof.battle.tie", "attack-only"}})), InputError);
  }
  SECTION("every option of every ruling: non_default_profile() gives back the choice, and applying it restores it") {
    const RulingCatalogue& catalogue = dof::ruling_catalogue();
    REQUIRE(catalogue.size() == 41);
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
      const RulingSpec& spec = catalogue.at(i);
      for (std::size_t o = 0; o < spec.options.size(); ++o) {
        INFO(spec.id << " = " << spec.options[o].id);
        Rulings chosen(catalogue);
        chosen.set_choice(i, static_cast<int>(o));
        const json profile = chosen.non_default_profile();
        if (static_cast<int>(o) == spec.default_option) CHECK(profile == json::object());
        else CHECK(profile == json{{spec.id, spec.options[o].id}});
        Rulings back(catalogue);
        back.apply_profile(profile, Location{"profile.json"});
        for (std::size_t j = 0; j < catalogue.size(); ++j) CHECK(back.choice(j) == chosen.choice(j));
      }
    }
  }
  SECTION("random whole profiles round-trip, and a transcript's profile comes back from its replay") {
    auto game = dof::make_draw_of_faith();
    Rng rng(20240611);
    for (int k = 0; k < 50; ++k) {
      const json profile = test::random_profile(*game, rng);
      Rulings chosen(game->catalogue());
      chosen.apply_profile(profile, Location{"random.json"});
      Rulings back(game->catalogue());
      back.apply_profile(chosen.non_default_profile(), Location{"back.json"});
      for (std::size_t j = 0; j < game->catalogue().size(); ++j) CHECK(back.choice(j) == chosen.choice(j));
      CHECK(back.non_default_profile() == chosen.non_default_profile());
    }
    // A default written out is no difference; the replay's rulings give back the rest.
    const json written = {{"dof.battle.tie", "both-destroyed"}, {"dof.setup.deck", "shared-max-10"},
                          {"dof.scoring.defender-wins", "attacker-only"}};
    Replay r = test::replay_json(kings(written));
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const json back = r.rulings->non_default_profile();
    CHECK(back == json{{"dof.battle.tie", "both-destroyed"}, {"dof.scoring.defender-wins", "attacker-only"}});
    Replay again = test::replay_json(kings(back));
    REQUIRE_FALSE(again.violation);
    CHECK(again.state->position_text() == r.state->position_text());
    CHECK(test::dof_table(again).players[0].points == 1);  // both kings destroyed; only Ann scores
    CHECK(test::dof_table(again).players[1].points == 0);
  }
}

}  // namespace test_ruling_options_profiles

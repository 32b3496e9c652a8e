// Hostile positions: read_position (rulespec/hero-duel/position.cpp) refuses every index,
// count and card that cannot be, with an InputError naming the JSON path, instead of
// loading a state the rules would index out of range.
#include "hd_game.hpp"

#include "tests/support/transcripts.hpp"

#include "referee/cards/card_set_read.hpp"
#include "referee/core/errors.hpp"

namespace test_hd_positions {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdgame;

namespace {

// The sample card set, read once (tests/support).
CardSetPtr sample_set() { return test::sample_cards(game()); }

// A position after a few events: Ann has a face-down squire in M0 and a trap in S0, and
// Bob's turn has started, with his draw not yet named.
json base_position() {
  const json setup = {{"first", "Ann"},
                      {"decks", decks()},
                      {"hands", {{"Ann", {"ember-squire", "wind-sprite", "storm-drake", "fireball", "spiked-pit"}},
                                 {"Bob", {"?", "?", "?", "?", "?"}}}}};
  json events = {ev("Ann", "draw", {{"cards", {"?", "?"}}}), ev("Ann", "summon", {{"card", "ember-squire"}, {"zone", "M0"}}),
                 ev("Ann", "set-trap", {{"card", "spiked-pit"}, {"zone", "S0"}}), ev("Ann", "end-turn")};
  const Replay r = run(transcript(setup, events));
  REQUIRE_FALSE(r.violation);
  return r.state->position_json();
}

// The message of the InputError that loading `state` raises, or "" if it loads.
std::string load_error(const json& state) {
  const JsonDocument doc = parse_json(state.dump(), "position.json");
  const JsonObject obj(doc, doc.root, "", "state");
  try {
    (void)game().load_position({"Ann", "Bob"}, obj, std::make_shared<Rulings>(game().catalogue()), sample_set());
  } catch (const InputError& e) {
    return e.describe();
  }
  return "";
}

json& squire(json& p) { return p["players"]["Ann"]["zones"]["monsters"][0]; }

}  // namespace

TEST_CASE("hero-duel positions: the base position of these tests loads and round-trips", "[hero-duel][position]") {
  const json p = base_position();
  REQUIRE(squire(const_cast<json&>(p)).is_object());
  CHECK(p["phase"] == "start");
  CHECK(load_error(p) == "");
}

TEST_CASE("hero-duel positions: indices out of range are refused with the JSON path", "[hero-duel][position][hostile]") {
  json p = base_position();
  SECTION("a monster's owner") {
    squire(p)["owner"] = 2;
    const std::string e = load_error(p);
    CHECK_THAT(e, Catch::Contains("players.Ann.zones.monsters[0].owner"));
    CHECK_THAT(e, Catch::Contains("from 0 to 1"));
  }
  SECTION("who applied a status") {
    squire(p)["statuses"] = {{{"name", "FROZEN"}, {"remaining", 1}, {"stacks", 1}, {"applied_by", 7}}};
    CHECK_THAT(load_error(p), Catch::Contains("monsters[0].statuses[0].applied_by"));
  }
  SECTION("a status with no time left, or no stack") {
    squire(p)["statuses"] = {{{"name", "FROZEN"}, {"remaining", 0}, {"stacks", 1}, {"applied_by", 1}}};
    CHECK_THAT(load_error(p), Catch::Contains("statuses[0].remaining"));
    squire(p)["statuses"] = {{{"name", "FROZEN"}, {"remaining", 1}, {"stacks", 0}, {"applied_by", 1}}};
    CHECK_THAT(load_error(p), Catch::Contains("statuses[0].stacks"));
  }
  SECTION("the draw still to be named lies outside the hand") {
    p["draw_from"] = 40;
    CHECK_THAT(load_error(p), Catch::Contains("state.draw_from"));
    p["draw_from"] = -1;
    CHECK_THAT(load_error(p), Catch::Contains("state.draw_from"));
    const int hand = static_cast<int>(p["players"]["Bob"]["zones"]["hand"].size());
    p["draw_from"] = hand - 1;
    p["pending_draw"] = 2;
    CHECK_THAT(load_error(p), Catch::Contains("state.pending_draw"));
    p["draw_from"] = hand;
    p["pending_draw"] = 1;
    CHECK_THAT(load_error(p), Catch::Contains("state.pending_draw"));
  }
  SECTION("a draw to be named outside the start of a turn") {
    p["phase"] = "main";
    CHECK_THAT(load_error(p), Catch::Contains("pending_draw"));
  }
  SECTION("the declared winner and the active player") {
    p["declared_winner"] = 2;
    CHECK_THAT(load_error(p), Catch::Contains("state.declared_winner"));
    p["declared_winner"] = -1;
    p["active"] = "Cid";
    CHECK_THAT(load_error(p), Catch::Contains("unknown player \"Cid\""));
  }
  SECTION("a missed trigger's actor") {
    p["players"]["Ann"]["zones"]["spell-traps"][0]["missed"] = {{{"event", "spell-played"}, {"actor", 3}, {"status", ""}, {"turn", 1}}};
    CHECK_THAT(load_error(p), Catch::Contains("spell-traps[0].missed[0].actor"));
  }
  SECTION("counters and HP far beyond any game") {
    p["players"]["Bob"]["extra"] = {0, 2147483647, 0, 0};
    CHECK_THAT(load_error(p), Catch::Contains("players.Bob.extra[1]"));
    p["players"]["Bob"]["extra"] = {0, 0, 0};
    CHECK_THAT(load_error(p), Catch::Contains("players.Bob.extra"));
    p["players"]["Bob"]["extra"] = {0, 0, 0, 0};
    p["players"]["Bob"]["hp"] = -9223372036854775807LL;
    CHECK_THAT(load_error(p), Catch::Contains("players.Bob.hp"));
  }
}

TEST_CASE("hero-duel positions: card uids must be unique and below next_uid", "[hero-duel][position][hostile]") {
  json p = base_position();
  SECTION("a uid used twice") {
    p["players"]["Ann"]["zones"]["spell-traps"][0]["uid"] = squire(p)["uid"];
    CHECK_THAT(load_error(p), Catch::Contains("used twice"));
  }
  SECTION("a uid at or above next_uid") {
    squire(p)["uid"] = p["next_uid"];
    const std::string e = load_error(p);
    CHECK_THAT(e, Catch::Contains("monsters[0].uid"));
    CHECK_THAT(e, Catch::Contains("next_uid"));
  }
  SECTION("a uid below 1") {
    squire(p)["uid"] = -1;
    CHECK_THAT(load_error(p), Catch::Contains("monsters[0].uid"));
  }
}

TEST_CASE("hero-duel positions: cards that cannot be where they are", "[hero-duel][position][hostile]") {
  json p = base_position();
  SECTION("a spell in a monster zone") {
    squire(p)["card"] = "fireball";
    CHECK_THAT(load_error(p), Catch::Contains("monsters[0].card"));
  }
  SECTION("a monster set as a trap") {
    p["players"]["Ann"]["zones"]["spell-traps"][0]["card"] = "iron-warden";
    CHECK_THAT(load_error(p), Catch::Contains("spell-traps[0].card"));
  }
  SECTION("a hero zone holding a monster, or two heroes") {
    p["players"]["Ann"]["zones"]["hero"] = {{{"card", "iron-warden"}, {"entered_turn", 1}, {"damage", 0}}};
    CHECK_THAT(load_error(p), Catch::Contains("zones.hero[0].card"));
    p["players"]["Ann"]["zones"]["hero"] = {{{"card", "pyra"}, {"entered_turn", 1}, {"damage", 0}},
                                            {{"card", "pyra"}, {"entered_turn", 1}, {"damage", 0}}};
    CHECK_THAT(load_error(p), Catch::Contains("one hero zone"));
  }
  SECTION("a face-up unknown monster") {
    squire(p)["card"] = "?";
    squire(p)["face_up"] = true;
    CHECK_THAT(load_error(p), Catch::Contains("monsters[0].face_up"));
  }
  SECTION("an arrival effect waiting on a card that has none") {
    // The rules would resolve the on-summon effect of Ember Squire, which has none.
    squire(p)["arrival_pending"] = true;
    CHECK_THAT(load_error(p), Catch::Contains("monsters[0].arrival_pending"));
    squire(p)["card"] = "cinder-imp";
    CHECK(load_error(p) == "");
  }
  SECTION("an unknown card and an unknown key") {
    p["players"]["Bob"]["zones"]["graveyard"] = {"no-such-card"};
    CHECK_THAT(load_error(p), Catch::Contains("zones.graveyard[0]"));
    p["players"]["Bob"]["zones"]["graveyard"] = json::array();
    squire(p)["ownr"] = 0;
    CHECK_THAT(load_error(p), Catch::Contains("did you mean \"owner\""));
  }
  SECTION("a monster that arrives in a turn not reached yet") {
    squire(p)["arrived_turn"] = 99;
    CHECK_THAT(load_error(p), Catch::Contains("monsters[0].arrived_turn"));
  }
}

}  // namespace test_hd_positions

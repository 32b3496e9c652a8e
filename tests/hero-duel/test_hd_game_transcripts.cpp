// Complete hero-duel games written as transcripts and replayed through the engine, and
// records the referee refuses, with the rule it cites.
#include "hd_game.hpp"

#include "referee/core/errors.hpp"

namespace test_hd_game_transcripts {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdgame;

namespace {

json setup(json hands) { return {{"first", "Ann"}, {"decks", decks()}, {"hands", std::move(hands)}}; }

json opening() {
  return setup({{"Ann", {"ember-squire", "wind-sprite", "storm-drake", "fireball", "last-page"}},
                {"Bob", {"?", "?", "?", "?", "?"}}});
}

std::string citation(const Replay& r) {
  REQUIRE(r.violation);
  return r.violation->citation ? std::string(r.violation->citation->title) : "";
}

}  // namespace

TEST_CASE("hero-duel game: a win by a card's win effect on turn 3", "[hero-duel][game]") {
  json events = {ev("Ann", "draw", {{"cards", {"spiked-pit", "?"}}}),
                 ev("Ann", "summon", {{"card", "wind-sprite"}, {"zone", "M0"}}),
                 ev("Ann", "set-trap", {{"card", "spiked-pit"}, {"zone", "S0"}}),
                 ev("Ann", "end-turn"),
                 ev("Bob", "draw", {{"cards", {"?", "?"}}}),
                 ev("Bob", "summon", {{"card", "cinder-imp"}, {"zone", "M1"}}),
                 ev("Bob", "end-turn"),
                 ev("Ann", "draw", {{"cards", {"?", "?"}}}),
                 ev("Ann", "play-spell", {{"card", "last-page"}})};
  const Replay r = run(transcript(opening(), events, {{"winner", "Ann"}}));
  INFO((r.violation ? r.violation->reason : ""));
  CHECK_FALSE(r.violation);
  CHECK(r.applied == 9);
  CHECK(r.state->is_over());
  CHECK(r.state->result().winners == std::vector<int>{0});
  CHECK(std::string(r.state->node()) == "game-over");
}

TEST_CASE("hero-duel game: combat, a spell on a player, and a hidden trap named as it fires", "[hero-duel][game]") {
  json events = {
      ev("Ann", "draw", {{"cards", {"?", "?"}}}),
      ev("Ann", "summon", {{"card", "ember-squire"}, {"zone", "M0"}}),
      ev("Ann", "end-turn"),
      ev("Bob", "draw", {{"cards", {"?", "?"}}}),
      ev("Bob", "summon", {{"card", "cinder-imp"}, {"zone", "M2"}}),
      ev("Bob", "set-trap", {{"card", "?"}, {"zone", "S1"}}),
      ev("Bob", "end-turn"),
      ev("Ann", "draw", {{"cards", {"?", "?"}}}),
      // Storm Drake takes the squire as its tribute and attacks at once; Bob's hidden trap answers.
      ev("Ann", "summon", {{"card", "storm-drake"}, {"zone", "M0"}, {"tributes", {"M0"}}}),
      ev("Ann", "attack", {{"attacker", "storm-drake"}, {"target", "Bob:M2"},
                           {"traps", {{{"zone", "Bob:S1"}, {"card", "spiked-pit"}}}}}),
      ev("Ann", "end-turn"),
  };
  const Replay r = run(transcript(opening(), events));
  INFO((r.violation ? r.violation->reason + " @" + std::to_string(r.violation->event) : ""));
  REQUIRE_FALSE(r.violation);
  const auto& st = static_cast<const hd::HdState&>(*r.state);
  const hd::Table& t = st.table();
  REQUIRE(t.p(0).monsters[0]);
  CHECK(t.p(0).monsters[0]->card == "storm-drake");
  CHECK(hd::hp(t, *t.p(0).monsters[0]) < 600);  // the trap and the imp both hurt it
  CHECK(!t.p(1).monsters[2]);                   // the imp is gone
  CHECK(std::find(t.p(1).graveyard.begin(), t.p(1).graveyard.end(), "spiked-pit") != t.p(1).graveyard.end());
  CHECK(std::string(r.state->node()) == "start");  // Bob's draw is not recorded yet
  CHECK(r.state->result().status == GameStatus::in_progress);
}

TEST_CASE("hero-duel game: illegal events are refused with the rule", "[hero-duel][game]") {
  json base = {ev("Ann", "draw", {{"cards", {"?", "?"}}}), ev("Ann", "summon", {{"card", "ember-squire"}, {"zone", "M0"}})};
  SECTION("a second summon in a turn") {
    json e = base;
    e.push_back(ev("Ann", "summon", {{"card", "wind-sprite"}, {"zone", "M1"}}));
    const Replay r = run(transcript(opening(), e));
    CHECK(r.violation->event == 3);
    CHECK(citation(r) == "3. Turn Structure: Main Phase Actions");
  }
  SECTION("acting in the opponent's turn") {
    json e = base;
    e.push_back(ev("Bob", "end-turn"));
    CHECK(run(transcript(opening(), e)).violation->event == 3);
  }
  SECTION("drawing a card the deck list cannot supply") {
    json e = {ev("Ann", "draw", {{"cards", {"iron-warden", "?"}}})};
    const Replay r = run(transcript(opening(), e));
    CHECK(r.violation->event == 1);
    CHECK(citation(r) == "1. Match Structure");
  }
  SECTION("drawing three") {
    json e = {ev("Ann", "draw", {{"cards", {"?", "?", "?"}}})};
    CHECK(citation(run(transcript(opening(), e))) == "3. Turn Structure: Start of Turn");
  }
  SECTION("a direct attack while the opponent has a monster") {
    json e = {ev("Ann", "draw", {{"cards", {"?", "?"}}}), ev("Ann", "end-turn"), ev("Bob", "draw", {{"cards", {"?", "?"}}}),
              ev("Bob", "summon", {{"card", "cinder-imp"}, {"zone", "M0"}}), ev("Bob", "end-turn"),
              ev("Ann", "draw", {{"cards", {"?", "?"}}}), ev("Ann", "summon", {{"card", "storm-drake"}, {"zone", "M1"}})};
    const Replay r = run(transcript(opening(), e));
    CHECK(r.violation->event == 7);  // a five-star monster needs a tribute
  }
  SECTION("an attack on the attacker's own side is a rules violation, not an unreadable record") {
    json e = {ev("Ann", "draw", {{"cards", {"?", "?"}}}), ev("Ann", "summon", {{"card", "ember-squire"}, {"zone", "M0"}}),
              ev("Ann", "end-turn"), ev("Bob", "draw", {{"cards", {"?", "?"}}}), ev("Bob", "end-turn"),
              ev("Ann", "draw", {{"cards", {"?", "?"}}}), ev("Ann", "summon", {{"card", "wind-sprite"}, {"zone", "M1"}}),
              ev("Ann", "attack", {{"attacker", "M0"}, {"target", "Ann:M1"}})};
    const Replay r = run(transcript(opening(), e));
    REQUIRE(r.violation);
    CHECK(r.violation->event == 8);
    CHECK(r.violation->reason.find("never its own") != std::string::npos);
    CHECK(citation(r) == "6. Combat Rules: Once Per Turn Attacks");
  }
  SECTION("a trap named at a zone where none is set") {
    json e = {ev("Ann", "draw", {{"cards", {"?", "?"}}}),
              ev("Ann", "summon", {{"card", "ember-squire"}, {"zone", "M0"}, {"traps", {{{"zone", "Bob:S0"}, {"card", "cave-in"}}}}})};
    CHECK(run(transcript(opening(), e)).violation->event == 2);
  }
  SECTION("a declared result the game did not reach") {
    const Replay r = run(transcript(opening(), base, {{"winner", "Ann"}}));
    CHECK_FALSE(r.violation);
    CHECK(check_declared_result(read(transcript(opening(), base, {{"winner", "Ann"}})), *r.state));
  }
}

TEST_CASE("hero-duel game: a record that leaves out draws has them implied", "[hero-duel][game]") {
  json e = {ev("Ann", "summon", {{"card", "ember-squire"}, {"zone", "M0"}}), ev("Ann", "end-turn"), ev("Bob", "end-turn")};
  const Replay r = run(transcript(opening(), e));
  CHECK_FALSE(r.violation);
  CHECK(static_cast<const hd::HdState&>(*r.state).table().p(1).hand.size() == 7);
}

TEST_CASE("hero-duel game: the setup is checked", "[hero-duel][game]") {
  SECTION("two heroes") {
    json s = opening();
    s["decks"]["Bob"].push_back("pyra");
    const Replay r = run(transcript(s, json::array()));
    REQUIRE(r.violation);
    CHECK(r.violation->at == Violation::At::setup);
    CHECK(citation(r) == "2. Hero Rules");
  }
  SECTION("a hand card not in the deck") {
    json s = opening();
    s["hands"]["Bob"] = {"iron-warden", "iron-warden", "?", "?", "?"};
    CHECK(citation(run(transcript(s, json::array()))) == "1. Match Structure");
  }
  SECTION("forty cards under hd.setup.deck-composition = forty-max-three") {
    const Replay r = run(transcript(opening(), json::array(), nullptr, {{"hd.setup.deck-composition", "forty-max-three"}}));
    CHECK(citation(r) == "1. Match Structure");
    CHECK(std::find(r.violation->rulings.begin(), r.violation->rulings.end(), "hd.setup.deck-composition") != r.violation->rulings.end());
  }
  SECTION("malformed input names the key") {
    json s = opening();
    s["decks"]["Ann"].push_back("no-such-card");
    const InputError e = [&] {
      try {
        (void)run(transcript(s, json::array()));
      } catch (const InputError& x) {
        return x;
      }
      FAIL("no InputError");
      throw;
    }();
    CHECK(e.message().find("no-such-card") != std::string::npos);
    json bad = {ev("Ann", "summon", {{"card", "ember-squire"}, {"zone", "M7"}})};
    CHECK_THROWS_AS(run(transcript(opening(), bad)), InputError);
    json unknown_key = {ev("Ann", "end-turn", {{"zone", "M0"}})};
    CHECK_THROWS_WITH(run(transcript(opening(), unknown_key)), Catch::Contains("zone"));
  }
}

TEST_CASE("hero-duel game: the clear-trap event, and the clear and retarget keys", "[hero-duel][game][rulings]") {
  json events = {ev("Ann", "draw", {{"cards", {"spiked-pit", "?"}}}),
                 ev("Ann", "set-trap", {{"card", "spiked-pit"}, {"zone", "S0"}}),
                 ev("Ann", "end-turn"),
                 ev("Bob", "end-turn"),
                 ev("Ann", "clear-trap", {{"zone", "S0"}})};
  SECTION("under hd.zones.spelltrap-full = may-clear-trap the trap goes to the graveyard") {
    const Replay r = run(transcript(opening(), events, nullptr, {{"hd.zones.spelltrap-full", "may-clear-trap"}}));
    INFO((r.violation ? r.violation->reason : ""));
    REQUIRE_FALSE(r.violation);
    const hd::Table& t = static_cast<const hd::HdState&>(*r.state).table();
    CHECK_FALSE(t.p(0).spell_traps[0]);
    CHECK(std::find(t.p(0).graveyard.begin(), t.p(0).graveyard.end(), "spiked-pit") != t.p(0).graveyard.end());
  }
  SECTION("under the default it is refused") {
    const Replay r = run(transcript(opening(), events));
    REQUIRE(r.violation);
    CHECK(r.violation->event == 5);
    CHECK(citation(r) == "9. Trap Rules");
  }
  SECTION("a clear with nothing created, and a retarget with no direct attack, are refused") {
    json e = {ev("Ann", "draw", {{"cards", {"?", "?"}}}), ev("Ann", "end-turn", {{"clear", {"Ann:M0"}}})};
    CHECK(citation(run(transcript(opening(), e))) == "1. Match Structure");
    json f = {ev("Ann", "draw", {{"cards", {"?", "?"}}}),
              ev("Ann", "summon", {{"card", "ember-squire"}, {"zone", "M0"}, {"retarget", "Bob:M1"}})};
    CHECK(citation(run(transcript(opening(), f))) == "7. Direct Attacks");
    json own = {ev("Ann", "draw", {{"cards", {"?", "?"}}}),
                ev("Ann", "summon", {{"card", "ember-squire"}, {"zone", "M0"}, {"retarget", "Ann:M1"}})};
    CHECK_THROWS_WITH(run(transcript(opening(), own)), Catch::Contains("retarget"));
  }
  SECTION("the keys read back as written") {
    const Replay r = run(transcript(opening(), json::array()));
    for (const json& body : {json{{"player", "Ann"}, {"action", "clear-trap"}, {"zone", "S2"}, {"card", "spiked-pit"}},
                             json{{"player", "Ann"}, {"action", "attack"}, {"attacker", "M0"}, {"target", "Bob"},
                                  {"retarget", "Bob:M3"}, {"clear", {"Ann:M1", "Bob:M0"}}},
                             json{{"player", "Ann"}, {"action", "attack"}, {"attacker", "M0"}, {"target", "Bob:H"}}}) {
      const JsonDocument doc = parse_json(body.dump(), "event.json");
      const JsonObject obj(doc, doc.root, "");
      const std::string action = body["action"];
      const auto decoded = r.state->decode(EventInput{obj, 1, 0, action});
      CHECK(r.state->encode(*decoded) == body);
    }
  }
}

}  // namespace test_hd_game_transcripts

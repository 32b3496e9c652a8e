// Every option of the position rulings, pinned: dof.position.change-limit and
// dof.position.change-window (rulings.cpp is the authority for what each option means).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_ruling_options_position {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using nlohmann::json;
using test::ev;
using namespace referee::test;

namespace {

// Ann: KS (turn 1) and QD (turn 3) in attack. Bob: 7H in attack (turn 2). Turn 5 is Ann's: `then`.
Events two_old_cards(const Events& then) {
  return turns(kAB, {"2C", "2D", "3C", "3D", "2H"}, {{summon("Ann", "KS")}, {summon("Bob", "7H")}, {summon("Ann", "QD")}, {}},
               then);
}
const json kHands = {{"Ann", {"KS", "QD", "4H", "6C", "10S"}}, {"Bob", {"7H", "5S", "9D", "JC", "8D"}}};

json change(const std::string& p, const std::string& c, const std::string& to) {
  return ev(p, "change-position", {{"card", c}, {"to", to}});
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// dof.position.change-limit: per-card (default) | per-player

TEST_CASE("dof.position.change-limit: per-card lets two cards change in one turn but not one card twice, per-player "
          "allows one change in all",
          "[dof][rulings][dof.position.change-limit]") {
  const std::string id = "dof.position.change-limit";
  const Events both = two_old_cards({change("Ann", "KS", "defense"), change("Ann", "QD", "defense")});
  const Events twice = two_old_cards({change("Ann", "KS", "defense"), change("Ann", "KS", "attack")});

  SECTION("per-card (default)") {
    Replay r = play(kAB, kHands, both);
    REQUIRE_LEGAL(r);
    CHECK(on_field(test::dof_table(r), 0, "KS")->pos == dof::Pos::defense);
    CHECK(on_field(test::dof_table(r), 0, "QD")->pos == dof::Pos::defense);
    Replay t = play(kAB, kHands, twice);
    REQUIRE_REFUSED(t, twice, "KS def already changed position this turn", "Position Rules: Position Change", id);
  }
  SECTION("per-player") {
    Replay r = play(kAB, kHands, both, rule(id, "per-player"));
    REQUIRE_REFUSED(r, both, "a player changes one position a turn", "Position Rules: Position Change", id);
    CHECK(on_field(test::dof_table(r), 0, "KS")->pos == dof::Pos::defense);
    Replay t = play(kAB, kHands, twice, rule(id, "per-player"));
    REQUIRE_REFUSED(t, twice, "a player changes one position a turn", "Position Rules: Position Change", id);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.position.change-window: main-or-battle-before-attacks (default) | main-only | before-own-attack

TEST_CASE("dof.position.change-window: a change in the Battle Phase is allowed before the first attack by default, "
          "never under main-only, and after another card's attack under before-own-attack",
          "[dof][rulings][dof.position.change-window]") {
  const std::string id = "dof.position.change-window";
  const Events battle_first = two_old_cards({ev("Ann", "end-main"), change("Ann", "KS", "defense")});
  const Events after_other = two_old_cards({attack("Ann", "QD", "7H"), change("Ann", "KS", "defense")});
  const Events after_own = two_old_cards({attack("Ann", "KS", "7H"), change("Ann", "KS", "defense")});
  const Events in_main = two_old_cards({change("Ann", "KS", "defense")});

  SECTION("main-or-battle-before-attacks (default)") {
    Replay m = play(kAB, kHands, in_main);
    REQUIRE_LEGAL(m);
    Replay b = play(kAB, kHands, battle_first);
    REQUIRE_LEGAL(b);
    CHECK(test::dof_table(b).phase == dof::Phase::battle);
    CHECK(on_field(test::dof_table(b), 0, "KS")->pos == dof::Pos::defense);
    Replay o = play(kAB, kHands, after_other);
    REQUIRE_REFUSED(o, after_other, "an attack was declared this turn", "Important Notes: Battle Timing", id);
    Replay w = play(kAB, kHands, after_own);
    REQUIRE_REFUSED(w, after_own, "an attack was declared this turn", "Important Notes: Battle Timing", id);
  }
  SECTION("main-only") {
    const json r = rule(id, "main-only");
    Replay m = play(kAB, kHands, in_main, r);
    REQUIRE_LEGAL(m);
    Replay b = play(kAB, kHands, battle_first, r);
    REQUIRE_REFUSED(b, battle_first, "positions change in the Main Phase only", "Position Rules: Position Change", id);
    Replay o = play(kAB, kHands, after_other, r);
    REQUIRE_REFUSED(o, after_other, "positions change in the Main Phase only", "Position Rules: Position Change", id);
  }
  SECTION("before-own-attack") {
    const json r = rule(id, "before-own-attack");
    Replay b = play(kAB, kHands, battle_first, r);
    REQUIRE_LEGAL(b);
    Replay o = play(kAB, kHands, after_other, r);
    REQUIRE_LEGAL(o);
    CHECK(on_field(test::dof_table(o), 0, "KS")->pos == dof::Pos::defense);
    CHECK(in_graveyard(test::dof_table(o), 1, "7H"));
    Replay w = play(kAB, kHands, after_own, r);
    REQUIRE_REFUSED(w, after_own, "KS atk attacked this turn: its position can no longer change",
                    "Important Notes: Battle Timing", id);
  }
}

}  // namespace test_ruling_options_position

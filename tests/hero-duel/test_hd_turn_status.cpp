// The start of the turn (3. Turn Structure), drawing and reshuffling (11. Deck
// Reshuffling), and statuses (10. Status System).
#include "hd_table.hpp"

namespace test_hd_turn_status {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdtest;

TEST_CASE("hero-duel turn: the opening deals five each and the first turn draws two", "[hero-duel][turn]") {
  for (const char* option : {"draw-two", "no-first-draw"}) {
    Table t = make_table(rulings("hd.setup.first-turn-draw", option), sample());
    for (Player& p : t.players) p.deck = std::vector<std::string>(10, "ember-squire");
    REQUIRE(open_game(t, 1));
    CHECK(t.active == 1);
    CHECK(t.phase == Phase::main);
    CHECK(t.p(0).hand.size() == 5);
    CHECK(t.p(1).hand.size() == (std::string(option) == "draw-two" ? 7u : 5u));
  }
}

TEST_CASE("hero-duel turn: TC-HD-11, the graveyard is reshuffled in the middle of a draw", "[hero-duel][turn][deck]") {
  auto setup = [](std::shared_ptr<Rulings> r) {
    Table t = table(19, 1, std::move(r));
    t.p(0).deck = {"iron-warden"};
    t.p(0).graveyard = {"fireball"};
    t.p(0).exile = {"meteor-rain"};
    return t;
  };
  Table t = setup(rulings());
  REQUIRE(apply(t, EndTurn{1}));
  CHECK(t.p(0).hand == std::vector<std::string>{"iron-warden", "fireball"});
  CHECK(t.p(0).deck.empty());
  CHECK(t.p(0).graveyard.empty());
  CHECK(t.p(0).exile == std::vector<std::string>{"meteor-rain"});
  REQUIRE(apply(t, EndTurn{0}));
  REQUIRE(apply(t, EndTurn{1}));  // nothing left to draw: no loss
  CHECK(t.p(0).hand.size() == 2);
  CHECK_FALSE(t.over());
  SECTION("hd.deck.reshuffle-mid-draw = per-draw: one card only") {
    Table u = setup(rulings("hd.deck.reshuffle-mid-draw", "per-draw"));
    REQUIRE(apply(u, EndTurn{1}));
    CHECK(u.p(0).hand == std::vector<std::string>{"iron-warden"});
    CHECK(u.p(0).graveyard == std::vector<std::string>{"fireball"});
  }
}

TEST_CASE("hero-duel turn: refresh and the end of end-of-turn changes", "[hero-duel][turn]") {
  Table t = table(5);
  put(t, 0, 0, "iron-warden");
  put(t, 1, 0, "iron-warden");
  t.p(0).hand = {"battle-cry"};
  REQUIRE(apply(t, CastSpell{0, "battle-cry", {}}));
  CHECK(atk(t, *at(t, 0, 0)) == 900);
  REQUIRE_FALSE(apply(t, attack(0, 0, std::nullopt)).legal);  // P2 has a monster
  REQUIRE(apply(t, attack(0, 0, 0)));
  CHECK(at(t, 1, 0) == nullptr);  // 900 ATK against 900 HP
  CHECK(hp_at(t, 0, 0) == 200);
  REQUIRE(apply(t, EndTurn{0}));
  REQUIRE(apply(t, EndTurn{1}));
  CHECK(atk(t, *at(t, 0, 0)) == 700);
  CHECK(at(t, 0, 0)->attacks_made == 0);
  CHECK(check(t, attack(0, 0, std::nullopt)).legal);
}

TEST_CASE("hero-duel status: BURNING ticks at its bearer's controller's turn starts, then ends", "[hero-duel][status]") {
  Table t = table(11);
  t.p(0).hero = Hero{"pyra", 9};
  put(t, 1, 0, "iron-warden");
  REQUIRE(apply(t, UseAbility{0, {Target::of_monster(1, 0)}}));  // Kindle: BURNING (2)
  CHECK_FALSE(check(t, UseAbility{0, {Target::of_monster(1, 0)}}).legal);  // once a turn
  REQUIRE(apply(t, EndTurn{0}));  // T12 (P2): 100
  CHECK(hp_at(t, 1, 0) == 800);
  REQUIRE(apply(t, EndTurn{1}));  // T13 (P1): P2's monster does not tick
  CHECK(hp_at(t, 1, 0) == 800);
  REQUIRE(apply(t, EndTurn{0}));  // T14 (P2): 100, and it runs out
  CHECK(hp_at(t, 1, 0) == 700);
  CHECK_FALSE(has_status(*at(t, 1, 0), "BURNING"));
  SECTION("hd.status.duration-counting = every-start: both turn starts count") {
    Table u = table(11, 0, rulings("hd.status.duration-counting", "every-start"));
    u.p(0).hero = Hero{"pyra", 9};
    put(u, 1, 0, "iron-warden");
    REQUIRE(apply(u, UseAbility{0, {Target::of_monster(1, 0)}}));
    REQUIRE(apply(u, EndTurn{0}));
    REQUIRE(apply(u, EndTurn{1}));
    CHECK(hp_at(u, 1, 0) == 700);
    CHECK_FALSE(has_status(*at(u, 1, 0), "BURNING"));
  }
}

TEST_CASE("hero-duel status: BURNING destroys at 0 HP at the tick", "[hero-duel][status]") {
  Table t = table(11);
  t.p(0).hero = Hero{"pyra", 9};
  put(t, 1, 0, "ember-squire").damage = 200;
  REQUIRE(apply(t, UseAbility{0, {Target::of_monster(1, 0)}}));
  REQUIRE(apply(t, EndTurn{0}));
  CHECK(at(t, 1, 0) == nullptr);
  CHECK(in(t.p(1).graveyard, "ember-squire"));
}

TEST_CASE("hero-duel status: stacking as the set says, else by hd.status.stacking", "[hero-duel][status]") {
  Table t = table(5);
  put(t, 1, 0, "iron-warden");
  t.p(0).hand = {"hex-of-frailty"};
  REQUIRE(apply(t, CastSpell{0, "hex-of-frailty", {Target::of_monster(1, 0)}}));
  t.p(0).used = {};
  t.p(0).hand = {"hex-of-frailty"};
  REQUIRE(apply(t, CastSpell{0, "hex-of-frailty", {Target::of_monster(1, 0)}}));
  CHECK(stacks(*at(t, 1, 0), "WEAKENED") == 2);      // the set says "stack"
  CHECK(atk(t, *at(t, 1, 0)) == 300);
  // SHROUDED says "ignore": a second one is refused, and it blocks targeting meanwhile.
  t.p(1).hand = {"shadow-veil"};
  t.active = 1;
  REQUIRE(apply(t, CastSpell{1, "shadow-veil", {Target::of_monster(1, 0)}}));
  t.active = 0;
  t.p(0).used = {};
  t.p(0).hand = {"fireball"};
  const Verdict v = check(t, CastSpell{0, "fireball", {Target::of_monster(1, 0)}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::statuses);
  CHECK_FALSE(check(t, attack(0, 0, 0)).legal);
}

TEST_CASE("hero-duel status: FROZEN applied on the bearer's own turn bars attacking at once (X)", "[hero-duel][status]") {
  Table t = table(5);
  put(t, 0, 0, "iron-warden");
  put(t, 1, 0, "iron-warden");
  t.p(0).hand = {"blizzard"};
  t.active = 1;
  t.turn = 6;
  REQUIRE_FALSE(apply(t, CastSpell{1, "blizzard", {}}).legal);  // not P2's card: the hand is P1's
  t.p(1).hand = {"blizzard"};
  REQUIRE(apply(t, CastSpell{1, "blizzard", {}}));
  const Monster& m = *at(t, 0, 0);
  CHECK(m.x_marker);
  CHECK_FALSE(m.can_attack);
  CHECK(at(t, 1, 0)->can_attack);  // only the opponent's monsters
}

}  // namespace test_hd_turn_status

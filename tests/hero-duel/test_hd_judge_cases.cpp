// The research note's judge cases TC-HD-01..07 (shared/docs/rulings/hero-duel.md, part A4)
// as scenarios over the sample card set. Where the catalogue or the sample set differs
// from the note, the expectation follows the catalogue and the comment says so.
#include "hd_table.hpp"

namespace test_hd_judge_cases {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdtest;

TEST_CASE("TC-HD-01: two monsters destroy each other, no damage reaches the players", "[hero-duel][judge]") {
  // Generic 500/300 against 400/400: Ember Squire (300/300) with +200 ATK, and Frost Archer (400/400).
  Table t = table(7);
  put(t, 0, 0, "ember-squire").mods.push_back(StatMod{"atk", 200, false});
  put(t, 1, 0, "frost-archer");
  REQUIRE(apply(t, attack(0, 0, 0)));
  CHECK(at(t, 0, 0) == nullptr);
  CHECK(at(t, 1, 0) == nullptr);
  CHECK(in(t.p(0).graveyard, "ember-squire"));
  CHECK(in(t.p(1).graveyard, "frost-archer"));
  CHECK(t.p(0).hp == 1500);
  CHECK(t.p(1).hp == 1500);
}

TEST_CASE("TC-HD-02: Storm Drake's overflow still reaches the player when both die", "[hero-duel][judge]") {
  SECTION("default attacker-excess: 1000 - 900 = 100") {
    Table t = table(9);
    put(t, 0, 0, "storm-drake");
    put(t, 1, 0, "iron-warden");
    REQUIRE(apply(t, attack(0, 0, 0)));
    CHECK(at(t, 0, 0) == nullptr);
    CHECK(at(t, 1, 0) == nullptr);
    CHECK(t.p(1).hp == 1400);
  }
  SECTION("hd.combat.overflow = piercing: the full ATK") {
    Table t = table(9, 0, rulings("hd.combat.overflow", "piercing"));
    put(t, 0, 0, "storm-drake");
    put(t, 1, 0, "iron-warden");
    REQUIRE(apply(t, attack(0, 0, 0)));
    CHECK(t.p(1).hp == 500);
  }
  SECTION("without the overflow flag nothing carries over") {
    Table t = table(9);
    put(t, 0, 0, "iron-warden").mods.push_back(StatMod{"atk", 300, false});  // 1000 ATK, no flag
    put(t, 1, 0, "iron-warden");
    REQUIRE(apply(t, attack(0, 0, 0)));
    CHECK(t.p(1).hp == 1500);
  }
}

TEST_CASE("TC-HD-03: damage on a monster stays into the next turn", "[hero-duel][judge]") {
  for (const char* option : {"persists", "resets"}) {
    Table t = table(5, 0, rulings("hd.combat.hp-persistence", option));
    put(t, 0, 0, "iron-warden");
    put(t, 1, 0, "frost-archer");
    t.p(1).hand = {"fireball"};
    REQUIRE(apply(t, attack(0, 0, 0)));
    REQUIRE(hp_at(t, 0, 0) == 500);
    REQUIRE(apply(t, EndTurn{0}));
    REQUIRE(apply(t, CastSpell{1, "fireball", {Target::of_monster(0, 0)}}));
    // persists: 500 - 300 = 200 (the note's answer); resets: healed at the end of T5, 900 - 300.
    CHECK(hp_at(t, 0, 0) == (std::string(option) == "persists" ? 200 : 600));
  }
}

TEST_CASE("TC-HD-04: a monster summoned this turn is no tribute unless an effect gave extra summons", "[hero-duel][judge]") {
  auto setup = [](std::shared_ptr<Rulings> r = rulings()) {
    Table t = table(9, 0, std::move(r));
    put(t, 0, 0, "iron-warden", true, 5);
    t.p(0).hand = {"pyra", "ember-squire", "rally-horn", "storm-drake"};
    return t;
  };
  SECTION("a: the summon is legal, the hero play is not") {
    Table t = setup();
    REQUIRE(apply(t, SummonMonster{0, "ember-squire", 1, {}}));
    const Verdict v = check(t, PlayHero{0, "pyra", {0, 1}});
    CHECK_FALSE(v.legal);
    CHECK(v.citation == &sec::tribute_restrictions);
  }
  SECTION("a, with hd.summon.same-turn-tribute = reminder-only: legal") {
    Table t = setup(rulings("hd.summon.same-turn-tribute", "reminder-only"));
    REQUIRE(apply(t, SummonMonster{0, "ember-squire", 1, {}}));
    CHECK(check(t, PlayHero{0, "pyra", {0, 1}}).legal);
  }
  SECTION("b: Rally Horn first; the hero play uses no summon") {
    Table t = setup();
    REQUIRE(apply(t, CastSpell{0, "rally-horn", {}}));
    REQUIRE(apply(t, SummonMonster{0, "ember-squire", 1, {}}));
    REQUIRE(apply(t, PlayHero{0, "pyra", {0, 1}}));
    CHECK(t.p(0).hero->card == "pyra");
    CHECK(in(t.p(0).graveyard, "iron-warden"));
    CHECK(in(t.p(0).graveyard, "ember-squire"));
    CHECK(monster_count(t, 0) == 0);
    CHECK(t.p(0).used[static_cast<std::size_t>(Limit::summon)] == 1);
    CHECK(allowed(t, 0, Limit::summon) == 2);
  }
  SECTION("c: Rally Horn, the Squire, then Storm Drake on the face-down Squire") {
    Table t = setup();
    REQUIRE(apply(t, CastSpell{0, "rally-horn", {}}));
    REQUIRE(apply(t, SummonMonster{0, "ember-squire", 1, {}}));
    REQUIRE(apply(t, SummonMonster{0, "storm-drake", 1, {1}}));
    CHECK(at(t, 0, 1)->card == "storm-drake");
    CHECK(at(t, 0, 1)->face_up);
    CHECK(check(t, attack(0, 1, std::nullopt)).legal);  // P2 has no monster: it may attack at once
    CHECK_FALSE(check(t, SummonMonster{0, "iron-warden", 2, {0}}).legal);  // 2 of 2 summons used
  }
}

TEST_CASE("TC-HD-05: hero and a summon in one turn, HASTE, a hero does not stop direct attacks", "[hero-duel][judge]") {
  Table t = table(9);
  put(t, 0, 0, "ember-squire", true, 5);
  put(t, 0, 1, "frost-archer", true, 7);
  t.p(0).hand = {"pyra", "wind-sprite"};
  t.p(1).hero = Hero{"pyra", 6};
  REQUIRE(apply(t, PlayHero{0, "pyra", {0, 1}}));
  REQUIRE(apply(t, SummonMonster{0, "wind-sprite", 0, {}}));
  CHECK(at(t, 0, 0)->face_up);
  CHECK(has_status(*at(t, 0, 0), "HASTE"));
  REQUIRE(apply(t, attack(0, 0, std::nullopt)));
  // The note's Pyra has a BURNING aura; the sample's gives +100 ATK: 250 + 100 = 350, not 250.
  CHECK(t.p(1).hp == 1150);
}

TEST_CASE("TC-HD-05 variant: hd.hero.blocks-direct-attack = yes", "[hero-duel][judge]") {
  Table t = table(9, 0, rulings("hd.hero.blocks-direct-attack", "yes"));
  put(t, 0, 0, "iron-warden");
  t.p(1).hero = Hero{"pyra", 6};
  const Verdict v = check(t, attack(0, 0, std::nullopt));
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::direct_attacks);
}

TEST_CASE("TC-HD-06: the flipped Archer attacks, freezes the Warden, and the Warden strikes back", "[hero-duel][judge]") {
  auto setup = [](std::shared_ptr<Rulings> r) {
    Table t = table(5, 0, std::move(r));
    put(t, 0, 0, "iron-warden");
    put(t, 1, 0, "frost-archer", false, 4);
    t.p(1).deck = {"fireball", "purge", "blizzard"};
    return t;
  };
  // The catalogue's default is written-order-flip-ready, not the note's flip-first: same answer here.
  for (const char* option : {"written-order-flip-ready", "flip-first"}) {
    INFO(option);
    Table t = setup(rulings("hd.turn.start-step-order", option));
    REQUIRE(apply(t, EndTurn{0}));  // T6 starts: P2 draws 2, the Archer turns face up
    CHECK(t.p(1).hand.size() == 2);
    REQUIRE(at(t, 1, 0)->face_up);
    REQUIRE(apply(t, attack(1, 0, 0)));
    CHECK(at(t, 1, 0) == nullptr);  // 400 HP against 700 ATK
    CHECK(hp_at(t, 0, 0) == 500);
    CHECK(has_status(*at(t, 0, 0), "FROZEN"));
    REQUIRE(apply(t, EndTurn{1}));  // T7: refresh, then FROZEN acts and runs out
    CHECK_FALSE(has_status(*at(t, 0, 0), "FROZEN"));
    CHECK_FALSE(check(t, attack(0, 0, std::nullopt)).legal);
    REQUIRE(apply(t, EndTurn{0}));
    REQUIRE(apply(t, EndTurn{1}));  // T9: free again
    CHECK(check(t, attack(0, 0, std::nullopt)).legal);
  }
  SECTION("written-order-strict: the Archer turned up in the flip step waits a turn") {
    Table t = setup(rulings("hd.turn.start-step-order", "written-order-strict"));
    REQUIRE(apply(t, EndTurn{0}));
    REQUIRE(at(t, 1, 0)->face_up);
    const Verdict v = check(t, attack(1, 0, 0));
    CHECK_FALSE(v.legal);
    CHECK(v.citation == &sec::combat_once);
  }
  SECTION("hd.combat.simultaneous-death = disabled-no-damage: the frozen Warden deals nothing") {
    Table t = setup(rulings("hd.combat.simultaneous-death", "disabled-no-damage"));
    REQUIRE(apply(t, EndTurn{0}));
    REQUIRE(apply(t, attack(1, 0, 0)));
    CHECK(at(t, 1, 0) != nullptr);
    CHECK(hp_at(t, 1, 0) == 400);
  }
}

TEST_CASE("TC-HD-07: Spiked Pit answers an attack on a face-down Squire before damage", "[hero-duel][judge]") {
  Table t = table(8, 1);
  put(t, 0, 0, "ember-squire", false, 7);
  put_trap(t, 0, 0, "spiked-pit", 7);
  put(t, 1, 0, "iron-warden", true, 6);
  REQUIRE(apply(t, attack(1, 0, 0)));
  CHECK(at(t, 0, 0) == nullptr);            // flipped, then destroyed
  CHECK(in(t.p(0).graveyard, "ember-squire"));
  CHECK(in(t.p(0).graveyard, "spiked-pit"));
  CHECK(!t.p(0).spell_traps[0]);
  CHECK(hp_at(t, 1, 0) == 300);             // 900 - 300 (trap) - 300 (Squire)
  CHECK(t.p(0).hp == 1500);

  SECTION("hd.trap.trigger-timing = after: the exchange comes first") {
    Table u = table(8, 1, rulings("hd.trap.trigger-timing", "after"));
    put(u, 0, 0, "ember-squire", false, 7);
    put_trap(u, 0, 0, "spiked-pit", 7);
    put(u, 1, 0, "iron-warden", true, 6);
    REQUIRE(apply(u, attack(1, 0, 0)));
    CHECK(hp_at(u, 1, 0) == 300);  // same total: the trap cannot change this exchange
    CHECK(in(u.p(0).graveyard, "spiked-pit"));
  }
}

}  // namespace test_hd_judge_cases

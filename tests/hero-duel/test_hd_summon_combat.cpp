// Summoning (4. Summoning Rules), zones, and attacks (6. Combat Rules, 7. Direct Attacks).
#include "hd_table.hpp"

namespace test_hd_summon_combat {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdtest;

TEST_CASE("hero-duel summon: 1-3 stars enter face down without tribute and cannot attack", "[hero-duel][summon]") {
  Table t = table(3);
  t.p(0).hand = {"ember-squire", "iron-warden"};
  CHECK_FALSE(check(t, SummonMonster{0, "ember-squire", 0, {0}}).legal);  // no tribute for 1-3 stars
  REQUIRE(apply(t, SummonMonster{0, "ember-squire", 0, {}}));
  const Monster& m = *at(t, 0, 0);
  CHECK_FALSE(m.face_up);
  CHECK(t.p(0).hand == std::vector<std::string>{"iron-warden"});
  const Verdict v = check(t, attack(0, 0, std::nullopt));
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::face_down);
  // One summon a turn.
  const Verdict second = check(t, SummonMonster{0, "iron-warden", 0, {0}});
  CHECK_FALSE(second.legal);
  CHECK(second.citation == &sec::main_actions);
}

TEST_CASE("hero-duel summon: 4-5 stars take exactly one tribute, enter face up and attack at once", "[hero-duel][summon]") {
  Table t = table(5);
  put(t, 0, 0, "ember-squire");
  t.p(0).hand = {"iron-warden"};
  CHECK(check(t, SummonMonster{0, "iron-warden", 1, {}}).citation == &sec::summon_high);
  CHECK_FALSE(check(t, SummonMonster{0, "iron-warden", 1, {2}}).legal);  // no monster there
  CHECK_FALSE(check(t, SummonMonster{1, "iron-warden", 1, {0}}).legal);  // not P2's turn
  REQUIRE(apply(t, SummonMonster{0, "iron-warden", 0, {0}}));             // the tribute's zone is free again
  CHECK(in(t.p(0).graveyard, "ember-squire"));
  CHECK(at(t, 0, 0)->face_up);
  CHECK(check(t, attack(0, 0, std::nullopt)).legal);
}

TEST_CASE("hero-duel summon: TC-HD-12, four full zones block a 1-3 star summon but not a tribute summon", "[hero-duel][summon]") {
  Table t = table(15);
  for (int z = 0; z < 4; ++z) put(t, 0, z, "ember-squire");
  t.p(0).hand = {"ember-squire", "iron-warden"};
  for (int z = 0; z < 4; ++z) CHECK_FALSE(check(t, SummonMonster{0, "ember-squire", z, {}}).legal);
  REQUIRE(apply(t, SummonMonster{0, "iron-warden", 2, {2}}));
  CHECK(at(t, 0, 2)->card == "iron-warden");
}

TEST_CASE("hero-duel summon: the hero takes two tributes into the hero zone, once", "[hero-duel][summon]") {
  Table t = table(9);
  put(t, 0, 0, "ember-squire");
  put(t, 0, 1, "frost-archer");
  put(t, 0, 2, "iron-warden");
  t.p(0).hand = {"pyra", "pyra", "ember-squire"};
  CHECK(check(t, PlayHero{0, "pyra", {0}}).citation == &sec::summon_hero);
  CHECK_FALSE(check(t, PlayHero{0, "pyra", {0, 0}}).legal);
  CHECK_FALSE(check(t, PlayHero{0, "iron-warden", {0, 1}}).legal);
  REQUIRE(apply(t, PlayHero{0, "pyra", {0, 1}}));
  CHECK(monster_count(t, 0) == 1);
  CHECK(check(t, PlayHero{0, "pyra", {2, 3}}).citation == &sec::hero);  // the zone is taken
  // Its aura is on at once: +100 ATK to P1's monsters.
  CHECK(atk(t, *at(t, 0, 2)) == 800);
  // hd.hero.summon-classification = separate-limit: a summon is still available.
  CHECK(check(t, SummonMonster{0, "ember-squire", 0, {}}).legal);
}

TEST_CASE("hero-duel summon: hd.hero.summon-classification = full-summon uses the turn's summon", "[hero-duel][summon][rulings]") {
  Table t = table(9, 0, rulings("hd.hero.summon-classification", "full-summon"));
  put(t, 0, 0, "ember-squire");
  put(t, 0, 1, "frost-archer");
  t.p(0).hand = {"pyra", "ember-squire"};
  REQUIRE(apply(t, PlayHero{0, "pyra", {0, 1}}));
  CHECK_FALSE(check(t, SummonMonster{0, "ember-squire", 0, {}}).legal);
}

TEST_CASE("hero-duel summon: face-down tributes allowed by default, not under face-up-only", "[hero-duel][summon][rulings]") {
  for (const char* option : {"any-own", "face-up-only"}) {
    Table t = table(9, 0, rulings("hd.summon.tribute-eligibility", option));
    put(t, 0, 0, "ember-squire", false, 7);
    t.p(0).hand = {"iron-warden"};
    CHECK(check(t, SummonMonster{0, "iron-warden", 0, {0}}).legal == (std::string(option) == "any-own"));
  }
}

TEST_CASE("hero-duel combat: attack conditions (face up, once, HP, direct only against an empty side)", "[hero-duel][combat]") {
  Table t = table(7);
  put(t, 0, 0, "iron-warden");
  put(t, 0, 1, "frost-archer").can_attack = false;
  put(t, 1, 0, "ember-squire", false);
  CHECK(check(t, attack(0, 1, 0)).citation == &sec::combat_once);
  const Verdict direct = check(t, attack(0, 0, std::nullopt));
  CHECK_FALSE(direct.legal);
  CHECK(direct.citation == &sec::direct_attacks);
  CHECK_FALSE(check(t, attack(0, 0, 3)).legal);  // empty zone
  REQUIRE(apply(t, attack(0, 0, 0)));            // the face-down Squire turns up and dies
  CHECK(at(t, 1, 0) == nullptr);
  CHECK(hp_at(t, 0, 0) == 600);
  CHECK(check(t, attack(0, 0, std::nullopt)).citation == &sec::combat_once);  // already attacked
}

TEST_CASE("hero-duel combat: a direct attack deals the attacker's ATK and can end the game", "[hero-duel][combat][win]") {
  Table t = table(7);
  put(t, 0, 0, "storm-drake");
  t.p(1).hp = 900;
  REQUIRE(apply(t, attack(0, 0, std::nullopt)));
  CHECK(t.p(1).hp == -100);
  CHECK(t.over());
  CHECK(t.result.status == GameStatus::won);
  CHECK(t.result.winner == 0);
  CHECK(t.result.citation == &sec::win);
  CHECK_FALSE(check(t, EndTurn{0}).legal);
}

TEST_CASE("hero-duel combat: a surviving defender keeps its damage, a face-down defender turns up for good", "[hero-duel][combat]") {
  Table t = table(7);
  put(t, 0, 0, "ember-squire");
  put(t, 1, 0, "iron-warden", false);
  REQUIRE(apply(t, attack(0, 0, 0)));
  CHECK(at(t, 0, 0) == nullptr);
  CHECK(at(t, 1, 0)->face_up);
  CHECK(hp_at(t, 1, 0) == 600);
}

TEST_CASE("hero-duel combat: hd.combat.first-turn-attack changes whether turn 1 may attack", "[hero-duel][combat][rulings]") {
  for (const char* option : {"allowed", "no-first-turn-attack"}) {
    Table t = table(1, 0, rulings("hd.combat.first-turn-attack", option));
    t.p(0).hand = {"wind-sprite"};
    REQUIRE(apply(t, SummonMonster{0, "wind-sprite", 0, {}}));
    CHECK(check(t, attack(0, 0, std::nullopt)).legal == (std::string(option) == "allowed"));
  }
}

TEST_CASE("hero-duel combat: without HASTE a face-up 1-3 star arrival waits (hd.summon.face-up-entry-attack)", "[hero-duel][combat][rulings]") {
  for (const char* option : {"star-rule", "ready"}) {
    Table t = table(5, 0, rulings("hd.summon.face-up-entry-attack", option));
    t.p(0).hand = {"wind-sprite"};
    REQUIRE(apply(t, SummonMonster{0, "wind-sprite", 0, {}}));
    at(t, 0, 0);
    t.p(0).monsters[0]->statuses.clear();  // take its HASTE away
    CHECK(check(t, attack(0, 0, std::nullopt)).legal == (std::string(option) == "ready"));
  }
}

// Hidden information: a monster summoned unseen ("?") keeps its unknown HP until the record
// names it; naming it is checked against how it got there (4. Summoning Rules: Stars 1-3).
TEST_CASE("hero-duel summon: an unknown face-down monster survives until named, and is named as a 1-3 star monster",
          "[hero-duel][summon][hidden]") {
  Table t = table(7, 1);
  t.p(1).hand = {"?"};
  REQUIRE(apply(t, SummonMonster{1, "?", 0, {}}));
  REQUIRE(apply(t, EndTurn{1}));
  // Its controller's turn ended and others resolved: an unknown monster is not one at 0 HP.
  REQUIRE(at(t, 1, 0));
  CHECK(at(t, 1, 0)->card == "?");

  // P1 attacks it: it turns face up, and the record must say what it is.
  put(t, 0, 1, "iron-warden");
  t.phase = Phase::main;
  t.active = 0;
  CHECK(check(t, attack(0, 1, 0)).legal);  // the attack itself may be declared
  Table unnamed_table = t;
  const Verdict unnamed = apply(unnamed_table, attack(0, 1, 0));
  CHECK_FALSE(unnamed.legal);
  CHECK(unnamed.citation == &sec::face_down);
  Reactions as_spell;
  as_spell.reveals.push_back(Reveal{1, 0, "fireball"});
  Table spell = t;
  const Verdict bad = apply(spell, attack(0, 1, 0), as_spell);
  CHECK_FALSE(bad.legal);
  CHECK(bad.citation == &sec::summon_low);
  Reactions as_warden;  // a 4-star monster is never summoned face down without a tribute
  as_warden.reveals.push_back(Reveal{1, 0, "iron-warden"});
  Table four = t;
  CHECK(apply(four, attack(0, 1, 0), as_warden).citation == &sec::summon_low);

  Reactions as_archer;
  as_archer.reveals.push_back(Reveal{1, 0, "frost-archer"});
  REQUIRE(apply(t, attack(0, 1, 0), as_archer));
  // Iron Warden 700 ATK against Frost Archer 400/400: the archer is destroyed, the warden
  // takes 400 (6. Combat Rules: Simultaneous Damage).
  CHECK_FALSE(at(t, 1, 0));
  CHECK(in(t.p(1).graveyard, "frost-archer"));
  CHECK(hp_at(t, 0, 1) == 500);
}

}  // namespace test_hd_summon_combat

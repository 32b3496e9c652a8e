// Ruling options that need a choice the record makes: a full monster side
// (hd.zones.monster-full), clearing a set trap (hd.zones.spelltrap-full), and a direct
// attack meeting a monster that appeared before damage (hd.combat.direct-attack-legality).
#include "hd_table.hpp"

namespace test_hd_zones_and_recheck {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdtest;

namespace {

// A trap that calls a wolf (face down) in front of its owner when they are attacked.
const nlohmann::json kAmbush = {
    {"id", "ambush-call"}, {"name", "Ambush Call"}, {"type", "trap"},
    {"trigger", {{"event", "attack-declared"}, {"actor", "opponent"}}},
    {"effects", {{{"keyword", "create-monster"}, {"target", "controller"}, {"card", "wolf-token"}}}}};
// The same with two wolves.
const nlohmann::json kDoubleAmbush = {
    {"id", "double-ambush"}, {"name", "Double Ambush"}, {"type", "trap"},
    {"trigger", {{"event", "attack-declared"}, {"actor", "opponent"}}},
    {"effects", {{{"keyword", "create-monster"}, {"target", "controller"}, {"card", "wolf-token"}},
                 {{"keyword", "create-monster"}, {"target", "controller"}, {"card", "wolf-token"}}}}};

std::shared_ptr<const cards::CardSet> ambush_set() {
  static const auto set = sample_plus(nlohmann::json::array({kAmbush, kDoubleAmbush}));
  return set;
}

// Four squires on P1's side; the one in M2 has been there longest.
void fill_side(Table& t) {
  for (int z = 0; z < kMonsterZones; ++z) put(t, 0, z, "ember-squire", true, z == 2 ? 1 : 3);
}

int in_graveyard(const Table& t, int player, const std::string& card) {
  return static_cast<int>(std::count(t.p(player).graveyard.begin(), t.p(player).graveyard.end(), card));
}

}  // namespace

TEST_CASE("hero-duel combat: a monster appearing before a direct attack's damage, under each hd.combat.direct-attack-legality option",
          "[hero-duel][combat][rulings]") {
  auto start = [](const char* option) {
    Table t = table(7, 0, rulings("hd.combat.direct-attack-legality", option), ambush_set());
    put(t, 0, 0, "iron-warden");  // 700 ATK, 900 HP
    put_trap(t, 1, 0, "ambush-call");
    return t;
  };
  SECTION("at-declaration: the attack goes on against the player") {
    Table t = start("at-declaration");
    REQUIRE(apply(t, attack(0, 0, std::nullopt)));
    CHECK(t.p(1).hp == 800);
    CHECK(monster_count(t, 1) == 1);
  }
  SECTION("recheck-cancel: the attack ends, still spent") {
    Table t = start("recheck-cancel");
    REQUIRE(apply(t, attack(0, 0, std::nullopt)));
    CHECK(t.p(1).hp == 1500);
    CHECK(monster_count(t, 1) == 1);
    CHECK(hp_at(t, 0, 0) == 900);
    CHECK(check(t, attack(0, 0, 0)).citation == &sec::combat_once);  // its one attack is used
  }
  SECTION("recheck-retarget: the attacker fights the new monster") {
    Table t = start("recheck-retarget");
    REQUIRE(apply(t, attack(0, 0, std::nullopt)));
    CHECK(t.p(1).hp == 1500);
    CHECK(monster_count(t, 1) == 0);   // the wolf (200/200) took 700
    CHECK(hp_at(t, 0, 0) == 700);      // and dealt 200 back
  }
  SECTION("recheck-retarget with two new monsters: the record names the one") {
    Table t = table(7, 0, rulings("hd.combat.direct-attack-legality", "recheck-retarget"), ambush_set());
    put(t, 0, 0, "iron-warden");
    put_trap(t, 1, 0, "double-ambush");
    Table unnamed = t;
    const Verdict v = apply(unnamed, attack(0, 0, std::nullopt));
    CHECK_FALSE(v.legal);
    CHECK(v.citation == &sec::direct_attacks);
    CHECK(monster_count(unnamed, 1) == 0);  // refused: nothing changed
    Reactions rx;
    rx.retarget = 1;
    Table wrong = t;
    Reactions empty_zone;
    empty_zone.retarget = 3;
    CHECK(apply(wrong, attack(0, 0, std::nullopt), empty_zone).citation == &sec::direct_attacks);
    REQUIRE(apply(t, attack(0, 0, std::nullopt), rx));
    CHECK(at(t, 1, 0));
    CHECK_FALSE(at(t, 1, 1));
    CHECK(t.p(1).hp == 1500);
  }
  SECTION("a retarget named where nothing appeared is refused") {
    Table t = start("recheck-retarget");
    t.p(1).spell_traps[0].reset();
    Reactions rx;
    rx.retarget = 0;
    CHECK(apply(t, attack(0, 0, std::nullopt), rx).citation == &sec::direct_attacks);
  }
  SECTION("the recheck counts the monsters that stop a direct attack, as the declaration did") {
    // Under attackable-monsters-block a monster that cannot be chosen never stopped the attack,
    // so its being there is no reason to cancel it.
    Table t = table(7, 0,
                    rulings({{"hd.combat.direct-attack-legality", "recheck-cancel"},
                             {"hd.combat.direct-attack-untargetable", "attackable-monsters-block"}}),
                    ambush_set());
    put(t, 0, 0, "iron-warden");
    put(t, 1, 2, "ember-squire").statuses.push_back(Status{"SHROUDED", 1, 1, 1});
    REQUIRE(apply(t, attack(0, 0, std::nullopt)));
    CHECK(t.p(1).hp == 800);
  }
}

TEST_CASE("hero-duel summon: a full monster side under each hd.zones.monster-full option", "[hero-duel][summon][rulings]") {
  auto start = [](const char* option) {
    Table t = table(7, 0, rulings("hd.zones.monster-full", option));
    fill_side(t);
    t.p(0).hand = {"ember-squire", "iron-warden"};
    return t;
  };
  SECTION("blocked: a 1-3 star summon has nowhere to go") {
    Table t = start("blocked");
    for (int z = 0; z < kMonsterZones; ++z) {
      const Verdict v = check(t, SummonMonster{0, "ember-squire", z, {}});
      CHECK_FALSE(v.legal);
      CHECK(v.citation == &sec::match);
    }
    CHECK(check(t, SummonMonster{0, "iron-warden", 1, {1}}).legal);  // a tribute frees a zone
  }
  SECTION("clear-one: the zone named is cleared to the graveyard first, not as a tribute") {
    Table t = start("clear-one");
    // Cleared even though it arrived this turn: the Tribute Restrictions are about tributes.
    put(t, 0, 1, "frost-archer", false, 7);
    REQUIRE(apply(t, SummonMonster{0, "ember-squire", 1, {}}));
    CHECK(at(t, 0, 1)->card == "ember-squire");
    CHECK_FALSE(at(t, 0, 1)->face_up);
    CHECK(in(t.p(0).graveyard, "frost-archer"));
    CHECK(monster_count(t, 0) == 4);
    // With a zone free nothing is cleared.
    Table roomy = start("clear-one");
    roomy.p(0).monsters[3].reset();
    CHECK(check(roomy, SummonMonster{0, "ember-squire", 1, {}}).citation == &sec::match);
    CHECK(check(roomy, SummonMonster{0, "ember-squire", 3, {}}).legal);
  }
  SECTION("replace-oldest: only the oldest monster's zone takes the arrival") {
    Table t = start("replace-oldest");
    const Verdict v = check(t, SummonMonster{0, "ember-squire", 1, {}});
    CHECK_FALSE(v.legal);
    CHECK_THAT(v.reason, Catch::Contains("M2"));
    const int oldest_uid = at(t, 0, 2)->uid;
    REQUIRE(apply(t, SummonMonster{0, "ember-squire", 2, {}}));
    CHECK(at(t, 0, 2)->uid != oldest_uid);
    CHECK(in_graveyard(t, 0, "ember-squire") == 1);
  }
}

TEST_CASE("hero-duel effects: create-monster on a full side under each hd.zones.monster-full option", "[hero-duel][effects][rulings]") {
  auto start = [](std::shared_ptr<Rulings> r) {
    Table t = table(7, 0, std::move(r));
    fill_side(t);
    t.p(0).hand = {"call-the-pack"};
    return t;
  };
  auto wolves = [](const Table& t) {
    int n = 0;
    for (const auto& m : t.p(0).monsters) n += m && m->card == "wolf-token";
    return n;
  };
  SECTION("blocked: no wolf") {
    Table t = start(rulings("hd.zones.monster-full", "blocked"));
    REQUIRE(apply(t, CastSpell{0, "call-the-pack", {}}));
    CHECK(wolves(t) == 0);
    CHECK(monster_count(t, 0) == 4);
  }
  SECTION("clear-one: the record names the monster sent away, or none is") {
    Table kept = start(rulings("hd.zones.monster-full", "clear-one"));
    REQUIRE(apply(kept, CastSpell{0, "call-the-pack", {}}));
    CHECK(wolves(kept) == 0);
    Table t = start(rulings("hd.zones.monster-full", "clear-one"));
    Reactions rx;
    rx.clears.push_back(Clear{0, 3});
    REQUIRE(apply(t, CastSpell{0, "call-the-pack", {}}, rx));
    CHECK(at(t, 0, 3)->card == "wolf-token");
    CHECK(in_graveyard(t, 0, "ember-squire") == 1);
    // A clear with room to spare is refused, and changes nothing.
    Table roomy = start(rulings("hd.zones.monster-full", "clear-one"));
    roomy.p(0).monsters[0].reset();
    const Verdict v = apply(roomy, CastSpell{0, "call-the-pack", {}}, rx);
    CHECK_FALSE(v.legal);
    CHECK(v.citation == &sec::match);
    CHECK(at(roomy, 0, 3)->card == "ember-squire");
    // Under another option the key is refused.
    Table blocked = start(rulings("hd.zones.monster-full", "blocked"));
    CHECK_FALSE(apply(blocked, CastSpell{0, "call-the-pack", {}}, rx).legal);
  }
  SECTION("replace-oldest: the oldest leaves for the wolf") {
    Table t = start(rulings("hd.zones.monster-full", "replace-oldest"));
    REQUIRE(apply(t, CastSpell{0, "call-the-pack", {}}));
    CHECK(at(t, 0, 2)->card == "wolf-token");
    CHECK(in_graveyard(t, 0, "ember-squire") == 1);
  }
  SECTION("replace-oldest when the creation cannot happen: nothing is replaced") {
    // hd.summon.effect-summon-limit = counted with the summon used: the effect fails before
    // the oldest monster is sent away.
    Table t = start(rulings({{"hd.zones.monster-full", "replace-oldest"}, {"hd.summon.effect-summon-limit", "counted"}}));
    t.p(0).used[static_cast<std::size_t>(Limit::summon)] = 1;
    REQUIRE(apply(t, CastSpell{0, "call-the-pack", {}}));
    CHECK(wolves(t) == 0);
    CHECK(in_graveyard(t, 0, "ember-squire") == 0);
  }
}

TEST_CASE("hero-duel traps: hd.zones.spelltrap-full = may-clear-trap lets a player send a set trap to the graveyard",
          "[hero-duel][traps][rulings]") {
  SECTION("not under the default") {
    Table t = table();
    put_trap(t, 0, 1, "spiked-pit");
    const Verdict v = check(t, ClearTrap{0, 1, ""});
    CHECK_FALSE(v.legal);
    CHECK(v.citation == &sec::traps);
  }
  Table t = table(7, 0, rulings("hd.zones.spelltrap-full", "may-clear-trap"));
  SECTION("a known trap, using no spell or trap play") {
    put_trap(t, 0, 1, "spiked-pit");
    t.p(0).hand = {"cave-in"};
    REQUIRE(apply(t, ClearTrap{0, 1, ""}));
    CHECK_FALSE(t.p(0).spell_traps[1]);
    CHECK(in(t.p(0).graveyard, "spiked-pit"));
    CHECK(t.p(0).used[static_cast<std::size_t>(Limit::spell_or_trap)] == 0);
    CHECK(apply(t, SetTrap{0, "cave-in", 1}).legal);
  }
  SECTION("only one's own set trap, in the Main Phase") {
    put_trap(t, 1, 1, "spiked-pit");
    CHECK_FALSE(check(t, ClearTrap{0, 1, ""}).legal);
    CHECK_FALSE(check(t, ClearTrap{1, 1, ""}).legal);  // not P2's turn
    CHECK_FALSE(check(t, ClearTrap{0, 4, ""}).legal);
  }
  SECTION("a trap set unseen is named as it goes to the graveyard") {
    put_trap(t, 0, 2, "?");
    CHECK(check(t, ClearTrap{0, 2, ""}).citation == &sec::traps);
    CHECK_FALSE(check(t, ClearTrap{0, 2, "fireball"}).legal);  // not a trap
    REQUIRE(apply(t, ClearTrap{0, 2, "cave-in"}));
    CHECK(in(t.p(0).graveyard, "cave-in"));
  }
  SECTION("a hidden trap named as one that would have had to activate is refused") {
    put_trap(t, 0, 2, "?");
    t.p(0).spell_traps[2]->missed.push_back(MissedTrigger{"attack-declared", 1, "", 6});
    CHECK_FALSE(check(t, ClearTrap{0, 2, "spiked-pit"}).legal);
    CHECK(check(t, ClearTrap{0, 2, "cave-in"}).legal);
  }
}

namespace {

// A hero whose card gives it ATK and HP, for hd.hero.nature = special-monster.
const nlohmann::json kStoneKing = {
    {"id", "stone-king"}, {"name", "Stone King"}, {"type", "hero"}, {"stars", 6}, {"atk", 100}, {"hp", 500},
    {"passive", {{{"keyword", "modify-stat"}, {"target", "all-own-monsters"}, {"stat", "hp"}, {"by", 100}}}},
    {"ability", {{"name", "Stand Firm"}, {"effects", {{{"keyword", "heal"}, {"target", "controller"}, {"amount", 100}}}}}}};

Table hero_table(const char* nature) {
  static const auto set = sample_plus(nlohmann::json::array({kStoneKing}));
  Table t = table(9, 0, rulings("hd.hero.nature", nature), set);
  put(t, 0, 0, "iron-warden");  // 700 ATK
  t.p(1).hero = Hero{"stone-king", 3, 0};
  return t;
}

}  // namespace

TEST_CASE("hero-duel hero: under hd.hero.nature = not-a-monster the hero is never attacked nor a monster target",
          "[hero-duel][hero][rulings]") {
  Table t = hero_table("not-a-monster");
  t.p(0).hand = {"fireball", "earthquake"};
  const Verdict v = check(t, attack(0, 0, kHeroZone));
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::hero);
  CHECK(check(t, CastSpell{0, "fireball", {Target::of_hero(1)}}).citation == &sec::hero);
  REQUIRE(apply(t, CastSpell{0, "earthquake", {}}));
  CHECK(t.p(1).hero->damage == 0);
  REQUIRE(apply(t, attack(0, 0, std::nullopt)));  // P2 has no monster: a direct attack
  CHECK(t.p(1).hp == 800);
}

TEST_CASE("hero-duel hero: under hd.hero.nature = special-monster the hero fights, takes monster-aimed damage and is destroyed",
          "[hero-duel][hero][rulings]") {
  SECTION("attacked while its controller has no monster, it strikes back and falls") {
    Table t = hero_table("special-monster");
    t.p(0).monsters[0]->card = "storm-drake";  // 1000 ATK, overflow
    REQUIRE(apply(t, attack(0, 0, kHeroZone)));
    CHECK_FALSE(t.p(1).hero);
    CHECK(in(t.p(1).graveyard, "stone-king"));
    CHECK(hp_at(t, 0, 0) == 500);  // 600 - the hero's 100
    CHECK(t.p(1).hp == 1000);      // overflow: 1000 - 500 (hd.combat.overflow = attacker-excess)
  }
  SECTION("not while its controller has a monster") {
    Table t = hero_table("special-monster");
    put(t, 1, 0, "ember-squire");
    CHECK(check(t, attack(0, 0, kHeroZone)).citation == &sec::hero);
  }
  SECTION("a chosen monster target may name it, area damage reaches it, a heal does not count it") {
    Table t = hero_table("special-monster");
    t.p(0).hand = {"fireball", "earthquake"};
    CHECK_FALSE(check(t, CastSpell{0, "fireball", {Target::of_hero(0)}}).legal);  // P1 has no hero
    REQUIRE(apply(t, CastSpell{0, "fireball", {Target::of_hero(1)}}));
    CHECK(t.p(1).hero->damage == 300);
    CHECK(hero_hp(t, *t.p(1).hero) == 200);
    t.p(0).used = {};
    REQUIRE(apply(t, CastSpell{0, "earthquake", {}}));
    CHECK_FALSE(t.p(1).hero);  // 200 more: destroyed
    CHECK(hp_at(t, 0, 0) == 700);
  }
  SECTION("a hero whose card gives no HP is destroyed by any damage") {
    Table t = hero_table("special-monster");
    t.p(1).hero->card = "pyra";
    t.p(0).hand = {"earthquake"};
    REQUIRE(apply(t, CastSpell{0, "earthquake", {}}));
    CHECK_FALSE(t.p(1).hero);
  }
}

}  // namespace test_hd_zones_and_recheck

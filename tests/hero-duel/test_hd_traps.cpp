// Set traps (9. Trap Rules): triggers, windows before and after, order, negation, the
// graveyard afterwards, and traps whose identity was hidden.
#include "hd_table.hpp"

namespace test_hd_traps {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdtest;

TEST_CASE("hero-duel traps: TC-HD-08, setting a trap uses the turn's spell or trap", "[hero-duel][traps]") {
  Table t = table(3);
  t.p(0).hand = {"null-rune", "fireball"};
  REQUIRE(apply(t, SetTrap{0, "null-rune", 0}));
  CHECK(t.p(0).spell_traps[0]->card == "null-rune");
  const Verdict v = check(t, CastSpell{0, "fireball", {Target::of_player(1)}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::main_actions);
  SECTION("hd.trap.set-counts-as-play = activation: setting is free") {
    Table u = table(3, 0, rulings("hd.trap.set-counts-as-play", "activation"));
    u.p(0).hand = {"null-rune", "fireball"};
    REQUIRE(apply(u, SetTrap{0, "null-rune", 0}));
    CHECK(check(u, CastSpell{0, "fireball", {Target::of_player(1)}}).legal);
  }
}

TEST_CASE("hero-duel traps: TC-HD-09, Null Rune negates a spell and exiles it", "[hero-duel][traps]") {
  Table t = table(10, 1);
  t.p(0).hp = 400;
  put_trap(t, 0, 1, "null-rune", 9);
  t.p(1).hand = {"fireball", "second-wind"};
  REQUIRE(apply(t, CastSpell{1, "fireball", {Target::of_player(0)}}));
  CHECK(t.p(0).hp == 400);
  CHECK(in(t.p(1).exile, "fireball"));
  CHECK_FALSE(in(t.p(1).graveyard, "fireball"));
  CHECK(in(t.p(0).graveyard, "null-rune"));
  CHECK(!t.p(0).spell_traps[1]);
  CHECK_FALSE(check(t, CastSpell{1, "second-wind", {}}).legal);  // the play was spent
  SECTION("hd.trap.trigger-timing = after: the spell resolves first") {
    Table u = table(10, 1, rulings("hd.trap.trigger-timing", "after"));
    u.p(0).hp = 400;
    put_trap(u, 0, 1, "null-rune", 9);
    u.p(1).hand = {"fireball"};
    REQUIRE(apply(u, CastSpell{1, "fireball", {Target::of_player(0)}}));
    CHECK(u.p(0).hp == 100);
  }
  SECTION("hd.action.negated-consumes-limit = refunded: the play comes back") {
    Table u = table(10, 1, rulings("hd.action.negated-consumes-limit", "refunded"));
    put_trap(u, 0, 1, "null-rune", 9);
    u.p(1).hand = {"fireball", "second-wind"};
    REQUIRE(apply(u, CastSpell{1, "fireball", {Target::of_player(0)}}));
    CHECK(check(u, CastSpell{1, "second-wind", {}}).legal);
  }
}

TEST_CASE("hero-duel traps: TC-HD-10 variant, Null Rune stops Meteor Rain's draw", "[hero-duel][traps][win]") {
  Table t = table(12, 1);
  t.p(0).hp = 250;
  t.p(1).hp = 300;
  t.p(1).hand = {"meteor-rain"};
  put_trap(t, 0, 0, "null-rune");
  REQUIRE(apply(t, CastSpell{1, "meteor-rain", {}}));
  CHECK_FALSE(t.over());
  CHECK(t.p(0).hp == 250);
}

TEST_CASE("hero-duel traps: a trap answers only its trigger and only opponents by default", "[hero-duel][traps]") {
  Table t = table(7);
  put_trap(t, 0, 0, "cave-in");   // P1's own trap: P1's summon does not set it off
  put_trap(t, 1, 0, "cave-in");
  put_trap(t, 1, 1, "spiked-pit");
  t.p(0).hand = {"ember-squire"};
  REQUIRE(apply(t, SummonMonster{0, "ember-squire", 0, {}}));
  CHECK(at(t, 0, 0) == nullptr);                       // destroyed after arriving (after-window)
  CHECK(in(t.p(0).graveyard, "ember-squire"));
  CHECK(t.p(0).spell_traps[0]->card == "cave-in");     // still set
  CHECK(!t.p(1).spell_traps[0]);
  CHECK(t.p(1).spell_traps[1]->card == "spiked-pit");  // not an attack
  SECTION("hd.trap.trigger-actor = any-actor: the owner's own summon sets it off too") {
    Table u = table(7, 0, rulings("hd.trap.trigger-actor", "any-actor"));
    put_trap(u, 0, 0, "cave-in");
    u.p(0).hand = {"ember-squire"};
    REQUIRE(apply(u, SummonMonster{0, "ember-squire", 0, {}}));
    CHECK(!u.p(0).spell_traps[0]);
  }
  SECTION("hd.trap.trigger-timing = before: Cave-in stops the summon, the monster destroyed as it arrives") {
    // 9. Trap Rules with the ruling's 'summons can be stopped too': the monster never
    // reaches the field, the summon is spent, both cards end in the graveyards.
    Table u = table(7, 0, rulings("hd.trap.trigger-timing", "before"));
    put_trap(u, 1, 0, "cave-in");
    u.p(0).hand = {"ember-squire"};
    REQUIRE(apply(u, SummonMonster{0, "ember-squire", 0, {}}));
    CHECK(at(u, 0, 0) == nullptr);
    CHECK(in(u.p(0).graveyard, "ember-squire"));
    CHECK(in(u.p(1).graveyard, "cave-in"));
    CHECK(u.p(0).used[static_cast<std::size_t>(Limit::summon)] == 1);
  }
}

TEST_CASE("hero-duel traps: a status trap answers the on-attack freeze, chained in FIFO order", "[hero-duel][traps]") {
  Table t = table(8, 1);
  put(t, 0, 0, "iron-warden");
  put_trap(t, 0, 0, "thaw-ward");
  put(t, 1, 0, "frost-archer");
  REQUIRE(apply(t, attack(1, 0, 0)));
  CHECK_FALSE(has_status(*at(t, 0, 0), "FROZEN"));  // removed by Thaw Ward
  CHECK(in(t.p(0).graveyard, "thaw-ward"));
  SECTION("hd.trap.chains = none: an effect's status sets nothing off") {
    Table u = table(8, 1, rulings("hd.trap.chains", "none"));
    put(u, 0, 0, "iron-warden");
    put_trap(u, 0, 0, "thaw-ward");
    put(u, 1, 0, "frost-archer");
    REQUIRE(apply(u, attack(1, 0, 0)));
    CHECK(has_status(*at(u, 0, 0), "FROZEN"));
    CHECK(u.p(0).spell_traps[0]);
  }
}

TEST_CASE("hero-duel traps: several traps on one event resolve turn player first, then zone order", "[hero-duel][traps]") {
  Table t = table(8, 1);
  put(t, 0, 0, "ember-squire");
  put_trap(t, 0, 2, "spiked-pit");
  put_trap(t, 0, 0, "spiked-pit");
  put(t, 1, 0, "iron-warden");
  REQUIRE(apply(t, attack(1, 0, 0)));
  CHECK(at(t, 1, 0) == nullptr);  // 900 - 300 - 300 - 300 (the Squire)
  CHECK(t.p(0).graveyard.size() == 3);
  SECTION("hd.trap.multiple-triggers = one-per-event: only S0 goes") {
    Table u = table(8, 1, rulings("hd.trap.multiple-triggers", "one-per-event"));
    put(u, 0, 0, "ember-squire");
    put_trap(u, 0, 2, "spiked-pit");
    put_trap(u, 0, 0, "spiked-pit");
    put(u, 1, 0, "iron-warden");
    REQUIRE(apply(u, attack(1, 0, 0)));
    CHECK(hp_at(u, 1, 0) == 300);
    CHECK(u.p(0).spell_traps[2]);
    CHECK(!u.p(0).spell_traps[0]);
  }
}

TEST_CASE("hero-duel traps: a hidden trap activates when the record names it", "[hero-duel][traps][hidden]") {
  Table t = table(8, 1);
  put(t, 0, 0, "iron-warden");
  put_trap(t, 0, 1, std::string(kUnknown));
  put(t, 1, 0, "iron-warden");
  Reactions rx;
  rx.activations.push_back(Activation{0, 1, "spiked-pit", {}});
  REQUIRE(apply(t, attack(1, 0, 0), rx));
  CHECK(at(t, 1, 0) == nullptr);  // 900 - 300 (the trap) - 700
  CHECK(hp_at(t, 0, 0) == 200);
  CHECK(in(t.p(0).graveyard, "spiked-pit"));

  SECTION("naming a trap whose trigger this action never sets off is refused, and nothing changes") {
    Table u = table(8, 1);
    put(u, 0, 0, "iron-warden");
    put_trap(u, 0, 1, std::string(kUnknown));
    put(u, 1, 0, "iron-warden");
    Reactions wrong;
    wrong.activations.push_back(Activation{0, 1, "null-rune", {}});
    const Verdict v = apply(u, attack(1, 0, 0), wrong);
    CHECK_FALSE(v.legal);
    CHECK(v.citation == &sec::traps);
    CHECK(at(u, 1, 0)->attacks_made == 0);
    CHECK(hp_at(u, 0, 0) == 900);
  }
  SECTION("a known trap named as another card is refused") {
    Table u = table(8, 1);
    put_trap(u, 0, 1, "spiked-pit");
    put(u, 1, 0, "iron-warden");
    Reactions wrong;
    wrong.activations.push_back(Activation{0, 1, "null-rune", {}});
    CHECK_FALSE(apply(u, attack(1, 0, std::nullopt), wrong).legal);
    CHECK(u.p(0).hp == 1500);
  }
}

TEST_CASE("hero-duel traps: a hidden trap that stayed set is checked when it is named later", "[hero-duel][traps][hidden]") {
  Table t = table(8, 1);
  put_trap(t, 0, 1, std::string(kUnknown));
  put(t, 1, 0, "iron-warden");
  REQUIRE(apply(t, attack(1, 0, std::nullopt)));  // not named: it stayed set
  CHECK(t.p(0).hp == 800);
  const Verdict v = check_trap_identity(t, 0, 1, "spiked-pit");
  CHECK_FALSE(v.legal);                            // it would have had to activate
  CHECK(v.citation == &sec::traps);
  CHECK(check_trap_identity(t, 0, 1, "null-rune").legal);
  CHECK_FALSE(check_trap_identity(t, 0, 1, "fireball").legal);
  SECTION("named as activating at a later attack: refused, it would have fired at the first") {
    // 9. Trap Rules under hd.trap.activation-mandatory = mandatory: a trap acts when its
    // trigger happens, so a hidden Spiked Pit cannot wait for the second attack.
    put(t, 1, 1, "ember-squire");
    Reactions late;
    late.activations.push_back(Activation{0, 1, "spiked-pit", {}});
    Table before = t;
    const Verdict named = apply(t, attack(1, 1, std::nullopt), late);
    CHECK_FALSE(named.legal);
    CHECK(named.citation == &sec::traps);
    CHECK_THAT(named.reason, Catch::Contains("would have had to activate on turn 8"));
    CHECK(t.p(0).hp == before.p(0).hp);  // refused: nothing changed
    Reactions other;
    other.activations.push_back(Activation{0, 1, "null-rune", {}});
    CHECK_FALSE(apply(t, attack(1, 1, std::nullopt), other).legal);  // a spell trap: no attack sets it off
  }
  SECTION("hd.trap.activation-mandatory = optional: a hidden trap may wait for a later trigger") {
    Table u = table(8, 1, rulings("hd.trap.activation-mandatory", "optional"));
    put_trap(u, 0, 1, std::string(kUnknown));
    put(u, 1, 0, "iron-warden");
    put(u, 1, 1, "ember-squire");
    REQUIRE(apply(u, attack(1, 0, std::nullopt)));
    Reactions late;
    late.activations.push_back(Activation{0, 1, "spiked-pit", {}});
    CHECK(apply(u, attack(1, 1, std::nullopt), late).legal);
    CHECK(in(u.p(0).graveyard, "spiked-pit"));
  }
  SECTION("hd.trap.activation-mandatory = optional: a trap may be kept") {
    Table u = table(8, 1, rulings("hd.trap.activation-mandatory", "optional"));
    put_trap(u, 0, 1, "spiked-pit");
    put(u, 1, 0, "iron-warden");
    REQUIRE(apply(u, attack(1, 0, std::nullopt)));
    CHECK(u.p(0).spell_traps[1]);  // kept, not declared
    CHECK(check_trap_identity(u, 0, 1, "spiked-pit").legal);
  }
}

TEST_CASE("hero-duel traps: hd.trap.armed-timing = next-turn keeps a trap quiet the turn it is set", "[hero-duel][traps][rulings]") {
  for (const char* option : {"at-once", "next-turn"}) {
    Table t = table(8, 1, rulings("hd.trap.armed-timing", option));
    put_trap(t, 0, 0, "spiked-pit", 8);
    put(t, 1, 0, "iron-warden");
    REQUIRE(apply(t, attack(1, 0, std::nullopt)));
    CHECK(t.p(0).spell_traps[0].has_value() == (std::string(option) == "next-turn"));
  }
}

}  // namespace test_hd_traps

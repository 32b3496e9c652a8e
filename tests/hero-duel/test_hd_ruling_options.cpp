// Rulings the rules did not read before: each option pinned where the rules depend on it.
#include "hd_table.hpp"

#include "rulespec/hero-duel/resolver.hpp"

namespace test_hd_ruling_options {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdtest;

namespace {

// A hero whose aura allows one more summon a turn (4. Tribute Restrictions' exception).
const nlohmann::json kPackLord = {
    {"id", "pack-lord"}, {"name", "Pack Lord"}, {"type", "hero"}, {"stars", 6},
    {"passive", {{{"keyword", "extra-action"}, {"target", "controller"}, {"action", "summon"}, {"count", 1}}}},
    {"ability", {{"name", "Howl"}, {"effects", {{{"keyword", "heal"}, {"target", "controller"}, {"amount", 100}}}}}}};

std::shared_ptr<const cards::CardSet> pack_set() {
  static const auto set = sample_plus(nlohmann::json::array({kPackLord}));
  return set;
}

}  // namespace

TEST_CASE("hero-duel rulings: hd.facedown.hidden-info = stats-only refuses a monster summoned unseen", "[hero-duel][rulings][hidden]") {
  Table hidden = table(7, 0, rulings("hd.facedown.hidden-info", "card-hidden"));
  hidden.p(0).hand = {"?"};
  CHECK(apply(hidden, SummonMonster{0, "?", 0, {}}).legal);
  Table shown = table(7, 0, rulings("hd.facedown.hidden-info", "stats-only"));
  shown.p(0).hand = {"?"};
  const Verdict v = check(shown, SummonMonster{0, "?", 0, {}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::face_down);
  shown.p(0).hand = {"ember-squire"};
  CHECK(check(shown, SummonMonster{0, "ember-squire", 0, {}}).legal);
}

TEST_CASE("hero-duel rulings: hd.hero.passive-timing decides whether the hero's aura lifts the Tribute Restrictions for its own tributes",
          "[hero-duel][rulings][hero]") {
  auto start = [](const char* option) {
    Table t = table(7, 0, rulings("hd.hero.passive-timing", option), pack_set());
    put(t, 0, 1, "iron-warden");
    t.p(0).hand = {"ember-squire", "pack-lord"};
    REQUIRE(apply(t, SummonMonster{0, "ember-squire", 0, {}}));  // summoned this turn
    return t;
  };
  Table after = start("after-tributes");
  const Verdict v = check(after, PlayHero{0, "pack-lord", {0, 1}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::tribute_restrictions);
  Table sees = start("sees-tributes");
  REQUIRE(apply(sees, PlayHero{0, "pack-lord", {0, 1}}));
  CHECK(sees.p(0).hero);
}

TEST_CASE("hero-duel summon: a hero's aura allowing extra summons lifts the Tribute Restrictions", "[hero-duel][summon][hero]") {
  Table t = table(7, 0, rulings(), pack_set());
  t.p(0).hero = Hero{"pack-lord", 5, 0};
  t.p(0).hand = {"ember-squire", "iron-warden"};
  REQUIRE(apply(t, SummonMonster{0, "ember-squire", 0, {}}));
  REQUIRE(apply(t, SummonMonster{0, "iron-warden", 1, {0}}));  // the second summon the aura allows
  CHECK(at(t, 0, 1)->card == "iron-warden");
  // Without the hero the same tribute is refused.
  Table plain = table(7, 0, rulings(), pack_set());
  plain.p(0).hand = {"ember-squire", "iron-warden"};
  put(plain, 0, 2, "ember-squire", false, 7);  // summoned this turn
  CHECK(check(plain, SummonMonster{0, "iron-warden", 1, {2}}).citation == &sec::tribute_restrictions);
}

TEST_CASE("hero-duel rulings: hd.status.disable-attack-persistence decides whether a bar applied on the opponent's turn outlasts the next refresh",
          "[hero-duel][rulings][status]") {
  auto start = [](const char* option) {
    Table t = table(7, 0, rulings("hd.status.disable-attack-persistence", option));
    put(t, 1, 0, "iron-warden");
    t.p(0).hand = {"pinning-net"};
    REQUIRE(apply(t, CastSpell{0, "pinning-net", {Target::of_monster(1, 0)}}));
    CHECK(at(t, 1, 0)->x_marker);
    REQUIRE(apply(t, EndTurn{0}));  // P2's turn 8
    return t;
  };
  Table until = start("until-refresh");
  CHECK(check(until, attack(1, 0, std::nullopt)).legal);
  Table next = start("next-chance");
  const Verdict v = check(next, attack(1, 0, std::nullopt));
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::field_behavior);
  REQUIRE(apply(next, EndTurn{1}));
  REQUIRE(apply(next, EndTurn{0}));  // P2's turn 10: the next chance was missed, this one is not
  CHECK(check(next, attack(1, 0, std::nullopt)).legal);
}

TEST_CASE("hero-duel rulings: under hd.status.x-state = status the X is a status traps see and removal gives the attack back",
          "[hero-duel][rulings][status]") {
  SECTION("a status trap answers the X only when it is a status") {
    for (const char* option : {"marker", "status"}) {
      INFO(option);
      Table t = table(7, 0, rulings("hd.status.x-state", option));
      put(t, 1, 0, "iron-warden");
      put_trap(t, 1, 0, "thaw-ward");  // removes the status just applied
      t.p(0).hand = {"pinning-net"};
      REQUIRE(apply(t, CastSpell{0, "pinning-net", {Target::of_monster(1, 0)}}));
      const bool status = std::string(option) == "status";
      CHECK(t.p(1).spell_traps[0].has_value() == !status);
      CHECK(at(t, 1, 0)->x_marker == !status);
      CHECK_FALSE(has_status(*at(t, 1, 0), "X"));
    }
  }
  SECTION("removing statuses clears the X only when it is one") {
    for (const char* option : {"marker", "status"}) {
      INFO(option);
      Table t = table(7, 0, rulings("hd.status.x-state", option));
      const int uid = put(t, 0, 0, "iron-warden").uid;
      {
        Resolver r(t, Reactions{});
        r.bar_attack(uid, 1, true);
        r.drain();
      }
      CHECK(has_status(*at(t, 0, 0), "X") == (std::string(option) == "status"));
      CHECK_FALSE(check(t, attack(0, 0, std::nullopt)).legal);
      t.p(0).hand = {"purge"};
      REQUIRE(apply(t, CastSpell{0, "purge", {Target::of_monster(0, 0)}}));
      CHECK(check(t, attack(0, 0, std::nullopt)).legal == (std::string(option) == "status"));
    }
  }
  SECTION("a FROZEN monster is marked each time FROZEN acts, and the refresh takes the X status away") {
    Table t = table(7, 0, rulings("hd.status.x-state", "status"));
    put(t, 1, 0, "iron-warden");
    t.p(0).hand = {"blizzard"};
    REQUIRE(apply(t, CastSpell{0, "blizzard", {}}));
    CHECK(has_status(*at(t, 1, 0), "X"));
    REQUIRE(apply(t, EndTurn{0}));  // FROZEN acts again at P2's start, then ends
    CHECK(has_status(*at(t, 1, 0), "X"));
    CHECK_FALSE(check(t, attack(1, 0, std::nullopt)).legal);
    REQUIRE(apply(t, EndTurn{1}));
    REQUIRE(apply(t, EndTurn{0}));
    CHECK_FALSE(has_status(*at(t, 1, 0), "X"));
    CHECK(check(t, attack(1, 0, std::nullopt)).legal);
  }
}

TEST_CASE("hero-duel rulings: hd.turn.end-turn-limit = extra-turns lets an effect give another turn", "[hero-duel][rulings][turn]") {
  for (const char* option : {"closing-act", "extra-turns"}) {
    INFO(option);
    Table t = table(7, 0, rulings("hd.turn.end-turn-limit", option));
    t.p(0).deck = {"?", "?", "?", "?"};
    t.p(1).deck = {"?", "?"};
    t.p(0).hand = {"borrowed-time"};
    REQUIRE(apply(t, CastSpell{0, "borrowed-time", {}}));
    REQUIRE(apply(t, EndTurn{0}));
    const bool again = std::string(option) == "extra-turns";
    CHECK(t.turn == 8);
    CHECK(t.active == (again ? 0 : 1));
    CHECK(t.p(0).hand.size() == (again ? 2u : 0u));
    CHECK(t.p(0).extra_turns == 0);
    REQUIRE(apply(t, EndTurn{t.active}));
    CHECK(t.active == (again ? 1 : 0));
  }
}

}  // namespace test_hd_ruling_options

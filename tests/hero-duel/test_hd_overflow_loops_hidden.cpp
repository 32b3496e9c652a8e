// Overflow granted by a status (6. Combat Rules: Overflow Damage), the cap on monsters
// created in one action, and hidden monsters: arrival effects of a monster summoned unseen,
// and several unseen cards named by one event (1. Match Structure, 5. Face-Down Rules).
#include "hd_game.hpp"
#include "hd_table.hpp"

#include "rulespec/hero-duel/resolver.hpp"

namespace test_hd_overflow_loops_hidden {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdtest;

namespace {

void rampage(Table& t, int player, int zone, int times = 1) {
  auto& m = *t.p(player).monsters[static_cast<std::size_t>(zone)];
  for (int i = 0; i < times; ++i) m.statuses.push_back(Status{"RAMPAGE", 1, 1, player});
}

}  // namespace

TEST_CASE("hero-duel combat: overflow granted by a status goes where hd.combat.overflow says, once", "[hero-duel][combat][rulings]") {
  SECTION("a status grants it, and Blood Frenzy applies that status") {
    Table t = table();
    put(t, 0, 0, "iron-warden");   // 700 ATK
    put(t, 1, 0, "ember-squire");  // 300 HP
    t.p(0).hand = {"blood-frenzy"};
    REQUIRE(apply(t, CastSpell{0, "blood-frenzy", {Target::of_monster(0, 0)}}));
    REQUIRE(apply(t, attack(0, 0, 0)));
    CHECK(t.p(1).hp == 1100);  // 700 - 300
  }
  SECTION("granted twice, by two statuses or a status and the card's flag, it is sent once") {
    Table t = table();
    put(t, 0, 0, "iron-warden");
    put(t, 1, 0, "ember-squire");
    rampage(t, 0, 0, 2);
    REQUIRE(apply(t, attack(0, 0, 0)));
    CHECK(t.p(1).hp == 1100);
    Table drake = table();
    put(drake, 0, 0, "storm-drake");  // 1000 ATK, the overflow flag
    put(drake, 1, 0, "ember-squire");
    rampage(drake, 0, 0);
    REQUIRE(apply(drake, attack(0, 0, 0)));
    CHECK(drake.p(1).hp == 800);
  }
  SECTION("a defender's overflow reaches the attacking player only under both-ways") {
    for (const char* option : {"attacker-excess", "both-ways", "piercing"}) {
      INFO(option);
      Table t = table(7, 0, rulings("hd.combat.overflow", option));
      put(t, 0, 0, "ember-squire");  // 300 ATK, 300 HP
      put(t, 1, 0, "iron-warden");   // 700 ATK, 900 HP
      rampage(t, 1, 0);
      REQUIRE(apply(t, attack(0, 0, 0)));
      CHECK(t.p(0).hp == (std::string(option) == "both-ways" ? 1100 : 1500));
      CHECK(t.p(1).hp == 1500);
    }
  }
  SECTION("piercing sends the whole ATK, once") {
    Table t = table(7, 0, rulings("hd.combat.overflow", "piercing"));
    put(t, 0, 0, "iron-warden");
    put(t, 1, 0, "ember-squire");
    rampage(t, 0, 0, 3);
    REQUIRE(apply(t, attack(0, 0, 0)));
    CHECK(t.p(1).hp == 800);
  }
}

namespace {

// A monster whose arrival creates another of itself: on a full side under replace-oldest,
// or having destroyed itself, it would never stop.
const nlohmann::json kEcho = {
    {"id", "echo-wolf"}, {"name", "Echo Wolf"}, {"type", "monster"}, {"stars", 1}, {"atk", 100}, {"hp", 100},
    {"on-summon", {{{"keyword", "create-monster"}, {"target", "controller"}, {"card", "echo-wolf"}, {"face-up", true}}}}};
const nlohmann::json kFadingEcho = {
    {"id", "fading-echo"}, {"name", "Fading Echo"}, {"type", "monster"}, {"stars", 1}, {"atk", 100}, {"hp", 100},
    {"on-summon", {{{"keyword", "destroy"}, {"target", "self"}},
                   {{"keyword", "create-monster"}, {"target", "controller"}, {"card", "fading-echo"}, {"face-up", true}}}}};
const nlohmann::json kCallEcho = {
    {"id", "call-echo"}, {"name", "Call Echo"}, {"type", "spell"},
    {"effects", {{{"keyword", "create-monster"}, {"target", "controller"}, {"card", "echo-wolf"}, {"face-up", true}}}}};
const nlohmann::json kCallFading = {
    {"id", "call-fading"}, {"name", "Call Fading"}, {"type", "spell"},
    {"effects", {{{"keyword", "create-monster"}, {"target", "controller"}, {"card", "fading-echo"}, {"face-up", true}}}}};

std::shared_ptr<const cards::CardSet> echo_set() {
  static const auto set = sample_plus(nlohmann::json::array({kEcho, kFadingEcho, kCallEcho, kCallFading}));
  return set;
}

}  // namespace

TEST_CASE("hero-duel effects: monsters creating monsters stop at the referee's cap of one action", "[hero-duel][effects]") {
  SECTION("blocked: the side fills and the chain ends there, below the cap") {
    Table t = table(7, 0, rulings(), echo_set());
    t.p(0).hand = {"call-echo"};
    const int before = t.next_uid;
    REQUIRE(apply(t, CastSpell{0, "call-echo", {}}));
    CHECK(monster_count(t, 0) == 4);
    CHECK(t.next_uid - before == 4);
  }
  SECTION("replace-oldest: the cap ends it") {
    Table t = table(7, 0, rulings("hd.zones.monster-full", "replace-oldest"), echo_set());
    t.p(0).hand = {"call-echo"};
    const int before = t.next_uid;
    REQUIRE(apply(t, CastSpell{0, "call-echo", {}}));
    CHECK(t.next_uid - before == kMaxCreatedPerAction);
    CHECK(monster_count(t, 0) == 4);
  }
  SECTION("a monster that destroys itself and makes another: the cap ends it, and the next action may create again") {
    Table t = table(7, 0, rulings(), echo_set());
    t.p(0).hand = {"call-fading", "call-the-pack"};
    const int before = t.next_uid;
    REQUIRE(apply(t, CastSpell{0, "call-fading", {}}));
    CHECK(t.next_uid - before == kMaxCreatedPerAction);
    CHECK(monster_count(t, 0) == 0);  // the last one destroyed itself, and could make no other
    t.p(0).used = {};
    REQUIRE(apply(t, CastSpell{0, "call-the-pack", {}}));
    CHECK(monster_count(t, 0) == 1);
  }
}

TEST_CASE("hero-duel summon: a monster summoned unseen keeps its arrival effect for when it is named (hd.facedown.effects-while-face-down)",
          "[hero-duel][summon][hidden][rulings]") {
  auto start = [](const char* option) {
    Table t = table(7, 1, rulings("hd.facedown.effects-while-face-down", option));
    t.p(1).hand = {"?"};
    REQUIRE(apply(t, SummonMonster{1, "?", 0, {}}));
    REQUIRE(apply(t, EndTurn{1}));  // P1's turn 8
    put(t, 0, 1, "iron-warden");
    return t;
  };
  Reactions imp;  // Cinder Imp: 100 damage to its controller's opponent on arrival
  imp.reveals.push_back(Reveal{1, 0, "cinder-imp"});
  SECTION("on-flip: it resolves as the monster is named") {
    Table t = start("on-flip");
    CHECK(at(t, 1, 0)->arrival_pending);
    REQUIRE(apply(t, attack(0, 1, 0), imp));
    CHECK(t.p(0).hp == 1400);
  }
  SECTION("off: it was skipped") {
    Table t = start("off");
    REQUIRE(apply(t, attack(0, 1, 0), imp));
    CHECK(t.p(0).hp == 1500);
  }
  SECTION("on: it would have shown the card, so a card with one was not summoned unseen") {
    Table t = start("on");
    const Verdict v = apply(t, attack(0, 1, 0), imp);
    CHECK_FALSE(v.legal);
    CHECK(v.citation == &sec::face_down);
    Reactions squire;
    squire.reveals.push_back(Reveal{1, 0, "ember-squire"});
    CHECK(apply(t, attack(0, 1, 0), squire).legal);
  }
}

TEST_CASE("hero-duel game: unseen cards named by one event must fit the deck list together", "[hero-duel][game][hidden]") {
  using namespace hdgame;
  json d = decks();
  d["Bob"].push_back("rally-horn");  // one Frost Archer, one Ember Squire, and an extra summon
  const json setup = {{"first", "Ann"},
                      {"decks", d},
                      {"hands", {{"Ann", {"?", "?", "?", "?", "?"}}, {"Bob", {"rally-horn", "?", "?", "?", "?"}}}}};
  auto events = [](const char* second) {
    return json{ev("Ann", "end-turn"), ev("Bob", "play-spell", {{"card", "rally-horn"}}), ev("Bob", "summon", {{"card", "?"}, {"zone", "M0"}}),
                ev("Bob", "summon", {{"card", "?"}, {"zone", "M1"}}), ev("Bob", "end-turn"),
                ev("Ann", "end-turn", {{"reveal", {{"Bob:M0", "frost-archer"}, {"Bob:M1", second}}}})};
  };
  const Replay ok = hdgame::run(transcript(setup, events("ember-squire")));
  INFO((ok.violation ? ok.violation->reason : ""));
  CHECK_FALSE(ok.violation);
  const Replay twice = hdgame::run(transcript(setup, events("frost-archer")));
  REQUIRE(twice.violation);
  CHECK(twice.violation->event == 6);
  CHECK(std::string(twice.violation->citation->title) == "1. Match Structure");
  CHECK_THAT(twice.violation->reason, Catch::Contains("other cards this event names"));
}

TEST_CASE("hero-duel game: a named draw must leave what the hidden cards on the field need", "[hero-duel][game][hidden]") {
  Table t = table(7, 0);
  hd::Record rec{{"Ann", "Bob"}, {{"ember-squire", "spiked-pit", "fireball", "fireball"}, {}}, 2, 0};
  put(t, 0, 0, "?", false);        // summoned unseen: a 1-3 star monster
  put_trap(t, 0, 1, "?");          // set unseen: a trap
  t.p(0).hand = {"?", "?"};
  // The squire and the pit are what the hidden cards must be: drawing either is impossible.
  const Verdict squire = hd::check_draw(t, rec, hd::DrawCards{0, {"ember-squire", "?"}});
  CHECK_FALSE(squire.legal);
  CHECK(squire.citation == &sec::summon_low);
  const Verdict pit = hd::check_draw(t, rec, hd::DrawCards{0, {"spiked-pit", "?"}});
  CHECK_FALSE(pit.legal);
  CHECK(pit.citation == &sec::traps);
  CHECK(hd::check_draw(t, rec, hd::DrawCards{0, {"fireball", "fireball"}}).legal);
}

}  // namespace test_hd_overflow_loops_hidden

// Spells and the effect interpreter (8. Spell Rules), and the end of the game (12. Win
// Conditions).
#include "hd_table.hpp"
#include "rulespec/hero-duel/resolver.hpp"

namespace test_hd_spells_effects {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdtest;

TEST_CASE("hero-duel spells: chosen targets are checked when cast, and a hero is no monster target", "[hero-duel][spells]") {
  Table t = table(16, 1);
  t.p(0).hp = 900;
  t.p(0).hero = Hero{"pyra", 9};
  put(t, 1, 0, "iron-warden");
  put(t, 0, 1, "ember-squire", false);
  t.p(1).hand = {"fireball"};
  CHECK_FALSE(check(t, CastSpell{1, "fireball", {}}).legal);                         // needs its target
  CHECK(check(t, CastSpell{1, "fireball", {Target::of_monster(0, 0)}}).citation == &sec::spells);  // empty zone
  CHECK(check(t, CastSpell{1, "fireball", {Target::of_monster(0, 1)}}).legal);       // face down is fine
  CHECK_FALSE(check(t, CastSpell{1, "iron-warden", {}}).legal);
  REQUIRE(apply(t, CastSpell{1, "fireball", {Target::of_player(0)}}));
  CHECK(t.p(0).hp == 600);
  CHECK(in(t.p(1).graveyard, "fireball"));
  SECTION("hd.spell.targeting-and-fizzle = no-face-down") {
    Table u = table(16, 1, rulings("hd.spell.targeting-and-fizzle", "no-face-down"));
    put(u, 0, 1, "ember-squire", false);
    u.p(1).hand = {"fireball"};
    CHECK_FALSE(check(u, CastSpell{1, "fireball", {Target::of_monster(0, 1)}}).legal);
  }
}

TEST_CASE("hero-duel win: TC-HD-10, both players at 0 or less from one spell is a draw", "[hero-duel][win]") {
  Table t = table(12, 1);
  t.p(0).hp = 250;
  t.p(1).hp = 300;
  t.p(1).hand = {"meteor-rain"};
  REQUIRE(apply(t, CastSpell{1, "meteor-rain", {}}));
  CHECK(t.p(0).hp == -50);
  CHECK(t.p(1).hp == 0);
  CHECK(t.result.status == GameStatus::drawn);
  CHECK(t.result.citation == &sec::win);
  CHECK(in(t.p(1).graveyard, "meteor-rain"));  // 8. Spell Rules: the spell that ended it is in the graveyard too
  CHECK(t.p(1).hand.empty());
}

TEST_CASE("hero-duel win: the spell that takes the opponent to 0 HP goes to the graveyard", "[hero-duel][win][spells]") {
  Table t = table(12, 1);
  t.p(0).hp = 200;
  t.p(1).hand = {"fireball"};
  REQUIRE(apply(t, CastSpell{1, "fireball", {Target::of_player(0)}}));
  CHECK(t.result.status == GameStatus::won);
  CHECK(t.result.winner == 1);
  CHECK(t.p(1).graveyard == std::vector<std::string>{"fireball"});
  CHECK(t.p(1).hand.empty());
}

TEST_CASE("hero-duel win: a card that declares a win, as hd.win.card-effect says", "[hero-duel][win][rulings]") {
  for (const char* option : {"honoured", "not-yet"}) {
    Table t = table(6, 1, rulings("hd.win.card-effect", option));
    t.p(1).hand = {"last-page"};
    REQUIRE(apply(t, CastSpell{1, "last-page", {}}));
    if (std::string(option) == "honoured") {
      CHECK(t.result.status == GameStatus::won);
      CHECK(t.result.winner == 1);
      CHECK(t.result.ended_by == "win-game");
      CHECK(in(t.p(1).graveyard, "last-page"));
    } else {
      CHECK_FALSE(t.over());
    }
  }
}

TEST_CASE("hero-duel effects: area damage, heal capped at the maximum, draw, remove every status", "[hero-duel][effects]") {
  Table t = table(5);
  put(t, 0, 0, "iron-warden").damage = 100;
  put(t, 1, 0, "ember-squire");
  put(t, 1, 1, "frost-archer").statuses.push_back(Status{"FROZEN", 1, 1, 0});
  t.p(0).hand = {"earthquake"};
  REQUIRE(apply(t, CastSpell{0, "earthquake", {}}));
  CHECK(hp_at(t, 0, 0) == 600);
  CHECK(at(t, 1, 0)->card == "ember-squire");
  CHECK(hp_at(t, 1, 0) == 100);
  auto next = [&](const char* card) {
    t.p(0).used = {};
    t.p(0).hand = {card};
  };
  next("second-wind");
  t.p(0).hp = 1400;
  REQUIRE(apply(t, CastSpell{0, "second-wind", {}}));
  CHECK(t.p(0).hp == 1800);  // no cap on players (hd.combat.hp-persistence)
  next("scholars-insight");
  t.p(1).deck = {"fireball", "purge", "blizzard"};
  REQUIRE(apply(t, CastSpell{0, "scholars-insight", {Target::of_player(1)}}));
  CHECK(t.p(1).hand == std::vector<std::string>{"fireball", "purge"});
  next("purge");
  REQUIRE(apply(t, CastSpell{0, "purge", {Target::of_monster(1, 1)}}));
  CHECK(at(t, 1, 1)->statuses.empty());
}

TEST_CASE("hero-duel effects: a created monster is a token that arrives face down and leaves no card", "[hero-duel][effects]") {
  Table t = table(5);
  t.p(0).hand = {"call-the-pack", "fireball"};
  REQUIRE(apply(t, CastSpell{0, "call-the-pack", {}}));
  const Monster& wolf = *at(t, 0, 0);
  CHECK(wolf.token);
  CHECK_FALSE(wolf.face_up);  // hd.summon.effect-summon-face: unstated means face down
  // It still counts as a monster against direct attacks (hd.tokens.created-monsters).
  put(t, 1, 0, "iron-warden");
  t.active = 1;
  t.turn = 6;
  REQUIRE(apply(t, attack(1, 0, 0)));
  CHECK(at(t, 0, 0) == nullptr);
  CHECK_FALSE(in(t.p(0).graveyard, "wolf-token"));
  SECTION("hd.tokens.created-monsters = objects: it reaches the graveyard") {
    Table u = table(5, 0, rulings("hd.tokens.created-monsters", "objects"));
    u.p(0).hand = {"call-the-pack"};
    REQUIRE(apply(u, CastSpell{0, "call-the-pack", {}}));
    put(u, 1, 0, "iron-warden");
    u.active = 1;
    u.turn = 6;
    REQUIRE(apply(u, attack(1, 0, 0)));
    CHECK(in(u.p(0).graveyard, "wolf-token"));
  }
}

TEST_CASE("hero-duel effects: a face-down arrival skips its on-summon effect unless the rulings say otherwise", "[hero-duel][effects][rulings]") {
  for (const char* option : {"off", "on", "on-flip"}) {
    Table t = table(5, 0, rulings("hd.facedown.effects-while-face-down", option));
    t.p(0).hand = {"cinder-imp"};
    t.p(1).deck = {"fireball", "fireball"};
    REQUIRE(apply(t, SummonMonster{0, "cinder-imp", 0, {}}));
    CHECK(t.p(1).hp == (std::string(option) == "on" ? 1400 : 1500));
    REQUIRE(apply(t, EndTurn{0}));
    REQUIRE(apply(t, EndTurn{1}));  // P1's turn: the Imp turns face up
    CHECK(at(t, 0, 0)->face_up);
    CHECK(t.p(1).hp == (std::string(option) == "off" ? 1500 : 1400));
  }
}

TEST_CASE("hero-duel effects: the keyword table is open to new words", "[hero-duel][effects]") {
  // A game adding a keyword registers a handler; the interpreter finds it by name.
  auto& handlers = keyword_handlers();
  for (const char* word : {"damage", "heal", "destroy", "exile", "apply-status", "remove-status", "modify-stat", "negate",
                           "extra-action", "draw", "create-monster", "win-game"})
    CHECK(handlers.find(word) != nullptr);
  for (const std::string& target : cards::common_vocabulary().target_names()) {
    INFO(target);
    CHECK(target_resolvers().find(target) != nullptr);
  }
  if (!handlers.find("test-mill"))
    handlers.add("test-mill", [](EffectCall& c) {
      for (int p : c.subjects.players) c.res.t.p(p).deck.clear();
      c.acted = true;
    });
  Table t = table(5);
  t.p(1).deck = {"fireball"};
  Resolver r(t, Reactions{});
  cards::Effect mill;
  mill.keyword = "test-mill";
  mill.target = "opponent";
  EffectContext ctx;
  ctx.controller = 0;
  CHECK(r.resolve({mill}, ctx));
  CHECK(t.p(1).deck.empty());
}

TEST_CASE("hero-duel effects: a hero's aura lasts while the hero is in its zone", "[hero-duel][effects]") {
  Table t = table(5);
  put(t, 0, 0, "iron-warden");
  put(t, 1, 0, "iron-warden");
  CHECK(atk(t, *at(t, 0, 0)) == 700);
  t.p(0).hero = Hero{"pyra", 5};
  CHECK(atk(t, *at(t, 0, 0)) == 800);
  CHECK(atk(t, *at(t, 1, 0)) == 700);  // own monsters only
  t.p(0).hero.reset();
  CHECK(atk(t, *at(t, 0, 0)) == 700);
}

}  // namespace test_hd_spells_effects

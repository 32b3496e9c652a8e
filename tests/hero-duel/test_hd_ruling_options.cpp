// Rulings the rules did not read before: each option pinned where the rules depend on it.
#include "hd_table.hpp"

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

#include "rulespec/hero-duel/card_rules.hpp"

#include <nlohmann/json.hpp>

#include "referee/cards/json_schema.hpp"

namespace referee::hd {

extern const std::string_view kCardsSchema;  // cards_schema.cpp, generated from cards.schema.json

namespace {

using cards::FlagSpec;
using cards::HookSpec;

cards::Vocabulary hero_duel_vocabulary() {
  cards::Vocabulary v = cards::common_vocabulary();
  v.add(HookSpec{"on-summon", HookSpec::Shape::effects, {"monster"}, {"self"}, false,
                 "resolves when the monster is summoned face up, or created face up"});
  v.add(HookSpec{"on-attack", HookSpec::Shape::effects, {"monster"}, {"self", "attack"}, false,
                 "resolves when the monster declares an attack, before damage"});
  v.add(HookSpec{"trigger", HookSpec::Shape::trigger, {"trap"}, {}, false,
                 "the event that activates the set trap (Trap Rules)"});
  v.add(HookSpec{"effects", HookSpec::Shape::effects, {"spell", "trap"}, {}, false,
                 "what the spell does when played, or the trap when its trigger occurs (Spell Rules, Trap Rules)"});
  v.add(HookSpec{"passive", HookSpec::Shape::effects, {"hero"}, {}, true,
                 "the hero's aura, in force while the hero is in its zone (Hero Rules)"});
  v.add(HookSpec{"ability", HookSpec::Shape::ability, {"hero"}, {}, false,
                 "the hero's ability, once per turn in its controller's Main Phase (Hero Rules)"});
  using V = cards::ValueKind;
  v.add(cards::KeywordSpec{"bar-attack",
                           "takes the target monster's attack away and marks it with the X (Monster Field Behavior); how "
                           "long it lasts is a ruling (hd.status.disable-attack-persistence)",
                           cards::kMonster, {}});
  v.add(cards::KeywordSpec{"extra-turn",
                           "raises the target player's End Turn limit: another turn straight after their turn, where the "
                           "rulings let an effect raise it (hd.turn.end-turn-limit)",
                           cards::kPlayer, {{"count", V::positive_integer, false, {}, "1 by default"}}});
  v.add(FlagSpec{"overflow", {"monster"}, "its excess combat damage reaches the defending player (Combat Rules: Overflow Damage)"});
  v.status_enables("overflow");  // a status may grant overflow (Combat Rules: Overflow Damage)
  v.add(FlagSpec{"summon-face-up", {"monster"}, "a 1-3 star monster that enters face up (Face-Down Rules: created face-up by effects)"});
  // The per-turn limits of 2. Turn Structure that an effect may raise, beyond summon and attack.
  v.add_choices("extra-action", "action", {"spell-or-trap", "hero-ability"});
  v.add(cards::ContextSpec{"attack", "during an attack (on-attack effects, traps on attacks)"});
  v.add(cards::ContextSpec{"trigger", "in a trap's effects, once its trigger fired"});
  v.add(cards::ContextSpec{"self", "in a card's own effects: a monster's effects and status ticks"});
  return v;
}

class HeroDuelCardRules final : public cards::CardRules {
 public:
  HeroDuelCardRules() : schema_(nlohmann::json::parse(kCardsSchema)), vocabulary_(hero_duel_vocabulary()) {}

  std::string_view game() const override { return "hero-duel"; }
  std::string_view schema_text() const override { return kCardsSchema; }
  const schema::JsonSchema& schema() const override { return schema_; }
  const cards::Vocabulary& vocabulary() const override { return vocabulary_; }

  void check(const cards::CardSet& set, std::vector<cards::Problem>& problems) const override {
    for (const cards::CardDef& c : set.cards) {
      check_stars(c, problems);
      check_created_monsters(set, c, problems);
    }
  }

 private:
  // Match Structure and Hero Rules: monsters have 1 to 5 stars, the hero exactly 6, and
  // only monsters and heroes have stars or combat stats.
  static void check_stars(const cards::CardDef& c, std::vector<cards::Problem>& problems) {
    const long long stars = c.stat("stars", 0);
    if (c.type == "monster" && stars > 5)
      problems.push_back({c.pointer + "/stars", "a monster has 1 to 5 stars: 6 stars are the hero's alone (Hero Rules)"});
    if (c.type == "hero" && stars != 6)
      problems.push_back({c.pointer + "/stars", "a hero has exactly 6 stars, not " + std::to_string(stars) + " (Hero Rules)"});
    if (c.type == "spell" || c.type == "trap")
      for (const char* key : {"stars", "atk", "hp"})
        if (c.data.contains(key)) problems.push_back({c.pointer + "/" + key, "a " + c.type + " has no " + key + ": only monsters and heroes do"});
  }

  // A created monster is a copy of a monster card of the set.
  static void check_created_monsters(const cards::CardSet& set, const cards::CardDef& c, std::vector<cards::Problem>& problems) {
    for (const auto& [hook, effects] : c.hooks)
      for (const cards::Effect& e : effects)
        if (e.keyword == "create-monster")
          if (const cards::CardDef* made = set.find(e.text("card")); made && made->type != "monster")
            problems.push_back({e.pointer + "/card", "create-monster makes a monster, and \"" + made->id + "\" is a " + made->type});
  }

  schema::JsonSchema schema_;
  cards::Vocabulary vocabulary_;
};

}  // namespace

const cards::CardRules& card_rules() {
  static const HeroDuelCardRules rules;
  return rules;
}

}  // namespace referee::hd

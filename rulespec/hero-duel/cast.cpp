// Spells, set traps and the hero's ability: one spell or trap a turn between them (8.
// Spell Rules, 9. Trap Rules, hd.trap.set-counts-as-play), chosen targets checked when
// played (hd.spell.targeting-and-fizzle), a window for traps before the spell resolves
// (hd.trap.trigger-timing), and the spell to the graveyard afterwards.
#include <algorithm>

#include "rulespec/hero-duel/resolver.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {
namespace {

std::size_t idx(Limit l) { return static_cast<std::size_t>(l); }

Verdict check_targets(const Table& t, int player, const std::vector<cards::Effect>& effects, const std::vector<Target>& targets,
                      bool face_down_ok, const Section& cite) {
  const std::vector<std::string> slots = chosen_slots(effects);
  if (targets.size() != slots.size())
    return Verdict::illegal("it needs " + std::to_string(slots.size()) + " chosen target(s), " + std::to_string(targets.size()) + " given", cite);
  for (std::size_t i = 0; i < slots.size(); ++i)
    if (Verdict v = check_target(t, player, slots[i], targets[i], face_down_ok, cite); !v) return v;
  return Verdict::ok();
}

EffectContext chosen_context(const Table& t, int player, std::string source, const std::vector<cards::Effect>& effects,
                             const std::vector<Target>& targets) {
  EffectContext ctx{.controller = player, .source = std::move(source), .slots = chosen_slots(effects)};
  for (const Target& x : targets) ctx.chosen.push_back(bind_target(t, x));
  return ctx;
}

}  // namespace

std::vector<std::string> chosen_slots(const std::vector<cards::Effect>& effects) {
  std::vector<std::string> slots;
  for (const cards::Effect& e : effects)
    if (e.target.rfind("chosen-", 0) == 0 && !contains(slots, e.target)) slots.push_back(e.target);
  return slots;
}

Target bind_target(const Table& t, const Target& x) {
  if (x.kind != Target::Kind::monster) return x;
  const auto& m = t.p(x.player).monsters.at(static_cast<std::size_t>(x.zone));
  return Target{Target::Kind::monster, x.player, m ? m->uid : -1};
}

Verdict check_target(const Table& t, int controller, std::string_view name, const Target& x, bool face_down_ok, const Section& cite) {
  const bool wants_player = name == "chosen-player" || name == "chosen-monster-or-player";
  const bool wants_monster = name != "chosen-player";
  if (x.player < 0 || x.player > 1) return Verdict::illegal("a target belongs to P1 or P2", cite);
  if (x.kind == Target::Kind::player) {
    if (!wants_player) return Verdict::illegal(std::string(name) + " takes a monster, not a player", cite);
    return Verdict::ok();
  }
  if (!wants_monster) return Verdict::illegal("chosen-player takes a player, not a monster", cite);
  if (x.kind == Target::Kind::hero) {
    // hd.hero.nature: a hero is a monster target only as a special monster.
    if (!hero_is_monster(t)) return Verdict::illegal("a hero is not a monster target (hd.hero.nature)", sec::hero);
    if (!t.p(x.player).hero) return Verdict::illegal(who(t, x.player) + " has no hero in play", cite);
  } else if (x.zone < 0 || x.zone >= kMonsterZones || !t.p(x.player).monsters[static_cast<std::size_t>(x.zone)]) {
    return Verdict::illegal(zone_ref(t, x.player, 'M', x.zone) +
                                " holds no monster (a hero is not a monster target: hd.hero.nature)",
                            cite);
  }
  if (name == "chosen-own-monster" && x.player != controller) return Verdict::illegal("the target must be one of your monsters", cite);
  if (name == "chosen-opponent-monster" && x.player == controller) return Verdict::illegal("the target must be an opponent's monster", cite);
  if (x.kind == Target::Kind::hero) return Verdict::ok();
  const Monster& m = *t.p(x.player).monsters[static_cast<std::size_t>(x.zone)];
  if (!m.face_up && !face_down_ok) return Verdict::illegal(describe(t, m) + " is face down and may not be targeted", cite);
  if (status_disables(t, m, "be-targeted")) return Verdict::illegal(describe(t, m) + " cannot be chosen as a target (a status)", sec::statuses);
  return Verdict::ok();
}

Verdict check_move(const Table& t, const CastSpell& a) {
  if (Verdict v = check_main_phase(t, a.player, sec::spells); !v) return v;
  const cards::CardDef* def = t.card(a.card);
  if (!def || def->type != "spell") return Verdict::illegal(a.card + " is not a spell", sec::spells);
  if (!hand_has(t, a.player, a.card)) return Verdict::illegal(def->name + " is not in " + who(t, a.player) + "\'s hand", sec::spells);
  if (t.p(a.player).used[idx(Limit::spell_or_trap)] >= allowed(t, a.player, Limit::spell_or_trap))
    return Verdict::illegal(who(t, a.player) + " has played this turn's spell or trap", sec::main_actions);
  if (t.r().get(ruling::spell_trap_zones_full) == SpellTrapZonesFull::spells_need_zone && free_spell_trap_zone(t, a.player) < 0)
    return Verdict::illegal("a spell needs a free spell/trap zone while it resolves, and all four are taken", sec::spells);
  const bool face_down_ok = t.r().get(ruling::spell_targeting) != SpellTargeting::no_face_down;
  return check_targets(t, a.player, *def->effects("effects"), a.targets, face_down_ok, sec::spells);
}

void run_move(Resolver& r, const CastSpell& a) {
  Table& t = r.t;
  const cards::CardDef& def = *t.card(a.card);
  const auto& effects = *def.effects("effects");
  take_from_hand(t, a.player, a.card);
  ++t.p(a.player).used[idx(Limit::spell_or_trap)];  // spent on casting (hd.action.negated-consumes-limit)
  const int action = r.begin_action(a.card, a.player);
  EffectContext ctx = chosen_context(t, a.player, a.card, effects, a.targets);
  Event e{.kind = "spell-played", .actor = a.player, .card = a.card, .action = action};
  const bool early = r.before(e.kind);
  if (early) r.window(e);
  if (!r.ok()) return;
  if (t.over()) {
    // A trap in the early window ended the game: the spell never resolved.
  } else if (!r.action(action).negated) {
    r.resolve(effects, ctx);  // a target gone by now finds nothing: the spell fizzles
  } else if (t.r().get(ruling::negated_limit) == NegatedLimit::refunded) {
    --t.p(a.player).used[idx(Limit::spell_or_trap)];
  }
  if (!r.ok()) return;
  // 8. Spell Rules: a spell goes to the graveyard once played, also the one whose effect
  // ended the game (it must not vanish from the final position).
  (r.action(action).exiled ? t.p(a.player).exile : t.p(a.player).graveyard).push_back(a.card);
  if (t.over()) return;
  if (!early) r.window(e);
  r.drain();
}

Verdict check_move(const Table& t, const SetTrap& a) {
  if (Verdict v = check_main_phase(t, a.player, sec::traps); !v) return v;
  const cards::CardDef* def = t.card(a.card);
  if (a.card != kUnknown && (!def || def->type != "trap")) return Verdict::illegal(a.card + " is not a trap", sec::traps);
  if (!hand_has(t, a.player, a.card)) return Verdict::illegal(a.card + " is not in " + who(t, a.player) + "\'s hand", sec::traps);
  if (t.r().get(ruling::trap_play) != TrapPlay::activation &&
      t.p(a.player).used[idx(Limit::spell_or_trap)] >= allowed(t, a.player, Limit::spell_or_trap))
    return Verdict::illegal(who(t, a.player) + " has played this turn's spell or trap", sec::main_actions);
  if (a.zone < 0 || a.zone >= kSpellTrapZones) return Verdict::illegal("there are four spell/trap zones, S0 to S3", sec::match);
  if (t.p(a.player).spell_traps[static_cast<std::size_t>(a.zone)])
    return Verdict::illegal(zone_ref(t, a.player, 'S', a.zone) + " is taken", sec::traps);
  return Verdict::ok();
}

void run_move(Resolver& r, const SetTrap& a) {
  Table& t = r.t;
  take_from_hand(t, a.player, a.card);
  if (t.r().get(ruling::trap_play) != TrapPlay::activation) ++t.p(a.player).used[idx(Limit::spell_or_trap)];
  SetCard s{.uid = t.next_uid++, .card = a.card, .set_turn = t.turn};
  t.p(a.player).spell_traps[static_cast<std::size_t>(a.zone)] = std::move(s);  // it does nothing as it is set
}

Verdict check_move(const Table& t, const UseAbility& a) {
  if (Verdict v = check_main_phase(t, a.player, sec::hero); !v) return v;
  const auto& hero = t.p(a.player).hero;
  if (!hero) return Verdict::illegal(who(t, a.player) + " has no hero in play", sec::hero);
  if (t.p(a.player).used[idx(Limit::hero_ability)] >= allowed(t, a.player, Limit::hero_ability))
    return Verdict::illegal("the hero's ability has been used this turn", sec::main_actions);
  if (hero->entered_turn == t.turn && t.r().get(ruling::hero_ability) == HeroAbility::not_entry_turn)
    return Verdict::illegal("the ability cannot be used on the turn the hero arrived", sec::hero);
  const cards::CardDef* def = t.card(hero->card);
  const auto* effects = def ? def->effects("ability") : nullptr;
  if (!effects) return Verdict::illegal("this hero has no ability", sec::hero);
  const bool face_down_ok = t.r().get(ruling::hero_ability_face_down) != HeroAbilityFaceDown::not_allowed;
  return check_targets(t, a.player, *effects, a.targets, face_down_ok, sec::hero);
}

void run_move(Resolver& r, const UseAbility& a) {
  Table& t = r.t;
  const std::string card = t.p(a.player).hero->card;
  const auto& effects = *t.card(card)->effects("ability");
  ++t.p(a.player).used[idx(Limit::hero_ability)];
  const int action = r.begin_action(card, a.player);
  EffectContext ctx = chosen_context(t, a.player, card, effects, a.targets);
  if (t.r().get(ruling::hero_ability_face_down) == HeroAbilityFaceDown::allowed_flips)
    for (const Target& x : ctx.chosen)
      if (x.kind == Target::Kind::monster) r.flip(x.zone);
  // hd.hero.ability-rules = counts-as-spell: spell traps see it (and may negate it).
  const bool as_spell = t.r().get(ruling::hero_ability) == HeroAbility::counts_as_spell;
  Event e{.kind = "spell-played", .actor = a.player, .card = card, .action = action};
  if (as_spell && r.before(e.kind)) r.window(e);
  if (r.stopped()) return;
  if (!r.action(action).negated) r.resolve(effects, ctx);
  if (as_spell && !r.before(e.kind)) r.window(e);
  r.drain();
}

// hd.zones.spelltrap-full = may-clear-trap: in their Main Phase a player may send a set
// trap of theirs to the graveyard, using no spell or trap play (9. Trap Rules otherwise
// have a trap leave its zone only after it resolves).
Verdict check_move(const Table& t, const ClearTrap& a) {
  if (Verdict v = check_main_phase(t, a.player, sec::traps); !v) return v;
  if (t.r().get(ruling::spell_trap_zones_full) != SpellTrapZonesFull::may_clear_trap)
    return Verdict::illegal("a set trap leaves its zone only once it has resolved (hd.zones.spelltrap-full does not let a player "
                            "clear one)",
                            sec::traps);
  if (a.zone < 0 || a.zone >= kSpellTrapZones) return Verdict::illegal("there are four spell/trap zones, S0 to S3", sec::match);
  const auto& slot = t.p(a.player).spell_traps[static_cast<std::size_t>(a.zone)];
  const std::string where = zone_ref(t, a.player, 'S', a.zone);
  if (!slot || slot->active) return Verdict::illegal(where + " holds no set trap", sec::traps);
  if (slot->card == kUnknown && (a.card.empty() || a.card == kUnknown))
    return Verdict::illegal("the trap in " + where + " goes to the graveyard, where it is seen: name it", sec::traps);
  if (a.card.empty()) return Verdict::ok();
  // Named: it must be what was set there, and a trap that could have stayed set so far.
  return check_trap_identity(t, a.player, a.zone, a.card);
}

void run_move(Resolver& r, const ClearTrap& a) {
  Table& t = r.t;
  auto& slot = t.p(a.player).spell_traps[static_cast<std::size_t>(a.zone)];
  t.p(a.player).graveyard.push_back(slot->card == kUnknown ? a.card : slot->card);
  slot.reset();
}

}  // namespace referee::hd

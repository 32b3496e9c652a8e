// The effect interpreter: each keyword of the common vocabulary as a handler in an open
// table (referee/cards/keyword_table.hpp), applied to the subjects its target resolved to. Effects are
// data from the card set (8. Spell Rules: keywords and parameters).
#include <algorithm>

#include "rulespec/hero-duel/resolver.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {
namespace {

void damage(EffectCall& c) {
  const long long amount = c.effect.number("amount", 0);
  for (int p : c.subjects.players) c.res.t.p(p).hp -= amount;
  for (int uid : c.subjects.monsters) monster(c.res.t, uid)->damage += amount;
  for (int p : c.subjects.heroes) c.res.t.p(p).hero->damage += amount;  // hd.hero.nature = special-monster
  c.acted = !c.subjects.empty();
}

void heal(EffectCall& c) {
  Table& t = c.res.t;
  const long long amount = c.effect.number("amount", 0);
  const HpPersistence hp_rule = t.r().get(ruling::hp_persistence);
  for (int p : c.subjects.players) {
    t.p(p).hp += amount;
    if (hp_rule == HpPersistence::player_cap) t.p(p).hp = std::min(t.p(p).hp, kStartingHp);
  }
  for (int uid : c.subjects.monsters) {
    Monster& m = *monster(t, uid);
    m.damage -= amount;
    // Healing a monster stops at its current maximum unless damage resets anyway.
    if (hp_rule != HpPersistence::resets) m.damage = std::max(0LL, m.damage);
  }
  c.acted = !c.subjects.players.empty() || !c.subjects.monsters.empty();  // a hero is not healed
}

void destroy(EffectCall& c) {
  for (int uid : c.subjects.monsters) remove_monster(c.res.t, uid, false);
  for (int a : c.subjects.actions) c.res.action(a).destroyed = true;  // a monster still arriving
  for (int p : c.subjects.heroes) destroy_hero(c.res.t, p);  // hd.hero.nature = special-monster
  c.acted = !c.subjects.empty();
}

void exile(EffectCall& c) {
  for (int uid : c.subjects.monsters) remove_monster(c.res.t, uid, true);
  for (int a : c.subjects.actions) c.res.action(a).exiled = true;
  c.acted = !c.subjects.monsters.empty() || !c.subjects.actions.empty();  // only damage and destroy reach a hero
}

void apply_status(EffectCall& c) {
  const std::string name = c.effect.text("status");
  const cards::StatusDef* def = c.res.t.cards ? c.res.t.cards->status(name) : nullptr;
  const int duration = static_cast<int>(c.effect.number("duration", def ? def->duration : 1));
  for (int uid : c.subjects.monsters) c.res.apply_status(uid, name, duration, c.ctx.controller);
  c.acted = !c.subjects.monsters.empty();
}

void remove_status(EffectCall& c) {
  std::string name = c.effect.text("status");
  // In a status-applied trigger, "the status" is the one just applied.
  if (name.empty() && c.ctx.trigger && c.ctx.trigger->kind == "status-applied") name = c.ctx.trigger->status;
  for (int uid : c.subjects.monsters) {
    Monster& m = *monster(c.res.t, uid);
    std::erase_if(m.statuses, [&](const Status& s) { return name.empty() || s.name == name; });
    // hd.status.x-state = status: removing the X gives the attack back (a marker stays).
    if (m.x_marker && !has_status(m, "X") && c.res.t.r().get(ruling::x_state) == XState::status) {
      m.x_marker = false;
      m.bar_held = false;
    }
  }
  c.acted = !c.subjects.monsters.empty();
}

// 14. Monster Field Behavior: an effect that stops attacking takes the attack away for the
// turn, and marks the monster (5. Face-Down Rules: the X). How long it lasts:
// hd.status.disable-attack-persistence (Resolver::bar_attack).
void bar_attack(EffectCall& c) {
  for (int uid : c.subjects.monsters)
    if (c.res.bar_attack(uid, c.ctx.controller, true)) c.res.announce_x(uid, c.ctx.controller);
  c.acted = !c.subjects.monsters.empty();
}

// Raises the End Turn limit (3. Turn Structure: Main Phase Actions, "effects may increase
// these limits"), which only hd.turn.end-turn-limit = extra-turns lets an effect do: the
// player takes another turn straight after their current or next one (run_move of EndTurn).
void extra_turn(EffectCall& c) {
  if (c.subjects.players.empty() || c.res.t.r().get(ruling::end_turn_limit) != EndTurnLimit::extra_turns) return;
  for (int p : c.subjects.players) c.res.t.p(p).extra_turns += static_cast<int>(c.effect.number("count", 1));
  c.acted = true;
}

void modify_stat(EffectCall& c) {
  const StatMod mod{c.effect.text("stat"), c.effect.number("by", 0), c.effect.text("until") == "end-of-turn"};
  for (int uid : c.subjects.monsters) monster(c.res.t, uid)->mods.push_back(mod);
  c.acted = !c.subjects.monsters.empty();
}

void negate(EffectCall& c) {
  if (!c.ctx.trigger || c.ctx.trigger->action < 0) return;
  c.res.action(c.ctx.trigger->action).negated = true;
  c.acted = true;
}

void extra_action(EffectCall& c) {
  const std::string action = c.effect.text("action");
  for (std::size_t limit = 0; limit < std::size(kLimitNames); ++limit) {
    if (kLimitNames[limit] != action) continue;
    for (int p : c.subjects.players) {
      c.res.t.p(p).extra[limit] += static_cast<int>(c.effect.number("count", 1));
      if (limit == static_cast<std::size_t>(Limit::summon)) c.res.t.p(p).extra_summon_granted = true;  // 4. Tribute Restrictions' exception
    }
  }
  c.acted = !c.subjects.players.empty();
}

void draw_cards(EffectCall& c) {
  for (int p : c.subjects.players) draw(c.res.t, p, static_cast<int>(c.effect.number("count", 1)));
  c.acted = !c.subjects.players.empty();
}

void create_monster(EffectCall& c) {
  Table& t = c.res.t;
  const std::string card = c.effect.text("card");
  for (int p : c.subjects.players) {
    // The referee's cap on monsters created in one action (see kMaxCreatedPerAction): a
    // created monster's own effect creating another could otherwise loop for ever.
    if (c.res.created >= kMaxCreatedPerAction) continue;
    const EffectSummonLimit limit = t.r().get(ruling::effect_summon_limit);
    if (limit == EffectSummonLimit::counted &&
        t.p(p).used[static_cast<std::size_t>(Limit::summon)] >= allowed(t, p, Limit::summon))
      continue;  // no summon left: the effect fails before anything leaves the field
    int zone = free_monster_zone(t, p);
    if (zone < 0) {
      // 1. Match Structure: four monster zones, all full (hd.zones.monster-full).
      switch (t.r().get(ruling::monster_zones_full)) {
        case MonsterZonesFull::blocked: break;
        case MonsterZonesFull::clear_one:  // the player may send one away; the record says which
          if (const auto z = c.res.take_clear(p)) zone = *z;
          break;
        case MonsterZonesFull::replace_oldest: zone = oldest_monster_zone(t, p); break;
      }
      if (zone < 0) continue;
      remove_monster(t, t.p(p).monsters[static_cast<std::size_t>(zone)]->uid, false);  // to the graveyard, not a tribute
    }
    if (limit == EffectSummonLimit::counted) ++t.p(p).used[static_cast<std::size_t>(Limit::summon)];
    ++c.res.created;
    Monster m{.uid = t.next_uid++, .card = card, .token = true, .owner = p, .arrived_turn = t.turn,
              .summoned = limit != EffectSummonLimit::not_a_summon};
    const auto it = c.effect.params.find("face-up");
    if (it != c.effect.params.end() && it->is_boolean()) {
      m.face_up = it->get<bool>();
    } else {
      // hd.summon.effect-summon-face: unstated means face down, or by stars.
      const cards::CardDef* def = t.card(card);
      m.face_up = t.r().get(ruling::effect_summon_face) == EffectSummonFace::by_stars && def && def->stat("stars", 0) >= 4;
    }
    if (m.face_up) {
      // hd.summon.face-up-entry-attack: may a monster brought in face up attack at once?
      const cards::CardDef* def = t.card(card);
      switch (t.r().get(ruling::face_up_entry_attack)) {
        case FaceUpEntryAttack::star_rule: m.can_attack = def && def->stat("stars", 0) >= 4; break;
        case FaceUpEntryAttack::ready: m.can_attack = true; break;
        case FaceUpEntryAttack::not_ready: m.can_attack = false; break;
      }
    }
    const bool summoned = m.summoned;
    c.res.place_monster(p, zone, std::move(m), -1, c.ctx.controller, summoned);
    c.acted = true;
  }
}

void win_game(EffectCall& c) {
  // hd.win.card-effect: honoured, the win is checked with HP after this resolution.
  if (c.res.t.r().get(ruling::card_effect_win) != CardEffectWin::honoured) return;
  for (int p : c.subjects.players) c.res.t.declared_winner = p;
  c.acted = !c.subjects.players.empty();
}

KeywordTable<EffectCall> build_effect_table() {
  KeywordTable<EffectCall> k;
  k.add("damage", damage).add("heal", heal).add("destroy", destroy).add("exile", exile);
  k.add("apply-status", apply_status).add("remove-status", remove_status).add("modify-stat", modify_stat);
  k.add("negate", negate).add("extra-action", extra_action).add("draw", draw_cards);
  k.add("create-monster", create_monster).add("win-game", win_game);
  k.add("bar-attack", bar_attack).add("extra-turn", extra_turn);  // hero-duel's own words (card_rules.cpp)
  return k;
}

}  // namespace

KeywordTable<EffectCall>& keyword_handlers() {
  static KeywordTable<EffectCall> table = build_effect_table();
  return table;
}

bool Resolver::resolve(const std::vector<cards::Effect>& effects, const EffectContext& ctx) {
  bool acted = false;
  for (const cards::Effect& e : effects) {
    if (stopped()) break;
    const auto* handler = keyword_handlers().find(e.keyword);
    if (!handler) {
      fail(Verdict::illegal("hero-duel has no rule for the keyword \"" + e.keyword + "\"", sec::spells));
      break;
    }
    EffectCall call{*this, e, ctx, targets(e.target, ctx), false};
    (*handler)(call);
    acted = acted || call.acted;
    settle(false);  // each effect is one resolution (hd.win.simultaneous-and-timing)
  }
  settle(true);
  return acted;
}

}  // namespace referee::hd

// Trap windows and the queue of triggered effects (9. Trap Rules). Which set traps answer
// an event, in what order, when they resolve relative to the action, and what becomes of
// them: hd.trap.* rulings. A trap set as "?" activates only when the caller names it
// (Reactions); passing over it is recorded, so that naming it later can be checked.
#include <algorithm>

#include "rulespec/hero-duel/resolver.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {
namespace {

// Whether the trap's trigger, as the card set writes it, answers `e` for a trap of `owner`.
bool trigger_fits(const Table& t, const cards::CardDef& trap, int owner, const Event& e) {
  if (trap.type != "trap" || !trap.trigger || trap.trigger->event != e.kind) return false;
  std::string actor = trap.trigger->actor;
  switch (t.r().get(ruling::trap_actor)) {
    case TrapActor::card_set:  // silent: status triggers fire for anyone, the others for opponents
      if (actor.empty()) actor = e.kind == "status-applied" ? "any" : "opponent";
      break;
    case TrapActor::opponent_only: actor = "opponent"; break;
    case TrapActor::any_actor: actor = "any"; break;
  }
  if (actor == "opponent" && e.actor == owner) return false;
  if (actor == "self" && e.actor != owner) return false;
  if (e.kind == "status-applied") {
    if (e.monster_owner != owner) return false;  // only statuses on the trap owner's monsters
    const auto it = trap.trigger->params.find("status");
    if (it != trap.trigger->params.end() && it->is_string() && it->get<std::string>() != e.status) return false;
  }
  return true;
}

}  // namespace

Resolver::Resolver(Table& table, const Reactions& reactions)
    : t(table),
      rx_(reactions),
      used_(reactions.activations.size(), false),
      reveal_used_(reactions.reveals.size(), false),
      clear_used_(reactions.clears.size(), false) {}

int Resolver::begin_action(std::string card, int owner) {
  actions_.push_back(ActionRecord{std::move(card), owner, false, false});
  return static_cast<int>(actions_.size()) - 1;
}

bool Resolver::before(std::string_view kind) const {
  switch (t.r().get(ruling::trap_timing)) {
    case TrapTiming::by_event: return kind == "spell-played" || kind == "attack-declared";
    case TrapTiming::after: return false;
    case TrapTiming::before: return true;
  }
  return false;
}

void Resolver::queue_own(const std::vector<cards::Effect>& effects, EffectContext ctx) {
  queue_.push_back(Pending{effects, std::move(ctx), -1, -1});
}

std::vector<Resolver::Pending> Resolver::collect(const Event& e) {
  std::vector<Pending> found;
  // hd.trap.chains = none: what a queued effect causes sets nothing off.
  if (depth_ > 0 && t.r().get(ruling::trap_chains) == TrapChains::none) return found;
  const bool next_turn_armed = t.r().get(ruling::trap_armed) == TrapArmed::next_turn;
  const bool mandatory = t.r().get(ruling::trap_activation) == TrapActivation::mandatory;
  struct Candidate {
    int player, zone, decl;
    const cards::CardDef* def;
  };
  std::vector<Candidate> candidates;
  for (int p : {t.active, Table::other(t.active)}) {  // the turn player's first (APNAP), each in zone order
    for (int z = 0; z < kSpellTrapZones; ++z) {
      auto& slot = t.p(p).spell_traps[static_cast<std::size_t>(z)];
      if (!slot || slot->active) continue;
      if (next_turn_armed && slot->set_turn >= t.turn) continue;
      int decl = -1;
      for (std::size_t i = 0; i < rx_.activations.size(); ++i)
        if (!used_[i] && rx_.activations[i].player == p && rx_.activations[i].zone == z) decl = static_cast<int>(i);
      const Activation* a = decl >= 0 ? &rx_.activations[static_cast<std::size_t>(decl)] : nullptr;
      if (slot->card != kUnknown) {
        const cards::CardDef* def = t.card(slot->card);
        if (!def || !trigger_fits(t, *def, p, e)) continue;  // a declaration waits for the event it answers
        if (a && !a->card.empty() && a->card != slot->card) {
          fail(Verdict::illegal("the trap in " + zone_ref(t, p, 'S', z) + " is " + def->name +
                                    ", not " + a->card, sec::traps));
          return {};
        }
        if (!mandatory && !a) continue;  // hd.trap.activation-mandatory = optional: the owner kept it
        candidates.push_back({p, z, decl, def});
        continue;
      }
      if (!a) {
        // Hidden and not named: it stayed set. Kept so that naming it later can be checked.
        if (e.kind != "status-applied" || e.monster_owner == p) slot->missed.push_back({e.kind, e.actor, e.status, t.turn});
        continue;
      }
      const cards::CardDef* def = t.card(a->card);
      if (!def || def->type != "trap") {
        fail(Verdict::illegal("\"" + a->card + "\" activated from " + zone_ref(t, p, 'S', z) +
                                  " is not a trap of the card set",
                              sec::traps));
        return {};
      }
      if (!trigger_fits(t, *def, p, e)) continue;
      // Named now, it must be a trap that could have stayed set through the triggers it
      // let pass while hidden (a mandatory trap fires at its first trigger).
      if (Verdict v = check_trap_identity(t, p, z, a->card); !v) {
        fail(v);
        return {};
      }
      candidates.push_back({p, z, decl, def});
    }
  }
  const MultipleTriggers order = t.r().get(ruling::multiple_triggers);
  if (order == MultipleTriggers::player_orders) {
    // Each player orders their own: declared traps in the order declared, the rest after.
    auto rank = [](const Candidate& c) { return c.decl < 0 ? 1 << 20 : c.decl; };
    std::stable_sort(candidates.begin(), candidates.end(), [&](const Candidate& a, const Candidate& b) {
      return a.player != b.player ? (a.player == t.active) : rank(a) < rank(b);
    });
  }
  // Only the first trap answers. Written as erase, not resize(1): GCC 12 analyses resize's
  // growing path too, never taken here, and at -O3 (or when this file is built in one unit
  // with others) reports it as out of bounds (-Warray-bounds), a false positive.
  if (order == MultipleTriggers::one_per_event && candidates.size() > 1)
    candidates.erase(candidates.begin() + 1, candidates.end());

  for (const Candidate& c : candidates) {
    SetCard& slot = *t.p(c.player).spell_traps[static_cast<std::size_t>(c.zone)];
    const Activation* a = c.decl >= 0 ? &rx_.activations[static_cast<std::size_t>(c.decl)] : nullptr;
    if (c.decl >= 0) used_[static_cast<std::size_t>(c.decl)] = true;
    slot.card = c.def->id;  // revealed as it activates
    slot.active = true;
    const auto* effects = c.def->effects("effects");
    Pending item{.effects = effects ? *effects : std::vector<cards::Effect>{},
                 .ctx = {.controller = c.player, .source = c.def->id, .trigger = e},
                 .trap_player = c.player,
                 .trap_uid = slot.uid};
    if (e.kind == "attack-declared") item.ctx.attacker = e.monster, item.ctx.defender = e.defender, item.ctx.defender_hero = e.defender_hero;
    item.ctx.slots = chosen_slots(item.effects);
    const std::vector<Target> chosen = a ? a->targets : std::vector<Target>{};
    if (chosen.size() != item.ctx.slots.size()) {
      fail(Verdict::illegal(c.def->name + " needs " + std::to_string(item.ctx.slots.size()) + " chosen target(s)", sec::traps));
      return {};
    }
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      if (Verdict v = check_target(t, c.player, item.ctx.slots[i], chosen[i], true, sec::traps); !v) {
        fail(v);
        return {};
      }
      item.ctx.chosen.push_back(bind_target(t, chosen[i]));
    }
    // hd.trap.set-counts-as-play: under activation or both, activating uses a play.
    if (TrapPlay tp = t.r().get(ruling::trap_play); tp != TrapPlay::setting) ++t.p(c.player).used[static_cast<std::size_t>(Limit::spell_or_trap)];
    if (t.r().get(ruling::trap_zone_release) == TrapZoneRelease::on_activation) {
      t.p(c.player).graveyard.push_back(slot.card);
      t.p(c.player).spell_traps[static_cast<std::size_t>(c.zone)].reset();
    }
    found.push_back(std::move(item));
  }
  return found;
}

void Resolver::window(const Event& e) {
  if (stopped()) return;
  std::vector<Pending> items = collect(e);
  if (!ok_) return;
  if (depth_ > 0 && t.r().get(ruling::trap_chains) == TrapChains::stack) {
    // Last in, first out: the new triggers go before those already waiting.
    for (auto it = items.rbegin(); it != items.rend(); ++it) queue_.push_front(std::move(*it));
  } else {
    for (Pending& item : items) queue_.push_back(std::move(item));
  }
  if (before(e.kind)) drain();  // the action waits for its window
}

void Resolver::drain() {
  while (!queue_.empty() && !stopped()) {
    Pending item = std::move(queue_.front());
    queue_.pop_front();
    run(item);
  }
}

void Resolver::run(Pending& item) {
  ++depth_;
  const bool acted = resolve(item.effects, item.ctx);
  --depth_;
  if (item.trap_uid >= 0) finish_trap(item, acted);
}

void Resolver::finish_trap(const Pending& item, bool acted) {
  auto& zones = t.p(item.trap_player).spell_traps;
  for (auto& slot : zones) {
    if (!slot || slot->uid != item.trap_uid) continue;
    // hd.trap.zone-release: a trap that had nothing to act on may stay set.
    if (!acted && t.r().get(ruling::trap_zone_release) == TrapZoneRelease::unresolved_stays) {
      slot->active = false;
      return;
    }
    t.p(item.trap_player).graveyard.push_back(slot->card);  // 9. Trap Rules: resolved traps go to the graveyard
    slot.reset();
    return;
  }
}

void Resolver::check_all_used() {
  if (!ok_) return;
  for (std::size_t i = 0; i < used_.size(); ++i)
    if (!used_[i] && !t.over()) {
      const Activation& a = rx_.activations[i];
      fail(Verdict::illegal("the trap in " + zone_ref(t, a.player, 'S', a.zone) +
                                " cannot activate: nothing in this action sets off its trigger",
                            sec::traps));
      return;
    }
  for (std::size_t i = 0; i < reveal_used_.size(); ++i)
    if (!reveal_used_[i]) {
      fail(Verdict::illegal(zone_ref(t, rx_.reveals[i].player, 'M', rx_.reveals[i].zone) +
                                " does not turn face up in this action",
                            sec::face_down));
      return;
    }
  for (std::size_t i = 0; i < clear_used_.size(); ++i)
    if (!clear_used_[i] && !t.over()) {
      fail(Verdict::illegal(zone_ref(t, rx_.clears[i].player, 'M', rx_.clears[i].zone) +
                                " is not cleared: no effect of this action creates a monster on a full side that "
                                "hd.zones.monster-full = clear-one lets its player clear",
                            sec::match));
      return;
    }
  if (rx_.retarget && !retarget_used_ && !t.over())
    fail(Verdict::illegal("the attack does not turn on another monster: that happens only to a direct attack when a monster "
                          "appeared before damage, under hd.combat.direct-attack-legality = recheck-retarget",
                          sec::direct_attacks));
}

std::optional<int> Resolver::take_clear(int player) {
  for (std::size_t i = 0; i < rx_.clears.size(); ++i) {
    const Clear& c = rx_.clears[i];
    if (clear_used_[i] || c.player != player) continue;
    const std::string where = zone_ref(t, c.player, 'M', c.zone);
    if (c.zone < 0 || c.zone >= kMonsterZones || !t.p(player).monsters[static_cast<std::size_t>(c.zone)]) {
      fail(Verdict::illegal(where + " holds no monster to clear", sec::match));
      return std::nullopt;
    }
    clear_used_[i] = true;
    return c.zone;
  }
  return std::nullopt;
}

std::optional<int> Resolver::take_retarget() {
  if (!rx_.retarget || retarget_used_) return std::nullopt;
  retarget_used_ = true;
  return rx_.retarget;
}

std::optional<std::string> Resolver::take_reveal(int player, int zone) {
  for (std::size_t i = 0; i < rx_.reveals.size(); ++i)
    if (!reveal_used_[i] && rx_.reveals[i].player == player && rx_.reveals[i].zone == zone) {
      reveal_used_[i] = true;
      return rx_.reveals[i].card;
    }
  return std::nullopt;
}

Verdict check_trap_identity(const Table& t, int player, int zone, std::string_view card) {
  const auto& slot = t.p(player).spell_traps.at(static_cast<std::size_t>(zone));
  if (!slot) return Verdict::illegal("no card is set in that zone", sec::traps);
  const cards::CardDef* def = t.card(card);
  if (!def || def->type != "trap") return Verdict::illegal("\"" + std::string(card) + "\" is not a trap of the card set", sec::traps);
  if (slot->card != kUnknown) {
    if (slot->card == card) return Verdict::ok();
    return Verdict::illegal("the card set there is " + slot->card, sec::traps);
  }
  if (t.r().get(ruling::trap_activation) == TrapActivation::optional) return Verdict::ok();
  for (const MissedTrigger& m : slot->missed) {
    Event e{.kind = m.event, .actor = m.actor, .monster_owner = player, .status = m.status};
    if (trigger_fits(t, *def, player, e))
      return Verdict::illegal(def->name + " would have had to activate on turn " + std::to_string(m.turn) + " (" + m.event +
                                  "): traps activate when their trigger happens",
                              sec::traps);
  }
  return Verdict::ok();
}

}  // namespace referee::hd

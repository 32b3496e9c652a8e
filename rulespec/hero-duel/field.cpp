// Monsters arriving, turning face up, and receiving statuses.
#include "rulespec/hero-duel/resolver.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {

bool Resolver::place_monster(int player, int zone, Monster m, int action, int actor, bool summon_event) {
  Event e{.kind = "monster-summoned", .actor = actor, .monster = m.uid, .monster_owner = player, .card = m.card,
          .action = action};
  // hd.trap.trigger-timing = before: the summon can still be stopped.
  const bool early = summon_event && before(e.kind);
  e.arriving = early;
  if (early) {
    window(e);
    if (stopped()) return false;
    const ActionRecord* rec = action >= 0 ? &actions_[static_cast<std::size_t>(action)] : nullptr;
    if (rec && (rec->negated || rec->destroyed || rec->exiled)) {
      if (!m.token) (rec->exiled ? t.p(m.owner).exile : t.p(m.owner).graveyard).push_back(m.card);
      return false;
    }
  }
  const int uid = m.uid;
  const std::string card = m.card;
  const bool face_up = m.face_up;
  t.p(player).monsters[static_cast<std::size_t>(zone)] = std::move(m);
  if (card == kUnknown && !face_up) {
    // An unseen monster may have an arrival effect. Under on-flip it waits, and resolves if
    // the card named as it turns face up has one (flip()); under off it is skipped; under on
    // it would have resolved now, showing the card, which flip() then checks.
    if (t.r().get(ruling::face_down_effects) == FaceDownEffects::on_flip) monster(t, uid)->arrival_pending = true;
  } else if (const cards::CardDef* def = t.card(card); def && def->effects("on-summon")) {
    // hd.facedown.effects-while-face-down: a face-down arrival may skip its effect.
    const FaceDownEffects rule = face_up ? FaceDownEffects::on : t.r().get(ruling::face_down_effects);
    if (rule == FaceDownEffects::on) {
      EffectContext ctx{.controller = player, .self = uid, .source = card};
      queue_own(*def->effects("on-summon"), ctx);
    } else if (rule == FaceDownEffects::on_flip) {
      monster(t, uid)->arrival_pending = true;
    }
  }
  if (summon_event && !early) window(e);
  return true;
}

void Resolver::flip(int uid) {
  Monster* m = monster(t, uid);
  if (!m || m->face_up) return;
  if (m->card == kUnknown) {
    const MonsterAt at = find_monster(t, uid);
    const auto named = take_reveal(at.player, at.zone);
    const std::string where = zone_ref(t, at.player, 'M', at.zone);
    const cards::CardDef* def = named ? t.card(*named) : nullptr;
    if (!def) {
      fail(Verdict::illegal(where + " turns face up: the record must name it (Reactions::reveals)", sec::face_down));
      return;
    }
    // An unknown card is face down only because it was summoned without a tribute, which
    // only a monster of 1 to 3 stars can be (4. Summoning Rules: Stars 1-3).
    if (def->type != "monster" || def->stat("stars") > 3) {
      fail(Verdict::illegal(where + " is named " + *named + " as it turns face up, but it was summoned face down without a "
                                "tribute, which only a monster of 1 to 3 stars can be (" + *named + " is a " +
                                (def->type == "monster" ? std::to_string(def->stat("stars")) + "-star monster" : def->type) + ")",
                            sec::summon_low));
      return;
    }
    // hd.facedown.effects-while-face-down = on: an arrival effect resolves face down too, in
    // view of both players, so a card that has one was never an unseen summon.
    if (def->effects("on-summon") && t.r().get(ruling::face_down_effects) == FaceDownEffects::on) {
      fail(Verdict::illegal(where + " is named " + *named + " as it turns face up, but its arrival effect would have resolved when "
                                "it was summoned face down (hd.facedown.effects-while-face-down = on), showing the card",
                            sec::face_down));
      return;
    }
    m->card = *named;
  }
  m->face_up = true;  // 5. Face-Down Rules: it never turns face down again
  if (m->arrival_pending) {
    m->arrival_pending = false;
    const cards::CardDef* def = t.card(m->card);
    if (!def || !def->effects("on-summon")) return;  // named as a card with no arrival effect
    EffectContext ctx{.controller = find_monster(t, uid).player, .self = uid, .source = m->card};
    queue_own(*def->effects("on-summon"), ctx);
  }
}

void Resolver::apply_status(int uid, const std::string& name, int duration, int by) {
  Monster* m = monster(t, uid);
  if (!m) return;
  const cards::StatusDef* def = t.cards ? t.cards->status(name) : nullptr;
  std::string stacking = def ? def->stacking : "";
  if (stacking.empty()) {  // hd.status.stacking, when the set is silent (its options are the set's words)
    static constexpr const char* kStacking[] = {"refresh", "stack", "ignore"};
    stacking = kStacking[static_cast<std::size_t>(t.r().get(ruling::status_stacking))];
  }
  auto it = std::find_if(m->statuses.begin(), m->statuses.end(), [&](const Status& s) { return s.name == name; });
  if (it != m->statuses.end() && stacking == "ignore") return;  // the second application fails: no event
  if (it != m->statuses.end() && stacking == "refresh") {
    it->remaining = (it->remaining < 0 || duration < 0) ? -1 : std::max(it->remaining, duration);
  } else {
    m->statuses.push_back(Status{name, duration, 1, by});
  }
  // A status acts at once (hd.status.duration-counting): a bar on attacking takes the
  // attack away for the turn and shows the X (5. Face-Down Rules, 14. Monster Field Behavior).
  const bool marked = def && contains(def->disables, "attack") && bar_attack(uid, by, false);
  // A HASTE the set leaves undefined, read as turning a face-down monster up (hd.status.haste).
  if (!def && name == "HASTE" && !m->face_up && t.r().get(ruling::haste) == Haste::ready_and_flip) {
    flip(uid);
    m = monster(t, uid);
    if (!m->x_marker) m->can_attack = true;
  }
  Event e{.kind = "status-applied", .actor = by, .monster = uid, .monster_owner = find_monster(t, uid).player,
          .status = name};
  window(e);
  if (marked) announce_x(uid, by);  // the X's own event comes after the status that set it
}

bool Resolver::bar_attack(int uid, int by, bool effect) {
  Monster* m = monster(t, uid);
  if (!m) return false;
  const XState x = t.r().get(ruling::x_state);
  // hd.status.x-state = status: the X status is the bar, and removing it gives the attack
  // back; as a marker (14. Monster Field Behavior) the attack flag itself is cleared too.
  if (x == XState::marker) m->can_attack = false;
  m->x_marker = true;
  // hd.status.disable-attack-persistence: a bar-attack effect applied outside its bearer's
  // own turn lasts through that turn's refresh under next-chance; a status bars again each
  // time it acts, so its own bar is never held.
  if (effect && find_monster(t, uid).player != t.active &&
      t.r().get(ruling::disable_persistence) == DisablePersistence::next_chance)
    m->bar_held = true;
  if (x != XState::status || has_status(*m, "X")) return false;
  m->statuses.push_back(Status{"X", -1, 1, by});  // until the refresh takes the mark away
  return true;
}

void Resolver::announce_x(int uid, int by) {
  if (!monster(t, uid)) return;
  Event e{.kind = "status-applied", .actor = by, .monster = uid, .monster_owner = find_monster(t, uid).player,
          .status = "X"};
  window(e);
}

}  // namespace referee::hd

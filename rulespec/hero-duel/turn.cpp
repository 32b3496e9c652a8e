// The turn: its start (draw, refresh, statuses, flip, in the order of
// hd.turn.start-step-order), the Main Phase gate, and ending the turn.
#include <algorithm>

#include "rulespec/hero-duel/resolver.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {
namespace {

std::vector<int> uids_of(const Table& t, int player) {
  std::vector<int> out;
  for (const auto& m : t.p(player).monsters)
    if (m) out.push_back(m->uid);
  return out;
}

// Face-up monsters of the turn player get their attack back; the X of the last turn goes
// (an X status too, hd.status.x-state), unless a bar-attack effect is held through this
// refresh (hd.status.disable-attack-persistence = next-chance).
void refresh(Table& t) {
  for (auto& m : t.p(t.active).monsters) {
    if (!m) continue;
    if (m->bar_held) {
      m->bar_held = false;
      continue;
    }
    m->x_marker = false;
    std::erase_if(m->statuses, [](const Status& s) { return s.name == "X"; });
    if (m->face_up) m->can_attack = true;
  }
}

bool ticks_on(const Table& t, int controller) {
  return t.r().get(ruling::status_duration) == StatusDuration::every_start || controller == t.active;
}

// Duration-based statuses act, then count down (hd.status.duration-counting).
void resolve_statuses(Resolver& r) {
  Table& t = r.t;
  const bool drop_now = t.r().get(ruling::status_duration) != StatusDuration::controller_ends;
  for (int p : {t.active, Table::other(t.active)}) {
    if (!ticks_on(t, p)) continue;
    for (int uid : uids_of(t, p)) {
      Monster* m = monster(t, uid);
      if (!m) continue;
      const std::vector<Status> statuses = m->statuses;
      for (const Status& s : statuses) {
        const cards::StatusDef* def = t.cards ? t.cards->status(s.name) : nullptr;
        if (!def) continue;
        if (!def->tick.empty()) {
          EffectContext ctx{.controller = s.applied_by >= 0 ? s.applied_by : p, .self = uid, .source = s.name};
          r.resolve(def->tick, ctx);
          if (r.stopped()) return;
        }
        m = monster(t, uid);
        if (!m) break;
        if (contains(def->disables, "attack")) {
          // Acting again after the refresh: no attack this turn.
          if (r.bar_attack(uid, s.applied_by >= 0 ? s.applied_by : p, false)) {
            r.announce_x(uid, s.applied_by >= 0 ? s.applied_by : p);
            if (r.stopped()) return;
          }
          m = monster(t, uid);
          if (!m) break;
        }
      }
      if (!m || !drop_now) continue;
      for (Status& s : m->statuses)
        if (s.remaining > 0) --s.remaining;
      std::erase_if(m->statuses, [](const Status& s) { return s.remaining == 0; });
    }
  }
}

// Face-down monsters turn face up (hd.facedown.auto-flip-scope); `ready` lets a monster
// turned up now attack this turn unless a status took its attack away.
void flip_step(Resolver& r, bool ready) {
  Table& t = r.t;
  const AutoFlipScope scope = t.r().get(ruling::auto_flip_scope);
  for (int p : {t.active, Table::other(t.active)}) {
    for (int uid : uids_of(t, p)) {
      Monster* m = monster(t, uid);
      if (m->face_up) continue;
      const bool flips = scope == AutoFlipScope::all_own        ? p == t.active
                         : scope == AutoFlipScope::own_last_turn ? p == t.active && m->arrived_turn == t.turn - 2
                                                                 : m->arrived_turn == t.turn - 1;
      if (!flips) continue;
      r.flip(uid);
      if (r.stopped()) return;
      m = monster(t, uid);
      if (ready && p == t.active && !m->x_marker) m->can_attack = true;
    }
  }
}

int start_draw(const Table& t) {
  if (t.turn != 1) return 2;
  switch (t.r().get(ruling::first_turn_draw)) {
    case FirstTurnDraw::draw_two: return 2;
    case FirstTurnDraw::no_first_draw: return 0;
    case FirstTurnDraw::draw_one: return 1;
  }
  return 2;
}

}  // namespace

void begin_turn(Resolver& r) {
  Table& t = r.t;
  t.phase = Phase::start;
  for (Player& p : t.players) {
    p.used = {};
    p.extra = {};
    p.extra_summon_granted = false;
    for (auto& m : p.monsters)
      if (m) m->attacks_made = 0;
  }
  draw(t, t.active, start_draw(t));
  // hd.turn.start-step-order: the flips before the refresh and the statuses, or after them.
  const StartStepOrder order = t.r().get(ruling::start_step_order);
  if (order == StartStepOrder::flip_first) flip_step(r, false);
  refresh(t);
  resolve_statuses(r);
  if (order != StartStepOrder::flip_first) flip_step(r, order == StartStepOrder::written_order_flip_ready);
  r.drain();
  if (!t.over()) t.phase = Phase::main;
}

Verdict check_main_phase(const Table& t, int player, const Section& cite) {
  if (t.over()) return Verdict::illegal("the game is over", sec::win);
  if (player != t.active) return Verdict::illegal("only the turn player acts, and it is " + who(t, t.active) + "'s turn", cite);
  if (t.phase != Phase::main) return Verdict::illegal("this is done in the Main Phase", sec::main_actions);
  return Verdict::ok();
}

Verdict check_move(const Table& t, const EndTurn& a) { return check_main_phase(t, a.player, sec::main_actions); }

void run_move(Resolver& r, const EndTurn&) {
  Table& t = r.t;
  const bool resets = t.r().get(ruling::hp_persistence) == HpPersistence::resets;
  const bool drop_at_end = t.r().get(ruling::status_duration) == StatusDuration::controller_ends;
  for (int p = 0; p < 2; ++p) {
    if (resets && t.p(p).hero) t.p(p).hero->damage = 0;
    for (auto& m : t.p(p).monsters) {
      if (!m) continue;
      std::erase_if(m->mods, [](const StatMod& mod) { return mod.end_of_turn; });
      if (resets) m->damage = 0;
      if (drop_at_end && p == t.active) {
        for (Status& s : m->statuses)
          if (s.remaining > 0) --s.remaining;
        std::erase_if(m->statuses, [](const Status& s) { return s.remaining == 0; });
      }
    }
  }
  r.settle(true);  // an HP change ending may leave a monster at 0
  if (t.over()) return;
  ++t.turn;
  // hd.turn.end-turn-limit = extra-turns: an effect raised the limit, and the player takes
  // another turn straight after this one.
  Player& me = t.p(t.active);
  if (me.extra_turns > 0 && t.r().get(ruling::end_turn_limit) == EndTurnLimit::extra_turns) --me.extra_turns;
  else t.active = Table::other(t.active);
  begin_turn(r);
}

}  // namespace referee::hd

// Dispatch: which rule checks an event, in which phase.
#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

// What the game waits for in phases where only one kind of event fits.
Verdict check_phase(const Table& t, const DofAction& a) {
  switch (t.phase) {
    case Phase::window:
      if (a.kind != Kind::pass && a.kind != Kind::activate) {
        (void)t.r().get(ruling::priority);  // who holds priority was decided by it
        return Verdict::illegal("a chain is waiting for responses: " + t.name(priority_holder(t)) + " has priority",
                                sec::chain_link);
      }
      break;
    case Phase::targets:
      if (a.kind != Kind::choose_targets)
        return Verdict::illegal("link " + std::to_string(t.resolving + 1) + " is resolving and waits for " +
                                    t.name(t.chain[static_cast<std::size_t>(t.resolving)].player) +
                                    " to choose its targets",
                                sec::chain_link);
      break;
    case Phase::tiebreak:
      if (a.kind != Kind::tiebreak_draw) return Verdict::illegal("the game is in the tiebreaker", sec::tiebreaker);
      break;
    case Phase::draw:
      if (a.kind != Kind::draw) {
        if (a.player != t.active) return Verdict::illegal("it is " + t.name(t.active) + "'s turn", sec::turn_structure);
        return Verdict::illegal("the turn starts with the Draw Phase: draw a card first", sec::turn_order);
      }
      break;
    case Phase::main:
    case Phase::battle:
      if (a.kind == Kind::pass) {
        (void)t.r().get(ruling::respond_to);  // whether the last action opened a window
        return Verdict::illegal("there is no chain waiting for responses", sec::chain_link);
      }
      if (a.kind == Kind::choose_targets) return Verdict::illegal("no link is waiting for its targets", sec::chain_link);
      if (a.kind == Kind::tiebreak_draw) return Verdict::illegal("there is no tiebreaker under way", sec::tiebreaker);
      break;
    case Phase::over:
      break;
  }
  return Verdict::ok();
}

Verdict check_kind(const Table& t, const DofAction& a) {
  if (Verdict v = check_phase(t, a); !v) return v;
  switch (a.kind) {
    case Kind::draw: return check_draw(t, a);
    case Kind::summon: return check_summon(t, a);
    case Kind::change_position: return check_change_position(t, a);
    case Kind::attack: return check_attack(t, a);
    case Kind::activate: return check_activate(t, a);
    case Kind::pass: return check_pass(t, a);
    case Kind::end_main: return check_end_main(t, a);
    case Kind::end_turn: return check_end_turn(t, a);
    case Kind::choose_targets: return check_choose_targets(t, a);
    case Kind::tiebreak_draw: return check_tiebreak_draw(t, a);
    case Kind::reveal: return check_reveal_event(t, a);
  }
  return Verdict::ok();
}

// Judges an event on a table where the lessons of past checks are settled.
Verdict check_settled(const Table& t, const DofAction& a) {
  if (!a.reveal.empty()) {
    if (Verdict v = check_event_reveals(t, a, -1); !v) return v;
    Table copy = t;  // judge the event with the named cards known
    apply_event_reveals(copy, a);
    return check_kind(copy, a);
  }
  return check_kind(t, a);
}

}  // namespace

Verdict check_action(const Table& t, const DofAction& a) {
  if (a.kind == Kind::reveal) return check_reveal_event(t, a);  // allowed at any time, even after the end
  if (t.over()) {
    return Verdict::illegal("the game is over: " + t.outcome.summary,
                            t.outcome.citation ? *t.outcome.citation : sec::standard_victory);
  }
  // The game goes on past the last Five of a Kind checks, so what they teach about unknown
  // cards holds for this event (apply_action settles them first): judge it that way.
  if (auto s = surely_five(t, t.events + 1)) {
    return Verdict::illegal("the game went on, but " + t.name(s->player) + " held more unknown cards " +
                                (s->event == 0 ? "after the deal" : "after event " + std::to_string(s->event)) +
                                " than fit below five of every suit: Five of a Kind had ended the game",
                            sec::instant_victory);
  }
  if (lessons_pending(t, t.events + 1)) {
    Table settled = t;
    settle_snapshots(settled, t.events + 1, false);
    if (!settled.hidden.consistent()) {
      (void)t.r().get(ruling::five_zone);
      return Verdict::illegal("the game went on, but the cards still unknown cannot all be told apart without one "
                              "of them completing a Five of a Kind that would have ended it",
                              sec::instant_victory);
    }
    return check_settled(settled, a);
  }
  return check_settled(t, a);
}


void apply_action(Table& t, const DofAction& a, Mover& m) {
  if (a.kind == Kind::reveal) {
    apply_reveal_event(t, a, m);
    return;
  }
  ++t.events;
  settle_snapshots(t, t.events, false);  // the game went on past the last checks
  apply_event_reveals(t, a);
  switch (a.kind) {
    case Kind::draw: apply_draw(t, a, m); break;
    case Kind::summon: apply_summon(t, a, m); break;
    case Kind::change_position: apply_change_position(t, a, m); break;
    case Kind::attack: apply_attack(t, a, m); break;
    case Kind::activate: apply_activate(t, a, m); break;
    case Kind::pass: apply_pass(t, m); break;
    case Kind::end_main: apply_end_main(t, m); break;
    case Kind::end_turn: apply_end_turn(t, m); break;
    case Kind::choose_targets: apply_choose_targets(t, a, m); break;
    case Kind::tiebreak_draw: apply_tiebreak_draw(t, a, m); break;
    case Kind::reveal: break;
  }
}

}  // namespace referee::dof

// The turn: Draw, Main, Battle and End phases ("Turn Structure"), and the end of the game
// when the deck is used up ("Victory Conditions: Standard Victory").
#include <algorithm>

#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

bool all_turns_equal(const Table& t, int turns) {
  for (const auto& p : t.players)
    if (p.turns_taken != turns) return false;
  return true;
}

// End Phase: the turn is over; the game may end ("Standard Victory").
void finish_turn(Table& t, Mover& m) {
  PlayerState& me = t.p(t.active);
  ++me.turns_taken;
  if (t.depleted) {  // dof.end.depletion: when the used-up deck ends the game
    const Depletion d = t.r().get(ruling::depletion);
    const bool round_over = all_turns_equal(t, me.turns_taken);
    if (d == Depletion::extra_round && round_over && t.extra_round_turns < 0) {
      t.extra_round_turns = me.turns_taken + 1;  // the extra round begins
    } else if (d == Depletion::end_of_turn ||
               (round_over && (d == Depletion::end_of_round || me.turns_taken >= t.extra_round_turns))) {
      finish_by_points(t, m, "deck-depleted", "auto:deck-depleted");
      return;
    }
  }
  begin_turn(t, m, t.next_seat(t.active), "auto:next-turn");
}

}  // namespace

bool first_turn_without(const Table& t, bool draw) {
  if (t.turn != 1) return false;
  FirstTurn ft = t.r().get(ruling::first_turn);
  return draw ? (ft == FirstTurn::no_first_draw || ft == FirstTurn::no_first_draw_no_battle)
              : (ft == FirstTurn::no_first_battle || ft == FirstTurn::no_first_draw_no_battle);
}

std::string outcome_summary_points(const Table& t) {
  std::string s;
  for (int p = 0; p < t.n; ++p)
    s += (p ? ", " : "") + t.name(p) + " " + std::to_string(t.p(p).points);
  return s;
}

Verdict check_turn_player(const Table& t, int player, const Section& cite) {
  if (player != t.active) return Verdict::illegal("it is " + t.name(t.active) + "'s turn", cite);
  return Verdict::ok();
}

void begin_turn(Table& t, Mover& m, int player, std::string_view on) {
  t.active = player;
  ++t.turn;
  t.turn_first_event = t.events;
  PlayerState& p = t.p(player);
  p.placement_used = false;
  p.normal_summons = 0;
  p.activations = 0;
  p.position_changes = 0;
  p.activations_in_cycle = 0;
  t.attack_declared = false;
  t.named_opponent = -1;

  // The Draw Phase, unless turn 1 has none; with an empty deck, dof.draw.empty-deck.
  const bool draws = !first_turn_without(t, true);
  if (draws && t.deck == 0) {
    switch (t.r().get(ruling::empty_deck)) {
      case EmptyDeck::skip: break;
      case EmptyDeck::lose: p.deck_out = true; [[fallthrough]];
      case EmptyDeck::end_now:
        finish_by_points(t, m, "deck-out", "auto:deck-out");
        return;
    }
  }
  t.phase = draws && t.deck > 0 ? Phase::draw : Phase::main;
  m.to(t.phase == Phase::draw ? "draw" : "main", on);
  five_check(t, m, FiveMoment::turn_start);
}

Verdict check_draw(const Table& t, const DofAction& a) {
  if (Verdict v = check_turn_player(t, a.player, sec::draw_phase); !v) return v;
  if (t.phase != Phase::draw) {
    if (t.deck == 0) return Verdict::illegal("the deck is empty: there is nothing to draw", sec::draw_phase);
    return Verdict::illegal("the Draw Phase is over: one card is drawn a turn, at its start", sec::draw_phase);
  }
  if (!a.card.unknown()) return check_see(t, a.card.card, sec::equipment);
  return Verdict::ok();
}

void apply_draw(Table& t, const DofAction& a, Mover& m) {
  PlayerState& p = t.p(a.player);
  Held h = new_held(t, a.card.card);
  if (h.known()) see(t, h.card);
  else h.placeholder = t.hidden.add_placeholder();
  p.hand.push_back(h);
  set_where(t, h, Zone::hand, a.player);
  if (--t.deck == 0) t.depleted = true;
  t.phase = Phase::main;
  m.to("main", "draw");
  five_check(t, m, FiveMoment::draw, a.player);
}

Verdict check_end_main(const Table& t, const DofAction& a) {
  if (Verdict v = check_turn_player(t, a.player, sec::turn_order); !v) return v;
  if (t.phase != Phase::main)
    return Verdict::illegal("the Main Phase is not under way", sec::turn_order);
  return Verdict::ok();
}

void apply_end_main(Table& t, Mover& m) {
  if (first_turn_without(t, false)) {  // no Battle Phase on turn 1
    m.to("end", "end-main");
    finish_turn(t, m);
    return;
  }
  t.phase = Phase::battle;
  m.to("battle", "end-main");
}

Verdict check_end_turn(const Table& t, const DofAction& a) {
  if (Verdict v = check_turn_player(t, a.player, sec::end_phase); !v) return v;
  if (t.phase == Phase::draw) return Verdict::illegal("the Draw Phase comes first: draw a card", sec::draw_phase);
  if (t.phase != Phase::main && t.phase != Phase::battle)
    return Verdict::illegal("the turn cannot end now", sec::turn_order);
  return Verdict::ok();
}

void apply_end_turn(Table& t, Mover& m) {
  m.to("end", "end-turn");
  finish_turn(t, m);
}

void end_game(Table& t, Mover& m, std::vector<int> winners, std::string ended_by, std::string summary,
              const Section& why, std::string_view on) {
  t.phase = Phase::over;
  t.chain.clear();
  t.outcome.status = winners.size() == 1 ? GameStatus::won : GameStatus::drawn;
  t.outcome.winners = std::move(winners);
  t.outcome.ended_by = std::move(ended_by);
  t.outcome.summary = std::move(summary);
  t.outcome.citation = &why;
  m.to("game-over", on);
}

void finish_by_points(Table& t, Mover& m, const std::string& cause, std::string_view on) {
  long long best = -1;
  for (const auto& p : t.players)
    if (!p.deck_out) best = std::max(best, p.points);
  std::vector<int> tied;
  for (int k = 0; k < t.n; ++k) {
    int p = (t.first + k) % t.n;
    const auto& ps = t.p(p);
    if (!ps.deck_out && ps.points == best) tied.push_back(p);
  }
  std::string why = cause == "deck-out" ? "the deck was empty at a Draw Phase" : "the deck is used up";
  if (tied.size() == 1) {
    end_game(t, m, tied, cause, why + "; most points: " + outcome_summary_points(t), sec::standard_victory, on);
    return;
  }
  start_tiebreak(t, m, tied, "points", on);
}

}  // namespace referee::dof

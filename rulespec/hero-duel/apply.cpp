// One action from check to commit. The action runs on a copy of the table with everything
// it sets off; the copy replaces the table only if the caller's answers (trap
// activations, reveals) all fitted, so a refused action changes nothing.
#include "rulespec/hero-duel/resolver.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {
namespace {

template <class Body>
Verdict transact(Table& t, const Reactions& reactions, Body body) {
  Table work = t;
  Resolver r(work, reactions);
  body(r);
  r.drain();
  r.end_action();  // hd.win.simultaneous-and-timing = whole-action
  r.check_all_used();
  if (!r.ok()) return r.error();
  t = std::move(work);
  return Verdict::ok();
}

}  // namespace

// Each kind of action has its check_move and run_move (rules.hpp, resolver.hpp).
Verdict check(const Table& t, const Action& a) {
  return std::visit([&](const auto& x) { return check_move(t, x); }, a);
}

Verdict apply(Table& t, const Action& a, const Reactions& reactions) {
  if (Verdict v = check(t, a); !v) return v;
  return transact(t, reactions, [&](Resolver& r) { std::visit([&](const auto& x) { run_move(r, x); }, a); });
}

Verdict open_game(Table& t, int first_player, const Reactions& reactions) {
  if (first_player < 0 || first_player > 1) return Verdict::illegal("the first player is P1 or P2", sec::match);
  return transact(t, reactions, [&](Resolver& r) {
    for (int p = 0; p < 2; ++p) draw(r.t, p, kOpeningHand);
    r.t.turn = 1;
    r.t.active = first_player;
    begin_turn(r);
  });
}

}  // namespace referee::hd

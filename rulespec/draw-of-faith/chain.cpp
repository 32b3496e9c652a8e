// Chain Link: reaction windows, priority, and resolution last-in-first-out
// ("Special Mechanics 7: Chain Link"; dof.chain.* rulings).
#include <algorithm>

#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

std::string_view window_node(Phase resume) { return resume == Phase::battle ? "battle.window" : "main.window"; }
std::string_view targets_node(Phase resume) { return resume == Phase::battle ? "battle.targets" : "main.targets"; }

// Who is asked to respond to a new top link, in order (dof.chain.priority).
std::vector<int> priority_order(const Table& t, int activator) {
  const Priority pr = t.r().get(ruling::priority);
  // Clockwise from the activator's left; from the turn player when another player activated.
  const int first = pr == Priority::turn_player_first && activator != t.active ? t.active : t.next_seat(activator);
  std::vector<int> order;
  for (int k = 0; k < t.n; ++k)
    if (const int p = (first + k) % t.n; p != activator) order.push_back(p);
  if (pr != Priority::opponents_once) order.push_back(activator);
  return order;
}

// Puts the materials of a negated activation back (dof.chain.negate-meaning = activation-refund).
void refund(Table& t, const Link& l) {
  PlayerState& p = t.p(l.player);
  for (const MaterialOrigin& o : l.materials) {
    Card c = o.held.card;
    const Whereabouts w = t.where[static_cast<std::size_t>(c)];
    if (w.zone == Zone::graveyard) {
      auto& g = t.p(w.player).graveyard;
      g.erase(std::find(g.begin(), g.end(), c));
    } else if (w.zone == Zone::field) {
      int idx = field_index(t, w.player, o.held.uid);
      if (idx < 0) continue;
      auto& field = t.p(w.player).field;
      if (o.from_field) {
        field[static_cast<std::size_t>(idx)].spent_material = o.field_state.spent_material;
        continue;
      }
      field.erase(field.begin() + idx);
    } else {
      continue;  // it moved on (revived to a hand, say): nothing to give back
    }
    if (o.from_field) {
      p.field.push_back(o.field_state);
      set_where(t, o.held, Zone::field, l.player);
    } else {
      p.hand.push_back(o.held);
      set_where(t, o.held, Zone::hand, l.player);
    }
  }
  if (l.placement) {
    p.placement_used = p.normal_summons > 0;
    --p.activations;
  }
  --p.activations_in_cycle;
}

void revive_card(Table& t, int player, const ReviveTarget& target) {
  Card c = target.card;
  const Whereabouts w = t.where[static_cast<std::size_t>(c)];
  if (w.zone != Zone::graveyard) return;  // gone since the link was made
  if (w.player != player && t.r().get(ruling::revive_source) != ReviveSource::any_graveyard) return;
  auto& g = t.p(w.player).graveyard;
  g.erase(std::find(g.begin(), g.end(), c));
  Held h = new_held(t, c);
  PlayerState& p = t.p(player);
  if (t.r().get(ruling::revive_destination) == ReviveDestination::hand) {
    p.hand.push_back(h);
    set_where(t, h, Zone::hand, player);
    return;
  }
  FieldCard f{.held = h, .pos = target.pos};
  f.owner = w.player;  // it returns to its owner's graveyard when destroyed
  f.arrived_turn = t.turn;
  p.field.push_back(f);
  set_where(t, h, Zone::field, player);
}

void destroy_by_effect(Table& t, int effect_player, int uid) {
  int controller = -1;
  FieldCard* f = find_on_field(t, uid, &controller);
  if (!f) return;  // already gone
  if (effect_player >= 0 && f->pos == Pos::attack && controller != effect_player &&
      t.r().get(ruling::effect_destruction) == EffectDestruction::any_destruction)
    ++t.p(effect_player).points;
  destroy_field_card(t, controller, field_index(t, controller, uid));
}

void resolve_link(Table& t, Mover& m, const Link& l) {
  if (l.negated) {
    switch (l.kind) {
      case LinkKind::activation:
        switch (t.r().get(ruling::negate_meaning)) {
          case NegateMeaning::effect_cost_paid: break;
          case NegateMeaning::activation_refund: refund(t, l); return;
          case NegateMeaning::negate_and_destroy:
            for (const MaterialOrigin& o : l.materials) destroy_by_effect(t, -1, o.held.uid);
            break;
        }
        if (l.placement && t.r().get(ruling::replaces_normal) == ReplacesNormal::replaces_unless_negated) {
          PlayerState& p = t.p(l.player);
          p.placement_used = p.normal_summons > 0;
        }
        return;
      case LinkKind::summon:  // a negated summon sends the card to the graveyard
        destroy_by_effect(t, -1, l.subject);
        return;
      case LinkKind::attack:
      case LinkKind::position_change:
        return;  // it does not happen
    }
  }
  switch (l.kind) {
    case LinkKind::activation:
      for (int i : l.negate)
        if (i >= 0 && i < static_cast<int>(t.chain.size())) t.chain[static_cast<std::size_t>(i)].negated = true;
      for (int uid : l.destroy) destroy_by_effect(t, l.player, uid);
      for (const ReviveTarget& r : l.revive) revive_card(t, l.player, r);
      if (l.mechanic == Mechanic::five_of_a_kind)
        end_game(t, m, {l.player}, "five-of-a-kind", t.name(l.player) + " activated Five of a Kind",
                 sec::instant_victory, "auto:five-of-a-kind");
      return;
    case LinkKind::summon: return;
    case LinkKind::attack: resolve_battle(t, l.subject, l.target); return;
    case LinkKind::position_change: change_position_now(t, l.subject); return;
  }
}

// Whether `a` is legal once the players asked before `slot` have passed.
bool legal_after_passes(const Table& t, const DofAction& a, std::size_t slot) {
  Table copy = t;
  Mover m(copy, nullptr);
  while (copy.window.next < slot) apply_pass(copy, m);
  return static_cast<bool>(check_action(copy, a));
}

}  // namespace

bool responds_to(const Table& t, LinkKind kind) {
  switch (kind) {
    case LinkKind::activation: return true;
    case LinkKind::summon: return t.r().get(ruling::respond_to) != RespondTo::effects_only;
    case LinkKind::attack:
    case LinkKind::position_change: return t.r().get(ruling::respond_to) == RespondTo::any_action;
  }
  return false;
}

void open_window(Table& t, Mover& m, Link link, std::string_view on) {
  Phase resume = t.phase == Phase::window ? t.window.resume : t.phase;
  t.window.order = priority_order(t, link.player);
  t.window.next = 0;
  t.window.resume = resume;
  t.chain.push_back(std::move(link));
  t.phase = Phase::window;
  m.to(window_node(resume), on);
}

int priority_holder(const Table& t) {
  if (t.phase != Phase::window || t.window.next >= t.window.order.size()) return -1;
  return t.window.order[t.window.next];
}

Verdict check_pass(const Table& t, const DofAction& a) {
  if (t.phase != Phase::window) return Verdict::illegal("there is no chain waiting for responses", sec::chain_link);
  int holder = priority_holder(t);
  if (a.player != holder) {
    (void)t.r().get(ruling::priority);  // the order was set when the window opened: it decides this
    return Verdict::illegal(t.name(holder) + " has priority", sec::chain_link);
  }
  return Verdict::ok();
}

void apply_pass(Table& t, Mover& m) {
  ++t.window.next;
  m.to(t.node, "pass");
  if (t.window.next >= t.window.order.size()) resolve_chain(t, m);
}

void resolve_chain(Table& t, Mover& m) {
  const Phase resume = t.window.resume;
  while (!t.chain.empty()) {
    Link& top = t.chain.back();
    if (top.kind == LinkKind::activation && !top.negated && top.targets_pending) {
      t.phase = Phase::targets;
      t.resolving = static_cast<int>(t.chain.size()) - 1;
      m.to(targets_node(resume), "auto:choose-targets");
      return;
    }
    Link l = std::move(top);
    t.chain.pop_back();
    resolve_link(t, m, l);
    if (t.over()) return;
    five_check(t, m, FiveMoment::event);
    if (t.over()) return;
  }
  t.phase = resume;
  m.to(phase_node(resume), "auto:chain-resolved");
}

std::vector<DofAction> implied_passes(const Table& t, const DofAction& a) {
  std::vector<DofAction> out;
  if (t.phase != Phase::window || a.kind == Kind::reveal || a.kind == Kind::choose_targets) return out;
  const auto& order = t.window.order;
  auto passes_until = [&](std::size_t end) {
    for (std::size_t k = t.window.next; k < end; ++k) out.push_back(action_of(Kind::pass, order[k]));
  };
  if (a.kind == Kind::pass || a.kind == Kind::activate) {
    // A response (or pass) by a player still to be asked: those before them passed.
    std::size_t slot = order.size();
    for (std::size_t k = t.window.next; k < order.size() && slot == order.size(); ++k)
      if (order[k] == a.player) slot = k;
    // An activation by the top link's own player, without "negate", is read as a response
    // when it can be one (dof.chain.negate-scope = all-opponent-links lets a negator answer
    // every opponent link below its own); otherwise it starts a new chain once this one
    // has resolved, and everyone passed.
    if (a.kind == Kind::activate && a.player == t.chain.back().player && !a.negate) {
      if (slot == order.size() || !legal_after_passes(t, a, slot)) {
        passes_until(order.size());
        return out;
      }
    }
    if (slot < order.size()) passes_until(slot);
    return out;
  }
  passes_until(order.size());  // any other event: nobody responded, the chain resolved
  return out;
}

}  // namespace referee::dof

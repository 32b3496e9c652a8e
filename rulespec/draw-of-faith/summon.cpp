// Normal summons ("Main Phase: Normal Summon"; "Quick Reference: Card Limit") and
// position changes ("Position Rules: Position Change"; "Important Notes: Battle Timing").
#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

int unknown_in_hand(const Table& t, int player) {
  const auto& hand = t.p(player).hand;
  for (std::size_t i = hand.size(); i-- > 0;)
    if (!hand[i].known()) return static_cast<int>(i);
  return -1;
}

Verdict main_phase_only(const Table& t, const DofAction& a, const Section& cite) {
  if (Verdict v = check_turn_player(t, a.player, cite); !v) return v;
  if (t.phase == Phase::battle)
    return Verdict::illegal("the Battle Phase has begun: this is done in the Main Phase", sec::turn_order);
  if (t.phase != Phase::main) return Verdict::illegal("this is done in the Main Phase", sec::turn_order);
  return Verdict::ok();
}

}  // namespace

bool summon_face_down(const Table& t, const DofAction& a) {
  if (a.face_down) return *a.face_down;
  return a.position == Pos::defense && t.r().get(ruling::face_down) == FaceDown::defense_always;
}

Verdict check_summon(const Table& t, const DofAction& a) {
  if (Verdict v = main_phase_only(t, a, sec::normal_summon); !v) return v;
  const PlayerState& p = t.p(a.player);
  if (p.placement_used || p.normal_summons > 0) {
    if (p.normal_summons > 0) return Verdict::illegal("a second normal summon in the same turn", sec::card_limit);
    // The placement went to a special summon (dof.special.replaces-normal).
    if (t.r().get(ruling::replaces_normal) != ReplacesNormal::both_allowed)
      return Verdict::illegal("this turn's card placement was a special summon: no normal summon besides",
                              sec::special_note);
  }
  if (a.face_down == true || a.position == Pos::defense) {
    FaceDown fd = t.r().get(ruling::face_down);
    if (a.face_down == true && fd == FaceDown::none)
      return Verdict::illegal("cards are summoned face up", sec::normal_summon);
    if (a.face_down == true && a.position != Pos::defense)
      return Verdict::illegal("only a defense-position card can be face down", sec::face_down_defense);
    if (a.face_down == false && fd == FaceDown::defense_always)
      return Verdict::illegal("a defense-position summon is made face down", sec::face_down_defense);
  }
  if (a.card.unknown()) {
    if (unknown_in_hand(t, a.player) < 0)
      return Verdict::illegal(t.name(a.player) + " holds no unknown card to summon face down", sec::normal_summon);
    return Verdict::ok();
  }
  int index = -1;
  return find_in_hand(t, a.player, a.card.card, index, sec::normal_summon);
}

void apply_summon(Table& t, const DofAction& a, Mover& m) {
  PlayerState& p = t.p(a.player);
  int index = -1;
  if (a.card.unknown()) index = unknown_in_hand(t, a.player);
  else (void)find_in_hand(t, a.player, a.card.card, index, sec::normal_summon);
  if (!a.card.unknown()) name_in_hand(t, a.player, index, a.card.card);
  Held h = p.hand[static_cast<std::size_t>(index)];
  FieldCard f{.held = h, .pos = *a.position, .face_down = summon_face_down(t, a), .owner = a.player, .arrived_turn = t.turn};
  if (a.card.unknown())
    for (const Held& mate : p.hand)
      if (!mate.known()) f.hand_mates.push_back(mate.placeholder);
  p.hand.erase(p.hand.begin() + index);
  p.field.push_back(f);
  set_where(t, h, Zone::field, a.player);
  p.placement_used = true;
  ++p.normal_summons;
  if (responds_to(t, LinkKind::summon)) {
    Link l{.kind = LinkKind::summon, .player = a.player, .subject = h.uid};
    open_window(t, m, std::move(l), "summon");
  } else {
    m.to("main", "summon");
  }
  five_check(t, m, FiveMoment::event);
}

Verdict check_change_position(const Table& t, const DofAction& a) {
  if (Verdict v = check_turn_player(t, a.player, sec::position_change); !v) return v;
  if (t.phase != Phase::main && t.phase != Phase::battle)
    return Verdict::illegal("positions change in the Main or Battle Phase", sec::position_change);
  int controller = -1, index = -1;
  if (Verdict v = resolve_field(t, a.subject, controller, index, "card"); !v) return v;
  if (controller != a.player)
    return Verdict::illegal("a player changes only the positions of their own cards", sec::position_change);
  const FieldCard& f = t.p(controller).field[static_cast<std::size_t>(index)];
  const std::string name = describe_field_card(t, controller, f);
  switch (t.r().get(ruling::change_window)) {
    case ChangeWindow::main_or_battle_before_attacks:
      if (t.phase == Phase::battle && t.attack_declared)
        return Verdict::illegal("an attack was declared this turn: position changes come before attacks",
                                sec::battle_timing);
      break;
    case ChangeWindow::main_only:
      if (t.phase == Phase::battle)
        return Verdict::illegal("positions change in the Main Phase only", sec::position_change);
      break;
    case ChangeWindow::before_own_attack:
      if (f.attack_turn == t.turn && f.attacks_this_turn > 0)
        return Verdict::illegal(name + " attacked this turn: its position can no longer change", sec::battle_timing);
      break;
  }
  if (f.arrived_turn == t.turn)
    return Verdict::illegal(name + " came to the field this turn", sec::position_change);
  if (t.r().get(ruling::change_limit) == ChangeLimit::per_card) {
    if (f.changed_turn == t.turn)
      return Verdict::illegal(name + " already changed position this turn", sec::position_change);
  } else if (t.p(a.player).position_changes > 0) {
    return Verdict::illegal("a player changes one position a turn", sec::position_change);
  }
  Pos to = f.pos == Pos::attack ? Pos::defense : Pos::attack;
  if (a.position && *a.position != to)
    return Verdict::illegal(name + " is already in " + std::string(to_string(f.pos)) + " position", sec::position_change);
  if (f.face_down) return require_known(t, controller, f, "changing its position turns it face up");
  return Verdict::ok();
}

void change_position_now(Table& t, int uid) {
  FieldCard* f = find_on_field(t, uid);
  if (!f) return;  // left the field before a chain let the change happen
  f->pos = f->pos == Pos::attack ? Pos::defense : Pos::attack;
  f->face_down = false;  // a face-down defense card becomes a face-up attack card
}

void apply_change_position(Table& t, const DofAction& a, Mover& m) {
  int controller = -1, index = -1;
  (void)resolve_field(t, a.subject, controller, index, "card");
  FieldCard& f = t.p(controller).field[static_cast<std::size_t>(index)];
  f.changed_turn = t.turn;
  ++t.p(a.player).position_changes;
  if (responds_to(t, LinkKind::position_change)) {
    Link l{.kind = LinkKind::position_change, .player = a.player, .subject = f.held.uid};
    open_window(t, m, std::move(l), "change-position");
  } else {
    change_position_now(t, f.held.uid);
    m.to(t.node, "change-position");
  }
  five_check(t, m, FiveMoment::event);
}

}  // namespace referee::dof

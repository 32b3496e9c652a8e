// The Battle Phase: attacks, Face-Down Defense, Battle Resolution and Scoring.
#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

bool any_opponent_shows_attack(const Table& t, int player) {
  for (int q = 0; q < t.n; ++q)
    for (const FieldCard& f : t.p(q).field)
      if (q != player && f.pos == Pos::attack) return true;
  return false;
}

// Whether destroying `victim` scores for the controller of `destroyer`
// ("Battle Phase: Scoring"; Position Rules; dof.scoring.*).
bool battle_scores(const Table& t, const FieldCard& destroyer, const FieldCard& victim, bool destroyer_is_attacker) {
  if (!destroyer_is_attacker && t.r().get(ruling::defender_wins) == DefenderWins::attacker_only) return false;
  if (destroyer.pos == Pos::attack && victim.pos == Pos::attack) return true;
  DefenseVictim dv = t.r().get(ruling::defense_victim);
  if (destroyer.pos == Pos::attack && victim.pos == Pos::defense) return dv == DefenseVictim::defense_victim_scores;
  if (destroyer.pos == Pos::defense && victim.pos == Pos::attack) return dv == DefenseVictim::defender_def_scores;
  return false;
}

}  // namespace

std::string_view phase_node(Phase p) {
  switch (p) {
    case Phase::draw: return "draw";
    case Phase::main: return "main";
    case Phase::battle: return "battle";
    case Phase::tiebreak: return "tiebreak";
    case Phase::over: return "game-over";
    case Phase::window:
    case Phase::targets: break;
  }
  return "main";
}

bool opponent_allowed(const Table& t, int attacker, int opponent) {
  if (t.n < 3) return true;  // with two players every rule names the one opponent
  switch (t.r().get(ruling::multiplayer_target)) {
    case MultiplayerTarget::any_opponent: return true;
    case MultiplayerTarget::next_player: return opponent == t.next_seat(attacker);
    case MultiplayerTarget::previous_player: return opponent == t.prev_seat(attacker);
    case MultiplayerTarget::one_opponent_per_turn: return t.named_opponent < 0 || t.named_opponent == opponent;
  }
  return true;
}

Verdict check_attack(const Table& t, const DofAction& a) {
  if (Verdict v = check_turn_player(t, a.player, sec::battle_phase); !v) return v;
  if (t.phase != Phase::main && t.phase != Phase::battle)
    return Verdict::illegal("attacks are declared in the Battle Phase", sec::turn_order);
  if (first_turn_without(t, false)) return Verdict::illegal("the first turn of the game has no Battle Phase", sec::turn_structure);

  int pc = -1, pi = -1;
  if (Verdict v = resolve_field(t, a.subject, pc, pi, "attacker"); !v) return v;
  if (pc != a.player) return Verdict::illegal("the attacker must be one of " + t.name(a.player) + "'s cards", sec::battle_phase);
  const FieldCard& att = t.p(pc).field[static_cast<std::size_t>(pi)];
  const std::string att_name = describe_field_card(t, pc, att);
  if (att.pos != Pos::attack)
    return Verdict::illegal(card_name(att.held.card) + " is in defense position: defense cards cannot start battles",
                            sec::defense_position);
  bool attacked = att.attack_turn == t.turn && att.attacks_this_turn > 0;
  switch (t.r().get(ruling::attacks_per_card)) {
    case AttacksPerCard::once_per_card:
      if (attacked) return Verdict::illegal(att_name + " has already attacked this turn", sec::battle_phase);
      break;
    case AttacksPerCard::once_per_card_not_summon_turn:
      if (attacked) return Verdict::illegal(att_name + " has already attacked this turn", sec::battle_phase);
      if (att.arrived_turn == t.turn)
        return Verdict::illegal(att_name + " came to the field this turn and cannot attack yet", sec::battle_phase);
      break;
    case AttacksPerCard::one_per_player:
      if (t.attack_declared) return Verdict::illegal("one attack a turn, and it was made", sec::battle_phase);
      break;
    case AttacksPerCard::unlimited:
      break;
  }

  int tc = -1, ti = -1;
  if (Verdict v = resolve_field(t, a.target, tc, ti, "target"); !v) return v;
  if (tc == a.player) return Verdict::illegal("a card cannot attack its own side", sec::battle_phase);
  const FieldCard& tgt = t.p(tc).field[static_cast<std::size_t>(ti)];
  const std::string tgt_name = describe_field_card(t, tc, tgt);
  if (tgt.pos != Pos::attack) {
    switch (t.r().get(ruling::battle_targets)) {
      case BattleTargets::attack_only:
        return Verdict::illegal(ref_text(a.target, t.names) + " is in defense position: attacks are against attack-position cards",
                                sec::battle_phase);
      case BattleTargets::attack_or_face_down:
        if (!tgt.face_down)
          return Verdict::illegal(ref_text(a.target, t.names) + " is a face-up defense card and cannot be attacked", sec::battle_phase);
        break;
      case BattleTargets::any:
        break;
    }
    if (!any_opponent_shows_attack(t, a.player) &&
        t.r().get(ruling::no_valid_targets) == NoValidTargets::no_attack_position_card)
      return Verdict::illegal("no opponent has a card in attack position, so no attack can be made",
                              sec::no_valid_targets);
  }
  if (!opponent_allowed(t, a.player, tc))
    return Verdict::illegal(t.name(tc) + "'s cards cannot be attacked by " + t.name(a.player) + " this turn",
                            sec::battle_phase);
  if (tgt.face_down) return require_known(t, tc, tgt, "the attack turns it face up");
  return Verdict::ok();
}

void apply_attack(Table& t, const DofAction& a, Mover& m) {
  // Declaring an attack ends the Main Phase ("Turn Order"): the machine's move from main
  // on "attack" goes straight to the Battle Phase or its window.
  if (t.phase == Phase::main) t.phase = Phase::battle;
  int pc = -1, pi = -1, tc = -1, ti = -1;
  (void)resolve_field(t, a.subject, pc, pi, "attacker");
  (void)resolve_field(t, a.target, tc, ti, "target");
  FieldCard& att = t.p(pc).field[static_cast<std::size_t>(pi)];
  if (att.attack_turn != t.turn) att.attacks_this_turn = 0;
  att.attack_turn = t.turn;
  ++att.attacks_this_turn;
  t.attack_declared = true;
  if (t.named_opponent < 0) t.named_opponent = tc;
  int attacker = att.held.uid;
  int target = t.p(tc).field[static_cast<std::size_t>(ti)].held.uid;
  if (responds_to(t, LinkKind::attack)) {
    Link l{.kind = LinkKind::attack, .player = a.player, .subject = attacker, .target = target};
    open_window(t, m, std::move(l), "attack");
  } else {
    resolve_battle(t, attacker, target);
    m.to("battle", "attack");
  }
  five_check(t, m, FiveMoment::event);
}

void destroy_field_card(Table& t, int controller, int index) {
  auto& field = t.p(controller).field;
  FieldCard f = field[static_cast<std::size_t>(index)];
  field.erase(field.begin() + index);
  to_graveyard(t, f.owner, f.held);
}

void resolve_battle(Table& t, int attacker_uid, int target_uid) {
  int pc = -1, tc = -1;
  FieldCard* att = find_on_field(t, attacker_uid, &pc);
  FieldCard* tgt = find_on_field(t, target_uid, &tc);
  if (!att || !tgt) return;  // one of them left the field while the chain resolved
  tgt->face_down = false;    // Face-Down Defense: turned face up, then compared
  const int va = value_of(att->held.card), vt = value_of(tgt->held.card);
  bool target_destroyed = va > vt, attacker_destroyed = va < vt;
  bool scoring = true;
  if (va == vt) {
    switch (t.r().get(ruling::battle_tie)) {
      case BattleTie::no_effect: return;
      case BattleTie::both_destroyed: target_destroyed = attacker_destroyed = true; break;
      case BattleTie::both_destroyed_no_points:
        target_destroyed = attacker_destroyed = true;
        scoring = false;
        break;
      case BattleTie::suit_order:  // spades first
        target_destroyed = suit_of(att->held.card) < suit_of(tgt->held.card);
        attacker_destroyed = !target_destroyed;
        break;
    }
  }
  if (scoring && target_destroyed && battle_scores(t, *att, *tgt, true)) ++t.p(pc).points;
  if (scoring && attacker_destroyed && battle_scores(t, *tgt, *att, false)) ++t.p(tc).points;
  if (target_destroyed) destroy_field_card(t, tc, field_index(t, tc, target_uid));
  if (attacker_destroyed) destroy_field_card(t, pc, field_index(t, pc, attacker_uid));
}

}  // namespace referee::dof

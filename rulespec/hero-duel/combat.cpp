// Attacks (6. Combat Rules, 7. Direct Attacks): who may attack, whom, and the exchange.
// Order of an attack on a monster: declaration (the attack is spent), the face-down
// defender turns up, the attacker's on-attack effect and the traps' window, then, if the
// attack stands and both monsters remain, both deal their ATK at once.
#include <algorithm>

#include "rulespec/hero-duel/resolver.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {
namespace {

std::size_t at(int zone) { return static_cast<std::size_t>(zone); }

// Whether the opponent has a monster that stops a direct attack (hd.hero.blocks-direct-attack,
// hd.combat.direct-attack-untargetable).
bool direct_blocked(const Table& t, int opponent) {
  const bool attackable_only = t.r().get(ruling::direct_attack_untargetable) == DirectAttackUntargetable::attackable_monsters_block;
  for (const auto& m : t.p(opponent).monsters)
    if (m && !(attackable_only && status_disables(t, *m, "be-targeted"))) return true;
  return t.p(opponent).hero && t.r().get(ruling::hero_blocks_direct) == HeroBlocksDirect::yes;
}

// Whether a monster that arrived this turn may already attack.
bool entry_ready(const Table& t, const Monster& m) {
  if (m.arrived_turn != t.turn) return true;
  if (m.can_attack || status_enables(t, m, "attack-on-entry")) return true;
  // A HASTE the card set leaves undefined (hd.status.haste): ready on arrival.
  return has_status(m, "HASTE") && t.cards && !t.cards->status("HASTE") && t.r().get(ruling::haste) != Haste::extra_attack;
}

}  // namespace

Verdict check_attack(const Table& t, const Attack& a) {
  if (Verdict v = check_main_phase(t, a.player, sec::combat_once); !v) return v;
  if (t.turn == 1 && t.r().get(ruling::first_turn_attack) == FirstTurnAttack::no_first_turn_attack)
    return Verdict::illegal("no attacks on the first turn of the game", sec::main_actions);
  if (a.attacker < 0 || a.attacker >= kMonsterZones || !t.p(a.player).monsters[at(a.attacker)])
    return Verdict::illegal("P" + std::to_string(a.player + 1) + " M" + std::to_string(a.attacker) + " holds no monster", sec::combat_once);
  const Monster& m = *t.p(a.player).monsters[at(a.attacker)];
  const std::string name = describe(t, m);
  if (!m.face_up) return Verdict::illegal(name + " is face down and cannot attack", sec::face_down);
  if (hp(t, m) <= 0) return Verdict::illegal(name + " has no HP left", sec::combat_once);
  if (status_disables(t, m, "attack")) return Verdict::illegal(name + " has a status that stops it attacking", sec::statuses);
  if (m.x_marker) return Verdict::illegal(name + " is barred from attacking this turn (X)", sec::field_behavior);
  const bool fresh = m.arrived_turn == t.turn;
  if (fresh ? !entry_ready(t, m) : !m.can_attack) {
    if (fresh && stars_of(t, m) <= 3) return Verdict::illegal(name + " arrived this turn and cannot attack yet", sec::summon_low);
    return Verdict::illegal(name + " cannot attack this turn", sec::combat_once);
  }
  if (m.attacks_made >= attacks_allowed(t, a.player, m))
    return Verdict::illegal(name + " has already attacked this turn", sec::combat_once);
  const int opp = Table::other(a.player);
  if (!a.defender) {
    if (direct_blocked(t, opp)) return Verdict::illegal("P" + std::to_string(opp + 1) + " controls a monster: no direct attack", sec::direct_attacks);
    return Verdict::ok();
  }
  if (*a.defender < 0 || *a.defender >= kMonsterZones || !t.p(opp).monsters[at(*a.defender)])
    return Verdict::illegal("P" + std::to_string(opp + 1) + " M" + std::to_string(*a.defender) +
                                " holds no monster to attack (a hero is never attacked: hd.hero.nature)",
                            sec::combat_once);
  const Monster& d = *t.p(opp).monsters[at(*a.defender)];
  if (status_disables(t, d, "be-targeted")) return Verdict::illegal(describe(t, d) + " cannot be chosen as a target", sec::statuses);
  return Verdict::ok();
}

void run_attack(Resolver& r, const Attack& a) {
  Table& t = r.t;
  const int opp = Table::other(a.player);
  Monster& m = *t.p(a.player).monsters[at(a.attacker)];
  const int attacker = m.uid;
  ++m.attacks_made;  // spent on declaring (hd.action.negated-consumes-limit)
  const int defender = a.defender ? t.p(opp).monsters[at(*a.defender)]->uid : -1;
  const bool flip_first = defender >= 0 && t.r().get(ruling::face_down_sequence) == FaceDownSequence::flip_first;
  if (flip_first) r.flip(defender);  // 6. Combat Rules: Attacking Face-Down Monsters
  if (r.stopped()) return;

  const int action = r.begin_action(m.card, a.player);
  Event e;
  e.kind = "attack-declared";
  e.actor = a.player;
  e.monster = attacker;
  e.monster_owner = a.player;
  e.defender = defender;
  e.card = m.card;
  e.action = action;
  if (const cards::CardDef* def = t.card(m.card); def && def->effects("on-attack")) {
    EffectContext ctx;
    ctx.controller = a.player;
    ctx.self = attacker;
    ctx.source = m.card;
    ctx.attacker = attacker;
    ctx.defender = defender;
    r.queue_own(*def->effects("on-attack"), ctx);
  }
  const bool early = r.before(e.kind);
  if (early) r.window(e);
  else r.drain();  // the on-attack effect still resolves before damage
  if (r.stopped()) return;

  if (r.action(action).negated) {
    if (t.r().get(ruling::negated_limit) == NegatedLimit::refunded)
      if (Monster* still = monster(t, attacker)) --still->attacks_made;
  } else if (defender >= 0 && !flip_first) {
    if (find_monster(t, defender)) r.flip(defender);
  }
  Monster* att = monster(t, attacker);
  Monster* def = defender >= 0 ? monster(t, defender) : nullptr;
  const bool goes_on = !r.action(action).negated && !r.stopped() && att && (defender < 0 || def);
  if (goes_on && defender < 0) {
    // 7. Direct Attacks; hd.combat.direct-attack-legality if a monster appeared meanwhile.
    const bool appeared = monster_count(t, opp) > 0;
    const DirectAttackLegality rule = appeared ? t.r().get(ruling::direct_attack_legality) : DirectAttackLegality::at_declaration;
    if (rule == DirectAttackLegality::at_declaration) t.p(opp).hp -= atk(t, *att);
    // recheck-retarget needs the record to name the new target: treated as recheck-cancel.
    r.settle(true);
  } else if (goes_on) {
    // 6. Combat Rules: Simultaneous Damage. Both values are taken before either lands.
    const long long dealt = atk(t, *att);
    long long back = atk(t, *def);
    if (t.r().get(ruling::simultaneous_death) == SimultaneousDeath::disabled_no_damage &&
        (status_disables(t, *def, "attack") || def->x_marker))
      back = 0;
    const long long defender_hp = hp(t, *def);
    const long long attacker_hp = hp(t, *att);
    long long overflow_to_defender = 0, overflow_to_attacker = 0;
    const auto def_card = t.card(def->card);
    const auto att_card = t.card(att->card);
    const bool att_overflow = att_card && att_card->has_flag("overflow");
    const bool def_overflow = def_card && def_card->has_flag("overflow");
    if (att_overflow || def_overflow) {
      switch (t.r().get(ruling::overflow)) {
        case Overflow::attacker_excess:
          if (att_overflow) overflow_to_defender = std::max(0LL, dealt - defender_hp);
          break;
        case Overflow::both_ways:
          if (att_overflow) overflow_to_defender = std::max(0LL, dealt - defender_hp);
          if (def_overflow) overflow_to_attacker = std::max(0LL, back - attacker_hp);
          break;
        case Overflow::piercing:
          if (att_overflow) overflow_to_defender = dealt;
          break;
      }
    }
    def->damage += dealt;
    att->damage += back;
    t.p(opp).hp -= overflow_to_defender;  // 6. Combat Rules: Overflow Damage, only when granted
    t.p(a.player).hp -= overflow_to_attacker;
    r.settle(true);  // one exchange, one source
  }
  if (!early) r.window(e);
  r.drain();
}

}  // namespace referee::hd

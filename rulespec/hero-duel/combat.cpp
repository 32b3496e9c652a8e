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

// Whether an effect has granted the monster overflow (6. Combat Rules: Overflow Damage): its
// card's flag, or a status the card set defines as enabling it. Granted twice (the flag and
// a status, or a status stacked) it is still granted once: an exchange sends one excess.
bool grants_overflow(const Table& t, const Monster& m) {
  const cards::CardDef* def = t.card(m.card);
  return (def && def->has_flag("overflow")) || status_enables(t, m, "overflow");
}

// The overflow an attacker with ATK `dealt` sends past a defender with `defender_hp` left
// (hd.combat.overflow; the option says who may send it). One exchange, one amount.
long long overflow_amount(const Table& t, long long dealt, long long defender_hp) {
  return t.r().get(ruling::overflow) == Overflow::piercing ? dealt : std::max(0LL, dealt - defender_hp);
}

// A monster fighting a monster: 6. Combat Rules: Simultaneous Damage. Both values are taken
// before either lands.
void exchange(Resolver& r, int attacker, int defender) {
  Table& t = r.t;
  Monster* att = monster(t, attacker);
  Monster* def = monster(t, defender);
  const int player = find_monster(t, attacker).player;
  const int opp = find_monster(t, defender).player;
  const long long dealt = atk(t, *att);
  long long back = atk(t, *def);
  if (t.r().get(ruling::simultaneous_death) == SimultaneousDeath::disabled_no_damage &&
      (status_disables(t, *def, "attack") || def->x_marker))
    back = 0;
  long long overflow_to_defender = 0, overflow_to_attacker = 0;
  const bool att_overflow = grants_overflow(t, *att);
  const bool def_overflow = grants_overflow(t, *def);
  if (att_overflow || def_overflow) {
    const Overflow rule = t.r().get(ruling::overflow);
    if (att_overflow) overflow_to_defender = overflow_amount(t, dealt, hp(t, *def));
    // Only under both-ways does a defender send its excess back to the attacking player.
    if (def_overflow && rule == Overflow::both_ways) overflow_to_attacker = std::max(0LL, back - hp(t, *att));
  }
  def->damage += dealt;
  att->damage += back;
  t.p(opp).hp -= overflow_to_defender;  // 6. Combat Rules: Overflow Damage, only when granted
  t.p(player).hp -= overflow_to_attacker;
  r.settle(true);  // one exchange, one source
}

// A monster fighting the opponent's hero, a special monster (hd.hero.nature): the same
// exchange. The hero never attacks (2. Hero Rules), so hd.combat.simultaneous-death =
// disabled-no-damage leaves it no damage to deal back.
void exchange_hero(Resolver& r, int attacker, int opp) {
  Table& t = r.t;
  Monster* att = monster(t, attacker);
  Hero& h = *t.p(opp).hero;
  const long long dealt = atk(t, *att);
  const long long back =
      t.r().get(ruling::simultaneous_death) == SimultaneousDeath::disabled_no_damage ? 0 : hero_atk(t, h);
  const long long overflow = grants_overflow(t, *att) ? overflow_amount(t, dealt, hero_hp(t, h)) : 0;
  h.damage += dealt;
  att->damage += back;
  t.p(opp).hp -= overflow;
  r.settle(true);
}

// hd.combat.direct-attack-legality = recheck-retarget: a monster appeared before damage, and
// the direct attack turns on one of them (named by the record when there is a choice).
void retarget(Resolver& r, int player, int attacker) {
  Table& t = r.t;
  const int opp = Table::other(player);
  std::vector<int> open;  // zones the attack may turn on: monsters that can be chosen
  for (int z = 0; z < kMonsterZones; ++z)
    if (const auto& d = t.p(opp).monsters[at(z)]; d && !status_disables(t, *d, "be-targeted")) open.push_back(z);
  const std::string whose = who(t, opp);
  int zone = -1;
  if (const auto named = r.take_retarget()) {
    if (!contains(open, *named)) {
      r.fail(Verdict::illegal(whose + " M" + std::to_string(*named) + " holds no monster the attack can turn on", sec::direct_attacks));
      return;
    }
    zone = *named;
  } else if (open.size() == 1) {
    zone = open.front();
  } else if (open.empty()) {
    return;  // nothing it may be turned on: the attack ends, still counted
  } else {
    r.fail(Verdict::illegal(std::to_string(open.size()) + " monsters of " + whose +
                                " may take the attack: the record names the one it turns on (\"retarget\")",
                            sec::direct_attacks));
    return;
  }
  const int uid = t.p(opp).monsters[at(zone)]->uid;
  r.flip(uid);  // 6. Combat Rules: Attacking Face-Down Monsters
  if (r.stopped() || !monster(t, uid) || !monster(t, attacker)) return;
  exchange(r, attacker, uid);
}

}  // namespace

Verdict check_move(const Table& t, const Attack& a) {
  if (Verdict v = check_main_phase(t, a.player, sec::combat_once); !v) return v;
  if (t.turn == 1 && t.r().get(ruling::first_turn_attack) == FirstTurnAttack::no_first_turn_attack)
    return Verdict::illegal("no attacks on the first turn of the game", sec::main_actions);
  if (a.own_side)  // 6. Combat Rules: monsters attack the opponent's monsters, or the opponent directly
    return Verdict::illegal("a monster attacks the opponent's side, never its own", sec::combat_once);
  if (a.attacker < 0 || a.attacker >= kMonsterZones || !t.p(a.player).monsters[at(a.attacker)])
    return Verdict::illegal(zone_ref(t, a.player, 'M', a.attacker) + " holds no monster", sec::combat_once);
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
    if (direct_blocked(t, opp)) return Verdict::illegal(who(t, opp) + " controls a monster: no direct attack", sec::direct_attacks);
    return Verdict::ok();
  }
  if (*a.defender == kHeroZone) {
    // hd.hero.nature: only a special monster may be attacked, and only while its controller
    // has no monster (2. Hero Rules put it in a zone of its own).
    if (!hero_is_monster(t)) return Verdict::illegal("a hero is not a monster and is never attacked (hd.hero.nature)", sec::hero);
    if (!t.p(opp).hero) return Verdict::illegal(who(t, opp) + " has no hero in play", sec::hero);
    if (monster_count(t, opp) > 0)
      return Verdict::illegal(who(t, opp) + "'s hero can be attacked only while they control no monster (hd.hero.nature)",
                              sec::hero);
    return Verdict::ok();
  }
  if (*a.defender < 0 || *a.defender >= kMonsterZones || !t.p(opp).monsters[at(*a.defender)])
    return Verdict::illegal(zone_ref(t, opp, 'M', *a.defender) +
                                " holds no monster to attack (a hero is never attacked: hd.hero.nature)",
                            sec::combat_once);
  const Monster& d = *t.p(opp).monsters[at(*a.defender)];
  if (status_disables(t, d, "be-targeted")) return Verdict::illegal(describe(t, d) + " cannot be chosen as a target", sec::statuses);
  return Verdict::ok();
}

void run_move(Resolver& r, const Attack& a) {
  Table& t = r.t;
  const int opp = Table::other(a.player);
  Monster& m = *t.p(a.player).monsters[at(a.attacker)];
  const int attacker = m.uid;
  ++m.attacks_made;  // spent on declaring (hd.action.negated-consumes-limit)
  const bool at_hero = a.defender && *a.defender == kHeroZone;
  const int defender = a.defender && !at_hero ? t.p(opp).monsters[at(*a.defender)]->uid : -1;
  const bool flip_first = defender >= 0 && t.r().get(ruling::face_down_sequence) == FaceDownSequence::flip_first;
  if (flip_first) r.flip(defender);  // 6. Combat Rules: Attacking Face-Down Monsters
  if (r.stopped()) return;

  const int action = r.begin_action(m.card, a.player);
  Event e{.kind = "attack-declared", .actor = a.player, .monster = attacker, .monster_owner = a.player,
          .defender = defender, .defender_hero = at_hero ? opp : -1, .card = m.card, .action = action};
  if (const cards::CardDef* def = t.card(m.card); def && def->effects("on-attack")) {
    EffectContext ctx{.controller = a.player, .self = attacker, .source = m.card, .attacker = attacker,
                      .defender = defender, .defender_hero = e.defender_hero};
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
  const bool att = monster(t, attacker) != nullptr;
  const bool target_there = at_hero ? t.p(opp).hero.has_value() : defender < 0 || monster(t, defender);
  const bool goes_on = !r.action(action).negated && !r.stopped() && att && target_there;
  if (goes_on && at_hero) {
    exchange_hero(r, attacker, opp);
  } else if (goes_on && defender < 0) {
    // 7. Direct Attacks, checked again before damage if a monster that would stop one has
    // appeared meanwhile (hd.combat.direct-attack-legality).
    const DirectAttackLegality rule =
        direct_blocked(t, opp) ? t.r().get(ruling::direct_attack_legality) : DirectAttackLegality::at_declaration;
    switch (rule) {
      case DirectAttackLegality::at_declaration: t.p(opp).hp -= atk(t, *monster(t, attacker)); break;
      case DirectAttackLegality::recheck_cancel: break;  // the attack ends, still counted
      case DirectAttackLegality::recheck_retarget: retarget(r, a.player, attacker); break;
    }
    r.settle(true);
  } else if (goes_on) {
    exchange(r, attacker, defender);
  }
  if (!early) r.window(e);
  r.drain();
}

}  // namespace referee::hd

// Summoning (4. Summoning Rules): 1-3 stars without tribute, face down; 4-5 stars with one
// tribute, face up and ready; the hero with two, into the hero zone. Tributes go to the
// graveyard and may not be monsters summoned this turn unless an effect gave extra
// summons (Tribute Restrictions).
#include <algorithm>
#include <set>

#include "rulespec/hero-duel/resolver.hpp"
#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {
namespace {

// `hero` is the hero being played, whose aura may already be on while its tributes leave
// (hd.hero.passive-timing); empty for a monster summon.
Verdict check_tributes(const Table& t, int player, const std::vector<int>& tributes, std::size_t needed, const Section& cite,
                       const std::string& hero = "") {
  if (tributes.size() != needed)
    return Verdict::illegal("this summon takes " + std::to_string(needed) + " tribute(s), not " + std::to_string(tributes.size()), cite);
  std::set<int> seen;
  for (int z : tributes) {
    if (z < 0 || z >= kMonsterZones || !t.p(player).monsters[static_cast<std::size_t>(z)])
      return Verdict::illegal(zone_ref(t, player, 'M', z) + " holds no monster of yours to tribute", cite);
    if (!seen.insert(z).second) return Verdict::illegal("the same monster cannot be tributed twice", cite);
    const Monster& m = *t.p(player).monsters[static_cast<std::size_t>(z)];
    if (!m.face_up && t.r().get(ruling::tribute_eligibility) == TributeEligibility::face_up_only)
      return Verdict::illegal(describe(t, m) + " is face down, and only face-up monsters are tributed", cite);
    if (m.summoned && m.arrived_turn == t.turn) {
      // 4. Tribute Restrictions: an effect allowing extra summons lifts the bar. That may be
      // the aura of the hero being played, if it is on while its tributes leave
      // (hd.hero.passive-timing = sees-tributes; after-tributes: it arrives after them).
      bool extra = extra_summons_allowed(t, player);
      if (!hero.empty() && !extra && aura_summons(t, hero) > 0)
        extra = t.r().get(ruling::passive_timing) == PassiveTiming::sees_tributes;
      bool allowed_now = false;
      switch (t.r().get(ruling::same_turn_tribute)) {
        case SameTurnTribute::literal: allowed_now = extra; break;
        // Only a 4-5 star summon that itself uses an extra summon; never the hero.
        case SameTurnTribute::extra_summon_use:
          allowed_now = needed == 1 && t.p(player).used[static_cast<std::size_t>(Limit::summon)] >= 1 && extra;
          break;
        case SameTurnTribute::reminder_only: allowed_now = true; break;
      }
      if (!allowed_now)
        return Verdict::illegal(describe(t, m) + " was summoned this turn and no effect has allowed extra summons",
                                sec::tribute_restrictions);
    }
  }
  return Verdict::ok();
}

void pay_tributes(Resolver& r, int player, const std::vector<int>& tributes, bool to_exile) {
  for (int z : tributes) remove_monster(r.t, r.t.p(player).monsters[static_cast<std::size_t>(z)]->uid, to_exile);
}

}  // namespace

Verdict check_move(const Table& t, const SummonMonster& a) {
  if (Verdict v = check_main_phase(t, a.player, sec::main_actions); !v) return v;
  if (!hand_has(t, a.player, a.card)) return Verdict::illegal(a.card + " is not in " + who(t, a.player) + "\'s hand", sec::main_actions);
  const cards::CardDef* def = t.card(a.card);
  if (a.card != kUnknown && (!def || def->type != "monster"))
    return Verdict::illegal(a.card + " is not a monster: only monsters of 1 to 5 stars are summoned", sec::summon_low);
  // 5. Face-Down Rules hide a face-down monster's stats; hd.facedown.hidden-info = stats-only
  // shows its name, so no record can leave a summoned monster unseen.
  if (a.card == kUnknown && t.r().get(ruling::hidden_info) == HiddenInfo::stats_only)
    return Verdict::illegal("a face-down monster's name is shown to both players (hd.facedown.hidden-info = stats-only): "
                            "the summon names the card",
                            sec::face_down);
  const Player& p = t.p(a.player);
  if (p.used[static_cast<std::size_t>(Limit::summon)] >= allowed(t, a.player, Limit::summon))
    return Verdict::illegal(who(t, a.player) + " has used this turn's summon", sec::main_actions);
  if (a.zone < 0 || a.zone >= kMonsterZones) return Verdict::illegal("there are four monster zones, M0 to M3", sec::match);
  // An unknown card summoned face down is a 1-3 star monster: it takes no tribute.
  const long long stars = def ? def->stat("stars", 0) : 1;
  const bool high = stars >= 4;
  if (Verdict v = check_tributes(t, a.player, a.tributes, high ? 1 : 0, high ? sec::summon_high : sec::summon_low); !v) return v;
  // The tribute leaves its zone first, so a 4-5 star monster may take it.
  const bool zone_free = !p.monsters[static_cast<std::size_t>(a.zone)] || contains(a.tributes, a.zone);
  if (zone_free) return Verdict::ok();
  // 1. Match Structure: four monster zones. With no zone free (and no tribute freeing one),
  // hd.zones.monster-full says whether the summon may still take an occupied zone.
  const bool side_full = monster_count(t, a.player) - static_cast<int>(a.tributes.size()) >= kMonsterZones;
  const std::string occupied = zone_ref(t, a.player, 'M', a.zone) + " is occupied";
  if (!side_full) return Verdict::illegal(occupied + ", and another zone is free", sec::match);
  switch (t.r().get(ruling::monster_zones_full)) {
    case MonsterZonesFull::blocked:
      return Verdict::illegal(occupied + ": all four monster zones are full (hd.zones.monster-full = blocked)", sec::match);
    case MonsterZonesFull::clear_one:
      return Verdict::ok();  // the monster there goes to the graveyard first (run_move)
    case MonsterZonesFull::replace_oldest: {
      const int oldest = oldest_monster_zone(t, a.player);
      if (a.zone != oldest)
        return Verdict::illegal(occupied + ": on a full side the arriving monster replaces the oldest one, in " +
                                    zone_ref(t, a.player, 'M', oldest) + " (hd.zones.monster-full = replace-oldest)",
                                sec::match);
      return Verdict::ok();
    }
  }
  return Verdict::illegal(occupied, sec::match);
}

void run_move(Resolver& r, const SummonMonster& a) {
  Table& t = r.t;
  take_from_hand(t, a.player, a.card);
  ++t.p(a.player).used[static_cast<std::size_t>(Limit::summon)];
  pay_tributes(r, a.player, a.tributes, false);
  // A zone still occupied: check_move allowed it on a full side (hd.zones.monster-full =
  // clear-one or replace-oldest). Its monster goes to the graveyard, not as a tribute.
  if (const auto& occupant = t.p(a.player).monsters[static_cast<std::size_t>(a.zone)]) remove_monster(t, occupant->uid, false);
  const cards::CardDef* def = t.card(a.card);
  Monster m{.uid = t.next_uid++, .card = a.card, .owner = a.player, .arrived_turn = t.turn};
  const bool high = def && def->stat("stars", 0) >= 4;
  if (high) {
    m.face_up = true;      // Stars 4-5: face up and may attack at once
    m.can_attack = true;
  } else if (def && def->has_flag("summon-face-up")) {
    // Brought in face up by its own effect: may it attack at once? (hd.summon.face-up-entry-attack)
    m.face_up = true;
    m.can_attack = t.r().get(ruling::face_up_entry_attack) == FaceUpEntryAttack::ready;
  }
  const int action = r.begin_action(a.card, a.player);
  r.place_monster(a.player, a.zone, std::move(m), action, a.player, true);
  r.drain();
}

Verdict check_move(const Table& t, const PlayHero& a) {
  if (Verdict v = check_main_phase(t, a.player, sec::main_actions); !v) return v;
  const cards::CardDef* def = t.card(a.card);
  if (!def || def->type != "hero") return Verdict::illegal(a.card + " is not a hero", sec::hero);
  if (!hand_has(t, a.player, a.card)) return Verdict::illegal(def->name + " is not in " + who(t, a.player) + "\'s hand", sec::hero);
  if (t.p(a.player).hero) return Verdict::illegal(who(t, a.player) + "'s hero zone is taken", sec::hero);
  if (t.r().get(ruling::hero_summon) == HeroSummon::full_summon &&
      t.p(a.player).used[static_cast<std::size_t>(Limit::summon)] >= allowed(t, a.player, Limit::summon))
    return Verdict::illegal("playing the hero is a summon, and this turn's summon is used", sec::main_actions);
  return check_tributes(t, a.player, a.tributes, 2, sec::summon_hero, a.card);
}

void run_move(Resolver& r, const PlayHero& a) {
  Table& t = r.t;
  take_from_hand(t, a.player, a.card);
  const HeroSummon kind = t.r().get(ruling::hero_summon);
  if (kind == HeroSummon::full_summon) ++t.p(a.player).used[static_cast<std::size_t>(Limit::summon)];
  // Tributes are paid before the hero arrives (hd.hero.passive-timing: whether its aura is
  // already on as they leave matters only to check_tributes).
  pay_tributes(r, a.player, a.tributes, t.r().get(ruling::tribute_eligibility) == TributeEligibility::hero_tributes_exiled);
  const int action = r.begin_action(a.card, a.player);
  Event e{.kind = "monster-summoned", .actor = a.player, .monster_owner = a.player, .card = a.card, .action = action};
  const bool event = kind != HeroSummon::not_a_summon;
  const bool early = event && r.before(e.kind);
  e.arriving = early;
  if (early) {
    r.window(e);
    if (r.stopped()) return;
    if (const ActionRecord& rec = r.action(action); rec.negated || rec.destroyed || rec.exiled) {
      (rec.exiled ? t.p(a.player).exile : t.p(a.player).graveyard).push_back(a.card);
      return;
    }
  }
  t.p(a.player).hero = Hero{a.card, t.turn};  // face up in its own zone; its aura applies now
  if (event && !early) r.window(e);
  r.drain();
}

}  // namespace referee::hd

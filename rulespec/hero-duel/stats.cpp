// Current stats and limits: what the printed card, modify-stat effects, statuses and the
// heroes' standing auras make of them. Auras are read whenever a value is used, so they
// apply exactly while their hero is in its zone (2. Hero Rules, hd.hero.passive-timing).
#include <algorithm>

#include "rulespec/hero-duel/table.hpp"

namespace referee::hd {
namespace {

// Whether an aura's target covers a monster of `controller` for a hero of `hero_owner`.
bool aura_covers(std::string_view target, int hero_owner, int controller) {
  if (target == "all-monsters") return true;
  if (target == "all-own-monsters") return controller == hero_owner;
  if (target == "all-opponent-monsters") return controller != hero_owner;
  return false;
}

long long aura_stat(const Table& t, int controller, std::string_view stat) {
  long long sum = 0;
  for (int p = 0; p < 2; ++p) {
    const auto& hero = t.p(p).hero;
    const cards::CardDef* def = hero ? t.card(hero->card) : nullptr;
    const auto* passive = def ? def->effects("passive") : nullptr;
    if (!passive) continue;
    for (const cards::Effect& e : *passive)
      if (e.keyword == "modify-stat" && e.text("stat") == stat && aura_covers(e.target, p, controller)) sum += e.number("by", 0);
  }
  return sum;
}

long long stat_changes(const Table& t, const Monster& m, std::string_view stat) {
  long long sum = 0;
  for (const StatMod& mod : m.mods)
    if (mod.stat == stat) sum += mod.by;
  for (const Status& s : m.statuses)
    if (const cards::StatusDef* def = t.cards ? t.cards->status(s.name) : nullptr)
      if (auto it = def->modifies.find(std::string(stat)); it != def->modifies.end()) sum += it->second * s.stacks;
  const MonsterAt at = find_monster(t, m.uid);
  return sum + (at ? aura_stat(t, at.player, stat) : 0);
}

// hd.limits.increase-scope: which rows effects may raise.
bool raisable(const Table& t, Limit l) {
  if (t.r().get(ruling::limit_increase) == LimitIncrease::summon_and_spell_trap)
    return l == Limit::summon || l == Limit::spell_or_trap;
  return true;
}

// What the aura of the hero `card` adds to its controller's limit `l`.
int aura_extra_of(const Table& t, std::string_view card, Limit l) {
  const cards::CardDef* def = t.card(card);
  const auto* passive = def ? def->effects("passive") : nullptr;
  int sum = 0;
  if (passive)
    for (const cards::Effect& e : *passive)
      if (e.keyword == "extra-action" && e.text("action") == kLimitNames[static_cast<std::size_t>(l)] && e.target == "controller")
        sum += static_cast<int>(e.number("count", 1));
  return sum;
}

int aura_extra(const Table& t, int player, Limit l) {
  const auto& hero = t.p(player).hero;
  return hero ? aura_extra_of(t, hero->card, l) : 0;
}

}  // namespace

bool hero_is_monster(const Table& t) { return t.r().get(ruling::hero_nature) == HeroNature::special_monster; }

long long hero_hp(const Table& t, const Hero& h) {
  const cards::CardDef* def = t.card(h.card);
  return (def ? def->stat("hp", 0) : 0) - h.damage;
}

long long hero_atk(const Table& t, const Hero& h) {
  const cards::CardDef* def = t.card(h.card);
  return def ? def->stat("atk", 0) : 0;
}

int aura_summons(const Table& t, const std::string& hero_card) {
  return raisable(t, Limit::summon) ? aura_extra_of(t, hero_card, Limit::summon) : 0;
}

bool extra_summons_allowed(const Table& t, int player) {
  const auto& hero = t.p(player).hero;
  return t.p(player).extra_summon_granted || (hero && aura_summons(t, hero->card) > 0);
}

long long atk(const Table& t, const Monster& m) {
  const cards::CardDef* def = t.card(m.card);
  const long long value = (def ? def->stat("atk", 0) : 0) + stat_changes(t, m, "atk");
  return std::max(0LL, value);  // hd.stats.bounds: a negative ATK would heal what it hits
}

long long max_hp(const Table& t, const Monster& m) {
  const cards::CardDef* def = t.card(m.card);
  return (def ? def->stat("hp", 0) : 0) + stat_changes(t, m, "hp");
}

long long hp(const Table& t, const Monster& m) {
  long long top = max_hp(t, m);
  // hd.stats.bounds = damage-only: a stat change alone never takes a monster below 1 HP.
  if (top < 1 && t.r().get(ruling::stat_bounds) == StatBounds::damage_only) top = 1;
  return top - m.damage;
}

bool has_status(const Monster& m, std::string_view name) {
  return std::any_of(m.statuses.begin(), m.statuses.end(), [&](const Status& s) { return s.name == name; });
}

int stacks(const Monster& m, std::string_view name) {
  int n = 0;
  for (const Status& s : m.statuses)
    if (s.name == name) n += s.stacks;
  return n;
}

// Whether a status of `m` has `what` in the card set's list `list` of it.
static bool status_lists(const Table& t, const Monster& m, std::vector<std::string> cards::StatusDef::*list, std::string_view what) {
  for (const Status& s : m.statuses)
    if (const cards::StatusDef* def = t.cards ? t.cards->status(s.name) : nullptr)
      if (contains(def->*list, what)) return true;
  return false;
}

bool status_disables(const Table& t, const Monster& m, std::string_view what) { return status_lists(t, m, &cards::StatusDef::disables, what); }
bool status_enables(const Table& t, const Monster& m, std::string_view what) { return status_lists(t, m, &cards::StatusDef::enables, what); }

int allowed(const Table& t, int player, Limit l) {
  const Player& pl = t.p(player);
  const int extra = pl.extra[static_cast<std::size_t>(l)] + aura_extra(t, player, l);
  return 1 + (extra > 0 && raisable(t, l) ? extra : 0);
}

int attacks_allowed(const Table& t, int player, const Monster& m) {
  int n = allowed(t, player, Limit::attack);
  // A HASTE the card set leaves undefined, read as an extra attack (hd.status.haste).
  if (has_status(m, "HASTE") && t.cards && !t.cards->status("HASTE") && t.r().get(ruling::haste) == Haste::extra_attack) ++n;
  return n;
}

}  // namespace referee::hd

// Finding monsters, moving cards between zones, and naming them.
#include "rulespec/hero-duel/table.hpp"

#include <algorithm>
#include <utility>

#include "rulespec/hero-duel/sections.hpp"

namespace referee::hd {

const cards::CardDef* Table::card(std::string_view id) const {
  if (!cards || id == kUnknown) return nullptr;
  return cards->find(id);
}

Table make_table(std::shared_ptr<const Rulings> rulings, std::shared_ptr<const cards::CardSet> cards) {
  Table t;
  t.rulings = std::move(rulings);
  t.cards = std::move(cards);
  return t;
}

MonsterAt find_monster(const Table& t, int uid) {
  for (int p = 0; p < 2; ++p)
    for (int z = 0; z < kMonsterZones; ++z)
      if (const auto& m = t.p(p).monsters[static_cast<std::size_t>(z)]; m && m->uid == uid) return {p, z};
  return {};
}

const Monster* monster(const Table& t, int uid) {
  const MonsterAt at = find_monster(t, uid);
  return at ? &*t.p(at.player).monsters[static_cast<std::size_t>(at.zone)] : nullptr;
}

Monster* monster(Table& t, int uid) { return const_cast<Monster*>(monster(std::as_const(t), uid)); }

int monster_count(const Table& t, int player) {
  const auto& zones = t.p(player).monsters;
  return static_cast<int>(std::count_if(zones.begin(), zones.end(), [](const auto& m) { return m.has_value(); }));
}

int free_monster_zone(const Table& t, int player) {
  for (int z = 0; z < kMonsterZones; ++z)
    if (!t.p(player).monsters[static_cast<std::size_t>(z)]) return z;
  return -1;
}

int free_spell_trap_zone(const Table& t, int player) {
  for (int z = 0; z < kSpellTrapZones; ++z)
    if (!t.p(player).spell_traps[static_cast<std::size_t>(z)]) return z;
  return -1;
}

int oldest_monster_zone(const Table& t, int player) {
  int best = -1;
  for (int z = 0; z < kMonsterZones; ++z) {
    const auto& m = t.p(player).monsters[static_cast<std::size_t>(z)];
    if (!m) continue;
    const auto& b = best >= 0 ? t.p(player).monsters[static_cast<std::size_t>(best)] : m;
    if (best < 0 || m->arrived_turn < b->arrived_turn || (m->arrived_turn == b->arrived_turn && m->uid < b->uid)) best = z;
  }
  return best;
}

long long stars_of(const Table& t, const Monster& m) {
  const cards::CardDef* def = t.card(m.card);
  return def ? def->stat("stars", 0) : 0;
}

bool hand_has(const Table& t, int player, std::string_view card) {
  const auto& hand = t.p(player).hand;
  return contains(hand, card) || contains(hand, kUnknown);
}

void take_from_hand(Table& t, int player, std::string_view card) {
  auto& hand = t.p(player).hand;
  auto it = std::find(hand.begin(), hand.end(), card);
  if (it == hand.end()) it = std::find(hand.begin(), hand.end(), kUnknown);  // an unknown card, now named
  if (it != hand.end()) hand.erase(it);
}

void remove_monster(Table& t, int uid, bool exiled) {
  const MonsterAt at = find_monster(t, uid);
  if (!at) return;
  auto& slot = t.p(at.player).monsters[static_cast<std::size_t>(at.zone)];
  const Monster m = *slot;
  slot.reset();
  Player& owner = t.p(m.owner);
  if (m.token) {
    // A token has no card behind it: it ceases to exist, unless the rulings keep it as an
    // object (graveyard) or send created monsters to exile.
    if (t.r().get(ruling::exile_usage) == ExileUsage::created_monsters_too) {
      owner.exile.push_back(m.card);
    } else if (t.r().get(ruling::created_monsters) == CreatedMonsters::objects) {
      owner.graveyard.push_back(m.card);
    }
    return;
  }
  (exiled ? owner.exile : owner.graveyard).push_back(m.card);
}

void destroy_hero(Table& t, int player) {
  auto& hero = t.p(player).hero;
  if (!hero) return;
  t.p(player).graveyard.push_back(hero->card);  // its aura ends with it (stats.cpp reads the zone)
  hero.reset();
}

const std::string& who(const Table& t, int player) {
  static const std::string nobody = "nobody";
  return player == 0 || player == 1 ? t.names[static_cast<std::size_t>(player)] : nobody;
}

std::string zone_ref(const Table& t, int player, char kind, int zone) {
  return who(t, player) + ":" + kind + std::to_string(zone);
}

std::string describe(const Table& t, const Monster& m) {
  const MonsterAt at = find_monster(t, m.uid);
  const cards::CardDef* def = t.card(m.card);
  std::string name = def ? def->name : std::string(m.card == kUnknown ? "a face-down monster" : m.card);
  if (at) name += " (" + zone_ref(t, at.player, 'M', at.zone) + ")";
  return name;
}

}  // namespace referee::hd

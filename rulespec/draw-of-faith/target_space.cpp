// The targets an effect could name (destroy: "Special Mechanics 1, 3, 5"; revive:
// "Special Mechanics 2, 4, 5"; "Card Values: Graveyard"), bounded by the count rulings so
// that listing stays small. The rulings that bound them are consulted: a listing's answer
// depends on them (a judge's legal-actions names them), even where no check reads them.
#include <algorithm>

#include "rulespec/draw-of-faith/listing.hpp"
#include "rulespec/draw-of-faith/rules.hpp"

namespace referee::dof {
namespace {

// `material_uids`: the material cards themselves, which are never their own targets (a card
// spent and since revived elsewhere is another instance, and may be one).
void destroy_space(const Table& t, int player, Mechanic m, const std::vector<int>& material_uids, std::size_t k,
                   TargetSpace& s) {
  if (!mechanic_destroys(m)) return;
  // dof.destroy.scope: only Royal Fusion may ever name its own side.
  const bool own_too = m == Mechanic::royal_fusion && t.r().get(ruling::destroy_scope) == DestroyScope::any_field;
  std::vector<std::vector<CardRef>> by_player(static_cast<std::size_t>(t.n));
  for (int q = 0; q < t.n; ++q) {
    if (q == player && !own_too) continue;
    for (const FieldCard& f : t.p(q).field)
      if (f.held.known() && !contains(material_uids, f.held.uid)) {
        s.destroyable.push_back(ref_of(t, q, f));
        by_player[static_cast<std::size_t>(q)].push_back(s.destroyable.back());
      }
  }
  auto opponents_cards = [&] {
    std::vector<CardRef> all;
    for (int q = 0; q < t.n; ++q)
      if (q != player) all.insert(all.end(), by_player[static_cast<std::size_t>(q)].begin(), by_player[static_cast<std::size_t>(q)].end());
    return all;
  };
  auto each_opponent = [&] {  // all of one opponent's cards, for each opponent with some
    for (int q = 0; q < t.n; ++q)
      if (q != player && !by_player[static_cast<std::size_t>(q)].empty()) s.destroy_forced.push_back(by_player[static_cast<std::size_t>(q)]);
  };
  if (m == Mechanic::royal_fusion) {
    switch (t.r().get(ruling::royal_destroy_count)) {
      case RoyalDestroyCount::up_to_3: s.destroy_max = k; return;
      case RoyalDestroyCount::one: s.destroy_max = 1; return;
      case RoyalDestroyCount::all_opponent:  // all it can reach, or (one opponent a turn) all of one
        s.destroy_forced.push_back(opponents_cards());
        each_opponent();
        return;
      case RoyalDestroyCount::any_number: s.destroy_max = s.destroyable.size(); return;
    }
    return;
  }
  switch (t.r().get(ruling::destroy_count)) {
    case DestroyCount::per_material: s.destroy_max = k; return;
    case DestroyCount::one: s.destroy_max = 1; return;
    case DestroyCount::all_opponent: each_opponent(); return;
  }
}

void revive_space(const Table& t, int player, Mechanic m, const std::vector<Card>& spent, std::size_t k, TargetSpace& s) {
  if (!mechanic_revives(m)) return;
  for (const auto& ps : t.players)
    for (Card c : ps.graveyard) s.revivable.push_back(c);
  for (Card c : spent)
    if (!contains(s.revivable, c)) s.revivable.push_back(c);
  s.positions = t.r().get(ruling::revive_destination) == ReviveDestination::field_choice;
  switch (t.r().get(ruling::revive_count)) {
    case ReviveCount::per_material: s.revive_max = k; return;
    case ReviveCount::one: s.revive_max = 1; return;
    case ReviveCount::all_own_graveyard: {
      // The whole own graveyard, with or without this activation's materials (dof.revive.source).
      std::vector<Card> own = t.p(player).graveyard, with = own, without;
      for (Card c : spent)
        if (!contains(with, c)) with.push_back(c);
      for (Card c : own)
        if (!contains(spent, c)) without.push_back(c);
      s.revive_forced.push_back(with);
      if (without != with) s.revive_forced.push_back(without);
      return;
    }
  }
}

}  // namespace

DofAction action_of(Kind k, int player) {
  DofAction a;
  a.kind = k;
  a.player = player;
  return a;
}

CardRef ref_of(const Table& t, int controller, const FieldCard& f) {
  if (f.held.known()) return CardRef{-1, f.held.card, 0};
  return CardRef{controller, -1, field_index(t, controller, f.held.uid) + 1};
}

TargetSpace activation_targets(const Table& t, int player, Mechanic m, const std::vector<Card>& materials) {
  std::vector<int> on_field;
  for (const FieldCard& f : t.p(player).field)
    if (f.held.known() && contains(materials, f.held.card)) on_field.push_back(f.held.uid);
  TargetSpace s;
  destroy_space(t, player, m, on_field, materials.size(), s);
  revive_space(t, player, m, materials, materials.size(), s);
  return s;
}

TargetSpace resolution_targets(const Table& t) {
  const Link& l = t.chain[static_cast<std::size_t>(t.resolving)];
  std::vector<Card> spent;
  std::vector<int> uids;
  for (const MaterialOrigin& o : l.materials) {
    spent.push_back(o.held.card);
    uids.push_back(o.held.uid);
  }
  TargetSpace s;
  destroy_space(t, l.player, l.mechanic, uids, l.materials.size(), s);
  revive_space(t, l.player, l.mechanic, spent, l.materials.size(), s);
  return s;
}

}  // namespace referee::dof

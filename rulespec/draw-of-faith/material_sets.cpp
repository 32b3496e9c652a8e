// Candidate material sets for listing activations, generated per recipe rather than by
// trying every subset of the player's cards ("Special Mechanics 1-6"). Each candidate is
// kept only if recipe_fits accepts it under the rulings, so the rulings stay in one place
// (recipes.cpp); this file only has to propose a superset of the fitting sets.
#include <algorithm>
#include <set>

#include "rulespec/draw-of-faith/listing.hpp"
#include "rulespec/draw-of-faith/rules.hpp"

namespace referee::dof {

std::vector<Card> material_pool(const Table& t, int player) {
  const PlayerState& ps = t.p(player);
  std::vector<Card> pool;
  for (const Held& h : ps.hand)
    if (h.known()) pool.push_back(h.card);
  for (const FieldCard& f : ps.field)
    if (f.held.known()) pool.push_back(f.held.card);
  std::sort(pool.begin(), pool.end());
  return pool;
}

bool for_each_material_set(const Table& t, int player, MaterialSets which,
                           const std::function<bool(Mechanic, const std::vector<Card>&)>& emit,
                           const std::function<bool(Mechanic)>& wanted) {
  const std::vector<Card> pool = material_pool(t, player);
  const bool five_activated = t.r().get(ruling::five_timing) == FiveTiming::activated;
  const bool supersets = which == MaterialSets::with_supersets &&
                         t.r().get(ruling::exact_materials) == ExactMaterials::superset_allowed;

  std::set<std::pair<int, std::vector<Card>>> seen;
  auto offer_one = [&](Mechanic m, std::vector<Card> cards) {
    std::sort(cards.begin(), cards.end());
    if (!seen.insert({static_cast<int>(m), cards}).second) return true;
    if (!recipe_fits(t, m, cards)) return true;
    return emit(m, cards);
  };
  // An exact recipe, and with supersets every set of extra cards added to it.
  auto offer = [&](Mechanic m, const std::vector<Card>& cards) {
    if (wanted && !wanted(m)) return true;
    if (!supersets || m == Mechanic::five_of_a_kind) return offer_one(m, cards);
    std::vector<Card> rest;
    for (Card c : pool)
      if (!contains(cards, c)) rest.push_back(c);
    return for_subsets(rest, 0, rest.size(), [&](const std::vector<Card>& extra) {
      std::vector<Card> all = cards;
      all.insert(all.end(), extra.begin(), extra.end());
      return offer_one(m, all);
    });
  };
  auto of_value = [&](int v) {
    std::vector<Card> out;
    for (Card c : pool)
      if (value_of(c) == v) out.push_back(c);
    return out;
  };
  std::vector<Card> aces = of_value(14), faces, numbers;
  for (Card c : pool) {
    if (is_face_card(c)) faces.push_back(c);
    if (is_number_card(c)) numbers.push_back(c);
  }

  for (Card k : of_value(13))
    for (Card q : of_value(12))
      for (Card j : of_value(11))
        if (!offer(Mechanic::royal_fusion, {k, q, j})) return false;
  if (!for_subsets(aces, 2, 4, [&](const std::vector<Card>& s) { return offer(Mechanic::ace_fusion, s); })) return false;
  // Numbers Combo: equal ranks (any rank: rulings decide Aces and faces), then sums.
  for (int v = 2; v <= 14; ++v)
    if (!for_subsets(of_value(v), 2, 4, [&](const std::vector<Card>& s) { return offer(Mechanic::numbers_combo, s); }))
      return false;
  // Sums: sets of number cards (and Aces, which some rulings count as 1) adding up to 10
  // or less, found depth-first and pruned on the sum, so no size cap is needed.
  std::vector<Card> addable = numbers;
  addable.insert(addable.end(), aces.begin(), aces.end());
  auto low = [](Card c) { return is_ace(c) ? 1 : value_of(c); };
  std::vector<Card> chosen;
  auto sums = [&](auto&& self, std::size_t from, int sum) -> bool {
    if (chosen.size() >= 2 && !offer(Mechanic::numbers_combo, chosen)) return false;
    for (std::size_t i = from; i < addable.size(); ++i) {
      if (sum + low(addable[i]) > 10) continue;
      chosen.push_back(addable[i]);
      if (!self(self, i + 1, sum + low(addable[i]))) return false;
      chosen.pop_back();
    }
    return true;
  };
  if (!sums(sums, 0, 0)) return false;
  for (Card a : aces) {
    for (Card f : faces)
      if (!offer(Mechanic::ace_face, {a, f})) return false;
    for (Card n : numbers)
      if (!offer(Mechanic::numbers_ace, {n, a})) return false;
  }
  if (five_activated) {
    for (int s = 0; s < kSuits; ++s) {
      std::vector<Card> suit;
      for (Card c : pool)
        if (suit_of(c) == static_cast<Suit>(s)) suit.push_back(c);
      if (!for_subsets(suit, 5, 5, [&](const std::vector<Card>& set) { return offer(Mechanic::five_of_a_kind, set); }))
        return false;
    }
  }
  return true;
}

}  // namespace referee::dof

// Which materials make which mechanic ("Special Mechanics 1-6"; dof.special.exact-materials
// and the dof.numbers-combo.* rulings).
#include <algorithm>
#include <bit>

#include "rulespec/draw-of-faith/rules.hpp"
#include "rulespec/draw-of-faith/sections.hpp"

namespace referee::dof {
namespace {

std::string list(const std::vector<Card>& cards) {
  std::string s;
  for (Card c : cards) s += (s.empty() ? "" : " ") + card_name(c);
  return s;
}

int count_if_cards(const std::vector<Card>& cards, bool (*pred)(Card)) {
  return static_cast<int>(std::count_if(cards.begin(), cards.end(), pred));
}

// Numbers Combo: equal numbers, or two numbers adding up to 4-10. Returns "" when the
// cards are exactly such a combo, otherwise why not.
std::string numbers_combo_problem(const Table& t, const std::vector<Card>& cards) {
  if (cards.size() < 2) return "a Numbers Combo takes at least two cards";
  const bool has_ace = std::any_of(cards.begin(), cards.end(), is_ace);
  const bool has_face = std::any_of(cards.begin(), cards.end(), is_face_card);
  const AceValue ace = has_ace ? t.r().get(ruling::ace_value) : AceValue::not_a_number;
  const FaceCardsAsNumbers face = has_face ? t.r().get(ruling::face_cards) : FaceCardsAsNumbers::not_numbers;

  // Equal numbers.
  const bool same_rank = std::all_of(cards.begin(), cards.end(), [&](Card c) { return value_of(c) == value_of(cards[0]); });
  std::string set_problem;
  if (same_rank) {
    Card c = cards[0];
    bool counts = is_number_card(c) || (is_ace(c) && ace == AceValue::one_everywhere) ||
                  (is_face_card(c) && face == FaceCardsAsNumbers::same_rank_ok);
    if (!counts) {
      set_problem = is_ace(c) ? "Aces are not number cards" : "face cards are not number cards";
    } else {
      const int n = static_cast<int>(cards.size());
      switch (t.r().get(ruling::set_size)) {
        case SetSize::two_plus: return "";
        case SetSize::three_plus:
          if (n >= 3) return "";
          set_problem = "equal numbers make a combo from three cards";
          break;
        case SetSize::exactly_three:
          if (n == 3) return "";
          set_problem = "equal numbers make a combo of exactly three cards";
          break;
      }
    }
  }

  // A sum: Aces count 1 only under dof.numbers-combo.ace-value; face cards never.
  int sum = 0;
  for (Card c : cards) {
    if (is_face_card(c)) return set_problem.empty() ? "face cards have no value to add (" + list(cards) + ")" : set_problem;
    if (is_ace(c)) {
      if (ace == AceValue::not_a_number)
        return set_problem.empty() ? "an Ace is not a number card, so " + list(cards) + " is no sum" : set_problem;
      sum += 1;
    } else {
      sum += value_of(c);
    }
  }
  if (cards.size() > 2 && t.r().get(ruling::sum_arity) == SumArity::exactly_two)
    return set_problem.empty() ? "a sum takes exactly two number cards" : set_problem;
  if (sum < 4 || sum > 10)
    return set_problem.empty() ? list(cards) + " add up to " + std::to_string(sum) + ", not 4 to 10" : set_problem;
  return "";
}

// "" when `cards` are exactly the mechanic's recipe, otherwise why not.
std::string recipe_problem(const Table& t, Mechanic m, const std::vector<Card>& cards) {
  const int n = static_cast<int>(cards.size());
  switch (m) {
    case Mechanic::royal_fusion: {
      bool k = false, q = false, j = false;
      for (Card c : cards) {
        k |= value_of(c) == 13;
        q |= value_of(c) == 12;
        j |= value_of(c) == 11;
      }
      if (n == 3 && k && q && j) return "";
      return "Royal Fusion takes a King, a Queen and a Jack";
    }
    case Mechanic::ace_fusion:
      if (n >= 2 && count_if_cards(cards, is_ace) == n) return "";
      return "Ace Fusion takes two or more Aces and nothing else";
    case Mechanic::numbers_combo:
      return numbers_combo_problem(t, cards);
    case Mechanic::ace_face:
      if (n == 2 && count_if_cards(cards, is_ace) == 1 && count_if_cards(cards, is_face_card) == 1) return "";
      return "Ace + Face Cards takes one Ace and one King, Queen or Jack";
    case Mechanic::numbers_ace:
      if (n == 2 && count_if_cards(cards, is_ace) == 1 && count_if_cards(cards, is_number_card) == 1) return "";
      return "Numbers + Ace takes one number card (2-10) and one Ace";
    case Mechanic::five_of_a_kind: {
      if (n == 5 && std::all_of(cards.begin(), cards.end(), [&](Card c) { return suit_of(c) == suit_of(cards[0]); }))
        return "";
      return "Five of a Kind takes five cards of one suit";
    }
  }
  return "unknown mechanic";
}

// Whether some subset of `cards` (of at least two) is exactly the recipe.
bool contains_recipe(const Table& t, Mechanic m, const std::vector<Card>& cards) {
  const std::size_t n = cards.size();
  if (n > 16) return false;  // more materials than any hand and field can usefully hold
  for (std::uint32_t mask = 1; mask < (1u << n); ++mask) {
    if (std::popcount(mask) < 2) continue;
    std::vector<Card> subset;
    for (std::size_t i = 0; i < n; ++i)
      if (mask & (1u << i)) subset.push_back(cards[i]);
    if (recipe_problem(t, m, subset).empty()) return true;
  }
  return false;
}

}  // namespace

Verdict check_recipe(const Table& t, Mechanic m, const std::vector<Card>& materials) {
  std::string problem = recipe_problem(t, m, materials);
  if (problem.empty()) return Verdict::ok();
  // Extra cards on top of a valid recipe (dof.special.exact-materials).
  if (m != Mechanic::five_of_a_kind && t.r().get(ruling::exact_materials) == ExactMaterials::superset_allowed &&
      contains_recipe(t, m, materials))
    return Verdict::ok();
  return Verdict::illegal(problem + " (materials: " + list(materials) + ")", section_of(m));
}

}  // namespace referee::dof

// Which materials make which mechanic ("Special Mechanics 1-6"; dof.special.exact-materials
// and the dof.numbers-combo.* rulings).
#include <algorithm>

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
// `why` receives the reason when not; nullptr skips building messages (listing).
bool numbers_combo_fits(const Table& t, const std::vector<Card>& cards, std::string* why) {
  auto fail = [&](auto&& message) {
    if (why) *why = message();
    return false;
  };
  if (cards.size() < 2) return fail([] { return std::string("a Numbers Combo takes at least two cards"); });
  const bool has_ace = std::any_of(cards.begin(), cards.end(), is_ace);
  const bool has_face = std::any_of(cards.begin(), cards.end(), is_face_card);
  const AceValue ace = has_ace ? t.r().get(ruling::ace_value) : AceValue::not_a_number;
  const FaceCardsAsNumbers face = has_face ? t.r().get(ruling::face_cards) : FaceCardsAsNumbers::not_numbers;

  // Equal numbers.
  const bool same_rank = std::all_of(cards.begin(), cards.end(), [&](Card c) { return value_of(c) == value_of(cards[0]); });
  const char* set_problem = nullptr;
  if (same_rank) {
    Card c = cards[0];
    bool counts = is_number_card(c) || (is_ace(c) && ace == AceValue::one_everywhere) ||
                  (is_face_card(c) && face == FaceCardsAsNumbers::same_rank_ok);
    if (!counts) {
      set_problem = is_ace(c) ? "Aces are not number cards" : "face cards are not number cards";
    } else {
      const int n = static_cast<int>(cards.size());
      switch (t.r().get(ruling::set_size)) {
        case SetSize::two_plus: return true;
        case SetSize::three_plus:
          if (n >= 3) return true;
          set_problem = "equal numbers make a combo from three cards";
          break;
        case SetSize::exactly_three:
          if (n == 3) return true;
          set_problem = "equal numbers make a combo of exactly three cards";
          break;
      }
    }
  }

  // A sum: Aces count 1 only under dof.numbers-combo.ace-value; face cards never.
  auto fail_or_set = [&](auto&& message) {
    return fail([&] { return set_problem ? std::string(set_problem) : message(); });
  };
  int sum = 0;
  for (Card c : cards) {
    if (is_face_card(c)) return fail_or_set([&] { return "face cards have no value to add (" + list(cards) + ")"; });
    if (is_ace(c)) {
      if (ace == AceValue::not_a_number)
        return fail_or_set([&] { return "an Ace is not a number card, so " + list(cards) + " is no sum"; });
      sum += 1;
    } else {
      sum += value_of(c);
    }
  }
  if (cards.size() > 2 && t.r().get(ruling::sum_arity) == SumArity::exactly_two)
    return fail_or_set([] { return std::string("a sum takes exactly two number cards"); });
  if (sum < 4 || sum > 10)
    return fail_or_set([&] { return list(cards) + " add up to " + std::to_string(sum) + ", not 4 to 10"; });
  return true;
}

// Whether `cards` are exactly the mechanic's recipe; if not, why (when `why` is given).
bool recipe_exact(const Table& t, Mechanic m, const std::vector<Card>& cards, std::string* why) {
  const int n = static_cast<int>(cards.size());
  auto fail = [&](const char* message) {
    if (why) *why = message;
    return false;
  };
  switch (m) {
    case Mechanic::royal_fusion: {
      bool k = false, q = false, j = false;
      for (Card c : cards) {
        k |= value_of(c) == 13;
        q |= value_of(c) == 12;
        j |= value_of(c) == 11;
      }
      if (n == 3 && k && q && j) return true;
      return fail("Royal Fusion takes a King, a Queen and a Jack");
    }
    case Mechanic::ace_fusion:
      if (n >= 2 && count_if_cards(cards, is_ace) == n) return true;
      return fail("Ace Fusion takes two or more Aces and nothing else");
    case Mechanic::numbers_combo:
      return numbers_combo_fits(t, cards, why);
    case Mechanic::ace_face:
      if (n == 2 && count_if_cards(cards, is_ace) == 1 && count_if_cards(cards, is_face_card) == 1) return true;
      return fail("Ace + Face Cards takes one Ace and one King, Queen or Jack");
    case Mechanic::numbers_ace:
      if (n == 2 && count_if_cards(cards, is_ace) == 1 && count_if_cards(cards, is_number_card) == 1) return true;
      return fail("Numbers + Ace takes one number card (2-10) and one Ace");
    case Mechanic::five_of_a_kind: {
      if (n == 5 && std::all_of(cards.begin(), cards.end(), [&](Card c) { return suit_of(c) == suit_of(cards[0]); }))
        return true;
      return fail("Five of a Kind takes five cards of one suit");
    }
  }
  return fail("unknown mechanic");
}

// Numbers Combo candidates inside `cards`: every same-rank group (all its subsets of one
// size are alike) and every set of addable cards whose low values add up to 10 or less.
// Polynomial in practice: values are at least 1, so a sum of 10 or less holds few cards.
bool contains_numbers_combo(const Table& t, const std::vector<Card>& cards) {
  for (int v = 2; v <= 14; ++v) {
    std::vector<Card> group;
    for (Card c : cards)
      if (value_of(c) == v) group.push_back(c);
    for (std::size_t k = 2; k <= group.size(); ++k)
      if (recipe_exact(t, Mechanic::numbers_combo, std::vector<Card>(group.begin(), group.begin() + static_cast<std::ptrdiff_t>(k)), nullptr))
        return true;
  }
  std::vector<Card> addable;
  for (Card c : cards)
    if (is_number_card(c) || is_ace(c)) addable.push_back(c);
  auto low = [](Card c) { return is_ace(c) ? 1 : value_of(c); };
  std::vector<Card> chosen;
  // Depth-first over subsets in index order, pruned once the sum passes 10.
  auto search = [&](auto&& self, std::size_t from, int sum) -> bool {
    if (chosen.size() >= 2 && recipe_exact(t, Mechanic::numbers_combo, chosen, nullptr)) return true;
    for (std::size_t i = from; i < addable.size(); ++i) {
      if (sum + low(addable[i]) > 10) continue;
      chosen.push_back(addable[i]);
      if (self(self, i + 1, sum + low(addable[i]))) return true;
      chosen.pop_back();
    }
    return false;
  };
  return search(search, 0, 0);
}

// Whether some subset of `cards` is exactly the recipe, and dof.special.exact-materials =
// superset-allowed lets extra cards go on top of it (never on Five of a Kind); decided per
// mechanic rather than by trying every subset.
bool contains_recipe(const Table& t, Mechanic m, const std::vector<Card>& cards) {
  if (m == Mechanic::five_of_a_kind || t.r().get(ruling::exact_materials) != ExactMaterials::superset_allowed) return false;
  auto any = [&](auto pred) { return std::any_of(cards.begin(), cards.end(), pred); };
  auto has_value = [&](int v) { return any([v](Card c) { return value_of(c) == v; }); };
  switch (m) {
    case Mechanic::royal_fusion: return has_value(13) && has_value(12) && has_value(11);
    case Mechanic::ace_fusion: return count_if_cards(cards, is_ace) >= 2;
    case Mechanic::numbers_combo: return contains_numbers_combo(t, cards);
    case Mechanic::ace_face: return any(is_ace) && any(is_face_card);
    case Mechanic::numbers_ace: return any(is_ace) && any(is_number_card);
    case Mechanic::five_of_a_kind: return false;  // shown as it is, never padded
  }
  return false;
}

}  // namespace

bool recipe_fits(const Table& t, Mechanic m, const std::vector<Card>& materials) {
  return recipe_exact(t, m, materials, nullptr) || contains_recipe(t, m, materials);
}

Verdict check_recipe(const Table& t, Mechanic m, const std::vector<Card>& materials) {
  std::string problem;
  if (recipe_exact(t, m, materials, &problem) || contains_recipe(t, m, materials)) return Verdict::ok();
  return Verdict::illegal(problem + " (materials: " + list(materials) + ")", section_of(m));
}

}  // namespace referee::dof

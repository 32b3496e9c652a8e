// A maximum bipartite matching by augmenting paths (Kuhn's), for the hidden-card engine's own
// files: Ledger::show (which card of a pile each shown kind is) and the constraint search's
// proposals (which old card of an exchange each fresh one gives back). Small sides only: a
// path per right item, O(V * E).
#pragma once

#include <cstddef>
#include <vector>

namespace referee::unseen_cards {

// For each right item (0 .. rights-1), the left item it pairs with, or -1; `fits(l, r)` says
// whether they may pair.
template <class Fits>
std::vector<int> match(std::size_t lefts, std::size_t rights, const Fits& fits) {
  std::vector<int> of_left(lefts, -1), of_right(rights, -1);
  std::vector<char> seen;
  const auto augment = [&](auto&& self, std::size_t r) -> bool {
    for (std::size_t l = 0; l < lefts; ++l) {
      if (seen[l] || !fits(l, r)) continue;
      seen[l] = 1;
      if (of_left[l] < 0 || self(self, static_cast<std::size_t>(of_left[l]))) {
        of_left[l] = static_cast<int>(r);
        of_right[r] = static_cast<int>(l);
        return true;
      }
    }
    return false;
  };
  for (std::size_t r = 0; r < rights; ++r) {
    seen.assign(lefts, 0);
    augment(augment, r);
  }
  return of_right;
}

}  // namespace referee::unseen_cards

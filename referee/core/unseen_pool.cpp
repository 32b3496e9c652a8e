// Needs by name (unseen_pool.hpp): the hidden cards as masks over the pool's kinds, decided by
// the flow of unseen_flow.cpp.
#include "referee/core/unseen_pool.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace referee::unseen_cards {

NeedPool::NeedPool(int needs) : needs_(needs) {
  if (needs < 0 || needs > kMaxNeeds) throw std::logic_error("a need pool takes at most 6 needs");
  copies_.assign(std::size_t{1} << needs, 0);
}

// The kinds with copies whose cards meet `need`: a kind without copies stays out of the
// masks, so a card meeting one set of needs is a seen card for the flow's quick path.
KindSet NeedPool::kinds_of(int need) const {
  KindSet m = 0;
  for (std::size_t kind = 0; kind < copies_.size(); ++kind)
    if (((kind >> need) & 1) && copies_[kind] > 0) m |= bit(static_cast<int>(kind));
  return m;
}

int NeedPool::copies_of(int need) const {
  int n = 0;
  for (std::size_t kind = 0; kind < copies_.size(); ++kind)
    if ((kind >> need) & 1) n += copies_[kind];
  return n;
}

std::optional<int> NeedPool::first_short(const std::vector<int>& cards) const {
  if (std::none_of(cards.begin(), cards.end(), [](int n) { return n > 0; })) return std::nullopt;  // no hidden card
  std::vector<KindSet> hidden;
  std::array<KindSet, kMaxNeeds> masks{};
  const std::size_t needs = std::min(static_cast<std::size_t>(needs_), cards.size());
  for (std::size_t n = 0; n < needs; ++n) {
    masks[n] = kinds_of(static_cast<int>(n));
    hidden.insert(hidden.end(), static_cast<std::size_t>(std::max(0, cards[n])), masks[n]);
  }
  const std::optional<Cut> cut = shortfall(hidden, copies_);
  if (!cut) return std::nullopt;
  // The cut holds more cards than copies, so some need with cards lies wholly in it.
  for (std::size_t n = 0; n < needs; ++n)
    if (cards[n] > 0 && (masks[n] & ~cut->kinds) == 0) return static_cast<int>(n);
  throw std::logic_error("a refused flow without a need in its cut");
}

}  // namespace referee::unseen_cards

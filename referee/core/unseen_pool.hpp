// More questions for the flow of unseen.hpp (architecture.md, "Hidden information"), so that
// every game's hidden cards are decided by the one maximum flow of unseen_flow.cpp:
//   - caps: at most so many of a group's cards are of some kinds ("at most 4 of Bob's unknown
//     cards are hearts"), one more layer of the flow, so the answer stays exact;
//   - the minimum cut of a refusal, for a game that words it itself;
//   - needs by name: a pool of named cards (a deck list less what was seen) and hidden cards
//     each known only by a need it meets (a 1-3 star monster, a trap).
#pragma once

#include <optional>
#include <vector>

#include "referee/core/unseen.hpp"

namespace referee::unseen_cards {

// At most `cap` of a group's cards are of the kinds `kinds`.
struct Cap {
  KindSet kinds = 0;
  int cap = 0;
};
// Cards behind caps: a card may be a kind of a cap whose kinds its domain meets. Exact when
// every domain holds each cap's kinds (of those with copies) wholly or not at all.
struct Capped {
  std::vector<KindSet> cards;
  std::vector<Cap> caps;
};
// feasible(), with capped groups besides the free `cards`.
bool feasible(const std::vector<KindSet>& cards, const std::vector<Capped>& capped, const std::vector<int>& copies);

// The minimum cut of a refusal: `cards` cards can only be the kinds `kinds`, of which the game
// has `copies` (fewer). Nothing when the cards fit.
struct Cut {
  KindSet kinds = 0;
  int cards = 0;
  int copies = 0;
};
std::optional<Cut> shortfall(const std::vector<KindSet>& cards, const std::vector<int>& copies);

// Hidden cards known only by the needs they meet, out of a pool of named cards. The pool's
// cards that meet the same needs are one kind (kind = the set of needs, as bits), so a pool of
// any size has at most 2^needs kinds and each need's mask stays exact.
class NeedPool {
 public:
  static constexpr int kMaxNeeds = 6;
  explicit NeedPool(int needs);
  // One card of the pool; bit n of `meets`: it may be a hidden card of need n.
  void add(unsigned meets) { ++copies_.at(meets); }
  // The pool's cards that may be a hidden card of `need`.
  int copies_of(int need) const;
  // The first need the pool cannot cover, given what the others take (`cards[n]` hidden cards
  // of need n; fewer than none is none): a need whose kinds all lie in the flow's minimum
  // cut. Nothing when the pool covers every need.
  std::optional<int> first_short(const std::vector<int>& cards) const;

 private:
  KindSet kinds_of(int need) const;
  int needs_;
  std::vector<int> copies_;  // per kind
};

}  // namespace referee::unseen_cards
